from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.you_tube_post_metrics_privacy_status import (
    YouTubePostMetricsPrivacyStatus,
    check_you_tube_post_metrics_privacy_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.you_tube_post_metrics_you_tube_video_playlist import (
        YouTubePostMetricsYouTubeVideoPlaylist,
    )


T = TypeVar("T", bound="YouTubePostMetrics")


@_attrs_define
class YouTubePostMetrics:
    """YouTube post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    views: int
    likes: int
    dislikes: int
    comments: int
    estimated_minutes_watched: int
    engaged_views: int
    subscribers_gained: int
    subscribers_lost: int
    title: str | Unset = UNSET
    """ The video's title (the post's text). """
    description: str | Unset = UNSET
    """ The video's description. """
    channel_title: str | Unset = UNSET
    """ The channel's title. """
    published_at: str | Unset = UNSET
    """ When the video was published. """
    average_view_duration: int | Unset = UNSET
    """ Average view length (seconds). """
    average_view_percentage: float | Unset = UNSET
    """ Average share of the video watched (percent). """
    shares: int | Unset = UNSET
    videos_added_to_playlists: int | Unset = UNSET
    videos_removed_from_playlists: int | Unset = UNSET
    thumbnail_url: str | Unset = UNSET
    """ The video's thumbnail. """
    tags: list[str] | Unset = UNSET
    """ The video's tags (the post's hashtags). """
    privacy_status: YouTubePostMetricsPrivacyStatus | Unset = UNSET
    """ Who can see the video. """
    made_for_kids: bool | Unset = UNSET
    playlists: list[YouTubePostMetricsYouTubeVideoPlaylist] | Unset = UNSET
    """ The channel's playlists the video is in. """
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

        title = self.title

        description = self.description

        channel_title = self.channel_title

        published_at = self.published_at

        average_view_duration = self.average_view_duration

        average_view_percentage = self.average_view_percentage

        shares = self.shares

        videos_added_to_playlists = self.videos_added_to_playlists

        videos_removed_from_playlists = self.videos_removed_from_playlists

        thumbnail_url = self.thumbnail_url

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        privacy_status: str | Unset = UNSET
        if not isinstance(self.privacy_status, Unset):
            privacy_status = self.privacy_status

        made_for_kids = self.made_for_kids

        playlists: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.playlists, Unset):
            playlists = []
            for playlists_item_data in self.playlists:
                playlists_item = playlists_item_data.to_dict()
                playlists.append(playlists_item)

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
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description
        if channel_title is not UNSET:
            field_dict["channelTitle"] = channel_title
        if published_at is not UNSET:
            field_dict["publishedAt"] = published_at
        if average_view_duration is not UNSET:
            field_dict["averageViewDuration"] = average_view_duration
        if average_view_percentage is not UNSET:
            field_dict["averageViewPercentage"] = average_view_percentage
        if shares is not UNSET:
            field_dict["shares"] = shares
        if videos_added_to_playlists is not UNSET:
            field_dict["videosAddedToPlaylists"] = videos_added_to_playlists
        if videos_removed_from_playlists is not UNSET:
            field_dict["videosRemovedFromPlaylists"] = videos_removed_from_playlists
        if thumbnail_url is not UNSET:
            field_dict["thumbnailUrl"] = thumbnail_url
        if tags is not UNSET:
            field_dict["tags"] = tags
        if privacy_status is not UNSET:
            field_dict["privacyStatus"] = privacy_status
        if made_for_kids is not UNSET:
            field_dict["madeForKids"] = made_for_kids
        if playlists is not UNSET:
            field_dict["playlists"] = playlists

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.you_tube_post_metrics_you_tube_video_playlist import (
            YouTubePostMetricsYouTubeVideoPlaylist,
        )

        d = dict(src_dict)
        views = d.pop("views")

        likes = d.pop("likes")

        dislikes = d.pop("dislikes")

        comments = d.pop("comments")

        estimated_minutes_watched = d.pop("estimatedMinutesWatched")

        engaged_views = d.pop("engagedViews")

        subscribers_gained = d.pop("subscribersGained")

        subscribers_lost = d.pop("subscribersLost")

        title = d.pop("title", UNSET)

        description = d.pop("description", UNSET)

        channel_title = d.pop("channelTitle", UNSET)

        published_at = d.pop("publishedAt", UNSET)

        average_view_duration = d.pop("averageViewDuration", UNSET)

        average_view_percentage = d.pop("averageViewPercentage", UNSET)

        shares = d.pop("shares", UNSET)

        videos_added_to_playlists = d.pop("videosAddedToPlaylists", UNSET)

        videos_removed_from_playlists = d.pop("videosRemovedFromPlaylists", UNSET)

        thumbnail_url = d.pop("thumbnailUrl", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        _privacy_status = d.pop("privacyStatus", UNSET)
        privacy_status: YouTubePostMetricsPrivacyStatus | Unset
        if isinstance(_privacy_status, Unset):
            privacy_status = UNSET
        else:
            privacy_status = check_you_tube_post_metrics_privacy_status(_privacy_status)

        made_for_kids = d.pop("madeForKids", UNSET)

        _playlists = d.pop("playlists", UNSET)
        playlists: list[YouTubePostMetricsYouTubeVideoPlaylist] | Unset = UNSET
        if _playlists is not UNSET:
            playlists = []
            for playlists_item_data in _playlists:
                playlists_item = YouTubePostMetricsYouTubeVideoPlaylist.from_dict(
                    playlists_item_data
                )

                playlists.append(playlists_item)

        you_tube_post_metrics = cls(
            views=views,
            likes=likes,
            dislikes=dislikes,
            comments=comments,
            estimated_minutes_watched=estimated_minutes_watched,
            engaged_views=engaged_views,
            subscribers_gained=subscribers_gained,
            subscribers_lost=subscribers_lost,
            title=title,
            description=description,
            channel_title=channel_title,
            published_at=published_at,
            average_view_duration=average_view_duration,
            average_view_percentage=average_view_percentage,
            shares=shares,
            videos_added_to_playlists=videos_added_to_playlists,
            videos_removed_from_playlists=videos_removed_from_playlists,
            thumbnail_url=thumbnail_url,
            tags=tags,
            privacy_status=privacy_status,
            made_for_kids=made_for_kids,
            playlists=playlists,
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
