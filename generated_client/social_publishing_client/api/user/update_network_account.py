from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.network_account_update import NetworkAccountUpdate
from ...models.network_account_updated import NetworkAccountUpdated
from ...models.update_network_account_platform import (
    UpdateNetworkAccountPlatform,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    platform: UpdateNetworkAccountPlatform,
    *,
    body: NetworkAccountUpdate,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/user/{platform}".format(
            platform=quote(str(platform), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetworkAccountUpdated | None:
    if response.status_code == 200:
        response_200 = NetworkAccountUpdated.from_dict(response.json())

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
) -> Response[Error | NetworkAccountUpdated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    platform: UpdateNetworkAccountPlatform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkAccountUpdate,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkAccountUpdated]:
    """Update the linked network account's own data

     Updates the data the network holds for the account linked to the acting profile
    (ONE "Update a Social Network Account/User (Platform)"; DOCS apis/user/update-user).
    Only Google Business Profile is supported (DOCS: path value `gbp`; the account is the
    one linked as `gmb`).

    * The body is the part of the location to change (DOCS body fields; this spec keeps
      `title`, `websiteUrl`, `phoneNumbers`, `adPhone`, `storeCode`, `labels`, `latlng`
      and `profile.description`, not Google's read-only `name`); fields not sent keep
      their value. At least one field (inferred).
    * Google Business Profile not linked: code 156.
    * Google allows `phoneNumbers` to be updated at most 5 times within a rolling 24
      hours; the 6th is refused with HTTP 400 (DOCS), code 615 (this spec's; service
      clock). The figures are `x-update-limits` (per field: `maxUpdates` within the last
      `windowSeconds`); an update counts until exactly `windowSeconds` after it (inferred).
    * The answer is the location after the update under `gmb` (DOCS example:
      `{"gmb": {"status": "success", "data": {"name": ...`); the location fields are
      inferred from the request fields. In the reference server the sandbox network holds
      the location: its `name` is derived from the link, its `title` starts as the link's
      display name.

    Args:
        platform (UpdateNetworkAccountPlatform):
        profile_key (str | Unset):
        body (NetworkAccountUpdate): The Google Business Profile location fields to change (DOCS
            update-user body; Google's
            read-only `name` is left out). At least one field (inferred).
             Example: {'title': 'Acme Coffee', 'websiteUrl': 'https://acme.example'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkAccountUpdated]
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
    platform: UpdateNetworkAccountPlatform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkAccountUpdate,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkAccountUpdated | None:
    """Update the linked network account's own data

     Updates the data the network holds for the account linked to the acting profile
    (ONE "Update a Social Network Account/User (Platform)"; DOCS apis/user/update-user).
    Only Google Business Profile is supported (DOCS: path value `gbp`; the account is the
    one linked as `gmb`).

    * The body is the part of the location to change (DOCS body fields; this spec keeps
      `title`, `websiteUrl`, `phoneNumbers`, `adPhone`, `storeCode`, `labels`, `latlng`
      and `profile.description`, not Google's read-only `name`); fields not sent keep
      their value. At least one field (inferred).
    * Google Business Profile not linked: code 156.
    * Google allows `phoneNumbers` to be updated at most 5 times within a rolling 24
      hours; the 6th is refused with HTTP 400 (DOCS), code 615 (this spec's; service
      clock). The figures are `x-update-limits` (per field: `maxUpdates` within the last
      `windowSeconds`); an update counts until exactly `windowSeconds` after it (inferred).
    * The answer is the location after the update under `gmb` (DOCS example:
      `{"gmb": {"status": "success", "data": {"name": ...`); the location fields are
      inferred from the request fields. In the reference server the sandbox network holds
      the location: its `name` is derived from the link, its `title` starts as the link's
      display name.

    Args:
        platform (UpdateNetworkAccountPlatform):
        profile_key (str | Unset):
        body (NetworkAccountUpdate): The Google Business Profile location fields to change (DOCS
            update-user body; Google's
            read-only `name` is left out). At least one field (inferred).
             Example: {'title': 'Acme Coffee', 'websiteUrl': 'https://acme.example'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkAccountUpdated
    """

    return sync_detailed(
        platform=platform,
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    platform: UpdateNetworkAccountPlatform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkAccountUpdate,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkAccountUpdated]:
    """Update the linked network account's own data

     Updates the data the network holds for the account linked to the acting profile
    (ONE "Update a Social Network Account/User (Platform)"; DOCS apis/user/update-user).
    Only Google Business Profile is supported (DOCS: path value `gbp`; the account is the
    one linked as `gmb`).

    * The body is the part of the location to change (DOCS body fields; this spec keeps
      `title`, `websiteUrl`, `phoneNumbers`, `adPhone`, `storeCode`, `labels`, `latlng`
      and `profile.description`, not Google's read-only `name`); fields not sent keep
      their value. At least one field (inferred).
    * Google Business Profile not linked: code 156.
    * Google allows `phoneNumbers` to be updated at most 5 times within a rolling 24
      hours; the 6th is refused with HTTP 400 (DOCS), code 615 (this spec's; service
      clock). The figures are `x-update-limits` (per field: `maxUpdates` within the last
      `windowSeconds`); an update counts until exactly `windowSeconds` after it (inferred).
    * The answer is the location after the update under `gmb` (DOCS example:
      `{"gmb": {"status": "success", "data": {"name": ...`); the location fields are
      inferred from the request fields. In the reference server the sandbox network holds
      the location: its `name` is derived from the link, its `title` starts as the link's
      display name.

    Args:
        platform (UpdateNetworkAccountPlatform):
        profile_key (str | Unset):
        body (NetworkAccountUpdate): The Google Business Profile location fields to change (DOCS
            update-user body; Google's
            read-only `name` is left out). At least one field (inferred).
             Example: {'title': 'Acme Coffee', 'websiteUrl': 'https://acme.example'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkAccountUpdated]
    """

    kwargs = _get_kwargs(
        platform=platform,
        body=body,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    platform: UpdateNetworkAccountPlatform,
    *,
    client: AuthenticatedClient | Client,
    body: NetworkAccountUpdate,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkAccountUpdated | None:
    """Update the linked network account's own data

     Updates the data the network holds for the account linked to the acting profile
    (ONE "Update a Social Network Account/User (Platform)"; DOCS apis/user/update-user).
    Only Google Business Profile is supported (DOCS: path value `gbp`; the account is the
    one linked as `gmb`).

    * The body is the part of the location to change (DOCS body fields; this spec keeps
      `title`, `websiteUrl`, `phoneNumbers`, `adPhone`, `storeCode`, `labels`, `latlng`
      and `profile.description`, not Google's read-only `name`); fields not sent keep
      their value. At least one field (inferred).
    * Google Business Profile not linked: code 156.
    * Google allows `phoneNumbers` to be updated at most 5 times within a rolling 24
      hours; the 6th is refused with HTTP 400 (DOCS), code 615 (this spec's; service
      clock). The figures are `x-update-limits` (per field: `maxUpdates` within the last
      `windowSeconds`); an update counts until exactly `windowSeconds` after it (inferred).
    * The answer is the location after the update under `gmb` (DOCS example:
      `{"gmb": {"status": "success", "data": {"name": ...`); the location fields are
      inferred from the request fields. In the reference server the sandbox network holds
      the location: its `name` is derived from the link, its `title` starts as the link's
      display name.

    Args:
        platform (UpdateNetworkAccountPlatform):
        profile_key (str | Unset):
        body (NetworkAccountUpdate): The Google Business Profile location fields to change (DOCS
            update-user body; Google's
            read-only `name` is left out). At least one field (inferred).
             Example: {'title': 'Acme Coffee', 'websiteUrl': 'https://acme.example'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkAccountUpdated
    """

    return (
        await asyncio_detailed(
            platform=platform,
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
