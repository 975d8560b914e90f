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

T = TypeVar("T", bound="LegacyLinkEventStat")


@_attrs_define
class LegacyLinkEventStat:
    """The clicks of one platform (`analytics_links`)."""

    count: int
    event: Literal["CLICK"]
    """ The event counted (only CLICK is published). """
    platform: str
    """ The platform of the clicks (`x-short-link.platforms` of `create_link`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        event = self.event

        platform = self.platform

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "event": event,
                "platform": platform,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        event = cast(Literal["CLICK"], d.pop("event"))
        if event != "CLICK":
            raise ValueError(f"event must match const 'CLICK', got '{event}'")

        platform = d.pop("platform")

        legacy_link_event_stat = cls(
            count=count,
            event=event,
            platform=platform,
        )

        legacy_link_event_stat.additional_properties = d
        return legacy_link_event_stat

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
