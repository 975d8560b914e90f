"""Settings of the linked YouTube channel.

The `youtube` resource of `SocialPublishing` (`YouTubeResource`) and `AsyncSocialPublishing`
(`AsyncYouTubeResource`), and their raw-response variants, over this package's operation modules
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
from ...models.watermark_removed import WatermarkRemoved
from ...models.watermark_result import WatermarkResult
from ...models.watermark_settings import WatermarkSettings
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import remove_youtube_watermark, set_youtube_watermark

_SET_YOUTUBE_WATERMARK: Operation[WatermarkResult] = Operation(
    "set_youtube_watermark",
    "POST",
    set_youtube_watermark._get_kwargs,
    set_youtube_watermark._parse_response,
    result="WatermarkResult",
)
_REMOVE_YOUTUBE_WATERMARK: Operation[WatermarkRemoved] = Operation(
    "remove_youtube_watermark",
    "DELETE",
    remove_youtube_watermark._get_kwargs,
    remove_youtube_watermark._parse_response,
    result="WatermarkRemoved",
)


class YouTubeResource:
    """Settings of the linked YouTube channel.

    The methods of `SocialPublishing.youtube`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "YouTubeResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return YouTubeResourceWithRawResponse(self)

    def set_watermark(
        self,
        body: WatermarkSettings | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WatermarkResult:
        """Set the YouTube channel watermark (`POST /post/youTubeWatermark`, set_youtube_watermark).

        Sets a watermark image on the acting profile's linked YouTube channel.

        * The watermark is always placed at the bottom-right corner and applies to all videos of
          the channel, existing and future.
        * Only the first element of `mediaUrls` is used.
        * The image must meet YouTube's watermark media guidelines: a supported image type
          (webp and non-images are refused with code 307) with a square aspect ratio (1:1; code
          140, whose message states the required and the actual ratio).
        * The profile must have a linked YouTube channel it may manage (code 250 otherwise).
        * `timingType`, `offsetMs` and `durationMs` are all required; both numbers are
          milliseconds and must be positive.

        `x-watermark` states these rules for tools: the network, the accepted image types and
        the aspect ratio.
        """

        return self._client.call(
            _SET_YOUTUBE_WATERMARK,
            {
                "profile_key": profile_key,
                "body": as_body(body, WatermarkSettings),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def remove_watermark(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WatermarkRemoved:
        """Remove the YouTube channel watermark (`DELETE /post/youTubeWatermark`, remove_youtube_watermark).

        Removes the watermark `set_youtube_watermark` set on the acting profile's linked YouTube
        channel (DOCS apis/utils/remove-youtube-watermark: `DELETE /post/youTubeWatermark`, no
        body). The page shows no answer: `{status, message}` is inferred, and so is that a
        channel without a watermark answers the same (removing is idempotent). The profile must
        have a linked YouTube channel it may manage (code 250 otherwise), as for setting it.
        """

        return self._client.call(
            _REMOVE_YOUTUBE_WATERMARK,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class YouTubeResourceWithRawResponse:
    """`YouTubeResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: YouTubeResource) -> None:
        self.set_watermark = to_raw_response(resource.set_watermark)
        self.remove_watermark = to_raw_response(resource.remove_watermark)


class AsyncYouTubeResource:
    """Settings of the linked YouTube channel.

    The methods of `AsyncSocialPublishing.youtube`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncYouTubeResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncYouTubeResourceWithRawResponse(self)

    async def set_watermark(
        self,
        body: WatermarkSettings | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WatermarkResult:
        """Set the YouTube channel watermark (`POST /post/youTubeWatermark`, set_youtube_watermark).

        Sets a watermark image on the acting profile's linked YouTube channel.

        * The watermark is always placed at the bottom-right corner and applies to all videos of
          the channel, existing and future.
        * Only the first element of `mediaUrls` is used.
        * The image must meet YouTube's watermark media guidelines: a supported image type
          (webp and non-images are refused with code 307) with a square aspect ratio (1:1; code
          140, whose message states the required and the actual ratio).
        * The profile must have a linked YouTube channel it may manage (code 250 otherwise).
        * `timingType`, `offsetMs` and `durationMs` are all required; both numbers are
          milliseconds and must be positive.

        `x-watermark` states these rules for tools: the network, the accepted image types and
        the aspect ratio.
        """

        return await self._client.call(
            _SET_YOUTUBE_WATERMARK,
            {
                "profile_key": profile_key,
                "body": as_body(body, WatermarkSettings),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def remove_watermark(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> WatermarkRemoved:
        """Remove the YouTube channel watermark (`DELETE /post/youTubeWatermark`, remove_youtube_watermark).

        Removes the watermark `set_youtube_watermark` set on the acting profile's linked YouTube
        channel (DOCS apis/utils/remove-youtube-watermark: `DELETE /post/youTubeWatermark`, no
        body). The page shows no answer: `{status, message}` is inferred, and so is that a
        channel without a watermark answers the same (removing is idempotent). The profile must
        have a linked YouTube channel it may manage (code 250 otherwise), as for setting it.
        """

        return await self._client.call(
            _REMOVE_YOUTUBE_WATERMARK,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncYouTubeResourceWithRawResponse:
    """`AsyncYouTubeResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncYouTubeResource) -> None:
        self.set_watermark = async_to_raw_response(resource.set_watermark)
        self.remove_watermark = async_to_raw_response(resource.remove_watermark)


__all__ = [
    "AsyncYouTubeResource",
    "AsyncYouTubeResourceWithRawResponse",
    "YouTubeResource",
    "YouTubeResourceWithRawResponse",
]
