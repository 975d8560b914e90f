from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auto_hashtags import AutoHashtags
from ...models.auto_hashtags_request import AutoHashtagsRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AutoHashtagsRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/hashtags/auto",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AutoHashtags | Error | None:
    if response.status_code == 200:
        response_200 = AutoHashtags.from_dict(response.json())

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
) -> Response[AutoHashtags | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoHashtagsRequest,
    profile_key: str | Unset = UNSET,
) -> Response[AutoHashtags | Error]:
    """Add hashtags to a text

     Adds up to `max` hashtags to `post` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags; SDK: `POST
    /hashtags/auto` with `{post, position auto|end, max 1-5 (default 2)}` answers `{post}`,
    LIVE). The legacy page's `POST /auto-hashtag` (with `maxHashtags`) is a deprecated
    alias, `auto_hashtags_legacy`.

    The sandbox rule (no AI), with the facts of `x-max-pack.hashtags`:

    * The candidates are the text's words (maximal runs of letters and digits) of at least
      `minWordLength` characters that are not already a hashtag (preceded by `#`) and,
      case-folded, not in `stopWords`; a word counted once (case-folded) at its first
      place.
    * The `max` longest candidates are chosen (ties: the earlier first).
    * `position: end` appends a space and the chosen words as hashtags (`#` + the word
      lower-cased), longest first, separated by spaces. `position: auto` puts `#` before
      the first place of each chosen word, which keeps its case.
    * Without candidates the text is answered unchanged.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (AutoHashtagsRequest): Body of `auto_hashtags` (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoHashtags | Error]
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
    body: AutoHashtagsRequest,
    profile_key: str | Unset = UNSET,
) -> AutoHashtags | Error | None:
    """Add hashtags to a text

     Adds up to `max` hashtags to `post` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags; SDK: `POST
    /hashtags/auto` with `{post, position auto|end, max 1-5 (default 2)}` answers `{post}`,
    LIVE). The legacy page's `POST /auto-hashtag` (with `maxHashtags`) is a deprecated
    alias, `auto_hashtags_legacy`.

    The sandbox rule (no AI), with the facts of `x-max-pack.hashtags`:

    * The candidates are the text's words (maximal runs of letters and digits) of at least
      `minWordLength` characters that are not already a hashtag (preceded by `#`) and,
      case-folded, not in `stopWords`; a word counted once (case-folded) at its first
      place.
    * The `max` longest candidates are chosen (ties: the earlier first).
    * `position: end` appends a space and the chosen words as hashtags (`#` + the word
      lower-cased), longest first, separated by spaces. `position: auto` puts `#` before
      the first place of each chosen word, which keeps its case.
    * Without candidates the text is answered unchanged.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (AutoHashtagsRequest): Body of `auto_hashtags` (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoHashtags | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoHashtagsRequest,
    profile_key: str | Unset = UNSET,
) -> Response[AutoHashtags | Error]:
    """Add hashtags to a text

     Adds up to `max` hashtags to `post` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags; SDK: `POST
    /hashtags/auto` with `{post, position auto|end, max 1-5 (default 2)}` answers `{post}`,
    LIVE). The legacy page's `POST /auto-hashtag` (with `maxHashtags`) is a deprecated
    alias, `auto_hashtags_legacy`.

    The sandbox rule (no AI), with the facts of `x-max-pack.hashtags`:

    * The candidates are the text's words (maximal runs of letters and digits) of at least
      `minWordLength` characters that are not already a hashtag (preceded by `#`) and,
      case-folded, not in `stopWords`; a word counted once (case-folded) at its first
      place.
    * The `max` longest candidates are chosen (ties: the earlier first).
    * `position: end` appends a space and the chosen words as hashtags (`#` + the word
      lower-cased), longest first, separated by spaces. `position: auto` puts `#` before
      the first place of each chosen word, which keeps its case.
    * Without candidates the text is answered unchanged.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (AutoHashtagsRequest): Body of `auto_hashtags` (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoHashtags | Error]
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
    body: AutoHashtagsRequest,
    profile_key: str | Unset = UNSET,
) -> AutoHashtags | Error | None:
    """Add hashtags to a text

     Adds up to `max` hashtags to `post` (DOCS
    https://www.ayrshare.com/docs/apis/hashtags/auto-hashtags; SDK: `POST
    /hashtags/auto` with `{post, position auto|end, max 1-5 (default 2)}` answers `{post}`,
    LIVE). The legacy page's `POST /auto-hashtag` (with `maxHashtags`) is a deprecated
    alias, `auto_hashtags_legacy`.

    The sandbox rule (no AI), with the facts of `x-max-pack.hashtags`:

    * The candidates are the text's words (maximal runs of letters and digits) of at least
      `minWordLength` characters that are not already a hashtag (preceded by `#`) and,
      case-folded, not in `stopWords`; a word counted once (case-folded) at its first
      place.
    * The `max` longest candidates are chosen (ties: the earlier first).
    * `position: end` appends a space and the chosen words as hashtags (`#` + the word
      lower-cased), longest first, separated by spaces. `position: auto` puts `#` before
      the first place of each chosen word, which keeps its case.
    * Without candidates the text is answered unchanged.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        profile_key (str | Unset):
        body (AutoHashtagsRequest): Body of `auto_hashtags` (LIVE).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoHashtags | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
