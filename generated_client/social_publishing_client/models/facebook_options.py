from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FacebookOptions")


@_attrs_define
class FacebookOptions:
    """Options for `facebook` (DOCS apis/post/social-networks/facebook)."""

    reels: bool | Unset = UNSET
    stories: bool | Unset = UNSET
    title: str | Unset = UNSET
    alt_text: list[str] | Unset = UNSET
    link: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reels = self.reels

        stories = self.stories

        title = self.title

        alt_text: list[str] | Unset = UNSET
        if not isinstance(self.alt_text, Unset):
            alt_text = self.alt_text

        link = self.link

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if reels is not UNSET:
            field_dict["reels"] = reels
        if stories is not UNSET:
            field_dict["stories"] = stories
        if title is not UNSET:
            field_dict["title"] = title
        if alt_text is not UNSET:
            field_dict["altText"] = alt_text
        if link is not UNSET:
            field_dict["link"] = link

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reels = d.pop("reels", UNSET)

        stories = d.pop("stories", UNSET)

        title = d.pop("title", UNSET)

        alt_text = cast(list[str], d.pop("altText", UNSET))

        link = d.pop("link", UNSET)

        facebook_options = cls(
            reels=reels,
            stories=stories,
            title=title,
            alt_text=alt_text,
            link=link,
        )

        facebook_options.additional_properties = d
        return facebook_options

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
