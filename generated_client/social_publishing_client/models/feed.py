from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feed_type import FeedType, check_feed_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feed_image import FeedImage


T = TypeVar("T", bound="Feed")


@_attrs_define
class Feed:
    """One added feed as `get_feeds` lists it (legacy DOCS: `autoHashtag, created, description,
    id, image, link, title, type`); `feedURL` and `useFirstImage` as `add_feed` answers them;
    `lastChecked` and `nextCheck` are the reference server's schedule (inferred, like
    `lastUpdated`/`nextUpdate` of cached reads).

    """

    id: str
    """ The feed's id, made by the service when the feed is added (legacy DOCS `4HZhptaD5`, `_3yhtyd88`). """
    type: FeedType
    """ What `url` names (legacy DOCS, SDK-PY README): `rss` (default) an RSS or Atom feed;
    `substack` a Substack publication, whose feed is read from `<url>/feed` unless `url`
    already ends with `/feed` (Substack's feed location; the legacy DOCS example answers
    `https://pulte.substack.com/feed` for it); `youtube` a YouTube channel's Atom feed
    address (`https://www.youtube.com/feeds/videos.xml?channel_id=...`; inferred: the
    sources do not say which YouTube address is expected).
     """
    title: str
    link: str
    description: str
    feed_url: str
    auto_hashtag: bool
    use_first_image: bool
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_check: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    image: FeedImage | Unset = UNSET
    """ The feed's own image (RSS `<image>`, Atom `<logo>`), as the legacy DOCS example lists it (height and width
    as strings there). """
    last_checked: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_: str = self.type

        title = self.title

        link = self.link

        description = self.description

        feed_url = self.feed_url

        auto_hashtag = self.auto_hashtag

        use_first_image = self.use_first_image

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        from social_publishing_client.types import datetime_to_wire

        next_check = datetime_to_wire(self.next_check)

        image: dict[str, Any] | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_dict()

        last_checked: str | Unset = UNSET
        if not isinstance(self.last_checked, Unset):
            from social_publishing_client.types import datetime_to_wire

            last_checked = datetime_to_wire(self.last_checked)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "title": title,
                "link": link,
                "description": description,
                "feedURL": feed_url,
                "autoHashtag": auto_hashtag,
                "useFirstImage": use_first_image,
                "created": created,
                "nextCheck": next_check,
            }
        )
        if image is not UNSET:
            field_dict["image"] = image
        if last_checked is not UNSET:
            field_dict["lastChecked"] = last_checked

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.feed_image import FeedImage

        d = dict(src_dict)
        id = d.pop("id")

        type_ = check_feed_type(d.pop("type"))

        title = d.pop("title")

        link = d.pop("link")

        description = d.pop("description")

        feed_url = d.pop("feedURL")

        auto_hashtag = d.pop("autoHashtag")

        use_first_image = d.pop("useFirstImage")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        next_check = datetime.datetime.fromisoformat(d.pop("nextCheck"))

        _image = d.pop("image", UNSET)
        image: FeedImage | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = FeedImage.from_dict(_image)

        _last_checked = d.pop("lastChecked", UNSET)
        last_checked: datetime.datetime | Unset
        if isinstance(_last_checked, Unset):
            last_checked = UNSET
        else:
            last_checked = datetime.datetime.fromisoformat(_last_checked)

        feed = cls(
            id=id,
            type=type_,
            title=title,
            link=link,
            description=description,
            feed_url=feed_url,
            auto_hashtag=auto_hashtag,
            use_first_image=use_first_image,
            created=created,
            next_check=next_check,
            image=image,
            last_checked=last_checked,
        )

        feed.additional_properties = d
        return feed

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
