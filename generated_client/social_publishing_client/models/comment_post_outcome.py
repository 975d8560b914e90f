from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="CommentPostOutcome")


@_attrs_define
class CommentPostOutcome:
    """The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).

    """

    status: str
    """ Outcome on this network; `success` is the value seen. """
    comment_id: str
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    comment: str
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    post_id: str | Unset = UNSET
    """ Social Post ID, made by a network (`x-identifier-kinds`). """
    comment_urn: str | Unset = UNSET
    """ LinkedIn only, the comment's URN (used to reply on LinkedIn). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        comment_id = self.comment_id

        comment = self.comment

        platform: str = self.platform

        post_id = self.post_id

        comment_urn = self.comment_urn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "commentId": comment_id,
                "comment": comment,
                "platform": platform,
            }
        )
        if post_id is not UNSET:
            field_dict["postId"] = post_id
        if comment_urn is not UNSET:
            field_dict["commentUrn"] = comment_urn

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = d.pop("status")

        comment_id = d.pop("commentId")

        comment = d.pop("comment")

        platform = check_platform(d.pop("platform"))

        post_id = d.pop("postId", UNSET)

        comment_urn = d.pop("commentUrn", UNSET)

        comment_post_outcome = cls(
            status=status,
            comment_id=comment_id,
            comment=comment,
            platform=platform,
            post_id=post_id,
            comment_urn=comment_urn,
        )

        comment_post_outcome.additional_properties = d
        return comment_post_outcome

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
