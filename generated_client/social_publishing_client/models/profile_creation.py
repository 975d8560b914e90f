from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProfileCreation")


@_attrs_define
class ProfileCreation:
    """Body of `create_profile`.

    Attributes:
        title (str): Title of the profile; unique in the account.
    """

    title: str

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title")

        profile_creation = cls(
            title=title,
        )

        return profile_creation
