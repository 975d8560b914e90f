from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PhoneNumbers")


@_attrs_define
class PhoneNumbers:
    """The phone numbers customers can reach the business at (DOCS update-user).

    Example:
        {'primaryPhone': '212-123-4567', 'additionalPhones': ['212-432-2342']}

    """

    primary_phone: str | Unset = UNSET
    additional_phones: list[str] | Unset = UNSET
    """ At most two more (Google's limit; inferred). """

    def to_dict(self) -> dict[str, Any]:
        primary_phone = self.primary_phone

        additional_phones: list[str] | Unset = UNSET
        if not isinstance(self.additional_phones, Unset):
            additional_phones = self.additional_phones

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if primary_phone is not UNSET:
            field_dict["primaryPhone"] = primary_phone
        if additional_phones is not UNSET:
            field_dict["additionalPhones"] = additional_phones

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        primary_phone = d.pop("primaryPhone", UNSET)

        additional_phones = cast(list[str], d.pop("additionalPhones", UNSET))

        phone_numbers = cls(
            primary_phone=primary_phone,
            additional_phones=additional_phones,
        )

        return phone_numbers
