from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.threads_post_metrics_media_type import (
    ThreadsPostMetricsMediaType,
    check_threads_post_metrics_media_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ThreadsPostMetrics")


@_attrs_define
class ThreadsPostMetrics:
    """Threads post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    views: int
    likes: int
    replies: int
    reposts: int
    shares: int
    quotes: int
    post: str | Unset = UNSET
    """ The post's text. """
    created: str | Unset = UNSET
    """ When the post was published. """
    media_type: ThreadsPostMetricsMediaType | Unset = UNSET
    """ The kind of post. """
    username: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        views = self.views

        likes = self.likes

        replies = self.replies

        reposts = self.reposts

        shares = self.shares

        quotes = self.quotes

        post = self.post

        created = self.created

        media_type: str | Unset = UNSET
        if not isinstance(self.media_type, Unset):
            media_type = self.media_type

        username = self.username

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "views": views,
                "likes": likes,
                "replies": replies,
                "reposts": reposts,
                "shares": shares,
                "quotes": quotes,
            }
        )
        if post is not UNSET:
            field_dict["post"] = post
        if created is not UNSET:
            field_dict["created"] = created
        if media_type is not UNSET:
            field_dict["mediaType"] = media_type
        if username is not UNSET:
            field_dict["username"] = username

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        views = d.pop("views")

        likes = d.pop("likes")

        replies = d.pop("replies")

        reposts = d.pop("reposts")

        shares = d.pop("shares")

        quotes = d.pop("quotes")

        post = d.pop("post", UNSET)

        created = d.pop("created", UNSET)

        _media_type = d.pop("mediaType", UNSET)
        media_type: ThreadsPostMetricsMediaType | Unset
        if isinstance(_media_type, Unset):
            media_type = UNSET
        else:
            media_type = check_threads_post_metrics_media_type(_media_type)

        username = d.pop("username", UNSET)

        threads_post_metrics = cls(
            views=views,
            likes=likes,
            replies=replies,
            reposts=reposts,
            shares=shares,
            quotes=quotes,
            post=post,
            created=created,
            media_type=media_type,
            username=username,
        )

        threads_post_metrics.additional_properties = d
        return threads_post_metrics

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
