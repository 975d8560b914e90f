from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AdRegion")


@_attrs_define
class AdRegion:
    """A targetable region: `key` is its identifier (the name DOCS get-ad-cities gives the
    identifier of a place), `id` the same value under a name kept for existing clients; the rest of the
    shape is inferred.

        Example:
            {'key': '3847', 'id': '3847', 'name': 'California', 'countryCode': 'US'}

    """

    key: str
    id: str
    name: str
    country_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        id = self.id

        name = self.name

        country_code = self.country_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "id": id,
                "name": name,
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

        country_code = d.pop("countryCode")

        ad_region = cls(
            key=key,
            id=id,
            name=name,
            country_code=country_code,
        )

        ad_region.additional_properties = d
        return ad_region

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
