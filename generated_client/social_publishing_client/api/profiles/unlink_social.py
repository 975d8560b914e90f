from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.social_unlink_request import SocialUnlinkRequest
from ...models.social_unlinked import SocialUnlinked
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SocialUnlinkRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/profiles/social",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SocialUnlinked | None:
    if response.status_code == 200:
        response_200 = SocialUnlinked.from_dict(response.json())

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
) -> Response[Error | SocialUnlinked]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SocialUnlinkRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | SocialUnlinked]:
    """Unlink a social network

     Unlinks `platform` from the acting profile (the User Profile of `Profile-Key`, else the
    Primary Profile). Sources: SDK (`DELETE /profiles/social` with
    `{platform}`), DOCS apis/profiles/unlink-social-network, SDK-PY `unlinkSocial`.

    * When the network was linked, it is unlinked and, if the profile has a `social` hook,
      a `social` event with `type: unlink` is sent to it (see `webhooks.social`), as when
      the account is unlinked in the dashboard.
    * A network that is not linked is not refused: the answer is the same 200 and nothing
      is sent (DOCS: "A successful 200 response will be returned even if the platform is
      not linked"; code 156 is therefore not used here).

    Args:
        profile_key (str | Unset):
        body (SocialUnlinkRequest): Body of `unlink_social`: the network to unlink from the acting
            profile
            (DOCS apis/profiles/unlink-social-network).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SocialUnlinked]
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
    body: SocialUnlinkRequest,
    profile_key: str | Unset = UNSET,
) -> Error | SocialUnlinked | None:
    """Unlink a social network

     Unlinks `platform` from the acting profile (the User Profile of `Profile-Key`, else the
    Primary Profile). Sources: SDK (`DELETE /profiles/social` with
    `{platform}`), DOCS apis/profiles/unlink-social-network, SDK-PY `unlinkSocial`.

    * When the network was linked, it is unlinked and, if the profile has a `social` hook,
      a `social` event with `type: unlink` is sent to it (see `webhooks.social`), as when
      the account is unlinked in the dashboard.
    * A network that is not linked is not refused: the answer is the same 200 and nothing
      is sent (DOCS: "A successful 200 response will be returned even if the platform is
      not linked"; code 156 is therefore not used here).

    Args:
        profile_key (str | Unset):
        body (SocialUnlinkRequest): Body of `unlink_social`: the network to unlink from the acting
            profile
            (DOCS apis/profiles/unlink-social-network).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SocialUnlinked
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SocialUnlinkRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | SocialUnlinked]:
    """Unlink a social network

     Unlinks `platform` from the acting profile (the User Profile of `Profile-Key`, else the
    Primary Profile). Sources: SDK (`DELETE /profiles/social` with
    `{platform}`), DOCS apis/profiles/unlink-social-network, SDK-PY `unlinkSocial`.

    * When the network was linked, it is unlinked and, if the profile has a `social` hook,
      a `social` event with `type: unlink` is sent to it (see `webhooks.social`), as when
      the account is unlinked in the dashboard.
    * A network that is not linked is not refused: the answer is the same 200 and nothing
      is sent (DOCS: "A successful 200 response will be returned even if the platform is
      not linked"; code 156 is therefore not used here).

    Args:
        profile_key (str | Unset):
        body (SocialUnlinkRequest): Body of `unlink_social`: the network to unlink from the acting
            profile
            (DOCS apis/profiles/unlink-social-network).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SocialUnlinked]
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
    body: SocialUnlinkRequest,
    profile_key: str | Unset = UNSET,
) -> Error | SocialUnlinked | None:
    """Unlink a social network

     Unlinks `platform` from the acting profile (the User Profile of `Profile-Key`, else the
    Primary Profile). Sources: SDK (`DELETE /profiles/social` with
    `{platform}`), DOCS apis/profiles/unlink-social-network, SDK-PY `unlinkSocial`.

    * When the network was linked, it is unlinked and, if the profile has a `social` hook,
      a `social` event with `type: unlink` is sent to it (see `webhooks.social`), as when
      the account is unlinked in the dashboard.
    * A network that is not linked is not refused: the answer is the same 200 and nothing
      is sent (DOCS: "A successful 200 response will be returned even if the platform is
      not linked"; code 156 is therefore not used here).

    Args:
        profile_key (str | Unset):
        body (SocialUnlinkRequest): Body of `unlink_social`: the network to unlink from the acting
            profile
            (DOCS apis/profiles/unlink-social-network).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SocialUnlinked
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
