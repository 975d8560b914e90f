from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="CommentReplyLegacy")


@_attrs_define
class CommentReplyLegacy:
    """Body of the SDK's form of `reply_comment` (SDK-PY `replyComment`, MCP): the same fields
    with the comment named by `commentId` in the body.

        Example:
            {'commentId': 'Cm12Ab34Cd56Ef78Gh90', 'comment': 'Thank you!', 'platforms': ['facebook']}

    """

    comment: str
    """ The text of the reply. """
    platforms: list[Platform]
    """ The networks to reply on (of `x-networks`), each one the comment was made on (code
    291 otherwise); exactly one with `searchPlatformId`.
     """
    comment_id: str
    """ A Comment ID, or with `searchPlatformId` a Social Comment ID. """
    search_platform_id: bool | Unset = UNSET
    """ The comment is named by its Social Comment ID (of the one network in `platforms`). """
    comment_urn: str | Unset = UNSET
    """ LinkedIn's comment URN (DOCS; accepted, the sandbox reads the Social Comment ID). """
    video_id: str | Unset = UNSET
    """ TikTok's video id, required by TikTok for replies by Social Comment ID (DOCS; accepted). """
    media_urls: list[str] | Unset = UNSET
    """ One image to attach (facebook and linkedin only). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comment = self.comment

        platforms = []
        for platforms_item_data in self.platforms:
            platforms_item: str = platforms_item_data
            platforms.append(platforms_item)

        comment_id = self.comment_id

        search_platform_id = self.search_platform_id

        comment_urn = self.comment_urn

        video_id = self.video_id

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comment": comment,
                "platforms": platforms,
                "commentId": comment_id,
            }
        )
        if search_platform_id is not UNSET:
            field_dict["searchPlatformId"] = search_platform_id
        if comment_urn is not UNSET:
            field_dict["commentUrn"] = comment_urn
        if video_id is not UNSET:
            field_dict["videoId"] = video_id
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        comment = d.pop("comment")

        platforms = []
        _platforms = d.pop("platforms")
        for platforms_item_data in _platforms:
            platforms_item = check_platform(platforms_item_data)

            platforms.append(platforms_item)

        comment_id = d.pop("commentId")

        search_platform_id = d.pop("searchPlatformId", UNSET)

        comment_urn = d.pop("commentUrn", UNSET)

        video_id = d.pop("videoId", UNSET)

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        comment_reply_legacy = cls(
            comment=comment,
            platforms=platforms,
            comment_id=comment_id,
            search_platform_id=search_platform_id,
            comment_urn=comment_urn,
            video_id=video_id,
            media_urls=media_urls,
        )

        comment_reply_legacy.additional_properties = d
        return comment_reply_legacy

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
