from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="YouTubePostMetrics")


@_attrs_define
class YouTubePostMetrics:
    """YouTube post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

    """

    views: int
    likes: int
    dislikes: int
    comments: int
    estimated_minutes_watched: int
    engaged_views: int
    subscribers_gained: int
    subscribers_lost: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        views = self.views

        likes = self.likes

        dislikes = self.dislikes

        comments = self.comments

        estimated_minutes_watched = self.estimated_minutes_watched

        engaged_views = self.engaged_views

        subscribers_gained = self.subscribers_gained

        subscribers_lost = self.subscribers_lost

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "views": views,
                "likes": likes,
                "dislikes": dislikes,
                "comments": comments,
                "estimatedMinutesWatched": estimated_minutes_watched,
                "engagedViews": engaged_views,
                "subscribersGained": subscribers_gained,
                "subscribersLost": subscribers_lost,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        views = d.pop("views")

        likes = d.pop("likes")

        dislikes = d.pop("dislikes")

        comments = d.pop("comments")

        estimated_minutes_watched = d.pop("estimatedMinutesWatched")

        engaged_views = d.pop("engagedViews")

        subscribers_gained = d.pop("subscribersGained")

        subscribers_lost = d.pop("subscribersLost")

        you_tube_post_metrics = cls(
            views=views,
            likes=likes,
            dislikes=dislikes,
            comments=comments,
            estimated_minutes_watched=estimated_minutes_watched,
            engaged_views=engaged_views,
            subscribers_gained=subscribers_gained,
            subscribers_lost=subscribers_lost,
        )

        you_tube_post_metrics.additional_properties = d
        return you_tube_post_metrics

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
