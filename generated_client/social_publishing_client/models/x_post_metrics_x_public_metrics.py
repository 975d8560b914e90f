from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="XPostMetricsXPublicMetrics")


@_attrs_define
class XPostMetricsXPublicMetrics:
    """The counts everyone sees."""

    retweet_count: int
    reply_count: int
    like_count: int
    quote_count: int
    bookmark_count: int
    impression_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        retweet_count = self.retweet_count

        reply_count = self.reply_count

        like_count = self.like_count

        quote_count = self.quote_count

        bookmark_count = self.bookmark_count

        impression_count = self.impression_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "retweetCount": retweet_count,
                "replyCount": reply_count,
                "likeCount": like_count,
                "quoteCount": quote_count,
                "bookmarkCount": bookmark_count,
                "impressionCount": impression_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        retweet_count = d.pop("retweetCount")

        reply_count = d.pop("replyCount")

        like_count = d.pop("likeCount")

        quote_count = d.pop("quoteCount")

        bookmark_count = d.pop("bookmarkCount")

        impression_count = d.pop("impressionCount")

        x_post_metrics_x_public_metrics = cls(
            retweet_count=retweet_count,
            reply_count=reply_count,
            like_count=like_count,
            quote_count=quote_count,
            bookmark_count=bookmark_count,
            impression_count=impression_count,
        )

        x_post_metrics_x_public_metrics.additional_properties = d
        return x_post_metrics_x_public_metrics

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
