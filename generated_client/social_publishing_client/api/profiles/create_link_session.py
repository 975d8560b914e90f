from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.link_session_created import LinkSessionCreated
from ...models.link_session_request import LinkSessionRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LinkSessionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/profiles/link-sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LinkSessionCreated | None:
    if response.status_code == 200:
        response_200 = LinkSessionCreated.from_dict(response.json())

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
) -> Response[Error | LinkSessionCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LinkSessionRequest,
) -> Response[Error | LinkSessionCreated]:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for the User Profile named by
    `profileKey` and answers its id and the page address (SERVICE-SURFACE 8.11, FR: the
    successor of `generate_jwt`, answering `{status, sessionId, url, expiresAt, emailSent,
    title}`; the URL lives 5 minutes).

    * The session, and the address, expire `x-link-session.lifetimeMinutes` minutes after
      it is opened, by the service clock (`expiresAt`).
    * The address is the linking page (`open_linking_page`; `x-jwt` of `generate_jwt`:
      the same page, token parameter and signing algorithm): the reference server signs a
      token naming the session and puts it in the address.
    * The page answers 200 (HTML) while the session is open; code 501 once the session is
      revoked, 502 when it no longer exists, 503 once it has expired (the codes and their
      meanings are published, FR; their HTTP status 401, like the page's 441/442, is this
      spec's choice (inferred)). A token the service did not sign is 441.
    * How a session is revoked is not public (inferred): opening a new session for a User
      Profile revokes its sessions opened before (one live linking session per User
      Profile). A session no longer exists once its User Profile is deleted (inferred).
    * The request body is not published: this spec takes the `generate_jwt` fields
      without `expiresIn` (the lifetime is fixed) (inferred).
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (LinkSessionRequest): Body of `create_link_session`. The body is not published
            (SERVICE-SURFACE 8.11 gives
            only the answer); this spec takes the fields of `JwtRequest` without `expiresIn`, since
            the session's lifetime is fixed (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkSessionCreated]
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
    body: LinkSessionRequest,
) -> Error | LinkSessionCreated | None:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for the User Profile named by
    `profileKey` and answers its id and the page address (SERVICE-SURFACE 8.11, FR: the
    successor of `generate_jwt`, answering `{status, sessionId, url, expiresAt, emailSent,
    title}`; the URL lives 5 minutes).

    * The session, and the address, expire `x-link-session.lifetimeMinutes` minutes after
      it is opened, by the service clock (`expiresAt`).
    * The address is the linking page (`open_linking_page`; `x-jwt` of `generate_jwt`:
      the same page, token parameter and signing algorithm): the reference server signs a
      token naming the session and puts it in the address.
    * The page answers 200 (HTML) while the session is open; code 501 once the session is
      revoked, 502 when it no longer exists, 503 once it has expired (the codes and their
      meanings are published, FR; their HTTP status 401, like the page's 441/442, is this
      spec's choice (inferred)). A token the service did not sign is 441.
    * How a session is revoked is not public (inferred): opening a new session for a User
      Profile revokes its sessions opened before (one live linking session per User
      Profile). A session no longer exists once its User Profile is deleted (inferred).
    * The request body is not published: this spec takes the `generate_jwt` fields
      without `expiresIn` (the lifetime is fixed) (inferred).
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (LinkSessionRequest): Body of `create_link_session`. The body is not published
            (SERVICE-SURFACE 8.11 gives
            only the answer); this spec takes the fields of `JwtRequest` without `expiresIn`, since
            the session's lifetime is fixed (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkSessionCreated
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LinkSessionRequest,
) -> Response[Error | LinkSessionCreated]:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for the User Profile named by
    `profileKey` and answers its id and the page address (SERVICE-SURFACE 8.11, FR: the
    successor of `generate_jwt`, answering `{status, sessionId, url, expiresAt, emailSent,
    title}`; the URL lives 5 minutes).

    * The session, and the address, expire `x-link-session.lifetimeMinutes` minutes after
      it is opened, by the service clock (`expiresAt`).
    * The address is the linking page (`open_linking_page`; `x-jwt` of `generate_jwt`:
      the same page, token parameter and signing algorithm): the reference server signs a
      token naming the session and puts it in the address.
    * The page answers 200 (HTML) while the session is open; code 501 once the session is
      revoked, 502 when it no longer exists, 503 once it has expired (the codes and their
      meanings are published, FR; their HTTP status 401, like the page's 441/442, is this
      spec's choice (inferred)). A token the service did not sign is 441.
    * How a session is revoked is not public (inferred): opening a new session for a User
      Profile revokes its sessions opened before (one live linking session per User
      Profile). A session no longer exists once its User Profile is deleted (inferred).
    * The request body is not published: this spec takes the `generate_jwt` fields
      without `expiresIn` (the lifetime is fixed) (inferred).
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (LinkSessionRequest): Body of `create_link_session`. The body is not published
            (SERVICE-SURFACE 8.11 gives
            only the answer); this spec takes the fields of `JwtRequest` without `expiresIn`, since
            the session's lifetime is fixed (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkSessionCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LinkSessionRequest,
) -> Error | LinkSessionCreated | None:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for the User Profile named by
    `profileKey` and answers its id and the page address (SERVICE-SURFACE 8.11, FR: the
    successor of `generate_jwt`, answering `{status, sessionId, url, expiresAt, emailSent,
    title}`; the URL lives 5 minutes).

    * The session, and the address, expire `x-link-session.lifetimeMinutes` minutes after
      it is opened, by the service clock (`expiresAt`).
    * The address is the linking page (`open_linking_page`; `x-jwt` of `generate_jwt`:
      the same page, token parameter and signing algorithm): the reference server signs a
      token naming the session and puts it in the address.
    * The page answers 200 (HTML) while the session is open; code 501 once the session is
      revoked, 502 when it no longer exists, 503 once it has expired (the codes and their
      meanings are published, FR; their HTTP status 401, like the page's 441/442, is this
      spec's choice (inferred)). A token the service did not sign is 441.
    * How a session is revoked is not public (inferred): opening a new session for a User
      Profile revokes its sessions opened before (one live linking session per User
      Profile). A session no longer exists once its User Profile is deleted (inferred).
    * The request body is not published: this spec takes the `generate_jwt` fields
      without `expiresIn` (the lifetime is fixed) (inferred).
    * A `profileKey` that names no User Profile is refused with code 162.

    Args:
        body (LinkSessionRequest): Body of `create_link_session`. The body is not published
            (SERVICE-SURFACE 8.11 gives
            only the answer); this spec takes the fields of `JwtRequest` without `expiresIn`, since
            the session's lifetime is fixed (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkSessionCreated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
