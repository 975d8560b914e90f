from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_analytics_status import (
    PostAnalyticsStatus,
    check_post_analytics_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.analytics_error import AnalyticsError
    from ..models.bluesky_post_analytics import BlueskyPostAnalytics
    from ..models.facebook_post_analytics import FacebookPostAnalytics
    from ..models.instagram_post_analytics import InstagramPostAnalytics
    from ..models.linked_in_post_analytics import LinkedInPostAnalytics
    from ..models.pinterest_post_analytics import PinterestPostAnalytics
    from ..models.reddit_post_analytics import RedditPostAnalytics
    from ..models.snapchat_post_analytics import SnapchatPostAnalytics
    from ..models.threads_post_analytics import ThreadsPostAnalytics
    from ..models.tik_tok_post_analytics import TikTokPostAnalytics
    from ..models.x_post_analytics import XPostAnalytics
    from ..models.you_tube_post_analytics import YouTubePostAnalytics


T = TypeVar("T", bound="PostAnalytics")


@_attrs_define
class PostAnalytics:
    """The metrics of the post on each network answered, under the network's name (FR B.4).
    `status` is `success` when every requested network answered, `partial` when some did and
    the others are in `errors` (HTTP 200), `error` when none did (HTTP 400). `id` is the Post
    ID (inferred: the docs' example shows it on results of the service).

    """

    status: PostAnalyticsStatus
    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    errors: list[AnalyticsError] | Unset = UNSET
    bluesky: BlueskyPostAnalytics | Unset = UNSET
    """ The post's metrics on Bluesky. """
    facebook: FacebookPostAnalytics | Unset = UNSET
    """ The post's metrics on Facebook. """
    instagram: InstagramPostAnalytics | Unset = UNSET
    """ The post's metrics on Instagram. """
    linkedin: LinkedInPostAnalytics | Unset = UNSET
    """ The post's metrics on LinkedIn. """
    pinterest: PinterestPostAnalytics | Unset = UNSET
    """ The post's metrics on Pinterest. """
    reddit: RedditPostAnalytics | Unset = UNSET
    """ The post's metrics on Reddit. """
    snapchat: SnapchatPostAnalytics | Unset = UNSET
    """ The post's metrics on Snapchat. """
    threads: ThreadsPostAnalytics | Unset = UNSET
    """ The post's metrics on Threads. """
    tiktok: TikTokPostAnalytics | Unset = UNSET
    """ The post's metrics on TikTok. """
    twitter: XPostAnalytics | Unset = UNSET
    """ The post's metrics on X. """
    youtube: YouTubePostAnalytics | Unset = UNSET
    """ The post's metrics on YouTube. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        id = self.id

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        bluesky: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bluesky, Unset):
            bluesky = self.bluesky.to_dict()

        facebook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.facebook, Unset):
            facebook = self.facebook.to_dict()

        instagram: dict[str, Any] | Unset = UNSET
        if not isinstance(self.instagram, Unset):
            instagram = self.instagram.to_dict()

        linkedin: dict[str, Any] | Unset = UNSET
        if not isinstance(self.linkedin, Unset):
            linkedin = self.linkedin.to_dict()

        pinterest: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pinterest, Unset):
            pinterest = self.pinterest.to_dict()

        reddit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reddit, Unset):
            reddit = self.reddit.to_dict()

        snapchat: dict[str, Any] | Unset = UNSET
        if not isinstance(self.snapchat, Unset):
            snapchat = self.snapchat.to_dict()

        threads: dict[str, Any] | Unset = UNSET
        if not isinstance(self.threads, Unset):
            threads = self.threads.to_dict()

        tiktok: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tiktok, Unset):
            tiktok = self.tiktok.to_dict()

        twitter: dict[str, Any] | Unset = UNSET
        if not isinstance(self.twitter, Unset):
            twitter = self.twitter.to_dict()

        youtube: dict[str, Any] | Unset = UNSET
        if not isinstance(self.youtube, Unset):
            youtube = self.youtube.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if bluesky is not UNSET:
            field_dict["bluesky"] = bluesky
        if facebook is not UNSET:
            field_dict["facebook"] = facebook
        if instagram is not UNSET:
            field_dict["instagram"] = instagram
        if linkedin is not UNSET:
            field_dict["linkedin"] = linkedin
        if pinterest is not UNSET:
            field_dict["pinterest"] = pinterest
        if reddit is not UNSET:
            field_dict["reddit"] = reddit
        if snapchat is not UNSET:
            field_dict["snapchat"] = snapchat
        if threads is not UNSET:
            field_dict["threads"] = threads
        if tiktok is not UNSET:
            field_dict["tiktok"] = tiktok
        if twitter is not UNSET:
            field_dict["twitter"] = twitter
        if youtube is not UNSET:
            field_dict["youtube"] = youtube

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analytics_error import AnalyticsError
        from ..models.bluesky_post_analytics import BlueskyPostAnalytics
        from ..models.facebook_post_analytics import FacebookPostAnalytics
        from ..models.instagram_post_analytics import InstagramPostAnalytics
        from ..models.linked_in_post_analytics import LinkedInPostAnalytics
        from ..models.pinterest_post_analytics import PinterestPostAnalytics
        from ..models.reddit_post_analytics import RedditPostAnalytics
        from ..models.snapchat_post_analytics import SnapchatPostAnalytics
        from ..models.threads_post_analytics import ThreadsPostAnalytics
        from ..models.tik_tok_post_analytics import TikTokPostAnalytics
        from ..models.x_post_analytics import XPostAnalytics
        from ..models.you_tube_post_analytics import YouTubePostAnalytics

        d = dict(src_dict)
        status = check_post_analytics_status(d.pop("status"))

        id = d.pop("id")

        _errors = d.pop("errors", UNSET)
        errors: list[AnalyticsError] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = AnalyticsError.from_dict(errors_item_data)

                errors.append(errors_item)

        _bluesky = d.pop("bluesky", UNSET)
        bluesky: BlueskyPostAnalytics | Unset
        if isinstance(_bluesky, Unset):
            bluesky = UNSET
        else:
            bluesky = BlueskyPostAnalytics.from_dict(_bluesky)

        _facebook = d.pop("facebook", UNSET)
        facebook: FacebookPostAnalytics | Unset
        if isinstance(_facebook, Unset):
            facebook = UNSET
        else:
            facebook = FacebookPostAnalytics.from_dict(_facebook)

        _instagram = d.pop("instagram", UNSET)
        instagram: InstagramPostAnalytics | Unset
        if isinstance(_instagram, Unset):
            instagram = UNSET
        else:
            instagram = InstagramPostAnalytics.from_dict(_instagram)

        _linkedin = d.pop("linkedin", UNSET)
        linkedin: LinkedInPostAnalytics | Unset
        if isinstance(_linkedin, Unset):
            linkedin = UNSET
        else:
            linkedin = LinkedInPostAnalytics.from_dict(_linkedin)

        _pinterest = d.pop("pinterest", UNSET)
        pinterest: PinterestPostAnalytics | Unset
        if isinstance(_pinterest, Unset):
            pinterest = UNSET
        else:
            pinterest = PinterestPostAnalytics.from_dict(_pinterest)

        _reddit = d.pop("reddit", UNSET)
        reddit: RedditPostAnalytics | Unset
        if isinstance(_reddit, Unset):
            reddit = UNSET
        else:
            reddit = RedditPostAnalytics.from_dict(_reddit)

        _snapchat = d.pop("snapchat", UNSET)
        snapchat: SnapchatPostAnalytics | Unset
        if isinstance(_snapchat, Unset):
            snapchat = UNSET
        else:
            snapchat = SnapchatPostAnalytics.from_dict(_snapchat)

        _threads = d.pop("threads", UNSET)
        threads: ThreadsPostAnalytics | Unset
        if isinstance(_threads, Unset):
            threads = UNSET
        else:
            threads = ThreadsPostAnalytics.from_dict(_threads)

        _tiktok = d.pop("tiktok", UNSET)
        tiktok: TikTokPostAnalytics | Unset
        if isinstance(_tiktok, Unset):
            tiktok = UNSET
        else:
            tiktok = TikTokPostAnalytics.from_dict(_tiktok)

        _twitter = d.pop("twitter", UNSET)
        twitter: XPostAnalytics | Unset
        if isinstance(_twitter, Unset):
            twitter = UNSET
        else:
            twitter = XPostAnalytics.from_dict(_twitter)

        _youtube = d.pop("youtube", UNSET)
        youtube: YouTubePostAnalytics | Unset
        if isinstance(_youtube, Unset):
            youtube = UNSET
        else:
            youtube = YouTubePostAnalytics.from_dict(_youtube)

        post_analytics = cls(
            status=status,
            id=id,
            errors=errors,
            bluesky=bluesky,
            facebook=facebook,
            instagram=instagram,
            linkedin=linkedin,
            pinterest=pinterest,
            reddit=reddit,
            snapchat=snapchat,
            threads=threads,
            tiktok=tiktok,
            twitter=twitter,
            youtube=youtube,
        )

        post_analytics.additional_properties = d
        return post_analytics

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
