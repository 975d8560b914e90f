from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.profile_update import ProfileUpdate
from ...models.profile_updated import ProfileUpdated
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ProfileUpdate,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/profiles",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ProfileUpdated | None:
    if response.status_code == 200:
        response_200 = ProfileUpdated.from_dict(response.json())

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
) -> Response[Error | ProfileUpdated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileUpdate,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ProfileUpdated]:
    """Update a User Profile

     Updates the title and settings of a User Profile, named by the `Profile-Key` header
    (canonical) or by `profileKey` in the body (as the SDKs and an earlier version of the
    page send it; DOCS https://www.ayrshare.com/docs/apis/profiles/update-profile). With
    both, they must name the same profile (code 162); an unknown body key gets code 104 like
    an unknown header; neither gets code 162 too (the Primary Profile is not updated here).
    The title stays unique (code 146); settings not sent keep their values.

    Args:
        profile_key (str | Unset):
        body (ProfileUpdate): Body of `update_profile`: the title (required by the docs; it may be
            the current one) and
            the settings to change; settings not sent stay as they are (inferred). The profile is
            named by the `Profile-Key` header or by `profileKey` here (the SDKs' and an earlier
            page's form). Source: DOCS apis/profiles/update-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileUpdated]
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
    body: ProfileUpdate,
    profile_key: str | Unset = UNSET,
) -> Error | ProfileUpdated | None:
    """Update a User Profile

     Updates the title and settings of a User Profile, named by the `Profile-Key` header
    (canonical) or by `profileKey` in the body (as the SDKs and an earlier version of the
    page send it; DOCS https://www.ayrshare.com/docs/apis/profiles/update-profile). With
    both, they must name the same profile (code 162); an unknown body key gets code 104 like
    an unknown header; neither gets code 162 too (the Primary Profile is not updated here).
    The title stays unique (code 146); settings not sent keep their values.

    Args:
        profile_key (str | Unset):
        body (ProfileUpdate): Body of `update_profile`: the title (required by the docs; it may be
            the current one) and
            the settings to change; settings not sent stay as they are (inferred). The profile is
            named by the `Profile-Key` header or by `profileKey` here (the SDKs' and an earlier
            page's form). Source: DOCS apis/profiles/update-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileUpdated
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ProfileUpdate,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ProfileUpdated]:
    """Update a User Profile

     Updates the title and settings of a User Profile, named by the `Profile-Key` header
    (canonical) or by `profileKey` in the body (as the SDKs and an earlier version of the
    page send it; DOCS https://www.ayrshare.com/docs/apis/profiles/update-profile). With
    both, they must name the same profile (code 162); an unknown body key gets code 104 like
    an unknown header; neither gets code 162 too (the Primary Profile is not updated here).
    The title stays unique (code 146); settings not sent keep their values.

    Args:
        profile_key (str | Unset):
        body (ProfileUpdate): Body of `update_profile`: the title (required by the docs; it may be
            the current one) and
            the settings to change; settings not sent stay as they are (inferred). The profile is
            named by the `Profile-Key` header or by `profileKey` here (the SDKs' and an earlier
            page's form). Source: DOCS apis/profiles/update-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProfileUpdated]
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
    body: ProfileUpdate,
    profile_key: str | Unset = UNSET,
) -> Error | ProfileUpdated | None:
    """Update a User Profile

     Updates the title and settings of a User Profile, named by the `Profile-Key` header
    (canonical) or by `profileKey` in the body (as the SDKs and an earlier version of the
    page send it; DOCS https://www.ayrshare.com/docs/apis/profiles/update-profile). With
    both, they must name the same profile (code 162); an unknown body key gets code 104 like
    an unknown header; neither gets code 162 too (the Primary Profile is not updated here).
    The title stays unique (code 146); settings not sent keep their values.

    Args:
        profile_key (str | Unset):
        body (ProfileUpdate): Body of `update_profile`: the title (required by the docs; it may be
            the current one) and
            the settings to change; settings not sent stay as they are (inferred). The profile is
            named by the `Profile-Key` header or by `profileKey` here (the SDKs' and an earlier
            page's form). Source: DOCS apis/profiles/update-profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProfileUpdated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
