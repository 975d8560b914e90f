"""What the diff reports: one `Change` per difference, each with a severity and a rule id."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Severity(Enum):
    """How much a change matters to clients written against the old spec.

    BREAKING: an existing client or receiver can fail (oasdiff's ERR level).
    WARNING: it may fail, depending on how it was written (oasdiff's WARN).
    INFO: additive or relaxing; nothing written against the old spec fails.
    """

    BREAKING = "breaking"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"breaking": 2, "warning": 1, "info": 0}[self.value]


@dataclass(frozen=True, order=True)
class Change:
    """One difference between the two specs.

    `location` says where (an operation, a parameter, a schema path below a body), `rule` is a
    stable id of the check that found it (e.g. `request-max-length-decreased`), `description`
    says what changed in words. `client` names the generated client's methods the change
    reaches (`SocialPublishing.posts.create()`, `AsyncSocialPublishing.posts.create()`) and
    `model` the model or model field (`PostRequest.schedule_date`); both empty when the change
    reaches no method or model (an `x-` fact, a security scheme), see `client_names`.
    """

    location: str
    description: str
    severity: Severity
    rule: str
    client: tuple[str, ...] = ()
    model: str = ""

    @property
    def client_names(self) -> str:
        """What a client user calls the changed part, in words ("" when nothing)."""
        parts = []
        if self.client:
            parts.append("client: " + ", ".join(self.client))
        if self.model:
            parts.append(f"model: {self.model}")
        return "; ".join(parts)

    @property
    def breaking(self) -> bool:
        return self.severity is Severity.BREAKING


def at_least(changes: list[Change], severity: Severity) -> list[Change]:
    """The changes of `severity` or worse."""
    return [c for c in changes if c.severity.rank >= severity.rank]
