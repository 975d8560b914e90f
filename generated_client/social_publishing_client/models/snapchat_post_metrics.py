from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SnapchatPostMetrics")


@_attrs_define
class SnapchatPostMetrics:
    """Snapchat post metrics (inferred). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    views: int
    shares: int
    favorites: int
    replies: int
    screenshots: int | Unset = UNSET
    unique_viewers: int | Unset = UNSET
    view_time_ms: int | Unset = UNSET
    """ Total viewing time (milliseconds). """
    subscribes: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        views = self.views

        shares = self.shares

        favorites = self.favorites

        replies = self.replies

        screenshots = self.screenshots

        unique_viewers = self.unique_viewers

        view_time_ms = self.view_time_ms

        subscribes = self.subscribes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "views": views,
                "shares": shares,
                "favorites": favorites,
                "replies": replies,
            }
        )
        if screenshots is not UNSET:
            field_dict["screenshots"] = screenshots
        if unique_viewers is not UNSET:
            field_dict["uniqueViewers"] = unique_viewers
        if view_time_ms is not UNSET:
            field_dict["viewTimeMs"] = view_time_ms
        if subscribes is not UNSET:
            field_dict["subscribes"] = subscribes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        views = d.pop("views")

        shares = d.pop("shares")

        favorites = d.pop("favorites")

        replies = d.pop("replies")

        screenshots = d.pop("screenshots", UNSET)

        unique_viewers = d.pop("uniqueViewers", UNSET)

        view_time_ms = d.pop("viewTimeMs", UNSET)

        subscribes = d.pop("subscribes", UNSET)

        snapchat_post_metrics = cls(
            views=views,
            shares=shares,
            favorites=favorites,
            replies=replies,
            screenshots=screenshots,
            unique_viewers=unique_viewers,
            view_time_ms=view_time_ms,
            subscribes=subscribes,
        )

        snapchat_post_metrics.additional_properties = d
        return snapchat_post_metrics

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
