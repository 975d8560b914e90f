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

from ..models.media_meta_type import MediaMetaType, check_media_meta_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="MediaMeta")


@_attrs_define
class MediaMeta:
    """Response of `get_media_meta`. DOCS apis/media/get-media-metadata
    (https://www.ayrshare.com/docs/apis/media/get-media-metadata) answers `{codec, duration,
    filename, format, height, size, type, width}` for a video (`filename` the URL read,
    `format` "QuickTime / MOV", `duration` in seconds, `size` in bytes); those are the page's
    fields. For a video (an MP4/QuickTime file with a video track) all of them are present;
    for an image `filename`, `type` (`image`), `format` (the image format, inferred),
    `width` and `height`; for another file `filename` and `size`. `status`, `url` and
    `contentType` are this spec's own, kept for existing clients.

    """

    filename: str
    """ The URL read, as sent (the page's name; the same value as `url`). """
    status: Literal["success"]
    url: str
    """ The URL read, as sent. """
    content_type: str
    """ Media type of the file (for an image, read from its content). """
    size: int
    """ Length of the file in bytes. """
    type: MediaMetaType | Unset = UNSET
    """ The kind of media, when it is an image or a video. """
    format: str | Unset = UNSET
    """ The file's format: `QuickTime / MOV` for the MP4/QuickTime family (the page's), the
    image format (`PNG`, `JPEG`, `GIF`, `WEBP`...) for an image (inferred).
     """
    codec: str | Unset = UNSET
    """ The video track's codec (`h264`, `hevc`, ...); videos only. """
    duration: float | Unset = UNSET
    """ Length of the video in seconds; videos only. """
    width: int | Unset = UNSET
    """ Width in pixels (images and videos). """
    height: int | Unset = UNSET
    """ Height in pixels (images and videos). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        filename = self.filename

        status = self.status

        url = self.url

        content_type = self.content_type

        size = self.size

        type_: str | Unset = UNSET
        if not isinstance(self.type, Unset):
            type_ = self.type

        format_ = self.format

        codec = self.codec

        duration = self.duration

        width = self.width

        height = self.height

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "filename": filename,
                "status": status,
                "url": url,
                "contentType": content_type,
                "size": size,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if format_ is not UNSET:
            field_dict["format"] = format_
        if codec is not UNSET:
            field_dict["codec"] = codec
        if duration is not UNSET:
            field_dict["duration"] = duration
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        filename = d.pop("filename")

        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        url = d.pop("url")

        content_type = d.pop("contentType")

        size = d.pop("size")

        _type_ = d.pop("type", UNSET)
        type_: MediaMetaType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = check_media_meta_type(_type_)

        format_ = d.pop("format", UNSET)

        codec = d.pop("codec", UNSET)

        duration = d.pop("duration", UNSET)

        width = d.pop("width", UNSET)

        height = d.pop("height", UNSET)

        media_meta = cls(
            filename=filename,
            status=status,
            url=url,
            content_type=content_type,
            size=size,
            type=type_,
            format=format_,
            codec=codec,
            duration=duration,
            width=width,
            height=height,
        )

        media_meta.additional_properties = d
        return media_meta

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
