from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bluesky_post_metrics_bluesky_post_viewer import (
        BlueskyPostMetricsBlueskyPostViewer,
    )


T = TypeVar("T", bound="BlueskyPostMetrics")


@_attrs_define
class BlueskyPostMetrics:
    """Bluesky post metrics (inferred: the AT Protocol's post counters). Counts since publishing; networks add fields over
    time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    like_count: int
    repost_count: int
    reply_count: int
    quote_count: int
    post: str | Unset = UNSET
    """ The post's text. """
    created: str | Unset = UNSET
    """ When the post was created (its record's time). """
    indexed_at: str | Unset = UNSET
    """ When Bluesky indexed the post. """
    cid: str | Unset = UNSET
    """ The content id of the post's record. """
    bookmark_count: int | Unset = UNSET
    labels: list[str] | Unset = UNSET
    """ The post's moderation labels. """
    viewer: BlueskyPostMetricsBlueskyPostViewer | Unset = UNSET
    """ The reading account's relation to the post. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        like_count = self.like_count

        repost_count = self.repost_count

        reply_count = self.reply_count

        quote_count = self.quote_count

        post = self.post

        created = self.created

        indexed_at = self.indexed_at

        cid = self.cid

        bookmark_count = self.bookmark_count

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels

        viewer: dict[str, Any] | Unset = UNSET
        if not isinstance(self.viewer, Unset):
            viewer = self.viewer.to_dict()

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
        if post is not UNSET:
            field_dict["post"] = post
        if created is not UNSET:
            field_dict["created"] = created
        if indexed_at is not UNSET:
            field_dict["indexedAt"] = indexed_at
        if cid is not UNSET:
            field_dict["cid"] = cid
        if bookmark_count is not UNSET:
            field_dict["bookmarkCount"] = bookmark_count
        if labels is not UNSET:
            field_dict["labels"] = labels
        if viewer is not UNSET:
            field_dict["viewer"] = viewer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bluesky_post_metrics_bluesky_post_viewer import (
            BlueskyPostMetricsBlueskyPostViewer,
        )

        d = dict(src_dict)
        like_count = d.pop("likeCount")

        repost_count = d.pop("repostCount")

        reply_count = d.pop("replyCount")

        quote_count = d.pop("quoteCount")

        post = d.pop("post", UNSET)

        created = d.pop("created", UNSET)

        indexed_at = d.pop("indexedAt", UNSET)

        cid = d.pop("cid", UNSET)

        bookmark_count = d.pop("bookmarkCount", UNSET)

        labels = cast(list[str], d.pop("labels", UNSET))

        _viewer = d.pop("viewer", UNSET)
        viewer: BlueskyPostMetricsBlueskyPostViewer | Unset
        if isinstance(_viewer, Unset):
            viewer = UNSET
        else:
            viewer = BlueskyPostMetricsBlueskyPostViewer.from_dict(_viewer)

        bluesky_post_metrics = cls(
            like_count=like_count,
            repost_count=repost_count,
            reply_count=reply_count,
            quote_count=quote_count,
            post=post,
            created=created,
            indexed_at=indexed_at,
            cid=cid,
            bookmark_count=bookmark_count,
            labels=labels,
            viewer=viewer,
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
