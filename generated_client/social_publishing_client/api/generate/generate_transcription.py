from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.transcription import Transcription
from ...models.transcription_request import TranscriptionRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: TranscriptionRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/generate/transcription",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Transcription | None:
    if response.status_code == 200:
        response_200 = Transcription.from_dict(response.json())

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
) -> Response[Error | Transcription]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TranscriptionRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | Transcription]:
    """Transcribe a video

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

    Args:
        profile_key (str | Unset):
        body (TranscriptionRequest): Body of `generate_transcription` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Transcription]
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
    body: TranscriptionRequest,
    profile_key: str | Unset = UNSET,
) -> Error | Transcription | None:
    """Transcribe a video

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

    Args:
        profile_key (str | Unset):
        body (TranscriptionRequest): Body of `generate_transcription` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Transcription
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TranscriptionRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | Transcription]:
    """Transcribe a video

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

    Args:
        profile_key (str | Unset):
        body (TranscriptionRequest): Body of `generate_transcription` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Transcription]
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
    body: TranscriptionRequest,
    profile_key: str | Unset = UNSET,
) -> Error | Transcription | None:
    """Transcribe a video

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

    Args:
        profile_key (str | Unset):
        body (TranscriptionRequest): Body of `generate_transcription` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Transcription
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
