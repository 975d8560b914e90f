from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.profile_deleted import ProfileDeleted
from ...models.profile_deletion import ProfileDeletion
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ProfileDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/profiles",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    if not isinstance(body, Unset):
        headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ProfileDeleted | None:
    if response.status_code == 200:
        response_200 = ProfileDeleted.from_dict(response.json())

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
) -> Response[Error | ProfileDeleted]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ProfileDeleted]:
    """Delete a User Profile

     Deletes a User Profile, named by `profileKey`, `title` (exact, case-sensitive) or `refId`
    in the body, else by the `Profile-Key` header (see `ProfileDeletion`); with the header,
    whatever the body names must be the header's profile (else 162: a Profile Key acts for
    its own profile only; own rule, DOCS name the profile by the header). Its Profile Key
    is revoked at once (later use gets code 104) and its hooks, history, posts and media go
    with it. The body may be left out when the header names the profile. Source: DOCS
    apis/profiles/delete-profile (`refId` is this service's own form).

    Args:
        profile_key (str | Unset):
        body (ProfileDeletion | Unset): Body of `delete_profile`. The profile to delete is named
            by `profileKey`, `title` (DOCS
            apis/profiles/delete-profile: "must be present if profileKey is not passed",
            case-sensitive) or `refId` (this service's own form); without any of them, by the
            `Profile-Key` header. When several are sent, the `Profile-Key` header among them, they
            must name the same profile (inferred; a Profile Key never deletes another profile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileDeleted]
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
    body: ProfileDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | ProfileDeleted | None:
    """Delete a User Profile

     Deletes a User Profile, named by `profileKey`, `title` (exact, case-sensitive) or `refId`
    in the body, else by the `Profile-Key` header (see `ProfileDeletion`); with the header,
    whatever the body names must be the header's profile (else 162: a Profile Key acts for
    its own profile only; own rule, DOCS name the profile by the header). Its Profile Key
    is revoked at once (later use gets code 104) and its hooks, history, posts and media go
    with it. The body may be left out when the header names the profile. Source: DOCS
    apis/profiles/delete-profile (`refId` is this service's own form).

    Args:
        profile_key (str | Unset):
        body (ProfileDeletion | Unset): Body of `delete_profile`. The profile to delete is named
            by `profileKey`, `title` (DOCS
            apis/profiles/delete-profile: "must be present if profileKey is not passed",
            case-sensitive) or `refId` (this service's own form); without any of them, by the
            `Profile-Key` header. When several are sent, the `Profile-Key` header among them, they
            must name the same profile (inferred; a Profile Key never deletes another profile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileDeleted
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ProfileDeleted]:
    """Delete a User Profile

     Deletes a User Profile, named by `profileKey`, `title` (exact, case-sensitive) or `refId`
    in the body, else by the `Profile-Key` header (see `ProfileDeletion`); with the header,
    whatever the body names must be the header's profile (else 162: a Profile Key acts for
    its own profile only; own rule, DOCS name the profile by the header). Its Profile Key
    is revoked at once (later use gets code 104) and its hooks, history, posts and media go
    with it. The body may be left out when the header names the profile. Source: DOCS
    apis/profiles/delete-profile (`refId` is this service's own form).

    Args:
        profile_key (str | Unset):
        body (ProfileDeletion | Unset): Body of `delete_profile`. The profile to delete is named
            by `profileKey`, `title` (DOCS
            apis/profiles/delete-profile: "must be present if profileKey is not passed",
            case-sensitive) or `refId` (this service's own form); without any of them, by the
            `Profile-Key` header. When several are sent, the `Profile-Key` header among them, they
            must name the same profile (inferred; a Profile Key never deletes another profile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileDeleted]
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
    body: ProfileDeletion | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | ProfileDeleted | None:
    """Delete a User Profile

     Deletes a User Profile, named by `profileKey`, `title` (exact, case-sensitive) or `refId`
    in the body, else by the `Profile-Key` header (see `ProfileDeletion`); with the header,
    whatever the body names must be the header's profile (else 162: a Profile Key acts for
    its own profile only; own rule, DOCS name the profile by the header). Its Profile Key
    is revoked at once (later use gets code 104) and its hooks, history, posts and media go
    with it. The body may be left out when the header names the profile. Source: DOCS
    apis/profiles/delete-profile (`refId` is this service's own form).

    Args:
        profile_key (str | Unset):
        body (ProfileDeletion | Unset): Body of `delete_profile`. The profile to delete is named
            by `profileKey`, `title` (DOCS
            apis/profiles/delete-profile: "must be present if profileKey is not passed",
            case-sensitive) or `refId` (this service's own form); without any of them, by the
            `Profile-Key` header. When several are sent, the `Profile-Key` header among them, they
            must name the same profile (inferred; a Profile Key never deletes another profile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileDeleted
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
