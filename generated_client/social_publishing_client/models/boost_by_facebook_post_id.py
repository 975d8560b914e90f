from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ad_goal import AdGoal, check_ad_goal
from ..models.boost_by_facebook_post_id_status import (
    BoostByFacebookPostIdStatus,
    check_boost_by_facebook_post_id_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ad_locations import AdLocations


T = TypeVar("T", bound="BoostByFacebookPostId")


@_attrs_define
class BoostByFacebookPostId:
    fb_post_id: str
    """ The post's Social Post ID on Facebook. """
    account_id: str
    """ An ad account of `list_ad_accounts`. """
    budget: float
    """ The daily budget in USD with at most two decimals (DOCS), at least the account's
    `minDailyBudget` (code 701).
     """
    post_id: str | Unset = UNSET
    """ The Post ID (of the service) of the post to boost. """
    ad_name: str | Unset = UNSET
    """ The ad's name; default `API Post - <postId> - <creation time>` (the form DOCS
    get-ad-history shows).
     """
    status: BoostByFacebookPostIdStatus | Unset = "active"
    """ `active` (DOCS example) runs the ad after review; `paused` creates it paused
    (inferred). Default `active`.
     """
    goal: AdGoal | Unset = "engagement"
    """ What the boosted post is optimised for. DOCS boost-post shows `engagement`,
    `interactions`, `awareness_views` and more (its list was cut off); `awareness_audience`
    is from a third-party client of the service (2026). Other goals are not described here.
     """
    min_age: int | Unset = 18
    """ The youngest age targeted (bounds inferred from Meta's targeting). """
    max_age: int | Unset = 65
    """ The oldest age targeted (65 means 65 and older; inferred). """
    locations: AdLocations | Unset = UNSET
    """ Where the ad is shown (DOCS boost-post: `locations{countries[]...}`). `regions` and
    `cities` take the keys `list_ad_regions` and `list_ad_cities` answer (inferred).
     """
    bid_amount: float | Unset = UNSET
    """ The bid cap in USD (DOCS names it; the sandbox stores it). """
    start_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    end_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    interests: list[int] | Unset = UNSET
    """ Interest ids from `list_ad_interests` (DOCS: integer ids). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fb_post_id = self.fb_post_id

        account_id = self.account_id

        budget = self.budget

        post_id = self.post_id

        ad_name = self.ad_name

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        goal: str | Unset = UNSET
        if not isinstance(self.goal, Unset):
            goal = self.goal

        min_age = self.min_age

        max_age = self.max_age

        locations: dict[str, Any] | Unset = UNSET
        if not isinstance(self.locations, Unset):
            locations = self.locations.to_dict()

        bid_amount = self.bid_amount

        start_date: str | Unset = UNSET
        if not isinstance(self.start_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            start_date = datetime_to_wire(self.start_date)

        end_date: str | Unset = UNSET
        if not isinstance(self.end_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            end_date = datetime_to_wire(self.end_date)

        interests: list[int] | Unset = UNSET
        if not isinstance(self.interests, Unset):
            interests = self.interests

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fbPostId": fb_post_id,
                "accountId": account_id,
                "budget": budget,
            }
        )
        if post_id is not UNSET:
            field_dict["postId"] = post_id
        if ad_name is not UNSET:
            field_dict["adName"] = ad_name
        if status is not UNSET:
            field_dict["status"] = status
        if goal is not UNSET:
            field_dict["goal"] = goal
        if min_age is not UNSET:
            field_dict["minAge"] = min_age
        if max_age is not UNSET:
            field_dict["maxAge"] = max_age
        if locations is not UNSET:
            field_dict["locations"] = locations
        if bid_amount is not UNSET:
            field_dict["bidAmount"] = bid_amount
        if start_date is not UNSET:
            field_dict["startDate"] = start_date
        if end_date is not UNSET:
            field_dict["endDate"] = end_date
        if interests is not UNSET:
            field_dict["interests"] = interests

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_locations import AdLocations

        d = dict(src_dict)
        fb_post_id = d.pop("fbPostId")

        account_id = d.pop("accountId")

        budget = d.pop("budget")

        post_id = d.pop("postId", UNSET)

        ad_name = d.pop("adName", UNSET)

        _status = d.pop("status", UNSET)
        status: BoostByFacebookPostIdStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_boost_by_facebook_post_id_status(_status)

        _goal = d.pop("goal", UNSET)
        goal: AdGoal | Unset
        if isinstance(_goal, Unset):
            goal = UNSET
        else:
            goal = check_ad_goal(_goal)

        min_age = d.pop("minAge", UNSET)

        max_age = d.pop("maxAge", UNSET)

        _locations = d.pop("locations", UNSET)
        locations: AdLocations | Unset
        if isinstance(_locations, Unset):
            locations = UNSET
        else:
            locations = AdLocations.from_dict(_locations)

        bid_amount = d.pop("bidAmount", UNSET)

        _start_date = d.pop("startDate", UNSET)
        start_date: datetime.datetime | Unset
        if isinstance(_start_date, Unset):
            start_date = UNSET
        else:
            start_date = datetime.datetime.fromisoformat(_start_date)

        _end_date = d.pop("endDate", UNSET)
        end_date: datetime.datetime | Unset
        if isinstance(_end_date, Unset):
            end_date = UNSET
        else:
            end_date = datetime.datetime.fromisoformat(_end_date)

        interests = cast(list[int], d.pop("interests", UNSET))

        boost_by_facebook_post_id = cls(
            fb_post_id=fb_post_id,
            account_id=account_id,
            budget=budget,
            post_id=post_id,
            ad_name=ad_name,
            status=status,
            goal=goal,
            min_age=min_age,
            max_age=max_age,
            locations=locations,
            bid_amount=bid_amount,
            start_date=start_date,
            end_date=end_date,
            interests=interests,
        )

        boost_by_facebook_post_id.additional_properties = d
        return boost_by_facebook_post_id

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
