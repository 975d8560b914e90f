from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.rate_limit_change import RateLimitChange
from ...models.rate_limit_setting import RateLimitSetting
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RateLimitChange,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/rate-limit",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RateLimitSetting | None:
    if response.status_code == 200:
        response_200 = RateLimitSetting.from_dict(response.json())

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
) -> Response[Error | RateLimitSetting]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RateLimitChange,
    profile_key: str | Unset = UNSET,
) -> Response[Error | RateLimitSetting]:
    """Set the acting profile's rate limit

     Sets how many requests the acting profile may make per window of the API's
    `x-rate-limit` (`max: 0` refuses every request, so a suite can see repeated 429
    answers), or with `max: null` gives it the server's configured limit again. Either way
    the profile's current window is discarded: its next request starts a fresh one. A
    deleted profile's limit goes with it. Requests to this interface are never counted.

    With `callingAddressOnly: true` the limit applies only to the acting profile's
    requests from the client address this request comes from (its bucket, named as
    `set_auth_failure_limit` names it: an IPv6 address by its prefix); they count in their
    own window, and requests from other addresses keep the profile's limit. This reaches
    operations that act only for the Primary Profile without refusing other clients of
    the account. `max: null` with the flag removes that address's limit. The answer then
    names the address.

    With `suspendAfter`, the acting User Profile is suspended after that many 429 answers
    within `x-rate-limit.suspension.withinHours` hours instead of `suspension.after`
    (`null`: the declared count again), so a suite reaches the suspension with a handful
    of requests; either way its count of 429 answers starts afresh and a suspension it
    is under ends. Without the field both stay as they are. The answer then gives the
    count in force.

    Args:
        profile_key (str | Unset):
        body (RateLimitChange): The acting profile's requests per window, or null for the server's
            limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RateLimitSetting]
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
    body: RateLimitChange,
    profile_key: str | Unset = UNSET,
) -> Error | RateLimitSetting | None:
    """Set the acting profile's rate limit

     Sets how many requests the acting profile may make per window of the API's
    `x-rate-limit` (`max: 0` refuses every request, so a suite can see repeated 429
    answers), or with `max: null` gives it the server's configured limit again. Either way
    the profile's current window is discarded: its next request starts a fresh one. A
    deleted profile's limit goes with it. Requests to this interface are never counted.

    With `callingAddressOnly: true` the limit applies only to the acting profile's
    requests from the client address this request comes from (its bucket, named as
    `set_auth_failure_limit` names it: an IPv6 address by its prefix); they count in their
    own window, and requests from other addresses keep the profile's limit. This reaches
    operations that act only for the Primary Profile without refusing other clients of
    the account. `max: null` with the flag removes that address's limit. The answer then
    names the address.

    With `suspendAfter`, the acting User Profile is suspended after that many 429 answers
    within `x-rate-limit.suspension.withinHours` hours instead of `suspension.after`
    (`null`: the declared count again), so a suite reaches the suspension with a handful
    of requests; either way its count of 429 answers starts afresh and a suspension it
    is under ends. Without the field both stay as they are. The answer then gives the
    count in force.

    Args:
        profile_key (str | Unset):
        body (RateLimitChange): The acting profile's requests per window, or null for the server's
            limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RateLimitSetting
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RateLimitChange,
    profile_key: str | Unset = UNSET,
) -> Response[Error | RateLimitSetting]:
    """Set the acting profile's rate limit

     Sets how many requests the acting profile may make per window of the API's
    `x-rate-limit` (`max: 0` refuses every request, so a suite can see repeated 429
    answers), or with `max: null` gives it the server's configured limit again. Either way
    the profile's current window is discarded: its next request starts a fresh one. A
    deleted profile's limit goes with it. Requests to this interface are never counted.

    With `callingAddressOnly: true` the limit applies only to the acting profile's
    requests from the client address this request comes from (its bucket, named as
    `set_auth_failure_limit` names it: an IPv6 address by its prefix); they count in their
    own window, and requests from other addresses keep the profile's limit. This reaches
    operations that act only for the Primary Profile without refusing other clients of
    the account. `max: null` with the flag removes that address's limit. The answer then
    names the address.

    With `suspendAfter`, the acting User Profile is suspended after that many 429 answers
    within `x-rate-limit.suspension.withinHours` hours instead of `suspension.after`
    (`null`: the declared count again), so a suite reaches the suspension with a handful
    of requests; either way its count of 429 answers starts afresh and a suspension it
    is under ends. Without the field both stay as they are. The answer then gives the
    count in force.

    Args:
        profile_key (str | Unset):
        body (RateLimitChange): The acting profile's requests per window, or null for the server's
            limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RateLimitSetting]
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
    body: RateLimitChange,
    profile_key: str | Unset = UNSET,
) -> Error | RateLimitSetting | None:
    """Set the acting profile's rate limit

     Sets how many requests the acting profile may make per window of the API's
    `x-rate-limit` (`max: 0` refuses every request, so a suite can see repeated 429
    answers), or with `max: null` gives it the server's configured limit again. Either way
    the profile's current window is discarded: its next request starts a fresh one. A
    deleted profile's limit goes with it. Requests to this interface are never counted.

    With `callingAddressOnly: true` the limit applies only to the acting profile's
    requests from the client address this request comes from (its bucket, named as
    `set_auth_failure_limit` names it: an IPv6 address by its prefix); they count in their
    own window, and requests from other addresses keep the profile's limit. This reaches
    operations that act only for the Primary Profile without refusing other clients of
    the account. `max: null` with the flag removes that address's limit. The answer then
    names the address.

    With `suspendAfter`, the acting User Profile is suspended after that many 429 answers
    within `x-rate-limit.suspension.withinHours` hours instead of `suspension.after`
    (`null`: the declared count again), so a suite reaches the suspension with a handful
    of requests; either way its count of 429 answers starts afresh and a suspension it
    is under ends. Without the field both stay as they are. The answer then gives the
    count in force.

    Args:
        profile_key (str | Unset):
        body (RateLimitChange): The acting profile's requests per window, or null for the server's
            limit.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RateLimitSetting
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
