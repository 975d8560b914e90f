from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_analytics_seed import PostAnalyticsSeed
from ...models.post_analytics_seeded import PostAnalyticsSeeded
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostAnalyticsSeed,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/post-analytics",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostAnalyticsSeeded | None:
    if response.status_code == 200:
        response_200 = PostAnalyticsSeeded.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostAnalyticsSeeded]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostAnalyticsSeed,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostAnalyticsSeeded]:
    """Set exact metrics of a published post on one network

     Sets metrics a network reports for a post of the acting profile (`id`, a Post ID)
    published on `platform`: from now on `get_post_analytics` answers these values for
    these names (exactly, whatever the clock), and the sandbox network's own values for
    the others. Each name must be one of the network's metrics in the API's
    `<Network>PostMetrics` schema and each value valid for it (code 101). An unknown Post
    ID gets code 186; a network the post was not published on code 433. Seeding the same
    name again replaces its value.

    Args:
        profile_key (str | Unset):
        body (PostAnalyticsSeed): Metrics of a post on one network, by their names in the API's
            schemas.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostAnalyticsSeeded]
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
    body: PostAnalyticsSeed,
    profile_key: str | Unset = UNSET,
) -> Error | PostAnalyticsSeeded | None:
    """Set exact metrics of a published post on one network

     Sets metrics a network reports for a post of the acting profile (`id`, a Post ID)
    published on `platform`: from now on `get_post_analytics` answers these values for
    these names (exactly, whatever the clock), and the sandbox network's own values for
    the others. Each name must be one of the network's metrics in the API's
    `<Network>PostMetrics` schema and each value valid for it (code 101). An unknown Post
    ID gets code 186; a network the post was not published on code 433. Seeding the same
    name again replaces its value.

    Args:
        profile_key (str | Unset):
        body (PostAnalyticsSeed): Metrics of a post on one network, by their names in the API's
            schemas.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostAnalyticsSeeded
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostAnalyticsSeed,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostAnalyticsSeeded]:
    """Set exact metrics of a published post on one network

     Sets metrics a network reports for a post of the acting profile (`id`, a Post ID)
    published on `platform`: from now on `get_post_analytics` answers these values for
    these names (exactly, whatever the clock), and the sandbox network's own values for
    the others. Each name must be one of the network's metrics in the API's
    `<Network>PostMetrics` schema and each value valid for it (code 101). An unknown Post
    ID gets code 186; a network the post was not published on code 433. Seeding the same
    name again replaces its value.

    Args:
        profile_key (str | Unset):
        body (PostAnalyticsSeed): Metrics of a post on one network, by their names in the API's
            schemas.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostAnalyticsSeeded]
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
    body: PostAnalyticsSeed,
    profile_key: str | Unset = UNSET,
) -> Error | PostAnalyticsSeeded | None:
    """Set exact metrics of a published post on one network

     Sets metrics a network reports for a post of the acting profile (`id`, a Post ID)
    published on `platform`: from now on `get_post_analytics` answers these values for
    these names (exactly, whatever the clock), and the sandbox network's own values for
    the others. Each name must be one of the network's metrics in the API's
    `<Network>PostMetrics` schema and each value valid for it (code 101). An unknown Post
    ID gets code 186; a network the post was not published on code 433. Seeding the same
    name again replaces its value.

    Args:
        profile_key (str | Unset):
        body (PostAnalyticsSeed): Metrics of a post on one network, by their names in the API's
            schemas.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostAnalyticsSeeded
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
