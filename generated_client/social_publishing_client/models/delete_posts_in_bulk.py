from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeletePostsInBulk")


@_attrs_define
class DeletePostsInBulk:
    bulk: list[str]
    id: str | Unset = UNSET
    """ Post ID, made by the service (`x-identifier-kinds`). """
    delete_all_scheduled: bool | Unset = UNSET
    mark_manual_deleted: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bulk = self.bulk

        id = self.id

        delete_all_scheduled = self.delete_all_scheduled

        mark_manual_deleted = self.mark_manual_deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bulk": bulk,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if delete_all_scheduled is not UNSET:
            field_dict["deleteAllScheduled"] = delete_all_scheduled
        if mark_manual_deleted is not UNSET:
            field_dict["markManualDeleted"] = mark_manual_deleted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bulk = cast(list[str], d.pop("bulk"))

        id = d.pop("id", UNSET)

        delete_all_scheduled = d.pop("deleteAllScheduled", UNSET)

        mark_manual_deleted = d.pop("markManualDeleted", UNSET)

        delete_posts_in_bulk = cls(
            bulk=bulk,
            id=id,
            delete_all_scheduled=delete_all_scheduled,
            mark_manual_deleted=mark_manual_deleted,
        )

        delete_posts_in_bulk.additional_properties = d
        return delete_posts_in_bulk

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
