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

from ..models.network_deletion_status import (
    NetworkDeletionStatus,
    check_network_deletion_status,
)

T = TypeVar("T", bound="NetworkDeletion")


@_attrs_define
class NetworkDeletion:
    """The deletion of a post on one network."""

    action: Literal["delete"]
    status: NetworkDeletionStatus
    id: str
    """ Social Post ID, made by a network (`x-identifier-kinds`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        status: str = self.status

        id = self.id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "status": status,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["delete"], d.pop("action"))
        if action != "delete":
            raise ValueError(f"action must match const 'delete', got '{action}'")

        status = check_network_deletion_status(d.pop("status"))

        id = d.pop("id")

        network_deletion = cls(
            action=action,
            status=status,
            id=id,
        )

        network_deletion.additional_properties = d
        return network_deletion

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
