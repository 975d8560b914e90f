from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BlueskyPostMetrics")


@_attrs_define
class BlueskyPostMetrics:
    """Bluesky post metrics (inferred: the AT Protocol's post counters). Counts since publishing; networks add fields over
    time,
    so clients ignore names they do not know.

    """

    like_count: int
    repost_count: int
    reply_count: int
    quote_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        like_count = self.like_count

        repost_count = self.repost_count

        reply_count = self.reply_count

        quote_count = self.quote_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "likeCount": like_count,
                "repostCount": repost_count,
                "replyCount": reply_count,
                "quoteCount": quote_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        like_count = d.pop("likeCount")

        repost_count = d.pop("repostCount")

        reply_count = d.pop("replyCount")

        quote_count = d.pop("quoteCount")

        bluesky_post_metrics = cls(
            like_count=like_count,
            repost_count=repost_count,
            reply_count=reply_count,
            quote_count=quote_count,
        )

        bluesky_post_metrics.additional_properties = d
        return bluesky_post_metrics

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
