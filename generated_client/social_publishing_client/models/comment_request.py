from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="CommentRequest")


@_attrs_define
class CommentRequest:
    """Body of `post_comment` (SDK-PY README `postComment`, MCP comments skill, legacy DOCS
    rest-api/endpoints/comments). Unknown fields (SDK-PY's `source`) are ignored.

    `comment` is required unless `randomComment` is `true` (DOCS quickstart, "Testing"); a
    body with neither is refused with code 108 (a rule, not a schema `anyOf`, as for
    `PostRequest.post`).

        Example:
            {'id': 'Ab12Cd34Ef56Gh78Ij90', 'comment': 'Thanks for reading!', 'platforms': ['facebook']}

    """

    id: str
    """ The Post ID the comment goes under; with `searchPlatformId: true`, a Social Post ID
    of the one network in `platforms`.
     """
    comment: str | Unset = UNSET
    """ The text of the comment; @mentions go inline (DOCS). The limit is inferred. Required
    unless `randomComment` is `true` (code 108).
     """
    random_comment: bool | Unset = UNSET
    """ Testing (DOCS quickstart): `true` makes the service write a random comment text; it
    replaces a `comment` sent with it.
     """
    platforms: list[Platform] | Unset = UNSET
    """ The networks to comment on (of `x-networks`), each one the post was published on
    (code 291 otherwise). Left out: every network of the post that supports comments
    (legacy DOCS; MCP makes it optional). Exactly one with `searchPlatformId`.
     """
    search_platform_id: bool | Unset = UNSET
    """ `id` is a Social Post ID (then `platforms` names exactly one network). """
    media_urls: list[str] | Unset = UNSET
    """ One image to attach (DOCS: exactly one URL; facebook, linkedin and twitter only;
    the sandbox networks do not fetch it).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        comment = self.comment

        random_comment = self.random_comment

        platforms: list[str] | Unset = UNSET
        if not isinstance(self.platforms, Unset):
            platforms = []
            for platforms_item_data in self.platforms:
                platforms_item: str = platforms_item_data
                platforms.append(platforms_item)

        search_platform_id = self.search_platform_id

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if comment is not UNSET:
            field_dict["comment"] = comment
        if random_comment is not UNSET:
            field_dict["randomComment"] = random_comment
        if platforms is not UNSET:
            field_dict["platforms"] = platforms
        if search_platform_id is not UNSET:
            field_dict["searchPlatformId"] = search_platform_id
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        comment = d.pop("comment", UNSET)

        random_comment = d.pop("randomComment", UNSET)

        _platforms = d.pop("platforms", UNSET)
        platforms: list[Platform] | Unset = UNSET
        if _platforms is not UNSET:
            platforms = []
            for platforms_item_data in _platforms:
                platforms_item = check_platform(platforms_item_data)

                platforms.append(platforms_item)

        search_platform_id = d.pop("searchPlatformId", UNSET)

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        comment_request = cls(
            id=id,
            comment=comment,
            random_comment=random_comment,
            platforms=platforms,
            search_platform_id=search_platform_id,
            media_urls=media_urls,
        )

        comment_request.additional_properties = d
        return comment_request

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
