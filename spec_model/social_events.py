"""The kinds of change a `social` webhook event names (`SocialEvent.type`).

The spec keeps the field an open set (receivers must accept other values) and lists the values
observed so far as its `examples`: a link, then an unlink. Code that sends the event names the
kind through `social_changes` instead of writing the words.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .loader import SpecLoadError
from .references import References

#: The schema of the event, and its property that names the change.
EVENT_SCHEMA = "/components/schemas/SocialEvent"
CHANGE = "type"


@dataclass(frozen=True)
class SocialChanges:
    """The `type` of a `social` event for a network linked and for one unlinked."""

    link: str
    unlink: str


@lru_cache(maxsize=4)
def social_changes(refs: References) -> SocialChanges:
    """`SocialEvent.type`'s examples, in their order: the link's and the unlink's."""
    change = refs.resolve(refs.lookup(EVENT_SCHEMA)["properties"][CHANGE])
    examples = change.get("examples")
    if not isinstance(examples, list) or len(examples) != 2:
        raise SpecLoadError(f"#{EVENT_SCHEMA}/properties/{CHANGE}/examples: [link, unlink]")
    return SocialChanges(link=str(examples[0]), unlink=str(examples[1]))
