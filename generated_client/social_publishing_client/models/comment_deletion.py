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

T = TypeVar("T", bound="CommentDeletion")


@_attrs_define
class CommentDeletion:
    """One deleted comment (DOCS delete-comments example)."""

    action: Literal["delete"]
    status: str
    id: str
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    comment: str
    """ The text of the deleted comment. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        status = self.status

        id = self.id

        comment = self.comment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "status": status,
                "id": id,
                "comment": comment,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["delete"], d.pop("action"))
        if action != "delete":
            raise ValueError(f"action must match const 'delete', got '{action}'")

        status = d.pop("status")

        id = d.pop("id")

        comment = d.pop("comment")

        comment_deletion = cls(
            action=action,
            status=status,
            id=id,
            comment=comment,
        )

        comment_deletion.additional_properties = d
        return comment_deletion

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
