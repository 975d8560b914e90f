from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_type import FeedType, check_feed_type

T = TypeVar("T", bound="FeedAdded")


@_attrs_define
class FeedAdded:
    """Answer of `add_feed`. LIVE asserts `status, id, title, websiteLink, feedURL,
    autoHashtag, useFirstImage`. CONFLICT: the legacy DOCS example names the feed's address
    `rssURL`; this spec follows LIVE (`feedURL`).

        Example:
            {'status': 'success', 'id': '4HZhptaD5', 'title': "Pulte's Money and Life Thoughts", 'websiteLink':
                'https://pulte.substack.com', 'feedURL': 'https://pulte.substack.com/feed', 'type': 'substack', 'autoHashtag':
                False, 'useFirstImage': False}

    """

    status: Literal["success"]
    id: str
    """ The feed's id, made by the service when the feed is added (legacy DOCS `4HZhptaD5`, `_3yhtyd88`). """
    title: str
    """ The feed's title (its `<title>`; empty when it has none). """
    website_link: str
    """ The site the feed belongs to (its `<link>`; empty when it has none). """
    feed_url: str
    """ The address the feed is read from. """
    type: FeedType
    """ What `url` names (legacy DOCS, SDK-PY README): `rss` (default) an RSS or Atom feed;
    `substack` a Substack publication, whose feed is read from `<url>/feed` unless `url`
    already ends with `/feed` (Substack's feed location; the legacy DOCS example answers
    `https://pulte.substack.com/feed` for it); `youtube` a YouTube channel's Atom feed
    address (`https://www.youtube.com/feeds/videos.xml?channel_id=...`; inferred: the
    sources do not say which YouTube address is expected).
     """
    auto_hashtag: bool
    use_first_image: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        title = self.title

        website_link = self.website_link

        feed_url = self.feed_url

        type_: str = self.type

        auto_hashtag = self.auto_hashtag

        use_first_image = self.use_first_image

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
                "title": title,
                "websiteLink": website_link,
                "feedURL": feed_url,
                "type": type_,
                "autoHashtag": auto_hashtag,
                "useFirstImage": use_first_image,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        title = d.pop("title")

        website_link = d.pop("websiteLink")

        feed_url = d.pop("feedURL")

        type_ = check_feed_type(d.pop("type"))

        auto_hashtag = d.pop("autoHashtag")

        use_first_image = d.pop("useFirstImage")

        feed_added = cls(
            status=status,
            id=id,
            title=title,
            website_link=website_link,
            feed_url=feed_url,
            type=type_,
            auto_hashtag=auto_hashtag,
            use_first_image=use_first_image,
        )

        feed_added.additional_properties = d
        return feed_added

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
