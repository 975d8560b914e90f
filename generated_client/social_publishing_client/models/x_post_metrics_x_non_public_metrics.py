from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="XPostMetricsXNonPublicMetrics")


@_attrs_define
class XPostMetricsXNonPublicMetrics:
    """The counts only the author sees (posts of the last 30 days)."""

    impression_count: int
    url_link_clicks: int
    user_profile_clicks: int
    engagements: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression_count = self.impression_count

        url_link_clicks = self.url_link_clicks

        user_profile_clicks = self.user_profile_clicks

        engagements = self.engagements

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impressionCount": impression_count,
                "urlLinkClicks": url_link_clicks,
                "userProfileClicks": user_profile_clicks,
            }
        )
        if engagements is not UNSET:
            field_dict["engagements"] = engagements

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        impression_count = d.pop("impressionCount")

        url_link_clicks = d.pop("urlLinkClicks")

        user_profile_clicks = d.pop("userProfileClicks")

        engagements = d.pop("engagements", UNSET)

        x_post_metrics_x_non_public_metrics = cls(
            impression_count=impression_count,
            url_link_clicks=url_link_clicks,
            user_profile_clicks=user_profile_clicks,
            engagements=engagements,
        )

        x_post_metrics_x_non_public_metrics.additional_properties = d
        return x_post_metrics_x_non_public_metrics

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
