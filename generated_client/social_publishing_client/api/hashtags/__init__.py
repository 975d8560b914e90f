"""Add, recommend and check hashtags (Max Pack).

The `hashtags` resource of `SocialPublishing` (`HashtagsResource`) and `AsyncSocialPublishing`
(`AsyncHashtagsResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from ...client import (
    AsyncAPIClient,
    Operation,
    SyncAPIClient,
    TimeoutTypes,
    as_body,
    async_to_raw_response,
    to_raw_response,
)
from ...models.auto_hashtags import AutoHashtags
from ...models.auto_hashtags_request import AutoHashtagsRequest
from ...models.banned_hashtag import BannedHashtag
from ...models.hashtag_recommendations import HashtagRecommendations
from ...models.hashtag_search import HashtagSearch
from ...models.search_hashtag_search_type import SearchHashtagSearchType
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import auto_hashtags, check_banned_hashtag, recommend_hashtags, search_hashtag

_AUTO_HASHTAGS: Operation[AutoHashtags] = Operation(
    "auto_hashtags",
    "POST",
    auto_hashtags._get_kwargs,
    auto_hashtags._parse_response,
    result="AutoHashtags",
)
_RECOMMEND_HASHTAGS: Operation[HashtagRecommendations] = Operation(
    "recommend_hashtags",
    "GET",
    recommend_hashtags._get_kwargs,
    recommend_hashtags._parse_response,
    result="HashtagRecommendations",
)
_CHECK_BANNED_HASHTAG: Operation[BannedHashtag] = Operation(
    "check_banned_hashtag",
    "GET",
    check_banned_hashtag._get_kwargs,
    check_banned_hashtag._parse_response,
    result="BannedHashtag",
)
_SEARCH_HASHTAG: Operation[HashtagSearch] = Operation(
    "search_hashtag",
    "GET",
    search_hashtag._get_kwargs,
    search_hashtag._parse_response,
    result="HashtagSearch",
)


class HashtagsResource:
    """Add, recommend and check hashtags (Max Pack).

    The methods of `SocialPublishing.hashtags`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "HashtagsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return HashtagsResourceWithRawResponse(self)

    def auto(
        self,
        body: AutoHashtagsRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoHashtags:
        """Add hashtags to a text (`POST /hashtags/auto`, auto_hashtags).

        Adds up to `max` hashtags to `post` (DOCS
        https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags; SDK: `POST
        /hashtags/auto` with `{post, position auto|end, max 1-5 (default 2)}` answers `{post}`,
        LIVE). The legacy page's `POST /auto-hashtag` (with `maxHashtags`) is a deprecated
        alias, `auto_hashtags_legacy`.

        The sandbox rule (no AI), with the facts of `x-max-pack.hashtags`:

        * The candidates are the text's words (maximal runs of letters and digits) of at least
          `minWordLength` characters that are not already a hashtag (preceded by `#`) and,
          case-folded, not in `stopWords`; a word counted once (case-folded) at its first
          place.
        * The `max` longest candidates are chosen (ties: the earlier first).
        * `position: end` appends a space and the chosen words as hashtags (`#` + the word
          lower-cased), longest first, separated by spaces. `position: auto` puts `#` before
          the first place of each chosen word, which keeps its case.
        * Without candidates the text is answered unchanged.

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _AUTO_HASHTAGS,
            {
                "profile_key": profile_key,
                "body": as_body(body, AutoHashtagsRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def recommend(
        self,
        *,
        keyword: str,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HashtagRecommendations:
        """Recommend hashtags for a keyword (`GET /hashtags/recommend`, recommend_hashtags).

        Recommends hashtags for `keyword` (DOCS
        https://www.ayrshare.com/docs/apis/hashtags/recommend-hashtags and the legacy
        https://docs.ayrshare.com/rest-api/endpoints/hashtags: "Data and view counts are
        generated from TikTok"; the answer's shape is own).

        * No linked account is needed: the pages say only that the data comes from TikTok (the
          service's own account reads it), so a profile without a linked TikTok account gets
          its recommendations too.
        * The sandbox rule (no AI): `keyword` lower-cased with everything but letters and
          digits removed, followed by each suffix of `x-max-pack.hashtags.recommendSuffixes`
          (the first is empty: the keyword itself), one recommendation each; `viewCount` is
          the first 8 hexadecimal digits of the SHA-256 of the name (UTF-8) read as an integer;
          most viewed first (ties by name). A keyword with no letter or digit gets no
          recommendations (an empty list).

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _RECOMMEND_HASHTAGS,
            {
                "keyword": keyword,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def check_banned(
        self,
        *,
        hashtag: str,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> BannedHashtag:
        """Check whether a hashtag is banned (`GET /hashtags/banned`, check_banned_hashtag).

        Says whether `hashtag` is restricted by the networks (SDK: `GET
        /hashtags/banned?hashtag=`; the answer's shape is not published: own).

        The sandbox rule: `hashtag` without a leading `#`, lower-cased, is banned when it is in
        `x-max-pack.hashtags.banned` (a fixed list, not the service's). A `hashtag` that is
        only `#` is not banned.

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _CHECK_BANNED_HASHTAG,
            {
                "hashtag": hashtag,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def search(
        self,
        *,
        keyword: str,
        search_type: SearchHashtagSearchType | Unset = "top",
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HashtagSearch:
        """Search an Instagram hashtag (`GET /hashtags/search`, search_hashtag).

        Looks up the Instagram hashtag of `keyword` and public Instagram media tagged with it
        (DOCS apis/hashtags/search-hashtags, `externalDocs`: the request example
        `keyword=wisdom&searchType=top` and the answer `{status, hashtag: {id, name},
        searchResults: [...]}` with each medium's `caption`, `commentsCount`, `id`, `likeCount`,
        `mediaType`, `mediaUrl`, `permalink`, `timestamp`).

        * Without a linked Instagram account the request is refused with code 156.
        * The sandbox rule (no network contacted): the hashtag's `name` is `keyword` lower-cased
          with everything but letters and digits removed; its `id` is `17843` followed by the
          SHA-256 of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded
          digits.
        * `searchResults` holds `x-hashtag-search.results` media, newest first. For the i-th
          (from 0), let H be the hexadecimal SHA-256 of `<name>:<searchType>:<i>` (UTF-8):
          `id` is `17` followed by H read as an integer modulo 10^15, as 15 zero-padded digits;
          `caption` is `#<name>` followed by ` ` and the i+1-th word of `x-hashtag-search.words`;
          `commentsCount` is the first 4 hexadecimal digits of H read as an integer,
          `likeCount` the next 6; `mediaType` is `IMAGE`; `mediaUrl` is
          `https://scontent.cdninstagram.com/v/<id>.jpg`; `permalink` is
          `https://www.instagram.com/p/<H's digits 11 to 21>/`; `timestamp` is the service
          clock's now minus i+1 hours, in Instagram's form `YYYY-MM-DDThh:mm:ss+0000` (as the
          page shows).

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return self._client.call(
            _SEARCH_HASHTAG,
            {
                "keyword": keyword,
                "search_type": search_type,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class HashtagsResourceWithRawResponse:
    """`HashtagsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: HashtagsResource) -> None:
        self.auto = to_raw_response(resource.auto)
        self.recommend = to_raw_response(resource.recommend)
        self.check_banned = to_raw_response(resource.check_banned)
        self.search = to_raw_response(resource.search)


class AsyncHashtagsResource:
    """Add, recommend and check hashtags (Max Pack).

    The methods of `AsyncSocialPublishing.hashtags`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncHashtagsResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncHashtagsResourceWithRawResponse(self)

    async def auto(
        self,
        body: AutoHashtagsRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AutoHashtags:
        """Add hashtags to a text (`POST /hashtags/auto`, auto_hashtags).

        Adds up to `max` hashtags to `post` (DOCS
        https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags; SDK: `POST
        /hashtags/auto` with `{post, position auto|end, max 1-5 (default 2)}` answers `{post}`,
        LIVE). The legacy page's `POST /auto-hashtag` (with `maxHashtags`) is a deprecated
        alias, `auto_hashtags_legacy`.

        The sandbox rule (no AI), with the facts of `x-max-pack.hashtags`:

        * The candidates are the text's words (maximal runs of letters and digits) of at least
          `minWordLength` characters that are not already a hashtag (preceded by `#`) and,
          case-folded, not in `stopWords`; a word counted once (case-folded) at its first
          place.
        * The `max` longest candidates are chosen (ties: the earlier first).
        * `position: end` appends a space and the chosen words as hashtags (`#` + the word
          lower-cased), longest first, separated by spaces. `position: auto` puts `#` before
          the first place of each chosen word, which keeps its case.
        * Without candidates the text is answered unchanged.

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _AUTO_HASHTAGS,
            {
                "profile_key": profile_key,
                "body": as_body(body, AutoHashtagsRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def recommend(
        self,
        *,
        keyword: str,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HashtagRecommendations:
        """Recommend hashtags for a keyword (`GET /hashtags/recommend`, recommend_hashtags).

        Recommends hashtags for `keyword` (DOCS
        https://www.ayrshare.com/docs/apis/hashtags/recommend-hashtags and the legacy
        https://docs.ayrshare.com/rest-api/endpoints/hashtags: "Data and view counts are
        generated from TikTok"; the answer's shape is own).

        * No linked account is needed: the pages say only that the data comes from TikTok (the
          service's own account reads it), so a profile without a linked TikTok account gets
          its recommendations too.
        * The sandbox rule (no AI): `keyword` lower-cased with everything but letters and
          digits removed, followed by each suffix of `x-max-pack.hashtags.recommendSuffixes`
          (the first is empty: the keyword itself), one recommendation each; `viewCount` is
          the first 8 hexadecimal digits of the SHA-256 of the name (UTF-8) read as an integer;
          most viewed first (ties by name). A keyword with no letter or digit gets no
          recommendations (an empty list).

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _RECOMMEND_HASHTAGS,
            {
                "keyword": keyword,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def check_banned(
        self,
        *,
        hashtag: str,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> BannedHashtag:
        """Check whether a hashtag is banned (`GET /hashtags/banned`, check_banned_hashtag).

        Says whether `hashtag` is restricted by the networks (SDK: `GET
        /hashtags/banned?hashtag=`; the answer's shape is not published: own).

        The sandbox rule: `hashtag` without a leading `#`, lower-cased, is banned when it is in
        `x-max-pack.hashtags.banned` (a fixed list, not the service's). A `hashtag` that is
        only `#` is not banned.

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _CHECK_BANNED_HASHTAG,
            {
                "hashtag": hashtag,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def search(
        self,
        *,
        keyword: str,
        search_type: SearchHashtagSearchType | Unset = "top",
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> HashtagSearch:
        """Search an Instagram hashtag (`GET /hashtags/search`, search_hashtag).

        Looks up the Instagram hashtag of `keyword` and public Instagram media tagged with it
        (DOCS apis/hashtags/search-hashtags, `externalDocs`: the request example
        `keyword=wisdom&searchType=top` and the answer `{status, hashtag: {id, name},
        searchResults: [...]}` with each medium's `caption`, `commentsCount`, `id`, `likeCount`,
        `mediaType`, `mediaUrl`, `permalink`, `timestamp`).

        * Without a linked Instagram account the request is refused with code 156.
        * The sandbox rule (no network contacted): the hashtag's `name` is `keyword` lower-cased
          with everything but letters and digits removed; its `id` is `17843` followed by the
          SHA-256 of the name (UTF-8), read as an integer, modulo 10^12, as 12 zero-padded
          digits.
        * `searchResults` holds `x-hashtag-search.results` media, newest first. For the i-th
          (from 0), let H be the hexadecimal SHA-256 of `<name>:<searchType>:<i>` (UTF-8):
          `id` is `17` followed by H read as an integer modulo 10^15, as 15 zero-padded digits;
          `caption` is `#<name>` followed by ` ` and the i+1-th word of `x-hashtag-search.words`;
          `commentsCount` is the first 4 hexadecimal digits of H read as an integer,
          `likeCount` the next 6; `mediaType` is `IMAGE`; `mediaUrl` is
          `https://scontent.cdninstagram.com/v/<id>.jpg`; `permalink` is
          `https://www.instagram.com/p/<H's digits 11 to 21>/`; `timestamp` is the service
          clock's now minus i+1 hours, in Instagram's form `YYYY-MM-DDThh:mm:ss+0000` (as the
          page shows).

        Needs the Max Pack add-on (`x-add-ons`).
        """

        return await self._client.call(
            _SEARCH_HASHTAG,
            {
                "keyword": keyword,
                "search_type": search_type,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncHashtagsResourceWithRawResponse:
    """`AsyncHashtagsResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncHashtagsResource) -> None:
        self.auto = async_to_raw_response(resource.auto)
        self.recommend = async_to_raw_response(resource.recommend)
        self.check_banned = async_to_raw_response(resource.check_banned)
        self.search = async_to_raw_response(resource.search)


__all__ = [
    "AsyncHashtagsResource",
    "AsyncHashtagsResourceWithRawResponse",
    "HashtagsResource",
    "HashtagsResourceWithRawResponse",
]
