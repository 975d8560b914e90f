from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.linked_in_options_visibility import (
    LinkedInOptionsVisibility,
    check_linked_in_options_visibility,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LinkedInOptions")


@_attrs_define
class LinkedInOptions:
    """Options for `linkedin` (DOCS apis/post/social-networks/linkedin)."""

    visibility: LinkedInOptionsVisibility | Unset = UNSET
    title: str | Unset = UNSET
    alt_text: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility

        title = self.title

        alt_text: list[str] | Unset = UNSET
        if not isinstance(self.alt_text, Unset):
            alt_text = self.alt_text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if title is not UNSET:
            field_dict["title"] = title
        if alt_text is not UNSET:
            field_dict["altText"] = alt_text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _visibility = d.pop("visibility", UNSET)
        visibility: LinkedInOptionsVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = check_linked_in_options_visibility(_visibility)

        title = d.pop("title", UNSET)

        alt_text = cast(list[str], d.pop("altText", UNSET))

        linked_in_options = cls(
            visibility=visibility,
            title=title,
            alt_text=alt_text,
        )

        linked_in_options.additional_properties = d
        return linked_in_options

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
