from __future__ import annotations

import datetime
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

from ..models.platform import Platform, check_platform
from ..models.webhook_delivery_status import (
    WebhookDeliveryStatus,
    check_webhook_delivery_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comment_author import CommentAuthor


T = TypeVar("T", bound="CommentsEvent")


@_attrs_define
class CommentsEvent:
    """A `comments` event: a comment made outside the service under a post of the profile, on
    a network of the `comments` delivery's `x-networks` (Facebook and Instagram only;
    from MCP). The action is public (MCP webhook actions); no public
    example shows its body, so the fields below are inferred: the common event fields, the
    post (`id`, the Post ID; `postId`, the Social Post ID), and the comment as `get_comments`
    lists it (`commentId` its Social Comment ID, `parentCommentId` on replies).

    """

    action: Literal["comments"]
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    time_stamp: int
    """ Unix time in seconds. """
    hook_id: str
    ref_id: str
    url: str
    """ The address that was called. """
    sub_action: Literal["commentCreated"]
    """ What happened (inferred; only new comments are reported here). """
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    post_id: str
    """ Social Post ID, made by a network (`x-identifier-kinds`). """
    comment_id: str
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    comment: str
    username: str
    delivery_status: WebhookDeliveryStatus | Unset = UNSET
    """ (inferred) What became of the delivery a history entry records: `delivered` (the receiver
    answered 2xx), `failed` (attempted: every attempt failed, or the receiver's answer is not
    retried) or `refused` (never attempted: the service does not send to the target, e.g. an
    address that is not public). Present in the entries of `get_webhook_history`, never in a
    delivered body. The service's documentation of the history shows no such field; it is
    inferred so that a delivery that was refused or failed is not mistaken for a sent one.
     """
    title: str | Unset = UNSET
    source: str | Unset = UNSET
    parent_comment_id: str | Unset = UNSET
    """ Social Comment ID, made by a network: `commentId` of each network's outcome of
    `post_comment`/`reply_comment` and of each comment `get_comments` lists
    (`x-identifier-kinds`; DOCS comments overview).
     """
    from_: CommentAuthor | Unset = UNSET
    """ Who wrote a comment, as the network names them (DOCS delete-comments example). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        time_stamp = self.time_stamp

        hook_id = self.hook_id

        ref_id = self.ref_id

        url = self.url

        sub_action = self.sub_action

        platform: str = self.platform

        id = self.id

        post_id = self.post_id

        comment_id = self.comment_id

        comment = self.comment

        username = self.username

        delivery_status: str | Unset = UNSET
        if not isinstance(self.delivery_status, Unset):
            delivery_status = self.delivery_status

        title = self.title

        source = self.source

        parent_comment_id = self.parent_comment_id

        from_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.from_, Unset):
            from_ = self.from_.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "created": created,
                "timeStamp": time_stamp,
                "hookId": hook_id,
                "refId": ref_id,
                "url": url,
                "subAction": sub_action,
                "platform": platform,
                "id": id,
                "postId": post_id,
                "commentId": comment_id,
                "comment": comment,
                "username": username,
            }
        )
        if delivery_status is not UNSET:
            field_dict["deliveryStatus"] = delivery_status
        if title is not UNSET:
            field_dict["title"] = title
        if source is not UNSET:
            field_dict["source"] = source
        if parent_comment_id is not UNSET:
            field_dict["parentCommentId"] = parent_comment_id
        if from_ is not UNSET:
            field_dict["from"] = from_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.comment_author import CommentAuthor

        d = dict(src_dict)
        action = cast(Literal["comments"], d.pop("action"))
        if action != "comments":
            raise ValueError(f"action must match const 'comments', got '{action}'")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        time_stamp = d.pop("timeStamp")

        hook_id = d.pop("hookId")

        ref_id = d.pop("refId")

        url = d.pop("url")

        sub_action = cast(Literal["commentCreated"], d.pop("subAction"))
        if sub_action != "commentCreated":
            raise ValueError(f"subAction must match const 'commentCreated', got '{sub_action}'")

        platform = check_platform(d.pop("platform"))

        id = d.pop("id")

        post_id = d.pop("postId")

        comment_id = d.pop("commentId")

        comment = d.pop("comment")

        username = d.pop("username")

        _delivery_status = d.pop("deliveryStatus", UNSET)
        delivery_status: WebhookDeliveryStatus | Unset
        if isinstance(_delivery_status, Unset):
            delivery_status = UNSET
        else:
            delivery_status = check_webhook_delivery_status(_delivery_status)

        title = d.pop("title", UNSET)

        source = d.pop("source", UNSET)

        parent_comment_id = d.pop("parentCommentId", UNSET)

        _from_ = d.pop("from", UNSET)
        from_: CommentAuthor | Unset
        if isinstance(_from_, Unset):
            from_ = UNSET
        else:
            from_ = CommentAuthor.from_dict(_from_)

        comments_event = cls(
            action=action,
            created=created,
            time_stamp=time_stamp,
            hook_id=hook_id,
            ref_id=ref_id,
            url=url,
            sub_action=sub_action,
            platform=platform,
            id=id,
            post_id=post_id,
            comment_id=comment_id,
            comment=comment,
            username=username,
            delivery_status=delivery_status,
            title=title,
            source=source,
            parent_comment_id=parent_comment_id,
            from_=from_,
        )

        comments_event.additional_properties = d
        return comments_event

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
