from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ThreadsSocialMetrics")


@_attrs_define
class ThreadsSocialMetrics:
    """Threads account analytics (LIVE (commented out there)). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    followers_count: int
    likes: int
    quotes: int
    replies: int
    reposts: int
    views: int
    username: str | Unset = UNSET
    name: str | Unset = UNSET
    id: str | Unset = UNSET
    threads_profile_picture_url: str | Unset = UNSET
    threads_biography: str | Unset = UNSET
    clicks: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        followers_count = self.followers_count

        likes = self.likes

        quotes = self.quotes

        replies = self.replies

        reposts = self.reposts

        views = self.views

        username = self.username

        name = self.name

        id = self.id

        threads_profile_picture_url = self.threads_profile_picture_url

        threads_biography = self.threads_biography

        clicks = self.clicks

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "followersCount": followers_count,
                "likes": likes,
                "quotes": quotes,
                "replies": replies,
                "reposts": reposts,
                "views": views,
            }
        )
        if username is not UNSET:
            field_dict["username"] = username
        if name is not UNSET:
            field_dict["name"] = name
        if id is not UNSET:
            field_dict["id"] = id
        if threads_profile_picture_url is not UNSET:
            field_dict["threadsProfilePictureUrl"] = threads_profile_picture_url
        if threads_biography is not UNSET:
            field_dict["threadsBiography"] = threads_biography
        if clicks is not UNSET:
            field_dict["clicks"] = clicks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        followers_count = d.pop("followersCount")

        likes = d.pop("likes")

        quotes = d.pop("quotes")

        replies = d.pop("replies")

        reposts = d.pop("reposts")

        views = d.pop("views")

        username = d.pop("username", UNSET)

        name = d.pop("name", UNSET)

        id = d.pop("id", UNSET)

        threads_profile_picture_url = d.pop("threadsProfilePictureUrl", UNSET)

        threads_biography = d.pop("threadsBiography", UNSET)

        clicks = d.pop("clicks", UNSET)

        threads_social_metrics = cls(
            followers_count=followers_count,
            likes=likes,
            quotes=quotes,
            replies=replies,
            reposts=reposts,
            views=views,
            username=username,
            name=name,
            id=id,
            threads_profile_picture_url=threads_profile_picture_url,
            threads_biography=threads_biography,
            clicks=clicks,
        )

        threads_social_metrics.additional_properties = d
        return threads_social_metrics

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
