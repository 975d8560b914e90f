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
from ..models.ad_status import AdStatus, check_ad_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ad_goal_info import AdGoalInfo
    from ..models.ad_metrics import AdMetrics


T = TypeVar("T", bound="Ad")


@_attrs_define
class Ad:
    """One boosted ad. The fields DOCS get-ad-history shows for a spend entry (`adId`, `adName`,
    `budgetDaily`, `budgetType`, `deliveryStatus`, `goal`, `isActive`, `isComplete`,
    `metrics`, `network`, `postId`, `spend`, `status`) plus the ad's account, campaign,
    Facebook post and schedule (inferred). `spend` (USD) and `metrics` cover the ad's whole
    life until the service clock.

        Example:
            {'adId': '120218167147110411', 'campaignId': '120218167147110400', 'accountId': 'act_1234567890', 'adName':
                'Autumn menu boost', 'postId': 'RkNcwMGQI4BSAXmNWLhD', 'fbPostId': '104732843249102_122095366112345678',
                'network': 'facebook', 'status': 'ACTIVE', 'deliveryStatus': 'ACTIVE', 'isActive': True, 'isComplete': False,
                'budgetDaily': 4, 'budgetType': 'daily', 'goal': {'type': 'engagement', 'title': 'Get More Engagement',
                'description': 'Engagement from as many different people as possible.'}, 'startDate': '2026-11-20T00:00:00Z',
                'created': '2026-11-19T00:00:00Z', 'spend': 1.58, 'metrics': {'clicks': 3, 'impressions': 1027, 'reach': 1016,
                'frequency': 1.01, 'ctr': 0.29, 'cpm': 1.54, 'cpp': 1.56, 'cpc': 0.53}}

    """

    ad_id: str
    """ A Meta id (digits; DOCS get-ad-history shows `adId` so). """
    campaign_id: str
    """ A Meta id (digits; DOCS get-ad-history shows `adId` so). """
    account_id: str
    ad_name: str
    fb_post_id: str
    network: Literal["facebook"]
    status: AdStatus
    """ The status the owner set (DOCS shows `ACTIVE`; `PAUSED` inferred). """
    delivery_status: AdDeliveryStatus
    """ Where the ad is in its life (inferred names from the Marketing API's effective statuses;
    DOCS get-ad-history shows `ACTIVE`): in review, waiting for `startDate`, running,
    paused, or past `endDate`.
     """
    is_active: bool
    """ `deliveryStatus` is `ACTIVE`. """
    is_complete: bool
    """ `deliveryStatus` is `COMPLETED`. """
    budget_daily: float
    budget_type: Literal["daily"]
    goal: AdGoalInfo
    """ An ad's goal as DOCS get-ad-history shows it (`type`, `title`, `description`). """
    start_date: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    spend: float
    metrics: AdMetrics
    """ What an ad delivered (DOCS get-ad-history: `clicks`, `impressions`, `reach`, `frequency`,
    `ctr`, `cpm`, `cpp`, `cpc`). Ratios are rounded to two decimals and 0 without a
    denominator (inferred); `ctr` is a percentage.
     """
    post_id: str | Unset = UNSET
    end_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ad_id = self.ad_id

        campaign_id = self.campaign_id

        account_id = self.account_id

        ad_name = self.ad_name

        fb_post_id = self.fb_post_id

        network = self.network

        status: str = self.status

        delivery_status: str = self.delivery_status

        is_active = self.is_active

        is_complete = self.is_complete

        budget_daily = self.budget_daily

        budget_type = self.budget_type

        goal = self.goal.to_dict()

        from social_publishing_client.types import datetime_to_wire

        start_date = datetime_to_wire(self.start_date)

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        spend = self.spend

        metrics = self.metrics.to_dict()

        post_id = self.post_id

        end_date: str | Unset = UNSET
        if not isinstance(self.end_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            end_date = datetime_to_wire(self.end_date)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adId": ad_id,
                "campaignId": campaign_id,
                "accountId": account_id,
                "adName": ad_name,
                "fbPostId": fb_post_id,
                "network": network,
                "status": status,
                "deliveryStatus": delivery_status,
                "isActive": is_active,
                "isComplete": is_complete,
                "budgetDaily": budget_daily,
                "budgetType": budget_type,
                "goal": goal,
                "startDate": start_date,
                "created": created,
                "spend": spend,
                "metrics": metrics,
            }
        )
        if post_id is not UNSET:
            field_dict["postId"] = post_id
        if end_date is not UNSET:
            field_dict["endDate"] = end_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_goal_info import AdGoalInfo
        from ..models.ad_metrics import AdMetrics

        d = dict(src_dict)
        ad_id = d.pop("adId")

        campaign_id = d.pop("campaignId")

        account_id = d.pop("accountId")

        ad_name = d.pop("adName")

        fb_post_id = d.pop("fbPostId")

        network = cast(Literal["facebook"], d.pop("network"))
        if network != "facebook":
            raise ValueError(f"network must match const 'facebook', got '{network}'")

        status = check_ad_status(d.pop("status"))

        delivery_status = check_ad_delivery_status(d.pop("deliveryStatus"))

        is_active = d.pop("isActive")

        is_complete = d.pop("isComplete")

        budget_daily = d.pop("budgetDaily")

        budget_type = cast(Literal["daily"], d.pop("budgetType"))
        if budget_type != "daily":
            raise ValueError(f"budgetType must match const 'daily', got '{budget_type}'")

        goal = AdGoalInfo.from_dict(d.pop("goal"))

        start_date = datetime.datetime.fromisoformat(d.pop("startDate"))

        created = datetime.datetime.fromisoformat(d.pop("created"))

        spend = d.pop("spend")

        metrics = AdMetrics.from_dict(d.pop("metrics"))

        post_id = d.pop("postId", UNSET)

        _end_date = d.pop("endDate", UNSET)
        end_date: datetime.datetime | Unset
        if isinstance(_end_date, Unset):
            end_date = UNSET
        else:
            end_date = datetime.datetime.fromisoformat(_end_date)

        ad = cls(
            ad_id=ad_id,
            campaign_id=campaign_id,
            account_id=account_id,
            ad_name=ad_name,
            fb_post_id=fb_post_id,
            network=network,
            status=status,
            delivery_status=delivery_status,
            is_active=is_active,
            is_complete=is_complete,
            budget_daily=budget_daily,
            budget_type=budget_type,
            goal=goal,
            start_date=start_date,
            created=created,
            spend=spend,
            metrics=metrics,
            post_id=post_id,
            end_date=end_date,
        )

        ad.additional_properties = d
        return ad

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
