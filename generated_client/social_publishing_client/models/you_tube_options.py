from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.you_tube_options_visibility import (
    YouTubeOptionsVisibility,
    check_you_tube_options_visibility,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="YouTubeOptions")


@_attrs_define
class YouTubeOptions:
    """Options for `youtube` (DOCS apis/post/social-networks/youtube)."""

    title: str | Unset = UNSET
    """ Title of the video (the network requires one; at most 100 characters). """
    visibility: YouTubeOptionsVisibility | Unset = UNSET
    """ Who can see the video. """
    tags: list[str] | Unset = UNSET
    made_for_kids: bool | Unset = UNSET
    shorts: bool | Unset = UNSET
    """ Publish as a YouTube Short. """
    thumb_nail: str | Unset = UNSET
    play_list_id: str | Unset = UNSET
    category_id: int | Unset = UNSET
    notify_subscribers: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        made_for_kids = self.made_for_kids

        shorts = self.shorts

        thumb_nail = self.thumb_nail

        play_list_id = self.play_list_id

        category_id = self.category_id

        notify_subscribers = self.notify_subscribers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if tags is not UNSET:
            field_dict["tags"] = tags
        if made_for_kids is not UNSET:
            field_dict["madeForKids"] = made_for_kids
        if shorts is not UNSET:
            field_dict["shorts"] = shorts
        if thumb_nail is not UNSET:
            field_dict["thumbNail"] = thumb_nail
        if play_list_id is not UNSET:
            field_dict["playListId"] = play_list_id
        if category_id is not UNSET:
            field_dict["categoryId"] = category_id
        if notify_subscribers is not UNSET:
            field_dict["notifySubscribers"] = notify_subscribers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: YouTubeOptionsVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = check_you_tube_options_visibility(_visibility)

        tags = cast(list[str], d.pop("tags", UNSET))

        made_for_kids = d.pop("madeForKids", UNSET)

        shorts = d.pop("shorts", UNSET)

        thumb_nail = d.pop("thumbNail", UNSET)

        play_list_id = d.pop("playListId", UNSET)

        category_id = d.pop("categoryId", UNSET)

        notify_subscribers = d.pop("notifySubscribers", UNSET)

        you_tube_options = cls(
            title=title,
            visibility=visibility,
            tags=tags,
            made_for_kids=made_for_kids,
            shorts=shorts,
            thumb_nail=thumb_nail,
            play_list_id=play_list_id,
            category_id=category_id,
            notify_subscribers=notify_subscribers,
        )

        you_tube_options.additional_properties = d
        return you_tube_options

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
