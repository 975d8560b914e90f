from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.content_post_data_type import (
    ContentPostDataType,
    check_content_post_data_type,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.content_comment import ContentComment


T = TypeVar("T", bound="ContentPost")


@_attrs_define
class ContentPost:
    """A post of the account made outside the service, with the comments on it."""

    post: str
    created: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    by_page: bool | Unset = True
    """ Facebook only; false for a visitor's post on the Page. """
    data_type: ContentPostDataType | Unset = "posts"
    """ Facebook and Instagram only; `stories` for a story. """
    media_urls: list[str] | Unset = UNSET
    comments: list[ContentComment] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        post = self.post

        created: str | Unset = UNSET
        if not isinstance(self.created, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            created = datetime_to_wire(self.created)

        by_page = self.by_page

        data_type: str | Unset = UNSET
        if not isinstance(self.data_type, Unset):
            data_type = self.data_type

        media_urls: list[str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = self.media_urls

        comments: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.comments, Unset):
            comments = []
            for comments_item_data in self.comments:
                comments_item = comments_item_data.to_dict()
                comments.append(comments_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "post": post,
            }
        )
        if created is not UNSET:
            field_dict["created"] = created
        if by_page is not UNSET:
            field_dict["byPage"] = by_page
        if data_type is not UNSET:
            field_dict["dataType"] = data_type
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls
        if comments is not UNSET:
            field_dict["comments"] = comments

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.content_comment import ContentComment

        d = dict(src_dict)
        post = d.pop("post")

        _created = d.pop("created", UNSET)
        created: datetime.datetime | Unset
        if isinstance(_created, Unset):
            created = UNSET
        else:
            created = datetime.datetime.fromisoformat(_created)

        by_page = d.pop("byPage", UNSET)

        _data_type = d.pop("dataType", UNSET)
        data_type: ContentPostDataType | Unset
        if isinstance(_data_type, Unset):
            data_type = UNSET
        else:
            data_type = check_content_post_data_type(_data_type)

        media_urls = cast(list[str], d.pop("mediaUrls", UNSET))

        _comments = d.pop("comments", UNSET)
        comments: list[ContentComment] | Unset = UNSET
        if _comments is not UNSET:
            comments = []
            for comments_item_data in _comments:
                comments_item = ContentComment.from_dict(comments_item_data)

                comments.append(comments_item)

        content_post = cls(
            post=post,
            created=created,
            by_page=by_page,
            data_type=data_type,
            media_urls=media_urls,
            comments=comments,
        )

        return content_post
