from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProfileDeletion")


@_attrs_define
class ProfileDeletion:
    """Body of `delete_profile`.

    Attributes:
        ref_id (str):
    """

    ref_id: str

    def to_dict(self) -> dict[str, Any]:
        ref_id = self.ref_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "refId": ref_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ref_id = d.pop("refId")

        profile_deletion = cls(
            ref_id=ref_id,
        )

        return profile_deletion
