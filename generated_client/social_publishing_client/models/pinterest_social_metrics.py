from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PinterestSocialMetrics")


@_attrs_define
class PinterestSocialMetrics:
    """Pinterest account analytics (inferred: the post metric names of FR B.4, summed). Networks add fields over time;
    clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    impression: int
    pin_click: int
    outbound_click: int
    save: int
    profile_visit: int
    user_follow: int
    username: str | Unset = UNSET
    profile_image: str | Unset = UNSET
    website_url: str | Unset = UNSET
    follower_count: int | Unset = UNSET
    following_count: int | Unset = UNSET
    pin_count: int | Unset = UNSET
    board_count: int | Unset = UNSET
    monthly_views: int | Unset = UNSET
    engagement: int | Unset = UNSET
    engagement_rate: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression = self.impression

        pin_click = self.pin_click

        outbound_click = self.outbound_click

        save = self.save

        profile_visit = self.profile_visit

        user_follow = self.user_follow

        username = self.username

        profile_image = self.profile_image

        website_url = self.website_url

        follower_count = self.follower_count

        following_count = self.following_count

        pin_count = self.pin_count

        board_count = self.board_count

        monthly_views = self.monthly_views

        engagement = self.engagement

        engagement_rate = self.engagement_rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impression": impression,
                "pinClick": pin_click,
                "outboundClick": outbound_click,
                "save": save,
                "profileVisit": profile_visit,
                "userFollow": user_follow,
            }
        )
        if username is not UNSET:
            field_dict["username"] = username
        if profile_image is not UNSET:
            field_dict["profileImage"] = profile_image
        if website_url is not UNSET:
            field_dict["websiteUrl"] = website_url
        if follower_count is not UNSET:
            field_dict["followerCount"] = follower_count
        if following_count is not UNSET:
            field_dict["followingCount"] = following_count
        if pin_count is not UNSET:
            field_dict["pinCount"] = pin_count
        if board_count is not UNSET:
            field_dict["boardCount"] = board_count
        if monthly_views is not UNSET:
            field_dict["monthlyViews"] = monthly_views
        if engagement is not UNSET:
            field_dict["engagement"] = engagement
        if engagement_rate is not UNSET:
            field_dict["engagementRate"] = engagement_rate

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        impression = d.pop("impression")

        pin_click = d.pop("pinClick")

        outbound_click = d.pop("outboundClick")

        save = d.pop("save")

        profile_visit = d.pop("profileVisit")

        user_follow = d.pop("userFollow")

        username = d.pop("username", UNSET)

        profile_image = d.pop("profileImage", UNSET)

        website_url = d.pop("websiteUrl", UNSET)

        follower_count = d.pop("followerCount", UNSET)

        following_count = d.pop("followingCount", UNSET)

        pin_count = d.pop("pinCount", UNSET)

        board_count = d.pop("boardCount", UNSET)

        monthly_views = d.pop("monthlyViews", UNSET)

        engagement = d.pop("engagement", UNSET)

        engagement_rate = d.pop("engagementRate", UNSET)

        pinterest_social_metrics = cls(
            impression=impression,
            pin_click=pin_click,
            outbound_click=outbound_click,
            save=save,
            profile_visit=profile_visit,
            user_follow=user_follow,
            username=username,
            profile_image=profile_image,
            website_url=website_url,
            follower_count=follower_count,
            following_count=following_count,
            pin_count=pin_count,
            board_count=board_count,
            monthly_views=monthly_views,
            engagement=engagement,
            engagement_rate=engagement_rate,
        )

        pinterest_social_metrics.additional_properties = d
        return pinterest_social_metrics

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
