from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.network_post_metrics import NetworkPostMetrics


T = TypeVar("T", bound="NetworkPost")


@_attrs_define
class NetworkPost:
    """One post of the linked account as the network holds it (SERVICE-SURFACE 8.3: the fields
    are network-specific; the common ones here are inferred). In the reference server the
    sandbox network holds what the profile published there.

        Example:
            {'id': 'urn:li:share:7130000000000000000', 'post': 'Our new logo is here!', 'postUrl':
                'https://www.linkedin.com/feed/update/urn:li:share:7130000000000000000', 'created': '2026-11-22T18:00:00Z',
                'mediaUrls': []}

    """

    id: str
    """ Social Post ID, made by a network (`x-identifier-kinds`). """
    post: str
    """ The post's text. """
    post_url: str
    """ Where the post is on the network (the `postUrl` of its `postIds` entry). """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    media_urls: list[str]
    """ The post's media. """
    analytics: NetworkPostMetrics | Unset = UNSET
    """ The post's metrics on this network, the same object `get_post_analytics` answers for
    it at the same time (the network's `<Network>PostMetrics`). Absent with
    `skipAnalytics=true`.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        post = self.post

        post_url = self.post_url

        from social_publishing_sandbox.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        media_urls = self.media_urls

        analytics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.analytics, Unset):
            analytics = self.analytics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "post": post,
                "postUrl": post_url,
                "created": created,
                "mediaUrls": media_urls,
            }
        )
        if analytics is not UNSET:
            field_dict["analytics"] = analytics

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.network_post_metrics import NetworkPostMetrics

        d = dict(src_dict)
        id = d.pop("id")

        post = d.pop("post")

        post_url = d.pop("postUrl")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        media_urls = cast(list[str], d.pop("mediaUrls"))

        _analytics = d.pop("analytics", UNSET)
        analytics: NetworkPostMetrics | Unset
        if isinstance(_analytics, Unset):
            analytics = UNSET
        else:
            analytics = NetworkPostMetrics.from_dict(_analytics)

        network_post = cls(
            id=id,
            post=post,
            post_url=post_url,
            created=created,
            media_urls=media_urls,
            analytics=analytics,
        )

        network_post.additional_properties = d
        return network_post

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
