from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.network_content import NetworkContent
from ...models.network_content_seeded import NetworkContentSeeded
from ...models.platform import Platform
from ...types import UNSET, Response, Unset


def _get_kwargs(
    platform: Platform,
    *,
    body: NetworkContent,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/networks/{platform}/content".format(
            platform=quote(str(platform), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetworkContentSeeded | None:
    if response.status_code == 200:
        response_200 = NetworkContentSeeded.from_dict(response.json())

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
) -> Response[Error | NetworkContentSeeded]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkContent,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkContentSeeded]:
    """Give a linked network's account exact content

     Replaces what the acting profile's linked account on `platform` holds made outside the
    service (the posts of the history by network, the comments on them, the
    conversations and their messages, the reviews) with exactly the given items, and
    stops the generated account (`x-seeded-account` of `link_network`) from growing: the
    account is `exact` from now on. Posts published through the service and the comments
    on them stay. Each kind needs a network that holds it: posts the networks of
    `HistoryNetwork`, comments those of `get_comments` (`x-networks`), conversations
    `MessagePlatform`, reviews `ReviewNetwork` with the rating in the network's form
    (code 157 otherwise). An item without `created` is created at the service clock's
    now. The network must be linked (code 156). Items are read as the API lists them:
    posts by `get_post_history_entry` with the network name (with metrics like any
    post), comments by `get_comments` with `searchPlatformId`, messages by
    `get_messages`, reviews by `list_reviews`; sending an empty body empties the account.
    The replacement is not atomic: the account turns `exact` at once, then its content is
    removed and the given items stored in parts, so a request answered while it runs may
    see part of the old content and part of the new (all of the new once it has answered).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        body (NetworkContent): The exact content of a linked network's account (each list may be
            empty).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkContentSeeded]
    """

    kwargs = _get_kwargs(
        platform=platform,
        body=body,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkContent,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkContentSeeded | None:
    """Give a linked network's account exact content

     Replaces what the acting profile's linked account on `platform` holds made outside the
    service (the posts of the history by network, the comments on them, the
    conversations and their messages, the reviews) with exactly the given items, and
    stops the generated account (`x-seeded-account` of `link_network`) from growing: the
    account is `exact` from now on. Posts published through the service and the comments
    on them stay. Each kind needs a network that holds it: posts the networks of
    `HistoryNetwork`, comments those of `get_comments` (`x-networks`), conversations
    `MessagePlatform`, reviews `ReviewNetwork` with the rating in the network's form
    (code 157 otherwise). An item without `created` is created at the service clock's
    now. The network must be linked (code 156). Items are read as the API lists them:
    posts by `get_post_history_entry` with the network name (with metrics like any
    post), comments by `get_comments` with `searchPlatformId`, messages by
    `get_messages`, reviews by `list_reviews`; sending an empty body empties the account.
    The replacement is not atomic: the account turns `exact` at once, then its content is
    removed and the given items stored in parts, so a request answered while it runs may
    see part of the old content and part of the new (all of the new once it has answered).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        body (NetworkContent): The exact content of a linked network's account (each list may be
            empty).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkContentSeeded
    """

    return sync_detailed(
        platform=platform,
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkContent,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkContentSeeded]:
    """Give a linked network's account exact content

     Replaces what the acting profile's linked account on `platform` holds made outside the
    service (the posts of the history by network, the comments on them, the
    conversations and their messages, the reviews) with exactly the given items, and
    stops the generated account (`x-seeded-account` of `link_network`) from growing: the
    account is `exact` from now on. Posts published through the service and the comments
    on them stay. Each kind needs a network that holds it: posts the networks of
    `HistoryNetwork`, comments those of `get_comments` (`x-networks`), conversations
    `MessagePlatform`, reviews `ReviewNetwork` with the rating in the network's form
    (code 157 otherwise). An item without `created` is created at the service clock's
    now. The network must be linked (code 156). Items are read as the API lists them:
    posts by `get_post_history_entry` with the network name (with metrics like any
    post), comments by `get_comments` with `searchPlatformId`, messages by
    `get_messages`, reviews by `list_reviews`; sending an empty body empties the account.
    The replacement is not atomic: the account turns `exact` at once, then its content is
    removed and the given items stored in parts, so a request answered while it runs may
    see part of the old content and part of the new (all of the new once it has answered).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        body (NetworkContent): The exact content of a linked network's account (each list may be
            empty).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkContentSeeded]
    """

    kwargs = _get_kwargs(
        platform=platform,
        body=body,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    platform: Platform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkContent,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkContentSeeded | None:
    """Give a linked network's account exact content

     Replaces what the acting profile's linked account on `platform` holds made outside the
    service (the posts of the history by network, the comments on them, the
    conversations and their messages, the reviews) with exactly the given items, and
    stops the generated account (`x-seeded-account` of `link_network`) from growing: the
    account is `exact` from now on. Posts published through the service and the comments
    on them stay. Each kind needs a network that holds it: posts the networks of
    `HistoryNetwork`, comments those of `get_comments` (`x-networks`), conversations
    `MessagePlatform`, reviews `ReviewNetwork` with the rating in the network's form
    (code 157 otherwise). An item without `created` is created at the service clock's
    now. The network must be linked (code 156). Items are read as the API lists them:
    posts by `get_post_history_entry` with the network name (with metrics like any
    post), comments by `get_comments` with `searchPlatformId`, messages by
    `get_messages`, reviews by `list_reviews`; sending an empty body empties the account.
    The replacement is not atomic: the account turns `exact` at once, then its content is
    removed and the given items stored in parts, so a request answered while it runs may
    see part of the old content and part of the new (all of the new once it has answered).

    Args:
        platform (Platform): Lower-case name of a supported social network (`twitter` is X).
            Example: linkedin.
        profile_key (str | Unset):
        body (NetworkContent): The exact content of a linked network's account (each list may be
            empty).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkContentSeeded
    """

    return (
        await asyncio_detailed(
            platform=platform,
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
