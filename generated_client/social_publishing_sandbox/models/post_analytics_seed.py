from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.platform import Platform, check_platform

if TYPE_CHECKING:
    from ..models.post_analytics_seed_analytics import PostAnalyticsSeedAnalytics


T = TypeVar("T", bound="PostAnalyticsSeed")


@_attrs_define
class PostAnalyticsSeed:
    """Metrics of a post on one network, by their names in the API's schemas."""

    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    analytics: PostAnalyticsSeedAnalytics
    """ Metric name to value (valid for the network's metric schema). """

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        platform: str = self.platform

        analytics = self.analytics.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "platform": platform,
                "analytics": analytics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_analytics_seed_analytics import PostAnalyticsSeedAnalytics

        d = dict(src_dict)
        id = d.pop("id")

        platform = check_platform(d.pop("platform"))

        analytics = PostAnalyticsSeedAnalytics.from_dict(d.pop("analytics"))

        post_analytics_seed = cls(
            id=id,
            platform=platform,
            analytics=analytics,
        )

        return post_analytics_seed
