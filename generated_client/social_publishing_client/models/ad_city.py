from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AdCity")


@_attrs_define
class AdCity:
    """A targetable city (DOCS get-ad-cities: `key`, `name`, `countryCode`, `regionId`, ...):
    `key` is its identifier, `id` the same value under a name kept for existing clients; `regionId` is
    a string (the page shows a number; the regions' `key` are strings).

        Example:
            {'key': '2420379', 'id': '2420379', 'name': 'Los Angeles', 'regionId': '3847', 'countryCode': 'US'}

    """

    key: str
    id: str
    name: str
    region_id: str
    country_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        id = self.id

        name = self.name

        region_id = self.region_id

        country_code = self.country_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "id": id,
                "name": name,
                "regionId": region_id,
                "countryCode": country_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        id = d.pop("id")

        name = d.pop("name")

        region_id = d.pop("regionId")

        country_code = d.pop("countryCode")

        ad_city = cls(
            key=key,
            id=id,
            name=name,
            region_id=region_id,
            country_code=country_code,
        )

        ad_city.additional_properties = d
        return ad_city

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
