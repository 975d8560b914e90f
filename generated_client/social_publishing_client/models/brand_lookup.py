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
    from ..models.brand_account import BrandAccount


T = TypeVar("T", bound="BrandLookup")


@_attrs_define
class BrandLookup:
    """Answer of `get_brand_by_user` (own shape; not published)."""

    status: Literal["success"]
    brands: list[BrandAccount]
    """ One entry per network asked for, in the order of `platforms`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        brands = []
        for brands_item_data in self.brands:
            brands_item = brands_item_data.to_dict()
            brands.append(brands_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "brands": brands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brand_account import BrandAccount

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        brands = []
        _brands = d.pop("brands")
        for brands_item_data in _brands:
            brands_item = BrandAccount.from_dict(brands_item_data)

            brands.append(brands_item)

        brand_lookup = cls(
            status=status,
            brands=brands,
        )

        brand_lookup.additional_properties = d
        return brand_lookup

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
