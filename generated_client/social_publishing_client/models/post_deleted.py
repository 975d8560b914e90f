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
    from ..models.network_deletion import NetworkDeletion


T = TypeVar("T", bound="PostDeleted")


@_attrs_define
class PostDeleted:
    """Response of `delete_post` (DOCS apis/post/delete-post): `status`, the Post ID `id` when one
    post was named, one entry per network the post was removed from (keyed by network, as the
    DOCS example shows), and `deleted`, every Post ID deleted (this document's addition, for
    `bulk` and `deleteAllScheduled`).

    """

    status: Literal["success"]
    deleted: list[str]
    """ Post IDs that were deleted. """
    id: str | Unset = UNSET
    """ Post ID, made by the service (`x-identifier-kinds`). """
    bluesky: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    facebook: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    gmb: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    instagram: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    linkedin: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    pinterest: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    reddit: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    snapchat: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    telegram: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    threads: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    tiktok: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    twitter: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    youtube: NetworkDeletion | Unset = UNSET
    """ The deletion of a post on one network. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        deleted = self.deleted

        id = self.id

        bluesky: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bluesky, Unset):
            bluesky = self.bluesky.to_dict()

        facebook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.facebook, Unset):
            facebook = self.facebook.to_dict()

        gmb: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gmb, Unset):
            gmb = self.gmb.to_dict()

        instagram: dict[str, Any] | Unset = UNSET
        if not isinstance(self.instagram, Unset):
            instagram = self.instagram.to_dict()

        linkedin: dict[str, Any] | Unset = UNSET
        if not isinstance(self.linkedin, Unset):
            linkedin = self.linkedin.to_dict()

        pinterest: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pinterest, Unset):
            pinterest = self.pinterest.to_dict()

        reddit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reddit, Unset):
            reddit = self.reddit.to_dict()

        snapchat: dict[str, Any] | Unset = UNSET
        if not isinstance(self.snapchat, Unset):
            snapchat = self.snapchat.to_dict()

        telegram: dict[str, Any] | Unset = UNSET
        if not isinstance(self.telegram, Unset):
            telegram = self.telegram.to_dict()

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
                "deleted": deleted,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if bluesky is not UNSET:
            field_dict["bluesky"] = bluesky
        if facebook is not UNSET:
            field_dict["facebook"] = facebook
        if gmb is not UNSET:
            field_dict["gmb"] = gmb
        if instagram is not UNSET:
            field_dict["instagram"] = instagram
        if linkedin is not UNSET:
            field_dict["linkedin"] = linkedin
        if pinterest is not UNSET:
            field_dict["pinterest"] = pinterest
        if reddit is not UNSET:
            field_dict["reddit"] = reddit
        if snapchat is not UNSET:
            field_dict["snapchat"] = snapchat
        if telegram is not UNSET:
            field_dict["telegram"] = telegram
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
        from ..models.network_deletion import NetworkDeletion

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        deleted = cast(list[str], d.pop("deleted"))

        id = d.pop("id", UNSET)

        _bluesky = d.pop("bluesky", UNSET)
        bluesky: NetworkDeletion | Unset
        if isinstance(_bluesky, Unset):
            bluesky = UNSET
        else:
            bluesky = NetworkDeletion.from_dict(_bluesky)

        _facebook = d.pop("facebook", UNSET)
        facebook: NetworkDeletion | Unset
        if isinstance(_facebook, Unset):
            facebook = UNSET
        else:
            facebook = NetworkDeletion.from_dict(_facebook)

        _gmb = d.pop("gmb", UNSET)
        gmb: NetworkDeletion | Unset
        if isinstance(_gmb, Unset):
            gmb = UNSET
        else:
            gmb = NetworkDeletion.from_dict(_gmb)

        _instagram = d.pop("instagram", UNSET)
        instagram: NetworkDeletion | Unset
        if isinstance(_instagram, Unset):
            instagram = UNSET
        else:
            instagram = NetworkDeletion.from_dict(_instagram)

        _linkedin = d.pop("linkedin", UNSET)
        linkedin: NetworkDeletion | Unset
        if isinstance(_linkedin, Unset):
            linkedin = UNSET
        else:
            linkedin = NetworkDeletion.from_dict(_linkedin)

        _pinterest = d.pop("pinterest", UNSET)
        pinterest: NetworkDeletion | Unset
        if isinstance(_pinterest, Unset):
            pinterest = UNSET
        else:
            pinterest = NetworkDeletion.from_dict(_pinterest)

        _reddit = d.pop("reddit", UNSET)
        reddit: NetworkDeletion | Unset
        if isinstance(_reddit, Unset):
            reddit = UNSET
        else:
            reddit = NetworkDeletion.from_dict(_reddit)

        _snapchat = d.pop("snapchat", UNSET)
        snapchat: NetworkDeletion | Unset
        if isinstance(_snapchat, Unset):
            snapchat = UNSET
        else:
            snapchat = NetworkDeletion.from_dict(_snapchat)

        _telegram = d.pop("telegram", UNSET)
        telegram: NetworkDeletion | Unset
        if isinstance(_telegram, Unset):
            telegram = UNSET
        else:
            telegram = NetworkDeletion.from_dict(_telegram)

        _threads = d.pop("threads", UNSET)
        threads: NetworkDeletion | Unset
        if isinstance(_threads, Unset):
            threads = UNSET
        else:
            threads = NetworkDeletion.from_dict(_threads)

        _tiktok = d.pop("tiktok", UNSET)
        tiktok: NetworkDeletion | Unset
        if isinstance(_tiktok, Unset):
            tiktok = UNSET
        else:
            tiktok = NetworkDeletion.from_dict(_tiktok)

        _twitter = d.pop("twitter", UNSET)
        twitter: NetworkDeletion | Unset
        if isinstance(_twitter, Unset):
            twitter = UNSET
        else:
            twitter = NetworkDeletion.from_dict(_twitter)

        _youtube = d.pop("youtube", UNSET)
        youtube: NetworkDeletion | Unset
        if isinstance(_youtube, Unset):
            youtube = UNSET
        else:
            youtube = NetworkDeletion.from_dict(_youtube)

        post_deleted = cls(
            status=status,
            deleted=deleted,
            id=id,
            bluesky=bluesky,
            facebook=facebook,
            gmb=gmb,
            instagram=instagram,
            linkedin=linkedin,
            pinterest=pinterest,
            reddit=reddit,
            snapchat=snapchat,
            telegram=telegram,
            threads=threads,
            tiktok=tiktok,
            twitter=twitter,
            youtube=youtube,
        )

        post_deleted.additional_properties = d
        return post_deleted

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
