from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comment_author import CommentAuthor


T = TypeVar("T", bound="CommentReplyItem")


@_attrs_define
class CommentReplyItem:
    """A reply listed under a comment: the fields of `CommentItem` without `replies` (replies
    to replies are listed under the same top-level comment, as Facebook and Instagram show
    threads two levels deep (inferred)).

    """

    comment: str
    comment_id: str
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    post_id: str
    """ Social Post ID, made by a network (`x-identifier-kinds`). """
    parent_comment_id: str | Unset = UNSET
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    from_: CommentAuthor | Unset = UNSET
    """ Who wrote a comment, as the network names them (DOCS delete-comments example). """
    username: str | Unset = UNSET
    hidden: bool | Unset = UNSET
    like_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comment = self.comment

        comment_id = self.comment_id

        from social_publishing_sandbox.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        platform: str = self.platform

        post_id = self.post_id

        parent_comment_id = self.parent_comment_id

        from_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.from_, Unset):
            from_ = self.from_.to_dict()

        username = self.username

        hidden = self.hidden

        like_count = self.like_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comment": comment,
                "commentId": comment_id,
                "created": created,
                "platform": platform,
                "postId": post_id,
            }
        )
        if parent_comment_id is not UNSET:
            field_dict["parentCommentId"] = parent_comment_id
        if from_ is not UNSET:
            field_dict["from"] = from_
        if username is not UNSET:
            field_dict["username"] = username
        if hidden is not UNSET:
            field_dict["hidden"] = hidden
        if like_count is not UNSET:
            field_dict["likeCount"] = like_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.comment_author import CommentAuthor

        d = dict(src_dict)
        comment = d.pop("comment")

        comment_id = d.pop("commentId")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        platform = check_platform(d.pop("platform"))

        post_id = d.pop("postId")

        parent_comment_id = d.pop("parentCommentId", UNSET)

        _from_ = d.pop("from", UNSET)
        from_: CommentAuthor | Unset
        if isinstance(_from_, Unset):
            from_ = UNSET
        else:
            from_ = CommentAuthor.from_dict(_from_)

        username = d.pop("username", UNSET)

        hidden = d.pop("hidden", UNSET)

        like_count = d.pop("likeCount", UNSET)

        comment_reply_item = cls(
            comment=comment,
            comment_id=comment_id,
            created=created,
            platform=platform,
            post_id=post_id,
            parent_comment_id=parent_comment_id,
            from_=from_,
            username=username,
            hidden=hidden,
            like_count=like_count,
        )

        comment_reply_item.additional_properties = d
        return comment_reply_item

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
