from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    jwt: str,
    domain: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["jwt"] = jwt
    params["domain"] = domain

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/social-accounts",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    jwt: str,
    domain: str | Unset = UNSET,
) -> Response[Error | str]:
    """Open the social-account linking page

     The social-account linking page of a User Profile, opened with a token signed by
    `generate_jwt` or `create_link_session` (their answers' `url` is this page with the
    token in `jwt` and, when given, the white-label `domain`). The real service serves it
    at https://profile.ayrshare.com (SDK: generateJWT's `url`); this spec
    serves it under the base URL (inferred), so the toolkit's client, docs and contract
    suite know it.

    * No API key: the token is the credential (`security: []`), and the page is meant for
      the end user's browser.
    * 200 (HTML) for a token the service signed that is still valid: a `generate_jwt`
      token until its `expiresIn` minutes have passed, a `create_link_session` token while
      its session is open. The page lists the networks the token allows (`allowedSocial`,
      all when absent) under the User Profile's title.
    * 401 code 441 for a token the service did not sign (altered, forged, or not a token)
      or whose User Profile no longer exists (a `generate_jwt` token); 442 for an expired
      `generate_jwt` token; for a session's token 501 (revoked), 502 (the session no
      longer exists) and 503 (expired), by the service clock.
    * Rate limits: a valid token identifies its User Profile, so the request is counted
      against that profile's limit (`x-rate-limit`) in a window of its own for the page
      (own rule, inferred): anyone holding the address could otherwise use up the owner's
      API requests. Page loads never count in the profile's API window, and their 429s
      never count towards its suspension (`x-rate-limit.suspension`). The answer carries
      the headers of the page window; refused tokens come before a profile is known (no
      headers), as a refused API key.

    Args:
        jwt (str):
        domain (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        jwt=jwt,
        domain=domain,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    jwt: str,
    domain: str | Unset = UNSET,
) -> Error | str | None:
    """Open the social-account linking page

     The social-account linking page of a User Profile, opened with a token signed by
    `generate_jwt` or `create_link_session` (their answers' `url` is this page with the
    token in `jwt` and, when given, the white-label `domain`). The real service serves it
    at https://profile.ayrshare.com (SDK: generateJWT's `url`); this spec
    serves it under the base URL (inferred), so the toolkit's client, docs and contract
    suite know it.

    * No API key: the token is the credential (`security: []`), and the page is meant for
      the end user's browser.
    * 200 (HTML) for a token the service signed that is still valid: a `generate_jwt`
      token until its `expiresIn` minutes have passed, a `create_link_session` token while
      its session is open. The page lists the networks the token allows (`allowedSocial`,
      all when absent) under the User Profile's title.
    * 401 code 441 for a token the service did not sign (altered, forged, or not a token)
      or whose User Profile no longer exists (a `generate_jwt` token); 442 for an expired
      `generate_jwt` token; for a session's token 501 (revoked), 502 (the session no
      longer exists) and 503 (expired), by the service clock.
    * Rate limits: a valid token identifies its User Profile, so the request is counted
      against that profile's limit (`x-rate-limit`) in a window of its own for the page
      (own rule, inferred): anyone holding the address could otherwise use up the owner's
      API requests. Page loads never count in the profile's API window, and their 429s
      never count towards its suspension (`x-rate-limit.suspension`). The answer carries
      the headers of the page window; refused tokens come before a profile is known (no
      headers), as a refused API key.

    Args:
        jwt (str):
        domain (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        client=client,
        jwt=jwt,
        domain=domain,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    jwt: str,
    domain: str | Unset = UNSET,
) -> Response[Error | str]:
    """Open the social-account linking page

     The social-account linking page of a User Profile, opened with a token signed by
    `generate_jwt` or `create_link_session` (their answers' `url` is this page with the
    token in `jwt` and, when given, the white-label `domain`). The real service serves it
    at https://profile.ayrshare.com (SDK: generateJWT's `url`); this spec
    serves it under the base URL (inferred), so the toolkit's client, docs and contract
    suite know it.

    * No API key: the token is the credential (`security: []`), and the page is meant for
      the end user's browser.
    * 200 (HTML) for a token the service signed that is still valid: a `generate_jwt`
      token until its `expiresIn` minutes have passed, a `create_link_session` token while
      its session is open. The page lists the networks the token allows (`allowedSocial`,
      all when absent) under the User Profile's title.
    * 401 code 441 for a token the service did not sign (altered, forged, or not a token)
      or whose User Profile no longer exists (a `generate_jwt` token); 442 for an expired
      `generate_jwt` token; for a session's token 501 (revoked), 502 (the session no
      longer exists) and 503 (expired), by the service clock.
    * Rate limits: a valid token identifies its User Profile, so the request is counted
      against that profile's limit (`x-rate-limit`) in a window of its own for the page
      (own rule, inferred): anyone holding the address could otherwise use up the owner's
      API requests. Page loads never count in the profile's API window, and their 429s
      never count towards its suspension (`x-rate-limit.suspension`). The answer carries
      the headers of the page window; refused tokens come before a profile is known (no
      headers), as a refused API key.

    Args:
        jwt (str):
        domain (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        jwt=jwt,
        domain=domain,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    jwt: str,
    domain: str | Unset = UNSET,
) -> Error | str | None:
    """Open the social-account linking page

     The social-account linking page of a User Profile, opened with a token signed by
    `generate_jwt` or `create_link_session` (their answers' `url` is this page with the
    token in `jwt` and, when given, the white-label `domain`). The real service serves it
    at https://profile.ayrshare.com (SDK: generateJWT's `url`); this spec
    serves it under the base URL (inferred), so the toolkit's client, docs and contract
    suite know it.

    * No API key: the token is the credential (`security: []`), and the page is meant for
      the end user's browser.
    * 200 (HTML) for a token the service signed that is still valid: a `generate_jwt`
      token until its `expiresIn` minutes have passed, a `create_link_session` token while
      its session is open. The page lists the networks the token allows (`allowedSocial`,
      all when absent) under the User Profile's title.
    * 401 code 441 for a token the service did not sign (altered, forged, or not a token)
      or whose User Profile no longer exists (a `generate_jwt` token); 442 for an expired
      `generate_jwt` token; for a session's token 501 (revoked), 502 (the session no
      longer exists) and 503 (expired), by the service clock.
    * Rate limits: a valid token identifies its User Profile, so the request is counted
      against that profile's limit (`x-rate-limit`) in a window of its own for the page
      (own rule, inferred): anyone holding the address could otherwise use up the owner's
      API requests. Page loads never count in the profile's API window, and their 429s
      never count towards its suspension (`x-rate-limit.suspension`). The answer carries
      the headers of the page window; refused tokens come before a profile is known (no
      headers), as a refused API key.

    Args:
        jwt (str):
        domain (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            client=client,
            jwt=jwt,
            domain=domain,
        )
    ).parsed
