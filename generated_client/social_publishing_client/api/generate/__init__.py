"""Write, rewrite, translate and judge posts, transcribe videos, describe images (Max Pack).

The `generate` resource of `SocialPublishing` (`GenerateResource`) and `AsyncSocialPublishing`
(`AsyncGenerateResource`), and their raw-response variants, over this package's operation modules
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
from ...models.alt_text import AltText
from ...models.alt_text_request import AltTextRequest
from ...models.generate_from_media import GenerateFromMedia
from ...models.generate_from_post_field import GenerateFromPostField
from ...models.generate_from_text import GenerateFromText
from ...models.generated_post import GeneratedPost
from ...models.rewrite_request import RewriteRequest
from ...models.rewrites import Rewrites
from ...models.sentiment import Sentiment
from ...models.sentiment_request import SentimentRequest
from ...models.transcription import Transcription
from ...models.transcription_request import TranscriptionRequest
from ...models.translate_request import TranslateRequest
from ...models.translation import Translation
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    generate_alt_text,
    generate_post,
    generate_rewrite,
    generate_sentiment,
    generate_transcription,
    generate_translate,
)

_GENERATE_POST: Operation[GeneratedPost] = Operation(
    "generate_post",
    "POST",
    generate_post._get_kwargs,
    generate_post._parse_response,
    result="GeneratedPost",
)
_GENERATE_REWRITE: Operation[Rewrites] = Operation(
    "generate_rewrite",
    "POST",
    generate_rewrite._get_kwargs,
    generate_rewrite._parse_response,
    result="Rewrites",
)
_GENERATE_TRANSCRIPTION: Operation[Transcription] = Operation(
    "generate_transcription",
    "POST",
    generate_transcription._get_kwargs,
    generate_transcription._parse_response,
    result="Transcription",
)
_GENERATE_TRANSLATE: Operation[Translation] = Operation(
    "generate_translate",
    "POST",
    generate_translate._get_kwargs,
    generate_translate._parse_response,
    result="Translation",
)
_GENERATE_ALT_TEXT: Operation[AltText] = Operation(
    "generate_alt_text",
    "POST",
    generate_alt_text._get_kwargs,
    generate_alt_text._parse_response,
    result="AltText",
)
_GENERATE_SENTIMENT: Operation[Sentiment] = Operation(
    "generate_sentiment",
    "POST",
    generate_sentiment._get_kwargs,
    generate_sentiment._parse_response,
    result="Sentiment",
)


class GenerateResource:
    """Write, rewrite, translate and judge posts, transcribe videos, describe images (Max Pack).

    The methods of `SocialPublishing.generate`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "GenerateResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return GenerateResourceWithRawResponse(self)

    def post(
        self,
        body: GenerateFromMedia | GenerateFromPostField | GenerateFromText | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> GeneratedPost:
        """Generate a post (`POST /generate/post`, generate_post).

        Writes a post about `text` or, without it, about `mediaUrls` (SDK:
        `POST /generate/post` with `{text | mediaUrls, hashtags (default true), emojis (false),
        twitter (false)}` answers `{status, post}`; DOCS
        https://www.ayrshare.com/docs/apis/generate/post-text). Some of the page's samples name
        the text `post`: read as `text` when `text` is not sent (deprecated; `text` is
        canonical). The answer counts tokens: `usage` for the call and `totalMonthlyUsage` for
        the profile's month (see `GeneratedPost`).

        The sandbox rule (no AI), with the facts of `x-max-pack.generate`:

        * The base is `text` with runs of white space made one space, its first letter upper
          case, and `.` added unless it ends with `.`, `!` or `?`; without `text`, `mediaOnlyText`.
          One of `text` (not only white space) and `mediaUrls` (at least one) is required.
        * Then, in this order: `hashtags` appends hashtags as `auto_hashtags` with `position: end`
          and `max: hashtagsMax` would; `emojis` appends a space and `emoji`; `twitter` cuts a post
          longer than X's limit (`x-max-pack.textLimits.twitter`) to that many characters, the
          last being `truncationMark`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _GENERATE_POST,
            {
                "profile_key": profile_key,
                "body": as_body(body, GenerateFromText, GenerateFromMedia, GenerateFromPostField),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def rewrite(
        self,
        body: RewriteRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Rewrites:
        """Rewrite a post (`POST /generate/rewrite`, generate_rewrite).

        Rewrites `post` `rewrites` times (SDK: `POST /generate/rewrite` with
        `{post, emojis, hashtags, twitter, rewrites (default 5)}`; the answer's shape is not
        published: own).

        The sandbox rule (no AI), reversible: rewrite *i* (from 1) is the *i*-th of
        `x-max-pack.generate.rewriteOpeners` followed by `post`; then `hashtags`, `emojis` and
        `twitter` apply to each rewrite as in `generate_post`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _GENERATE_REWRITE,
            {
                "profile_key": profile_key,
                "body": as_body(body, RewriteRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def transcription(
        self,
        body: TranscriptionRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Transcription:
        """Transcribe a video (`POST /generate/transcription`, generate_transcription).

        Transcribes the speech of a video (SDK: `POST /generate/transcription`
        with `{videoUrl}`; the video must be hosted by the service; the answer's shape is not
        published: own).

        * `videoUrl` must be an address of the media library (`upload_media`) that has not expired
          (153 otherwise).
        * The sandbox has no speech recognition: the transcription is
          `x-max-pack.generate.transcriptionTemplate` with `{fileName}` and `{size}` (bytes) of the
          media item.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _GENERATE_TRANSCRIPTION,
            {
                "profile_key": profile_key,
                "body": as_body(body, TranscriptionRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def translate(
        self,
        body: TranslateRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Translation:
        """Translate a text (`POST /generate/translate`, generate_translate).

        Translates `text` into `lang` (SDK: `POST /generate/translate` with
        `{text, lang}`; the answer's shape is not published: own).

        The sandbox rule (no AI), reversible: the translation is `[<lang>] ` followed by `text`
        unchanged; `lang` is echoed.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _GENERATE_TRANSLATE,
            {
                "profile_key": profile_key,
                "body": as_body(body, TranslateRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def alt_text(
        self,
        body: AltTextRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AltText:
        """Describe an image (`POST /generate/altText`, generate_alt_text).

        Writes alt text for an image (SDK: `POST /generate/altText` with
        `{url, keywords[], lang='en'}`; the answer's shape is not published: own).

        * `url` is an image of the media library (`upload_media`; 153 when it is not there or
          has expired) or any public `http(s)` address (DOCS
          https://www.ayrshare.com/docs/apis/generate/image-alt-text asks only for an https URL),
          which is fetched as `get_media_meta` fetches (at most `x-limits.uploadMaxBytes`; 460
          when it cannot be fetched). A file that is not an image is refused (307).
        * The sandbox rule (no AI): `An image of <width>x<height> pixels`, then ` showing ` and the
          `keywords` joined by `, ` when there are any, then `.`; with a `lang` other than `en`,
          the text is translated as `generate_translate` does.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _GENERATE_ALT_TEXT,
            {
                "profile_key": profile_key,
                "body": as_body(body, AltTextRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def sentiment(
        self,
        body: SentimentRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Sentiment:
        """Judge the sentiment of a text (`POST /generate/sentiment`, generate_sentiment).

        Judges the sentiment of `text` (SDK: the SDK sends `POST
        /generate/sentiment`, ONE lists `/generate/sentiments` (CONFLICT; the SDK's path is
        described); the answer's shape is not published: own).

        The sandbox rule (no AI): the text's words (maximal runs of letters and digits) are
        case-folded and counted in `x-max-pack.generate.sentiment.positive` and `.negative` (each
        occurrence counts); `score` is (positive - negative) / (positive + negative), 0 when both
        are 0; `sentiment` is `positive` above 0, `negative` below 0, else `neutral`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _GENERATE_SENTIMENT,
            {
                "profile_key": profile_key,
                "body": as_body(body, SentimentRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class GenerateResourceWithRawResponse:
    """`GenerateResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: GenerateResource) -> None:
        self.post = to_raw_response(resource.post)
        self.rewrite = to_raw_response(resource.rewrite)
        self.transcription = to_raw_response(resource.transcription)
        self.translate = to_raw_response(resource.translate)
        self.alt_text = to_raw_response(resource.alt_text)
        self.sentiment = to_raw_response(resource.sentiment)


class AsyncGenerateResource:
    """Write, rewrite, translate and judge posts, transcribe videos, describe images (Max Pack).

    The methods of `AsyncSocialPublishing.generate`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncGenerateResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncGenerateResourceWithRawResponse(self)

    async def post(
        self,
        body: GenerateFromMedia | GenerateFromPostField | GenerateFromText | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> GeneratedPost:
        """Generate a post (`POST /generate/post`, generate_post).

        Writes a post about `text` or, without it, about `mediaUrls` (SDK:
        `POST /generate/post` with `{text | mediaUrls, hashtags (default true), emojis (false),
        twitter (false)}` answers `{status, post}`; DOCS
        https://www.ayrshare.com/docs/apis/generate/post-text). Some of the page's samples name
        the text `post`: read as `text` when `text` is not sent (deprecated; `text` is
        canonical). The answer counts tokens: `usage` for the call and `totalMonthlyUsage` for
        the profile's month (see `GeneratedPost`).

        The sandbox rule (no AI), with the facts of `x-max-pack.generate`:

        * The base is `text` with runs of white space made one space, its first letter upper
          case, and `.` added unless it ends with `.`, `!` or `?`; without `text`, `mediaOnlyText`.
          One of `text` (not only white space) and `mediaUrls` (at least one) is required.
        * Then, in this order: `hashtags` appends hashtags as `auto_hashtags` with `position: end`
          and `max: hashtagsMax` would; `emojis` appends a space and `emoji`; `twitter` cuts a post
          longer than X's limit (`x-max-pack.textLimits.twitter`) to that many characters, the
          last being `truncationMark`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _GENERATE_POST,
            {
                "profile_key": profile_key,
                "body": as_body(body, GenerateFromText, GenerateFromMedia, GenerateFromPostField),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def rewrite(
        self,
        body: RewriteRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Rewrites:
        """Rewrite a post (`POST /generate/rewrite`, generate_rewrite).

        Rewrites `post` `rewrites` times (SDK: `POST /generate/rewrite` with
        `{post, emojis, hashtags, twitter, rewrites (default 5)}`; the answer's shape is not
        published: own).

        The sandbox rule (no AI), reversible: rewrite *i* (from 1) is the *i*-th of
        `x-max-pack.generate.rewriteOpeners` followed by `post`; then `hashtags`, `emojis` and
        `twitter` apply to each rewrite as in `generate_post`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _GENERATE_REWRITE,
            {
                "profile_key": profile_key,
                "body": as_body(body, RewriteRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def transcription(
        self,
        body: TranscriptionRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Transcription:
        """Transcribe a video (`POST /generate/transcription`, generate_transcription).

        Transcribes the speech of a video (SDK: `POST /generate/transcription`
        with `{videoUrl}`; the video must be hosted by the service; the answer's shape is not
        published: own).

        * `videoUrl` must be an address of the media library (`upload_media`) that has not expired
          (153 otherwise).
        * The sandbox has no speech recognition: the transcription is
          `x-max-pack.generate.transcriptionTemplate` with `{fileName}` and `{size}` (bytes) of the
          media item.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _GENERATE_TRANSCRIPTION,
            {
                "profile_key": profile_key,
                "body": as_body(body, TranscriptionRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def translate(
        self,
        body: TranslateRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Translation:
        """Translate a text (`POST /generate/translate`, generate_translate).

        Translates `text` into `lang` (SDK: `POST /generate/translate` with
        `{text, lang}`; the answer's shape is not published: own).

        The sandbox rule (no AI), reversible: the translation is `[<lang>] ` followed by `text`
        unchanged; `lang` is echoed.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _GENERATE_TRANSLATE,
            {
                "profile_key": profile_key,
                "body": as_body(body, TranslateRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def alt_text(
        self,
        body: AltTextRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> AltText:
        """Describe an image (`POST /generate/altText`, generate_alt_text).

        Writes alt text for an image (SDK: `POST /generate/altText` with
        `{url, keywords[], lang='en'}`; the answer's shape is not published: own).

        * `url` is an image of the media library (`upload_media`; 153 when it is not there or
          has expired) or any public `http(s)` address (DOCS
          https://www.ayrshare.com/docs/apis/generate/image-alt-text asks only for an https URL),
          which is fetched as `get_media_meta` fetches (at most `x-limits.uploadMaxBytes`; 460
          when it cannot be fetched). A file that is not an image is refused (307).
        * The sandbox rule (no AI): `An image of <width>x<height> pixels`, then ` showing ` and the
          `keywords` joined by `, ` when there are any, then `.`; with a `lang` other than `en`,
          the text is translated as `generate_translate` does.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _GENERATE_ALT_TEXT,
            {
                "profile_key": profile_key,
                "body": as_body(body, AltTextRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def sentiment(
        self,
        body: SentimentRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Sentiment:
        """Judge the sentiment of a text (`POST /generate/sentiment`, generate_sentiment).

        Judges the sentiment of `text` (SDK: the SDK sends `POST
        /generate/sentiment`, ONE lists `/generate/sentiments` (CONFLICT; the SDK's path is
        described); the answer's shape is not published: own).

        The sandbox rule (no AI): the text's words (maximal runs of letters and digits) are
        case-folded and counted in `x-max-pack.generate.sentiment.positive` and `.negative` (each
        occurrence counts); `score` is (positive - negative) / (positive + negative), 0 when both
        are 0; `sentiment` is `positive` above 0, `negative` below 0, else `neutral`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _GENERATE_SENTIMENT,
            {
                "profile_key": profile_key,
                "body": as_body(body, SentimentRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncGenerateResourceWithRawResponse:
    """`AsyncGenerateResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncGenerateResource) -> None:
        self.post = async_to_raw_response(resource.post)
        self.rewrite = async_to_raw_response(resource.rewrite)
        self.transcription = async_to_raw_response(resource.transcription)
        self.translate = async_to_raw_response(resource.translate)
        self.alt_text = async_to_raw_response(resource.alt_text)
        self.sentiment = async_to_raw_response(resource.sentiment)


__all__ = [
    "AsyncGenerateResource",
    "AsyncGenerateResourceWithRawResponse",
    "GenerateResource",
    "GenerateResourceWithRawResponse",
]
