from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="XSocialMetrics")


@_attrs_define
class XSocialMetrics:
    """X account analytics (LIVE). Networks add fields over time; clients ignore names
    they do not know.

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
