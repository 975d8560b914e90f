from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.jwt_created import JwtCreated
from ...models.jwt_request import JwtRequest
from ...types import Response


def _get_kwargs(
    *,
    body: JwtRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/profiles/generateJWT",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | JwtCreated | None:
    if response.status_code == 200:
        response_200 = JwtCreated.from_dict(response.json())

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
) -> Response[Error | JwtCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JwtRequest,
) -> Response[Error | JwtCreated]:
    """Sign a token for the social-account linking page

     Signs a token (a JWT) that opens the social-account linking page of the User Profile
    named by `profileKey` and answers the page address (SDK-PY
    `generateJWT`). Deprecated but still working; `link-sessions` is its successor.

    * The token expires `expiresIn` minutes (default 5) after it is signed, by the service
      clock.
    * The page (`open_linking_page`, named by `x-jwt.pageOperation`; the token in the
      `x-jwt.tokenParameter` query parameter, `domain` too when given) answers 200 (HTML)
      for a valid unexpired token, code 441 for a token it did not sign and 442 for an
      expired one.
    * The real service signs with the account's private key (code 189 for a bad key
      format); the reference server signs with its own key (`x-jwt.algorithm`) and takes
      no private key.
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (JwtRequest): Body of `generate_jwt` (SDK: `{profileKey, domain?, redirect?,
            allowedSocial?, expiresIn?, logout?, verify?, email?}`; deprecated but working).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JwtCreated]
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
    body: JwtRequest,
) -> Error | JwtCreated | None:
    """Sign a token for the social-account linking page

     Signs a token (a JWT) that opens the social-account linking page of the User Profile
    named by `profileKey` and answers the page address (SDK-PY
    `generateJWT`). Deprecated but still working; `link-sessions` is its successor.

    * The token expires `expiresIn` minutes (default 5) after it is signed, by the service
      clock.
    * The page (`open_linking_page`, named by `x-jwt.pageOperation`; the token in the
      `x-jwt.tokenParameter` query parameter, `domain` too when given) answers 200 (HTML)
      for a valid unexpired token, code 441 for a token it did not sign and 442 for an
      expired one.
    * The real service signs with the account's private key (code 189 for a bad key
      format); the reference server signs with its own key (`x-jwt.algorithm`) and takes
      no private key.
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (JwtRequest): Body of `generate_jwt` (SDK: `{profileKey, domain?, redirect?,
            allowedSocial?, expiresIn?, logout?, verify?, email?}`; deprecated but working).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JwtCreated
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JwtRequest,
) -> Response[Error | JwtCreated]:
    """Sign a token for the social-account linking page

     Signs a token (a JWT) that opens the social-account linking page of the User Profile
    named by `profileKey` and answers the page address (SDK-PY
    `generateJWT`). Deprecated but still working; `link-sessions` is its successor.

    * The token expires `expiresIn` minutes (default 5) after it is signed, by the service
      clock.
    * The page (`open_linking_page`, named by `x-jwt.pageOperation`; the token in the
      `x-jwt.tokenParameter` query parameter, `domain` too when given) answers 200 (HTML)
      for a valid unexpired token, code 441 for a token it did not sign and 442 for an
      expired one.
    * The real service signs with the account's private key (code 189 for a bad key
      format); the reference server signs with its own key (`x-jwt.algorithm`) and takes
      no private key.
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (JwtRequest): Body of `generate_jwt` (SDK: `{profileKey, domain?, redirect?,
            allowedSocial?, expiresIn?, logout?, verify?, email?}`; deprecated but working).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JwtCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: JwtRequest,
) -> Error | JwtCreated | None:
    """Sign a token for the social-account linking page

     Signs a token (a JWT) that opens the social-account linking page of the User Profile
    named by `profileKey` and answers the page address (SDK-PY
    `generateJWT`). Deprecated but still working; `link-sessions` is its successor.

    * The token expires `expiresIn` minutes (default 5) after it is signed, by the service
      clock.
    * The page (`open_linking_page`, named by `x-jwt.pageOperation`; the token in the
      `x-jwt.tokenParameter` query parameter, `domain` too when given) answers 200 (HTML)
      for a valid unexpired token, code 441 for a token it did not sign and 442 for an
      expired one.
    * The real service signs with the account's private key (code 189 for a bad key
      format); the reference server signs with its own key (`x-jwt.algorithm`) and takes
      no private key.
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (JwtRequest): Body of `generate_jwt` (SDK: `{profileKey, domain?, redirect?,
            allowedSocial?, expiresIn?, logout?, verify?, email?}`; deprecated but working).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JwtCreated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
