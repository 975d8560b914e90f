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
    from ..models.network_account_updated_gmb import NetworkAccountUpdatedGmb


T = TypeVar("T", bound="NetworkAccountUpdated")


@_attrs_define
class NetworkAccountUpdated:
    """The answer to an update: the network's result under its name (DOCS: `{"gmb": {"status":
    "success", "data": {...}}}`); the top-level `status` is inferred.

    """

    status: Literal["success"]
    gmb: NetworkAccountUpdatedGmb
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        gmb = self.gmb.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "gmb": gmb,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.network_account_updated_gmb import NetworkAccountUpdatedGmb

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        gmb = NetworkAccountUpdatedGmb.from_dict(d.pop("gmb"))

        network_account_updated = cls(
            status=status,
            gmb=gmb,
        )

        network_account_updated.additional_properties = d
        return network_account_updated

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
