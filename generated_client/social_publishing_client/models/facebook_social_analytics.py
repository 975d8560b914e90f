from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.daily_value import DailyValue
    from ..models.facebook_social_metrics import FacebookSocialMetrics


T = TypeVar("T", bound="FacebookSocialAnalytics")


@_attrs_define
class FacebookSocialAnalytics:
    """The account analytics of Facebook."""

    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    analytics: FacebookSocialMetrics
    """ Facebook account analytics (LIVE). Networks add fields over time; clients ignore names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.
     """
    daily: list[DailyValue] | Unset = UNSET
    """ The daily series (`daily`, or `period60Days` on TikTok), oldest first. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        analytics = self.analytics.to_dict()

        daily: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.daily, Unset):
            daily = []
            for daily_item_data in self.daily:
                daily_item = daily_item_data.to_dict()
                daily.append(daily_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
                "analytics": analytics,
            }
        )
        if daily is not UNSET:
            field_dict["daily"] = daily

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.daily_value import DailyValue
        from ..models.facebook_social_metrics import FacebookSocialMetrics

        d = dict(src_dict)
        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        analytics = FacebookSocialMetrics.from_dict(d.pop("analytics"))

        _daily = d.pop("daily", UNSET)
        daily: list[DailyValue] | Unset = UNSET
        if _daily is not UNSET:
            daily = []
            for daily_item_data in _daily:
                daily_item = DailyValue.from_dict(daily_item_data)

                daily.append(daily_item)

        facebook_social_analytics = cls(
            last_updated=last_updated,
            next_update=next_update,
            analytics=analytics,
            daily=daily,
        )

        facebook_social_analytics.additional_properties = d
        return facebook_social_analytics

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
