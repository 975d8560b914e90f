from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.social_analytics_status import (
    SocialAnalyticsStatus,
    check_social_analytics_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bluesky_social_analytics import BlueskySocialAnalytics
    from ..models.facebook_social_analytics import FacebookSocialAnalytics
    from ..models.google_business_social_analytics import GoogleBusinessSocialAnalytics
    from ..models.instagram_social_analytics import InstagramSocialAnalytics
    from ..models.linked_in_social_analytics import LinkedInSocialAnalytics
    from ..models.pinterest_social_analytics import PinterestSocialAnalytics
    from ..models.reddit_social_analytics import RedditSocialAnalytics
    from ..models.snapchat_social_analytics import SnapchatSocialAnalytics
    from ..models.social_analytics_error import SocialAnalyticsError
    from ..models.threads_social_analytics import ThreadsSocialAnalytics
    from ..models.tik_tok_social_analytics import TikTokSocialAnalytics
    from ..models.x_social_analytics import XSocialAnalytics
    from ..models.you_tube_social_analytics import YouTubeSocialAnalytics


T = TypeVar("T", bound="SocialAnalytics")


@_attrs_define
class SocialAnalytics:
    """The account analytics of each network answered, under its name (LIVE asserts
    `{status, <platform>: {analytics: {...}}}`). `status` is `success` when every requested
    network answered, `partial` when some did and the others are in `errors` (HTTP 200),
    `error` when none did (HTTP 400) (inferred, as for post analytics); `errors` is empty
    when every network answered (inferred).

    """

    status: SocialAnalyticsStatus
    errors: list[SocialAnalyticsError]
    bluesky: BlueskySocialAnalytics | Unset = UNSET
    """ The account analytics of Bluesky. """
    facebook: FacebookSocialAnalytics | Unset = UNSET
    """ The account analytics of Facebook. """
    gmb: GoogleBusinessSocialAnalytics | Unset = UNSET
    """ The account analytics of GoogleBusiness. """
    instagram: InstagramSocialAnalytics | Unset = UNSET
    """ The account analytics of Instagram. """
    linkedin: LinkedInSocialAnalytics | Unset = UNSET
    """ The account analytics of LinkedIn. """
    pinterest: PinterestSocialAnalytics | Unset = UNSET
    """ The account analytics of Pinterest. """
    reddit: RedditSocialAnalytics | Unset = UNSET
    """ The account analytics of Reddit. """
    snapchat: SnapchatSocialAnalytics | Unset = UNSET
    """ The account analytics of Snapchat. """
    threads: ThreadsSocialAnalytics | Unset = UNSET
    """ The account analytics of Threads. """
    tiktok: TikTokSocialAnalytics | Unset = UNSET
    """ The account analytics of TikTok. """
    twitter: XSocialAnalytics | Unset = UNSET
    """ The account analytics of X. """
    youtube: YouTubeSocialAnalytics | Unset = UNSET
    """ The account analytics of YouTube. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

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

        gmb: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gmb, Unset):
            gmb = self.gmb.to_dict()

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
                "errors": errors,
            }
        )
        if bluesky is not UNSET:
            field_dict["bluesky"] = bluesky
        if facebook is not UNSET:
            field_dict["facebook"] = facebook
        if gmb is not UNSET:
            field_dict["gmb"] = gmb
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
        from ..models.bluesky_social_analytics import BlueskySocialAnalytics
        from ..models.facebook_social_analytics import FacebookSocialAnalytics
        from ..models.google_business_social_analytics import (
            GoogleBusinessSocialAnalytics,
        )
        from ..models.instagram_social_analytics import InstagramSocialAnalytics
        from ..models.linked_in_social_analytics import LinkedInSocialAnalytics
        from ..models.pinterest_social_analytics import PinterestSocialAnalytics
        from ..models.reddit_social_analytics import RedditSocialAnalytics
        from ..models.snapchat_social_analytics import SnapchatSocialAnalytics
        from ..models.social_analytics_error import SocialAnalyticsError
        from ..models.threads_social_analytics import ThreadsSocialAnalytics
        from ..models.tik_tok_social_analytics import TikTokSocialAnalytics
        from ..models.x_social_analytics import XSocialAnalytics
        from ..models.you_tube_social_analytics import YouTubeSocialAnalytics

        d = dict(src_dict)
        status = check_social_analytics_status(d.pop("status"))

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = SocialAnalyticsError.from_dict(errors_item_data)

            errors.append(errors_item)

        _bluesky = d.pop("bluesky", UNSET)
        bluesky: BlueskySocialAnalytics | Unset
        if isinstance(_bluesky, Unset):
            bluesky = UNSET
        else:
            bluesky = BlueskySocialAnalytics.from_dict(_bluesky)

        _facebook = d.pop("facebook", UNSET)
        facebook: FacebookSocialAnalytics | Unset
        if isinstance(_facebook, Unset):
            facebook = UNSET
        else:
            facebook = FacebookSocialAnalytics.from_dict(_facebook)

        _gmb = d.pop("gmb", UNSET)
        gmb: GoogleBusinessSocialAnalytics | Unset
        if isinstance(_gmb, Unset):
            gmb = UNSET
        else:
            gmb = GoogleBusinessSocialAnalytics.from_dict(_gmb)

        _instagram = d.pop("instagram", UNSET)
        instagram: InstagramSocialAnalytics | Unset
        if isinstance(_instagram, Unset):
            instagram = UNSET
        else:
            instagram = InstagramSocialAnalytics.from_dict(_instagram)

        _linkedin = d.pop("linkedin", UNSET)
        linkedin: LinkedInSocialAnalytics | Unset
        if isinstance(_linkedin, Unset):
            linkedin = UNSET
        else:
            linkedin = LinkedInSocialAnalytics.from_dict(_linkedin)

        _pinterest = d.pop("pinterest", UNSET)
        pinterest: PinterestSocialAnalytics | Unset
        if isinstance(_pinterest, Unset):
            pinterest = UNSET
        else:
            pinterest = PinterestSocialAnalytics.from_dict(_pinterest)

        _reddit = d.pop("reddit", UNSET)
        reddit: RedditSocialAnalytics | Unset
        if isinstance(_reddit, Unset):
            reddit = UNSET
        else:
            reddit = RedditSocialAnalytics.from_dict(_reddit)

        _snapchat = d.pop("snapchat", UNSET)
        snapchat: SnapchatSocialAnalytics | Unset
        if isinstance(_snapchat, Unset):
            snapchat = UNSET
        else:
            snapchat = SnapchatSocialAnalytics.from_dict(_snapchat)

        _threads = d.pop("threads", UNSET)
        threads: ThreadsSocialAnalytics | Unset
        if isinstance(_threads, Unset):
            threads = UNSET
        else:
            threads = ThreadsSocialAnalytics.from_dict(_threads)

        _tiktok = d.pop("tiktok", UNSET)
        tiktok: TikTokSocialAnalytics | Unset
        if isinstance(_tiktok, Unset):
            tiktok = UNSET
        else:
            tiktok = TikTokSocialAnalytics.from_dict(_tiktok)

        _twitter = d.pop("twitter", UNSET)
        twitter: XSocialAnalytics | Unset
        if isinstance(_twitter, Unset):
            twitter = UNSET
        else:
            twitter = XSocialAnalytics.from_dict(_twitter)

        _youtube = d.pop("youtube", UNSET)
        youtube: YouTubeSocialAnalytics | Unset
        if isinstance(_youtube, Unset):
            youtube = UNSET
        else:
            youtube = YouTubeSocialAnalytics.from_dict(_youtube)

        social_analytics = cls(
            status=status,
            errors=errors,
            bluesky=bluesky,
            facebook=facebook,
            gmb=gmb,
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

        social_analytics.additional_properties = d
        return social_analytics

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
