from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.alt_text import AltText
from ...models.alt_text_request import AltTextRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AltTextRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/generate/altText",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AltText | Error | None:
    if response.status_code == 200:
        response_200 = AltText.from_dict(response.json())

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
) -> Response[AltText | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AltTextRequest,
    profile_key: str | Unset = UNSET,
) -> Response[AltText | Error]:
    """Describe an image

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

    Args:
        profile_key (str | Unset):
        body (AltTextRequest): Body of `generate_alt_text` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AltText | Error]
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
    body: AltTextRequest,
    profile_key: str | Unset = UNSET,
) -> AltText | Error | None:
    """Describe an image

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

    Args:
        profile_key (str | Unset):
        body (AltTextRequest): Body of `generate_alt_text` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AltText | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AltTextRequest,
    profile_key: str | Unset = UNSET,
) -> Response[AltText | Error]:
    """Describe an image

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

    Args:
        profile_key (str | Unset):
        body (AltTextRequest): Body of `generate_alt_text` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AltText | Error]
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
    body: AltTextRequest,
    profile_key: str | Unset = UNSET,
) -> AltText | Error | None:
    """Describe an image

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

    Args:
        profile_key (str | Unset):
        body (AltTextRequest): Body of `generate_alt_text` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AltText | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
