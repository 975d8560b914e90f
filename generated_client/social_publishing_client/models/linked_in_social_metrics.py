from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.linked_in_followers import LinkedInFollowers
    from ..models.linked_in_social_metrics_linked_in_page_views import (
        LinkedInSocialMetricsLinkedInPageViews,
    )


T = TypeVar("T", bound="LinkedInSocialMetrics")


@_attrs_define
class LinkedInSocialMetrics:
    """LinkedIn account analytics (LIVE (the ~30 page-view counters of `views` are not modelled)). Networks add fields over
    time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    click_count: int
    comment_count: int
    engagement: int
    followers: LinkedInFollowers
    """ LinkedIn Page followers (LIVE). """
    impression_count: int
    like_count: int
    share_count: int
    views: LinkedInSocialMetricsLinkedInPageViews | Unset = UNSET
    """ Page views by kind (a subset of LinkedIn's page-view counters). """
    unique_impressions_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        click_count = self.click_count

        comment_count = self.comment_count

        engagement = self.engagement

        followers = self.followers.to_dict()

        impression_count = self.impression_count

        like_count = self.like_count

        share_count = self.share_count

        views: dict[str, Any] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = self.views.to_dict()

        unique_impressions_count = self.unique_impressions_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "clickCount": click_count,
                "commentCount": comment_count,
                "engagement": engagement,
                "followers": followers,
                "impressionCount": impression_count,
                "likeCount": like_count,
                "shareCount": share_count,
            }
        )
        if views is not UNSET:
            field_dict["views"] = views
        if unique_impressions_count is not UNSET:
            field_dict["uniqueImpressionsCount"] = unique_impressions_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.linked_in_followers import LinkedInFollowers
        from ..models.linked_in_social_metrics_linked_in_page_views import (
            LinkedInSocialMetricsLinkedInPageViews,
        )

        d = dict(src_dict)
        click_count = d.pop("clickCount")

        comment_count = d.pop("commentCount")

        engagement = d.pop("engagement")

        followers = LinkedInFollowers.from_dict(d.pop("followers"))

        impression_count = d.pop("impressionCount")

        like_count = d.pop("likeCount")

        share_count = d.pop("shareCount")

        _views = d.pop("views", UNSET)
        views: LinkedInSocialMetricsLinkedInPageViews | Unset
        if isinstance(_views, Unset):
            views = UNSET
        else:
            views = LinkedInSocialMetricsLinkedInPageViews.from_dict(_views)

        unique_impressions_count = d.pop("uniqueImpressionsCount", UNSET)

        linked_in_social_metrics = cls(
            click_count=click_count,
            comment_count=comment_count,
            engagement=engagement,
            followers=followers,
            impression_count=impression_count,
            like_count=like_count,
            share_count=share_count,
            views=views,
            unique_impressions_count=unique_impressions_count,
        )

        linked_in_social_metrics.additional_properties = d
        return linked_in_social_metrics

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
