from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UserBatch")


@_attrs_define
class UserBatch:
    """Where the export of every profile's user record is (DOCS batch-all-users example: `success`,
    `url`, `urlAvailable`, `urlExpires`, `lastUpdated`, `nextUpdate`).

        Example:
            {'success': True, 'url': 'http://127.0.0.1:8000/batch/users/users-batch-2026-11-22-18-00-3f9a1c7e5b2d4a6c.json',
                'urlAvailable': '2026-11-22T18:05:00Z', 'urlExpires': '2026-11-29T18:00:00Z', 'lastUpdated':
                '2026-11-22T18:00:00Z', 'nextUpdate': '2026-11-22T21:00:00Z'}

    """

    success: bool
    url: str
    """ Address of the JSON file: an array with the `UserDetails` of each profile (inferred
    content), the Primary Profile first.
     """
    url_available: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    url_expires: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        url = self.url

        from social_publishing_client.types import datetime_to_wire

        url_available = datetime_to_wire(self.url_available)

        from social_publishing_client.types import datetime_to_wire

        url_expires = datetime_to_wire(self.url_expires)

        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "success": success,
                "url": url,
                "urlAvailable": url_available,
                "urlExpires": url_expires,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        success = d.pop("success")

        url = d.pop("url")

        url_available = datetime.datetime.fromisoformat(d.pop("urlAvailable"))

        url_expires = datetime.datetime.fromisoformat(d.pop("urlExpires"))

        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        user_batch = cls(
            success=success,
            url=url,
            url_available=url_available,
            url_expires=url_expires,
            last_updated=last_updated,
            next_update=next_update,
        )

        user_batch.additional_properties = d
        return user_batch

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
