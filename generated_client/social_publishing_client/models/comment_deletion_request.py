from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="CommentDeletionRequest")


@_attrs_define
class CommentDeletionRequest:
    """Optional body of `delete_comments` (SDK-PY `deleteComments` sends the id, `platforms`
    and the flags in a JSON body; the README: `platforms` is needed only with a Social
    Comment ID). The query parameters of the same names may be used instead.

        Example:
            {'searchPlatformId': True, 'platforms': ['instagram']}

    """

    search_platform_id: bool | Unset = UNSET
    """ The path names a Social Comment ID. """
    platform: Platform | Unset = UNSET
    """ Lower-case name of a supported social network (`twitter` is X). """
    platforms: list[Platform] | Unset = UNSET
    """ The network of the Social Comment ID (SDK-PY's form of `platform`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        search_platform_id = self.search_platform_id

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform

        platforms: list[str] | Unset = UNSET
        if not isinstance(self.platforms, Unset):
            platforms = []
            for platforms_item_data in self.platforms:
                platforms_item: str = platforms_item_data
                platforms.append(platforms_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if search_platform_id is not UNSET:
            field_dict["searchPlatformId"] = search_platform_id
        if platform is not UNSET:
            field_dict["platform"] = platform
        if platforms is not UNSET:
            field_dict["platforms"] = platforms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        search_platform_id = d.pop("searchPlatformId", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: Platform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = check_platform(_platform)

        _platforms = d.pop("platforms", UNSET)
        platforms: list[Platform] | Unset = UNSET
        if _platforms is not UNSET:
            platforms = []
            for platforms_item_data in _platforms:
                platforms_item = check_platform(platforms_item_data)

                platforms.append(platforms_item)

        comment_deletion_request = cls(
            search_platform_id=search_platform_id,
            platform=platform,
            platforms=platforms,
        )

        comment_deletion_request.additional_properties = d
        return comment_deletion_request

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
