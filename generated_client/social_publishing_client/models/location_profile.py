from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LocationProfile")


@_attrs_define
class LocationProfile:
    """The location's description in the business's own voice (DOCS update-user).

    Example:
        {'description': 'Small-batch coffee roasted on site.'}

    """

    description: str
    """ At most 750 characters (Google's limit; inferred). """

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        location_profile = cls(
            description=description,
        )

        return location_profile
