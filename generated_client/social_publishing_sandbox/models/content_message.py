from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.content_message_action import (
    ContentMessageAction,
    check_content_message_action,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ContentMessage")


@_attrs_define
class ContentMessage:
    """One message; `received` from the correspondent (default) or `sent` by the account."""

    message: str
    action: ContentMessageAction | Unset = "received"
    created: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        action: str | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action

        created: str | Unset = UNSET
        if not isinstance(self.created, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            created = datetime_to_wire(self.created)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action
        if created is not UNSET:
            field_dict["created"] = created

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        message = d.pop("message")

        _action = d.pop("action", UNSET)
        action: ContentMessageAction | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = check_content_message_action(_action)

        _created = d.pop("created", UNSET)
        created: datetime.datetime | Unset
        if isinstance(_created, Unset):
            created = UNSET
        else:
            created = datetime.datetime.fromisoformat(_created)

        content_message = cls(
            message=message,
            action=action,
            created=created,
        )

        return content_message
