from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostRequest")


@_attrs_define
class PostRequest:
    """Body of `create_post`.

    Attributes:
        post (str): Text of the post.
        platforms (list[Platform] | Literal['all']): The networks to post to, or `all` for every linked network.
        media_urls (list[str] | Unset): Addresses of images or videos (uploaded media or publicly reachable files).
        is_video (bool | Unset): Whether `mediaUrls` holds a video.
        schedule_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
        shorten_links (bool | Unset): Whether links in the text are shortened.
    """

    post: str
    platforms: list[Platform] | Literal["all"]
    media_urls: list[str] | Unset = UNSET
    is_video: bool | Unset = UNSET
    schedule_date: datetime.datetime | Unset = UNSET
    shorten_links: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        post = self.post

        platforms: list[str] | Literal["all"]
        if isinstance(self.platforms, list):
            platforms = []
            for platforms_type_0_item_data in self.platforms:
                platforms_type_0_item: str = platforms_type_0_item_data
                platforms.append(platforms_type_0_item)

        else:
            platforms = self.platforms

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        is_video = self.is_video

        schedule_date: str | Unset = UNSET
        if not isinstance(self.schedule_date, Unset):
            schedule_date = self.schedule_date.isoformat()

        shorten_links = self.shorten_links

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "post": post,
                "platforms": platforms,
            }
        )
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls
        if is_video is not UNSET:
            field_dict["isVideo"] = is_video
        if schedule_date is not UNSET:
            field_dict["scheduleDate"] = schedule_date
        if shorten_links is not UNSET:
            field_dict["shortenLinks"] = shorten_links

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        post = d.pop("post")

        def _parse_platforms(data: object) -> list[Platform] | Literal["all"]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                platforms_type_0 = []
                _platforms_type_0 = data
                for platforms_type_0_item_data in _platforms_type_0:
                    platforms_type_0_item = check_platform(platforms_type_0_item_data)

                    platforms_type_0.append(platforms_type_0_item)

                return platforms_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            platforms_type_1 = cast(Literal["all"], data)
            if platforms_type_1 != "all":
                raise ValueError(
                    f"platforms_type_1 must match const 'all', got '{platforms_type_1}'"
                )
            return platforms_type_1

        platforms = _parse_platforms(d.pop("platforms"))

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        is_video = d.pop("isVideo", UNSET)

        _schedule_date = d.pop("scheduleDate", UNSET)
        schedule_date: datetime.datetime | Unset
        if isinstance(_schedule_date, Unset):
            schedule_date = UNSET
        else:
            schedule_date = datetime.datetime.fromisoformat(_schedule_date)

        shorten_links = d.pop("shortenLinks", UNSET)

        post_request = cls(
            post=post,
            platforms=platforms,
            media_urls=media_urls,
            is_video=is_video,
            schedule_date=schedule_date,
            shorten_links=shorten_links,
        )

        return post_request
