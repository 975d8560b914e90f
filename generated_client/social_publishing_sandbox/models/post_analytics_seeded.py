from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform

if TYPE_CHECKING:
    from ..models.post_analytics_seeded_analytics import PostAnalyticsSeededAnalytics


T = TypeVar("T", bound="PostAnalyticsSeeded")


@_attrs_define
class PostAnalyticsSeeded:
    """Every metric seeded for the post on the network."""

    status: Literal["success"]
    id: str
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    analytics: PostAnalyticsSeededAnalytics
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        platform: str = self.platform

        analytics = self.analytics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
                "platform": platform,
                "analytics": analytics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_analytics_seeded_analytics import (
            PostAnalyticsSeededAnalytics,
        )

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        platform = check_platform(d.pop("platform"))

        analytics = PostAnalyticsSeededAnalytics.from_dict(d.pop("analytics"))

        post_analytics_seeded = cls(
            status=status,
            id=id,
            platform=platform,
            analytics=analytics,
        )

        post_analytics_seeded.additional_properties = d
        return post_analytics_seeded

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
