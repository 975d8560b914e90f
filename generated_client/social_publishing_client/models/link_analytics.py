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

if TYPE_CHECKING:
    from ..models.link_stats import LinkStats


T = TypeVar("T", bound="LinkAnalytics")


@_attrs_define
class LinkAnalytics:
    """Answer of `get_link_analytics` (LIVE)."""

    status: Literal["success"]
    analytics: LinkStats
    """ A short link with its clicks (LIVE: `{id, shortUrl, originalUrl, created,
    totalClicks, refererCounts, browserCounts}`). The count maps' keys follow
    `x-short-link-clicks` of `get_link_analytics`.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        analytics = self.analytics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "analytics": analytics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.link_stats import LinkStats

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        analytics = LinkStats.from_dict(d.pop("analytics"))

        link_analytics = cls(
            status=status,
            analytics=analytics,
        )

        link_analytics.additional_properties = d
        return link_analytics

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
