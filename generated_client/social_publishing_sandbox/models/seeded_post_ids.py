from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeededPostIds")


@_attrs_define
class SeededPostIds:
    """The ids a given post and its comments got."""

    id: str
    post_url: str
    comment_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        post_url = self.post_url

        comment_ids = self.comment_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "postUrl": post_url,
                "commentIds": comment_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        post_url = d.pop("postUrl")

        comment_ids = cast(list[str], d.pop("commentIds"))

        seeded_post_ids = cls(
            id=id,
            post_url=post_url,
            comment_ids=comment_ids,
        )

        seeded_post_ids.additional_properties = d
        return seeded_post_ids

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
