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

from ..models.account_kind import AccountKind, check_account_kind
from ..models.platform import Platform, check_platform

if TYPE_CHECKING:
    from ..models.seeded_post_ids import SeededPostIds


T = TypeVar("T", bound="NetworkContentSeeded")


@_attrs_define
class NetworkContentSeeded:
    """The ids the given items got, in the order given."""

    status: Literal["success"]
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    account: AccountKind
    """ What the network's account holds made outside the service: `generated` (the default
    for a new link) a deterministic past growing with the clock (`x-seeded-account` of
    `link_network`), `empty` nothing, `exact` what `seed_network_content` gave it.
     """
    posts: list[SeededPostIds]
    conversation_ids: list[str]
    review_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        platform: str = self.platform

        account: str = self.account

        posts = []
        for posts_item_data in self.posts:
            posts_item = posts_item_data.to_dict()
            posts.append(posts_item)

        conversation_ids = self.conversation_ids

        review_ids = self.review_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "platform": platform,
                "account": account,
                "posts": posts,
                "conversationIds": conversation_ids,
                "reviewIds": review_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seeded_post_ids import SeededPostIds

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        platform = check_platform(d.pop("platform"))

        account = check_account_kind(d.pop("account"))

        posts = []
        _posts = d.pop("posts")
        for posts_item_data in _posts:
            posts_item = SeededPostIds.from_dict(posts_item_data)

            posts.append(posts_item)

        conversation_ids = cast(list[str], d.pop("conversationIds"))

        review_ids = cast(list[str], d.pop("reviewIds"))

        network_content_seeded = cls(
            status=status,
            platform=platform,
            account=account,
            posts=posts,
            conversation_ids=conversation_ids,
            review_ids=review_ids,
        )

        network_content_seeded.additional_properties = d
        return network_content_seeded

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
