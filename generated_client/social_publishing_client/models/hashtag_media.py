from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hashtag_media_media_type import (
    HashtagMediaMediaType,
    check_hashtag_media_media_type,
)

T = TypeVar("T", bound="HashtagMedia")


@_attrs_define
class HashtagMedia:
    """One public Instagram medium of a hashtag search (the page's fields; the page's `children` of carousels are not made
    by the sandbox).

    """

    caption: str
    comments_count: int
    id: str
    like_count: int
    media_type: HashtagMediaMediaType
    """ `IMAGE`, `VIDEO` or `CAROUSEL_ALBUM` (Instagram's media types). """
    media_url: str
    permalink: str
    timestamp: str
    """ When it was posted, in Instagram's form (`+0000`, as the page shows). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        caption = self.caption

        comments_count = self.comments_count

        id = self.id

        like_count = self.like_count

        media_type: str = self.media_type

        media_url = self.media_url

        permalink = self.permalink

        timestamp = self.timestamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "caption": caption,
                "commentsCount": comments_count,
                "id": id,
                "likeCount": like_count,
                "mediaType": media_type,
                "mediaUrl": media_url,
                "permalink": permalink,
                "timestamp": timestamp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        caption = d.pop("caption")

        comments_count = d.pop("commentsCount")

        id = d.pop("id")

        like_count = d.pop("likeCount")

        media_type = check_hashtag_media_media_type(d.pop("mediaType"))

        media_url = d.pop("mediaUrl")

        permalink = d.pop("permalink")

        timestamp = d.pop("timestamp")

        hashtag_media = cls(
            caption=caption,
            comments_count=comments_count,
            id=id,
            like_count=like_count,
            media_type=media_type,
            media_url=media_url,
            permalink=permalink,
            timestamp=timestamp,
        )

        hashtag_media.additional_properties = d
        return hashtag_media

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
