from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.user_details import UserDetails
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    instagram_details: bool | Unset = UNSET,
    instagram_quota: bool | Unset = UNSET,
    validate: bool | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["instagramDetails"] = instagram_details
    params["instagramQuota"] = instagram_quota
    params["validate"] = validate

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/user",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UserDetails | None:
    if response.status_code == 200:
        response_200 = UserDetails.from_dict(response.json())

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
) -> Response[Error | UserDetails]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    instagram_details: bool | Unset = UNSET,
    instagram_quota: bool | Unset = UNSET,
    validate: bool | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | UserDetails]:
    """Details of the acting profile

     The user record of the acting profile (the Primary Profile, or the User Profile of the
    `Profile-Key`): its title and refId, the networks linked to it (`activeSocialAccounts`,
    absent when none is) and, per linked network, the account the link holds
    (`displayNames`), its posting counters (DOCS apis/user/profile-details, LIVE; SDK-PY
    `user()`) and, with the Messaging add-on, its active conversations in the billing cycle
    (`messagingConversationMonthlyCount`; legacy DOCS messages: "You may see the current
    conversation count with the user endpoint").

    * `instagramDetails=true` (older name `instagramQuota`) adds to the Instagram entry of
      `displayNames` the posts published there in the last 24 hours (`usedQuota`; Instagram
      allows 50 per rolling 24 hours, FR) and the account type (`type`).
    * `validate=true` checks that the User Profile still exists (`validated: true`); it
      needs a `Profile-Key` (code 436 without one).
    * In the reference server, the account data of a link (ids, user names, addresses,
      images) comes deterministically from the sandbox network and the profile (no
      internet); `displayName` is the one the link was made with.

    Args:
        instagram_details (bool | Unset):
        instagram_quota (bool | Unset):
        validate (bool | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserDetails]
    """

    kwargs = _get_kwargs(
        instagram_details=instagram_details,
        instagram_quota=instagram_quota,
        validate=validate,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    instagram_details: bool | Unset = UNSET,
    instagram_quota: bool | Unset = UNSET,
    validate: bool | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | UserDetails | None:
    """Details of the acting profile

     The user record of the acting profile (the Primary Profile, or the User Profile of the
    `Profile-Key`): its title and refId, the networks linked to it (`activeSocialAccounts`,
    absent when none is) and, per linked network, the account the link holds
    (`displayNames`), its posting counters (DOCS apis/user/profile-details, LIVE; SDK-PY
    `user()`) and, with the Messaging add-on, its active conversations in the billing cycle
    (`messagingConversationMonthlyCount`; legacy DOCS messages: "You may see the current
    conversation count with the user endpoint").

    * `instagramDetails=true` (older name `instagramQuota`) adds to the Instagram entry of
      `displayNames` the posts published there in the last 24 hours (`usedQuota`; Instagram
      allows 50 per rolling 24 hours, FR) and the account type (`type`).
    * `validate=true` checks that the User Profile still exists (`validated: true`); it
      needs a `Profile-Key` (code 436 without one).
    * In the reference server, the account data of a link (ids, user names, addresses,
      images) comes deterministically from the sandbox network and the profile (no
      internet); `displayName` is the one the link was made with.

    Args:
        instagram_details (bool | Unset):
        instagram_quota (bool | Unset):
        validate (bool | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserDetails
    """

    return sync_detailed(
        client=client,
        instagram_details=instagram_details,
        instagram_quota=instagram_quota,
        validate=validate,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    instagram_details: bool | Unset = UNSET,
    instagram_quota: bool | Unset = UNSET,
    validate: bool | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | UserDetails]:
    """Details of the acting profile

     The user record of the acting profile (the Primary Profile, or the User Profile of the
    `Profile-Key`): its title and refId, the networks linked to it (`activeSocialAccounts`,
    absent when none is) and, per linked network, the account the link holds
    (`displayNames`), its posting counters (DOCS apis/user/profile-details, LIVE; SDK-PY
    `user()`) and, with the Messaging add-on, its active conversations in the billing cycle
    (`messagingConversationMonthlyCount`; legacy DOCS messages: "You may see the current
    conversation count with the user endpoint").

    * `instagramDetails=true` (older name `instagramQuota`) adds to the Instagram entry of
      `displayNames` the posts published there in the last 24 hours (`usedQuota`; Instagram
      allows 50 per rolling 24 hours, FR) and the account type (`type`).
    * `validate=true` checks that the User Profile still exists (`validated: true`); it
      needs a `Profile-Key` (code 436 without one).
    * In the reference server, the account data of a link (ids, user names, addresses,
      images) comes deterministically from the sandbox network and the profile (no
      internet); `displayName` is the one the link was made with.

    Args:
        instagram_details (bool | Unset):
        instagram_quota (bool | Unset):
        validate (bool | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserDetails]
    """

    kwargs = _get_kwargs(
        instagram_details=instagram_details,
        instagram_quota=instagram_quota,
        validate=validate,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    instagram_details: bool | Unset = UNSET,
    instagram_quota: bool | Unset = UNSET,
    validate: bool | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | UserDetails | None:
    """Details of the acting profile

     The user record of the acting profile (the Primary Profile, or the User Profile of the
    `Profile-Key`): its title and refId, the networks linked to it (`activeSocialAccounts`,
    absent when none is) and, per linked network, the account the link holds
    (`displayNames`), its posting counters (DOCS apis/user/profile-details, LIVE; SDK-PY
    `user()`) and, with the Messaging add-on, its active conversations in the billing cycle
    (`messagingConversationMonthlyCount`; legacy DOCS messages: "You may see the current
    conversation count with the user endpoint").

    * `instagramDetails=true` (older name `instagramQuota`) adds to the Instagram entry of
      `displayNames` the posts published there in the last 24 hours (`usedQuota`; Instagram
      allows 50 per rolling 24 hours, FR) and the account type (`type`).
    * `validate=true` checks that the User Profile still exists (`validated: true`); it
      needs a `Profile-Key` (code 436 without one).
    * In the reference server, the account data of a link (ids, user names, addresses,
      images) comes deterministically from the sandbox network and the profile (no
      internet); `displayName` is the one the link was made with.

    Args:
        instagram_details (bool | Unset):
        instagram_quota (bool | Unset):
        validate (bool | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserDetails
    """

    return (
        await asyncio_detailed(
            client=client,
            instagram_details=instagram_details,
            instagram_quota=instagram_quota,
            validate=validate,
            profile_key=profile_key,
        )
    ).parsed
