from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="InstagramSocialMetrics")


@_attrs_define
class InstagramSocialMetrics:
    """Instagram account analytics (LIVE). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    biography: str
    comments_count: int
    followers_count: int
    follows_count: int
    id: str
    views_count: int
    like_count: int
    media_count: int
    name: str
    profile_picture_url: str
    reach_count: int
    username: str
    website: str | Unset = UNSET
    profile_views_count: int | Unset = UNSET
    shares_count: int | Unset = UNSET
    saves_count: int | Unset = UNSET
    total_interactions_count: int | Unset = UNSET
    website_clicks_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        biography = self.biography

        comments_count = self.comments_count

        followers_count = self.followers_count

        follows_count = self.follows_count

        id = self.id

        views_count = self.views_count

        like_count = self.like_count

        media_count = self.media_count

        name = self.name

        profile_picture_url = self.profile_picture_url

        reach_count = self.reach_count

        username = self.username

        website = self.website

        profile_views_count = self.profile_views_count

        shares_count = self.shares_count

        saves_count = self.saves_count

        total_interactions_count = self.total_interactions_count

        website_clicks_count = self.website_clicks_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "biography": biography,
                "commentsCount": comments_count,
                "followersCount": followers_count,
                "followsCount": follows_count,
                "id": id,
                "viewsCount": views_count,
                "likeCount": like_count,
                "mediaCount": media_count,
                "name": name,
                "profilePictureUrl": profile_picture_url,
                "reachCount": reach_count,
                "username": username,
            }
        )
        if website is not UNSET:
            field_dict["website"] = website
        if profile_views_count is not UNSET:
            field_dict["profileViewsCount"] = profile_views_count
        if shares_count is not UNSET:
            field_dict["sharesCount"] = shares_count
        if saves_count is not UNSET:
            field_dict["savesCount"] = saves_count
        if total_interactions_count is not UNSET:
            field_dict["totalInteractionsCount"] = total_interactions_count
        if website_clicks_count is not UNSET:
            field_dict["websiteClicksCount"] = website_clicks_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        biography = d.pop("biography")

        comments_count = d.pop("commentsCount")

        followers_count = d.pop("followersCount")

        follows_count = d.pop("followsCount")

        id = d.pop("id")

        views_count = d.pop("viewsCount")

        like_count = d.pop("likeCount")

        media_count = d.pop("mediaCount")

        name = d.pop("name")

        profile_picture_url = d.pop("profilePictureUrl")

        reach_count = d.pop("reachCount")

        username = d.pop("username")

        website = d.pop("website", UNSET)

        profile_views_count = d.pop("profileViewsCount", UNSET)

        shares_count = d.pop("sharesCount", UNSET)

        saves_count = d.pop("savesCount", UNSET)

        total_interactions_count = d.pop("totalInteractionsCount", UNSET)

        website_clicks_count = d.pop("websiteClicksCount", UNSET)

        instagram_social_metrics = cls(
            biography=biography,
            comments_count=comments_count,
            followers_count=followers_count,
            follows_count=follows_count,
            id=id,
            views_count=views_count,
            like_count=like_count,
            media_count=media_count,
            name=name,
            profile_picture_url=profile_picture_url,
            reach_count=reach_count,
            username=username,
            website=website,
            profile_views_count=profile_views_count,
            shares_count=shares_count,
            saves_count=saves_count,
            total_interactions_count=total_interactions_count,
            website_clicks_count=website_clicks_count,
        )

        instagram_social_metrics.additional_properties = d
        return instagram_social_metrics

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
