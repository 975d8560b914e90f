from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.content_conversation import ContentConversation
    from ..models.content_post import ContentPost
    from ..models.content_review import ContentReview


T = TypeVar("T", bound="NetworkContent")


@_attrs_define
class NetworkContent:
    """The exact content of a linked network's account (each list may be empty)."""

    posts: list[ContentPost] | Unset = UNSET
    conversations: list[ContentConversation] | Unset = UNSET
    reviews: list[ContentReview] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        posts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.posts, Unset):
            posts = []
            for posts_item_data in self.posts:
                posts_item = posts_item_data.to_dict()
                posts.append(posts_item)

        conversations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.conversations, Unset):
            conversations = []
            for conversations_item_data in self.conversations:
                conversations_item = conversations_item_data.to_dict()
                conversations.append(conversations_item)

        reviews: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reviews, Unset):
            reviews = []
            for reviews_item_data in self.reviews:
                reviews_item = reviews_item_data.to_dict()
                reviews.append(reviews_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if posts is not UNSET:
            field_dict["posts"] = posts
        if conversations is not UNSET:
            field_dict["conversations"] = conversations
        if reviews is not UNSET:
            field_dict["reviews"] = reviews

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.content_conversation import ContentConversation
        from ..models.content_post import ContentPost
        from ..models.content_review import ContentReview

        d = dict(src_dict)
        _posts = d.pop("posts", UNSET)
        posts: list[ContentPost] | Unset = UNSET
        if _posts is not UNSET:
            posts = []
            for posts_item_data in _posts:
                posts_item = ContentPost.from_dict(posts_item_data)

                posts.append(posts_item)

        _conversations = d.pop("conversations", UNSET)
        conversations: list[ContentConversation] | Unset = UNSET
        if _conversations is not UNSET:
            conversations = []
            for conversations_item_data in _conversations:
                conversations_item = ContentConversation.from_dict(conversations_item_data)

                conversations.append(conversations_item)

        _reviews = d.pop("reviews", UNSET)
        reviews: list[ContentReview] | Unset = UNSET
        if _reviews is not UNSET:
            reviews = []
            for reviews_item_data in _reviews:
                reviews_item = ContentReview.from_dict(reviews_item_data)

                reviews.append(reviews_item)

        network_content = cls(
            posts=posts,
            conversations=conversations,
            reviews=reviews,
        )

        return network_content
