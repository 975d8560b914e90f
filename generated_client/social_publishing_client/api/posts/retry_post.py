from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_result import PostResult
from ...models.post_retry import PostRetry
from ...models.profile_post_results import ProfilePostResults
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostRetry,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    if not isinstance(twitter_api_key, Unset):
        headers["X-Twitter-OAuth1-Api-Key"] = twitter_api_key

    if not isinstance(twitter_api_secret, Unset):
        headers["X-Twitter-OAuth1-Api-Secret"] = twitter_api_secret

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/post/retry",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostResult | ProfilePostResults | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> PostResult | ProfilePostResults:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = PostResult.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = ProfilePostResults.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> Error | PostResult | ProfilePostResults:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = Error.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_1 = PostResult.from_dict(data)

                return response_400_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_2 = ProfilePostResults.from_dict(data)

            return response_400_type_2

        response_400 = _parse_response_400(response.json())

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
) -> Response[Error | PostResult | ProfilePostResults]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostRetry,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostResult | ProfilePostResults]:
    """Retry a failed post

     Publishes a post whose publishing failed again on the networks it failed on (SDK-PY
    `retryPost`; DOCS errors-ayrshare: errors with `retryAvailable: true`). The result has
    the shape of `create_post`'s. A post that did not fail gets code 155; an unknown Post
    ID code 114.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRetry): Body of `retry_post` (SDK-PY `retryPost`, DOCS errors-ayrshare
            `retryAvailable`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PostRetry,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostResult | ProfilePostResults | None:
    """Retry a failed post

     Publishes a post whose publishing failed again on the networks it failed on (SDK-PY
    `retryPost`; DOCS errors-ayrshare: errors with `retryAvailable: true`). The result has
    the shape of `create_post`'s. A post that did not fail gets code 155; an unknown Post
    ID code 114.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRetry): Body of `retry_post` (SDK-PY `retryPost`, DOCS errors-ayrshare
            `retryAvailable`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostRetry,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostResult | ProfilePostResults]:
    """Retry a failed post

     Publishes a post whose publishing failed again on the networks it failed on (SDK-PY
    `retryPost`; DOCS errors-ayrshare: errors with `retryAvailable: true`). The result has
    the shape of `create_post`'s. A post that did not fail gets code 155; an unknown Post
    ID code 114.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRetry): Body of `retry_post` (SDK-PY `retryPost`, DOCS errors-ayrshare
            `retryAvailable`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PostRetry,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostResult | ProfilePostResults | None:
    """Retry a failed post

     Publishes a post whose publishing failed again on the networks it failed on (SDK-PY
    `retryPost`; DOCS errors-ayrshare: errors with `retryAvailable: true`). The result has
    the shape of `create_post`'s. A post that did not fail gets code 155; an unknown Post
    ID code 114.

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRetry): Body of `retry_post` (SDK-PY `retryPost`, DOCS errors-ayrshare
            `retryAvailable`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
