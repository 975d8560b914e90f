from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JsonValidationRequest")


@_attrs_define
class JsonValidationRequest:
    """The `application/json` body of `validate_json` (an inferred form kept for existing clients; the page's
    canonical form is the `text/plain` body `JsonText`).

    """

    json: str
    """ The JSON text to check (RFC 8259): the whole `text/plain` body of `validate_json` (DOCS
    validate-json), or the `json` field of its `application/json` body.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        json = self.json

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "json": json,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        json = d.pop("json")

        json_validation_request = cls(
            json=json,
        )

        json_validation_request.additional_properties = d
        return json_validation_request

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
