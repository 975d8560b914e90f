from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="NetworkUnlinked")


@_attrs_define
class NetworkUnlinked:
    """The network is not linked."""

    status: Literal["success"]
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    unlinked: bool
    """ Whether a link was removed (false when there was none). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        platform: str = self.platform

        unlinked = self.unlinked

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "platform": platform,
                "unlinked": unlinked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        platform = check_platform(d.pop("platform"))

        unlinked = d.pop("unlinked")

        network_unlinked = cls(
            status=status,
            platform=platform,
            unlinked=unlinked,
        )

        network_unlinked.additional_properties = d
        return network_unlinked

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
