from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_post_history_entry_data_type import (
    GetPostHistoryEntryDataType,
)
from ...models.network_history import NetworkHistory
from ...models.post_record import PostRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    limit: int | Unset = 10,
    next_: str | Unset = UNSET,
    skip_analytics: bool | Unset = False,
    page_published: bool | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    data_type: GetPostHistoryEntryDataType | Unset = UNSET,
    user_id: str | Unset = UNSET,
    user_name: str | Unset = UNSET,
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

    params: dict[str, Any] = {}

    params["limit"] = limit
    params["next"] = next_
    params["skipAnalytics"] = skip_analytics
    params["pagePublished"] = page_published
    params["since"] = since
    params["until"] = until
    json_data_type: str | Unset = UNSET
    if not isinstance(data_type, Unset):
        json_data_type = data_type

    params["dataType"] = json_data_type
    params["userId"] = user_id
    params["userName"] = user_name

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/history/{id}".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetworkHistory | PostRecord | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> NetworkHistory | PostRecord:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = PostRecord.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = NetworkHistory.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NetworkHistory | PostRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 10,
    next_: str | Unset = UNSET,
    skip_analytics: bool | Unset = False,
    page_published: bool | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    data_type: GetPostHistoryEntryDataType | Unset = UNSET,
    user_id: str | Unset = UNSET,
    user_name: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | NetworkHistory | PostRecord]:
    """Read one post's history, or one network's posts

     The history record of one post of the acting profile (DOCS apis/history/get-history-id;
    SDK-PY `history({'id': ...})`, which also repeats the ID in the query): the same record
    `get_post` returns. Code 114 when unknown. The record is read from the service's store
    and contacts no network, so, as `get_post`, it needs neither its networks still linked
    (156) nor the caller's X credentials for a post on X (419: "every X/Twitter-bound call",
    SDK-PY `set_twitter_byo`, DOCS); those codes are the history by network's.

    **History by network.** `GET /history/{platform}` (MCP) shares this
    path: when `id` is a network name the answer is that network's posts, newest first
    (`NetworkHistory`), including posts made outside the service. OpenAPI cannot hold two
    templated paths of the same shape, so one operation serves both; a Post ID is never a
    network name (the service makes 20-character IDs).

    * Networks with such a history: `HistoryNetwork` (no gmb, reddit or telegram: those
      are refused with code 157). A network not linked to the profile: code 156. X needs
      its own-credential headers, as every X-bound call (code 419).
    * `limit` posts per page (default 10); `next` (from the previous answer) reads the
      following page. `skipAnalytics=true` leaves out each post's `analytics`.
    * The reference server's sandbox networks hold what the profile published there (a
      `postIds` entry with `status: success`, the post not deleted), read at each request:
      `lastUpdated` is the time of the read and `nextUpdate` 10 minutes later (the service
      refreshes these about every 10 minutes).
    * Network-specific filters (MCP history schemas): `pagePublished`
      (Facebook: only the posts the Page itself published, not visitors' posts on it),
      `since`/`until` (Facebook: posts created on or after / on or before these UTC days),
      `dataType` (Facebook and Instagram: `posts` or `stories`; both when absent). Each
      parameter's `x-for-networks` names the networks it applies to; sent for another
      network it is refused with code 616 (inferred: the sources name the networks, not
      what other networks do with them).
    * `userId` or `userName` (X only) reads another X account's posts instead of the
      linked one's: with the account's API key only, a `Profile-Key` is refused with code
      435 (MCP: "returns Error 400"); the linked X account is not needed (inferred). When
      both are sent, `userId` is used (inferred). Each lookup is listed by
      `get_user_lookups` for the month. In the reference server the looked-up account's
      posts (three, one a day before the current day) come deterministically from the
      value looked up and the service clock.
    * In the reference server the sandbox networks also hold posts made outside the
      service, added with the test control (`add_network_post`): a visitor's post on a
      Facebook Page, a story.

    `limit`, `next`, `skipAnalytics` and the network-specific filters are ignored for a Post
    ID.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        limit (int | Unset):  Default: 10.
        next_ (str | Unset):
        skip_analytics (bool | Unset):  Default: False.
        page_published (bool | Unset):
        since (str | Unset):
        until (str | Unset):
        data_type (GetPostHistoryEntryDataType | Unset):
        user_id (str | Unset):
        user_name (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkHistory | PostRecord]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        next_=next_,
        skip_analytics=skip_analytics,
        page_published=page_published,
        since=since,
        until=until,
        data_type=data_type,
        user_id=user_id,
        user_name=user_name,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 10,
    next_: str | Unset = UNSET,
    skip_analytics: bool | Unset = False,
    page_published: bool | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    data_type: GetPostHistoryEntryDataType | Unset = UNSET,
    user_id: str | Unset = UNSET,
    user_name: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | NetworkHistory | PostRecord | None:
    """Read one post's history, or one network's posts

     The history record of one post of the acting profile (DOCS apis/history/get-history-id;
    SDK-PY `history({'id': ...})`, which also repeats the ID in the query): the same record
    `get_post` returns. Code 114 when unknown. The record is read from the service's store
    and contacts no network, so, as `get_post`, it needs neither its networks still linked
    (156) nor the caller's X credentials for a post on X (419: "every X/Twitter-bound call",
    SDK-PY `set_twitter_byo`, DOCS); those codes are the history by network's.

    **History by network.** `GET /history/{platform}` (MCP) shares this
    path: when `id` is a network name the answer is that network's posts, newest first
    (`NetworkHistory`), including posts made outside the service. OpenAPI cannot hold two
    templated paths of the same shape, so one operation serves both; a Post ID is never a
    network name (the service makes 20-character IDs).

    * Networks with such a history: `HistoryNetwork` (no gmb, reddit or telegram: those
      are refused with code 157). A network not linked to the profile: code 156. X needs
      its own-credential headers, as every X-bound call (code 419).
    * `limit` posts per page (default 10); `next` (from the previous answer) reads the
      following page. `skipAnalytics=true` leaves out each post's `analytics`.
    * The reference server's sandbox networks hold what the profile published there (a
      `postIds` entry with `status: success`, the post not deleted), read at each request:
      `lastUpdated` is the time of the read and `nextUpdate` 10 minutes later (the service
      refreshes these about every 10 minutes).
    * Network-specific filters (MCP history schemas): `pagePublished`
      (Facebook: only the posts the Page itself published, not visitors' posts on it),
      `since`/`until` (Facebook: posts created on or after / on or before these UTC days),
      `dataType` (Facebook and Instagram: `posts` or `stories`; both when absent). Each
      parameter's `x-for-networks` names the networks it applies to; sent for another
      network it is refused with code 616 (inferred: the sources name the networks, not
      what other networks do with them).
    * `userId` or `userName` (X only) reads another X account's posts instead of the
      linked one's: with the account's API key only, a `Profile-Key` is refused with code
      435 (MCP: "returns Error 400"); the linked X account is not needed (inferred). When
      both are sent, `userId` is used (inferred). Each lookup is listed by
      `get_user_lookups` for the month. In the reference server the looked-up account's
      posts (three, one a day before the current day) come deterministically from the
      value looked up and the service clock.
    * In the reference server the sandbox networks also hold posts made outside the
      service, added with the test control (`add_network_post`): a visitor's post on a
      Facebook Page, a story.

    `limit`, `next`, `skipAnalytics` and the network-specific filters are ignored for a Post
    ID.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        limit (int | Unset):  Default: 10.
        next_ (str | Unset):
        skip_analytics (bool | Unset):  Default: False.
        page_published (bool | Unset):
        since (str | Unset):
        until (str | Unset):
        data_type (GetPostHistoryEntryDataType | Unset):
        user_id (str | Unset):
        user_name (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkHistory | PostRecord
    """

    return sync_detailed(
        id=id,
        client=client,
        limit=limit,
        next_=next_,
        skip_analytics=skip_analytics,
        page_published=page_published,
        since=since,
        until=until,
        data_type=data_type,
        user_id=user_id,
        user_name=user_name,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 10,
    next_: str | Unset = UNSET,
    skip_analytics: bool | Unset = False,
    page_published: bool | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    data_type: GetPostHistoryEntryDataType | Unset = UNSET,
    user_id: str | Unset = UNSET,
    user_name: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | NetworkHistory | PostRecord]:
    """Read one post's history, or one network's posts

     The history record of one post of the acting profile (DOCS apis/history/get-history-id;
    SDK-PY `history({'id': ...})`, which also repeats the ID in the query): the same record
    `get_post` returns. Code 114 when unknown. The record is read from the service's store
    and contacts no network, so, as `get_post`, it needs neither its networks still linked
    (156) nor the caller's X credentials for a post on X (419: "every X/Twitter-bound call",
    SDK-PY `set_twitter_byo`, DOCS); those codes are the history by network's.

    **History by network.** `GET /history/{platform}` (MCP) shares this
    path: when `id` is a network name the answer is that network's posts, newest first
    (`NetworkHistory`), including posts made outside the service. OpenAPI cannot hold two
    templated paths of the same shape, so one operation serves both; a Post ID is never a
    network name (the service makes 20-character IDs).

    * Networks with such a history: `HistoryNetwork` (no gmb, reddit or telegram: those
      are refused with code 157). A network not linked to the profile: code 156. X needs
      its own-credential headers, as every X-bound call (code 419).
    * `limit` posts per page (default 10); `next` (from the previous answer) reads the
      following page. `skipAnalytics=true` leaves out each post's `analytics`.
    * The reference server's sandbox networks hold what the profile published there (a
      `postIds` entry with `status: success`, the post not deleted), read at each request:
      `lastUpdated` is the time of the read and `nextUpdate` 10 minutes later (the service
      refreshes these about every 10 minutes).
    * Network-specific filters (MCP history schemas): `pagePublished`
      (Facebook: only the posts the Page itself published, not visitors' posts on it),
      `since`/`until` (Facebook: posts created on or after / on or before these UTC days),
      `dataType` (Facebook and Instagram: `posts` or `stories`; both when absent). Each
      parameter's `x-for-networks` names the networks it applies to; sent for another
      network it is refused with code 616 (inferred: the sources name the networks, not
      what other networks do with them).
    * `userId` or `userName` (X only) reads another X account's posts instead of the
      linked one's: with the account's API key only, a `Profile-Key` is refused with code
      435 (MCP: "returns Error 400"); the linked X account is not needed (inferred). When
      both are sent, `userId` is used (inferred). Each lookup is listed by
      `get_user_lookups` for the month. In the reference server the looked-up account's
      posts (three, one a day before the current day) come deterministically from the
      value looked up and the service clock.
    * In the reference server the sandbox networks also hold posts made outside the
      service, added with the test control (`add_network_post`): a visitor's post on a
      Facebook Page, a story.

    `limit`, `next`, `skipAnalytics` and the network-specific filters are ignored for a Post
    ID.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        limit (int | Unset):  Default: 10.
        next_ (str | Unset):
        skip_analytics (bool | Unset):  Default: False.
        page_published (bool | Unset):
        since (str | Unset):
        until (str | Unset):
        data_type (GetPostHistoryEntryDataType | Unset):
        user_id (str | Unset):
        user_name (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkHistory | PostRecord]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        next_=next_,
        skip_analytics=skip_analytics,
        page_published=page_published,
        since=since,
        until=until,
        data_type=data_type,
        user_id=user_id,
        user_name=user_name,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 10,
    next_: str | Unset = UNSET,
    skip_analytics: bool | Unset = False,
    page_published: bool | Unset = UNSET,
    since: str | Unset = UNSET,
    until: str | Unset = UNSET,
    data_type: GetPostHistoryEntryDataType | Unset = UNSET,
    user_id: str | Unset = UNSET,
    user_name: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | NetworkHistory | PostRecord | None:
    """Read one post's history, or one network's posts

     The history record of one post of the acting profile (DOCS apis/history/get-history-id;
    SDK-PY `history({'id': ...})`, which also repeats the ID in the query): the same record
    `get_post` returns. Code 114 when unknown. The record is read from the service's store
    and contacts no network, so, as `get_post`, it needs neither its networks still linked
    (156) nor the caller's X credentials for a post on X (419: "every X/Twitter-bound call",
    SDK-PY `set_twitter_byo`, DOCS); those codes are the history by network's.

    **History by network.** `GET /history/{platform}` (MCP) shares this
    path: when `id` is a network name the answer is that network's posts, newest first
    (`NetworkHistory`), including posts made outside the service. OpenAPI cannot hold two
    templated paths of the same shape, so one operation serves both; a Post ID is never a
    network name (the service makes 20-character IDs).

    * Networks with such a history: `HistoryNetwork` (no gmb, reddit or telegram: those
      are refused with code 157). A network not linked to the profile: code 156. X needs
      its own-credential headers, as every X-bound call (code 419).
    * `limit` posts per page (default 10); `next` (from the previous answer) reads the
      following page. `skipAnalytics=true` leaves out each post's `analytics`.
    * The reference server's sandbox networks hold what the profile published there (a
      `postIds` entry with `status: success`, the post not deleted), read at each request:
      `lastUpdated` is the time of the read and `nextUpdate` 10 minutes later (the service
      refreshes these about every 10 minutes).
    * Network-specific filters (MCP history schemas): `pagePublished`
      (Facebook: only the posts the Page itself published, not visitors' posts on it),
      `since`/`until` (Facebook: posts created on or after / on or before these UTC days),
      `dataType` (Facebook and Instagram: `posts` or `stories`; both when absent). Each
      parameter's `x-for-networks` names the networks it applies to; sent for another
      network it is refused with code 616 (inferred: the sources name the networks, not
      what other networks do with them).
    * `userId` or `userName` (X only) reads another X account's posts instead of the
      linked one's: with the account's API key only, a `Profile-Key` is refused with code
      435 (MCP: "returns Error 400"); the linked X account is not needed (inferred). When
      both are sent, `userId` is used (inferred). Each lookup is listed by
      `get_user_lookups` for the month. In the reference server the looked-up account's
      posts (three, one a day before the current day) come deterministically from the
      value looked up and the service clock.
    * In the reference server the sandbox networks also hold posts made outside the
      service, added with the test control (`add_network_post`): a visitor's post on a
      Facebook Page, a story.

    `limit`, `next`, `skipAnalytics` and the network-specific filters are ignored for a Post
    ID.

    Args:
        id (str): Post ID, made by the service (`x-identifier-kinds`). Example:
            Ab12Cd34Ef56Gh78Ij90.
        limit (int | Unset):  Default: 10.
        next_ (str | Unset):
        skip_analytics (bool | Unset):  Default: False.
        page_published (bool | Unset):
        since (str | Unset):
        until (str | Unset):
        data_type (GetPostHistoryEntryDataType | Unset):
        user_id (str | Unset):
        user_name (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkHistory | PostRecord
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            limit=limit,
            next_=next_,
            skip_analytics=skip_analytics,
            page_published=page_published,
            since=since,
            until=until,
            data_type=data_type,
            user_id=user_id,
            user_name=user_name,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
