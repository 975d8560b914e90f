from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostError")


@_attrs_define
class PostError:
    """Why a post failed on a network.

    Attributes:
        code (int): A code of `x-error-catalogue`.
        message (str):
        platform (Platform | Unset): Lower-case name of a supported social network (`twitter` is X). Example: linkedin.
    """

    code: int
    message: str
    platform: Platform | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )
        if platform is not UNSET:
            field_dict["platform"] = platform

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        _platform = d.pop("platform", UNSET)
        platform: Platform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = check_platform(_platform)

        post_error = cls(
            code=code,
            message=message,
            platform=platform,
        )

        post_error.additional_properties = d
        return post_error

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
