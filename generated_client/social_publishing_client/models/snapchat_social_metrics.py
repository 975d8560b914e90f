from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SnapchatSocialMetrics")


@_attrs_define
class SnapchatSocialMetrics:
    """Snapchat account analytics (inferred). Networks add fields over time; clients ignore names
    they do not know.

    """

    display_name: str
    subscriber_count: int
    views: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        subscriber_count = self.subscriber_count

        views = self.views

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "displayName": display_name,
                "subscriberCount": subscriber_count,
                "views": views,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        display_name = d.pop("displayName")

        subscriber_count = d.pop("subscriberCount")

        views = d.pop("views")

        snapchat_social_metrics = cls(
            display_name=display_name,
            subscriber_count=subscriber_count,
            views=views,
        )

        snapchat_social_metrics.additional_properties = d
        return snapchat_social_metrics

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
