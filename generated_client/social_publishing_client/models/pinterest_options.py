from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PinterestOptions")


@_attrs_define
class PinterestOptions:
    """Options for `pinterest` (DOCS apis/post/social-networks/pinterest)."""

    title: str | Unset = UNSET
    link: str | Unset = UNSET
    board_id: str | Unset = UNSET
    alt_text: str | Unset = UNSET
    thumb_nail: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        link = self.link

        board_id = self.board_id

        alt_text = self.alt_text

        thumb_nail = self.thumb_nail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if link is not UNSET:
            field_dict["link"] = link
        if board_id is not UNSET:
            field_dict["boardId"] = board_id
        if alt_text is not UNSET:
            field_dict["altText"] = alt_text
        if thumb_nail is not UNSET:
            field_dict["thumbNail"] = thumb_nail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        link = d.pop("link", UNSET)

        board_id = d.pop("boardId", UNSET)

        alt_text = d.pop("altText", UNSET)

        thumb_nail = d.pop("thumbNail", UNSET)

        pinterest_options = cls(
            title=title,
            link=link,
            board_id=board_id,
            alt_text=alt_text,
            thumb_nail=thumb_nail,
        )

        pinterest_options.additional_properties = d
        return pinterest_options

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
