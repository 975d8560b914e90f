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
    from ..models.comment_deletion import CommentDeletion


T = TypeVar("T", bound="CommentsDeleted")


@_attrs_define
class CommentsDeleted:
    """Answer of `delete_comments`, under each network's name (DOCS delete-comments example)."""

    status: Literal["success"]
    bluesky: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    facebook: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    instagram: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    linkedin: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    reddit: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    threads: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    tiktok: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    twitter: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    youtube: CommentDeletion | list[CommentDeletion] | Unset = UNSET
    """ What was deleted on one network: one `CommentDeletion`, or a list of them when a Post ID
    deleted several comments there (inferred; the DOCS example shows one per network).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.comment_deletion import CommentDeletion

        status = self.status

        bluesky: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.bluesky, Unset):
            bluesky = UNSET
        elif isinstance(self.bluesky, CommentDeletion):
            bluesky = self.bluesky.to_dict()
        else:
            bluesky = []
            for componentsschemas_comment_deletions_comment_deletion_list_item_data in self.bluesky:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                bluesky.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        facebook: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.facebook, Unset):
            facebook = UNSET
        elif isinstance(self.facebook, CommentDeletion):
            facebook = self.facebook.to_dict()
        else:
            facebook = []
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in self.facebook:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                facebook.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        instagram: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.instagram, Unset):
            instagram = UNSET
        elif isinstance(self.instagram, CommentDeletion):
            instagram = self.instagram.to_dict()
        else:
            instagram = []
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in self.instagram:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                instagram.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        linkedin: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.linkedin, Unset):
            linkedin = UNSET
        elif isinstance(self.linkedin, CommentDeletion):
            linkedin = self.linkedin.to_dict()
        else:
            linkedin = []
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in self.linkedin:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                linkedin.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        reddit: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.reddit, Unset):
            reddit = UNSET
        elif isinstance(self.reddit, CommentDeletion):
            reddit = self.reddit.to_dict()
        else:
            reddit = []
            for componentsschemas_comment_deletions_comment_deletion_list_item_data in self.reddit:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                reddit.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        threads: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.threads, Unset):
            threads = UNSET
        elif isinstance(self.threads, CommentDeletion):
            threads = self.threads.to_dict()
        else:
            threads = []
            for componentsschemas_comment_deletions_comment_deletion_list_item_data in self.threads:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                threads.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        tiktok: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.tiktok, Unset):
            tiktok = UNSET
        elif isinstance(self.tiktok, CommentDeletion):
            tiktok = self.tiktok.to_dict()
        else:
            tiktok = []
            for componentsschemas_comment_deletions_comment_deletion_list_item_data in self.tiktok:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                tiktok.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        twitter: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.twitter, Unset):
            twitter = UNSET
        elif isinstance(self.twitter, CommentDeletion):
            twitter = self.twitter.to_dict()
        else:
            twitter = []
            for componentsschemas_comment_deletions_comment_deletion_list_item_data in self.twitter:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                twitter.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        youtube: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.youtube, Unset):
            youtube = UNSET
        elif isinstance(self.youtube, CommentDeletion):
            youtube = self.youtube.to_dict()
        else:
            youtube = []
            for componentsschemas_comment_deletions_comment_deletion_list_item_data in self.youtube:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    componentsschemas_comment_deletions_comment_deletion_list_item_data.to_dict()
                )
                youtube.append(componentsschemas_comment_deletions_comment_deletion_list_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
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
        from ..models.comment_deletion import CommentDeletion

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        def _parse_bluesky(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        bluesky = _parse_bluesky(d.pop("bluesky", UNSET))

        def _parse_facebook(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        facebook = _parse_facebook(d.pop("facebook", UNSET))

        def _parse_instagram(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        instagram = _parse_instagram(d.pop("instagram", UNSET))

        def _parse_linkedin(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        linkedin = _parse_linkedin(d.pop("linkedin", UNSET))

        def _parse_reddit(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        reddit = _parse_reddit(d.pop("reddit", UNSET))

        def _parse_threads(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        threads = _parse_threads(d.pop("threads", UNSET))

        def _parse_tiktok(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        tiktok = _parse_tiktok(d.pop("tiktok", UNSET))

        def _parse_twitter(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        twitter = _parse_twitter(d.pop("twitter", UNSET))

        def _parse_youtube(
            data: object,
        ) -> CommentDeletion | list[CommentDeletion] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_comment_deletions_type_0 = CommentDeletion.from_dict(data)

                return componentsschemas_comment_deletions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            componentsschemas_comment_deletions_comment_deletion_list = []
            _componentsschemas_comment_deletions_comment_deletion_list = data
            for (
                componentsschemas_comment_deletions_comment_deletion_list_item_data
            ) in _componentsschemas_comment_deletions_comment_deletion_list:
                componentsschemas_comment_deletions_comment_deletion_list_item = (
                    CommentDeletion.from_dict(
                        componentsschemas_comment_deletions_comment_deletion_list_item_data
                    )
                )

                componentsschemas_comment_deletions_comment_deletion_list.append(
                    componentsschemas_comment_deletions_comment_deletion_list_item
                )

            return componentsschemas_comment_deletions_comment_deletion_list

        youtube = _parse_youtube(d.pop("youtube", UNSET))

        comments_deleted = cls(
            status=status,
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

        comments_deleted.additional_properties = d
        return comments_deleted

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
