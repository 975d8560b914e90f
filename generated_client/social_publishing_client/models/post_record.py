from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..models.post_status import PostStatus, check_post_status
from ..models.post_type import PostType, check_post_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auto_repost import AutoRepost
    from ..models.auto_schedule_post import AutoSchedulePost
    from ..models.bluesky_options import BlueskyOptions
    from ..models.facebook_options import FacebookOptions
    from ..models.gmb_options import GmbOptions
    from ..models.instagram_options import InstagramOptions
    from ..models.linked_in_options import LinkedInOptions
    from ..models.pinterest_options import PinterestOptions
    from ..models.post_error import PostError
    from ..models.post_id_result import PostIdResult
    from ..models.reddit_options import RedditOptions
    from ..models.snapchat_options import SnapchatOptions
    from ..models.telegram_options import TelegramOptions
    from ..models.threads_options import ThreadsOptions
    from ..models.tik_tok_options import TikTokOptions
    from ..models.twitter_options import TwitterOptions
    from ..models.you_tube_options import YouTubeOptions


T = TypeVar("T", bound="PostRecord")


@_attrs_define
class PostRecord:
    """A stored post, as `get_post` and history return it (DOCS apis/history/get-history and
    get-history-id). Deleted posts keep their record with status `deleted`.

    """

    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    status: PostStatus
    """ State of a stored post, as history shows it (DOCS apis/history/get-history): `pending` is
    a scheduled post not yet processed, `processing` one being sent, `paused` a paused
    scheduled post, `awaiting approval` one held for approval.
     """
    type: PostType
    """ `immediate` (published when sent) or `scheduled` (for a `scheduleDate`). DOCS
    history/get-history's `type` filter takes these values; DOCS post/get-post's example answer
    shows `type: now` (with a `scheduleDate`) for a post sent without one. The spec keeps one
    vocabulary for the answer and the filter: `immediate` is canonical, `now` is not answered.
     """
    post: str
    platforms: list[Platform]
    media_urls: list[str]
    is_video: bool
    shorten_links: bool
    """ Whether links in the text are shortened, as the request sent it (`false` when it did
    not); on every post made through the service (DOCS
    https://www.ayrshare.com/docs/apis/history/get-history-id shows it on the entry).
     """
    post_ids: list[PostIdResult]
    errors: list[PostError]
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    schedule_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    notes: str | Unset = UNSET
    requires_approval: bool | Unset = UNSET
    approved: bool | Unset = UNSET
    idempotency_key: str | Unset = UNSET
    auto_repost: AutoRepost | Unset = UNSET
    """ Post the same content again every `days` days, `repeat` times (DOCS apis/post/auto-repost;
    the limits are the documented ones). Stored and echoed by the reference server.
     """
    auto_schedule: AutoSchedulePost | Unset = UNSET
    """ `autoSchedule` of `create_post` (DOCS auto-schedule overview): with `schedule: true` the
    post is placed in the next free slot of the schedule named `title` (default `default`):
    the first slot after both now and the schedule's `lastScheduleDate`, on a listed day of
    the week, not on an excluded date, and not before `setStartDate`. The post is then a
    scheduled post with that `scheduleDate` (a `scheduleDate` sent with it is ignored).
     """
    youtube_options: YouTubeOptions | Unset = UNSET
    """ Options for `youtube` (DOCS apis/post/social-networks/youtube). """
    instagram_options: InstagramOptions | Unset = UNSET
    """ Options for `instagram` (DOCS apis/post/social-networks/instagram). """
    pinterest_options: PinterestOptions | Unset = UNSET
    """ Options for `pinterest` (DOCS apis/post/social-networks/pinterest). """
    facebook_options: FacebookOptions | Unset = UNSET
    """ Options for `facebook` (DOCS apis/post/social-networks/facebook). """
    linkedin_options: LinkedInOptions | Unset = UNSET
    """ Options for `linkedin` (DOCS apis/post/social-networks/linkedin). """
    tiktok_options: TikTokOptions | Unset = UNSET
    """ Options for `tiktok` (DOCS apis/post/social-networks/tiktok). """
    reddit_options: RedditOptions | Unset = UNSET
    """ Options for `reddit` (DOCS apis/post/social-networks/reddit): the network needs a
    `title` and a `subreddit` to post to.
     """
    twitter_options: TwitterOptions | Unset = UNSET
    """ Options for `twitter` (X) (DOCS apis/post/social-networks/x-twitter,
    https://www.ayrshare.com/docs/apis/post/social-networks/x-twitter): the page's X options
    example names `altText`, `blockCountries` or `allowCountries`, `longPost`, `longVideo`,
    `poll` (`duration`, `options`), `quoteTweetId`, `replySettings`, `subscribersOnly`,
    `subTitleUrl`, `subTitleLanguage`, `subTitleName`; they are stored and echoed, and the
    sandbox network does not act on them. The page's "Thread
    Options" are `thread`, `threadNumber` and `mediaUrls`; `threadNumber` and `mediaUrls`
    apply to a thread and need `thread: true` (the threads page: "Requires thread: true"):
    sent without it they are refused with code 108 (`dependent_parameter_missing`). The
    answer to a thread post is not shown by the pages: it stays one `postIds` entry for X,
    the thread's first post (inferred).
     """
    gmb_options: GmbOptions | Unset = UNSET
    """ Options for `gmb` (Google Business Profile) (DOCS apis/post/social-networks/google). """
    threads_options: ThreadsOptions | Unset = UNSET
    """ Options for `threads` (DOCS apis/post/social-networks/threads). """
    bluesky_options: BlueskyOptions | Unset = UNSET
    """ Options for `bluesky` (DOCS apis/post/social-networks/bluesky). """
    telegram_options: TelegramOptions | Unset = UNSET
    """ Options for `telegram` (inferred; no public field list was seen). """
    snapchat_options: SnapchatOptions | Unset = UNSET
    """ Options for `snapchat` (DOCS apis/post/social-networks/snapchat). """
    retry_available: bool | Unset = UNSET
    """ Whether `retry_post` may retry this failed post (DOCS errors-ayrshare). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        type_: str = self.type

        post = self.post

        platforms = []
        for platforms_item_data in self.platforms:
            platforms_item: str = platforms_item_data
            platforms.append(platforms_item)

        media_urls = self.media_urls

        is_video = self.is_video

        shorten_links = self.shorten_links

        post_ids = []
        for post_ids_item_data in self.post_ids:
            post_ids_item = post_ids_item_data.to_dict()
            post_ids.append(post_ids_item)

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        schedule_date: str | Unset = UNSET
        if not isinstance(self.schedule_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            schedule_date = datetime_to_wire(self.schedule_date)

        notes = self.notes

        requires_approval = self.requires_approval

        approved = self.approved

        idempotency_key = self.idempotency_key

        auto_repost: dict[str, Any] | Unset = UNSET
        if not isinstance(self.auto_repost, Unset):
            auto_repost = self.auto_repost.to_dict()

        auto_schedule: dict[str, Any] | Unset = UNSET
        if not isinstance(self.auto_schedule, Unset):
            auto_schedule = self.auto_schedule.to_dict()

        youtube_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.youtube_options, Unset):
            youtube_options = self.youtube_options.to_dict()

        instagram_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.instagram_options, Unset):
            instagram_options = self.instagram_options.to_dict()

        pinterest_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pinterest_options, Unset):
            pinterest_options = self.pinterest_options.to_dict()

        facebook_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.facebook_options, Unset):
            facebook_options = self.facebook_options.to_dict()

        linkedin_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.linkedin_options, Unset):
            linkedin_options = self.linkedin_options.to_dict()

        tiktok_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tiktok_options, Unset):
            tiktok_options = self.tiktok_options.to_dict()

        reddit_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reddit_options, Unset):
            reddit_options = self.reddit_options.to_dict()

        twitter_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.twitter_options, Unset):
            twitter_options = self.twitter_options.to_dict()

        gmb_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gmb_options, Unset):
            gmb_options = self.gmb_options.to_dict()

        threads_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.threads_options, Unset):
            threads_options = self.threads_options.to_dict()

        bluesky_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bluesky_options, Unset):
            bluesky_options = self.bluesky_options.to_dict()

        telegram_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.telegram_options, Unset):
            telegram_options = self.telegram_options.to_dict()

        snapchat_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.snapchat_options, Unset):
            snapchat_options = self.snapchat_options.to_dict()

        retry_available = self.retry_available

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "type": type_,
                "post": post,
                "platforms": platforms,
                "mediaUrls": media_urls,
                "isVideo": is_video,
                "shortenLinks": shorten_links,
                "postIds": post_ids,
                "errors": errors,
                "created": created,
            }
        )
        if schedule_date is not UNSET:
            field_dict["scheduleDate"] = schedule_date
        if notes is not UNSET:
            field_dict["notes"] = notes
        if requires_approval is not UNSET:
            field_dict["requiresApproval"] = requires_approval
        if approved is not UNSET:
            field_dict["approved"] = approved
        if idempotency_key is not UNSET:
            field_dict["idempotencyKey"] = idempotency_key
        if auto_repost is not UNSET:
            field_dict["autoRepost"] = auto_repost
        if auto_schedule is not UNSET:
            field_dict["autoSchedule"] = auto_schedule
        if youtube_options is not UNSET:
            field_dict["youTubeOptions"] = youtube_options
        if instagram_options is not UNSET:
            field_dict["instagramOptions"] = instagram_options
        if pinterest_options is not UNSET:
            field_dict["pinterestOptions"] = pinterest_options
        if facebook_options is not UNSET:
            field_dict["faceBookOptions"] = facebook_options
        if linkedin_options is not UNSET:
            field_dict["linkedInOptions"] = linkedin_options
        if tiktok_options is not UNSET:
            field_dict["tikTokOptions"] = tiktok_options
        if reddit_options is not UNSET:
            field_dict["redditOptions"] = reddit_options
        if twitter_options is not UNSET:
            field_dict["twitterOptions"] = twitter_options
        if gmb_options is not UNSET:
            field_dict["gmbOptions"] = gmb_options
        if threads_options is not UNSET:
            field_dict["threadsOptions"] = threads_options
        if bluesky_options is not UNSET:
            field_dict["blueskyOptions"] = bluesky_options
        if telegram_options is not UNSET:
            field_dict["telegramOptions"] = telegram_options
        if snapchat_options is not UNSET:
            field_dict["snapchatOptions"] = snapchat_options
        if retry_available is not UNSET:
            field_dict["retryAvailable"] = retry_available

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.auto_repost import AutoRepost
        from ..models.auto_schedule_post import AutoSchedulePost
        from ..models.bluesky_options import BlueskyOptions
        from ..models.facebook_options import FacebookOptions
        from ..models.gmb_options import GmbOptions
        from ..models.instagram_options import InstagramOptions
        from ..models.linked_in_options import LinkedInOptions
        from ..models.pinterest_options import PinterestOptions
        from ..models.post_error import PostError
        from ..models.post_id_result import PostIdResult
        from ..models.reddit_options import RedditOptions
        from ..models.snapchat_options import SnapchatOptions
        from ..models.telegram_options import TelegramOptions
        from ..models.threads_options import ThreadsOptions
        from ..models.tik_tok_options import TikTokOptions
        from ..models.twitter_options import TwitterOptions
        from ..models.you_tube_options import YouTubeOptions

        d = dict(src_dict)
        id = d.pop("id")

        status = check_post_status(d.pop("status"))

        type_ = check_post_type(d.pop("type"))

        post = d.pop("post")

        platforms = []
        _platforms = d.pop("platforms")
        for platforms_item_data in _platforms:
            platforms_item = check_platform(platforms_item_data)

            platforms.append(platforms_item)

        media_urls = cast(list[str], d.pop("mediaUrls"))

        is_video = d.pop("isVideo")

        shorten_links = d.pop("shortenLinks")

        post_ids = []
        _post_ids = d.pop("postIds")
        for post_ids_item_data in _post_ids:
            post_ids_item = PostIdResult.from_dict(post_ids_item_data)

            post_ids.append(post_ids_item)

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = PostError.from_dict(errors_item_data)

            errors.append(errors_item)

        created = datetime.datetime.fromisoformat(d.pop("created"))

        _schedule_date = d.pop("scheduleDate", UNSET)
        schedule_date: datetime.datetime | Unset
        if isinstance(_schedule_date, Unset):
            schedule_date = UNSET
        else:
            schedule_date = datetime.datetime.fromisoformat(_schedule_date)

        notes = d.pop("notes", UNSET)

        requires_approval = d.pop("requiresApproval", UNSET)

        approved = d.pop("approved", UNSET)

        idempotency_key = d.pop("idempotencyKey", UNSET)

        _auto_repost = d.pop("autoRepost", UNSET)
        auto_repost: AutoRepost | Unset
        if isinstance(_auto_repost, Unset):
            auto_repost = UNSET
        else:
            auto_repost = AutoRepost.from_dict(_auto_repost)

        _auto_schedule = d.pop("autoSchedule", UNSET)
        auto_schedule: AutoSchedulePost | Unset
        if isinstance(_auto_schedule, Unset):
            auto_schedule = UNSET
        else:
            auto_schedule = AutoSchedulePost.from_dict(_auto_schedule)

        _youtube_options = d.pop("youTubeOptions", UNSET)
        youtube_options: YouTubeOptions | Unset
        if isinstance(_youtube_options, Unset):
            youtube_options = UNSET
        else:
            youtube_options = YouTubeOptions.from_dict(_youtube_options)

        _instagram_options = d.pop("instagramOptions", UNSET)
        instagram_options: InstagramOptions | Unset
        if isinstance(_instagram_options, Unset):
            instagram_options = UNSET
        else:
            instagram_options = InstagramOptions.from_dict(_instagram_options)

        _pinterest_options = d.pop("pinterestOptions", UNSET)
        pinterest_options: PinterestOptions | Unset
        if isinstance(_pinterest_options, Unset):
            pinterest_options = UNSET
        else:
            pinterest_options = PinterestOptions.from_dict(_pinterest_options)

        _facebook_options = d.pop("faceBookOptions", UNSET)
        facebook_options: FacebookOptions | Unset
        if isinstance(_facebook_options, Unset):
            facebook_options = UNSET
        else:
            facebook_options = FacebookOptions.from_dict(_facebook_options)

        _linkedin_options = d.pop("linkedInOptions", UNSET)
        linkedin_options: LinkedInOptions | Unset
        if isinstance(_linkedin_options, Unset):
            linkedin_options = UNSET
        else:
            linkedin_options = LinkedInOptions.from_dict(_linkedin_options)

        _tiktok_options = d.pop("tikTokOptions", UNSET)
        tiktok_options: TikTokOptions | Unset
        if isinstance(_tiktok_options, Unset):
            tiktok_options = UNSET
        else:
            tiktok_options = TikTokOptions.from_dict(_tiktok_options)

        _reddit_options = d.pop("redditOptions", UNSET)
        reddit_options: RedditOptions | Unset
        if isinstance(_reddit_options, Unset):
            reddit_options = UNSET
        else:
            reddit_options = RedditOptions.from_dict(_reddit_options)

        _twitter_options = d.pop("twitterOptions", UNSET)
        twitter_options: TwitterOptions | Unset
        if isinstance(_twitter_options, Unset):
            twitter_options = UNSET
        else:
            twitter_options = TwitterOptions.from_dict(_twitter_options)

        _gmb_options = d.pop("gmbOptions", UNSET)
        gmb_options: GmbOptions | Unset
        if isinstance(_gmb_options, Unset):
            gmb_options = UNSET
        else:
            gmb_options = GmbOptions.from_dict(_gmb_options)

        _threads_options = d.pop("threadsOptions", UNSET)
        threads_options: ThreadsOptions | Unset
        if isinstance(_threads_options, Unset):
            threads_options = UNSET
        else:
            threads_options = ThreadsOptions.from_dict(_threads_options)

        _bluesky_options = d.pop("blueskyOptions", UNSET)
        bluesky_options: BlueskyOptions | Unset
        if isinstance(_bluesky_options, Unset):
            bluesky_options = UNSET
        else:
            bluesky_options = BlueskyOptions.from_dict(_bluesky_options)

        _telegram_options = d.pop("telegramOptions", UNSET)
        telegram_options: TelegramOptions | Unset
        if isinstance(_telegram_options, Unset):
            telegram_options = UNSET
        else:
            telegram_options = TelegramOptions.from_dict(_telegram_options)

        _snapchat_options = d.pop("snapchatOptions", UNSET)
        snapchat_options: SnapchatOptions | Unset
        if isinstance(_snapchat_options, Unset):
            snapchat_options = UNSET
        else:
            snapchat_options = SnapchatOptions.from_dict(_snapchat_options)

        retry_available = d.pop("retryAvailable", UNSET)

        post_record = cls(
            id=id,
            status=status,
            type=type_,
            post=post,
            platforms=platforms,
            media_urls=media_urls,
            is_video=is_video,
            shorten_links=shorten_links,
            post_ids=post_ids,
            errors=errors,
            created=created,
            schedule_date=schedule_date,
            notes=notes,
            requires_approval=requires_approval,
            approved=approved,
            idempotency_key=idempotency_key,
            auto_repost=auto_repost,
            auto_schedule=auto_schedule,
            youtube_options=youtube_options,
            instagram_options=instagram_options,
            pinterest_options=pinterest_options,
            facebook_options=facebook_options,
            linkedin_options=linkedin_options,
            tiktok_options=tiktok_options,
            reddit_options=reddit_options,
            twitter_options=twitter_options,
            gmb_options=gmb_options,
            threads_options=threads_options,
            bluesky_options=bluesky_options,
            telegram_options=telegram_options,
            snapchat_options=snapchat_options,
            retry_available=retry_available,
        )

        post_record.additional_properties = d
        return post_record

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
