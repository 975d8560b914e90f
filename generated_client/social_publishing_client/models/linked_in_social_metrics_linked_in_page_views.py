from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LinkedInSocialMetricsLinkedInPageViews")


@_attrs_define
class LinkedInSocialMetricsLinkedInPageViews:
    """Page views by kind (a subset of LinkedIn's page-view counters)."""

    all_page_views: int
    about_page_views: int
    careers_page_views: int | Unset = UNSET
    jobs_page_views: int | Unset = UNSET
    life_at_page_views: int | Unset = UNSET
    overview_page_views: int | Unset = UNSET
    people_page_views: int | Unset = UNSET
    products_page_views: int | Unset = UNSET
    insights_page_views: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        all_page_views = self.all_page_views

        about_page_views = self.about_page_views

        careers_page_views = self.careers_page_views

        jobs_page_views = self.jobs_page_views

        life_at_page_views = self.life_at_page_views

        overview_page_views = self.overview_page_views

        people_page_views = self.people_page_views

        products_page_views = self.products_page_views

        insights_page_views = self.insights_page_views

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allPageViews": all_page_views,
                "aboutPageViews": about_page_views,
            }
        )
        if careers_page_views is not UNSET:
            field_dict["careersPageViews"] = careers_page_views
        if jobs_page_views is not UNSET:
            field_dict["jobsPageViews"] = jobs_page_views
        if life_at_page_views is not UNSET:
            field_dict["lifeAtPageViews"] = life_at_page_views
        if overview_page_views is not UNSET:
            field_dict["overviewPageViews"] = overview_page_views
        if people_page_views is not UNSET:
            field_dict["peoplePageViews"] = people_page_views
        if products_page_views is not UNSET:
            field_dict["productsPageViews"] = products_page_views
        if insights_page_views is not UNSET:
            field_dict["insightsPageViews"] = insights_page_views

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        all_page_views = d.pop("allPageViews")

        about_page_views = d.pop("aboutPageViews")

        careers_page_views = d.pop("careersPageViews", UNSET)

        jobs_page_views = d.pop("jobsPageViews", UNSET)

        life_at_page_views = d.pop("lifeAtPageViews", UNSET)

        overview_page_views = d.pop("overviewPageViews", UNSET)

        people_page_views = d.pop("peoplePageViews", UNSET)

        products_page_views = d.pop("productsPageViews", UNSET)

        insights_page_views = d.pop("insightsPageViews", UNSET)

        linked_in_social_metrics_linked_in_page_views = cls(
            all_page_views=all_page_views,
            about_page_views=about_page_views,
            careers_page_views=careers_page_views,
            jobs_page_views=jobs_page_views,
            life_at_page_views=life_at_page_views,
            overview_page_views=overview_page_views,
            people_page_views=people_page_views,
            products_page_views=products_page_views,
            insights_page_views=insights_page_views,
        )

        linked_in_social_metrics_linked_in_page_views.additional_properties = d
        return linked_in_social_metrics_linked_in_page_views

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
