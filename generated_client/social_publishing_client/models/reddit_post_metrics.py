from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RedditPostMetrics")


@_attrs_define
class RedditPostMetrics:
    """Reddit post metrics (inferred: Reddit's own post fields). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    score: int
    ups: int
    num_comments: int
    title: str | Unset = UNSET
    """ The post's title (its text). """
    subreddit: str | Unset = UNSET
    """ The subreddit the post is in. """
    author: str | Unset = UNSET
    """ The user who posted. """
    url: str | Unset = UNSET
    """ The post's address. """
    created: str | Unset = UNSET
    """ When the post was created. """
    upvote_ratio: float | Unset = UNSET
    """ The share of votes that are up votes. """
    downs: int | Unset = UNSET
    total_awards_received: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        score = self.score

        ups = self.ups

        num_comments = self.num_comments

        title = self.title

        subreddit = self.subreddit

        author = self.author

        url = self.url

        created = self.created

        upvote_ratio = self.upvote_ratio

        downs = self.downs

        total_awards_received = self.total_awards_received

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "score": score,
                "ups": ups,
                "numComments": num_comments,
            }
        )
        if title is not UNSET:
            field_dict["title"] = title
        if subreddit is not UNSET:
            field_dict["subreddit"] = subreddit
        if author is not UNSET:
            field_dict["author"] = author
        if url is not UNSET:
            field_dict["url"] = url
        if created is not UNSET:
            field_dict["created"] = created
        if upvote_ratio is not UNSET:
            field_dict["upvoteRatio"] = upvote_ratio
        if downs is not UNSET:
            field_dict["downs"] = downs
        if total_awards_received is not UNSET:
            field_dict["totalAwardsReceived"] = total_awards_received

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        score = d.pop("score")

        ups = d.pop("ups")

        num_comments = d.pop("numComments")

        title = d.pop("title", UNSET)

        subreddit = d.pop("subreddit", UNSET)

        author = d.pop("author", UNSET)

        url = d.pop("url", UNSET)

        created = d.pop("created", UNSET)

        upvote_ratio = d.pop("upvoteRatio", UNSET)

        downs = d.pop("downs", UNSET)

        total_awards_received = d.pop("totalAwardsReceived", UNSET)

        reddit_post_metrics = cls(
            score=score,
            ups=ups,
            num_comments=num_comments,
            title=title,
            subreddit=subreddit,
            author=author,
            url=url,
            created=created,
            upvote_ratio=upvote_ratio,
            downs=downs,
            total_awards_received=total_awards_received,
        )

        reddit_post_metrics.additional_properties = d
        return reddit_post_metrics

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
