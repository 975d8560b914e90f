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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comment_item import CommentItem


T = TypeVar("T", bound="PostComments")


@_attrs_define
class PostComments:
    """Answer of `get_comments`: the comments under each network's name, and when the data was
    read (`lastUpdated`) and will next be refreshed (`nextUpdate`; DOCS and MCP: about
    every 10 minutes, the operation's `x-refresh-seconds`).

    """

    status: Literal["success"]
    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    bluesky: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    facebook: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    instagram: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    linkedin: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    reddit: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    threads: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    tiktok: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    twitter: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    youtube: list[CommentItem] | Unset = UNSET
    """ The comments of one network, oldest first (inferred order). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        bluesky: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bluesky, Unset):
            bluesky = []
            for componentsschemas_comment_list_item_data in self.bluesky:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                bluesky.append(componentsschemas_comment_list_item)

        facebook: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.facebook, Unset):
            facebook = []
            for componentsschemas_comment_list_item_data in self.facebook:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                facebook.append(componentsschemas_comment_list_item)

        instagram: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.instagram, Unset):
            instagram = []
            for componentsschemas_comment_list_item_data in self.instagram:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                instagram.append(componentsschemas_comment_list_item)

        linkedin: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.linkedin, Unset):
            linkedin = []
            for componentsschemas_comment_list_item_data in self.linkedin:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                linkedin.append(componentsschemas_comment_list_item)

        reddit: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reddit, Unset):
            reddit = []
            for componentsschemas_comment_list_item_data in self.reddit:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                reddit.append(componentsschemas_comment_list_item)

        threads: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.threads, Unset):
            threads = []
            for componentsschemas_comment_list_item_data in self.threads:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                threads.append(componentsschemas_comment_list_item)

        tiktok: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tiktok, Unset):
            tiktok = []
            for componentsschemas_comment_list_item_data in self.tiktok:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                tiktok.append(componentsschemas_comment_list_item)

        twitter: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.twitter, Unset):
            twitter = []
            for componentsschemas_comment_list_item_data in self.twitter:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                twitter.append(componentsschemas_comment_list_item)

        youtube: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.youtube, Unset):
            youtube = []
            for componentsschemas_comment_list_item_data in self.youtube:
                componentsschemas_comment_list_item = (
                    componentsschemas_comment_list_item_data.to_dict()
                )
                youtube.append(componentsschemas_comment_list_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
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
        from ..models.comment_item import CommentItem

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        _bluesky = d.pop("bluesky", UNSET)
        bluesky: list[CommentItem] | Unset = UNSET
        if _bluesky is not UNSET:
            bluesky = []
            for componentsschemas_comment_list_item_data in _bluesky:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                bluesky.append(componentsschemas_comment_list_item)

        _facebook = d.pop("facebook", UNSET)
        facebook: list[CommentItem] | Unset = UNSET
        if _facebook is not UNSET:
            facebook = []
            for componentsschemas_comment_list_item_data in _facebook:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                facebook.append(componentsschemas_comment_list_item)

        _instagram = d.pop("instagram", UNSET)
        instagram: list[CommentItem] | Unset = UNSET
        if _instagram is not UNSET:
            instagram = []
            for componentsschemas_comment_list_item_data in _instagram:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                instagram.append(componentsschemas_comment_list_item)

        _linkedin = d.pop("linkedin", UNSET)
        linkedin: list[CommentItem] | Unset = UNSET
        if _linkedin is not UNSET:
            linkedin = []
            for componentsschemas_comment_list_item_data in _linkedin:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                linkedin.append(componentsschemas_comment_list_item)

        _reddit = d.pop("reddit", UNSET)
        reddit: list[CommentItem] | Unset = UNSET
        if _reddit is not UNSET:
            reddit = []
            for componentsschemas_comment_list_item_data in _reddit:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                reddit.append(componentsschemas_comment_list_item)

        _threads = d.pop("threads", UNSET)
        threads: list[CommentItem] | Unset = UNSET
        if _threads is not UNSET:
            threads = []
            for componentsschemas_comment_list_item_data in _threads:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                threads.append(componentsschemas_comment_list_item)

        _tiktok = d.pop("tiktok", UNSET)
        tiktok: list[CommentItem] | Unset = UNSET
        if _tiktok is not UNSET:
            tiktok = []
            for componentsschemas_comment_list_item_data in _tiktok:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                tiktok.append(componentsschemas_comment_list_item)

        _twitter = d.pop("twitter", UNSET)
        twitter: list[CommentItem] | Unset = UNSET
        if _twitter is not UNSET:
            twitter = []
            for componentsschemas_comment_list_item_data in _twitter:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                twitter.append(componentsschemas_comment_list_item)

        _youtube = d.pop("youtube", UNSET)
        youtube: list[CommentItem] | Unset = UNSET
        if _youtube is not UNSET:
            youtube = []
            for componentsschemas_comment_list_item_data in _youtube:
                componentsschemas_comment_list_item = CommentItem.from_dict(
                    componentsschemas_comment_list_item_data
                )

                youtube.append(componentsschemas_comment_list_item)

        post_comments = cls(
            status=status,
            last_updated=last_updated,
            next_update=next_update,
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

        post_comments.additional_properties = d
        return post_comments

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
