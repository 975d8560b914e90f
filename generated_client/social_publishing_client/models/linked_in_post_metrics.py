from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.linked_in_post_metrics_linked_in_reactions import (
        LinkedInPostMetricsLinkedInReactions,
    )


T = TypeVar("T", bound="LinkedInPostMetrics")


@_attrs_define
class LinkedInPostMetrics:
    """LinkedIn post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    impression_count: int
    unique_impressions_count: int
    like_count: int
    comment_count: int
    share_count: int
    click_count: int
    engagement: int
    video_views: int
    video_viewers: int
    video_watch_time_ms: int
    reactions: LinkedInPostMetricsLinkedInReactions | Unset = UNSET
    """ Reactions by kind (LinkedIn's reaction types). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression_count = self.impression_count

        unique_impressions_count = self.unique_impressions_count

        like_count = self.like_count

        comment_count = self.comment_count

        share_count = self.share_count

        click_count = self.click_count

        engagement = self.engagement

        video_views = self.video_views

        video_viewers = self.video_viewers

        video_watch_time_ms = self.video_watch_time_ms

        reactions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reactions, Unset):
            reactions = self.reactions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impressionCount": impression_count,
                "uniqueImpressionsCount": unique_impressions_count,
                "likeCount": like_count,
                "commentCount": comment_count,
                "shareCount": share_count,
                "clickCount": click_count,
                "engagement": engagement,
                "videoViews": video_views,
                "videoViewers": video_viewers,
                "videoWatchTimeMs": video_watch_time_ms,
            }
        )
        if reactions is not UNSET:
            field_dict["reactions"] = reactions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.linked_in_post_metrics_linked_in_reactions import (
            LinkedInPostMetricsLinkedInReactions,
        )

        d = dict(src_dict)
        impression_count = d.pop("impressionCount")

        unique_impressions_count = d.pop("uniqueImpressionsCount")

        like_count = d.pop("likeCount")

        comment_count = d.pop("commentCount")

        share_count = d.pop("shareCount")

        click_count = d.pop("clickCount")

        engagement = d.pop("engagement")

        video_views = d.pop("videoViews")

        video_viewers = d.pop("videoViewers")

        video_watch_time_ms = d.pop("videoWatchTimeMs")

        _reactions = d.pop("reactions", UNSET)
        reactions: LinkedInPostMetricsLinkedInReactions | Unset
        if isinstance(_reactions, Unset):
            reactions = UNSET
        else:
            reactions = LinkedInPostMetricsLinkedInReactions.from_dict(_reactions)

        linked_in_post_metrics = cls(
            impression_count=impression_count,
            unique_impressions_count=unique_impressions_count,
            like_count=like_count,
            comment_count=comment_count,
            share_count=share_count,
            click_count=click_count,
            engagement=engagement,
            video_views=video_views,
            video_viewers=video_viewers,
            video_watch_time_ms=video_watch_time_ms,
            reactions=reactions,
        )

        linked_in_post_metrics.additional_properties = d
        return linked_in_post_metrics

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
