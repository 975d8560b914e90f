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
    from ..models.pinterest_board import PinterestBoard


T = TypeVar("T", bound="PinterestBoards")


@_attrs_define
class PinterestBoards:
    """The boards of the linked Pinterest account (shape inferred)."""

    status: Literal["success"]
    boards: list[PinterestBoard]
    """ At least one (a board must exist before Pinterest can be linked, DOCS). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        boards = []
        for boards_item_data in self.boards:
            boards_item = boards_item_data.to_dict()
            boards.append(boards_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "boards": boards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.pinterest_board import PinterestBoard

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        boards = []
        _boards = d.pop("boards")
        for boards_item_data in _boards:
            boards_item = PinterestBoard.from_dict(boards_item_data)

            boards.append(boards_item)

        pinterest_boards = cls(
            status=status,
            boards=boards,
        )

        pinterest_boards.additional_properties = d
        return pinterest_boards

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
