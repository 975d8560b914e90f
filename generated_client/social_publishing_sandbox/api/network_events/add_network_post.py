from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.network_post import NetworkPost
from ...models.network_post_injection import NetworkPostInjection
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: NetworkPostInjection,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/network-posts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetworkPost | None:
    if response.status_code == 200:
        response_200 = NetworkPost.from_dict(response.json())

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
) -> Response[Error | NetworkPost]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetworkPostInjection,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkPost]:
    """Add a post made outside the service to a linked network's account

     Adds to the acting profile's linked account on a network with a history by network
    (`HistoryNetwork`; the network must be linked: code 156) a post made outside the
    service, as `get_post_history_entry` with a network name lists it: by the account
    itself or, on Facebook, by a visitor on the Page (`byPage: false`), as a post or, on
    Facebook and Instagram, a story (`dataType`), created at the service clock's now (or
    `created`). It gets an id of its network and metrics like the posts published
    through the service.

    Args:
        profile_key (str | Unset):
        body (NetworkPostInjection): A post made outside the service on the acting profile's
            linked account.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkPost]
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
    body: NetworkPostInjection,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkPost | None:
    """Add a post made outside the service to a linked network's account

     Adds to the acting profile's linked account on a network with a history by network
    (`HistoryNetwork`; the network must be linked: code 156) a post made outside the
    service, as `get_post_history_entry` with a network name lists it: by the account
    itself or, on Facebook, by a visitor on the Page (`byPage: false`), as a post or, on
    Facebook and Instagram, a story (`dataType`), created at the service clock's now (or
    `created`). It gets an id of its network and metrics like the posts published
    through the service.

    Args:
        profile_key (str | Unset):
        body (NetworkPostInjection): A post made outside the service on the acting profile's
            linked account.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkPost
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetworkPostInjection,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkPost]:
    """Add a post made outside the service to a linked network's account

     Adds to the acting profile's linked account on a network with a history by network
    (`HistoryNetwork`; the network must be linked: code 156) a post made outside the
    service, as `get_post_history_entry` with a network name lists it: by the account
    itself or, on Facebook, by a visitor on the Page (`byPage: false`), as a post or, on
    Facebook and Instagram, a story (`dataType`), created at the service clock's now (or
    `created`). It gets an id of its network and metrics like the posts published
    through the service.

    Args:
        profile_key (str | Unset):
        body (NetworkPostInjection): A post made outside the service on the acting profile's
            linked account.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkPost]
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
    body: NetworkPostInjection,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkPost | None:
    """Add a post made outside the service to a linked network's account

     Adds to the acting profile's linked account on a network with a history by network
    (`HistoryNetwork`; the network must be linked: code 156) a post made outside the
    service, as `get_post_history_entry` with a network name lists it: by the account
    itself or, on Facebook, by a visitor on the Page (`byPage: false`), as a post or, on
    Facebook and Instagram, a story (`dataType`), created at the service clock's now (or
    `created`). It gets an id of its network and metrics like the posts published
    through the service.

    Args:
        profile_key (str | Unset):
        body (NetworkPostInjection): A post made outside the service on the acting profile's
            linked account.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkPost
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
