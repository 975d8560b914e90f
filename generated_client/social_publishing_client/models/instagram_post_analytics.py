from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.instagram_post_metrics import InstagramPostMetrics


T = TypeVar("T", bound="InstagramPostAnalytics")


@_attrs_define
class InstagramPostAnalytics:
    """The post's metrics on Instagram."""

    id: str
    """ Social Post ID, made by a network (`x-identifier-kinds`). """
    post_url: str
    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    analytics: InstagramPostMetrics
    """ Instagram post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/post (https://www.ayrshare.com/docs/apis/analytics/post.md); shown only
    there, they are optional.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        post_url = self.post_url

        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        analytics = self.analytics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "postUrl": post_url,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
                "analytics": analytics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.instagram_post_metrics import InstagramPostMetrics

        d = dict(src_dict)
        id = d.pop("id")

        post_url = d.pop("postUrl")

        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        analytics = InstagramPostMetrics.from_dict(d.pop("analytics"))

        instagram_post_analytics = cls(
            id=id,
            post_url=post_url,
            last_updated=last_updated,
            next_update=next_update,
            analytics=analytics,
        )

        instagram_post_analytics.additional_properties = d
        return instagram_post_analytics

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
