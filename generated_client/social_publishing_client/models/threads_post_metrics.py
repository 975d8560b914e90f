from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ThreadsPostMetrics")


@_attrs_define
class ThreadsPostMetrics:
    """Threads post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

    """

    views: int
    likes: int
    replies: int
    reposts: int
    shares: int
    quotes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        views = self.views

        likes = self.likes

        replies = self.replies

        reposts = self.reposts

        shares = self.shares

        quotes = self.quotes

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

        threads_post_metrics = cls(
            views=views,
            likes=likes,
            replies=replies,
            reposts=reposts,
            shares=shares,
            quotes=quotes,
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
