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
    from ..models.hashtag_media import HashtagMedia
    from ..models.hashtag_search_hashtag import HashtagSearchHashtag


T = TypeVar("T", bound="HashtagSearch")


@_attrs_define
class HashtagSearch:
    """Answer of `search_hashtag` (DOCS apis/hashtags/search-hashtags)."""

    status: Literal["success"]
    hashtag: HashtagSearchHashtag
    search_results: list[HashtagMedia]
    """ Public Instagram media tagged with the hashtag, newest first. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        hashtag = self.hashtag.to_dict()

        search_results = []
        for search_results_item_data in self.search_results:
            search_results_item = search_results_item_data.to_dict()
            search_results.append(search_results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "hashtag": hashtag,
                "searchResults": search_results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hashtag_media import HashtagMedia
        from ..models.hashtag_search_hashtag import HashtagSearchHashtag

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        hashtag = HashtagSearchHashtag.from_dict(d.pop("hashtag"))

        search_results = []
        _search_results = d.pop("searchResults")
        for search_results_item_data in _search_results:
            search_results_item = HashtagMedia.from_dict(search_results_item_data)

            search_results.append(search_results_item)

        hashtag_search = cls(
            status=status,
            hashtag=hashtag,
            search_results=search_results,
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
