from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ad_delivery_status import AdDeliveryStatus, check_ad_delivery_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="AdBoosted")


@_attrs_define
class AdBoosted:
    """The answer of `boost_post` (inferred: DOCS did not show it; `{status, adId, ...}`). The
    ad is in review (`deliveryStatus` `PENDING_REVIEW`), or `PAUSED` when created paused.

        Example:
            {'status': 'success', 'adId': '120218167147110411', 'campaignId': '120218167147110400', 'adName': 'Autumn menu
                boost', 'accountId': 'act_1234567890', 'postId': 'RkNcwMGQI4BSAXmNWLhD', 'fbPostId':
                '104732843249102_122095366112345678', 'deliveryStatus': 'PENDING_REVIEW'}

    """

    status: Literal["success"]
    ad_id: str
    """ A Meta id (digits; DOCS get-ad-history shows `adId` so). """
    campaign_id: str
    """ A Meta id (digits; DOCS get-ad-history shows `adId` so). """
    ad_name: str
    account_id: str
    fb_post_id: str
    delivery_status: AdDeliveryStatus
    """ Where the ad is in its life (inferred names from the Marketing API's effective statuses;
    DOCS get-ad-history shows `ACTIVE`): in review, waiting for `startDate`, running,
    paused, or past `endDate`.
     """
    post_id: str | Unset = UNSET
    """ The Post ID of the service (absent for a post made outside it). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        ad_id = self.ad_id

        campaign_id = self.campaign_id

        ad_name = self.ad_name

        account_id = self.account_id

        fb_post_id = self.fb_post_id

        delivery_status: str = self.delivery_status

        post_id = self.post_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "adId": ad_id,
                "campaignId": campaign_id,
                "adName": ad_name,
                "accountId": account_id,
                "fbPostId": fb_post_id,
                "deliveryStatus": delivery_status,
            }
        )
        if post_id is not UNSET:
            field_dict["postId"] = post_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        ad_id = d.pop("adId")

        campaign_id = d.pop("campaignId")

        ad_name = d.pop("adName")

        account_id = d.pop("accountId")

        fb_post_id = d.pop("fbPostId")

        delivery_status = check_ad_delivery_status(d.pop("deliveryStatus"))

        post_id = d.pop("postId", UNSET)

        ad_boosted = cls(
            status=status,
            ad_id=ad_id,
            campaign_id=campaign_id,
            ad_name=ad_name,
            account_id=account_id,
            fb_post_id=fb_post_id,
            delivery_status=delivery_status,
            post_id=post_id,
        )

        ad_boosted.additional_properties = d
        return ad_boosted

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
