from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ad_delivery_status import AdDeliveryStatus, check_ad_delivery_status
from ..models.ad_spend_entry_status import (
    AdSpendEntryStatus,
    check_ad_spend_entry_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ad_goal_info import AdGoalInfo
    from ..models.ad_metrics import AdMetrics


T = TypeVar("T", bound="AdSpendEntry")


@_attrs_define
class AdSpendEntry:
    """One ad's spend on one UTC day (DOCS get-ad-history's `history` entry fields)."""

    ad_id: str
    """ A Meta id (digits; DOCS get-ad-history shows `adId` so). """
    ad_name: str
    budget_daily: float
    budget_type: Literal["daily"]
    delivery_status: AdDeliveryStatus
    """ Where the ad is in its life (inferred names from the Marketing API's effective statuses;
    DOCS get-ad-history shows `ACTIVE`): in review, waiting for `startDate`, running,
    paused, or past `endDate`.
     """
    goal: AdGoalInfo
    """ An ad's goal as DOCS get-ad-history shows it (`type`, `title`, `description`). """
    is_active: bool
    is_complete: bool
    metrics: AdMetrics
    """ What an ad delivered (DOCS get-ad-history: `clicks`, `impressions`, `reach`, `frequency`,
    `ctr`, `cpm`, `cpp`, `cpc`). Ratios are rounded to two decimals and 0 without a
    denominator (inferred); `ctr` is a percentage.
     """
    network: Literal["facebook"]
    spend: float
    spend_date: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    status: AdSpendEntryStatus
    post_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ad_id = self.ad_id

        ad_name = self.ad_name

        budget_daily = self.budget_daily

        budget_type = self.budget_type

        delivery_status: str = self.delivery_status

        goal = self.goal.to_dict()

        is_active = self.is_active

        is_complete = self.is_complete

        metrics = self.metrics.to_dict()

        network = self.network

        spend = self.spend

        from social_publishing_client.types import datetime_to_wire

        spend_date = datetime_to_wire(self.spend_date)

        status: str = self.status

        post_id = self.post_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adId": ad_id,
                "adName": ad_name,
                "budgetDaily": budget_daily,
                "budgetType": budget_type,
                "deliveryStatus": delivery_status,
                "goal": goal,
                "isActive": is_active,
                "isComplete": is_complete,
                "metrics": metrics,
                "network": network,
                "spend": spend,
                "spendDate": spend_date,
                "status": status,
            }
        )
        if post_id is not UNSET:
            field_dict["postId"] = post_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_goal_info import AdGoalInfo
        from ..models.ad_metrics import AdMetrics

        d = dict(src_dict)
        ad_id = d.pop("adId")

        ad_name = d.pop("adName")

        budget_daily = d.pop("budgetDaily")

        budget_type = cast(Literal["daily"], d.pop("budgetType"))
        if budget_type != "daily":
            raise ValueError(f"budgetType must match const 'daily', got '{budget_type}'")

        delivery_status = check_ad_delivery_status(d.pop("deliveryStatus"))

        goal = AdGoalInfo.from_dict(d.pop("goal"))

        is_active = d.pop("isActive")

        is_complete = d.pop("isComplete")

        metrics = AdMetrics.from_dict(d.pop("metrics"))

        network = cast(Literal["facebook"], d.pop("network"))
        if network != "facebook":
            raise ValueError(f"network must match const 'facebook', got '{network}'")

        spend = d.pop("spend")

        spend_date = datetime.datetime.fromisoformat(d.pop("spendDate"))

        status = check_ad_spend_entry_status(d.pop("status"))

        post_id = d.pop("postId", UNSET)

        ad_spend_entry = cls(
            ad_id=ad_id,
            ad_name=ad_name,
            budget_daily=budget_daily,
            budget_type=budget_type,
            delivery_status=delivery_status,
            goal=goal,
            is_active=is_active,
            is_complete=is_complete,
            metrics=metrics,
            network=network,
            spend=spend,
            spend_date=spend_date,
            status=status,
            post_id=post_id,
        )

        ad_spend_entry.additional_properties = d
        return ad_spend_entry

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
