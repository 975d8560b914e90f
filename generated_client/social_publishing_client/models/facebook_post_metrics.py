from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.facebook_post_metrics_facebook_video_reactions import (
        FacebookPostMetricsFacebookVideoReactions,
    )
    from ..models.reactions import Reactions


T = TypeVar("T", bound="FacebookPostMetrics")


@_attrs_define
class FacebookPostMetrics:
    """Facebook post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    like_count: int
    comments_count: int
    shares_count: int
    media_view: int
    total_video_views: int
    reactions: Reactions
    """ Facebook reactions by kind, and their `total` (FR B.4). """
    blue_reels_play_count: int | Unset = UNSET
    """ Plays of a Reel. """
    impressions_unique: int | Unset = UNSET
    media_view_unique: int | Unset = UNSET
    clicks: int | Unset = UNSET
    total_video_views_unique: int | Unset = UNSET
    total_video_views_auto_played: int | Unset = UNSET
    total_video_views_clicked_to_play: int | Unset = UNSET
    total_video_views_organic: int | Unset = UNSET
    total_video_views_paid: int | Unset = UNSET
    total_video_views_sound_on: int | Unset = UNSET
    total_video_10s_views: int | Unset = UNSET
    total_video_15s_views: int | Unset = UNSET
    total_video_30s_views: int | Unset = UNSET
    total_video_complete_views: int | Unset = UNSET
    total_video_complete_views_unique: int | Unset = UNSET
    total_video_complete_views_organic: int | Unset = UNSET
    total_video_complete_views_paid: int | Unset = UNSET
    total_video_avg_time_watched: int | Unset = UNSET
    """ Average time a view lasted (milliseconds). """
    total_video_view_total_time: int | Unset = UNSET
    """ Total time the video was watched (milliseconds). """
    total_video_impressions: int | Unset = UNSET
    total_video_impressions_unique: int | Unset = UNSET
    total_video_reactions_by_type_total: FacebookPostMetricsFacebookVideoReactions | Unset = UNSET
    """ Reactions on the video by kind. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        like_count = self.like_count

        comments_count = self.comments_count

        shares_count = self.shares_count

        media_view = self.media_view

        total_video_views = self.total_video_views

        reactions = self.reactions.to_dict()

        blue_reels_play_count = self.blue_reels_play_count

        impressions_unique = self.impressions_unique

        media_view_unique = self.media_view_unique

        clicks = self.clicks

        total_video_views_unique = self.total_video_views_unique

        total_video_views_auto_played = self.total_video_views_auto_played

        total_video_views_clicked_to_play = self.total_video_views_clicked_to_play

        total_video_views_organic = self.total_video_views_organic

        total_video_views_paid = self.total_video_views_paid

        total_video_views_sound_on = self.total_video_views_sound_on

        total_video_10s_views = self.total_video_10s_views

        total_video_15s_views = self.total_video_15s_views

        total_video_30s_views = self.total_video_30s_views

        total_video_complete_views = self.total_video_complete_views

        total_video_complete_views_unique = self.total_video_complete_views_unique

        total_video_complete_views_organic = self.total_video_complete_views_organic

        total_video_complete_views_paid = self.total_video_complete_views_paid

        total_video_avg_time_watched = self.total_video_avg_time_watched

        total_video_view_total_time = self.total_video_view_total_time

        total_video_impressions = self.total_video_impressions

        total_video_impressions_unique = self.total_video_impressions_unique

        total_video_reactions_by_type_total: dict[str, Any] | Unset = UNSET
        if not isinstance(self.total_video_reactions_by_type_total, Unset):
            total_video_reactions_by_type_total = self.total_video_reactions_by_type_total.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "likeCount": like_count,
                "commentsCount": comments_count,
                "sharesCount": shares_count,
                "mediaView": media_view,
                "totalVideoViews": total_video_views,
                "reactions": reactions,
            }
        )
        if blue_reels_play_count is not UNSET:
            field_dict["blueReelsPlayCount"] = blue_reels_play_count
        if impressions_unique is not UNSET:
            field_dict["impressionsUnique"] = impressions_unique
        if media_view_unique is not UNSET:
            field_dict["mediaViewUnique"] = media_view_unique
        if clicks is not UNSET:
            field_dict["clicks"] = clicks
        if total_video_views_unique is not UNSET:
            field_dict["totalVideoViewsUnique"] = total_video_views_unique
        if total_video_views_auto_played is not UNSET:
            field_dict["totalVideoViewsAutoPlayed"] = total_video_views_auto_played
        if total_video_views_clicked_to_play is not UNSET:
            field_dict["totalVideoViewsClickedToPlay"] = total_video_views_clicked_to_play
        if total_video_views_organic is not UNSET:
            field_dict["totalVideoViewsOrganic"] = total_video_views_organic
        if total_video_views_paid is not UNSET:
            field_dict["totalVideoViewsPaid"] = total_video_views_paid
        if total_video_views_sound_on is not UNSET:
            field_dict["totalVideoViewsSoundOn"] = total_video_views_sound_on
        if total_video_10s_views is not UNSET:
            field_dict["totalVideo10SViews"] = total_video_10s_views
        if total_video_15s_views is not UNSET:
            field_dict["totalVideo15SViews"] = total_video_15s_views
        if total_video_30s_views is not UNSET:
            field_dict["totalVideo30SViews"] = total_video_30s_views
        if total_video_complete_views is not UNSET:
            field_dict["totalVideoCompleteViews"] = total_video_complete_views
        if total_video_complete_views_unique is not UNSET:
            field_dict["totalVideoCompleteViewsUnique"] = total_video_complete_views_unique
        if total_video_complete_views_organic is not UNSET:
            field_dict["totalVideoCompleteViewsOrganic"] = total_video_complete_views_organic
        if total_video_complete_views_paid is not UNSET:
            field_dict["totalVideoCompleteViewsPaid"] = total_video_complete_views_paid
        if total_video_avg_time_watched is not UNSET:
            field_dict["totalVideoAvgTimeWatched"] = total_video_avg_time_watched
        if total_video_view_total_time is not UNSET:
            field_dict["totalVideoViewTotalTime"] = total_video_view_total_time
        if total_video_impressions is not UNSET:
            field_dict["totalVideoImpressions"] = total_video_impressions
        if total_video_impressions_unique is not UNSET:
            field_dict["totalVideoImpressionsUnique"] = total_video_impressions_unique
        if total_video_reactions_by_type_total is not UNSET:
            field_dict["totalVideoReactionsByTypeTotal"] = total_video_reactions_by_type_total

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.facebook_post_metrics_facebook_video_reactions import (
            FacebookPostMetricsFacebookVideoReactions,
        )
        from ..models.reactions import Reactions

        d = dict(src_dict)
        like_count = d.pop("likeCount")

        comments_count = d.pop("commentsCount")

        shares_count = d.pop("sharesCount")

        media_view = d.pop("mediaView")

        total_video_views = d.pop("totalVideoViews")

        reactions = Reactions.from_dict(d.pop("reactions"))

        blue_reels_play_count = d.pop("blueReelsPlayCount", UNSET)

        impressions_unique = d.pop("impressionsUnique", UNSET)

        media_view_unique = d.pop("mediaViewUnique", UNSET)

        clicks = d.pop("clicks", UNSET)

        total_video_views_unique = d.pop("totalVideoViewsUnique", UNSET)

        total_video_views_auto_played = d.pop("totalVideoViewsAutoPlayed", UNSET)

        total_video_views_clicked_to_play = d.pop("totalVideoViewsClickedToPlay", UNSET)

        total_video_views_organic = d.pop("totalVideoViewsOrganic", UNSET)

        total_video_views_paid = d.pop("totalVideoViewsPaid", UNSET)

        total_video_views_sound_on = d.pop("totalVideoViewsSoundOn", UNSET)

        total_video_10s_views = d.pop("totalVideo10SViews", UNSET)

        total_video_15s_views = d.pop("totalVideo15SViews", UNSET)

        total_video_30s_views = d.pop("totalVideo30SViews", UNSET)

        total_video_complete_views = d.pop("totalVideoCompleteViews", UNSET)

        total_video_complete_views_unique = d.pop("totalVideoCompleteViewsUnique", UNSET)

        total_video_complete_views_organic = d.pop("totalVideoCompleteViewsOrganic", UNSET)

        total_video_complete_views_paid = d.pop("totalVideoCompleteViewsPaid", UNSET)

        total_video_avg_time_watched = d.pop("totalVideoAvgTimeWatched", UNSET)

        total_video_view_total_time = d.pop("totalVideoViewTotalTime", UNSET)

        total_video_impressions = d.pop("totalVideoImpressions", UNSET)

        total_video_impressions_unique = d.pop("totalVideoImpressionsUnique", UNSET)

        _total_video_reactions_by_type_total = d.pop("totalVideoReactionsByTypeTotal", UNSET)
        total_video_reactions_by_type_total: FacebookPostMetricsFacebookVideoReactions | Unset
        if isinstance(_total_video_reactions_by_type_total, Unset):
            total_video_reactions_by_type_total = UNSET
        else:
            total_video_reactions_by_type_total = (
                FacebookPostMetricsFacebookVideoReactions.from_dict(
                    _total_video_reactions_by_type_total
                )
            )

        facebook_post_metrics = cls(
            like_count=like_count,
            comments_count=comments_count,
            shares_count=shares_count,
            media_view=media_view,
            total_video_views=total_video_views,
            reactions=reactions,
            blue_reels_play_count=blue_reels_play_count,
            impressions_unique=impressions_unique,
            media_view_unique=media_view_unique,
            clicks=clicks,
            total_video_views_unique=total_video_views_unique,
            total_video_views_auto_played=total_video_views_auto_played,
            total_video_views_clicked_to_play=total_video_views_clicked_to_play,
            total_video_views_organic=total_video_views_organic,
            total_video_views_paid=total_video_views_paid,
            total_video_views_sound_on=total_video_views_sound_on,
            total_video_10s_views=total_video_10s_views,
            total_video_15s_views=total_video_15s_views,
            total_video_30s_views=total_video_30s_views,
            total_video_complete_views=total_video_complete_views,
            total_video_complete_views_unique=total_video_complete_views_unique,
            total_video_complete_views_organic=total_video_complete_views_organic,
            total_video_complete_views_paid=total_video_complete_views_paid,
            total_video_avg_time_watched=total_video_avg_time_watched,
            total_video_view_total_time=total_video_view_total_time,
            total_video_impressions=total_video_impressions,
            total_video_impressions_unique=total_video_impressions_unique,
            total_video_reactions_by_type_total=total_video_reactions_by_type_total,
        )

        facebook_post_metrics.additional_properties = d
        return facebook_post_metrics

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
