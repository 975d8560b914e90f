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

T = TypeVar("T", bound="LinkCreated")


@_attrs_define
class LinkCreated:
    """Answer of `create_link` (LIVE)."""

    status: Literal["success"]
    id: str
    """ Identifier of a short link (7 letters and digits; own form). """
    short_url: str
    """ The short link: on the service `https://ayrs.io/<id>` (LIVE); on the reference server
    its base URL followed by `x-short-link-path` of `create_link`.
     """
    original_url: str
    """ The address as sent (without the UTM parameters). """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        short_url = self.short_url

        original_url = self.original_url

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
                "shortUrl": short_url,
                "originalUrl": original_url,
                "created": created,
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

        short_url = d.pop("shortUrl")

        original_url = d.pop("originalUrl")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        link_created = cls(
            status=status,
            id=id,
            short_url=short_url,
            original_url=original_url,
            created=created,
        )

        link_created.additional_properties = d
        return link_created

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
