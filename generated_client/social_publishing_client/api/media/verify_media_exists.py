from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.media_url_check import MediaUrlCheck
from ...models.media_url_existence import MediaUrlExistence
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MediaUrlCheck,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/media/urlExists",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MediaUrlExistence | None:
    if response.status_code == 200:
        response_200 = MediaUrlExistence.from_dict(response.json())

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
) -> Response[Error | MediaUrlExistence]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MediaUrlCheck,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaUrlExistence]:
    """Check whether a media URL exists

     Says whether `mediaUrl` answers a HEAD request (SDK: `POST
    /media/urlExists` with `{mediaUrl}`, "a HEAD check"; the official SDK's
    `verifyMediaExists`). The answer carries the HTTP status seen as `statusCode` (DOCS
    apis/media/verify-media-url's name, canonical) and as `httpStatus` (the same value, an
    alias kept for existing clients), and the file's media type as `contentType` (the page's, from the
    HEAD answer's `Content-Type`); `exists` and the echoed `mediaUrl` are own (inferred); see
    `MediaUrlExistence`.

    * A URL of the service's own media library (the `url` that `upload_media` answered) is
      checked locally: it exists while the item is stored and not expired
      (`x-limits.mediaRetentionDays`); `statusCode` is what a request for the file answers.
    * Any other URL gets one HEAD request (redirects are not followed). The URL exists when
      the answer is a 2xx status; `contentType` is the media type its `Content-Type` names.
      With the server's offline fetches (sandbox) a public address answers 200 with the type
      its stand-in is served with. When no answer comes (the host does not resolve, refuses
      the connection, is not public, or does not answer in time), `exists` is false and
      `statusCode` and `httpStatus` are absent; this is an answer, not an error.
    * Only `http` and `https` URLs can be checked; any other URL is refused (101).

    Args:
        profile_key (str | Unset):
        body (MediaUrlCheck): Body of `verify_media_exists` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaUrlExistence]
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
    body: MediaUrlCheck,
    profile_key: str | Unset = UNSET,
) -> Error | MediaUrlExistence | None:
    """Check whether a media URL exists

     Says whether `mediaUrl` answers a HEAD request (SDK: `POST
    /media/urlExists` with `{mediaUrl}`, "a HEAD check"; the official SDK's
    `verifyMediaExists`). The answer carries the HTTP status seen as `statusCode` (DOCS
    apis/media/verify-media-url's name, canonical) and as `httpStatus` (the same value, an
    alias kept for existing clients), and the file's media type as `contentType` (the page's, from the
    HEAD answer's `Content-Type`); `exists` and the echoed `mediaUrl` are own (inferred); see
    `MediaUrlExistence`.

    * A URL of the service's own media library (the `url` that `upload_media` answered) is
      checked locally: it exists while the item is stored and not expired
      (`x-limits.mediaRetentionDays`); `statusCode` is what a request for the file answers.
    * Any other URL gets one HEAD request (redirects are not followed). The URL exists when
      the answer is a 2xx status; `contentType` is the media type its `Content-Type` names.
      With the server's offline fetches (sandbox) a public address answers 200 with the type
      its stand-in is served with. When no answer comes (the host does not resolve, refuses
      the connection, is not public, or does not answer in time), `exists` is false and
      `statusCode` and `httpStatus` are absent; this is an answer, not an error.
    * Only `http` and `https` URLs can be checked; any other URL is refused (101).

    Args:
        profile_key (str | Unset):
        body (MediaUrlCheck): Body of `verify_media_exists` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaUrlExistence
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MediaUrlCheck,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaUrlExistence]:
    """Check whether a media URL exists

     Says whether `mediaUrl` answers a HEAD request (SDK: `POST
    /media/urlExists` with `{mediaUrl}`, "a HEAD check"; the official SDK's
    `verifyMediaExists`). The answer carries the HTTP status seen as `statusCode` (DOCS
    apis/media/verify-media-url's name, canonical) and as `httpStatus` (the same value, an
    alias kept for existing clients), and the file's media type as `contentType` (the page's, from the
    HEAD answer's `Content-Type`); `exists` and the echoed `mediaUrl` are own (inferred); see
    `MediaUrlExistence`.

    * A URL of the service's own media library (the `url` that `upload_media` answered) is
      checked locally: it exists while the item is stored and not expired
      (`x-limits.mediaRetentionDays`); `statusCode` is what a request for the file answers.
    * Any other URL gets one HEAD request (redirects are not followed). The URL exists when
      the answer is a 2xx status; `contentType` is the media type its `Content-Type` names.
      With the server's offline fetches (sandbox) a public address answers 200 with the type
      its stand-in is served with. When no answer comes (the host does not resolve, refuses
      the connection, is not public, or does not answer in time), `exists` is false and
      `statusCode` and `httpStatus` are absent; this is an answer, not an error.
    * Only `http` and `https` URLs can be checked; any other URL is refused (101).

    Args:
        profile_key (str | Unset):
        body (MediaUrlCheck): Body of `verify_media_exists` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaUrlExistence]
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
    body: MediaUrlCheck,
    profile_key: str | Unset = UNSET,
) -> Error | MediaUrlExistence | None:
    """Check whether a media URL exists

     Says whether `mediaUrl` answers a HEAD request (SDK: `POST
    /media/urlExists` with `{mediaUrl}`, "a HEAD check"; the official SDK's
    `verifyMediaExists`). The answer carries the HTTP status seen as `statusCode` (DOCS
    apis/media/verify-media-url's name, canonical) and as `httpStatus` (the same value, an
    alias kept for existing clients), and the file's media type as `contentType` (the page's, from the
    HEAD answer's `Content-Type`); `exists` and the echoed `mediaUrl` are own (inferred); see
    `MediaUrlExistence`.

    * A URL of the service's own media library (the `url` that `upload_media` answered) is
      checked locally: it exists while the item is stored and not expired
      (`x-limits.mediaRetentionDays`); `statusCode` is what a request for the file answers.
    * Any other URL gets one HEAD request (redirects are not followed). The URL exists when
      the answer is a 2xx status; `contentType` is the media type its `Content-Type` names.
      With the server's offline fetches (sandbox) a public address answers 200 with the type
      its stand-in is served with. When no answer comes (the host does not resolve, refuses
      the connection, is not public, or does not answer in time), `exists` is false and
      `statusCode` and `httpStatus` are absent; this is an answer, not an error.
    * Only `http` and `https` URLs can be checked; any other URL is refused (101).

    Args:
        profile_key (str | Unset):
        body (MediaUrlCheck): Body of `verify_media_exists` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaUrlExistence
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
