from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_request import PostRequest
from ...models.post_result import PostResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_secret: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    if not isinstance(x_twitter_o_auth_1_api_key, Unset):
        headers["X-Twitter-OAuth1-Api-Key"] = x_twitter_o_auth_1_api_key

    if not isinstance(x_twitter_o_auth_1_api_secret, Unset):
        headers["X-Twitter-OAuth1-Api-Secret"] = x_twitter_o_auth_1_api_secret

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/post",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostResult | None:
    if response.status_code == 200:
        response_200 = PostResult.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_secret: str | Unset = UNSET,
) -> Response[Error | PostResult]:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Every requested network must be linked to the acting profile (code 151 otherwise);
      nothing is published when one is not.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).

    Args:
        profile_key (str | Unset):
        x_twitter_o_auth_1_api_key (str | Unset):
        x_twitter_o_auth_1_api_secret (str | Unset):
        body (PostRequest): Body of `create_post`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostResult]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        x_twitter_o_auth_1_api_key=x_twitter_o_auth_1_api_key,
        x_twitter_o_auth_1_api_secret=x_twitter_o_auth_1_api_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_secret: str | Unset = UNSET,
) -> Error | PostResult | None:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Every requested network must be linked to the acting profile (code 151 otherwise);
      nothing is published when one is not.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).

    Args:
        profile_key (str | Unset):
        x_twitter_o_auth_1_api_key (str | Unset):
        x_twitter_o_auth_1_api_secret (str | Unset):
        body (PostRequest): Body of `create_post`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostResult
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
        x_twitter_o_auth_1_api_key=x_twitter_o_auth_1_api_key,
        x_twitter_o_auth_1_api_secret=x_twitter_o_auth_1_api_secret,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_secret: str | Unset = UNSET,
) -> Response[Error | PostResult]:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Every requested network must be linked to the acting profile (code 151 otherwise);
      nothing is published when one is not.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).

    Args:
        profile_key (str | Unset):
        x_twitter_o_auth_1_api_key (str | Unset):
        x_twitter_o_auth_1_api_secret (str | Unset):
        body (PostRequest): Body of `create_post`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostResult]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        x_twitter_o_auth_1_api_key=x_twitter_o_auth_1_api_key,
        x_twitter_o_auth_1_api_secret=x_twitter_o_auth_1_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_key: str | Unset = UNSET,
    x_twitter_o_auth_1_api_secret: str | Unset = UNSET,
) -> Error | PostResult | None:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Every requested network must be linked to the acting profile (code 151 otherwise);
      nothing is published when one is not.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).

    Args:
        profile_key (str | Unset):
        x_twitter_o_auth_1_api_key (str | Unset):
        x_twitter_o_auth_1_api_secret (str | Unset):
        body (PostRequest): Body of `create_post`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
            x_twitter_o_auth_1_api_key=x_twitter_o_auth_1_api_key,
            x_twitter_o_auth_1_api_secret=x_twitter_o_auth_1_api_secret,
        )
    ).parsed
