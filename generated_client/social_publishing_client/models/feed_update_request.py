from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FeedUpdateRequest")


@_attrs_define
class FeedUpdateRequest:
    """Body of `update_feed` (SDK-PY README `updateFeed`); a field left out keeps its value.

    Example:
        {'id': '4HZhptaD5', 'autoHashtag': True}

    """

    id: str
    """ The feed's id, made by the service when the feed is added (legacy DOCS `4HZhptaD5`, `_3yhtyd88`). """
    use_first_image: bool | Unset = UNSET
    auto_hashtag: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        use_first_image = self.use_first_image

        auto_hashtag = self.auto_hashtag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if use_first_image is not UNSET:
            field_dict["useFirstImage"] = use_first_image
        if auto_hashtag is not UNSET:
            field_dict["autoHashtag"] = auto_hashtag

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        use_first_image = d.pop("useFirstImage", UNSET)

        auto_hashtag = d.pop("autoHashtag", UNSET)

        feed_update_request = cls(
            id=id,
            use_first_image=use_first_image,
            auto_hashtag=auto_hashtag,
        )

        feed_update_request.additional_properties = d
        return feed_update_request

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
