from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.media_meta import MediaMeta
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    url_query: str,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["url"] = url_query

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/media/meta",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MediaMeta | None:
    if response.status_code == 200:
        response_200 = MediaMeta.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MediaMeta]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    url_query: str,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaMeta]:
    """Read a media file's metadata

     Metadata of the media file at `url` (SDK: `GET /media/meta`, "file
    metadata"; the official SDK's `mediaMeta`). The query parameter's name is own
    (inferred); the answer carries the page's fields (`codec`, `duration`, `filename`,
    `format`, `height`, `size`, `type`, `width`; see `MediaMeta`).

    * A URL of the service's own media library is read from the stored file; an item that
      does not exist or has expired (`x-limits.mediaRetentionDays`) is refused with code 153.
    * Any other URL is fetched once (GET, redirects not followed, at most
      `x-limits.uploadMaxBytes` bytes); a file that cannot be fetched (no answer, a status
      other than 200, not public, or larger than the limit) is refused with code 460.
    * `size` is the file's length in bytes. When the file is an image (PNG, JPEG, GIF, BMP,
      WebP, ...), `contentType` is the image's type read from its content and `width` and
      `height` are its pixel dimensions; otherwise `contentType` is the type declared for
      the file (at upload, or by the fetched URL's `Content-Type`) and there are no
      dimensions. A video (an MP4/QuickTime file with a video track, read from its boxes,
      nothing decoded) has `type: video`, `format`, `codec`, `duration` and its track's
      `width` and `height`.

    Args:
        url_query (str): An `http` or `https` address of a media file. Example:
            http://127.0.0.1:8000/media/files/8f3c2a61d4e94b1c9a0e6f7d2b5c4a13/logo.png.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaMeta]
    """

    kwargs = _get_kwargs(
        url_query=url_query,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    url_query: str,
    profile_key: str | Unset = UNSET,
) -> Error | MediaMeta | None:
    """Read a media file's metadata

     Metadata of the media file at `url` (SDK: `GET /media/meta`, "file
    metadata"; the official SDK's `mediaMeta`). The query parameter's name is own
    (inferred); the answer carries the page's fields (`codec`, `duration`, `filename`,
    `format`, `height`, `size`, `type`, `width`; see `MediaMeta`).

    * A URL of the service's own media library is read from the stored file; an item that
      does not exist or has expired (`x-limits.mediaRetentionDays`) is refused with code 153.
    * Any other URL is fetched once (GET, redirects not followed, at most
      `x-limits.uploadMaxBytes` bytes); a file that cannot be fetched (no answer, a status
      other than 200, not public, or larger than the limit) is refused with code 460.
    * `size` is the file's length in bytes. When the file is an image (PNG, JPEG, GIF, BMP,
      WebP, ...), `contentType` is the image's type read from its content and `width` and
      `height` are its pixel dimensions; otherwise `contentType` is the type declared for
      the file (at upload, or by the fetched URL's `Content-Type`) and there are no
      dimensions. A video (an MP4/QuickTime file with a video track, read from its boxes,
      nothing decoded) has `type: video`, `format`, `codec`, `duration` and its track's
      `width` and `height`.

    Args:
        url_query (str): An `http` or `https` address of a media file. Example:
            http://127.0.0.1:8000/media/files/8f3c2a61d4e94b1c9a0e6f7d2b5c4a13/logo.png.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaMeta
    """

    return sync_detailed(
        client=client,
        url_query=url_query,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    url_query: str,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaMeta]:
    """Read a media file's metadata

     Metadata of the media file at `url` (SDK: `GET /media/meta`, "file
    metadata"; the official SDK's `mediaMeta`). The query parameter's name is own
    (inferred); the answer carries the page's fields (`codec`, `duration`, `filename`,
    `format`, `height`, `size`, `type`, `width`; see `MediaMeta`).

    * A URL of the service's own media library is read from the stored file; an item that
      does not exist or has expired (`x-limits.mediaRetentionDays`) is refused with code 153.
    * Any other URL is fetched once (GET, redirects not followed, at most
      `x-limits.uploadMaxBytes` bytes); a file that cannot be fetched (no answer, a status
      other than 200, not public, or larger than the limit) is refused with code 460.
    * `size` is the file's length in bytes. When the file is an image (PNG, JPEG, GIF, BMP,
      WebP, ...), `contentType` is the image's type read from its content and `width` and
      `height` are its pixel dimensions; otherwise `contentType` is the type declared for
      the file (at upload, or by the fetched URL's `Content-Type`) and there are no
      dimensions. A video (an MP4/QuickTime file with a video track, read from its boxes,
      nothing decoded) has `type: video`, `format`, `codec`, `duration` and its track's
      `width` and `height`.

    Args:
        url_query (str): An `http` or `https` address of a media file. Example:
            http://127.0.0.1:8000/media/files/8f3c2a61d4e94b1c9a0e6f7d2b5c4a13/logo.png.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaMeta]
    """

    kwargs = _get_kwargs(
        url_query=url_query,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    url_query: str,
    profile_key: str | Unset = UNSET,
) -> Error | MediaMeta | None:
    """Read a media file's metadata

     Metadata of the media file at `url` (SDK: `GET /media/meta`, "file
    metadata"; the official SDK's `mediaMeta`). The query parameter's name is own
    (inferred); the answer carries the page's fields (`codec`, `duration`, `filename`,
    `format`, `height`, `size`, `type`, `width`; see `MediaMeta`).

    * A URL of the service's own media library is read from the stored file; an item that
      does not exist or has expired (`x-limits.mediaRetentionDays`) is refused with code 153.
    * Any other URL is fetched once (GET, redirects not followed, at most
      `x-limits.uploadMaxBytes` bytes); a file that cannot be fetched (no answer, a status
      other than 200, not public, or larger than the limit) is refused with code 460.
    * `size` is the file's length in bytes. When the file is an image (PNG, JPEG, GIF, BMP,
      WebP, ...), `contentType` is the image's type read from its content and `width` and
      `height` are its pixel dimensions; otherwise `contentType` is the type declared for
      the file (at upload, or by the fetched URL's `Content-Type`) and there are no
      dimensions. A video (an MP4/QuickTime file with a video track, read from its boxes,
      nothing decoded) has `type: video`, `format`, `codec`, `duration` and its track's
      `width` and `height`.

    Args:
        url_query (str): An `http` or `https` address of a media file. Example:
            http://127.0.0.1:8000/media/files/8f3c2a61d4e94b1c9a0e6f7d2b5c4a13/logo.png.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaMeta
    """

    return (
        await asyncio_detailed(
            client=client,
            url_query=url_query,
            profile_key=profile_key,
        )
    ).parsed
