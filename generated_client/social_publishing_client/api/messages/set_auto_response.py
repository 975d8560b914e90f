from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auto_response import AutoResponse
from ...models.auto_response_settings import AutoResponseSettings
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AutoResponseSettings,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/messages/autoresponse",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AutoResponse | Error | None:
    if response.status_code == 200:
        response_200 = AutoResponse.from_dict(response.json())

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
) -> Response[AutoResponse | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoResponseSettings,
    profile_key: str | Unset = UNSET,
) -> Response[AutoResponse | Error]:
    """Change the auto-response settings

     Changes the fields sent (at least one) and keeps the others (MCP).
    `autoResponseMessage: ""` resets the text to the default. Needs the Messaging add-on.

    Args:
        profile_key (str | Unset):
        body (AutoResponseSettings): The acting profile's auto-response to incoming messages, for
            every network (MCP: scoped to
            the profile, not a platform). POST needs at least one field. While `autoResponseActive`,
            an incoming message is answered with `autoResponseMessage` unless the conversation got an
            auto-response within the last `autoResponseWaitSeconds` (the meaning of the wait is
            inferred). `autoResponseMessage: ""` resets the text to the service's default
            (`x-default-message`; the real default text is not published).
             Example: {'autoResponseActive': True, 'autoResponseMessage': 'Thanks! We answer within a
            day.'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoResponse | Error]
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
    body: AutoResponseSettings,
    profile_key: str | Unset = UNSET,
) -> AutoResponse | Error | None:
    """Change the auto-response settings

     Changes the fields sent (at least one) and keeps the others (MCP).
    `autoResponseMessage: ""` resets the text to the default. Needs the Messaging add-on.

    Args:
        profile_key (str | Unset):
        body (AutoResponseSettings): The acting profile's auto-response to incoming messages, for
            every network (MCP: scoped to
            the profile, not a platform). POST needs at least one field. While `autoResponseActive`,
            an incoming message is answered with `autoResponseMessage` unless the conversation got an
            auto-response within the last `autoResponseWaitSeconds` (the meaning of the wait is
            inferred). `autoResponseMessage: ""` resets the text to the service's default
            (`x-default-message`; the real default text is not published).
             Example: {'autoResponseActive': True, 'autoResponseMessage': 'Thanks! We answer within a
            day.'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoResponse | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AutoResponseSettings,
    profile_key: str | Unset = UNSET,
) -> Response[AutoResponse | Error]:
    """Change the auto-response settings

     Changes the fields sent (at least one) and keeps the others (MCP).
    `autoResponseMessage: ""` resets the text to the default. Needs the Messaging add-on.

    Args:
        profile_key (str | Unset):
        body (AutoResponseSettings): The acting profile's auto-response to incoming messages, for
            every network (MCP: scoped to
            the profile, not a platform). POST needs at least one field. While `autoResponseActive`,
            an incoming message is answered with `autoResponseMessage` unless the conversation got an
            auto-response within the last `autoResponseWaitSeconds` (the meaning of the wait is
            inferred). `autoResponseMessage: ""` resets the text to the service's default
            (`x-default-message`; the real default text is not published).
             Example: {'autoResponseActive': True, 'autoResponseMessage': 'Thanks! We answer within a
            day.'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoResponse | Error]
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
    body: AutoResponseSettings,
    profile_key: str | Unset = UNSET,
) -> AutoResponse | Error | None:
    """Change the auto-response settings

     Changes the fields sent (at least one) and keeps the others (MCP).
    `autoResponseMessage: ""` resets the text to the default. Needs the Messaging add-on.

    Args:
        profile_key (str | Unset):
        body (AutoResponseSettings): The acting profile's auto-response to incoming messages, for
            every network (MCP: scoped to
            the profile, not a platform). POST needs at least one field. While `autoResponseActive`,
            an incoming message is answered with `autoResponseMessage` unless the conversation got an
            auto-response within the last `autoResponseWaitSeconds` (the meaning of the wait is
            inferred). `autoResponseMessage: ""` resets the text to the service's default
            (`x-default-message`; the real default text is not published).
             Example: {'autoResponseActive': True, 'autoResponseMessage': 'Thanks! We answer within a
            day.'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoResponse | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
