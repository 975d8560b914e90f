from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.history_network import HistoryNetwork, check_history_network
from ..models.network_history_status import (
    NetworkHistoryStatus,
    check_network_history_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.network_post import NetworkPost


T = TypeVar("T", bound="NetworkHistory")


@_attrs_define
class NetworkHistory:
    """The posts of one network's linked account, newest first (LIVE: `{status,
    posts, lastUpdated, nextUpdate}`). `next` (inferred name) is present when more posts
    follow: send it back as the `next` query parameter for the next page.

        Example:
            {'status': 'success', 'platform': 'instagram', 'posts': [{'id': '17954170374402345', 'post': 'Our new logo is
                here!', 'postUrl': 'https://www.instagram.com/reel/DCk9Qm2sVb4/', 'created': '2026-11-21T16:30:00Z',
                'mediaUrls': ['https://scontent.cdninstagram.com/v/17954170374402345.mp4'], 'likeCount': 342, 'commentsCount':
                27, 'viewsCount': 6875, 'mediaType': 'VIDEO', 'mediaProductType': 'REELS', 'mediaUrl':
                'https://scontent.cdninstagram.com/v/17954170374402345.mp4', 'thumbnailUrl':
                'https://scontent.cdninstagram.com/v/17954170374402345.jpg', 'permalink':
                'https://www.instagram.com/reel/DCk9Qm2sVb4/', 'username': 'acme.bakery'}, {'id': '17887420513209876', 'post':
                'Fresh out of the oven this morning.', 'postUrl':
                'https://www.instagram.com/stories/acme.bakery/17887420513209876/', 'created': '2026-11-21T07:45:00Z',
                'mediaUrls': ['https://scontent.cdninstagram.com/v/17887420513209876.jpg'], 'mediaType': 'IMAGE',
                'mediaProductType': 'STORY', 'mediaUrl': 'https://scontent.cdninstagram.com/v/17887420513209876.jpg',
                'thumbnailUrl': 'https://scontent.cdninstagram.com/v/17887420513209876.jpg', 'permalink':
                'https://www.instagram.com/stories/acme.bakery/17887420513209876/', 'username': 'acme.bakery'}], 'lastUpdated':
                '2026-11-22T18:00:00Z', 'nextUpdate': '2026-11-22T18:10:00Z'}

    """

    status: NetworkHistoryStatus
    platform: HistoryNetwork
    """ A network whose own posts `GET /history/{platform}` reads (MCP: no
    gmb, reddit or telegram).
     """
    posts: list[NetworkPost]
    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next: str | Unset = UNSET
    """ The cursor of the next page; absent on the last page. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        platform: str = self.platform

        posts = []
        for posts_item_data in self.posts:
            posts_item = posts_item_data.to_dict()
            posts.append(posts_item)

        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        next_ = self.next

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "platform": platform,
                "posts": posts,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
            }
        )
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.network_post import NetworkPost

        d = dict(src_dict)
        status = check_network_history_status(d.pop("status"))

        platform = check_history_network(d.pop("platform"))

        posts = []
        _posts = d.pop("posts")
        for posts_item_data in _posts:
            posts_item = NetworkPost.from_dict(posts_item_data)

            posts.append(posts_item)

        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        next_ = d.pop("next", UNSET)

        network_history = cls(
            status=status,
            platform=platform,
            posts=posts,
            last_updated=last_updated,
            next_update=next_update,
            next=next_,
        )

        network_history.additional_properties = d
        return network_history

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
