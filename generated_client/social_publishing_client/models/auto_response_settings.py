from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AutoResponseSettings")


@_attrs_define
class AutoResponseSettings:
    """The acting profile's auto-response to incoming messages, for every network (MCP: scoped to
    the profile, not a platform). POST needs at least one field. While `autoResponseActive`,
    an incoming message is answered with `autoResponseMessage` unless the conversation got an
    auto-response within the last `autoResponseWaitSeconds` (the meaning of the wait is
    inferred). `autoResponseMessage: ""` resets the text to the service's default
    (`x-default-message`; the real default text is not published).

        Example:
            {'autoResponseActive': True, 'autoResponseMessage': 'Thanks! We answer within a day.'}

    """

    auto_response_active: bool | Unset = False
    auto_response_message: str | Unset = UNSET
    auto_response_wait_seconds: int | Unset = 86400
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auto_response_active = self.auto_response_active

        auto_response_message = self.auto_response_message

        auto_response_wait_seconds = self.auto_response_wait_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if auto_response_active is not UNSET:
            field_dict["autoResponseActive"] = auto_response_active
        if auto_response_message is not UNSET:
            field_dict["autoResponseMessage"] = auto_response_message
        if auto_response_wait_seconds is not UNSET:
            field_dict["autoResponseWaitSeconds"] = auto_response_wait_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        auto_response_active = d.pop("autoResponseActive", UNSET)

        auto_response_message = d.pop("autoResponseMessage", UNSET)

        auto_response_wait_seconds = d.pop("autoResponseWaitSeconds", UNSET)

        auto_response_settings = cls(
            auto_response_active=auto_response_active,
            auto_response_message=auto_response_message,
            auto_response_wait_seconds=auto_response_wait_seconds,
        )

        auto_response_settings.additional_properties = d
        return auto_response_settings

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
