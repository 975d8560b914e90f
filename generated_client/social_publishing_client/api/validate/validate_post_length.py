from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_length_request import PostLengthRequest
from ...models.post_length_validation import PostLengthValidation
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostLengthRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/validate/postLength",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostLengthValidation | None:
    if response.status_code == 200:
        response_200 = PostLengthValidation.from_dict(response.json())

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
) -> Response[Error | PostLengthValidation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostLengthRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostLengthValidation]:
    """Measure a text against each network's length limit

     Counts the characters of `post` and compares them with each network's limit
    (SDK: `POST /validate/postLength`; the answer's shape is not
    published: own).

    * The limits are `x-max-pack.textLimits` (one per network), the same `validate_post`
      applies.
    * The sandbox counts Unicode code points on every network (the networks' own weighting,
      e.g. X's, is not modelled); `valid` is `length <= maxLength`.
    * `platforms` limits the answer to those networks; without it every network is
      measured. Results follow the order of `x-max-pack.textLimits`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (PostLengthRequest): Body of `validate_post_length`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostLengthValidation]
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
    body: PostLengthRequest,
    profile_key: str | Unset = UNSET,
) -> Error | PostLengthValidation | None:
    """Measure a text against each network's length limit

     Counts the characters of `post` and compares them with each network's limit
    (SDK: `POST /validate/postLength`; the answer's shape is not
    published: own).

    * The limits are `x-max-pack.textLimits` (one per network), the same `validate_post`
      applies.
    * The sandbox counts Unicode code points on every network (the networks' own weighting,
      e.g. X's, is not modelled); `valid` is `length <= maxLength`.
    * `platforms` limits the answer to those networks; without it every network is
      measured. Results follow the order of `x-max-pack.textLimits`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (PostLengthRequest): Body of `validate_post_length`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostLengthValidation
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostLengthRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | PostLengthValidation]:
    """Measure a text against each network's length limit

     Counts the characters of `post` and compares them with each network's limit
    (SDK: `POST /validate/postLength`; the answer's shape is not
    published: own).

    * The limits are `x-max-pack.textLimits` (one per network), the same `validate_post`
      applies.
    * The sandbox counts Unicode code points on every network (the networks' own weighting,
      e.g. X's, is not modelled); `valid` is `length <= maxLength`.
    * `platforms` limits the answer to those networks; without it every network is
      measured. Results follow the order of `x-max-pack.textLimits`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (PostLengthRequest): Body of `validate_post_length`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostLengthValidation]
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
    body: PostLengthRequest,
    profile_key: str | Unset = UNSET,
) -> Error | PostLengthValidation | None:
    """Measure a text against each network's length limit

     Counts the characters of `post` and compares them with each network's limit
    (SDK: `POST /validate/postLength`; the answer's shape is not
    published: own).

    * The limits are `x-max-pack.textLimits` (one per network), the same `validate_post`
      applies.
    * The sandbox counts Unicode code points on every network (the networks' own weighting,
      e.g. X's, is not modelled); `valid` is `length <= maxLength`.
    * `platforms` limits the answer to those networks; without it every network is
      measured. Results follow the order of `x-max-pack.textLimits`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (PostLengthRequest): Body of `validate_post_length`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostLengthValidation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
