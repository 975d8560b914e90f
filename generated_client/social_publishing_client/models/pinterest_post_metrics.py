from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pinterest_post_metrics_pinterest_pin_media import (
        PinterestPostMetricsPinterestPinMedia,
    )


T = TypeVar("T", bound="PinterestPostMetrics")


@_attrs_define
class PinterestPostMetrics:
    """Pinterest post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    impression: int
    pin_click: int
    outbound_click: int
    save: int
    total_comments: int
    total_reactions: int
    profile_visit: int
    user_follow: int
    video_start: int
    title: str | Unset = UNSET
    """ The Pin's title (its text). """
    description: str | Unset = UNSET
    """ The Pin's description (its text). """
    link: str | Unset = UNSET
    """ Where the Pin leads. """
    board_id: str | Unset = UNSET
    """ The board the Pin is on. """
    created_at: str | Unset = UNSET
    """ When the Pin was created. """
    media: PinterestPostMetricsPinterestPinMedia | Unset = UNSET
    """ The Pin's media. """
    save_rate: float | Unset = UNSET
    """ Saves per impression (percent). """
    outbound_click_rate: float | Unset = UNSET
    """ Outbound clicks per impression (percent). """
    pin_click_rate: float | Unset = UNSET
    """ Pin clicks per impression (percent). """
    engagement: int | Unset = UNSET
    engagement_rate: float | Unset = UNSET
    """ Engagements per impression (percent). """
    video_avg_watch_time: int | Unset = UNSET
    """ Video Pins only (milliseconds). """
    video_mrc_view: int | Unset = UNSET
    """ Video Pins only. """
    quartile_95_s_percent_view: int | Unset = UNSET
    """ Video Pins only. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression = self.impression

        pin_click = self.pin_click

        outbound_click = self.outbound_click

        save = self.save

        total_comments = self.total_comments

        total_reactions = self.total_reactions

        profile_visit = self.profile_visit

        user_follow = self.user_follow

        video_start = self.video_start

        title = self.title

        description = self.description

        link = self.link

        board_id = self.board_id

        created_at = self.created_at

        media: dict[str, Any] | Unset = UNSET
        if not isinstance(self.media, Unset):
            media = self.media.to_dict()

        save_rate = self.save_rate

        outbound_click_rate = self.outbound_click_rate

        pin_click_rate = self.pin_click_rate

        engagement = self.engagement

        engagement_rate = self.engagement_rate

        video_avg_watch_time = self.video_avg_watch_time

        video_mrc_view = self.video_mrc_view

        quartile_95_s_percent_view = self.quartile_95_s_percent_view

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impression": impression,
                "pinClick": pin_click,
                "outboundClick": outbound_click,
                "save": save,
                "totalComments": total_comments,
                "totalReactions": total_reactions,
                "profileVisit": profile_visit,
                "userFollow": user_follow,
                "videoStart": video_start,
            }
        )
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description
        if link is not UNSET:
            field_dict["link"] = link
        if board_id is not UNSET:
            field_dict["boardId"] = board_id
        if created_at is not UNSET:
            field_dict["createdAt"] = created_at
        if media is not UNSET:
            field_dict["media"] = media
        if save_rate is not UNSET:
            field_dict["saveRate"] = save_rate
        if outbound_click_rate is not UNSET:
            field_dict["outboundClickRate"] = outbound_click_rate
        if pin_click_rate is not UNSET:
            field_dict["pinClickRate"] = pin_click_rate
        if engagement is not UNSET:
            field_dict["engagement"] = engagement
        if engagement_rate is not UNSET:
            field_dict["engagementRate"] = engagement_rate
        if video_avg_watch_time is not UNSET:
            field_dict["videoAvgWatchTime"] = video_avg_watch_time
        if video_mrc_view is not UNSET:
            field_dict["videoMrcView"] = video_mrc_view
        if quartile_95_s_percent_view is not UNSET:
            field_dict["quartile95sPercentView"] = quartile_95_s_percent_view

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pinterest_post_metrics_pinterest_pin_media import (
            PinterestPostMetricsPinterestPinMedia,
        )

        d = dict(src_dict)
        impression = d.pop("impression")

        pin_click = d.pop("pinClick")

        outbound_click = d.pop("outboundClick")

        save = d.pop("save")

        total_comments = d.pop("totalComments")

        total_reactions = d.pop("totalReactions")

        profile_visit = d.pop("profileVisit")

        user_follow = d.pop("userFollow")

        video_start = d.pop("videoStart")

        title = d.pop("title", UNSET)

        description = d.pop("description", UNSET)

        link = d.pop("link", UNSET)

        board_id = d.pop("boardId", UNSET)

        created_at = d.pop("createdAt", UNSET)

        _media = d.pop("media", UNSET)
        media: PinterestPostMetricsPinterestPinMedia | Unset
        if isinstance(_media, Unset):
            media = UNSET
        else:
            media = PinterestPostMetricsPinterestPinMedia.from_dict(_media)

        save_rate = d.pop("saveRate", UNSET)

        outbound_click_rate = d.pop("outboundClickRate", UNSET)

        pin_click_rate = d.pop("pinClickRate", UNSET)

        engagement = d.pop("engagement", UNSET)

        engagement_rate = d.pop("engagementRate", UNSET)

        video_avg_watch_time = d.pop("videoAvgWatchTime", UNSET)

        video_mrc_view = d.pop("videoMrcView", UNSET)

        quartile_95_s_percent_view = d.pop("quartile95sPercentView", UNSET)

        pinterest_post_metrics = cls(
            impression=impression,
            pin_click=pin_click,
            outbound_click=outbound_click,
            save=save,
            total_comments=total_comments,
            total_reactions=total_reactions,
            profile_visit=profile_visit,
            user_follow=user_follow,
            video_start=video_start,
            title=title,
            description=description,
            link=link,
            board_id=board_id,
            created_at=created_at,
            media=media,
            save_rate=save_rate,
            outbound_click_rate=outbound_click_rate,
            pin_click_rate=pin_click_rate,
            engagement=engagement,
            engagement_rate=engagement_rate,
            video_avg_watch_time=video_avg_watch_time,
            video_mrc_view=video_mrc_view,
            quartile_95_s_percent_view=quartile_95_s_percent_view,
        )

        pinterest_post_metrics.additional_properties = d
        return pinterest_post_metrics

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
