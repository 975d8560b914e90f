from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeleteAllScheduledPosts")


@_attrs_define
class DeleteAllScheduledPosts:
    """
    Attributes:
        delete_all_scheduled (bool):
    """

    delete_all_scheduled: bool

    def to_dict(self) -> dict[str, Any]:
        delete_all_scheduled = self.delete_all_scheduled

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deleteAllScheduled": delete_all_scheduled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        delete_all_scheduled = d.pop("deleteAllScheduled")

        delete_all_scheduled_posts = cls(
            delete_all_scheduled=delete_all_scheduled,
        )

        return delete_all_scheduled_posts
