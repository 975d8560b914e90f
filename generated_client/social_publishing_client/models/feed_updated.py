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

T = TypeVar("T", bound="FeedUpdated")


@_attrs_define
class FeedUpdated:
    """Answer of `update_feed` (inferred, the sources show none), the feed's settings after the update."""

    status: Literal["success"]
    id: str
    """ The feed's id, made by the service when the feed is added (legacy DOCS `4HZhptaD5`, `_3yhtyd88`). """
    auto_hashtag: bool
    use_first_image: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        auto_hashtag = self.auto_hashtag

        use_first_image = self.use_first_image

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
                "autoHashtag": auto_hashtag,
                "useFirstImage": use_first_image,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        auto_hashtag = d.pop("autoHashtag")

        use_first_image = d.pop("useFirstImage")

        feed_updated = cls(
            status=status,
            id=id,
            auto_hashtag=auto_hashtag,
            use_first_image=use_first_image,
        )

        feed_updated.additional_properties = d
        return feed_updated

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
