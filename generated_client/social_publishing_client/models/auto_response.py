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

T = TypeVar("T", bound="AutoResponse")


@_attrs_define
class AutoResponse:
    """The auto-response settings in force (MCP fields; answer shape inferred).

    Example:
        {'status': 'success', 'autoResponseActive': True, 'autoResponseMessage': 'Thanks! We answer within a day.',
            'autoResponseWaitSeconds': 86400}

    """

    status: Literal["success"]
    auto_response_active: bool
    auto_response_message: str
    auto_response_wait_seconds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        auto_response_active = self.auto_response_active

        auto_response_message = self.auto_response_message

        auto_response_wait_seconds = self.auto_response_wait_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "autoResponseActive": auto_response_active,
                "autoResponseMessage": auto_response_message,
                "autoResponseWaitSeconds": auto_response_wait_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        auto_response_active = d.pop("autoResponseActive")

        auto_response_message = d.pop("autoResponseMessage")

        auto_response_wait_seconds = d.pop("autoResponseWaitSeconds")

        auto_response = cls(
            status=status,
            auto_response_active=auto_response_active,
            auto_response_message=auto_response_message,
            auto_response_wait_seconds=auto_response_wait_seconds,
        )

        auto_response.additional_properties = d
        return auto_response

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
