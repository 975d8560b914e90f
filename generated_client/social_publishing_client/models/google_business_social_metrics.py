from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GoogleBusinessSocialMetrics")


@_attrs_define
class GoogleBusinessSocialMetrics:
    """GoogleBusiness account analytics (FR B.4). Networks add fields over time; clients ignore names
    they do not know.

    """

    business_impressions_desktop_search: int
    business_impressions_mobile_search: int
    business_impressions_desktop_maps: int
    business_impressions_mobile_maps: int
    call_clicks: int
    website_clicks: int
    business_direction_requests: int
    business_bookings: int
    business_conversations: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        business_impressions_desktop_search = self.business_impressions_desktop_search

        business_impressions_mobile_search = self.business_impressions_mobile_search

        business_impressions_desktop_maps = self.business_impressions_desktop_maps

        business_impressions_mobile_maps = self.business_impressions_mobile_maps

        call_clicks = self.call_clicks

        website_clicks = self.website_clicks

        business_direction_requests = self.business_direction_requests

        business_bookings = self.business_bookings

        business_conversations = self.business_conversations

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "businessImpressionsDesktopSearch": business_impressions_desktop_search,
                "businessImpressionsMobileSearch": business_impressions_mobile_search,
                "businessImpressionsDesktopMaps": business_impressions_desktop_maps,
                "businessImpressionsMobileMaps": business_impressions_mobile_maps,
                "callClicks": call_clicks,
                "websiteClicks": website_clicks,
                "businessDirectionRequests": business_direction_requests,
                "businessBookings": business_bookings,
                "businessConversations": business_conversations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        business_impressions_desktop_search = d.pop("businessImpressionsDesktopSearch")

        business_impressions_mobile_search = d.pop("businessImpressionsMobileSearch")

        business_impressions_desktop_maps = d.pop("businessImpressionsDesktopMaps")

        business_impressions_mobile_maps = d.pop("businessImpressionsMobileMaps")

        call_clicks = d.pop("callClicks")

        website_clicks = d.pop("websiteClicks")

        business_direction_requests = d.pop("businessDirectionRequests")

        business_bookings = d.pop("businessBookings")

        business_conversations = d.pop("businessConversations")

        google_business_social_metrics = cls(
            business_impressions_desktop_search=business_impressions_desktop_search,
            business_impressions_mobile_search=business_impressions_mobile_search,
            business_impressions_desktop_maps=business_impressions_desktop_maps,
            business_impressions_mobile_maps=business_impressions_mobile_maps,
            call_clicks=call_clicks,
            website_clicks=website_clicks,
            business_direction_requests=business_direction_requests,
            business_bookings=business_bookings,
            business_conversations=business_conversations,
        )

        google_business_social_metrics.additional_properties = d
        return google_business_social_metrics

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
