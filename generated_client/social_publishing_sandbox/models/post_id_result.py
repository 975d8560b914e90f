from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostIdResult")


@_attrs_define
class PostIdResult:
    """The outcome of a post on one network."""

    status: str
    """ Outcome on this network; `success` is the value observed so far (open set). """
    id: str
    """ Social Post ID, made by a network (`x-identifier-kinds`). """
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    post_url: str
    """ Address of the published post. """
    id_share: str | Unset = UNSET
    """ Network-specific share identifier. """
    is_video: bool | Unset = UNSET
    media_urls: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        platform: str = self.platform

        post_url = self.post_url

        id_share = self.id_share

        is_video = self.is_video

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
                "platform": platform,
                "postUrl": post_url,
            }
        )
        if id_share is not UNSET:
            field_dict["idShare"] = id_share
        if is_video is not UNSET:
            field_dict["isVideo"] = is_video
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = d.pop("status")

        id = d.pop("id")

        platform = check_platform(d.pop("platform"))

        post_url = d.pop("postUrl")

        id_share = d.pop("idShare", UNSET)

        is_video = d.pop("isVideo", UNSET)

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        post_id_result = cls(
            status=status,
            id=id,
            platform=platform,
            post_url=post_url,
            id_share=id_share,
            is_video=is_video,
            media_urls=media_urls,
        )

        post_id_result.additional_properties = d
        return post_id_result

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
