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

T = TypeVar("T", bound="AutoHashtagsRequest")


@_attrs_define
class AutoHashtagsRequest:
    """Body of `auto_hashtags` (LIVE)."""

    post: str
    """ The text to add hashtags to. """
    position: AutoHashtagsRequestPosition | Unset = "auto"
    """ `auto`: the chosen words become hashtags where they are; `end`: the hashtags are
    appended.
     """
    max: int | Unset = 2
    """ The most hashtags to add. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        post = self.post

        position: str | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position

        max_ = self.max

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

        auto_hashtags_request = cls(
            post=post,
            position=position,
            max=max_,
        )

        auto_hashtags_request.additional_properties = d
        return auto_hashtags_request

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
