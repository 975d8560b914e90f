from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ThreadsSocialMetrics")


@_attrs_define
class ThreadsSocialMetrics:
    """Threads account analytics (LIVE (commented out there)). Networks add fields over time; clients ignore names
    they do not know.

    """

    followers_count: int
    likes: int
    quotes: int
    replies: int
    reposts: int
    views: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        followers_count = self.followers_count

        likes = self.likes

        quotes = self.quotes

        replies = self.replies

        reposts = self.reposts

        views = self.views

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "followersCount": followers_count,
                "likes": likes,
                "quotes": quotes,
                "replies": replies,
                "reposts": reposts,
                "views": views,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        followers_count = d.pop("followersCount")

        likes = d.pop("likes")

        quotes = d.pop("quotes")

        replies = d.pop("replies")

        reposts = d.pop("reposts")

        views = d.pop("views")

        threads_social_metrics = cls(
            followers_count=followers_count,
            likes=likes,
            quotes=quotes,
            replies=replies,
            reposts=reposts,
            views=views,
        )

        threads_social_metrics.additional_properties = d
        return threads_social_metrics

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
