"""The failed-authentication limit of `x-auth-failure-limit`, per client address: refuse an
address that has used up its failures (429 with the spec's code and `Retry-After`), and count
a failure.

Everything about the rule comes from the spec (window, limit, which codes count, the IPv6
prefix); the limit is the server's setting (`Settings.auth_failure_max`, default the spec's
`maxFailuresPerWindow`), which the test control can replace for one address. Counts live in
the data file (`store/auth_failures.py`), shared by every worker process of a data dir.

A bucket is always a validated address (`bucket`: the IPv4 address or IPv6 prefix as
`ipaddress` writes it), never the text a client sent: a client whose address is not an IP
address (a Unix socket peer, or a forwarded value from a trusted proxy that names none)
counts in the one bucket UNIDENTIFIED.
"""

from __future__ import annotations

import ipaddress

from spec_model import AuthFailureLimit
from spec_model.error_codes import ErrorCode

from .clock import Clock
from .errors import ApiError
from .rate_limit import RETRY_AFTER
from .store import AuthFailureWindows

#: Ended windows are deleted once per this many counted failures (bounds the table to the
#: addresses that failed within the last window, plus at most this many).
PRUNE_EVERY = 256
#: The bucket of every client whose address is not an IP address.
UNIDENTIFIED = "unidentified"


class AuthThrottle:
    """Counts failed authentications per client address (its bucket, `bucket`)."""

    def __init__(
        self, fact: AuthFailureLimit, windows: AuthFailureWindows, clock: Clock, limit: int
    ) -> None:
        if limit < 1:
            raise ValueError(f"the failed-authentication limit must be 1 or more, got {limit}")
        self.fact = fact
        self.windows = windows
        self.clock = clock
        self.limit = limit
        self._since_prune = 0

    def close(self) -> None:
        self.windows.close()

    def bucket(self, host: str) -> str:
        """The bucket `host` (the client address the server sees) counts in: its IPv4
        address or IPv6 prefix, rewritten by `ipaddress` (`client_bucket`), or UNIDENTIFIED
        when `host` is not an IP address."""
        try:
            ipaddress.ip_address(host.split("%", 1)[0])
        except ValueError:
            return UNIDENTIFIED
        return self.fact.client_bucket(host)

    def _now(self) -> int:
        return int(self.clock.now().timestamp())

    def check(self, host: str) -> None:
        """ApiError (429, the spec's code, Retry-After) when `host`'s bucket has made its
        window's failures; nothing is counted."""
        now = self._now()
        window = self.fact.window_seconds
        found = self.windows.read(self.bucket(host), now, window, self.limit)
        if found is not None and found.failures >= found.max:
            retry = max(1, found.window_start + window - now)
            raise ApiError(ErrorCode(self.fact.error_code), headers={RETRY_AFTER: str(retry)})

    def counts(self, code: ErrorCode) -> bool:
        """Whether an answer with `code` is a failed authentication (`counted`)."""
        return int(code) in self.fact.counted

    def failed(self, host: str) -> None:
        """Count one failed authentication of `host`."""
        now = self._now()
        window = self.fact.window_seconds
        self.windows.count_failure(self.bucket(host), now, window, self.limit)
        self._since_prune += 1
        if self._since_prune >= PRUNE_EVERY:
            self._since_prune = 0
            self.windows.prune(now, window)

    def set_limit(self, host: str, limit: int | None) -> tuple[str, int]:
        """Give `host`'s bucket its own limit (None: the server's), discarding its window;
        the bucket and the limit now in force for it."""
        bucket = self.bucket(host)
        self.windows.set_limit(bucket, limit)
        return bucket, self.limit if limit is None else limit
