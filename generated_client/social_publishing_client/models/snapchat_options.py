from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SnapchatOptions")


@_attrs_define
class SnapchatOptions:
    """Options for `snapchat` (DOCS apis/post/social-networks/snapchat)."""

    spotlight: bool | Unset = UNSET
    stories: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        spotlight = self.spotlight

        stories = self.stories

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if spotlight is not UNSET:
            field_dict["spotlight"] = spotlight
        if stories is not UNSET:
            field_dict["stories"] = stories

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        spotlight = d.pop("spotlight", UNSET)

        stories = d.pop("stories", UNSET)

        snapchat_options = cls(
            spotlight=spotlight,
            stories=stories,
        )

        snapchat_options.additional_properties = d
        return snapchat_options

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
