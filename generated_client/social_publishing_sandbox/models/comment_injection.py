from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="CommentInjection")


@_attrs_define
class CommentInjection:
    """A comment made outside the service, under a post of the acting profile."""

    post_id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    comment: str
    """ The text of the comment. """
    username: str
    """ The author's name on the network. """
    reply_to: str | Unset = UNSET
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    like_count: int | Unset = 0
    hidden: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        post_id = self.post_id

        platform: str = self.platform

        comment = self.comment

        username = self.username

        reply_to = self.reply_to

        like_count = self.like_count

        hidden = self.hidden

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "postId": post_id,
                "platform": platform,
                "comment": comment,
                "username": username,
            }
        )
        if reply_to is not UNSET:
            field_dict["replyTo"] = reply_to
        if like_count is not UNSET:
            field_dict["likeCount"] = like_count
        if hidden is not UNSET:
            field_dict["hidden"] = hidden

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        post_id = d.pop("postId")

        platform = check_platform(d.pop("platform"))

        comment = d.pop("comment")

        username = d.pop("username")

        reply_to = d.pop("replyTo", UNSET)

        like_count = d.pop("likeCount", UNSET)

        hidden = d.pop("hidden", UNSET)

        comment_injection = cls(
            post_id=post_id,
            platform=platform,
            comment=comment,
            username=username,
            reply_to=reply_to,
            like_count=like_count,
            hidden=hidden,
        )

        return comment_injection
