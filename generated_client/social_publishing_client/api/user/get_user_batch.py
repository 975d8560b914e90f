from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.user_batch import UserBatch
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/user/batch",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UserBatch | None:
    if response.status_code == 200:
        response_200 = UserBatch.from_dict(response.json())

        return response_200

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
) -> Response[Error | UserBatch]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | UserBatch]:
    """Export the user records of every profile

     Answers the address of a JSON file holding the user record of every profile of the
    account, the Primary Profile first, then the User Profiles oldest first (ONE; DOCS
    apis/user/batch-all-users: an alternative to calling `get_user` for each profile in
    rapid succession, which rate limits may refuse).

    * Each entry of the file is the `UserDetails` `get_user` answers for that profile
      (inferred: DOCS says "the user data for all user profiles" without its shape).
    * Called with the account's API key only: DOCS lists no `Profile-Key` header for this
      page, so a `Profile-Key` header is not read and the export is the account's.
    * A new file is made when the last one is 3 hours old or older (DOCS: "a new file may
      be generated every 3 hours"); until then the same file is answered. `lastUpdated` is
      when it was made, `nextUpdate` when the next one may be made (inferred: 3 hours
      later; the DOCS example shows 12 minutes), `urlAvailable` when the file can be read
      (DOCS example: 5 minutes after it is made) and `urlExpires` when its address stops
      working (DOCS: 7 days after it is made).
    * The reference server writes the file when it answers and serves it under its own
      base address (`/batch/users/<name>.json`, no API key: the address is unguessable,
      like the real service's pre-signed URL) from `urlAvailable` on (service clock);
      before then that address answers HTTP 404 with code 620 (`batch_file_not_ready`) and a
      `Retry-After` header giving the seconds left (inferred: DOCS does not say what the
      address answers early), and after `urlExpires` HTTP 404 with code 170. The real
      service's file is on cloud storage; a
      `batch` webhook event may announce it (DOCS), which the reference server does not
      send.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserBatch]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Error | UserBatch | None:
    """Export the user records of every profile

     Answers the address of a JSON file holding the user record of every profile of the
    account, the Primary Profile first, then the User Profiles oldest first (ONE; DOCS
    apis/user/batch-all-users: an alternative to calling `get_user` for each profile in
    rapid succession, which rate limits may refuse).

    * Each entry of the file is the `UserDetails` `get_user` answers for that profile
      (inferred: DOCS says "the user data for all user profiles" without its shape).
    * Called with the account's API key only: DOCS lists no `Profile-Key` header for this
      page, so a `Profile-Key` header is not read and the export is the account's.
    * A new file is made when the last one is 3 hours old or older (DOCS: "a new file may
      be generated every 3 hours"); until then the same file is answered. `lastUpdated` is
      when it was made, `nextUpdate` when the next one may be made (inferred: 3 hours
      later; the DOCS example shows 12 minutes), `urlAvailable` when the file can be read
      (DOCS example: 5 minutes after it is made) and `urlExpires` when its address stops
      working (DOCS: 7 days after it is made).
    * The reference server writes the file when it answers and serves it under its own
      base address (`/batch/users/<name>.json`, no API key: the address is unguessable,
      like the real service's pre-signed URL) from `urlAvailable` on (service clock);
      before then that address answers HTTP 404 with code 620 (`batch_file_not_ready`) and a
      `Retry-After` header giving the seconds left (inferred: DOCS does not say what the
      address answers early), and after `urlExpires` HTTP 404 with code 170. The real
      service's file is on cloud storage; a
      `batch` webhook event may announce it (DOCS), which the reference server does not
      send.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserBatch
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | UserBatch]:
    """Export the user records of every profile

     Answers the address of a JSON file holding the user record of every profile of the
    account, the Primary Profile first, then the User Profiles oldest first (ONE; DOCS
    apis/user/batch-all-users: an alternative to calling `get_user` for each profile in
    rapid succession, which rate limits may refuse).

    * Each entry of the file is the `UserDetails` `get_user` answers for that profile
      (inferred: DOCS says "the user data for all user profiles" without its shape).
    * Called with the account's API key only: DOCS lists no `Profile-Key` header for this
      page, so a `Profile-Key` header is not read and the export is the account's.
    * A new file is made when the last one is 3 hours old or older (DOCS: "a new file may
      be generated every 3 hours"); until then the same file is answered. `lastUpdated` is
      when it was made, `nextUpdate` when the next one may be made (inferred: 3 hours
      later; the DOCS example shows 12 minutes), `urlAvailable` when the file can be read
      (DOCS example: 5 minutes after it is made) and `urlExpires` when its address stops
      working (DOCS: 7 days after it is made).
    * The reference server writes the file when it answers and serves it under its own
      base address (`/batch/users/<name>.json`, no API key: the address is unguessable,
      like the real service's pre-signed URL) from `urlAvailable` on (service clock);
      before then that address answers HTTP 404 with code 620 (`batch_file_not_ready`) and a
      `Retry-After` header giving the seconds left (inferred: DOCS does not say what the
      address answers early), and after `urlExpires` HTTP 404 with code 170. The real
      service's file is on cloud storage; a
      `batch` webhook event may announce it (DOCS), which the reference server does not
      send.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UserBatch]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Error | UserBatch | None:
    """Export the user records of every profile

     Answers the address of a JSON file holding the user record of every profile of the
    account, the Primary Profile first, then the User Profiles oldest first (ONE; DOCS
    apis/user/batch-all-users: an alternative to calling `get_user` for each profile in
    rapid succession, which rate limits may refuse).

    * Each entry of the file is the `UserDetails` `get_user` answers for that profile
      (inferred: DOCS says "the user data for all user profiles" without its shape).
    * Called with the account's API key only: DOCS lists no `Profile-Key` header for this
      page, so a `Profile-Key` header is not read and the export is the account's.
    * A new file is made when the last one is 3 hours old or older (DOCS: "a new file may
      be generated every 3 hours"); until then the same file is answered. `lastUpdated` is
      when it was made, `nextUpdate` when the next one may be made (inferred: 3 hours
      later; the DOCS example shows 12 minutes), `urlAvailable` when the file can be read
      (DOCS example: 5 minutes after it is made) and `urlExpires` when its address stops
      working (DOCS: 7 days after it is made).
    * The reference server writes the file when it answers and serves it under its own
      base address (`/batch/users/<name>.json`, no API key: the address is unguessable,
      like the real service's pre-signed URL) from `urlAvailable` on (service clock);
      before then that address answers HTTP 404 with code 620 (`batch_file_not_ready`) and a
      `Retry-After` header giving the seconds left (inferred: DOCS does not say what the
      address answers early), and after `urlExpires` HTTP 404 with code 170. The real
      service's file is on cloud storage; a
      `batch` webhook event may announce it (DOCS), which the reference server does not
      send.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UserBatch
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
