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
    from ..models.moderation_match import ModerationMatch


T = TypeVar("T", bound="Moderation")


@_attrs_define
class Moderation:
    """Answer of `validate_moderation`."""

    status: Literal["success"]
    flagged: bool
    """ Whether any word of the text is in a moderation category. """
    categories: list[str]
    """ The categories of the matches, sorted, each once. """
    matches: list[ModerationMatch]
    """ Every match, in text order. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        flagged = self.flagged

        categories = self.categories

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "flagged": flagged,
                "categories": categories,
                "matches": matches,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.moderation_match import ModerationMatch

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        flagged = d.pop("flagged")

        categories = cast(list[str], d.pop("categories"))

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:
            matches_item = ModerationMatch.from_dict(matches_item_data)

            matches.append(matches_item)

        moderation = cls(
            status=status,
            flagged=flagged,
            categories=categories,
            matches=matches,
        )

        moderation.additional_properties = d
        return moderation

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
