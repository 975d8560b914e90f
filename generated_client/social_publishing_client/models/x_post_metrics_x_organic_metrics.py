from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="XPostMetricsXOrganicMetrics")


@_attrs_define
class XPostMetricsXOrganicMetrics:
    """The counts earned without promotion (posts of the last 30 days)."""

    impression_count: int
    like_count: int
    reply_count: int
    retweet_count: int
    url_link_clicks: int
    user_profile_clicks: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression_count = self.impression_count

        like_count = self.like_count

        reply_count = self.reply_count

        retweet_count = self.retweet_count

        url_link_clicks = self.url_link_clicks

        user_profile_clicks = self.user_profile_clicks

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impressionCount": impression_count,
                "likeCount": like_count,
                "replyCount": reply_count,
                "retweetCount": retweet_count,
                "urlLinkClicks": url_link_clicks,
                "userProfileClicks": user_profile_clicks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        impression_count = d.pop("impressionCount")

        like_count = d.pop("likeCount")

        reply_count = d.pop("replyCount")

        retweet_count = d.pop("retweetCount")

        url_link_clicks = d.pop("urlLinkClicks")

        user_profile_clicks = d.pop("userProfileClicks")

        x_post_metrics_x_organic_metrics = cls(
            impression_count=impression_count,
            like_count=like_count,
            reply_count=reply_count,
            retweet_count=retweet_count,
            url_link_clicks=url_link_clicks,
            user_profile_clicks=user_profile_clicks,
        )

        x_post_metrics_x_organic_metrics.additional_properties = d
        return x_post_metrics_x_organic_metrics

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
