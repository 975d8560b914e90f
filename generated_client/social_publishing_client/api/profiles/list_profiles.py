from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.platform import Platform
from ...models.profile_list import ProfileList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    title: str | Unset = UNSET,
    ref_id: str | Unset = UNSET,
    has_active_social_accounts: bool | Unset = UNSET,
    includes_active_social_accounts: list[Platform] | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["title"] = title
    params["refId"] = ref_id
    params["hasActiveSocialAccounts"] = has_active_social_accounts
    json_includes_active_social_accounts: list[str] | Unset = UNSET
    if not isinstance(includes_active_social_accounts, Unset):
        json_includes_active_social_accounts = []
        for includes_active_social_accounts_item_data in includes_active_social_accounts:
            includes_active_social_accounts_item: str = includes_active_social_accounts_item_data
            json_includes_active_social_accounts.append(includes_active_social_accounts_item)

    if not isinstance(json_includes_active_social_accounts, Unset):
        params["includesActiveSocialAccounts"] = ",".join(
            str(item) for item in json_includes_active_social_accounts
        )

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/profiles",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ProfileList | None:
    if response.status_code == 200:
        response_200 = ProfileList.from_dict(response.json())

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
) -> Response[Error | ProfileList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    title: str | Unset = UNSET,
    ref_id: str | Unset = UNSET,
    has_active_social_accounts: bool | Unset = UNSET,
    includes_active_social_accounts: list[Platform] | Unset = UNSET,
) -> Response[Error | ProfileList]:
    """List User Profiles

     Lists the account's User Profiles, oldest first, filtered by the query parameters (all
    given filters apply). Profile Keys are never returned here; the Primary Profile is not
    listed. `lastUpdated` is when the list was read (the service clock) and `nextUpdate`
    `x-refresh-seconds` later (the docs' example: 5 minutes). Source: DOCS
    apis/profiles/get-profiles.

    Args:
        title (str | Unset):
        ref_id (str | Unset):
        has_active_social_accounts (bool | Unset):
        includes_active_social_accounts (list[Platform] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileList]
    """

    kwargs = _get_kwargs(
        title=title,
        ref_id=ref_id,
        has_active_social_accounts=has_active_social_accounts,
        includes_active_social_accounts=includes_active_social_accounts,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    title: str | Unset = UNSET,
    ref_id: str | Unset = UNSET,
    has_active_social_accounts: bool | Unset = UNSET,
    includes_active_social_accounts: list[Platform] | Unset = UNSET,
) -> Error | ProfileList | None:
    """List User Profiles

     Lists the account's User Profiles, oldest first, filtered by the query parameters (all
    given filters apply). Profile Keys are never returned here; the Primary Profile is not
    listed. `lastUpdated` is when the list was read (the service clock) and `nextUpdate`
    `x-refresh-seconds` later (the docs' example: 5 minutes). Source: DOCS
    apis/profiles/get-profiles.

    Args:
        title (str | Unset):
        ref_id (str | Unset):
        has_active_social_accounts (bool | Unset):
        includes_active_social_accounts (list[Platform] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileList
    """

    return sync_detailed(
        client=client,
        title=title,
        ref_id=ref_id,
        has_active_social_accounts=has_active_social_accounts,
        includes_active_social_accounts=includes_active_social_accounts,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    title: str | Unset = UNSET,
    ref_id: str | Unset = UNSET,
    has_active_social_accounts: bool | Unset = UNSET,
    includes_active_social_accounts: list[Platform] | Unset = UNSET,
) -> Response[Error | ProfileList]:
    """List User Profiles

     Lists the account's User Profiles, oldest first, filtered by the query parameters (all
    given filters apply). Profile Keys are never returned here; the Primary Profile is not
    listed. `lastUpdated` is when the list was read (the service clock) and `nextUpdate`
    `x-refresh-seconds` later (the docs' example: 5 minutes). Source: DOCS
    apis/profiles/get-profiles.

    Args:
        title (str | Unset):
        ref_id (str | Unset):
        has_active_social_accounts (bool | Unset):
        includes_active_social_accounts (list[Platform] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileList]
    """

    kwargs = _get_kwargs(
        title=title,
        ref_id=ref_id,
        has_active_social_accounts=has_active_social_accounts,
        includes_active_social_accounts=includes_active_social_accounts,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    title: str | Unset = UNSET,
    ref_id: str | Unset = UNSET,
    has_active_social_accounts: bool | Unset = UNSET,
    includes_active_social_accounts: list[Platform] | Unset = UNSET,
) -> Error | ProfileList | None:
    """List User Profiles

     Lists the account's User Profiles, oldest first, filtered by the query parameters (all
    given filters apply). Profile Keys are never returned here; the Primary Profile is not
    listed. `lastUpdated` is when the list was read (the service clock) and `nextUpdate`
    `x-refresh-seconds` later (the docs' example: 5 minutes). Source: DOCS
    apis/profiles/get-profiles.

    Args:
        title (str | Unset):
        ref_id (str | Unset):
        has_active_social_accounts (bool | Unset):
        includes_active_social_accounts (list[Platform] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileList
    """

    return (
        await asyncio_detailed(
            client=client,
            title=title,
            ref_id=ref_id,
            has_active_social_accounts=has_active_social_accounts,
            includes_active_social_accounts=includes_active_social_accounts,
        )
    ).parsed
