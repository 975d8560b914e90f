from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AdInterest")


@_attrs_define
class AdInterest:
    """A targeting interest (inferred shape; `id` is what `boost_post` takes).

    Example:
        {'id': 6003000000001, 'name': 'Baking', 'path': ['Hobbies and activities', 'Food and drink', 'Baking'],
            'audienceSize': 310000000}

    """

    id: int
    name: str
    path: list[str]
    audience_size: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        path = self.path

        audience_size = self.audience_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "path": path,
                "audienceSize": audience_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        path = cast(list[str], d.pop("path"))

        audience_size = d.pop("audienceSize")

        ad_interest = cls(
            id=id,
            name=name,
            path=path,
            audience_size=audience_size,
        )

        ad_interest.additional_properties = d
        return ad_interest

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
