from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeleteOnePost")


@_attrs_define
class DeleteOnePost:
    """
    Attributes:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example: Ab12Cd34Ef56Gh78Ij90.
    """

    id: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        delete_one_post = cls(
            id=id,
        )

        return delete_one_post
