from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="PostLengthResult")


@_attrs_define
class PostLengthResult:
    """The text measured against one network's limit."""

    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    length: int
    """ Characters of the text as the network counts them (the sandbox counts Unicode code points on every network).
    """
    max_length: int
    """ The network's limit (`x-max-pack.textLimits`). """
    valid: bool
    """ `length <= maxLength`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        length = self.length

        max_length = self.max_length

        valid = self.valid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platform": platform,
                "length": length,
                "maxLength": max_length,
                "valid": valid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_platform(d.pop("platform"))

        length = d.pop("length")

        max_length = d.pop("maxLength")

        valid = d.pop("valid")

        post_length_result = cls(
            platform=platform,
            length=length,
            max_length=max_length,
            valid=valid,
        )

        post_length_result.additional_properties = d
        return post_length_result

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
