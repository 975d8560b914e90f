from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.media_upload_url import MediaUploadUrl
from ...models.upload_content_type_name import (
    UploadContentTypeName,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    file_name: str,
    content_type: str | Unset | UploadContentTypeName = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["fileName"] = file_name
    json_content_type: str | Unset
    if isinstance(content_type, Unset):
        json_content_type = UNSET
    elif isinstance(content_type, str):
        json_content_type = content_type
    else:
        json_content_type = content_type
    params["contentType"] = json_content_type

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/media/uploadUrl",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MediaUploadUrl | None:
    if response.status_code == 200:
        response_200 = MediaUploadUrl.from_dict(response.json())

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
) -> Response[Error | MediaUploadUrl]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    file_name: str,
    content_type: str | Unset | UploadContentTypeName = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaUploadUrl]:
    """Get a presigned URL to upload a large file

     A presigned URL for uploading one large file to the media library (DOCS "Upload Large
    Media", `externalDocs`: files over 10 MB; the official SDKs' `mediaUploadUrl`). The
    answer's `status`, `method` and `expiresAt` are this service's own (the page names
    `uploadUrl`, `accessUrl` and `contentType`).

    * `contentType`, as the page documents it, is one of the short names of
      `x-upload-url.contentTypes` (`mp4`, `mov`, `png`, `jpg`, `jpeg`; an older version of
      the page says `quicktime` for `mov`): the canonical form. A media type
      (`video/mp4`) is also accepted (the form this spec first had; deprecated). The
      answer's `contentType` is always the media type (`x-upload-url.contentTypes` maps a
      short name to it): the PUT sends it. Without `contentType` the file is
      `x-upload-url.defaultContentType` ("If not present, application/octet-stream will be
      used"). The page then wants "a full file name with extension"; a name without one is
      accepted all the same (the stored file is named as sent; own, lenient).
    * Send the file's bytes with `PUT <uploadUrl>`, the header `Content-Type: <contentType>`
      and no Authorization header (the URL's signature authorizes it). The file then
      appears in the acting profile's media library and is served at `accessUrl` for
      `x-upload-url.accessDays` days (the page: "Access URL available for 30 days after
      uploaded"). The PUT answers HTTP 200 with the stored `MediaItem` (its `url` is
      `accessUrl`).
    * The URL expires `x-upload-url.expiresInSeconds` seconds after it was made (the page:
      "valid for 30 minutes"; by the service clock; `expiresAt`), and works once. An
      expired, used or altered URL is refused with code 462 (HTTP 403); another
      `Content-Type` with code 111 (HTTP 415); a file over `x-upload-url.maxBytes` bytes
      (the page: "Maximum file upload size 5 GB") with code 122 (HTTP 413), nothing stored:
      a PUT whose `Content-Length` exceeds it is answered so before any of its body is
      read (a client need not send the body to learn it), a body without one (chunked) as
      soon as it passes it (own rule).
    * The reference server signs the URL with HMAC-SHA256 under a key of its data
      directory.

    Args:
        file_name (str):
        content_type (str | Unset | UploadContentTypeName):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaUploadUrl]
    """

    kwargs = _get_kwargs(
        file_name=file_name,
        content_type=content_type,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    file_name: str,
    content_type: str | Unset | UploadContentTypeName = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | MediaUploadUrl | None:
    """Get a presigned URL to upload a large file

     A presigned URL for uploading one large file to the media library (DOCS "Upload Large
    Media", `externalDocs`: files over 10 MB; the official SDKs' `mediaUploadUrl`). The
    answer's `status`, `method` and `expiresAt` are this service's own (the page names
    `uploadUrl`, `accessUrl` and `contentType`).

    * `contentType`, as the page documents it, is one of the short names of
      `x-upload-url.contentTypes` (`mp4`, `mov`, `png`, `jpg`, `jpeg`; an older version of
      the page says `quicktime` for `mov`): the canonical form. A media type
      (`video/mp4`) is also accepted (the form this spec first had; deprecated). The
      answer's `contentType` is always the media type (`x-upload-url.contentTypes` maps a
      short name to it): the PUT sends it. Without `contentType` the file is
      `x-upload-url.defaultContentType` ("If not present, application/octet-stream will be
      used"). The page then wants "a full file name with extension"; a name without one is
      accepted all the same (the stored file is named as sent; own, lenient).
    * Send the file's bytes with `PUT <uploadUrl>`, the header `Content-Type: <contentType>`
      and no Authorization header (the URL's signature authorizes it). The file then
      appears in the acting profile's media library and is served at `accessUrl` for
      `x-upload-url.accessDays` days (the page: "Access URL available for 30 days after
      uploaded"). The PUT answers HTTP 200 with the stored `MediaItem` (its `url` is
      `accessUrl`).
    * The URL expires `x-upload-url.expiresInSeconds` seconds after it was made (the page:
      "valid for 30 minutes"; by the service clock; `expiresAt`), and works once. An
      expired, used or altered URL is refused with code 462 (HTTP 403); another
      `Content-Type` with code 111 (HTTP 415); a file over `x-upload-url.maxBytes` bytes
      (the page: "Maximum file upload size 5 GB") with code 122 (HTTP 413), nothing stored:
      a PUT whose `Content-Length` exceeds it is answered so before any of its body is
      read (a client need not send the body to learn it), a body without one (chunked) as
      soon as it passes it (own rule).
    * The reference server signs the URL with HMAC-SHA256 under a key of its data
      directory.

    Args:
        file_name (str):
        content_type (str | Unset | UploadContentTypeName):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaUploadUrl
    """

    return sync_detailed(
        client=client,
        file_name=file_name,
        content_type=content_type,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    file_name: str,
    content_type: str | Unset | UploadContentTypeName = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | MediaUploadUrl]:
    """Get a presigned URL to upload a large file

     A presigned URL for uploading one large file to the media library (DOCS "Upload Large
    Media", `externalDocs`: files over 10 MB; the official SDKs' `mediaUploadUrl`). The
    answer's `status`, `method` and `expiresAt` are this service's own (the page names
    `uploadUrl`, `accessUrl` and `contentType`).

    * `contentType`, as the page documents it, is one of the short names of
      `x-upload-url.contentTypes` (`mp4`, `mov`, `png`, `jpg`, `jpeg`; an older version of
      the page says `quicktime` for `mov`): the canonical form. A media type
      (`video/mp4`) is also accepted (the form this spec first had; deprecated). The
      answer's `contentType` is always the media type (`x-upload-url.contentTypes` maps a
      short name to it): the PUT sends it. Without `contentType` the file is
      `x-upload-url.defaultContentType` ("If not present, application/octet-stream will be
      used"). The page then wants "a full file name with extension"; a name without one is
      accepted all the same (the stored file is named as sent; own, lenient).
    * Send the file's bytes with `PUT <uploadUrl>`, the header `Content-Type: <contentType>`
      and no Authorization header (the URL's signature authorizes it). The file then
      appears in the acting profile's media library and is served at `accessUrl` for
      `x-upload-url.accessDays` days (the page: "Access URL available for 30 days after
      uploaded"). The PUT answers HTTP 200 with the stored `MediaItem` (its `url` is
      `accessUrl`).
    * The URL expires `x-upload-url.expiresInSeconds` seconds after it was made (the page:
      "valid for 30 minutes"; by the service clock; `expiresAt`), and works once. An
      expired, used or altered URL is refused with code 462 (HTTP 403); another
      `Content-Type` with code 111 (HTTP 415); a file over `x-upload-url.maxBytes` bytes
      (the page: "Maximum file upload size 5 GB") with code 122 (HTTP 413), nothing stored:
      a PUT whose `Content-Length` exceeds it is answered so before any of its body is
      read (a client need not send the body to learn it), a body without one (chunked) as
      soon as it passes it (own rule).
    * The reference server signs the URL with HMAC-SHA256 under a key of its data
      directory.

    Args:
        file_name (str):
        content_type (str | Unset | UploadContentTypeName):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MediaUploadUrl]
    """

    kwargs = _get_kwargs(
        file_name=file_name,
        content_type=content_type,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    file_name: str,
    content_type: str | Unset | UploadContentTypeName = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | MediaUploadUrl | None:
    """Get a presigned URL to upload a large file

     A presigned URL for uploading one large file to the media library (DOCS "Upload Large
    Media", `externalDocs`: files over 10 MB; the official SDKs' `mediaUploadUrl`). The
    answer's `status`, `method` and `expiresAt` are this service's own (the page names
    `uploadUrl`, `accessUrl` and `contentType`).

    * `contentType`, as the page documents it, is one of the short names of
      `x-upload-url.contentTypes` (`mp4`, `mov`, `png`, `jpg`, `jpeg`; an older version of
      the page says `quicktime` for `mov`): the canonical form. A media type
      (`video/mp4`) is also accepted (the form this spec first had; deprecated). The
      answer's `contentType` is always the media type (`x-upload-url.contentTypes` maps a
      short name to it): the PUT sends it. Without `contentType` the file is
      `x-upload-url.defaultContentType` ("If not present, application/octet-stream will be
      used"). The page then wants "a full file name with extension"; a name without one is
      accepted all the same (the stored file is named as sent; own, lenient).
    * Send the file's bytes with `PUT <uploadUrl>`, the header `Content-Type: <contentType>`
      and no Authorization header (the URL's signature authorizes it). The file then
      appears in the acting profile's media library and is served at `accessUrl` for
      `x-upload-url.accessDays` days (the page: "Access URL available for 30 days after
      uploaded"). The PUT answers HTTP 200 with the stored `MediaItem` (its `url` is
      `accessUrl`).
    * The URL expires `x-upload-url.expiresInSeconds` seconds after it was made (the page:
      "valid for 30 minutes"; by the service clock; `expiresAt`), and works once. An
      expired, used or altered URL is refused with code 462 (HTTP 403); another
      `Content-Type` with code 111 (HTTP 415); a file over `x-upload-url.maxBytes` bytes
      (the page: "Maximum file upload size 5 GB") with code 122 (HTTP 413), nothing stored:
      a PUT whose `Content-Length` exceeds it is answered so before any of its body is
      read (a client need not send the body to learn it), a body without one (chunked) as
      soon as it passes it (own rule).
    * The reference server signs the URL with HMAC-SHA256 under a key of its data
      directory.

    Args:
        file_name (str):
        content_type (str | Unset | UploadContentTypeName):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MediaUploadUrl
    """

    return (
        await asyncio_detailed(
            client=client,
            file_name=file_name,
            content_type=content_type,
            profile_key=profile_key,
        )
    ).parsed
