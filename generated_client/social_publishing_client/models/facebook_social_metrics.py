from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reactions import Reactions


T = TypeVar("T", bound="FacebookSocialMetrics")


@_attrs_define
class FacebookSocialMetrics:
    """Facebook account analytics (LIVE). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    fan_count: int
    followers_count: int
    id: str
    link: str
    name: str
    page_post_engagements: int
    page_posts_impressions: int
    page_posts_impressions_paid: int
    page_video_views: int
    page_video_views_paid: int
    reactions: Reactions
    """ Facebook reactions by kind, and their `total` (FR B.4). """
    verified: bool
    about: str | Unset = UNSET
    """ The Page's about text. """
    category: str | Unset = UNSET
    """ The Page's category. """
    page_follows: int | Unset = UNSET
    page_impressions_unique: int | Unset = UNSET
    page_media_view: int | Unset = UNSET
    page_views_total: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fan_count = self.fan_count

        followers_count = self.followers_count

        id = self.id

        link = self.link

        name = self.name

        page_post_engagements = self.page_post_engagements

        page_posts_impressions = self.page_posts_impressions

        page_posts_impressions_paid = self.page_posts_impressions_paid

        page_video_views = self.page_video_views

        page_video_views_paid = self.page_video_views_paid

        reactions = self.reactions.to_dict()

        verified = self.verified

        about = self.about

        category = self.category

        page_follows = self.page_follows

        page_impressions_unique = self.page_impressions_unique

        page_media_view = self.page_media_view

        page_views_total = self.page_views_total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fanCount": fan_count,
                "followersCount": followers_count,
                "id": id,
                "link": link,
                "name": name,
                "pagePostEngagements": page_post_engagements,
                "pagePostsImpressions": page_posts_impressions,
                "pagePostsImpressionsPaid": page_posts_impressions_paid,
                "pageVideoViews": page_video_views,
                "pageVideoViewsPaid": page_video_views_paid,
                "reactions": reactions,
                "verified": verified,
            }
        )
        if about is not UNSET:
            field_dict["about"] = about
        if category is not UNSET:
            field_dict["category"] = category
        if page_follows is not UNSET:
            field_dict["pageFollows"] = page_follows
        if page_impressions_unique is not UNSET:
            field_dict["pageImpressionsUnique"] = page_impressions_unique
        if page_media_view is not UNSET:
            field_dict["pageMediaView"] = page_media_view
        if page_views_total is not UNSET:
            field_dict["pageViewsTotal"] = page_views_total

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reactions import Reactions

        d = dict(src_dict)
        fan_count = d.pop("fanCount")

        followers_count = d.pop("followersCount")

        id = d.pop("id")

        link = d.pop("link")

        name = d.pop("name")

        page_post_engagements = d.pop("pagePostEngagements")

        page_posts_impressions = d.pop("pagePostsImpressions")

        page_posts_impressions_paid = d.pop("pagePostsImpressionsPaid")

        page_video_views = d.pop("pageVideoViews")

        page_video_views_paid = d.pop("pageVideoViewsPaid")

        reactions = Reactions.from_dict(d.pop("reactions"))

        verified = d.pop("verified")

        about = d.pop("about", UNSET)

        category = d.pop("category", UNSET)

        page_follows = d.pop("pageFollows", UNSET)

        page_impressions_unique = d.pop("pageImpressionsUnique", UNSET)

        page_media_view = d.pop("pageMediaView", UNSET)

        page_views_total = d.pop("pageViewsTotal", UNSET)

        facebook_social_metrics = cls(
            fan_count=fan_count,
            followers_count=followers_count,
            id=id,
            link=link,
            name=name,
            page_post_engagements=page_post_engagements,
            page_posts_impressions=page_posts_impressions,
            page_posts_impressions_paid=page_posts_impressions_paid,
            page_video_views=page_video_views,
            page_video_views_paid=page_video_views_paid,
            reactions=reactions,
            verified=verified,
            about=about,
            category=category,
            page_follows=page_follows,
            page_impressions_unique=page_impressions_unique,
            page_media_view=page_media_view,
            page_views_total=page_views_total,
        )

        facebook_social_metrics.additional_properties = d
        return facebook_social_metrics

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
