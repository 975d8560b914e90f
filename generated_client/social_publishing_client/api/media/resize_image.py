from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.image_resize_request import ImageResizeRequest
from ...models.image_resized import ImageResized
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ImageResizeRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/media/resize",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ImageResized | None:
    if response.status_code == 200:
        response_200 = ImageResized.from_dict(response.json())

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
) -> Response[Error | ImageResized]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ImageResizeRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ImageResized]:
    """Resize an image for a network or to given dimensions

     Resizes an image and stores the result in the media library (SDK: `POST
    /media/resize` answers `{status, url, platform}` (LIVE); the official SDK's
    `resizeImage`).

    * The image is named by `mediaUrl` (LIVE) or `imageUrl` (SDK README; a CONFLICT of the
      sources, so both are accepted; `mediaUrl` is used when both are sent). A URL of the
      media library is read from the stored file (code 153 when missing or expired); any
      other URL is fetched as `get_media_meta` fetches it (code 460 when that fails). A file
      that is not an image is refused with code 307; an image of more than
      `x-resize.maxSourcePixels` pixels with code 461.
    * The target size is `dimensions` when sent, else the network's size in
      `x-resize.platformSizes` (own values, inferred: the service does not publish its
      sizes). One of `platform` and `dimensions` is needed.
    * `mode` (inferred values): `crop` (default) scales the image to cover the target and
      crops the middle; `blur` fits the whole image inside the target on a blurred, cropped
      copy of itself; `fit` fits the whole image inside the target on white.
    * The result has exactly the target's pixel size, keeps the source's format when it is
      PNG, JPEG or WebP (else PNG), is stored for the acting profile like an upload (kept
      `x-limits.mediaRetentionDays` days, listed by `list_media`) and served at `url`.
    * `watermarkUrl` and `effects` (SDK; their shape is not published) are
      not part of this request schema and are ignored like other unknown fields.

    Args:
        profile_key (str | Unset):
        body (ImageResizeRequest): Body of `resize_image` (SDK). The image is `mediaUrl` (LIVE) or
            `imageUrl`
            (SDK README); the target is `platform` or `dimensions` (needed without a platform).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ImageResized]
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
    body: ImageResizeRequest,
    profile_key: str | Unset = UNSET,
) -> Error | ImageResized | None:
    """Resize an image for a network or to given dimensions

     Resizes an image and stores the result in the media library (SDK: `POST
    /media/resize` answers `{status, url, platform}` (LIVE); the official SDK's
    `resizeImage`).

    * The image is named by `mediaUrl` (LIVE) or `imageUrl` (SDK README; a CONFLICT of the
      sources, so both are accepted; `mediaUrl` is used when both are sent). A URL of the
      media library is read from the stored file (code 153 when missing or expired); any
      other URL is fetched as `get_media_meta` fetches it (code 460 when that fails). A file
      that is not an image is refused with code 307; an image of more than
      `x-resize.maxSourcePixels` pixels with code 461.
    * The target size is `dimensions` when sent, else the network's size in
      `x-resize.platformSizes` (own values, inferred: the service does not publish its
      sizes). One of `platform` and `dimensions` is needed.
    * `mode` (inferred values): `crop` (default) scales the image to cover the target and
      crops the middle; `blur` fits the whole image inside the target on a blurred, cropped
      copy of itself; `fit` fits the whole image inside the target on white.
    * The result has exactly the target's pixel size, keeps the source's format when it is
      PNG, JPEG or WebP (else PNG), is stored for the acting profile like an upload (kept
      `x-limits.mediaRetentionDays` days, listed by `list_media`) and served at `url`.
    * `watermarkUrl` and `effects` (SDK; their shape is not published) are
      not part of this request schema and are ignored like other unknown fields.

    Args:
        profile_key (str | Unset):
        body (ImageResizeRequest): Body of `resize_image` (SDK). The image is `mediaUrl` (LIVE) or
            `imageUrl`
            (SDK README); the target is `platform` or `dimensions` (needed without a platform).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ImageResized
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ImageResizeRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ImageResized]:
    """Resize an image for a network or to given dimensions

     Resizes an image and stores the result in the media library (SDK: `POST
    /media/resize` answers `{status, url, platform}` (LIVE); the official SDK's
    `resizeImage`).

    * The image is named by `mediaUrl` (LIVE) or `imageUrl` (SDK README; a CONFLICT of the
      sources, so both are accepted; `mediaUrl` is used when both are sent). A URL of the
      media library is read from the stored file (code 153 when missing or expired); any
      other URL is fetched as `get_media_meta` fetches it (code 460 when that fails). A file
      that is not an image is refused with code 307; an image of more than
      `x-resize.maxSourcePixels` pixels with code 461.
    * The target size is `dimensions` when sent, else the network's size in
      `x-resize.platformSizes` (own values, inferred: the service does not publish its
      sizes). One of `platform` and `dimensions` is needed.
    * `mode` (inferred values): `crop` (default) scales the image to cover the target and
      crops the middle; `blur` fits the whole image inside the target on a blurred, cropped
      copy of itself; `fit` fits the whole image inside the target on white.
    * The result has exactly the target's pixel size, keeps the source's format when it is
      PNG, JPEG or WebP (else PNG), is stored for the acting profile like an upload (kept
      `x-limits.mediaRetentionDays` days, listed by `list_media`) and served at `url`.
    * `watermarkUrl` and `effects` (SDK; their shape is not published) are
      not part of this request schema and are ignored like other unknown fields.

    Args:
        profile_key (str | Unset):
        body (ImageResizeRequest): Body of `resize_image` (SDK). The image is `mediaUrl` (LIVE) or
            `imageUrl`
            (SDK README); the target is `platform` or `dimensions` (needed without a platform).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ImageResized]
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
    body: ImageResizeRequest,
    profile_key: str | Unset = UNSET,
) -> Error | ImageResized | None:
    """Resize an image for a network or to given dimensions

     Resizes an image and stores the result in the media library (SDK: `POST
    /media/resize` answers `{status, url, platform}` (LIVE); the official SDK's
    `resizeImage`).

    * The image is named by `mediaUrl` (LIVE) or `imageUrl` (SDK README; a CONFLICT of the
      sources, so both are accepted; `mediaUrl` is used when both are sent). A URL of the
      media library is read from the stored file (code 153 when missing or expired); any
      other URL is fetched as `get_media_meta` fetches it (code 460 when that fails). A file
      that is not an image is refused with code 307; an image of more than
      `x-resize.maxSourcePixels` pixels with code 461.
    * The target size is `dimensions` when sent, else the network's size in
      `x-resize.platformSizes` (own values, inferred: the service does not publish its
      sizes). One of `platform` and `dimensions` is needed.
    * `mode` (inferred values): `crop` (default) scales the image to cover the target and
      crops the middle; `blur` fits the whole image inside the target on a blurred, cropped
      copy of itself; `fit` fits the whole image inside the target on white.
    * The result has exactly the target's pixel size, keeps the source's format when it is
      PNG, JPEG or WebP (else PNG), is stored for the acting profile like an upload (kept
      `x-limits.mediaRetentionDays` days, listed by `list_media`) and served at `url`.
    * `watermarkUrl` and `effects` (SDK; their shape is not published) are
      not part of this request schema and are ignored like other unknown fields.

    Args:
        profile_key (str | Unset):
        body (ImageResizeRequest): Body of `resize_image` (SDK). The image is `mediaUrl` (LIVE) or
            `imageUrl`
            (SDK README); the target is `platform` or `dimensions` (needed without a platform).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ImageResized
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
