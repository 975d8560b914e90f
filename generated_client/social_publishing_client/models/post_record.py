from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..models.post_status import PostStatus, check_post_status
from ..models.post_type import PostType, check_post_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_error import PostError
    from ..models.post_id_result import PostIdResult


T = TypeVar("T", bound="PostRecord")


@_attrs_define
class PostRecord:
    """A stored post.

    Attributes:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example: Ab12Cd34Ef56Gh78Ij90.
        status (PostStatus): State of a post as a whole.
        type_ (PostType):
        post (str):
        platforms (list[Platform]):
        media_urls (list[str]):
        is_video (bool):
        post_ids (list[PostIdResult]):
        errors (list[PostError]):
        created (datetime.datetime): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example: 2026-11-22T18:00:00Z.
        schedule_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. Example:
            2026-11-22T18:00:00Z.
    """

    id: str
    status: PostStatus
    type_: PostType
    post: str
    platforms: list[Platform]
    media_urls: list[str]
    is_video: bool
    post_ids: list[PostIdResult]
    errors: list[PostError]
    created: datetime.datetime
    schedule_date: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        type_: str = self.type_

        post = self.post

        platforms = []
        for platforms_item_data in self.platforms:
            platforms_item: str = platforms_item_data
            platforms.append(platforms_item)

        media_urls = self.media_urls

        is_video = self.is_video

        post_ids = []
        for post_ids_item_data in self.post_ids:
            post_ids_item = post_ids_item_data.to_dict()
            post_ids.append(post_ids_item)

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        created = self.created.isoformat()

        schedule_date: str | Unset = UNSET
        if not isinstance(self.schedule_date, Unset):
            schedule_date = self.schedule_date.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "type": type_,
                "post": post,
                "platforms": platforms,
                "mediaUrls": media_urls,
                "isVideo": is_video,
                "postIds": post_ids,
                "errors": errors,
                "created": created,
            }
        )
        if schedule_date is not UNSET:
            field_dict["scheduleDate"] = schedule_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_error import PostError
        from ..models.post_id_result import PostIdResult

        d = dict(src_dict)
        id = d.pop("id")

        status = check_post_status(d.pop("status"))

        type_ = check_post_type(d.pop("type"))

        post = d.pop("post")

        platforms = []
        _platforms = d.pop("platforms")
        for platforms_item_data in _platforms:
            platforms_item = check_platform(platforms_item_data)

            platforms.append(platforms_item)

        media_urls = cast(list[str], d.pop("mediaUrls"))

        is_video = d.pop("isVideo")

        post_ids = []
        _post_ids = d.pop("postIds")
        for post_ids_item_data in _post_ids:
            post_ids_item = PostIdResult.from_dict(post_ids_item_data)

            post_ids.append(post_ids_item)

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = PostError.from_dict(errors_item_data)

            errors.append(errors_item)

        created = datetime.datetime.fromisoformat(d.pop("created"))

        _schedule_date = d.pop("scheduleDate", UNSET)
        schedule_date: datetime.datetime | Unset
        if isinstance(_schedule_date, Unset):
            schedule_date = UNSET
        else:
            schedule_date = datetime.datetime.fromisoformat(_schedule_date)

        post_record = cls(
            id=id,
            status=status,
            type_=type_,
            post=post,
            platforms=platforms,
            media_urls=media_urls,
            is_video=is_video,
            post_ids=post_ids,
            errors=errors,
            created=created,
            schedule_date=schedule_date,
        )

        post_record.additional_properties = d
        return post_record

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
