from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeletePostsInBulk")


@_attrs_define
class DeletePostsInBulk:
    """
    Attributes:
        bulk (list[str]):
    """

    bulk: list[str]

    def to_dict(self) -> dict[str, Any]:
        bulk = self.bulk

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bulk": bulk,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bulk = cast(list[str], d.pop("bulk"))

        delete_posts_in_bulk = cls(
            bulk=bulk,
        )

        return delete_posts_in_bulk
