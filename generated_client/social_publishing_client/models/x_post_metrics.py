from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="XPostMetrics")


@_attrs_define
class XPostMetrics:
    """X post metrics (inferred: X's public post metrics). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

    """

    impression_count: int
    like_count: int
    retweet_count: int
    reply_count: int
    quote_count: int
    bookmark_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression_count = self.impression_count

        like_count = self.like_count

        retweet_count = self.retweet_count

        reply_count = self.reply_count

        quote_count = self.quote_count

        bookmark_count = self.bookmark_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impressionCount": impression_count,
                "likeCount": like_count,
                "retweetCount": retweet_count,
                "replyCount": reply_count,
                "quoteCount": quote_count,
                "bookmarkCount": bookmark_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        impression_count = d.pop("impressionCount")

        like_count = d.pop("likeCount")

        retweet_count = d.pop("retweetCount")

        reply_count = d.pop("replyCount")

        quote_count = d.pop("quoteCount")

        bookmark_count = d.pop("bookmarkCount")

        x_post_metrics = cls(
            impression_count=impression_count,
            like_count=like_count,
            retweet_count=retweet_count,
            reply_count=reply_count,
            quote_count=quote_count,
            bookmark_count=bookmark_count,
        )

        x_post_metrics.additional_properties = d
        return x_post_metrics

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
