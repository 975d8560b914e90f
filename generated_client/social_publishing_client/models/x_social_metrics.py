from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="XSocialMetrics")


@_attrs_define
class XSocialMetrics:
    """X account analytics (LIVE). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    listed_count: int
    location: str
    name: str
    profile_image_url: str
    protected: bool
    tweet_count: int
    url: str
    username: str
    verified: bool
    followers_count: int
    id: str | Unset = UNSET
    description: str | Unset = UNSET
    """ The account's bio. """
    created: str | Unset = UNSET
    following_count: int | Unset = UNSET
    like_count: int | Unset = UNSET
    media_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        listed_count = self.listed_count

        location = self.location

        name = self.name

        profile_image_url = self.profile_image_url

        protected = self.protected

        tweet_count = self.tweet_count

        url = self.url

        username = self.username

        verified = self.verified

        followers_count = self.followers_count

        id = self.id

        description = self.description

        created = self.created

        following_count = self.following_count

        like_count = self.like_count

        media_count = self.media_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "listedCount": listed_count,
                "location": location,
                "name": name,
                "profileImageUrl": profile_image_url,
                "protected": protected,
                "tweetCount": tweet_count,
                "url": url,
                "username": username,
                "verified": verified,
                "followersCount": followers_count,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if description is not UNSET:
            field_dict["description"] = description
        if created is not UNSET:
            field_dict["created"] = created
        if following_count is not UNSET:
            field_dict["followingCount"] = following_count
        if like_count is not UNSET:
            field_dict["likeCount"] = like_count
        if media_count is not UNSET:
            field_dict["mediaCount"] = media_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        listed_count = d.pop("listedCount")

        location = d.pop("location")

        name = d.pop("name")

        profile_image_url = d.pop("profileImageUrl")

        protected = d.pop("protected")

        tweet_count = d.pop("tweetCount")

        url = d.pop("url")

        username = d.pop("username")

        verified = d.pop("verified")

        followers_count = d.pop("followersCount")

        id = d.pop("id", UNSET)

        description = d.pop("description", UNSET)

        created = d.pop("created", UNSET)

        following_count = d.pop("followingCount", UNSET)

        like_count = d.pop("likeCount", UNSET)

        media_count = d.pop("mediaCount", UNSET)

        x_social_metrics = cls(
            listed_count=listed_count,
            location=location,
            name=name,
            profile_image_url=profile_image_url,
            protected=protected,
            tweet_count=tweet_count,
            url=url,
            username=username,
            verified=verified,
            followers_count=followers_count,
            id=id,
            description=description,
            created=created,
            following_count=following_count,
            like_count=like_count,
            media_count=media_count,
        )

        x_social_metrics.additional_properties = d
        return x_social_metrics

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
