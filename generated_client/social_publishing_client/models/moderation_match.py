from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ModerationMatch")


@_attrs_define
class ModerationMatch:
    """One word of the text found in a moderation category."""

    word: str
    """ The word as it is in the text. """
    category: str
    """ A category of `x-max-pack.moderation`. """
    index: int
    """ Offset of the word in the text (Unicode code points, from 0). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        word = self.word

        category = self.category

        index = self.index

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "word": word,
                "category": category,
                "index": index,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        word = d.pop("word")

        category = d.pop("category")

        index = d.pop("index")

        moderation_match = cls(
            word=word,
            category=category,
            index=index,
        )

        moderation_match.additional_properties = d
        return moderation_match

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
