from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.add_on import AddOn, check_add_on

T = TypeVar("T", bound="AddOnsChange")


@_attrs_define
class AddOnsChange:
    """The add-ons the account has (all others are removed)."""

    add_ons: list[AddOn]

    def to_dict(self) -> dict[str, Any]:
        add_ons = []
        for add_ons_item_data in self.add_ons:
            add_ons_item: str = add_ons_item_data
            add_ons.append(add_ons_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "addOns": add_ons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        add_ons = []
        _add_ons = d.pop("addOns")
        for add_ons_item_data in _add_ons:
            add_ons_item = check_add_on(add_ons_item_data)

            add_ons.append(add_ons_item)

        add_ons_change = cls(
            add_ons=add_ons,
        )

        return add_ons_change
