from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.browser_counts import BrowserCounts
    from ..models.referer_counts import RefererCounts


T = TypeVar("T", bound="ShortLinkStats")


@_attrs_define
class ShortLinkStats:
    """A short link with its clicks as `analytics_links_short` answers it
    (LIVE): `LinkStats` without `id`.

    """

    short_url: str
    original_url: str
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    total_clicks: int
    referer_counts: RefererCounts
    """ Clicks per referring host (`direct` without a usable Referer). """
    browser_counts: BrowserCounts
    """ Clicks per browser (named from the User-Agent). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        short_url = self.short_url

        original_url = self.original_url

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        total_clicks = self.total_clicks

        referer_counts = self.referer_counts.to_dict()

        browser_counts = self.browser_counts.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "shortUrl": short_url,
                "originalUrl": original_url,
                "created": created,
                "totalClicks": total_clicks,
                "refererCounts": referer_counts,
                "browserCounts": browser_counts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.browser_counts import BrowserCounts
        from ..models.referer_counts import RefererCounts

        d = dict(src_dict)
        short_url = d.pop("shortUrl")

        original_url = d.pop("originalUrl")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        total_clicks = d.pop("totalClicks")

        referer_counts = RefererCounts.from_dict(d.pop("refererCounts"))

        browser_counts = BrowserCounts.from_dict(d.pop("browserCounts"))

        short_link_stats = cls(
            short_url=short_url,
            original_url=original_url,
            created=created,
            total_clicks=total_clicks,
            referer_counts=referer_counts,
            browser_counts=browser_counts,
        )

        short_link_stats.additional_properties = d
        return short_link_stats

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
