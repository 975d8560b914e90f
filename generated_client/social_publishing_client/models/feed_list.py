from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.feed import Feed


T = TypeVar("T", bound="FeedList")


@_attrs_define
class FeedList:
    """Answer of `get_feeds`, oldest feed first (legacy DOCS)."""

    status: Literal["success"]
    feeds: list[Feed]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        feeds = []
        for feeds_item_data in self.feeds:
            feeds_item = feeds_item_data.to_dict()
            feeds.append(feeds_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "feeds": feeds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.feed import Feed

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        feeds = []
        _feeds = d.pop("feeds")
        for feeds_item_data in _feeds:
            feeds_item = Feed.from_dict(feeds_item_data)

            feeds.append(feeds_item)

        feed_list = cls(
            status=status,
            feeds=feeds,
        )

        feed_list.additional_properties = d
        return feed_list

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
