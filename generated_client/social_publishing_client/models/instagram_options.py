from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="InstagramOptions")


@_attrs_define
class InstagramOptions:
    """Options for `instagram` (DOCS apis/post/social-networks/instagram)."""

    reels: bool | Unset = UNSET
    """ Publish a video as a Reel. """
    stories: bool | Unset = UNSET
    """ Publish as a Story. """
    share_reels_feed: bool | Unset = UNSET
    audio_name: str | Unset = UNSET
    thumb_nail_offset: int | Unset = UNSET
    alt_text: list[str] | Unset = UNSET
    collaborators: list[str] | Unset = UNSET
    location_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reels = self.reels

        stories = self.stories

        share_reels_feed = self.share_reels_feed

        audio_name = self.audio_name

        thumb_nail_offset = self.thumb_nail_offset

        alt_text: list[str] | Unset = UNSET
        if not isinstance(self.alt_text, Unset):
            alt_text = self.alt_text

        collaborators: list[str] | Unset = UNSET
        if not isinstance(self.collaborators, Unset):
            collaborators = self.collaborators

        location_id = self.location_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if reels is not UNSET:
            field_dict["reels"] = reels
        if stories is not UNSET:
            field_dict["stories"] = stories
        if share_reels_feed is not UNSET:
            field_dict["shareReelsFeed"] = share_reels_feed
        if audio_name is not UNSET:
            field_dict["audioName"] = audio_name
        if thumb_nail_offset is not UNSET:
            field_dict["thumbNailOffset"] = thumb_nail_offset
        if alt_text is not UNSET:
            field_dict["altText"] = alt_text
        if collaborators is not UNSET:
            field_dict["collaborators"] = collaborators
        if location_id is not UNSET:
            field_dict["locationId"] = location_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reels = d.pop("reels", UNSET)

        stories = d.pop("stories", UNSET)

        share_reels_feed = d.pop("shareReelsFeed", UNSET)

        audio_name = d.pop("audioName", UNSET)

        thumb_nail_offset = d.pop("thumbNailOffset", UNSET)

        alt_text = cast(list[str], d.pop("altText", UNSET))

        collaborators = cast(list[str], d.pop("collaborators", UNSET))

        location_id = d.pop("locationId", UNSET)

        instagram_options = cls(
            reels=reels,
            stories=stories,
            share_reels_feed=share_reels_feed,
            audio_name=audio_name,
            thumb_nail_offset=thumb_nail_offset,
            alt_text=alt_text,
            collaborators=collaborators,
            location_id=location_id,
        )

        instagram_options.additional_properties = d
        return instagram_options

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
