from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="YouTubeSocialMetricsYouTubeChannelPlaylist")


@_attrs_define
class YouTubeSocialMetricsYouTubeChannelPlaylist:
    id: str
    title: str
    url: str
    channel_id: str
    description: str
    published_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        url = self.url

        channel_id = self.channel_id

        description = self.description

        published_at = self.published_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "url": url,
                "channelId": channel_id,
                "description": description,
                "publishedAt": published_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        url = d.pop("url")

        channel_id = d.pop("channelId")

        description = d.pop("description")

        published_at = d.pop("publishedAt")

        you_tube_social_metrics_you_tube_channel_playlist = cls(
            id=id,
            title=title,
            url=url,
            channel_id=channel_id,
            description=description,
            published_at=published_at,
        )

        you_tube_social_metrics_you_tube_channel_playlist.additional_properties = d
        return you_tube_social_metrics_you_tube_channel_playlist

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
