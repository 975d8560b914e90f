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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MediaUrlExistence")


@_attrs_define
class MediaUrlExistence:
    """Response of `verify_media_exists`. DOCS apis/media/verify-media-url answers `{status,
    statusCode, contentType}` (a missing file: `{status: "error", statusCode: 404,
    statusText}`): `statusCode` is the page's name of the status seen, canonical; `httpStatus`
    (the same value) is an alias kept for existing clients; `contentType` is the page's (its example:
    `image/jpeg`); `mediaUrl` and `exists` are this spec's own. Not adopted: the page's error
    form for a missing file (here `exists: false`, still `status: success`, with `statusCode`).

    """

    status: Literal["success"]
    media_url: str
    """ The URL checked, as sent. """
    exists: bool
    """ True when the URL answered a HEAD request with a 2xx status. """
    status_code: int | Unset = UNSET
    """ The HTTP status the URL answered (absent when no answer came); DOCS' name. """
    http_status: int | Unset = UNSET
    """ The same as `statusCode` (an alias kept for existing clients). """
    content_type: str | Unset = UNSET
    """ The media type of the file (DOCS apis/media/verify-media-url's `contentType`): the
    `Content-Type` of the HEAD answer, lower case, without parameters (`text/html;
    charset=utf-8` gives `text/html`); for a media library URL, the type a request for the
    file is served with. Present only when the URL exists (`exists` true) and the answer
    named a media type.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        media_url = self.media_url

        exists = self.exists

        status_code = self.status_code

        http_status = self.http_status

        content_type = self.content_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "mediaUrl": media_url,
                "exists": exists,
            }
        )
        if status_code is not UNSET:
            field_dict["statusCode"] = status_code
        if http_status is not UNSET:
            field_dict["httpStatus"] = http_status
        if content_type is not UNSET:
            field_dict["contentType"] = content_type

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        media_url = d.pop("mediaUrl")

        exists = d.pop("exists")

        status_code = d.pop("statusCode", UNSET)

        http_status = d.pop("httpStatus", UNSET)

        content_type = d.pop("contentType", UNSET)

        media_url_existence = cls(
            status=status,
            media_url=media_url,
            exists=exists,
            status_code=status_code,
            http_status=http_status,
            content_type=content_type,
        )

        media_url_existence.additional_properties = d
        return media_url_existence

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
