from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_dsa_recommendations import AdDsaRecommendations
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    account_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["accountId"] = account_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ads/facebook/dsaRecommendations",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdDsaRecommendations | Error | None:
    if response.status_code == 200:
        response_200 = AdDsaRecommendations.from_dict(response.json())

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
) -> Response[AdDsaRecommendations | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdDsaRecommendations | Error]:
    """Recommended DSA beneficiary and payer names

     Names Meta recommends as the beneficiary and payer of ads shown in the EU (the Digital
    Services Act). DOCS apis/ads/facebook/get-dsa-recommendations sends
    `GET /ads/facebook/dsaRecommendations?accountId=1234567890`; its answer is not in the
    stored copy, so the shape is inferred. In the sandbox the one recommendation is the
    linked Facebook Page's name whatever `accountId` names (deterministic sandbox data,
    inferred). Needs the Ads add-on (399) and a linked Facebook Page (156).

    Args:
        account_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdDsaRecommendations | Error]
    """

    kwargs = _get_kwargs(
        account_id=account_id,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdDsaRecommendations | Error | None:
    """Recommended DSA beneficiary and payer names

     Names Meta recommends as the beneficiary and payer of ads shown in the EU (the Digital
    Services Act). DOCS apis/ads/facebook/get-dsa-recommendations sends
    `GET /ads/facebook/dsaRecommendations?accountId=1234567890`; its answer is not in the
    stored copy, so the shape is inferred. In the sandbox the one recommendation is the
    linked Facebook Page's name whatever `accountId` names (deterministic sandbox data,
    inferred). Needs the Ads add-on (399) and a linked Facebook Page (156).

    Args:
        account_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdDsaRecommendations | Error
    """

    return sync_detailed(
        client=client,
        account_id=account_id,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[AdDsaRecommendations | Error]:
    """Recommended DSA beneficiary and payer names

     Names Meta recommends as the beneficiary and payer of ads shown in the EU (the Digital
    Services Act). DOCS apis/ads/facebook/get-dsa-recommendations sends
    `GET /ads/facebook/dsaRecommendations?accountId=1234567890`; its answer is not in the
    stored copy, so the shape is inferred. In the sandbox the one recommendation is the
    linked Facebook Page's name whatever `accountId` names (deterministic sandbox data,
    inferred). Needs the Ads add-on (399) and a linked Facebook Page (156).

    Args:
        account_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdDsaRecommendations | Error]
    """

    kwargs = _get_kwargs(
        account_id=account_id,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    account_id: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> AdDsaRecommendations | Error | None:
    """Recommended DSA beneficiary and payer names

     Names Meta recommends as the beneficiary and payer of ads shown in the EU (the Digital
    Services Act). DOCS apis/ads/facebook/get-dsa-recommendations sends
    `GET /ads/facebook/dsaRecommendations?accountId=1234567890`; its answer is not in the
    stored copy, so the shape is inferred. In the sandbox the one recommendation is the
    linked Facebook Page's name whatever `accountId` names (deterministic sandbox data,
    inferred). Needs the Ads add-on (399) and a linked Facebook Page (156).

    Args:
        account_id (str | Unset):
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdDsaRecommendations | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            account_id=account_id,
            profile_key=profile_key,
        )
    ).parsed
