"""The per-profile request limit of `x-rate-limit`: count a request, say whether it may run,
and the headers every answer to it carries.

The window length and header names come from the spec; the limit is the server's setting
(`Settings.rate_limit_max`, default the spec's `referenceServerMaxPerWindow`), which the test
control can replace for one profile, or for one profile's requests from one client address
(its bucket, as `x-auth-failure-limit` names it: `client_bucket`). Counts live in the data
file (`store/rate_windows.py`), so all worker processes of a data dir share them and a window
survives a restart.

A request that carries no credential of the profile but identifies it (the linking page's
token) is counted by `admit_page` in the profile's page window: against the same limit, never
in its API window, and its 429s never count towards a suspension.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from spec_model import RateLimit

from .clock import Clock
from .store import RateWindows, WindowCount

RETRY_AFTER = "Retry-After"


@dataclass(frozen=True)
class Admission:
    """The outcome of counting one request: whether it may run, and its headers."""

    admitted: bool
    headers: dict[str, str]


class RateLimiter:
    """Counts each profile's requests in windows of `x-rate-limit.windowSeconds` seconds."""

    def __init__(
        self,
        fact: RateLimit,
        windows: RateWindows,
        clock: Clock,
        limit: int,
        bucket: Callable[[str], str],
    ) -> None:
        if limit < 0:
            raise ValueError(f"the rate limit must be 0 or more, got {limit}")
        self.fact = fact
        self.windows = windows
        self.clock = clock
        self.limit = limit
        self.bucket = bucket

    def close(self) -> None:
        self.windows.close()

    def admit(self, profile_id: int, host: str) -> Admission:
        """Count a request of `profile_id` from client address `host`; a refused one (over
        the limit) is not counted."""
        now = int(self.clock.now().timestamp())
        window = self.fact.window_seconds
        count = self.windows.count_request(profile_id, now, window, self.limit, self.bucket(host))
        return self._admission(count, now, retry_after=True)

    def admit_page(self, profile_id: int) -> Admission:
        """Count a page request of `profile_id` (no credential of the profile) in its page
        window, against the profile's limit; a refused one is not counted."""
        now = int(self.clock.now().timestamp())
        window = self.fact.window_seconds
        count = self.windows.count_page_request(profile_id, now, window, self.limit)
        return self._admission(count, now, retry_after=True)

    def current(self, profile_id: int, host: str) -> Admission:
        """The headers of the window a request of `profile_id` from `host` would count in,
        nothing counted (an answer refused before its rate limit, e.g. a suspension)."""
        now = int(self.clock.now().timestamp())
        window = self.fact.window_seconds
        count = self.windows.current(profile_id, now, window, self.limit, self.bucket(host))
        return self._admission(count, now, retry_after=False)

    def _admission(self, count: WindowCount, now: int, *, retry_after: bool) -> Admission:
        """The verdict and headers of a window count: the limit and the use, and on a refusal
        (`retry_after`) the seconds until the window ends."""
        headers = {self.fact.max_header: str(count.max), self.fact.count_header: str(count.used)}
        if retry_after and not count.admitted:
            # Not documented by the service (clients must not rely on it; see the spec).
            window_end = count.window_start + self.fact.window_seconds
            headers[RETRY_AFTER] = str(max(0, window_end - now))
        return Admission(count.admitted, headers)

    def set_profile_limit(self, profile_id: int, limit: int | None) -> int:
        """Give one profile its own limit (None: the server's), starting a fresh window; the
        limit now in force for it."""
        self.windows.set_profile_limit(profile_id, limit)
        return self.limit if limit is None else limit

    def set_address_limit(self, profile_id: int, host: str, limit: int | None) -> tuple[str, int]:
        """Give one profile a limit for requests from `host`'s bucket only, starting a fresh
        window (None: remove it); the bucket and the limit now in force for its requests."""
        bucket = self.bucket(host)
        self.windows.set_address_limit(profile_id, bucket, limit)
        return bucket, self.limit if limit is None else limit
