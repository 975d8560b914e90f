from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SnapchatSocialMetrics")


@_attrs_define
class SnapchatSocialMetrics:
    """Snapchat account analytics (inferred). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    display_name: str
    subscriber_count: int
    views: int
    id: str | Unset = UNSET
    username: str | Unset = UNSET
    profile_image: str | Unset = UNSET
    unique_viewers: int | Unset = UNSET
    screenshots: int | Unset = UNSET
    shares: int | Unset = UNSET
    view_time_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        subscriber_count = self.subscriber_count

        views = self.views

        id = self.id

        username = self.username

        profile_image = self.profile_image

        unique_viewers = self.unique_viewers

        screenshots = self.screenshots

        shares = self.shares

        view_time_ms = self.view_time_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "displayName": display_name,
                "subscriberCount": subscriber_count,
                "views": views,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if username is not UNSET:
            field_dict["username"] = username
        if profile_image is not UNSET:
            field_dict["profileImage"] = profile_image
        if unique_viewers is not UNSET:
            field_dict["uniqueViewers"] = unique_viewers
        if screenshots is not UNSET:
            field_dict["screenshots"] = screenshots
        if shares is not UNSET:
            field_dict["shares"] = shares
        if view_time_ms is not UNSET:
            field_dict["viewTimeMs"] = view_time_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        display_name = d.pop("displayName")

        subscriber_count = d.pop("subscriberCount")

        views = d.pop("views")

        id = d.pop("id", UNSET)

        username = d.pop("username", UNSET)

        profile_image = d.pop("profileImage", UNSET)

        unique_viewers = d.pop("uniqueViewers", UNSET)

        screenshots = d.pop("screenshots", UNSET)

        shares = d.pop("shares", UNSET)

        view_time_ms = d.pop("viewTimeMs", UNSET)

        snapchat_social_metrics = cls(
            display_name=display_name,
            subscriber_count=subscriber_count,
            views=views,
            id=id,
            username=username,
            profile_image=profile_image,
            unique_viewers=unique_viewers,
            screenshots=screenshots,
            shares=shares,
            view_time_ms=view_time_ms,
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
