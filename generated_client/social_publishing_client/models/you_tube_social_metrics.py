from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.you_tube_social_metrics_long_uploads_status import (
    YouTubeSocialMetricsLongUploadsStatus,
    check_you_tube_social_metrics_long_uploads_status,
)
from ..models.you_tube_social_metrics_privacy_status import (
    YouTubeSocialMetricsPrivacyStatus,
    check_you_tube_social_metrics_privacy_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.you_tube_social_metrics_you_tube_channel_playlist import (
        YouTubeSocialMetricsYouTubeChannelPlaylist,
    )


T = TypeVar("T", bound="YouTubeSocialMetrics")


@_attrs_define
class YouTubeSocialMetrics:
    """YouTube account analytics (LIVE (a subset: playlists and channel settings are not modelled)). Networks add fields
    over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

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
    average_view_percentage: float | Unset = UNSET
    """ Average share of the videos watched (percent). """
    created: str | Unset = UNSET
    """ When the channel was created. """
    hidden_subscriber_count: bool | Unset = UNSET
    is_linked: bool | Unset = UNSET
    long_uploads_status: YouTubeSocialMetricsLongUploadsStatus | Unset = UNSET
    playlist_id: str | Unset = UNSET
    """ The channel's uploads playlist. """
    playlists: list[YouTubeSocialMetricsYouTubeChannelPlaylist] | Unset = UNSET
    """ The channel's playlists. """
    privacy_status: YouTubeSocialMetricsPrivacyStatus | Unset = UNSET
    thumbnail_url: str | Unset = UNSET
    videos_added_to_playlists: int | Unset = UNSET
    videos_removed_from_playlists: int | Unset = UNSET
    shares: int | Unset = UNSET
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

        average_view_percentage = self.average_view_percentage

        created = self.created

        hidden_subscriber_count = self.hidden_subscriber_count

        is_linked = self.is_linked

        long_uploads_status: str | Unset = UNSET
        if not isinstance(self.long_uploads_status, Unset):
            long_uploads_status = self.long_uploads_status

        playlist_id = self.playlist_id

        playlists: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.playlists, Unset):
            playlists = []
            for playlists_item_data in self.playlists:
                playlists_item = playlists_item_data.to_dict()
                playlists.append(playlists_item)

        privacy_status: str | Unset = UNSET
        if not isinstance(self.privacy_status, Unset):
            privacy_status = self.privacy_status

        thumbnail_url = self.thumbnail_url

        videos_added_to_playlists = self.videos_added_to_playlists

        videos_removed_from_playlists = self.videos_removed_from_playlists

        shares = self.shares

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
        if average_view_percentage is not UNSET:
            field_dict["averageViewPercentage"] = average_view_percentage
        if created is not UNSET:
            field_dict["created"] = created
        if hidden_subscriber_count is not UNSET:
            field_dict["hiddenSubscriberCount"] = hidden_subscriber_count
        if is_linked is not UNSET:
            field_dict["isLinked"] = is_linked
        if long_uploads_status is not UNSET:
            field_dict["longUploadsStatus"] = long_uploads_status
        if playlist_id is not UNSET:
            field_dict["playlistId"] = playlist_id
        if playlists is not UNSET:
            field_dict["playlists"] = playlists
        if privacy_status is not UNSET:
            field_dict["privacyStatus"] = privacy_status
        if thumbnail_url is not UNSET:
            field_dict["thumbnailUrl"] = thumbnail_url
        if videos_added_to_playlists is not UNSET:
            field_dict["videosAddedToPlaylists"] = videos_added_to_playlists
        if videos_removed_from_playlists is not UNSET:
            field_dict["videosRemovedFromPlaylists"] = videos_removed_from_playlists
        if shares is not UNSET:
            field_dict["shares"] = shares

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.you_tube_social_metrics_you_tube_channel_playlist import (
            YouTubeSocialMetricsYouTubeChannelPlaylist,
        )

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

        average_view_percentage = d.pop("averageViewPercentage", UNSET)

        created = d.pop("created", UNSET)

        hidden_subscriber_count = d.pop("hiddenSubscriberCount", UNSET)

        is_linked = d.pop("isLinked", UNSET)

        _long_uploads_status = d.pop("longUploadsStatus", UNSET)
        long_uploads_status: YouTubeSocialMetricsLongUploadsStatus | Unset
        if isinstance(_long_uploads_status, Unset):
            long_uploads_status = UNSET
        else:
            long_uploads_status = check_you_tube_social_metrics_long_uploads_status(
                _long_uploads_status
            )

        playlist_id = d.pop("playlistId", UNSET)

        _playlists = d.pop("playlists", UNSET)
        playlists: list[YouTubeSocialMetricsYouTubeChannelPlaylist] | Unset = UNSET
        if _playlists is not UNSET:
            playlists = []
            for playlists_item_data in _playlists:
                playlists_item = YouTubeSocialMetricsYouTubeChannelPlaylist.from_dict(
                    playlists_item_data
                )

                playlists.append(playlists_item)

        _privacy_status = d.pop("privacyStatus", UNSET)
        privacy_status: YouTubeSocialMetricsPrivacyStatus | Unset
        if isinstance(_privacy_status, Unset):
            privacy_status = UNSET
        else:
            privacy_status = check_you_tube_social_metrics_privacy_status(_privacy_status)

        thumbnail_url = d.pop("thumbnailUrl", UNSET)

        videos_added_to_playlists = d.pop("videosAddedToPlaylists", UNSET)

        videos_removed_from_playlists = d.pop("videosRemovedFromPlaylists", UNSET)

        shares = d.pop("shares", UNSET)

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
            average_view_percentage=average_view_percentage,
            created=created,
            hidden_subscriber_count=hidden_subscriber_count,
            is_linked=is_linked,
            long_uploads_status=long_uploads_status,
            playlist_id=playlist_id,
            playlists=playlists,
            privacy_status=privacy_status,
            thumbnail_url=thumbnail_url,
            videos_added_to_playlists=videos_added_to_playlists,
            videos_removed_from_playlists=videos_removed_from_playlists,
            shares=shares,
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
