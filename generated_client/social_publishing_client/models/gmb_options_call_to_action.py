from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.gmb_options_call_to_action_action_type import (
    GmbOptionsCallToActionActionType,
    check_gmb_options_call_to_action_action_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GmbOptionsCallToAction")


@_attrs_define
class GmbOptionsCallToAction:
    action_type: GmbOptionsCallToActionActionType | Unset = UNSET
    url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action_type: str | Unset = UNSET
        if not isinstance(self.action_type, Unset):
            action_type = self.action_type

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if action_type is not UNSET:
            field_dict["actionType"] = action_type
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _action_type = d.pop("actionType", UNSET)
        action_type: GmbOptionsCallToActionActionType | Unset
        if isinstance(_action_type, Unset):
            action_type = UNSET
        else:
            action_type = check_gmb_options_call_to_action_action_type(_action_type)

        url = d.pop("url", UNSET)

        gmb_options_call_to_action = cls(
            action_type=action_type,
            url=url,
        )

        gmb_options_call_to_action.additional_properties = d
        return gmb_options_call_to_action

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
