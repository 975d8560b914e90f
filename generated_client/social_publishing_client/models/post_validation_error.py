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
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostValidationError")


@_attrs_define
class PostValidationError:
    """Why the post would fail on one network (the `PostError` shape with `action: validate`);
    a text over the network's limit (`x-max-pack.textLimits`) also gives its `length` and
    `maxLength`.

    """

    action: Literal["validate"]
    status: Literal["error"]
    code: int
    """ A code of `x-error-catalogue` (156 not linked, 710 text too long). """
    message: str
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    length: int | Unset = UNSET
    """ Characters of the text (Unicode code points), on code 710. """
    max_length: int | Unset = UNSET
    """ The network's limit from `x-max-pack.textLimits`, on code 710. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        status = self.status

        code = self.code

        message = self.message

        platform: str = self.platform

        length = self.length

        max_length = self.max_length

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "status": status,
                "code": code,
                "message": message,
                "platform": platform,
            }
        )
        if length is not UNSET:
            field_dict["length"] = length
        if max_length is not UNSET:
            field_dict["maxLength"] = max_length

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["validate"], d.pop("action"))
        if action != "validate":
            raise ValueError(f"action must match const 'validate', got '{action}'")

        status = cast(Literal["error"], d.pop("status"))
        if status != "error":
            raise ValueError(f"status must match const 'error', got '{status}'")

        code = d.pop("code")

        message = d.pop("message")

        platform = check_platform(d.pop("platform"))

        length = d.pop("length", UNSET)

        max_length = d.pop("maxLength", UNSET)

        post_validation_error = cls(
            action=action,
            status=status,
            code=code,
            message=message,
            platform=platform,
            length=length,
            max_length=max_length,
        )

        post_validation_error.additional_properties = d
        return post_validation_error

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
