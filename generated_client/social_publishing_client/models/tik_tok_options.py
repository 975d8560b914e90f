from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tik_tok_options_visibility import (
    TikTokOptionsVisibility,
    check_tik_tok_options_visibility,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TikTokOptions")


@_attrs_define
class TikTokOptions:
    """Options for `tiktok` (DOCS apis/post/social-networks/tiktok)."""

    visibility: TikTokOptionsVisibility | Unset = UNSET
    disable_comments: bool | Unset = UNSET
    disable_duet: bool | Unset = UNSET
    disable_stitch: bool | Unset = UNSET
    draft: bool | Unset = UNSET
    is_ai_generated: bool | Unset = UNSET
    thumb_nail_offset: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility

        disable_comments = self.disable_comments

        disable_duet = self.disable_duet

        disable_stitch = self.disable_stitch

        draft = self.draft

        is_ai_generated = self.is_ai_generated

        thumb_nail_offset = self.thumb_nail_offset

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if disable_comments is not UNSET:
            field_dict["disableComments"] = disable_comments
        if disable_duet is not UNSET:
            field_dict["disableDuet"] = disable_duet
        if disable_stitch is not UNSET:
            field_dict["disableStitch"] = disable_stitch
        if draft is not UNSET:
            field_dict["draft"] = draft
        if is_ai_generated is not UNSET:
            field_dict["isAIGenerated"] = is_ai_generated
        if thumb_nail_offset is not UNSET:
            field_dict["thumbNailOffset"] = thumb_nail_offset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _visibility = d.pop("visibility", UNSET)
        visibility: TikTokOptionsVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = check_tik_tok_options_visibility(_visibility)

        disable_comments = d.pop("disableComments", UNSET)

        disable_duet = d.pop("disableDuet", UNSET)

        disable_stitch = d.pop("disableStitch", UNSET)

        draft = d.pop("draft", UNSET)

        is_ai_generated = d.pop("isAIGenerated", UNSET)

        thumb_nail_offset = d.pop("thumbNailOffset", UNSET)

        tik_tok_options = cls(
            visibility=visibility,
            disable_comments=disable_comments,
            disable_duet=disable_duet,
            disable_stitch=disable_stitch,
            draft=draft,
            is_ai_generated=is_ai_generated,
            thumb_nail_offset=thumb_nail_offset,
        )

        tik_tok_options.additional_properties = d
        return tik_tok_options

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
