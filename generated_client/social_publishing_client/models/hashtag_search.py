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

T = TypeVar("T", bound="HashtagSearch")


@_attrs_define
class HashtagSearch:
    """Answer of `search_hashtag` (own shape; not published).

    Example:
        {'status': 'success', 'hashtag': 'bakery', 'id': '17843123456789012', 'mediaCount': 340445293}

    """

    status: Literal["success"]
    hashtag: str
    """ The hashtag found, lower case, without `#`. """
    id: str
    """ The hashtag's Instagram ID. """
    media_count: int
    """ How many public Instagram posts carry the hashtag. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        hashtag = self.hashtag

        id = self.id

        media_count = self.media_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "hashtag": hashtag,
                "id": id,
                "mediaCount": media_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        hashtag = d.pop("hashtag")

        id = d.pop("id")

        media_count = d.pop("mediaCount")

        hashtag_search = cls(
            status=status,
            hashtag=hashtag,
            id=id,
            media_count=media_count,
        )

        hashtag_search.additional_properties = d
        return hashtag_search

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
