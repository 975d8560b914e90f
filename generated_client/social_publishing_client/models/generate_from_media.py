from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GenerateFromMedia")


@_attrs_define
class GenerateFromMedia:
    media_urls: list[str]
    """ Media the post is about. """
    text: str | Unset = UNSET
    """ What the post is about (not only white space). """
    post: str | Unset = UNSET
    """ The text under the name some of the page's samples use (deprecated: send `text`;
    `text` wins when both are sent).
     """
    hashtags: bool | Unset = True
    """ Add hashtags. """
    emojis: bool | Unset = False
    """ Add an emoji. """
    twitter: bool | Unset = False
    """ Keep the post within X's text limit. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_urls = self.media_urls

        text = self.text

        post = self.post

        hashtags = self.hashtags

        emojis = self.emojis

        twitter = self.twitter

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaUrls": media_urls,
            }
        )
        if text is not UNSET:
            field_dict["text"] = text
        if post is not UNSET:
            field_dict["post"] = post
        if hashtags is not UNSET:
            field_dict["hashtags"] = hashtags
        if emojis is not UNSET:
            field_dict["emojis"] = emojis
        if twitter is not UNSET:
            field_dict["twitter"] = twitter

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_urls = cast(list[str], d.pop("mediaUrls"))

        text = d.pop("text", UNSET)

        post = d.pop("post", UNSET)

        hashtags = d.pop("hashtags", UNSET)

        emojis = d.pop("emojis", UNSET)

        twitter = d.pop("twitter", UNSET)

        generate_from_media = cls(
            media_urls=media_urls,
            text=text,
            post=post,
            hashtags=hashtags,
            emojis=emojis,
            twitter=twitter,
        )

        generate_from_media.additional_properties = d
        return generate_from_media

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
