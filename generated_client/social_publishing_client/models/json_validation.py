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

from ..types import UNSET, Unset

T = TypeVar("T", bound="JsonValidation")


@_attrs_define
class JsonValidation:
    """Answer of `validate_json`. When the text is valid JSON, `message` is the operation's
    `x-validate.validMessage` (DOCS validate-json's); when it is not, `message`, `line` and
    `column` (both from 1) say where it first fails.

    """

    status: Literal["success"]
    valid: bool
    message: str | Unset = UNSET
    line: int | Unset = UNSET
    column: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        valid = self.valid

        message = self.message

        line = self.line

        column = self.column

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "valid": valid,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if line is not UNSET:
            field_dict["line"] = line
        if column is not UNSET:
            field_dict["column"] = column

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        valid = d.pop("valid")

        message = d.pop("message", UNSET)

        line = d.pop("line", UNSET)

        column = d.pop("column", UNSET)

        json_validation = cls(
            status=status,
            valid=valid,
            message=message,
            line=line,
            column=column,
        )

        json_validation.additional_properties = d
        return json_validation

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
