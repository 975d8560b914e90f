from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.link_session_created import LinkSessionCreated
from ...models.link_session_request import LinkSessionRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: LinkSessionRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

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
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkSessionCreated]:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for a User Profile and answers its id
    and the page address (FR: the successor of `generate_jwt`,
    answering `{status, sessionId, url, expiresAt, emailSent, title}`; the URL lives 5
    minutes).

    * The User Profile is the one the `Profile-Key` header names: DOCS
      apis/profiles/create-link-session sends `-H 'Profile-Key: PROFILE_KEY'` with the body
      `{"expiresIn": 60}`, so the header is the canonical form. The body's `profileKey`
      (an inferred form kept for existing clients, as `generate_jwt` takes it) is also accepted:
      sent with the header it must name the same User Profile (else 162); sent alone it names
      the profile (162 when none has it). Neither is refused with code 108.
    * The session, and the address, expire `expiresIn` minutes after it is opened (the
      page's body parameter; its unit is not shown in the stored copy: minutes, as
      `generate_jwt`'s `expiresIn` (inferred)), by default `x-link-session.lifetimeMinutes`,
      by the service clock (`expiresAt`).
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
    * Besides `expiresIn` the body takes the other `generate_jwt` fields (inferred: the page
      shows only `expiresIn`).

    Args:
        profile_key (str | Unset):
        body (LinkSessionRequest): Body of `create_link_session`. DOCS create-link-session shows
            `{"expiresIn": 60}` with the
            User Profile in the `Profile-Key` header (canonical); `profileKey` in the body (an
            inferred form, kept for existing clients) is also accepted; the other fields are
            `JwtRequest`'s (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkSessionCreated]
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
    body: LinkSessionRequest,
    profile_key: str | Unset = UNSET,
) -> Error | LinkSessionCreated | None:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for a User Profile and answers its id
    and the page address (FR: the successor of `generate_jwt`,
    answering `{status, sessionId, url, expiresAt, emailSent, title}`; the URL lives 5
    minutes).

    * The User Profile is the one the `Profile-Key` header names: DOCS
      apis/profiles/create-link-session sends `-H 'Profile-Key: PROFILE_KEY'` with the body
      `{"expiresIn": 60}`, so the header is the canonical form. The body's `profileKey`
      (an inferred form kept for existing clients, as `generate_jwt` takes it) is also accepted:
      sent with the header it must name the same User Profile (else 162); sent alone it names
      the profile (162 when none has it). Neither is refused with code 108.
    * The session, and the address, expire `expiresIn` minutes after it is opened (the
      page's body parameter; its unit is not shown in the stored copy: minutes, as
      `generate_jwt`'s `expiresIn` (inferred)), by default `x-link-session.lifetimeMinutes`,
      by the service clock (`expiresAt`).
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
    * Besides `expiresIn` the body takes the other `generate_jwt` fields (inferred: the page
      shows only `expiresIn`).

    Args:
        profile_key (str | Unset):
        body (LinkSessionRequest): Body of `create_link_session`. DOCS create-link-session shows
            `{"expiresIn": 60}` with the
            User Profile in the `Profile-Key` header (canonical); `profileKey` in the body (an
            inferred form, kept for existing clients) is also accepted; the other fields are
            `JwtRequest`'s (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkSessionCreated
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LinkSessionRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkSessionCreated]:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for a User Profile and answers its id
    and the page address (FR: the successor of `generate_jwt`,
    answering `{status, sessionId, url, expiresAt, emailSent, title}`; the URL lives 5
    minutes).

    * The User Profile is the one the `Profile-Key` header names: DOCS
      apis/profiles/create-link-session sends `-H 'Profile-Key: PROFILE_KEY'` with the body
      `{"expiresIn": 60}`, so the header is the canonical form. The body's `profileKey`
      (an inferred form kept for existing clients, as `generate_jwt` takes it) is also accepted:
      sent with the header it must name the same User Profile (else 162); sent alone it names
      the profile (162 when none has it). Neither is refused with code 108.
    * The session, and the address, expire `expiresIn` minutes after it is opened (the
      page's body parameter; its unit is not shown in the stored copy: minutes, as
      `generate_jwt`'s `expiresIn` (inferred)), by default `x-link-session.lifetimeMinutes`,
      by the service clock (`expiresAt`).
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
    * Besides `expiresIn` the body takes the other `generate_jwt` fields (inferred: the page
      shows only `expiresIn`).

    Args:
        profile_key (str | Unset):
        body (LinkSessionRequest): Body of `create_link_session`. DOCS create-link-session shows
            `{"expiresIn": 60}` with the
            User Profile in the `Profile-Key` header (canonical); `profileKey` in the body (an
            inferred form, kept for existing clients) is also accepted; the other fields are
            `JwtRequest`'s (inferred).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkSessionCreated]
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
    body: LinkSessionRequest,
    profile_key: str | Unset = UNSET,
) -> Error | LinkSessionCreated | None:
    """Open a linking session for a User Profile

     Opens a session of the social-account linking page for a User Profile and answers its id
    and the page address (FR: the successor of `generate_jwt`,
    answering `{status, sessionId, url, expiresAt, emailSent, title}`; the URL lives 5
    minutes).

    * The User Profile is the one the `Profile-Key` header names: DOCS
      apis/profiles/create-link-session sends `-H 'Profile-Key: PROFILE_KEY'` with the body
      `{"expiresIn": 60}`, so the header is the canonical form. The body's `profileKey`
      (an inferred form kept for existing clients, as `generate_jwt` takes it) is also accepted:
      sent with the header it must name the same User Profile (else 162); sent alone it names
      the profile (162 when none has it). Neither is refused with code 108.
    * The session, and the address, expire `expiresIn` minutes after it is opened (the
      page's body parameter; its unit is not shown in the stored copy: minutes, as
      `generate_jwt`'s `expiresIn` (inferred)), by default `x-link-session.lifetimeMinutes`,
      by the service clock (`expiresAt`).
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
    * Besides `expiresIn` the body takes the other `generate_jwt` fields (inferred: the page
      shows only `expiresIn`).

    Args:
        profile_key (str | Unset):
        body (LinkSessionRequest): Body of `create_link_session`. DOCS create-link-session shows
            `{"expiresIn": 60}` with the
            User Profile in the `Profile-Key` header (canonical); `profileKey` in the body (an
            inferred form, kept for existing clients) is also accepted; the other fields are
            `JwtRequest`'s (inferred).

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
            profile_key=profile_key,
        )
    ).parsed
