from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.legacy_link_event_stat import LegacyLinkEventStat
    from ..models.legacy_timestamp import LegacyTimestamp


T = TypeVar("T", bound="LegacyLinkStats")


@_attrs_define
class LegacyLinkStats:
    """One short link with its click events (`analytics_links`)."""

    link_event_stats: list[LegacyLinkEventStat]
    """ Clicks per platform (one entry per platform with clicks). """
    link: str
    """ The address the short link leads to (as sent). """
    short_link: str
    """ The short link. """
    created: LegacyTimestamp
    """ When the link was created, as the legacy answer publishes it (a Firestore-style
    timestamp: Unix seconds and nanoseconds).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        link_event_stats = []
        for link_event_stats_item_data in self.link_event_stats:
            link_event_stats_item = link_event_stats_item_data.to_dict()
            link_event_stats.append(link_event_stats_item)

        link = self.link

        short_link = self.short_link

        created = self.created.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "linkEventStats": link_event_stats,
                "link": link,
                "shortLink": short_link,
                "created": created,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.legacy_link_event_stat import LegacyLinkEventStat
        from ..models.legacy_timestamp import LegacyTimestamp

        d = dict(src_dict)
        link_event_stats = []
        _link_event_stats = d.pop("linkEventStats")
        for link_event_stats_item_data in _link_event_stats:
            link_event_stats_item = LegacyLinkEventStat.from_dict(link_event_stats_item_data)

            link_event_stats.append(link_event_stats_item)

        link = d.pop("link")

        short_link = d.pop("shortLink")

        created = LegacyTimestamp.from_dict(d.pop("created"))

        legacy_link_stats = cls(
            link_event_stats=link_event_stats,
            link=link,
            short_link=short_link,
            created=created,
        )

        legacy_link_stats.additional_properties = d
        return legacy_link_stats

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
