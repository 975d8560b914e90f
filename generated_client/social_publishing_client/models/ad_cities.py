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
    from ..models.ad_city import AdCity


T = TypeVar("T", bound="AdCities")


@_attrs_define
class AdCities:
    """The answer of `list_ad_cities` (DOCS get-ad-cities: `{status, cities, count}`); `count` is
    the number of cities answered.

    """

    status: Literal["success"]
    cities: list[AdCity]
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        cities = []
        for cities_item_data in self.cities:
            cities_item = cities_item_data.to_dict()
            cities.append(cities_item)

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "cities": cities,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_city import AdCity

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        cities = []
        _cities = d.pop("cities")
        for cities_item_data in _cities:
            cities_item = AdCity.from_dict(cities_item_data)

            cities.append(cities_item)

        count = d.pop("count")

        ad_cities = cls(
            status=status,
            cities=cities,
            count=count,
        )

        ad_cities.additional_properties = d
        return ad_cities

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
