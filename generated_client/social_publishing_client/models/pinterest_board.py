from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pinterest_board_privacy import (
    PinterestBoardPrivacy,
    check_pinterest_board_privacy,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PinterestBoard")


@_attrs_define
class PinterestBoard:
    """One board of the linked Pinterest account (fields inferred from Pinterest's board object).

    Example:
        {'id': '1023874611293847562', 'name': 'Acme ideas', 'description': 'Ideas board of Acme on Pinterest.',
            'privacy': 'PUBLIC', 'url': 'https://www.pinterest.com/sandbox_3f9a1c7e/acme-ideas'}

    """

    id: str
    """ The board's id on Pinterest (what a Pinterest post's `boardId` names). """
    name: str
    privacy: PinterestBoardPrivacy
    """ Who sees the board (Pinterest's values; inferred). """
    url: str
    """ Address of the board on Pinterest. """
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        privacy: str = self.privacy

        url = self.url

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "privacy": privacy,
                "url": url,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        privacy = check_pinterest_board_privacy(d.pop("privacy"))

        url = d.pop("url")

        description = d.pop("description", UNSET)

        pinterest_board = cls(
            id=id,
            name=name,
            privacy=privacy,
            url=url,
            description=description,
        )

        pinterest_board.additional_properties = d
        return pinterest_board

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
