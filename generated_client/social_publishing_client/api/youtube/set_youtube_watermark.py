from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.watermark_result import WatermarkResult
from ...models.watermark_settings import WatermarkSettings
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WatermarkSettings,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/post/youTubeWatermark",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WatermarkResult | None:
    if response.status_code == 200:
        response_200 = WatermarkResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | WatermarkResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WatermarkSettings,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WatermarkResult]:
    """Set the YouTube channel watermark

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

    Args:
        profile_key (str | Unset):
        body (WatermarkSettings): Body of `set_youtube_watermark`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WatermarkResult]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: WatermarkSettings,
    profile_key: str | Unset = UNSET,
) -> Error | WatermarkResult | None:
    """Set the YouTube channel watermark

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

    Args:
        profile_key (str | Unset):
        body (WatermarkSettings): Body of `set_youtube_watermark`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WatermarkResult
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WatermarkSettings,
    profile_key: str | Unset = UNSET,
) -> Response[Error | WatermarkResult]:
    """Set the YouTube channel watermark

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

    Args:
        profile_key (str | Unset):
        body (WatermarkSettings): Body of `set_youtube_watermark`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WatermarkResult]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: WatermarkSettings,
    profile_key: str | Unset = UNSET,
) -> Error | WatermarkResult | None:
    """Set the YouTube channel watermark

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

    Args:
        profile_key (str | Unset):
        body (WatermarkSettings): Body of `set_youtube_watermark`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WatermarkResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
