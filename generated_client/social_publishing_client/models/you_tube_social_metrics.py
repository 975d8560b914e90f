from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="YouTubeSocialMetrics")


@_attrs_define
class YouTubeSocialMetrics:
    """YouTube account analytics (LIVE (a subset: playlists and channel settings are not modelled)). Networks add fields
    over time; clients ignore names
    they do not know.

    """

    average_view_duration: int
    comments: int
    description: str
    dislikes: int
    estimated_minutes_watched: int
    handle: str
    id: str
    likes: int
    subscriber_count: int
    subscribers_gained: int
    subscribers_lost: int
    title: str
    url: str
    video_count: int
    view_count: int
    views: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        average_view_duration = self.average_view_duration

        comments = self.comments

        description = self.description

        dislikes = self.dislikes

        estimated_minutes_watched = self.estimated_minutes_watched

        handle = self.handle

        id = self.id

        likes = self.likes

        subscriber_count = self.subscriber_count

        subscribers_gained = self.subscribers_gained

        subscribers_lost = self.subscribers_lost

        title = self.title

        url = self.url

        video_count = self.video_count

        view_count = self.view_count

        views = self.views

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "averageViewDuration": average_view_duration,
                "comments": comments,
                "description": description,
                "dislikes": dislikes,
                "estimatedMinutesWatched": estimated_minutes_watched,
                "handle": handle,
                "id": id,
                "likes": likes,
                "subscriberCount": subscriber_count,
                "subscribersGained": subscribers_gained,
                "subscribersLost": subscribers_lost,
                "title": title,
                "url": url,
                "videoCount": video_count,
                "viewCount": view_count,
                "views": views,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        average_view_duration = d.pop("averageViewDuration")

        comments = d.pop("comments")

        description = d.pop("description")

        dislikes = d.pop("dislikes")

        estimated_minutes_watched = d.pop("estimatedMinutesWatched")

        handle = d.pop("handle")

        id = d.pop("id")

        likes = d.pop("likes")

        subscriber_count = d.pop("subscriberCount")

        subscribers_gained = d.pop("subscribersGained")

        subscribers_lost = d.pop("subscribersLost")

        title = d.pop("title")

        url = d.pop("url")

        video_count = d.pop("videoCount")

        view_count = d.pop("viewCount")

        views = d.pop("views")

        you_tube_social_metrics = cls(
            average_view_duration=average_view_duration,
            comments=comments,
            description=description,
            dislikes=dislikes,
            estimated_minutes_watched=estimated_minutes_watched,
            handle=handle,
            id=id,
            likes=likes,
            subscriber_count=subscriber_count,
            subscribers_gained=subscribers_gained,
            subscribers_lost=subscribers_lost,
            title=title,
            url=url,
            video_count=video_count,
            view_count=view_count,
            views=views,
        )

        you_tube_social_metrics.additional_properties = d
        return you_tube_social_metrics

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
