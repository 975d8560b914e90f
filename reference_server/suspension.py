"""The suspension of a User Profile answered 429 too often (`x-rate-limit.suspension`): count a
429 answer of a User Profile, suspend the profile when its count within the window reaches the
spec's (or the test control's) number, and say until when a profile is suspended.

Times are Unix seconds of the service clock; counts and suspensions live in the data file
(`store/suspensions.py`), shared by all worker processes and kept across restarts. Its three
decisions are `SuspensionRules`, given at construction (`seams.Seams.suspension`): how long a
429 answer counts, whether a count suspends and when a suspension ends. A spec without
`suspension` suspends nobody.
"""

from __future__ import annotations

from spec_model import Suspension

from .clock import Clock
from .store import Suspensions


class SuspensionRules:
    """When 429 answers suspend a User Profile (`x-rate-limit.suspension`)."""

    def suspends(self, refusals: int, after: int) -> bool:
        """Whether `refusals` 429 answers within the window suspend a profile whose count is
        `after`."""
        return refusals >= after

    def count_window(self, within_seconds: int) -> int:
        """How long a 429 answer counts towards a suspension: `withinHours`."""
        return within_seconds

    def suspension_end(self, reached_at: int, within_seconds: int) -> int:
        """When a suspension ends: `withinHours` after the answer that reached the count."""
        return reached_at + within_seconds


class Suspender:
    """Counts User Profiles' 429 answers and suspends them (`x-rate-limit.suspension`)."""

    def __init__(
        self,
        fact: Suspension | None,
        suspensions: Suspensions,
        clock: Clock,
        rules: SuspensionRules | None = None,
    ) -> None:
        self.fact = fact
        self.rules = rules or SuspensionRules()
        self.suspensions = suspensions
        self.clock = clock

    def close(self) -> None:
        self.suspensions.close()

    def _now(self) -> int:
        return int(self.clock.now().timestamp())

    def suspended_until(self, profile_id: int) -> int | None:
        """When the User Profile's suspension ends, if it is suspended now."""
        if self.fact is None:
            return None
        return self.suspensions.suspended_until(profile_id, self._now())

    def rate_limited(self, profile_id: int) -> bool:
        """Count a 429 answer of the User Profile; suspend it when that reaches its count.
        Whether it did."""
        if self.fact is None:
            return False
        now, within = self._now(), self.fact.within_seconds
        window = self.rules.count_window(within)
        count, after = self.suspensions.count_refusal(profile_id, now, window, self.fact.after)
        if not self.rules.suspends(count, after):
            return False
        self.suspensions.suspend(profile_id, self.rules.suspension_end(now, within))
        return True

    def set_after(self, profile_id: int, after: int | None) -> int:
        """Give the User Profile its own count (None: the spec's), with a fresh count and no
        suspension; the count now in force for it."""
        if self.fact is None:
            raise ValueError("the spec declares no x-rate-limit.suspension")
        self.suspensions.set_after(profile_id, after)
        return self.fact.after if after is None else after

    def suspended_profiles(self) -> set[int]:
        """The profiles suspended now."""
        return set() if self.fact is None else self.suspensions.suspended_profiles(self._now())
