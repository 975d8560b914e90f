"""The service's rate-limit headers of a response (`x-rate-limit` of the spec) as `RateLimit`.

Every answer to a request whose credentials identify a profile says how many requests the
profile may make per window and how many it has used; `APIResponse.rate_limit` and
`APIStatusError.rate_limit` read them (None when a response has none, e.g. a 401).
"""

from __future__ import annotations

from dataclasses import dataclass

import httpx

from social_publishing_models.spec_facts import (
    RATE_LIMIT_COUNT_HEADER,
    RATE_LIMIT_MAX_HEADER,
    RATE_LIMIT_WINDOW_SECONDS,
)


@dataclass(frozen=True)
class RateLimit:
    """The acting profile's request window: `max` requests allowed per `window_seconds`,
    `count` used so far in the current window."""

    max: int
    count: int
    window_seconds: int = RATE_LIMIT_WINDOW_SECONDS

    @property
    def remaining(self) -> int:
        """Requests left in the current window."""
        return max(0, self.max - self.count)

    @property
    def exhausted(self) -> bool:
        """True when the window has no request left (the next one gets a 429)."""
        return self.count >= self.max


def _integer(value: str | None) -> int | None:
    if value is None or not value.strip().isdigit():
        return None
    return int(value.strip())


def rate_limit_of(headers: httpx.Headers) -> RateLimit | None:
    """The rate limit a response reports, or None when it lacks either header (or one is not
    a non-negative integer)."""
    maximum = _integer(headers.get(RATE_LIMIT_MAX_HEADER))
    count = _integer(headers.get(RATE_LIMIT_COUNT_HEADER))
    if maximum is None or count is None:
        return None
    return RateLimit(maximum, count)
