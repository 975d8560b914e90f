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
    from ..models.comment_post_outcome import CommentPostOutcome


T = TypeVar("T", bound="CommentPosted")


@_attrs_define
class CommentPosted:
    """Answer of `post_comment` (DOCS post-comment and comments overview, "Ayrshare Comment ID
    ... in the `commentId` field of the response when posting a comment"): `commentId` is the
    Comment ID made by the service, `id` the Post ID the comment is under (the page's answer;
    `postId` repeats it), and one outcome per network, under the network's name.

    """

    status: Literal["success"]
    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    comment_id: str
    """ Comment ID, made by the service: the top-level `commentId` of `post_comment` and `id` of
    `reply_comment` (`x-identifier-kinds`; DOCS comments overview, "Ayrshare Comment ID").
     """
    post_id: str | Unset = UNSET
    """ Post ID, made by the service (`x-identifier-kinds`). """
    bluesky: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    facebook: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    instagram: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    linkedin: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    reddit: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    threads: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    tiktok: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    twitter: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    youtube: CommentPostOutcome | Unset = UNSET
    """ The comment on one network (legacy DOCS comments example: `status`, `commentId`,
    `comment`, `platform`; `commentUrn` on LinkedIn).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        comment_id = self.comment_id

        post_id = self.post_id

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

        reddit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reddit, Unset):
            reddit = self.reddit.to_dict()

        threads: dict[str, Any] | Unset = UNSET
        if not isinstance(self.threads, Unset):
            threads = self.threads.to_dict()

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
                "commentId": comment_id,
            }
        )
        if post_id is not UNSET:
            field_dict["postId"] = post_id
        if bluesky is not UNSET:
            field_dict["bluesky"] = bluesky
        if facebook is not UNSET:
            field_dict["facebook"] = facebook
        if instagram is not UNSET:
            field_dict["instagram"] = instagram
        if linkedin is not UNSET:
            field_dict["linkedin"] = linkedin
        if reddit is not UNSET:
            field_dict["reddit"] = reddit
        if threads is not UNSET:
            field_dict["threads"] = threads
        if tiktok is not UNSET:
            field_dict["tiktok"] = tiktok
        if twitter is not UNSET:
            field_dict["twitter"] = twitter
        if youtube is not UNSET:
            field_dict["youtube"] = youtube

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.comment_post_outcome import CommentPostOutcome

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        comment_id = d.pop("commentId")

        post_id = d.pop("postId", UNSET)

        _bluesky = d.pop("bluesky", UNSET)
        bluesky: CommentPostOutcome | Unset
        if isinstance(_bluesky, Unset):
            bluesky = UNSET
        else:
            bluesky = CommentPostOutcome.from_dict(_bluesky)

        _facebook = d.pop("facebook", UNSET)
        facebook: CommentPostOutcome | Unset
        if isinstance(_facebook, Unset):
            facebook = UNSET
        else:
            facebook = CommentPostOutcome.from_dict(_facebook)

        _instagram = d.pop("instagram", UNSET)
        instagram: CommentPostOutcome | Unset
        if isinstance(_instagram, Unset):
            instagram = UNSET
        else:
            instagram = CommentPostOutcome.from_dict(_instagram)

        _linkedin = d.pop("linkedin", UNSET)
        linkedin: CommentPostOutcome | Unset
        if isinstance(_linkedin, Unset):
            linkedin = UNSET
        else:
            linkedin = CommentPostOutcome.from_dict(_linkedin)

        _reddit = d.pop("reddit", UNSET)
        reddit: CommentPostOutcome | Unset
        if isinstance(_reddit, Unset):
            reddit = UNSET
        else:
            reddit = CommentPostOutcome.from_dict(_reddit)

        _threads = d.pop("threads", UNSET)
        threads: CommentPostOutcome | Unset
        if isinstance(_threads, Unset):
            threads = UNSET
        else:
            threads = CommentPostOutcome.from_dict(_threads)

        _tiktok = d.pop("tiktok", UNSET)
        tiktok: CommentPostOutcome | Unset
        if isinstance(_tiktok, Unset):
            tiktok = UNSET
        else:
            tiktok = CommentPostOutcome.from_dict(_tiktok)

        _twitter = d.pop("twitter", UNSET)
        twitter: CommentPostOutcome | Unset
        if isinstance(_twitter, Unset):
            twitter = UNSET
        else:
            twitter = CommentPostOutcome.from_dict(_twitter)

        _youtube = d.pop("youtube", UNSET)
        youtube: CommentPostOutcome | Unset
        if isinstance(_youtube, Unset):
            youtube = UNSET
        else:
            youtube = CommentPostOutcome.from_dict(_youtube)

        comment_posted = cls(
            status=status,
            id=id,
            comment_id=comment_id,
            post_id=post_id,
            bluesky=bluesky,
            facebook=facebook,
            instagram=instagram,
            linkedin=linkedin,
            reddit=reddit,
            threads=threads,
            tiktok=tiktok,
            twitter=twitter,
            youtube=youtube,
        )

        comment_posted.additional_properties = d
        return comment_posted

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
