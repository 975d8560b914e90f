from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.x_post_metrics_x_non_public_metrics import (
        XPostMetricsXNonPublicMetrics,
    )
    from ..models.x_post_metrics_x_organic_metrics import XPostMetricsXOrganicMetrics
    from ..models.x_post_metrics_x_public_metrics import XPostMetricsXPublicMetrics


T = TypeVar("T", bound="XPostMetrics")


@_attrs_define
class XPostMetrics:
    """X post metrics (inferred: X's public post metrics). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    impression_count: int
    like_count: int
    retweet_count: int
    reply_count: int
    quote_count: int
    bookmark_count: int
    post: str | Unset = UNSET
    """ The post's text. """
    created: str | Unset = UNSET
    """ When the post was created. """
    username: str | Unset = UNSET
    """ The author's user name. """
    name: str | Unset = UNSET
    """ The author's name. """
    public_metrics: XPostMetricsXPublicMetrics | Unset = UNSET
    """ The counts everyone sees. """
    non_public_metrics: XPostMetricsXNonPublicMetrics | Unset = UNSET
    """ The counts only the author sees (posts of the last 30 days). """
    organic_metrics: XPostMetricsXOrganicMetrics | Unset = UNSET
    """ The counts earned without promotion (posts of the last 30 days). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression_count = self.impression_count

        like_count = self.like_count

        retweet_count = self.retweet_count

        reply_count = self.reply_count

        quote_count = self.quote_count

        bookmark_count = self.bookmark_count

        post = self.post

        created = self.created

        username = self.username

        name = self.name

        public_metrics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.public_metrics, Unset):
            public_metrics = self.public_metrics.to_dict()

        non_public_metrics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.non_public_metrics, Unset):
            non_public_metrics = self.non_public_metrics.to_dict()

        organic_metrics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.organic_metrics, Unset):
            organic_metrics = self.organic_metrics.to_dict()

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
        if post is not UNSET:
            field_dict["post"] = post
        if created is not UNSET:
            field_dict["created"] = created
        if username is not UNSET:
            field_dict["username"] = username
        if name is not UNSET:
            field_dict["name"] = name
        if public_metrics is not UNSET:
            field_dict["publicMetrics"] = public_metrics
        if non_public_metrics is not UNSET:
            field_dict["nonPublicMetrics"] = non_public_metrics
        if organic_metrics is not UNSET:
            field_dict["organicMetrics"] = organic_metrics

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.x_post_metrics_x_non_public_metrics import (
            XPostMetricsXNonPublicMetrics,
        )
        from ..models.x_post_metrics_x_organic_metrics import (
            XPostMetricsXOrganicMetrics,
        )
        from ..models.x_post_metrics_x_public_metrics import XPostMetricsXPublicMetrics

        d = dict(src_dict)
        impression_count = d.pop("impressionCount")

        like_count = d.pop("likeCount")

        retweet_count = d.pop("retweetCount")

        reply_count = d.pop("replyCount")

        quote_count = d.pop("quoteCount")

        bookmark_count = d.pop("bookmarkCount")

        post = d.pop("post", UNSET)

        created = d.pop("created", UNSET)

        username = d.pop("username", UNSET)

        name = d.pop("name", UNSET)

        _public_metrics = d.pop("publicMetrics", UNSET)
        public_metrics: XPostMetricsXPublicMetrics | Unset
        if isinstance(_public_metrics, Unset):
            public_metrics = UNSET
        else:
            public_metrics = XPostMetricsXPublicMetrics.from_dict(_public_metrics)

        _non_public_metrics = d.pop("nonPublicMetrics", UNSET)
        non_public_metrics: XPostMetricsXNonPublicMetrics | Unset
        if isinstance(_non_public_metrics, Unset):
            non_public_metrics = UNSET
        else:
            non_public_metrics = XPostMetricsXNonPublicMetrics.from_dict(_non_public_metrics)

        _organic_metrics = d.pop("organicMetrics", UNSET)
        organic_metrics: XPostMetricsXOrganicMetrics | Unset
        if isinstance(_organic_metrics, Unset):
            organic_metrics = UNSET
        else:
            organic_metrics = XPostMetricsXOrganicMetrics.from_dict(_organic_metrics)

        x_post_metrics = cls(
            impression_count=impression_count,
            like_count=like_count,
            retweet_count=retweet_count,
            reply_count=reply_count,
            quote_count=quote_count,
            bookmark_count=bookmark_count,
            post=post,
            created=created,
            username=username,
            name=name,
            public_metrics=public_metrics,
            non_public_metrics=non_public_metrics,
            organic_metrics=organic_metrics,
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
