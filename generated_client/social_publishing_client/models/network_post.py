from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.network_post_media_product_type import (
    NetworkPostMediaProductType,
    check_network_post_media_product_type,
)
from ..models.network_post_media_type import (
    NetworkPostMediaType,
    check_network_post_media_type,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.network_post_bluesky_entry_viewer import NetworkPostBlueskyEntryViewer
    from ..models.network_post_facebook_liker import NetworkPostFacebookLiker
    from ..models.network_post_metrics import NetworkPostMetrics


T = TypeVar("T", bound="NetworkPost")


@_attrs_define
class NetworkPost:
    """One post of the linked account as the network holds it (LIVE: the fields
    are network-specific; the common ones here are inferred). In the reference server the
    sandbox network holds what the profile published there.
    The engagement and media fields of DOCS apis/history/history-platform
    (https://www.ayrshare.com/docs/apis/history/history-platform) are present on the networks
    each names in `x-for-networks` (shown in the page's examples only, so optional); their counts are
    those `get_post_analytics` answers for the post at the same time where it has a metric of that
    name.

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
    """ The post's media, as addresses (strings) on every network, Facebook included. The
    copies of DOCS apis/history/history-platform read here show no Facebook entry with
    `mediaUrls` objects, and LIVE's Facebook history test asserts no `mediaUrls`; a
    network's own media objects are not passed through (inferred; Facebook's picture is
    also `fullPicture`).
     """
    analytics: NetworkPostMetrics | Unset = UNSET
    """ The post's metrics on this network, the same object `get_post_analytics` answers for
    it at the same time (the network's `<Network>PostMetrics`). Absent with
    `skipAnalytics=true`.
     """
    like_count: int | Unset = UNSET
    """ Likes of the post. """
    comments_count: int | Unset = UNSET
    """ Comments on the post. """
    shares_count: int | Unset = UNSET
    """ Shares of the post. """
    views_count: int | Unset = UNSET
    """ Views of the post. """
    media_type: NetworkPostMediaType | Unset = UNSET
    """ The kind of post (a video when it has one, an image when it has other media, else text). """
    media_product_type: NetworkPostMediaProductType | Unset = UNSET
    """ Where the media was published. """
    media_url: str | Unset = UNSET
    """ The address of the post's first media (empty without media). """
    thumbnail_url: str | Unset = UNSET
    """ The post's thumbnail (its first media; empty without media). """
    permalink: str | Unset = UNSET
    """ The post's permanent address. """
    username: str | Unset = UNSET
    """ The account's user name. """
    title: str | Unset = UNSET
    """ The video's title (the post's text). """
    cid: str | Unset = UNSET
    """ The content id of the post's record. """
    indexed_at: str | Unset = UNSET
    """ When Bluesky indexed the post. """
    labels: list[str] | Unset = UNSET
    """ The post's moderation labels. """
    quote_count: int | Unset = UNSET
    reply_count: int | Unset = UNSET
    repost_count: int | Unset = UNSET
    viewer: NetworkPostBlueskyEntryViewer | Unset = UNSET
    """ The reading account's relation to the post. """
    clicks_unique: int | Unset = UNSET
    engaged_users: int | Unset = UNSET
    impressions_unique: int | Unset = UNSET
    full_picture: str | Unset = UNSET
    """ The post's picture (its first media; empty without media). """
    is_popular: bool | Unset = UNSET
    liked_by: list[NetworkPostFacebookLiker] | Unset = UNSET
    """ Users who liked the post. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        post = self.post

        post_url = self.post_url

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        media_urls = self.media_urls

        analytics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.analytics, Unset):
            analytics = self.analytics.to_dict()

        like_count = self.like_count

        comments_count = self.comments_count

        shares_count = self.shares_count

        views_count = self.views_count

        media_type: str | Unset = UNSET
        if not isinstance(self.media_type, Unset):
            media_type = self.media_type

        media_product_type: str | Unset = UNSET
        if not isinstance(self.media_product_type, Unset):
            media_product_type = self.media_product_type

        media_url = self.media_url

        thumbnail_url = self.thumbnail_url

        permalink = self.permalink

        username = self.username

        title = self.title

        cid = self.cid

        indexed_at = self.indexed_at

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels

        quote_count = self.quote_count

        reply_count = self.reply_count

        repost_count = self.repost_count

        viewer: dict[str, Any] | Unset = UNSET
        if not isinstance(self.viewer, Unset):
            viewer = self.viewer.to_dict()

        clicks_unique = self.clicks_unique

        engaged_users = self.engaged_users

        impressions_unique = self.impressions_unique

        full_picture = self.full_picture

        is_popular = self.is_popular

        liked_by: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.liked_by, Unset):
            liked_by = []
            for liked_by_item_data in self.liked_by:
                liked_by_item = liked_by_item_data.to_dict()
                liked_by.append(liked_by_item)

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
        if like_count is not UNSET:
            field_dict["likeCount"] = like_count
        if comments_count is not UNSET:
            field_dict["commentsCount"] = comments_count
        if shares_count is not UNSET:
            field_dict["sharesCount"] = shares_count
        if views_count is not UNSET:
            field_dict["viewsCount"] = views_count
        if media_type is not UNSET:
            field_dict["mediaType"] = media_type
        if media_product_type is not UNSET:
            field_dict["mediaProductType"] = media_product_type
        if media_url is not UNSET:
            field_dict["mediaUrl"] = media_url
        if thumbnail_url is not UNSET:
            field_dict["thumbnailUrl"] = thumbnail_url
        if permalink is not UNSET:
            field_dict["permalink"] = permalink
        if username is not UNSET:
            field_dict["username"] = username
        if title is not UNSET:
            field_dict["title"] = title
        if cid is not UNSET:
            field_dict["cid"] = cid
        if indexed_at is not UNSET:
            field_dict["indexedAt"] = indexed_at
        if labels is not UNSET:
            field_dict["labels"] = labels
        if quote_count is not UNSET:
            field_dict["quoteCount"] = quote_count
        if reply_count is not UNSET:
            field_dict["replyCount"] = reply_count
        if repost_count is not UNSET:
            field_dict["repostCount"] = repost_count
        if viewer is not UNSET:
            field_dict["viewer"] = viewer
        if clicks_unique is not UNSET:
            field_dict["clicksUnique"] = clicks_unique
        if engaged_users is not UNSET:
            field_dict["engagedUsers"] = engaged_users
        if impressions_unique is not UNSET:
            field_dict["impressionsUnique"] = impressions_unique
        if full_picture is not UNSET:
            field_dict["fullPicture"] = full_picture
        if is_popular is not UNSET:
            field_dict["isPopular"] = is_popular
        if liked_by is not UNSET:
            field_dict["likedBy"] = liked_by

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.network_post_bluesky_entry_viewer import (
            NetworkPostBlueskyEntryViewer,
        )
        from ..models.network_post_facebook_liker import NetworkPostFacebookLiker
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

        like_count = d.pop("likeCount", UNSET)

        comments_count = d.pop("commentsCount", UNSET)

        shares_count = d.pop("sharesCount", UNSET)

        views_count = d.pop("viewsCount", UNSET)

        _media_type = d.pop("mediaType", UNSET)
        media_type: NetworkPostMediaType | Unset
        if isinstance(_media_type, Unset):
            media_type = UNSET
        else:
            media_type = check_network_post_media_type(_media_type)

        _media_product_type = d.pop("mediaProductType", UNSET)
        media_product_type: NetworkPostMediaProductType | Unset
        if isinstance(_media_product_type, Unset):
            media_product_type = UNSET
        else:
            media_product_type = check_network_post_media_product_type(_media_product_type)

        media_url = d.pop("mediaUrl", UNSET)

        thumbnail_url = d.pop("thumbnailUrl", UNSET)

        permalink = d.pop("permalink", UNSET)

        username = d.pop("username", UNSET)

        title = d.pop("title", UNSET)

        cid = d.pop("cid", UNSET)

        indexed_at = d.pop("indexedAt", UNSET)

        labels = cast(list[str], d.pop("labels", UNSET))

        quote_count = d.pop("quoteCount", UNSET)

        reply_count = d.pop("replyCount", UNSET)

        repost_count = d.pop("repostCount", UNSET)

        _viewer = d.pop("viewer", UNSET)
        viewer: NetworkPostBlueskyEntryViewer | Unset
        if isinstance(_viewer, Unset):
            viewer = UNSET
        else:
            viewer = NetworkPostBlueskyEntryViewer.from_dict(_viewer)

        clicks_unique = d.pop("clicksUnique", UNSET)

        engaged_users = d.pop("engagedUsers", UNSET)

        impressions_unique = d.pop("impressionsUnique", UNSET)

        full_picture = d.pop("fullPicture", UNSET)

        is_popular = d.pop("isPopular", UNSET)

        _liked_by = d.pop("likedBy", UNSET)
        liked_by: list[NetworkPostFacebookLiker] | Unset = UNSET
        if _liked_by is not UNSET:
            liked_by = []
            for liked_by_item_data in _liked_by:
                liked_by_item = NetworkPostFacebookLiker.from_dict(liked_by_item_data)

                liked_by.append(liked_by_item)

        network_post = cls(
            id=id,
            post=post,
            post_url=post_url,
            created=created,
            media_urls=media_urls,
            analytics=analytics,
            like_count=like_count,
            comments_count=comments_count,
            shares_count=shares_count,
            views_count=views_count,
            media_type=media_type,
            media_product_type=media_product_type,
            media_url=media_url,
            thumbnail_url=thumbnail_url,
            permalink=permalink,
            username=username,
            title=title,
            cid=cid,
            indexed_at=indexed_at,
            labels=labels,
            quote_count=quote_count,
            reply_count=reply_count,
            repost_count=repost_count,
            viewer=viewer,
            clicks_unique=clicks_unique,
            engaged_users=engaged_users,
            impressions_unique=impressions_unique,
            full_picture=full_picture,
            is_popular=is_popular,
            liked_by=liked_by,
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
