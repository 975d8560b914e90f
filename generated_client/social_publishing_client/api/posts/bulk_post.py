from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bulk_post_form import BulkPostForm
from ...models.bulk_post_result import BulkPostResult
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BulkPostForm,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    if not isinstance(twitter_api_key, Unset):
        headers["X-Twitter-OAuth1-Api-Key"] = twitter_api_key

    if not isinstance(twitter_api_secret, Unset):
        headers["X-Twitter-OAuth1-Api-Secret"] = twitter_api_secret

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/post/bulk",
    }

    _kwargs["files"] = body.to_multipart()

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BulkPostResult | Error | None:
    if response.status_code == 200:
        response_200 = BulkPostResult.from_dict(response.json())

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
) -> Response[BulkPostResult | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BulkPostForm,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[BulkPostResult | Error]:
    """Schedule posts from a CSV file

     Schedules one post per row of a CSV file sent as the `file` part of a
    `multipart/form-data` body (DOCS apis/post/bulk-post: "Bulk schedule posts with CSV
    (Comma Separated Values) file of posts data"). DOCS recommends `create_post` instead:
    it takes every field and reports each post on its own. The posts made are ordinary
    scheduled posts of the acting profile: `get_post` and `get_post_history` list them, the
    service publishes them at their `scheduleDate` and sends the `scheduled` webhook events
    as for `create_post`.

    The CSV columns (`x-bulk-csv.columns`, DOCS: all required): `post` (the text),
    `platforms` (network names separated by commas, e.g. `twitter, facebook, instagram`;
    spaces around a name are dropped), `mediaUrls` (the URL of an image or video) and
    `scheduleDate` (UTC, exactly `YYYY-MM-DDThh:mm:ssZ`, e.g. `2026-07-08T12:30:00Z`).

    * Each row is checked with exactly `create_post`'s rules on the request
      `{post, platforms, mediaUrls, scheduleDate}` it makes: a past `scheduleDate` gets
      code 152, uploaded media that expired code 153, a row whose networks are all unlinked
      code 156, a row targeting `twitter` without the X headers code 419, a row that breaks
      a rule of `x-media-rules` on every linked network of it the code of the first such
      rule; a network of the row that is not linked, or whose rule the row breaks, while
      others are fine gets an `errors` entry and the post stays scheduled on the others (as
      `create_post`).
    * The whole file is checked before anything is stored: one bad row refuses the file with
      one error naming the row (1 = the first row after the header) and, for a cell, its
      column; no post is scheduled (inferred: DOCS does not say what happens to a bad row).
    * A file that is not UTF-8 CSV, has no header row, lacks a column of
      `x-bulk-csv.columns`, has a row with another number of cells than the header, or no
      row of posts, gets code 617 (inferred); more rows than `x-bulk-csv.maxRows` code 618
      (inferred limit); a cell that does not make a valid `create_post` request (an unknown
      network, an empty text, a `scheduleDate` in another form, a `mediaUrls` cell that is
      not an http(s) URL) code 619.
    * An empty `mediaUrls` cell is allowed: the post has no media (inferred: DOCS makes the
      column required, not a value in it). Several URLs in one cell are separated by commas
      (inferred, as `platforms`); at most `create_post`'s (`PostRequest.mediaUrls.maxItems`).
    * Duplicates: DOCS says a post whose text equals another's with `scheduleDate`s less
      than three days apart is refused when its `scheduleDate` comes. The reference server
      models no duplicate guard for `create_post`, so none for this operation either.
    * Plans: DOCS shows "Available on Premium, Business, Enterprise plans" (the English
      page; its translations add Launch), so every plan of `x-plans`.
    * Sent with a `Profile-Key`, the posts are the User Profile's and the answer is not
      wrapped (inferred: DOCS shows one answer form).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (BulkPostForm): Multipart form of `bulk_post` (DOCS apis/post/bulk-post: the `file`
            part holds the CSV file
            of posts). Other parts are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BulkPostResult | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: BulkPostForm,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> BulkPostResult | Error | None:
    """Schedule posts from a CSV file

     Schedules one post per row of a CSV file sent as the `file` part of a
    `multipart/form-data` body (DOCS apis/post/bulk-post: "Bulk schedule posts with CSV
    (Comma Separated Values) file of posts data"). DOCS recommends `create_post` instead:
    it takes every field and reports each post on its own. The posts made are ordinary
    scheduled posts of the acting profile: `get_post` and `get_post_history` list them, the
    service publishes them at their `scheduleDate` and sends the `scheduled` webhook events
    as for `create_post`.

    The CSV columns (`x-bulk-csv.columns`, DOCS: all required): `post` (the text),
    `platforms` (network names separated by commas, e.g. `twitter, facebook, instagram`;
    spaces around a name are dropped), `mediaUrls` (the URL of an image or video) and
    `scheduleDate` (UTC, exactly `YYYY-MM-DDThh:mm:ssZ`, e.g. `2026-07-08T12:30:00Z`).

    * Each row is checked with exactly `create_post`'s rules on the request
      `{post, platforms, mediaUrls, scheduleDate}` it makes: a past `scheduleDate` gets
      code 152, uploaded media that expired code 153, a row whose networks are all unlinked
      code 156, a row targeting `twitter` without the X headers code 419, a row that breaks
      a rule of `x-media-rules` on every linked network of it the code of the first such
      rule; a network of the row that is not linked, or whose rule the row breaks, while
      others are fine gets an `errors` entry and the post stays scheduled on the others (as
      `create_post`).
    * The whole file is checked before anything is stored: one bad row refuses the file with
      one error naming the row (1 = the first row after the header) and, for a cell, its
      column; no post is scheduled (inferred: DOCS does not say what happens to a bad row).
    * A file that is not UTF-8 CSV, has no header row, lacks a column of
      `x-bulk-csv.columns`, has a row with another number of cells than the header, or no
      row of posts, gets code 617 (inferred); more rows than `x-bulk-csv.maxRows` code 618
      (inferred limit); a cell that does not make a valid `create_post` request (an unknown
      network, an empty text, a `scheduleDate` in another form, a `mediaUrls` cell that is
      not an http(s) URL) code 619.
    * An empty `mediaUrls` cell is allowed: the post has no media (inferred: DOCS makes the
      column required, not a value in it). Several URLs in one cell are separated by commas
      (inferred, as `platforms`); at most `create_post`'s (`PostRequest.mediaUrls.maxItems`).
    * Duplicates: DOCS says a post whose text equals another's with `scheduleDate`s less
      than three days apart is refused when its `scheduleDate` comes. The reference server
      models no duplicate guard for `create_post`, so none for this operation either.
    * Plans: DOCS shows "Available on Premium, Business, Enterprise plans" (the English
      page; its translations add Launch), so every plan of `x-plans`.
    * Sent with a `Profile-Key`, the posts are the User Profile's and the answer is not
      wrapped (inferred: DOCS shows one answer form).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (BulkPostForm): Multipart form of `bulk_post` (DOCS apis/post/bulk-post: the `file`
            part holds the CSV file
            of posts). Other parts are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BulkPostResult | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BulkPostForm,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[BulkPostResult | Error]:
    """Schedule posts from a CSV file

     Schedules one post per row of a CSV file sent as the `file` part of a
    `multipart/form-data` body (DOCS apis/post/bulk-post: "Bulk schedule posts with CSV
    (Comma Separated Values) file of posts data"). DOCS recommends `create_post` instead:
    it takes every field and reports each post on its own. The posts made are ordinary
    scheduled posts of the acting profile: `get_post` and `get_post_history` list them, the
    service publishes them at their `scheduleDate` and sends the `scheduled` webhook events
    as for `create_post`.

    The CSV columns (`x-bulk-csv.columns`, DOCS: all required): `post` (the text),
    `platforms` (network names separated by commas, e.g. `twitter, facebook, instagram`;
    spaces around a name are dropped), `mediaUrls` (the URL of an image or video) and
    `scheduleDate` (UTC, exactly `YYYY-MM-DDThh:mm:ssZ`, e.g. `2026-07-08T12:30:00Z`).

    * Each row is checked with exactly `create_post`'s rules on the request
      `{post, platforms, mediaUrls, scheduleDate}` it makes: a past `scheduleDate` gets
      code 152, uploaded media that expired code 153, a row whose networks are all unlinked
      code 156, a row targeting `twitter` without the X headers code 419, a row that breaks
      a rule of `x-media-rules` on every linked network of it the code of the first such
      rule; a network of the row that is not linked, or whose rule the row breaks, while
      others are fine gets an `errors` entry and the post stays scheduled on the others (as
      `create_post`).
    * The whole file is checked before anything is stored: one bad row refuses the file with
      one error naming the row (1 = the first row after the header) and, for a cell, its
      column; no post is scheduled (inferred: DOCS does not say what happens to a bad row).
    * A file that is not UTF-8 CSV, has no header row, lacks a column of
      `x-bulk-csv.columns`, has a row with another number of cells than the header, or no
      row of posts, gets code 617 (inferred); more rows than `x-bulk-csv.maxRows` code 618
      (inferred limit); a cell that does not make a valid `create_post` request (an unknown
      network, an empty text, a `scheduleDate` in another form, a `mediaUrls` cell that is
      not an http(s) URL) code 619.
    * An empty `mediaUrls` cell is allowed: the post has no media (inferred: DOCS makes the
      column required, not a value in it). Several URLs in one cell are separated by commas
      (inferred, as `platforms`); at most `create_post`'s (`PostRequest.mediaUrls.maxItems`).
    * Duplicates: DOCS says a post whose text equals another's with `scheduleDate`s less
      than three days apart is refused when its `scheduleDate` comes. The reference server
      models no duplicate guard for `create_post`, so none for this operation either.
    * Plans: DOCS shows "Available on Premium, Business, Enterprise plans" (the English
      page; its translations add Launch), so every plan of `x-plans`.
    * Sent with a `Profile-Key`, the posts are the User Profile's and the answer is not
      wrapped (inferred: DOCS shows one answer form).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (BulkPostForm): Multipart form of `bulk_post` (DOCS apis/post/bulk-post: the `file`
            part holds the CSV file
            of posts). Other parts are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BulkPostResult | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: BulkPostForm,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> BulkPostResult | Error | None:
    """Schedule posts from a CSV file

     Schedules one post per row of a CSV file sent as the `file` part of a
    `multipart/form-data` body (DOCS apis/post/bulk-post: "Bulk schedule posts with CSV
    (Comma Separated Values) file of posts data"). DOCS recommends `create_post` instead:
    it takes every field and reports each post on its own. The posts made are ordinary
    scheduled posts of the acting profile: `get_post` and `get_post_history` list them, the
    service publishes them at their `scheduleDate` and sends the `scheduled` webhook events
    as for `create_post`.

    The CSV columns (`x-bulk-csv.columns`, DOCS: all required): `post` (the text),
    `platforms` (network names separated by commas, e.g. `twitter, facebook, instagram`;
    spaces around a name are dropped), `mediaUrls` (the URL of an image or video) and
    `scheduleDate` (UTC, exactly `YYYY-MM-DDThh:mm:ssZ`, e.g. `2026-07-08T12:30:00Z`).

    * Each row is checked with exactly `create_post`'s rules on the request
      `{post, platforms, mediaUrls, scheduleDate}` it makes: a past `scheduleDate` gets
      code 152, uploaded media that expired code 153, a row whose networks are all unlinked
      code 156, a row targeting `twitter` without the X headers code 419, a row that breaks
      a rule of `x-media-rules` on every linked network of it the code of the first such
      rule; a network of the row that is not linked, or whose rule the row breaks, while
      others are fine gets an `errors` entry and the post stays scheduled on the others (as
      `create_post`).
    * The whole file is checked before anything is stored: one bad row refuses the file with
      one error naming the row (1 = the first row after the header) and, for a cell, its
      column; no post is scheduled (inferred: DOCS does not say what happens to a bad row).
    * A file that is not UTF-8 CSV, has no header row, lacks a column of
      `x-bulk-csv.columns`, has a row with another number of cells than the header, or no
      row of posts, gets code 617 (inferred); more rows than `x-bulk-csv.maxRows` code 618
      (inferred limit); a cell that does not make a valid `create_post` request (an unknown
      network, an empty text, a `scheduleDate` in another form, a `mediaUrls` cell that is
      not an http(s) URL) code 619.
    * An empty `mediaUrls` cell is allowed: the post has no media (inferred: DOCS makes the
      column required, not a value in it). Several URLs in one cell are separated by commas
      (inferred, as `platforms`); at most `create_post`'s (`PostRequest.mediaUrls.maxItems`).
    * Duplicates: DOCS says a post whose text equals another's with `scheduleDate`s less
      than three days apart is refused when its `scheduleDate` comes. The reference server
      models no duplicate guard for `create_post`, so none for this operation either.
    * Plans: DOCS shows "Available on Premium, Business, Enterprise plans" (the English
      page; its translations add Launch), so every plan of `x-plans`.
    * Sent with a `Profile-Key`, the posts are the User Profile's and the answer is not
      wrapped (inferred: DOCS shows one answer form).

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (BulkPostForm): Multipart form of `bulk_post` (DOCS apis/post/bulk-post: the `file`
            part holds the CSV file
            of posts). Other parts are ignored (`x-conventions`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BulkPostResult | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
