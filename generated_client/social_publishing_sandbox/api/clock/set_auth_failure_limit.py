from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auth_failure_limit_change import AuthFailureLimitChange
from ...models.auth_failure_limit_setting import AuthFailureLimitSetting
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: AuthFailureLimitChange,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/auth-failures",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AuthFailureLimitSetting | Error | None:
    if response.status_code == 200:
        response_200 = AuthFailureLimitSetting.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AuthFailureLimitSetting | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AuthFailureLimitChange,
) -> Response[AuthFailureLimitSetting | Error]:
    """Set a client address's failed-authentication limit (the calling one by default)

     Sets how many failed authentications a client address may make per window of the
    API's `x-auth-failure-limit` (its bucket: an IPv6 address counts by its prefix): the
    address this request comes from, or the one named by `address`. With `max: null` it
    gives the address the server's configured limit again. Either way the address's
    current window is discarded, so an address refused for its failures is served again
    at once. Answers the address as the server names it and the limit now in force.

    Like every control operation this one is held to the limit: an address that has used
    up its failures is refused here too (429, code 181). So a suite lowers the limit of a
    second client address, reaches it from there, and puts it back from its own address
    by naming the second one in `address`.

    Args:
        body (AuthFailureLimitChange): Failed authentications per window for a client address (the
            calling one unless `address` names another), or null for the server's limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthFailureLimitSetting | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: AuthFailureLimitChange,
) -> AuthFailureLimitSetting | Error | None:
    """Set a client address's failed-authentication limit (the calling one by default)

     Sets how many failed authentications a client address may make per window of the
    API's `x-auth-failure-limit` (its bucket: an IPv6 address counts by its prefix): the
    address this request comes from, or the one named by `address`. With `max: null` it
    gives the address the server's configured limit again. Either way the address's
    current window is discarded, so an address refused for its failures is served again
    at once. Answers the address as the server names it and the limit now in force.

    Like every control operation this one is held to the limit: an address that has used
    up its failures is refused here too (429, code 181). So a suite lowers the limit of a
    second client address, reaches it from there, and puts it back from its own address
    by naming the second one in `address`.

    Args:
        body (AuthFailureLimitChange): Failed authentications per window for a client address (the
            calling one unless `address` names another), or null for the server's limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthFailureLimitSetting | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AuthFailureLimitChange,
) -> Response[AuthFailureLimitSetting | Error]:
    """Set a client address's failed-authentication limit (the calling one by default)

     Sets how many failed authentications a client address may make per window of the
    API's `x-auth-failure-limit` (its bucket: an IPv6 address counts by its prefix): the
    address this request comes from, or the one named by `address`. With `max: null` it
    gives the address the server's configured limit again. Either way the address's
    current window is discarded, so an address refused for its failures is served again
    at once. Answers the address as the server names it and the limit now in force.

    Like every control operation this one is held to the limit: an address that has used
    up its failures is refused here too (429, code 181). So a suite lowers the limit of a
    second client address, reaches it from there, and puts it back from its own address
    by naming the second one in `address`.

    Args:
        body (AuthFailureLimitChange): Failed authentications per window for a client address (the
            calling one unless `address` names another), or null for the server's limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthFailureLimitSetting | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AuthFailureLimitChange,
) -> AuthFailureLimitSetting | Error | None:
    """Set a client address's failed-authentication limit (the calling one by default)

     Sets how many failed authentications a client address may make per window of the
    API's `x-auth-failure-limit` (its bucket: an IPv6 address counts by its prefix): the
    address this request comes from, or the one named by `address`. With `max: null` it
    gives the address the server's configured limit again. Either way the address's
    current window is discarded, so an address refused for its failures is served again
    at once. Answers the address as the server names it and the limit now in force.

    Like every control operation this one is held to the limit: an address that has used
    up its failures is refused here too (429, code 181). So a suite lowers the limit of a
    second client address, reaches it from there, and puts it back from its own address
    by naming the second one in `address`.

    Args:
        body (AuthFailureLimitChange): Failed authentications per window for a client address (the
            calling one unless `address` names another), or null for the server's limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthFailureLimitSetting | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
