from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.instagram_post_metrics_media_product_type import (
    InstagramPostMetricsMediaProductType,
    check_instagram_post_metrics_media_product_type,
)
from ..models.instagram_post_metrics_media_type import (
    InstagramPostMetricsMediaType,
    check_instagram_post_metrics_media_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="InstagramPostMetrics")


@_attrs_define
class InstagramPostMetrics:
    """Instagram post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    like_count: int
    comments_count: int
    reach_count: int
    views_count: int
    saved_count: int
    shares_count: int
    engagement_count: int
    profile_visits_count: int
    profile_activity_count: int
    follows_count: int
    username: str | Unset = UNSET
    """ The account's user name. """
    caption: str | Unset = UNSET
    """ The post's caption (its text). """
    media_type: InstagramPostMetricsMediaType | Unset = UNSET
    """ The kind of media (a video when the post has one, else an image). """
    media_product_type: InstagramPostMetricsMediaProductType | Unset = UNSET
    """ Where the media was published. """
    media_url: str | Unset = UNSET
    """ The address of the media. """
    created: str | Unset = UNSET
    """ When the media was published. """
    total_interactions_count: int | Unset = UNSET
    impressions_count: int | Unset = UNSET
    plays_count: int | Unset = UNSET
    """ Reels only. """
    clips_replays_count: int | Unset = UNSET
    """ Reels only. """
    ig_reels_aggregated_all_plays_count: int | Unset = UNSET
    """ Reels only. """
    ig_reels_avg_watch_time_count: int | Unset = UNSET
    """ Reels only (milliseconds). """
    ig_reels_video_view_total_time_count: int | Unset = UNSET
    """ Reels only (milliseconds). """
    navigation_count: int | Unset = UNSET
    """ Stories only. """
    replies_count: int | Unset = UNSET
    """ Stories only. """
    tap_forward_count: int | Unset = UNSET
    """ Stories only. """
    tap_back_count: int | Unset = UNSET
    """ Stories only. """
    tap_exit_count: int | Unset = UNSET
    """ Stories only. """
    swipe_forward_count: int | Unset = UNSET
    """ Stories only. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        like_count = self.like_count

        comments_count = self.comments_count

        reach_count = self.reach_count

        views_count = self.views_count

        saved_count = self.saved_count

        shares_count = self.shares_count

        engagement_count = self.engagement_count

        profile_visits_count = self.profile_visits_count

        profile_activity_count = self.profile_activity_count

        follows_count = self.follows_count

        username = self.username

        caption = self.caption

        media_type: str | Unset = UNSET
        if not isinstance(self.media_type, Unset):
            media_type = self.media_type

        media_product_type: str | Unset = UNSET
        if not isinstance(self.media_product_type, Unset):
            media_product_type = self.media_product_type

        media_url = self.media_url

        created = self.created

        total_interactions_count = self.total_interactions_count

        impressions_count = self.impressions_count

        plays_count = self.plays_count

        clips_replays_count = self.clips_replays_count

        ig_reels_aggregated_all_plays_count = self.ig_reels_aggregated_all_plays_count

        ig_reels_avg_watch_time_count = self.ig_reels_avg_watch_time_count

        ig_reels_video_view_total_time_count = self.ig_reels_video_view_total_time_count

        navigation_count = self.navigation_count

        replies_count = self.replies_count

        tap_forward_count = self.tap_forward_count

        tap_back_count = self.tap_back_count

        tap_exit_count = self.tap_exit_count

        swipe_forward_count = self.swipe_forward_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "likeCount": like_count,
                "commentsCount": comments_count,
                "reachCount": reach_count,
                "viewsCount": views_count,
                "savedCount": saved_count,
                "sharesCount": shares_count,
                "engagementCount": engagement_count,
                "profileVisitsCount": profile_visits_count,
                "profileActivityCount": profile_activity_count,
                "followsCount": follows_count,
            }
        )
        if username is not UNSET:
            field_dict["username"] = username
        if caption is not UNSET:
            field_dict["caption"] = caption
        if media_type is not UNSET:
            field_dict["mediaType"] = media_type
        if media_product_type is not UNSET:
            field_dict["mediaProductType"] = media_product_type
        if media_url is not UNSET:
            field_dict["mediaUrl"] = media_url
        if created is not UNSET:
            field_dict["created"] = created
        if total_interactions_count is not UNSET:
            field_dict["totalInteractionsCount"] = total_interactions_count
        if impressions_count is not UNSET:
            field_dict["impressionsCount"] = impressions_count
        if plays_count is not UNSET:
            field_dict["playsCount"] = plays_count
        if clips_replays_count is not UNSET:
            field_dict["clipsReplaysCount"] = clips_replays_count
        if ig_reels_aggregated_all_plays_count is not UNSET:
            field_dict["igReelsAggregatedAllPlaysCount"] = ig_reels_aggregated_all_plays_count
        if ig_reels_avg_watch_time_count is not UNSET:
            field_dict["igReelsAvgWatchTimeCount"] = ig_reels_avg_watch_time_count
        if ig_reels_video_view_total_time_count is not UNSET:
            field_dict["igReelsVideoViewTotalTimeCount"] = ig_reels_video_view_total_time_count
        if navigation_count is not UNSET:
            field_dict["navigationCount"] = navigation_count
        if replies_count is not UNSET:
            field_dict["repliesCount"] = replies_count
        if tap_forward_count is not UNSET:
            field_dict["tapForwardCount"] = tap_forward_count
        if tap_back_count is not UNSET:
            field_dict["tapBackCount"] = tap_back_count
        if tap_exit_count is not UNSET:
            field_dict["tapExitCount"] = tap_exit_count
        if swipe_forward_count is not UNSET:
            field_dict["swipeForwardCount"] = swipe_forward_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        like_count = d.pop("likeCount")

        comments_count = d.pop("commentsCount")

        reach_count = d.pop("reachCount")

        views_count = d.pop("viewsCount")

        saved_count = d.pop("savedCount")

        shares_count = d.pop("sharesCount")

        engagement_count = d.pop("engagementCount")

        profile_visits_count = d.pop("profileVisitsCount")

        profile_activity_count = d.pop("profileActivityCount")

        follows_count = d.pop("followsCount")

        username = d.pop("username", UNSET)

        caption = d.pop("caption", UNSET)

        _media_type = d.pop("mediaType", UNSET)
        media_type: InstagramPostMetricsMediaType | Unset
        if isinstance(_media_type, Unset):
            media_type = UNSET
        else:
            media_type = check_instagram_post_metrics_media_type(_media_type)

        _media_product_type = d.pop("mediaProductType", UNSET)
        media_product_type: InstagramPostMetricsMediaProductType | Unset
        if isinstance(_media_product_type, Unset):
            media_product_type = UNSET
        else:
            media_product_type = check_instagram_post_metrics_media_product_type(
                _media_product_type
            )

        media_url = d.pop("mediaUrl", UNSET)

        created = d.pop("created", UNSET)

        total_interactions_count = d.pop("totalInteractionsCount", UNSET)

        impressions_count = d.pop("impressionsCount", UNSET)

        plays_count = d.pop("playsCount", UNSET)

        clips_replays_count = d.pop("clipsReplaysCount", UNSET)

        ig_reels_aggregated_all_plays_count = d.pop("igReelsAggregatedAllPlaysCount", UNSET)

        ig_reels_avg_watch_time_count = d.pop("igReelsAvgWatchTimeCount", UNSET)

        ig_reels_video_view_total_time_count = d.pop("igReelsVideoViewTotalTimeCount", UNSET)

        navigation_count = d.pop("navigationCount", UNSET)

        replies_count = d.pop("repliesCount", UNSET)

        tap_forward_count = d.pop("tapForwardCount", UNSET)

        tap_back_count = d.pop("tapBackCount", UNSET)

        tap_exit_count = d.pop("tapExitCount", UNSET)

        swipe_forward_count = d.pop("swipeForwardCount", UNSET)

        instagram_post_metrics = cls(
            like_count=like_count,
            comments_count=comments_count,
            reach_count=reach_count,
            views_count=views_count,
            saved_count=saved_count,
            shares_count=shares_count,
            engagement_count=engagement_count,
            profile_visits_count=profile_visits_count,
            profile_activity_count=profile_activity_count,
            follows_count=follows_count,
            username=username,
            caption=caption,
            media_type=media_type,
            media_product_type=media_product_type,
            media_url=media_url,
            created=created,
            total_interactions_count=total_interactions_count,
            impressions_count=impressions_count,
            plays_count=plays_count,
            clips_replays_count=clips_replays_count,
            ig_reels_aggregated_all_plays_count=ig_reels_aggregated_all_plays_count,
            ig_reels_avg_watch_time_count=ig_reels_avg_watch_time_count,
            ig_reels_video_view_total_time_count=ig_reels_video_view_total_time_count,
            navigation_count=navigation_count,
            replies_count=replies_count,
            tap_forward_count=tap_forward_count,
            tap_back_count=tap_back_count,
            tap_exit_count=tap_exit_count,
            swipe_forward_count=swipe_forward_count,
        )

        instagram_post_metrics.additional_properties = d
        return instagram_post_metrics

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
