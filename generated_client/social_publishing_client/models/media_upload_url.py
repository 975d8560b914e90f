from __future__ import annotations

import datetime
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

T = TypeVar("T", bound="MediaUploadUrl")


@_attrs_define
class MediaUploadUrl:
    """Response of `get_media_upload_url` (own shape, inferred)."""

    status: Literal["success"]
    upload_url: str
    """ Where to `PUT` the file's bytes (no Authorization header). """
    access_url: str
    """ Where the file is served once uploaded (its media library `url`). """
    content_type: str
    """ The `Content-Type` the PUT must send. """
    method: Literal["PUT"]
    """ The HTTP method of the upload. """
    expires_at: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        upload_url = self.upload_url

        access_url = self.access_url

        content_type = self.content_type

        method = self.method

        from social_publishing_client.types import datetime_to_wire

        expires_at = datetime_to_wire(self.expires_at)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "uploadUrl": upload_url,
                "accessUrl": access_url,
                "contentType": content_type,
                "method": method,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        upload_url = d.pop("uploadUrl")

        access_url = d.pop("accessUrl")

        content_type = d.pop("contentType")

        method = cast(Literal["PUT"], d.pop("method"))
        if method != "PUT":
            raise ValueError(f"method must match const 'PUT', got '{method}'")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        media_upload_url = cls(
            status=status,
            upload_url=upload_url,
            access_url=access_url,
            content_type=content_type,
            method=method,
            expires_at=expires_at,
        )

        media_upload_url.additional_properties = d
        return media_upload_url

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
