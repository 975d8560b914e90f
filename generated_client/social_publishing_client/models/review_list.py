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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.review import Review


T = TypeVar("T", bound="ReviewList")


@_attrs_define
class ReviewList:
    """Answer of `list_reviews`: the reviews under the network's name, newest first (legacy DOCS,
    REV, FR B.6), `averageRating` (1 to 5) and `totalReviewCount` on Google Business Profile,
    and the cache times (`nextUpdate` is `lastUpdated` plus the operation's
    `x-refresh-seconds`).

    """

    status: Literal["success"]
    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    facebook: list[Review] | Unset = UNSET
    gmb: list[Review] | Unset = UNSET
    average_rating: float | Unset = UNSET
    total_review_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        facebook: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.facebook, Unset):
            facebook = []
            for facebook_item_data in self.facebook:
                facebook_item = facebook_item_data.to_dict()
                facebook.append(facebook_item)

        gmb: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.gmb, Unset):
            gmb = []
            for gmb_item_data in self.gmb:
                gmb_item = gmb_item_data.to_dict()
                gmb.append(gmb_item)

        average_rating = self.average_rating

        total_review_count = self.total_review_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
            }
        )
        if facebook is not UNSET:
            field_dict["facebook"] = facebook
        if gmb is not UNSET:
            field_dict["gmb"] = gmb
        if average_rating is not UNSET:
            field_dict["averageRating"] = average_rating
        if total_review_count is not UNSET:
            field_dict["totalReviewCount"] = total_review_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.review import Review

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        _facebook = d.pop("facebook", UNSET)
        facebook: list[Review] | Unset = UNSET
        if _facebook is not UNSET:
            facebook = []
            for facebook_item_data in _facebook:
                facebook_item = Review.from_dict(facebook_item_data)

                facebook.append(facebook_item)

        _gmb = d.pop("gmb", UNSET)
        gmb: list[Review] | Unset = UNSET
        if _gmb is not UNSET:
            gmb = []
            for gmb_item_data in _gmb:
                gmb_item = Review.from_dict(gmb_item_data)

                gmb.append(gmb_item)

        average_rating = d.pop("averageRating", UNSET)

        total_review_count = d.pop("totalReviewCount", UNSET)

        review_list = cls(
            status=status,
            last_updated=last_updated,
            next_update=next_update,
            facebook=facebook,
            gmb=gmb,
            average_rating=average_rating,
            total_review_count=total_review_count,
        )

        review_list.additional_properties = d
        return review_list

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
