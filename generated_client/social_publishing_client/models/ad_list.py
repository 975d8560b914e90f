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


T = TypeVar("T", bound="AdList")


@_attrs_define
class AdList:
    """The answer of `list_ads` (inferred shape)."""

    status: Literal["success"]
    ads: list[Ad]
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        ads = []
        for ads_item_data in self.ads:
            ads_item = ads_item_data.to_dict()
            ads.append(ads_item)

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "ads": ads,
                "count": count,
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

        ads = []
        _ads = d.pop("ads")
        for ads_item_data in _ads:
            ads_item = Ad.from_dict(ads_item_data)

            ads.append(ads_item)

        count = d.pop("count")

        ad_list = cls(
            status=status,
            ads=ads,
            count=count,
        )

        ad_list.additional_properties = d
        return ad_list

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
