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
    from ..models.x_user_lookup import XUserLookup


T = TypeVar("T", bound="UserLookups")


@_attrs_define
class UserLookups:
    """The X users looked up this month (DOCS user-lookups starts with an `x` array; `status` inferred).

    Example:
        {'status': 'success', 'x': [{'userName': 'ayrshare', 'created': '2026-11-22T18:00:00Z'}]}

    """

    status: Literal["success"]
    x: list[XUserLookup]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        x = []
        for x_item_data in self.x:
            x_item = x_item_data.to_dict()
            x.append(x_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "x": x,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.x_user_lookup import XUserLookup

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        x = []
        _x = d.pop("x")
        for x_item_data in _x:
            x_item = XUserLookup.from_dict(x_item_data)

            x.append(x_item)

        user_lookups = cls(
            status=status,
            x=x,
        )

        user_lookups.additional_properties = d
        return user_lookups

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
