from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeleteAllScheduledPosts")


@_attrs_define
class DeleteAllScheduledPosts:
    delete_all_scheduled: Literal[True]
    id: str | Unset = UNSET
    """ Post ID, made by the service (`x-identifier-kinds`). """
    bulk: list[str] | Unset = UNSET
    mark_manual_deleted: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        delete_all_scheduled = self.delete_all_scheduled

        id = self.id

        bulk: list[str] | Unset = UNSET
        if not isinstance(self.bulk, Unset):
            bulk = self.bulk

        mark_manual_deleted = self.mark_manual_deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deleteAllScheduled": delete_all_scheduled,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if bulk is not UNSET:
            field_dict["bulk"] = bulk
        if mark_manual_deleted is not UNSET:
            field_dict["markManualDeleted"] = mark_manual_deleted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        delete_all_scheduled = cast(Literal[True], d.pop("deleteAllScheduled"))
        if delete_all_scheduled != True:
            raise ValueError(
                f"deleteAllScheduled must match const True, got '{delete_all_scheduled}'"
            )

        id = d.pop("id", UNSET)

        bulk = cast(list[str], d.pop("bulk", UNSET))

        mark_manual_deleted = d.pop("markManualDeleted", UNSET)

        delete_all_scheduled_posts = cls(
            delete_all_scheduled=delete_all_scheduled,
            id=id,
            bulk=bulk,
            mark_manual_deleted=mark_manual_deleted,
        )

        delete_all_scheduled_posts.additional_properties = d
        return delete_all_scheduled_posts

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
