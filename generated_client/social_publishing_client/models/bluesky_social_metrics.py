from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlueskySocialMetrics")


@_attrs_define
class BlueskySocialMetrics:
    """Bluesky account analytics (LIVE). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    created: str
    followers_count: int
    follows_count: int
    display_name: str
    id: str
    handle: str
    avatar: str | Unset = UNSET
    description: str | Unset = UNSET
    """ The account's bio. """
    posts_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        followers_count = self.followers_count

        follows_count = self.follows_count

        display_name = self.display_name

        id = self.id

        handle = self.handle

        avatar = self.avatar

        description = self.description

        posts_count = self.posts_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
                "followersCount": followers_count,
                "followsCount": follows_count,
                "displayName": display_name,
                "id": id,
                "handle": handle,
            }
        )
        if avatar is not UNSET:
            field_dict["avatar"] = avatar
        if description is not UNSET:
            field_dict["description"] = description
        if posts_count is not UNSET:
            field_dict["postsCount"] = posts_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created = d.pop("created")

        followers_count = d.pop("followersCount")

        follows_count = d.pop("followsCount")

        display_name = d.pop("displayName")

        id = d.pop("id")

        handle = d.pop("handle")

        avatar = d.pop("avatar", UNSET)

        description = d.pop("description", UNSET)

        posts_count = d.pop("postsCount", UNSET)

        bluesky_social_metrics = cls(
            created=created,
            followers_count=followers_count,
            follows_count=follows_count,
            display_name=display_name,
            id=id,
            handle=handle,
            avatar=avatar,
            description=description,
            posts_count=posts_count,
        )

        bluesky_social_metrics.additional_properties = d
        return bluesky_social_metrics

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
