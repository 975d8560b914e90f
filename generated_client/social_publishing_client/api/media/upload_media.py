from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.media_item import MediaItem
from ...models.media_upload_data_uri import MediaUploadDataUri
from ...models.media_upload_form import MediaUploadForm
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MediaUploadForm | MediaUploadDataUri | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/media/upload",
    }

    if isinstance(body, MediaUploadForm):
        _kwargs["files"] = body.to_multipart()

    if isinstance(body, MediaUploadDataUri):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MediaItem | None:
    if response.status_code == 200:
        response_200 = MediaItem.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

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
) -> Response[Error | MediaItem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MediaUploadForm | MediaUploadDataUri | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaItem]:
    """Upload a file to the media library

     Uploads a file, image or small video for later use in posts. Two ways to send `file`:

    1. `multipart/form-data` (recommended): `file` is the file part; `fileName` and
       `description` are form fields.
    2. `application/json`: `file` is a data URI `data:<content-type>;base64,<Base64 text>`.

    Rules:

    * The file may be at most `x-limits.uploadMaxBytes` bytes (30 MB); a larger file is
      refused with code 122 and nothing is stored.
    * Uploaded files are stored for `x-limits.mediaRetentionDays` days (90). After that,
      posts already published are unaffected, and scheduled posts that reference the
      expired media fail to publish.
    * The returned `url` can be used in `mediaUrls` of `create_post`. A publicly reachable
      address can also be given directly in `mediaUrls`; larger files are accepted that way.

    Args:
        profile_key (str | Unset):
        body (MediaUploadForm): Multipart form of `upload_media`.
        body (MediaUploadDataUri): JSON form of `upload_media`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaItem]
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
    body: MediaUploadForm | MediaUploadDataUri | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | MediaItem | None:
    """Upload a file to the media library

     Uploads a file, image or small video for later use in posts. Two ways to send `file`:

    1. `multipart/form-data` (recommended): `file` is the file part; `fileName` and
       `description` are form fields.
    2. `application/json`: `file` is a data URI `data:<content-type>;base64,<Base64 text>`.

    Rules:

    * The file may be at most `x-limits.uploadMaxBytes` bytes (30 MB); a larger file is
      refused with code 122 and nothing is stored.
    * Uploaded files are stored for `x-limits.mediaRetentionDays` days (90). After that,
      posts already published are unaffected, and scheduled posts that reference the
      expired media fail to publish.
    * The returned `url` can be used in `mediaUrls` of `create_post`. A publicly reachable
      address can also be given directly in `mediaUrls`; larger files are accepted that way.

    Args:
        profile_key (str | Unset):
        body (MediaUploadForm): Multipart form of `upload_media`.
        body (MediaUploadDataUri): JSON form of `upload_media`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaItem
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MediaUploadForm | MediaUploadDataUri | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaItem]:
    """Upload a file to the media library

     Uploads a file, image or small video for later use in posts. Two ways to send `file`:

    1. `multipart/form-data` (recommended): `file` is the file part; `fileName` and
       `description` are form fields.
    2. `application/json`: `file` is a data URI `data:<content-type>;base64,<Base64 text>`.

    Rules:

    * The file may be at most `x-limits.uploadMaxBytes` bytes (30 MB); a larger file is
      refused with code 122 and nothing is stored.
    * Uploaded files are stored for `x-limits.mediaRetentionDays` days (90). After that,
      posts already published are unaffected, and scheduled posts that reference the
      expired media fail to publish.
    * The returned `url` can be used in `mediaUrls` of `create_post`. A publicly reachable
      address can also be given directly in `mediaUrls`; larger files are accepted that way.

    Args:
        profile_key (str | Unset):
        body (MediaUploadForm): Multipart form of `upload_media`.
        body (MediaUploadDataUri): JSON form of `upload_media`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaItem]
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
    body: MediaUploadForm | MediaUploadDataUri | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | MediaItem | None:
    """Upload a file to the media library

     Uploads a file, image or small video for later use in posts. Two ways to send `file`:

    1. `multipart/form-data` (recommended): `file` is the file part; `fileName` and
       `description` are form fields.
    2. `application/json`: `file` is a data URI `data:<content-type>;base64,<Base64 text>`.

    Rules:

    * The file may be at most `x-limits.uploadMaxBytes` bytes (30 MB); a larger file is
      refused with code 122 and nothing is stored.
    * Uploaded files are stored for `x-limits.mediaRetentionDays` days (90). After that,
      posts already published are unaffected, and scheduled posts that reference the
      expired media fail to publish.
    * The returned `url` can be used in `mediaUrls` of `create_post`. A publicly reachable
      address can also be given directly in `mediaUrls`; larger files are accepted that way.

    Args:
        profile_key (str | Unset):
        body (MediaUploadForm): Multipart form of `upload_media`.
        body (MediaUploadDataUri): JSON form of `upload_media`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaItem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
