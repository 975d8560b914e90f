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

T = TypeVar("T", bound="Error")


@_attrs_define
class Error:
    """The body of every error response. `code` is a key of `x-error-catalogue`.

    Example:
        {'status': 'error', 'code': 140, 'action': 'post', 'message': 'The image aspect ratio must be 1:1 (1.00); the
            image is 1200x800 (1.50).'}

    """

    status: Literal["error"]
    code: int
    """ The error code; `x-error-catalogue` gives its HTTP status and meaning. """
    message: str
    """ What went wrong, for a person to read. """
    action: str | Unset = UNSET
    """ The kind of request the error belongs to (for example `post`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        code = self.code

        message = self.message

        action = self.action

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "code": code,
                "message": message,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["error"], d.pop("status"))
        if status != "error":
            raise ValueError(f"status must match const 'error', got '{status}'")

        code = d.pop("code")

        message = d.pop("message")

        action = d.pop("action", UNSET)

        error = cls(
            status=status,
            code=code,
            message=message,
            action=action,
        )

        error.additional_properties = d
        return error

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
