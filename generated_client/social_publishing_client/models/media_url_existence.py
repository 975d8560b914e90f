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
    """Response of `verify_media_exists`. Own shape (inferred; the service publishes only "a
    HEAD check").

    """

    status: Literal["success"]
    media_url: str
    """ The URL checked, as sent. """
    exists: bool
    """ True when the URL answered a HEAD request with a 2xx status. """
    http_status: int | Unset = UNSET
    """ The HTTP status the URL answered (absent when no answer came). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        media_url = self.media_url

        exists = self.exists

        http_status = self.http_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "mediaUrl": media_url,
                "exists": exists,
            }
        )
        if http_status is not UNSET:
            field_dict["httpStatus"] = http_status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        media_url = d.pop("mediaUrl")

        exists = d.pop("exists")

        http_status = d.pop("httpStatus", UNSET)

        media_url_existence = cls(
            status=status,
            media_url=media_url,
            exists=exists,
            http_status=http_status,
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
