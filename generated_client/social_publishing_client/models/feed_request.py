from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_type import FeedType, check_feed_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="FeedRequest")


@_attrs_define
class FeedRequest:
    """Body of `add_feed` (legacy DOCS; SDK-PY `addFeed`).

    Example:
        {'url': 'https://blog.example.com/rss.xml', 'type': 'rss', 'useFirstImage': True, 'autoHashtag': False}

    """

    url: str
    """ An `http` or `https` address. """
    type: FeedType | Unset = UNSET
    """ What `url` names (legacy DOCS, SDK-PY README): `rss` (default) an RSS or Atom feed;
    `substack` a Substack publication, whose feed is read from `<url>/feed` unless `url`
    already ends with `/feed` (Substack's feed location; the legacy DOCS example answers
    `https://pulte.substack.com/feed` for it); `youtube` a YouTube channel's Atom feed
    address (`https://www.youtube.com/feeds/videos.xml?channel_id=...`; inferred: the
    sources do not say which YouTube address is expected).
     """
    use_first_image: bool | Unset = False
    """ Attach the first image of each new article to its post (legacy DOCS). """
    auto_hashtag: bool | Unset = False
    """ Add up to 3 hashtags (`x-feed-posting.maxHashtags`) to each post from the article's title (legacy DOCS;
    which words are kept, the longest candidates of `x-max-pack.hashtags` as `auto_hashtags` chooses them, is said
    by `x-feed-posting`, inferred). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        type_: str | Unset = UNSET
        if not isinstance(self.type, Unset):
            type_ = self.type

        use_first_image = self.use_first_image

        auto_hashtag = self.auto_hashtag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if use_first_image is not UNSET:
            field_dict["useFirstImage"] = use_first_image
        if auto_hashtag is not UNSET:
            field_dict["autoHashtag"] = auto_hashtag

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        _type_ = d.pop("type", UNSET)
        type_: FeedType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = check_feed_type(_type_)

        use_first_image = d.pop("useFirstImage", UNSET)

        auto_hashtag = d.pop("autoHashtag", UNSET)

        feed_request = cls(
            url=url,
            type=type_,
            use_first_image=use_first_image,
            auto_hashtag=auto_hashtag,
        )

        feed_request.additional_properties = d
        return feed_request

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
