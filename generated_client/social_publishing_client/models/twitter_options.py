from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.twitter_options_reply_settings import (
    TwitterOptionsReplySettings,
    check_twitter_options_reply_settings,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.twitter_options_poll import TwitterOptionsPoll


T = TypeVar("T", bound="TwitterOptions")


@_attrs_define
class TwitterOptions:
    """Options for `twitter` (X) (DOCS apis/post/social-networks/x-twitter,
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

    thread: bool | Unset = UNSET
    """ Split a long post into a thread of connected posts. """
    thread_number: bool | Unset = UNSET
    """ Add the `1/n` number at the end of each post of the thread (needs `thread`). """
    media_urls: list[list[str] | None | str] | Unset = UNSET
    """ Media of the thread's posts, one entry per post in order (needs `thread`): an address,
    `null` to give that post no media, or several addresses for one post.
     """
    long_post: bool | Unset = UNSET
    long_video: bool | Unset = UNSET
    """ Allow a video longer than 2 minutes 20 seconds (approved accounts). """
    quote_tweet_id: str | Unset = UNSET
    poll: TwitterOptionsPoll | Unset = UNSET
    """ A poll (the page's form): `duration` in minutes and the `options` to choose from; the
    same limits as `pollDuration` and `pollOptions`, which are kept.
     """
    reply_settings: TwitterOptionsReplySettings | Unset = UNSET
    """ Who may reply to the post. """
    subscribers_only: bool | Unset = UNSET
    """ Make the post visible to subscribers only. """
    block_countries: list[str] | Unset = UNSET
    """ Countries (ISO 3166-1 alpha-2 codes) the media is not shown in (the page says not to send it with
    `allowCountries`). """
    allow_countries: list[str] | Unset = UNSET
    """ The only countries (ISO 3166-1 alpha-2 codes) the media is shown in (the page says not to send it with
    `blockCountries`). """
    sub_title_url: str | Unset = UNSET
    """ Subtitles (captions) of the video, an SRT file's address. """
    sub_title_language: str | Unset = UNSET
    """ The subtitles' language code (`en`). """
    sub_title_name: str | Unset = UNSET
    """ The subtitles' display name (`English`). """
    poll_options: list[str] | Unset = UNSET
    poll_duration: int | Unset = UNSET
    """ Minutes the poll stays open. """
    alt_text: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        thread = self.thread

        thread_number = self.thread_number

        media_urls: list[list[str] | None | str] | Unset = UNSET
        if not isinstance(self.media_urls, Unset):
            media_urls = []
            for media_urls_item_data in self.media_urls:
                media_urls_item: list[str] | None | str
                if isinstance(media_urls_item_data, list):
                    media_urls_item = media_urls_item_data

                else:
                    media_urls_item = media_urls_item_data
                media_urls.append(media_urls_item)

        long_post = self.long_post

        long_video = self.long_video

        quote_tweet_id = self.quote_tweet_id

        poll: dict[str, Any] | Unset = UNSET
        if not isinstance(self.poll, Unset):
            poll = self.poll.to_dict()

        reply_settings: str | Unset = UNSET
        if not isinstance(self.reply_settings, Unset):
            reply_settings = self.reply_settings

        subscribers_only = self.subscribers_only

        block_countries: list[str] | Unset = UNSET
        if not isinstance(self.block_countries, Unset):
            block_countries = self.block_countries

        allow_countries: list[str] | Unset = UNSET
        if not isinstance(self.allow_countries, Unset):
            allow_countries = self.allow_countries

        sub_title_url = self.sub_title_url

        sub_title_language = self.sub_title_language

        sub_title_name = self.sub_title_name

        poll_options: list[str] | Unset = UNSET
        if not isinstance(self.poll_options, Unset):
            poll_options = self.poll_options

        poll_duration = self.poll_duration

        alt_text: list[str] | Unset = UNSET
        if not isinstance(self.alt_text, Unset):
            alt_text = self.alt_text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if thread is not UNSET:
            field_dict["thread"] = thread
        if thread_number is not UNSET:
            field_dict["threadNumber"] = thread_number
        if media_urls is not UNSET:
            field_dict["mediaUrls"] = media_urls
        if long_post is not UNSET:
            field_dict["longPost"] = long_post
        if long_video is not UNSET:
            field_dict["longVideo"] = long_video
        if quote_tweet_id is not UNSET:
            field_dict["quoteTweetId"] = quote_tweet_id
        if poll is not UNSET:
            field_dict["poll"] = poll
        if reply_settings is not UNSET:
            field_dict["replySettings"] = reply_settings
        if subscribers_only is not UNSET:
            field_dict["subscribersOnly"] = subscribers_only
        if block_countries is not UNSET:
            field_dict["blockCountries"] = block_countries
        if allow_countries is not UNSET:
            field_dict["allowCountries"] = allow_countries
        if sub_title_url is not UNSET:
            field_dict["subTitleUrl"] = sub_title_url
        if sub_title_language is not UNSET:
            field_dict["subTitleLanguage"] = sub_title_language
        if sub_title_name is not UNSET:
            field_dict["subTitleName"] = sub_title_name
        if poll_options is not UNSET:
            field_dict["pollOptions"] = poll_options
        if poll_duration is not UNSET:
            field_dict["pollDuration"] = poll_duration
        if alt_text is not UNSET:
            field_dict["altText"] = alt_text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.twitter_options_poll import TwitterOptionsPoll

        d = dict(src_dict)
        thread = d.pop("thread", UNSET)

        thread_number = d.pop("threadNumber", UNSET)

        _media_urls = d.pop("mediaUrls", UNSET)
        media_urls: list[list[str] | None | str] | Unset = UNSET
        if _media_urls is not UNSET:
            media_urls = []
            for media_urls_item_data in _media_urls:

                def _parse_media_urls_item(data: object) -> list[str] | None | str:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, list):
                            raise TypeError()
                        media_urls_item_thread_post_media_urls = cast(list[str], data)

                        return media_urls_item_thread_post_media_urls
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(list[str] | None | str, data)

                media_urls_item = _parse_media_urls_item(media_urls_item_data)

                media_urls.append(media_urls_item)

        long_post = d.pop("longPost", UNSET)

        long_video = d.pop("longVideo", UNSET)

        quote_tweet_id = d.pop("quoteTweetId", UNSET)

        _poll = d.pop("poll", UNSET)
        poll: TwitterOptionsPoll | Unset
        if isinstance(_poll, Unset):
            poll = UNSET
        else:
            poll = TwitterOptionsPoll.from_dict(_poll)

        _reply_settings = d.pop("replySettings", UNSET)
        reply_settings: TwitterOptionsReplySettings | Unset
        if isinstance(_reply_settings, Unset):
            reply_settings = UNSET
        else:
            reply_settings = check_twitter_options_reply_settings(_reply_settings)

        subscribers_only = d.pop("subscribersOnly", UNSET)

        block_countries = cast(list[str], d.pop("blockCountries", UNSET))

        allow_countries = cast(list[str], d.pop("allowCountries", UNSET))

        sub_title_url = d.pop("subTitleUrl", UNSET)

        sub_title_language = d.pop("subTitleLanguage", UNSET)

        sub_title_name = d.pop("subTitleName", UNSET)

        poll_options = cast(list[str], d.pop("pollOptions", UNSET))

        poll_duration = d.pop("pollDuration", UNSET)

        alt_text = cast(list[str], d.pop("altText", UNSET))

        twitter_options = cls(
            thread=thread,
            thread_number=thread_number,
            media_urls=media_urls,
            long_post=long_post,
            long_video=long_video,
            quote_tweet_id=quote_tweet_id,
            poll=poll,
            reply_settings=reply_settings,
            subscribers_only=subscribers_only,
            block_countries=block_countries,
            allow_countries=allow_countries,
            sub_title_url=sub_title_url,
            sub_title_language=sub_title_language,
            sub_title_name=sub_title_name,
            poll_options=poll_options,
            poll_duration=poll_duration,
            alt_text=alt_text,
        )

        twitter_options.additional_properties = d
        return twitter_options

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
