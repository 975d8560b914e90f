from __future__ import annotations

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

if TYPE_CHECKING:
    from ..models.ad import Ad


T = TypeVar("T", bound="AdUpdated")


@_attrs_define
class AdUpdated:
    """The answer of `update_ad` (inferred shape)."""

    status: Literal["success"]
    ad: Ad
    """ One boosted ad. The fields DOCS get-ad-history shows for a spend entry (`adId`, `adName`,
    `budgetDaily`, `budgetType`, `deliveryStatus`, `goal`, `isActive`, `isComplete`,
    `metrics`, `network`, `postId`, `spend`, `status`) plus the ad's account, campaign,
    Facebook post and schedule (inferred). `spend` (USD) and `metrics` cover the ad's whole
    life until the service clock.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        ad = self.ad.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "ad": ad,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad import Ad

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        ad = Ad.from_dict(d.pop("ad"))

        ad_updated = cls(
            status=status,
            ad=ad,
        )

        ad_updated.additional_properties = d
        return ad_updated

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
