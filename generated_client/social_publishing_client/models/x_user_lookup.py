from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="XUserLookup")


@_attrs_define
class XUserLookup:
    """One X account looked up this month, by the `userName` or the `userId` sent (exactly one
    of them); fields inferred.

        Example:
            {'userName': 'ayrshare', 'created': '2026-11-22T18:00:00Z'}

    """

    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    user_name: str | Unset = UNSET
    """ The X handle looked up. """
    user_id: str | Unset = UNSET
    """ The X user id looked up. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        user_name = self.user_name

        user_id = self.user_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
            }
        )
        if user_name is not UNSET:
            field_dict["userName"] = user_name
        if user_id is not UNSET:
            field_dict["userId"] = user_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created = datetime.datetime.fromisoformat(d.pop("created"))

        user_name = d.pop("userName", UNSET)

        user_id = d.pop("userId", UNSET)

        x_user_lookup = cls(
            created=created,
            user_name=user_name,
            user_id=user_id,
        )

        x_user_lookup.additional_properties = d
        return x_user_lookup

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
