"""The service's seams: the decisions of the delivery engine, the limits and the rules that are
given to the server at construction (`Service(seams=...)`, `create_app(parts=ServerParts(
seams=...))`) instead of being fixed in its modules.

Each seam is a small object named for what it decides; `Seams()` holds the production ones,
which decide as the spec says. Another server built from the same code (a team's own, or a
deliberately broken one of the proof of power, `tests/contract_power/faults/`) passes its own
objects, usually a subclass overriding one method. Nothing here imports the rules, the HTTP
layer or the service: the seams sit below everything that asks them.

* `signer` (`webhooks.signing.Signer`): the signature of a delivery body under a secret;
* `delivery` (`webhooks.decisions.DeliveryRules`): attempts, retry delays, which failures are
  retried, the headers of an attempt and the receiver timeout the control sets;
* `events` (`EventRules`): the event body queued for a hook (or none), and when it is sent;
* `suspension` (`suspension.SuspensionRules`): when 429 answers suspend a User Profile;
* `limits` (`LimitRules`): whether a count reaches its limit, the transfer limits applied;
* `uploads` (`UploadChecks`): the refusals of a presigned upload;
* `feeds` (`FeedRules`): the feed schedule's facts, the refusals before a feed is parsed and
  where the parse runs;
* `decisions` (`RuleDecisions`): the other decisions of the rules (the history window, the
  networks whose comments fire an event, the generated accounts' facts and growth, what a
  library file answers, the window a linking-page load counts in).
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, TypeVar

from .feed_reader import FeedChecks, ParseRunner
from .rate_limit import Admission, RateLimiter
from .store import MediaRow
from .suspension import SuspensionRules
from .webhooks.decisions import DeliveryRules
from .webhooks.signing import Signer

__all__ = [
    "DeliveryRules",
    "EventRules",
    "FeedChecks",
    "FeedRules",
    "LimitRules",
    "RuleDecisions",
    "Seams",
    "Signer",
    "SuspensionRules",
    "UploadChecks",
]
T = TypeVar("T")


class EventRules:
    """What is queued for a hook when an event happens."""

    def queued(self, event: dict[str, Any]) -> dict[str, Any] | None:
        """The body queued for the hook (None: nothing is sent)."""
        return event

    def delays(self, queued: dict[str, Any]) -> tuple[float, ...]:
        """When the queued body is sent: one delivery per delay, in seconds from now (once,
        at once)."""
        return (0.0,)


class LimitRules:
    """Whether a count reaches its limit, and the transfer limits applied."""

    def reached(self, limit: str, kept: int, most: int) -> bool:
        """Whether `kept` items reach the limit `limit` (its name in the spec, e.g.
        `profilesPerAccount`, `maxFeedsPerProfile`) of `most`: no more may be added."""
        return kept >= most

    def feed_read_seconds(self, in_force: float, declared: float) -> float:
        """The seconds one read of a profile's feed may take: the profile's in force (the
        declared `maxReadSeconds` unless the control lowered it)."""
        return in_force

    def upload_max_bytes(self, in_force: int, declared: int) -> int:
        """The bytes one presigned upload of a profile may carry: the profile's in force."""
        return in_force


class UploadChecks:
    """The refusals of a PUT to a presigned upload URL."""

    def signature_matches(self, wanted: str, given: str) -> bool:
        """Whether the URL's signature is the one the server made."""
        return hmac.compare_digest(wanted, given)

    def expired(self, now: int, expires: int) -> bool:
        """Whether a URL that expires at `expires` (Unix seconds) has expired at `now`."""
        return now >= expires

    def declared_too_large(self, declared_length: int | None, limit: int) -> bool:
        """Whether the request's `Content-Length` already exceeds `limit` (refused before its
        body is read)."""
        return declared_length is not None and declared_length > limit


@dataclass(frozen=True)
class FeedRules:
    """The feed schedule's facts, the refusals before a feed is parsed, and where it is
    parsed."""

    #: The refusals of a feed's bytes before any parser sees them (`feed_reader.FeedChecks`).
    checks: FeedChecks = field(default_factory=FeedChecks)
    #: Runs a parse (None: a child process of the isolated parser, `feed_reader.PARSER`).
    run: ParseRunner | None = None

    def posting(self, declared: T) -> T:
        """The feed schedule's networks and limits (`rules.feeds.Posting`), given the spec's
        `x-feed-posting`."""
        return declared


class RuleDecisions:
    """The other decisions of the rules that a server may make otherwise."""

    def history_window_start(self, start: int) -> int:
        """Unix time of the oldest webhook-history entry still answered, given the start of
        `x-limits.historyWindowMonths`."""
        return start

    def comment_event_networks(self, declared: tuple[str, ...]) -> tuple[str, ...]:
        """The networks whose comments fire the `comments` webhook, given its delivery's
        `x-networks`."""
        return declared

    def seeded_facts(self, declared: T) -> T:
        """The numbers a generated account follows (`rules.seeded_content.SeededFacts`),
        given the control spec's `x-seeded-account`."""
        return declared

    def stores_due_items(self) -> bool:
        """Whether a generated account's items that became due are stored (it grows)."""
        return True

    def library_status(self, live: MediaRow | None, stored: MediaRow | None) -> int:
        """What a request for a library file answers, given the item the URL names while it
        is stored, not expired and named so (`live`), and the item stored under its id."""
        return HTTPStatus.OK if live is not None else HTTPStatus.NOT_FOUND

    def page_admission(self, limiter: RateLimiter, profile_id: int, client: str) -> Admission:
        """Count a linking-page load of `profile_id` from address `client`: in the profile's
        page window, never in its API window."""
        return limiter.admit_page(profile_id)


@dataclass(frozen=True)
class Seams:
    """The service's seams (each default: the production one)."""

    signer: Signer = field(default_factory=Signer)
    delivery: DeliveryRules = field(default_factory=DeliveryRules)
    events: EventRules = field(default_factory=EventRules)
    suspension: SuspensionRules = field(default_factory=SuspensionRules)
    limits: LimitRules = field(default_factory=LimitRules)
    uploads: UploadChecks = field(default_factory=UploadChecks)
    feeds: FeedRules = field(default_factory=FeedRules)
    decisions: RuleDecisions = field(default_factory=RuleDecisions)
