from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.auto_hashtags_request_position import (
    AutoHashtagsRequestPosition,
    check_auto_hashtags_request_position,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AutoHashtagsLegacyRequest")


@_attrs_define
class AutoHashtagsLegacyRequest:
    """Body of the legacy form of `auto_hashtags` (`auto_hashtags_legacy`; DOCS
    https://docs.ayrshare.com/rest-api/endpoints/auto-hashtag): the same fields, the most
    hashtags also named `maxHashtags` (the legacy page: "Max must be <5 and >0"); with both,
    `max` wins.

        Example:
            {'post': 'Today is a great day!', 'maxHashtags': 2}

    """

    post: str
    """ The text to add hashtags to. """
    position: AutoHashtagsRequestPosition | Unset = "auto"
    """ `auto`: the chosen words become hashtags where they are; `end`: the hashtags are
    appended.
     """
    max: int | Unset = 2
    """ The most hashtags to add. """
    max_hashtags: int | Unset = UNSET
    """ The most hashtags to add (the legacy page's name of `max`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        post = self.post

        position: str | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position

        max_ = self.max

        max_hashtags = self.max_hashtags

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "post": post,
            }
        )
        if position is not UNSET:
            field_dict["position"] = position
        if max_ is not UNSET:
            field_dict["max"] = max_
        if max_hashtags is not UNSET:
            field_dict["maxHashtags"] = max_hashtags

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        post = d.pop("post")

        _position = d.pop("position", UNSET)
        position: AutoHashtagsRequestPosition | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = check_auto_hashtags_request_position(_position)

        max_ = d.pop("max", UNSET)

        max_hashtags = d.pop("maxHashtags", UNSET)

        auto_hashtags_legacy_request = cls(
            post=post,
            position=position,
            max=max_,
            max_hashtags=max_hashtags,
        )

        auto_hashtags_legacy_request.additional_properties = d
        return auto_hashtags_legacy_request

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
