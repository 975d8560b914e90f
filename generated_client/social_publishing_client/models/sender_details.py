from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SenderDetails")


@_attrs_define
class SenderDetails:
    """The correspondent on X (LIVE asserts `senderDetails` on X messages; fields inferred).

    Example:
        {'id': '1600000000000000001', 'name': 'Jane Doe'}

    """

    id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        sender_details = cls(
            id=id,
            name=name,
        )

        sender_details.additional_properties = d
        return sender_details

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
