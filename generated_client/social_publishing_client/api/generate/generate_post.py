from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.generate_from_media import GenerateFromMedia
from ...models.generate_from_post_field import GenerateFromPostField
from ...models.generate_from_text import GenerateFromText
from ...models.generated_post import GeneratedPost
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: GenerateFromMedia | GenerateFromPostField | GenerateFromText,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/generate/post",
    }

    if isinstance(body, GenerateFromText) or isinstance(body, GenerateFromMedia):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GeneratedPost | None:
    if response.status_code == 200:
        response_200 = GeneratedPost.from_dict(response.json())

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
) -> Response[Error | GeneratedPost]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GenerateFromMedia | GenerateFromPostField | GenerateFromText,
    profile_key: str | Unset = UNSET,
) -> Response[Error | GeneratedPost]:
    """Generate a post

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

    Args:
        profile_key (str | Unset):
        body (GenerateFromMedia | GenerateFromPostField | GenerateFromText): Body of
            `generate_post` (SDK; DOCS
            https://www.ayrshare.com/docs/apis/generate/post-text). `text` or `mediaUrls` is needed;
            `post`, the name some of the page's samples give the text, is read as `text` when `text`
            is not sent (a deprecated name; `text` is canonical and wins when both are sent).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GeneratedPost]
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
    body: GenerateFromMedia | GenerateFromPostField | GenerateFromText,
    profile_key: str | Unset = UNSET,
) -> Error | GeneratedPost | None:
    """Generate a post

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

    Args:
        profile_key (str | Unset):
        body (GenerateFromMedia | GenerateFromPostField | GenerateFromText): Body of
            `generate_post` (SDK; DOCS
            https://www.ayrshare.com/docs/apis/generate/post-text). `text` or `mediaUrls` is needed;
            `post`, the name some of the page's samples give the text, is read as `text` when `text`
            is not sent (a deprecated name; `text` is canonical and wins when both are sent).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GeneratedPost
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GenerateFromMedia | GenerateFromPostField | GenerateFromText,
    profile_key: str | Unset = UNSET,
) -> Response[Error | GeneratedPost]:
    """Generate a post

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

    Args:
        profile_key (str | Unset):
        body (GenerateFromMedia | GenerateFromPostField | GenerateFromText): Body of
            `generate_post` (SDK; DOCS
            https://www.ayrshare.com/docs/apis/generate/post-text). `text` or `mediaUrls` is needed;
            `post`, the name some of the page's samples give the text, is read as `text` when `text`
            is not sent (a deprecated name; `text` is canonical and wins when both are sent).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GeneratedPost]
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
    body: GenerateFromMedia | GenerateFromPostField | GenerateFromText,
    profile_key: str | Unset = UNSET,
) -> Error | GeneratedPost | None:
    """Generate a post

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

    Args:
        profile_key (str | Unset):
        body (GenerateFromMedia | GenerateFromPostField | GenerateFromText): Body of
            `generate_post` (SDK; DOCS
            https://www.ayrshare.com/docs/apis/generate/post-text). `text` or `mediaUrls` is needed;
            `post`, the name some of the page's samples give the text, is read as `text` when `text`
            is not sent (a deprecated name; `text` is canonical and wins when both are sent).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GeneratedPost
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
