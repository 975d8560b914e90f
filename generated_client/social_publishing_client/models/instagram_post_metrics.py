from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="InstagramPostMetrics")


@_attrs_define
class InstagramPostMetrics:
    """Instagram post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

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
