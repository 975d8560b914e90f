"""How the sandbox Facebook delivers a boosted post, from the service clock alone (no Meta, no
randomness): the ad is in review for `reviewSeconds`, then runs from its start while its
status is ACTIVE until its end. It spends its daily budget evenly over each running day
(whole cents, rounded down on the running total) and every dollar spent buys
`impressionsPerUsd` impressions, of which `reachPerMilleImpressions` per mille are unique
people and `clicksPerMilleImpressions` per mille clicks (the rates of the spec's
`x-ad-delivery` of `boost_post`). Every figure is a function of the running seconds, so
reading twice at the same instant answers the same numbers and a later instant never less.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from social_publishing_models import AdDeliveryStatus

DAY = 86400


@dataclass(frozen=True)
class DeliveryRates:
    """The spec's `x-ad-delivery` of `boost_post`."""

    review_seconds: int
    min_run_seconds: int
    budget_decimals: int
    impressions_per_usd: int
    reach_per_mille: int
    clicks_per_mille: int

    @classmethod
    def from_spec(cls, raw: dict[str, Any]) -> DeliveryRates:
        return cls(
            review_seconds=int(raw["reviewSeconds"]),
            min_run_seconds=int(raw["minRunSeconds"]),
            budget_decimals=int(raw["budgetDecimals"]),
            impressions_per_usd=int(raw["impressionsPerUsd"]),
            reach_per_mille=int(raw["reachPerMilleImpressions"]),
            clicks_per_mille=int(raw["clicksPerMilleImpressions"]),
        )


@dataclass(frozen=True)
class Delivery:
    """One ad's schedule: created (review starts), start, end (None: no end), daily budget
    in cents, and its segments of ACTIVE status ([from, to); to None while still ACTIVE)."""

    created: int
    start: int
    end: int | None
    budget_cents: int
    segments: tuple[tuple[int, int | None], ...]

    def approved(self, rates: DeliveryRates) -> int:
        return self.created + rates.review_seconds

    def running_seconds(self, rates: DeliveryRates, until: int, since: int = 0) -> int:
        """Seconds in [since, until) during which the ad ran (approved, started, not ended,
        status ACTIVE)."""
        low = max(since, self.approved(rates), self.start)
        high = until if self.end is None else min(until, self.end)
        total = 0
        for begin, finish in self.segments:
            a = max(low, begin)
            b = high if finish is None else min(high, finish)
            total += max(0, b - a)
        return total

    def spent_cents(self, rates: DeliveryRates, at: int) -> int:
        return self.budget_cents * self.running_seconds(rates, at) // DAY

    def status(self, rates: DeliveryRates, at: int) -> AdDeliveryStatus:
        """The `AdDeliveryStatus` at the instant."""
        paused = not self.segments or self.segments[-1][1] is not None
        if self.end is not None and at >= self.end:
            return "COMPLETED"
        if paused:
            return "PAUSED"
        if at < self.approved(rates):
            return "PENDING_REVIEW"
        if at < self.start:
            return "SCHEDULED"
        return "ACTIVE"


@dataclass(frozen=True)
class Figures:
    """What an ad delivered over some time: spend in cents and the counts it bought."""

    spent_cents: int
    impressions: int
    reach: int
    clicks: int

    def __sub__(self, other: Figures) -> Figures:
        return Figures(
            self.spent_cents - other.spent_cents,
            self.impressions - other.impressions,
            self.reach - other.reach,
            self.clicks - other.clicks,
        )

    def __add__(self, other: Figures) -> Figures:
        return Figures(
            self.spent_cents + other.spent_cents,
            self.impressions + other.impressions,
            self.reach + other.reach,
            self.clicks + other.clicks,
        )

    @property
    def spend(self) -> float:
        return self.spent_cents / 100

    def metrics(self) -> dict[str, float | int]:
        """The `AdMetrics` of these figures (ratios rounded to two decimals, 0 without a
        denominator)."""

        def ratio(a: float, b: float, scale: float = 1) -> float:
            return round(a * scale / b, 2) if b else 0

        return {
            "clicks": self.clicks,
            "impressions": self.impressions,
            "reach": self.reach,
            "frequency": ratio(self.impressions, self.reach),
            "ctr": ratio(self.clicks, self.impressions, 100),
            "cpm": ratio(self.spend, self.impressions, 1000),
            "cpp": ratio(self.spend, self.reach, 1000),
            "cpc": ratio(self.spend, self.clicks),
        }


NOTHING = Figures(0, 0, 0, 0)


def figures(delivery: Delivery, rates: DeliveryRates, at: int) -> Figures:
    """Everything the ad delivered from its creation until the instant."""
    cents = delivery.spent_cents(rates, at)
    impressions = cents * rates.impressions_per_usd // 100
    return Figures(
        cents,
        impressions,
        impressions * rates.reach_per_mille // 1000,
        impressions * rates.clicks_per_mille // 1000,
    )


def between(delivery: Delivery, rates: DeliveryRates, since: int, until: int) -> Figures:
    """What the ad delivered in [since, until)."""
    if until <= since:
        return NOTHING
    return figures(delivery, rates, until) - figures(delivery, rates, since)
