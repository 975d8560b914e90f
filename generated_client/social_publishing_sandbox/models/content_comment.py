from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ContentComment")


@_attrs_define
class ContentComment:
    """A comment someone made on the post (created after the post by default)."""

    comment: str
    username: str
    created: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    like_count: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        comment = self.comment

        username = self.username

        created: str | Unset = UNSET
        if not isinstance(self.created, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            created = datetime_to_wire(self.created)

        like_count = self.like_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "comment": comment,
                "username": username,
            }
        )
        if created is not UNSET:
            field_dict["created"] = created
        if like_count is not UNSET:
            field_dict["likeCount"] = like_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        comment = d.pop("comment")

        username = d.pop("username")

        _created = d.pop("created", UNSET)
        created: datetime.datetime | Unset
        if isinstance(_created, Unset):
            created = UNSET
        else:
            created = datetime.datetime.fromisoformat(_created)

        like_count = d.pop("likeCount", UNSET)

        content_comment = cls(
            comment=comment,
            username=username,
            created=created,
            like_count=like_count,
        )

        return content_comment
