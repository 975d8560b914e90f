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
    from ..models.ad_region import AdRegion


T = TypeVar("T", bound="AdRegions")


@_attrs_define
class AdRegions:
    """The answer of `list_ad_regions`; `count` is the number of regions (as DOCS get-ad-cities
    answers its cities).

    """

    status: Literal["success"]
    regions: list[AdRegion]
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "regions": regions,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_region import AdRegion

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in _regions:
            regions_item = AdRegion.from_dict(regions_item_data)

            regions.append(regions_item)

        count = d.pop("count")

        ad_regions = cls(
            status=status,
            regions=regions,
            count=count,
        )

        ad_regions.additional_properties = d
        return ad_regions

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
