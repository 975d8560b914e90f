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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comment_reply_outcome import CommentReplyOutcome


T = TypeVar("T", bound="CommentReplied")


@_attrs_define
class CommentReplied:
    """Answer of `reply_comment`; `id` is the reply's Comment ID (FR B.5)."""

    status: Literal["success"]
    id: str
    """ Comment ID, made by the service: the top-level `commentId` of `post_comment` and `id` of
    `reply_comment` (`x-identifier-kinds`; DOCS comments overview, "Ayrshare Comment ID").
     """
    bluesky: CommentReplyOutcome | Unset = UNSET
    """ The reply on one network (FR B.5 from DOCS). """
    facebook: CommentReplyOutcome | Unset = UNSET
    """ The reply on one network (FR B.5 from DOCS). """
    instagram: CommentReplyOutcome | Unset = UNSET
    """ The reply on one network (FR B.5 from DOCS). """
    linkedin: CommentReplyOutcome | Unset = UNSET
    """ The reply on one network (FR B.5 from DOCS). """
    tiktok: CommentReplyOutcome | Unset = UNSET
    """ The reply on one network (FR B.5 from DOCS). """
    twitter: CommentReplyOutcome | Unset = UNSET
    """ The reply on one network (FR B.5 from DOCS). """
    youtube: CommentReplyOutcome | Unset = UNSET
    """ The reply on one network (FR B.5 from DOCS). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        bluesky: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bluesky, Unset):
            bluesky = self.bluesky.to_dict()

        facebook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.facebook, Unset):
            facebook = self.facebook.to_dict()

        instagram: dict[str, Any] | Unset = UNSET
        if not isinstance(self.instagram, Unset):
            instagram = self.instagram.to_dict()

        linkedin: dict[str, Any] | Unset = UNSET
        if not isinstance(self.linkedin, Unset):
            linkedin = self.linkedin.to_dict()

        tiktok: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tiktok, Unset):
            tiktok = self.tiktok.to_dict()

        twitter: dict[str, Any] | Unset = UNSET
        if not isinstance(self.twitter, Unset):
            twitter = self.twitter.to_dict()

        youtube: dict[str, Any] | Unset = UNSET
        if not isinstance(self.youtube, Unset):
            youtube = self.youtube.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
            }
        )
        if bluesky is not UNSET:
            field_dict["bluesky"] = bluesky
        if facebook is not UNSET:
            field_dict["facebook"] = facebook
        if instagram is not UNSET:
            field_dict["instagram"] = instagram
        if linkedin is not UNSET:
            field_dict["linkedin"] = linkedin
        if tiktok is not UNSET:
            field_dict["tiktok"] = tiktok
        if twitter is not UNSET:
            field_dict["twitter"] = twitter
        if youtube is not UNSET:
            field_dict["youtube"] = youtube

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.comment_reply_outcome import CommentReplyOutcome

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        _bluesky = d.pop("bluesky", UNSET)
        bluesky: CommentReplyOutcome | Unset
        if isinstance(_bluesky, Unset):
            bluesky = UNSET
        else:
            bluesky = CommentReplyOutcome.from_dict(_bluesky)

        _facebook = d.pop("facebook", UNSET)
        facebook: CommentReplyOutcome | Unset
        if isinstance(_facebook, Unset):
            facebook = UNSET
        else:
            facebook = CommentReplyOutcome.from_dict(_facebook)

        _instagram = d.pop("instagram", UNSET)
        instagram: CommentReplyOutcome | Unset
        if isinstance(_instagram, Unset):
            instagram = UNSET
        else:
            instagram = CommentReplyOutcome.from_dict(_instagram)

        _linkedin = d.pop("linkedin", UNSET)
        linkedin: CommentReplyOutcome | Unset
        if isinstance(_linkedin, Unset):
            linkedin = UNSET
        else:
            linkedin = CommentReplyOutcome.from_dict(_linkedin)

        _tiktok = d.pop("tiktok", UNSET)
        tiktok: CommentReplyOutcome | Unset
        if isinstance(_tiktok, Unset):
            tiktok = UNSET
        else:
            tiktok = CommentReplyOutcome.from_dict(_tiktok)

        _twitter = d.pop("twitter", UNSET)
        twitter: CommentReplyOutcome | Unset
        if isinstance(_twitter, Unset):
            twitter = UNSET
        else:
            twitter = CommentReplyOutcome.from_dict(_twitter)

        _youtube = d.pop("youtube", UNSET)
        youtube: CommentReplyOutcome | Unset
        if isinstance(_youtube, Unset):
            youtube = UNSET
        else:
            youtube = CommentReplyOutcome.from_dict(_youtube)

        comment_replied = cls(
            status=status,
            id=id,
            bluesky=bluesky,
            facebook=facebook,
            instagram=instagram,
            linkedin=linkedin,
            tiktok=tiktok,
            twitter=twitter,
            youtube=youtube,
        )

        comment_replied.additional_properties = d
        return comment_replied

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
