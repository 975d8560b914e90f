from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AdLocations")


@_attrs_define
class AdLocations:
    """Where the ad is shown (DOCS boost-post: `locations{countries[]...}`). `regions` and
    `cities` take the keys `list_ad_regions` and `list_ad_cities` answer (inferred).

        Example:
            {'countries': ['US']}

    """

    countries: list[str] | Unset = UNSET
    """ ISO 3166-1 alpha-2 country codes. """
    regions: list[str] | Unset = UNSET
    cities: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        countries: list[str] | Unset = UNSET
        if not isinstance(self.countries, Unset):
            countries = self.countries

        regions: list[str] | Unset = UNSET
        if not isinstance(self.regions, Unset):
            regions = self.regions

        cities: list[str] | Unset = UNSET
        if not isinstance(self.cities, Unset):
            cities = self.cities

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if countries is not UNSET:
            field_dict["countries"] = countries
        if regions is not UNSET:
            field_dict["regions"] = regions
        if cities is not UNSET:
            field_dict["cities"] = cities

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        countries = cast(list[str], d.pop("countries", UNSET))

        regions = cast(list[str], d.pop("regions", UNSET))

        cities = cast(list[str], d.pop("cities", UNSET))

        ad_locations = cls(
            countries=countries,
            regions=regions,
            cities=cities,
        )

        ad_locations.additional_properties = d
        return ad_locations

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
