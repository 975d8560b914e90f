from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostAnalyticsRequest")


@_attrs_define
class PostAnalyticsRequest:
    """Which post, and which of its networks (DOCS apis/analytics/post; MCP). With
    `searchPlatformId: true`, `id` is a Social Post ID and `platforms` names exactly its one
    network (DOCS apis/analytics/social-by-id).

        Example:
            {'id': 'Ab12Cd34Ef56Gh78Ij90', 'platforms': ['facebook']}

    """

    id: str
    """ The Post ID, or with `searchPlatformId` the network's Social Post ID. """
    platforms: list[Platform] | Unset = UNSET
    """ The networks to answer for (default, by Post ID, every network of the post). """
    search_platform_id: bool | Unset = UNSET
    """ `id` is a Social Post ID of the one network in `platforms`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        platforms: list[str] | Unset = UNSET
        if not isinstance(self.platforms, Unset):
            platforms = []
            for platforms_item_data in self.platforms:
                platforms_item: str = platforms_item_data
                platforms.append(platforms_item)

        search_platform_id = self.search_platform_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if platforms is not UNSET:
            field_dict["platforms"] = platforms
        if search_platform_id is not UNSET:
            field_dict["searchPlatformId"] = search_platform_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        _platforms = d.pop("platforms", UNSET)
        platforms: list[Platform] | Unset = UNSET
        if _platforms is not UNSET:
            platforms = []
            for platforms_item_data in _platforms:
                platforms_item = check_platform(platforms_item_data)

                platforms.append(platforms_item)

        search_platform_id = d.pop("searchPlatformId", UNSET)

        post_analytics_request = cls(
            id=id,
            platforms=platforms,
            search_platform_id=search_platform_id,
        )

        post_analytics_request.additional_properties = d
        return post_analytics_request

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
