from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TikTokPostMetrics")


@_attrs_define
class TikTokPostMetrics:
    """TikTok post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

    """

    video_views: int
    like_count: int
    comments_count: int
    share_count: int
    reach: int
    total_time_watched: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        video_views = self.video_views

        like_count = self.like_count

        comments_count = self.comments_count

        share_count = self.share_count

        reach = self.reach

        total_time_watched = self.total_time_watched

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "videoViews": video_views,
                "likeCount": like_count,
                "commentsCount": comments_count,
                "shareCount": share_count,
                "reach": reach,
                "totalTimeWatched": total_time_watched,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        video_views = d.pop("videoViews")

        like_count = d.pop("likeCount")

        comments_count = d.pop("commentsCount")

        share_count = d.pop("shareCount")

        reach = d.pop("reach")

        total_time_watched = d.pop("totalTimeWatched")

        tik_tok_post_metrics = cls(
            video_views=video_views,
            like_count=like_count,
            comments_count=comments_count,
            share_count=share_count,
            reach=reach,
            total_time_watched=total_time_watched,
        )

        tik_tok_post_metrics.additional_properties = d
        return tik_tok_post_metrics

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
