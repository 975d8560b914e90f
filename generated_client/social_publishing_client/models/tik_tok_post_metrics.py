from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tik_tok_post_metrics_tik_tok_audience_country import (
        TikTokPostMetricsTikTokAudienceCountry,
    )
    from ..models.tik_tok_post_metrics_tik_tok_impression_source import (
        TikTokPostMetricsTikTokImpressionSource,
    )


T = TypeVar("T", bound="TikTokPostMetrics")


@_attrs_define
class TikTokPostMetrics:
    """TikTok post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.

    """

    video_views: int
    like_count: int
    comments_count: int
    share_count: int
    reach: int
    total_time_watched: int
    average_time_watched: float | Unset = UNSET
    """ Average watch time (seconds). """
    full_video_watched_rate: float | Unset = UNSET
    """ The share of views that watched the whole video. """
    impression_sources: list[TikTokPostMetricsTikTokImpressionSource] | Unset = UNSET
    """ Where the views came from, one entry per source. """
    audience_countries: list[TikTokPostMetricsTikTokAudienceCountry] | Unset = UNSET
    """ Where the viewers are, one entry per country. """
    post: str | Unset = UNSET
    """ The video's caption (its text). """
    created: str | Unset = UNSET
    """ When the video was published. """
    share_url: str | Unset = UNSET
    """ The video's share address. """
    embed_url: str | Unset = UNSET
    """ The video's embed address. """
    cover_image_url: str | Unset = UNSET
    """ The video's cover image. """
    duration: int | Unset = UNSET
    """ The video's length (seconds). """
    favorites: int | Unset = UNSET
    """ Times the video was saved. """
    profile_views: int | Unset = UNSET
    new_followers: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        video_views = self.video_views

        like_count = self.like_count

        comments_count = self.comments_count

        share_count = self.share_count

        reach = self.reach

        total_time_watched = self.total_time_watched

        average_time_watched = self.average_time_watched

        full_video_watched_rate = self.full_video_watched_rate

        impression_sources: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.impression_sources, Unset):
            impression_sources = []
            for impression_sources_item_data in self.impression_sources:
                impression_sources_item = impression_sources_item_data.to_dict()
                impression_sources.append(impression_sources_item)

        audience_countries: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.audience_countries, Unset):
            audience_countries = []
            for audience_countries_item_data in self.audience_countries:
                audience_countries_item = audience_countries_item_data.to_dict()
                audience_countries.append(audience_countries_item)

        post = self.post

        created = self.created

        share_url = self.share_url

        embed_url = self.embed_url

        cover_image_url = self.cover_image_url

        duration = self.duration

        favorites = self.favorites

        profile_views = self.profile_views

        new_followers = self.new_followers

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
        if average_time_watched is not UNSET:
            field_dict["averageTimeWatched"] = average_time_watched
        if full_video_watched_rate is not UNSET:
            field_dict["fullVideoWatchedRate"] = full_video_watched_rate
        if impression_sources is not UNSET:
            field_dict["impressionSources"] = impression_sources
        if audience_countries is not UNSET:
            field_dict["audienceCountries"] = audience_countries
        if post is not UNSET:
            field_dict["post"] = post
        if created is not UNSET:
            field_dict["created"] = created
        if share_url is not UNSET:
            field_dict["shareUrl"] = share_url
        if embed_url is not UNSET:
            field_dict["embedUrl"] = embed_url
        if cover_image_url is not UNSET:
            field_dict["coverImageUrl"] = cover_image_url
        if duration is not UNSET:
            field_dict["duration"] = duration
        if favorites is not UNSET:
            field_dict["favorites"] = favorites
        if profile_views is not UNSET:
            field_dict["profileViews"] = profile_views
        if new_followers is not UNSET:
            field_dict["newFollowers"] = new_followers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tik_tok_post_metrics_tik_tok_audience_country import (
            TikTokPostMetricsTikTokAudienceCountry,
        )
        from ..models.tik_tok_post_metrics_tik_tok_impression_source import (
            TikTokPostMetricsTikTokImpressionSource,
        )

        d = dict(src_dict)
        video_views = d.pop("videoViews")

        like_count = d.pop("likeCount")

        comments_count = d.pop("commentsCount")

        share_count = d.pop("shareCount")

        reach = d.pop("reach")

        total_time_watched = d.pop("totalTimeWatched")

        average_time_watched = d.pop("averageTimeWatched", UNSET)

        full_video_watched_rate = d.pop("fullVideoWatchedRate", UNSET)

        _impression_sources = d.pop("impressionSources", UNSET)
        impression_sources: list[TikTokPostMetricsTikTokImpressionSource] | Unset = UNSET
        if _impression_sources is not UNSET:
            impression_sources = []
            for impression_sources_item_data in _impression_sources:
                impression_sources_item = TikTokPostMetricsTikTokImpressionSource.from_dict(
                    impression_sources_item_data
                )

                impression_sources.append(impression_sources_item)

        _audience_countries = d.pop("audienceCountries", UNSET)
        audience_countries: list[TikTokPostMetricsTikTokAudienceCountry] | Unset = UNSET
        if _audience_countries is not UNSET:
            audience_countries = []
            for audience_countries_item_data in _audience_countries:
                audience_countries_item = TikTokPostMetricsTikTokAudienceCountry.from_dict(
                    audience_countries_item_data
                )

                audience_countries.append(audience_countries_item)

        post = d.pop("post", UNSET)

        created = d.pop("created", UNSET)

        share_url = d.pop("shareUrl", UNSET)

        embed_url = d.pop("embedUrl", UNSET)

        cover_image_url = d.pop("coverImageUrl", UNSET)

        duration = d.pop("duration", UNSET)

        favorites = d.pop("favorites", UNSET)

        profile_views = d.pop("profileViews", UNSET)

        new_followers = d.pop("newFollowers", UNSET)

        tik_tok_post_metrics = cls(
            video_views=video_views,
            like_count=like_count,
            comments_count=comments_count,
            share_count=share_count,
            reach=reach,
            total_time_watched=total_time_watched,
            average_time_watched=average_time_watched,
            full_video_watched_rate=full_video_watched_rate,
            impression_sources=impression_sources,
            audience_countries=audience_countries,
            post=post,
            created=created,
            share_url=share_url,
            embed_url=embed_url,
            cover_image_url=cover_image_url,
            duration=duration,
            favorites=favorites,
            profile_views=profile_views,
            new_followers=new_followers,
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
