from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="CommentReplyOutcome")


@_attrs_define
class CommentReplyOutcome:
    """The reply on one network (FR B.5 from DOCS)."""

    status: str
    comment_id: str
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    source_comment_id: str
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    comment: str
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        comment_id = self.comment_id

        source_comment_id = self.source_comment_id

        comment = self.comment

        platform: str = self.platform

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "commentId": comment_id,
                "sourceCommentId": source_comment_id,
                "comment": comment,
                "platform": platform,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = d.pop("status")

        comment_id = d.pop("commentId")

        source_comment_id = d.pop("sourceCommentId")

        comment = d.pop("comment")

        platform = check_platform(d.pop("platform"))

        comment_reply_outcome = cls(
            status=status,
            comment_id=comment_id,
            source_comment_id=source_comment_id,
            comment=comment,
            platform=platform,
        )

        comment_reply_outcome.additional_properties = d
        return comment_reply_outcome

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
