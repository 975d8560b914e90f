from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TikTokSocialMetrics")


@_attrs_define
class TikTokSocialMetrics:
    """TikTok account analytics (LIVE). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    bio: str
    comment_count_total: int
    display_name: str
    follower_count: int
    following_count: int
    like_count_total: int
    share_count_total: int
    url: str
    user_image: str
    username: str
    video_count_total: int
    view_count_total: int
    is_verified: bool | Unset = UNSET
    profile_views: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bio = self.bio

        comment_count_total = self.comment_count_total

        display_name = self.display_name

        follower_count = self.follower_count

        following_count = self.following_count

        like_count_total = self.like_count_total

        share_count_total = self.share_count_total

        url = self.url

        user_image = self.user_image

        username = self.username

        video_count_total = self.video_count_total

        view_count_total = self.view_count_total

        is_verified = self.is_verified

        profile_views = self.profile_views

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bio": bio,
                "commentCountTotal": comment_count_total,
                "displayName": display_name,
                "followerCount": follower_count,
                "followingCount": following_count,
                "likeCountTotal": like_count_total,
                "shareCountTotal": share_count_total,
                "url": url,
                "userImage": user_image,
                "username": username,
                "videoCountTotal": video_count_total,
                "viewCountTotal": view_count_total,
            }
        )
        if is_verified is not UNSET:
            field_dict["isVerified"] = is_verified
        if profile_views is not UNSET:
            field_dict["profileViews"] = profile_views

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bio = d.pop("bio")

        comment_count_total = d.pop("commentCountTotal")

        display_name = d.pop("displayName")

        follower_count = d.pop("followerCount")

        following_count = d.pop("followingCount")

        like_count_total = d.pop("likeCountTotal")

        share_count_total = d.pop("shareCountTotal")

        url = d.pop("url")

        user_image = d.pop("userImage")

        username = d.pop("username")

        video_count_total = d.pop("videoCountTotal")

        view_count_total = d.pop("viewCountTotal")

        is_verified = d.pop("isVerified", UNSET)

        profile_views = d.pop("profileViews", UNSET)

        tik_tok_social_metrics = cls(
            bio=bio,
            comment_count_total=comment_count_total,
            display_name=display_name,
            follower_count=follower_count,
            following_count=following_count,
            like_count_total=like_count_total,
            share_count_total=share_count_total,
            url=url,
            user_image=user_image,
            username=username,
            video_count_total=video_count_total,
            view_count_total=view_count_total,
            is_verified=is_verified,
            profile_views=profile_views,
        )

        tik_tok_social_metrics.additional_properties = d
        return tik_tok_social_metrics

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
