from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeedDeleteRequest")


@_attrs_define
class FeedDeleteRequest:
    """Body of `delete_feed` (legacy DOCS, SDK-PY `deleteFeed` sends DELETE with a JSON body).

    Example:
        {'id': '4HZhptaD5'}

    """

    id: str
    """ The feed's id, made by the service when the feed is added (legacy DOCS `4HZhptaD5`, `_3yhtyd88`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        feed_delete_request = cls(
            id=id,
        )

        feed_delete_request.additional_properties = d
        return feed_delete_request

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
