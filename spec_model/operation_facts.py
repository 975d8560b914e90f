"""Typed facts of single operations' `x-` extensions, read when the spec loads.

`x-short-link` (on `create_link`: where short links are served and how clicks are named),
`x-feed-posting` (on `add_feed`: the feed schedule and its limits) and `x-hashtag-search` (on
`search_hashtag`: the sandbox search's results). Each reader checks the extension's shape and
fails with `SpecLoadError` naming its JSON pointer, so code reads attributes (that mypy checks)
instead of the extension's keys. A document without the operation has none of its facts (None).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from .loader import SpecLoadError
from .operation_ids import OperationId
from .operations import Operation
from .references import References

T = TypeVar("T")
SHORT_LINK = "x-short-link"
FEED_POSTING = "x-feed-posting"
HASHTAG_SEARCH = "x-hashtag-search"
#: The body schema of `create_link` whose `UtmValue` fields are the UTM parameters.
LINK_BODY_SCHEMA = "LinkRequest"
UTM_SCHEMA_REF = "#/components/schemas/UtmValue"


@dataclass(frozen=True)
class ShortLinkFacts:
    """`x-short-link` of `create_link`."""

    prefix: tuple[str, ...]  # the path's segments before `{id}`
    redirect_status: int
    direct_referer: str
    browsers: tuple[tuple[str, str], ...]  # (marker, name), first match wins
    other_browser: str
    platforms: tuple[tuple[str, str], ...]  # (marker, name), first match wins
    other_platform: str
    utm_fields: tuple[tuple[str, str], ...]  # (body field, query name), in append order


@dataclass(frozen=True)
class FeedPostingFacts:
    """`x-feed-posting` of `add_feed`."""

    check_seconds: int
    networks: tuple[str, ...]
    networks_needing_image: tuple[str, ...]
    max_hashtags: int
    max_feeds_per_profile: int
    max_feed_bytes: int
    max_items_per_read: int
    max_text_length: int
    max_nesting_depth: int


@dataclass(frozen=True)
class HashtagSearchFacts:
    """`x-hashtag-search` of `search_hashtag`: how many media a search answers, and the words
    their captions are made of."""

    results: int
    words: tuple[str, ...]


def snake_case(name: str) -> str:
    """`utmSource` -> `utm_source` (LinkRequest: the query name of a UTM field)."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _rules(raw: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    return tuple((str(r["marker"]), str(r["name"])) for r in raw["rules"])


def _short_link(raw: Mapping[str, Any], refs: References) -> ShortLinkFacts:
    segments = [p for p in str(raw["path"]).split("/") if p]
    if not segments or segments[-1] != "{id}":
        raise ValueError("path must end with /{id}")
    body = refs.document["components"]["schemas"][LINK_BODY_SCHEMA]["properties"]
    return ShortLinkFacts(
        prefix=tuple(segments[:-1]),
        redirect_status=int(raw["redirectStatus"]),
        direct_referer=str(raw["directReferer"]),
        browsers=_rules(raw["browsers"]),
        other_browser=str(raw["browsers"]["other"]),
        platforms=_rules(raw["platforms"]),
        other_platform=str(raw["platforms"]["other"]),
        utm_fields=tuple(
            (name, snake_case(name))
            for name, schema in body.items()
            if schema.get("$ref") == UTM_SCHEMA_REF
        ),
    )


def _feed_posting(raw: Mapping[str, Any], refs: References) -> FeedPostingFacts:
    return FeedPostingFacts(
        check_seconds=int(raw["checkSeconds"]),
        networks=tuple(str(n) for n in raw["networks"]),
        networks_needing_image=tuple(str(n) for n in raw["networksNeedingImage"]),
        max_hashtags=int(raw["maxHashtags"]),
        max_feeds_per_profile=int(raw["maxFeedsPerProfile"]),
        max_feed_bytes=int(raw["maxFeedBytes"]),
        max_items_per_read=int(raw["maxItemsPerRead"]),
        max_text_length=int(raw["maxTextLength"]),
        max_nesting_depth=int(raw["maxNestingDepth"]),
    )


def _hashtag_search(raw: Mapping[str, Any], refs: References) -> HashtagSearchFacts:
    words = tuple(str(w) for w in raw["words"])
    if not words:
        raise ValueError("words must not be empty")
    return HashtagSearchFacts(results=int(raw["results"]), words=words)


def _read(
    operation: Operation | None,
    key: str,
    refs: References,
    reader: Callable[[Mapping[str, Any], References], T],
) -> T | None:
    if operation is None or key not in operation.raw:
        return None
    try:
        return reader(operation.raw[key], refs)
    except (KeyError, TypeError, ValueError) as exc:
        raise SpecLoadError(f"#{operation.location}/{key}: cannot be read ({exc!r})") from None


@dataclass(frozen=True)
class OperationFacts:
    """The typed extensions of single operations (None: the document lacks the operation or
    its extension)."""

    short_link: ShortLinkFacts | None
    feed_posting: FeedPostingFacts | None
    hashtag_search: HashtagSearchFacts | None


def read_operation_facts(by_id: Mapping[str, Operation], refs: References) -> OperationFacts:
    """The facts of `x-short-link`, `x-feed-posting` and `x-hashtag-search`, checked."""
    return OperationFacts(
        short_link=_read(by_id.get(OperationId.CREATE_LINK), SHORT_LINK, refs, _short_link),
        feed_posting=_read(by_id.get(OperationId.ADD_FEED), FEED_POSTING, refs, _feed_posting),
        hashtag_search=_read(
            by_id.get(OperationId.SEARCH_HASHTAG), HASHTAG_SEARCH, refs, _hashtag_search
        ),
    )


def required(facts: T | None, what: str) -> T:
    """`facts`, or a clear error when the loaded document has none (`what`: its extension)."""
    if facts is None:
        raise SpecLoadError(f"the spec has no {what}")
    return facts
