from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NetworkSocialAnalytics")


@_attrs_define
class NetworkSocialAnalytics:
    """When the account analytics were read and will be read again (inferred)."""

    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        network_social_analytics = cls(
            last_updated=last_updated,
            next_update=next_update,
        )

        network_social_analytics.additional_properties = d
        return network_social_analytics

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
