from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.link_stats_browser_counts import LinkStatsBrowserCounts
    from ..models.link_stats_referer_counts import LinkStatsRefererCounts


T = TypeVar("T", bound="LinkStats")


@_attrs_define
class LinkStats:
    """A short link with its clicks (LIVE: `{id, shortUrl, originalUrl, created,
    totalClicks, refererCounts, browserCounts}`). The count maps' keys follow
    `x-short-link-clicks` of `get_link_analytics`.

    """

    id: str
    """ Identifier of a short link (7 letters and digits; own form). """
    short_url: str
    original_url: str
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    total_clicks: int
    referer_counts: LinkStatsRefererCounts
    """ Clicks per referring host (`direct` without a usable Referer). """
    browser_counts: LinkStatsBrowserCounts
    """ Clicks per browser (named from the User-Agent). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

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
                "id": id,
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
        from ..models.link_stats_browser_counts import LinkStatsBrowserCounts
        from ..models.link_stats_referer_counts import LinkStatsRefererCounts

        d = dict(src_dict)
        id = d.pop("id")

        short_url = d.pop("shortUrl")

        original_url = d.pop("originalUrl")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        total_clicks = d.pop("totalClicks")

        referer_counts = LinkStatsRefererCounts.from_dict(d.pop("refererCounts"))

        browser_counts = LinkStatsBrowserCounts.from_dict(d.pop("browserCounts"))

        link_stats = cls(
            id=id,
            short_url=short_url,
            original_url=original_url,
            created=created,
            total_clicks=total_clicks,
            referer_counts=referer_counts,
            browser_counts=browser_counts,
        )

        link_stats.additional_properties = d
        return link_stats

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
