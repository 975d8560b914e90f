from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_record import PostRecord


T = TypeVar("T", bound="PostHistory")


@_attrs_define
class PostHistory:
    """Posts of the acting profile, newest first (DOCS apis/history/get-history), with the
    cached-read timestamps the service adds.

    """

    history: list[PostRecord]
    ref_id: str | Unset = UNSET
    """ Reference ID of the acting profile. """
    count: int | Unset = UNSET
    """ How many posts `history` holds. """
    last_updated: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        ref_id = self.ref_id

        count = self.count

        last_updated: str | Unset = UNSET
        if not isinstance(self.last_updated, Unset):
            from social_publishing_client.types import datetime_to_wire

            last_updated = datetime_to_wire(self.last_updated)

        next_update: str | Unset = UNSET
        if not isinstance(self.next_update, Unset):
            from social_publishing_client.types import datetime_to_wire

            next_update = datetime_to_wire(self.next_update)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "history": history,
            }
        )
        if ref_id is not UNSET:
            field_dict["refId"] = ref_id
        if count is not UNSET:
            field_dict["count"] = count
        if last_updated is not UNSET:
            field_dict["lastUpdated"] = last_updated
        if next_update is not UNSET:
            field_dict["nextUpdate"] = next_update

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_record import PostRecord

        d = dict(src_dict)
        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = PostRecord.from_dict(history_item_data)

            history.append(history_item)

        ref_id = d.pop("refId", UNSET)

        count = d.pop("count", UNSET)

        _last_updated = d.pop("lastUpdated", UNSET)
        last_updated: datetime.datetime | Unset
        if isinstance(_last_updated, Unset):
            last_updated = UNSET
        else:
            last_updated = datetime.datetime.fromisoformat(_last_updated)

        _next_update = d.pop("nextUpdate", UNSET)
        next_update: datetime.datetime | Unset
        if isinstance(_next_update, Unset):
            next_update = UNSET
        else:
            next_update = datetime.datetime.fromisoformat(_next_update)

        post_history = cls(
            history=history,
            ref_id=ref_id,
            count=count,
            last_updated=last_updated,
            next_update=next_update,
        )

        post_history.additional_properties = d
        return post_history

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
