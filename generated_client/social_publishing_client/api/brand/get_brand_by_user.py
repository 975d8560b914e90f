from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.brand_lookup import BrandLookup
from ...models.error import Error
from ...models.platform import Platform
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    platforms: list[Platform],
    instagram_user: str | Unset = UNSET,
    facebook_user: str | Unset = UNSET,
    twitter_user: str | Unset = UNSET,
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

    params: dict[str, Any] = {}

    json_platforms = []
    for platforms_item_data in platforms:
        platforms_item: str = platforms_item_data
        json_platforms.append(platforms_item)

    if not isinstance(json_platforms, Unset):
        params["platforms"] = ",".join(str(item) for item in json_platforms)
    params["instagramUser"] = instagram_user
    params["facebookUser"] = facebook_user
    params["twitterUser"] = twitter_user

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/brand/byUser",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BrandLookup | Error | None:
    if response.status_code == 200:
        response_200 = BrandLookup.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BrandLookup | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    platforms: list[Platform],
    instagram_user: str | Unset = UNSET,
    facebook_user: str | Unset = UNSET,
    twitter_user: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[BrandLookup | Error]:
    """Look up an account's public facts by user name

     Looks up the public facts of accounts by their user names (SDK: `GET
    /brand/byUser` with `platforms[]`, `instagramUser`, `facebookUser`, ...; the official
    SDK's `getBrandByUser`; the answer's shape is not published: own). The page's request
    example asks for `platforms[0]=instagram&platforms[1]=twitter` with `twitterUser` and
    `instagramUser` (see `externalDocs`), so X/Twitter is looked up too.

    * `platforms` names the networks to look up: Instagram, Facebook and X/Twitter
      (`x-networks`; the other networks behind the source's "..." are not known:
      inferred); another network is refused with code 157.
    * Each network named needs its user name parameter (`instagramUser`, `facebookUser`,
      `twitterUser`; 108 otherwise). A user name may be written with a leading `@` (as
      the SDK README's `@handle` form and as users type them); the `@` is not part of
      the name: the answer's `username` and the rule below use the name without it.
    * A lookup on X needs the X own-credential headers from their `x-sunset` date, like
      every request that targets X (419 otherwise).
    * The sandbox rule (no network is contacted): `profileUrl` is the network's entry of
      `x-max-pack.brand.profileUrls` with `{username}` replaced; `followersCount` is the
      first 6 hexadecimal digits of the SHA-256 of `<platform>:<username>` (UTF-8) read as
      an integer. One entry per network, in the order of `platforms`.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        platforms (list[Platform]):
        instagram_user (str | Unset):
        facebook_user (str | Unset):
        twitter_user (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BrandLookup | Error]
    """

    kwargs = _get_kwargs(
        platforms=platforms,
        instagram_user=instagram_user,
        facebook_user=facebook_user,
        twitter_user=twitter_user,
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
    platforms: list[Platform],
    instagram_user: str | Unset = UNSET,
    facebook_user: str | Unset = UNSET,
    twitter_user: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> BrandLookup | Error | None:
    """Look up an account's public facts by user name

     Looks up the public facts of accounts by their user names (SDK: `GET
    /brand/byUser` with `platforms[]`, `instagramUser`, `facebookUser`, ...; the official
    SDK's `getBrandByUser`; the answer's shape is not published: own). The page's request
    example asks for `platforms[0]=instagram&platforms[1]=twitter` with `twitterUser` and
    `instagramUser` (see `externalDocs`), so X/Twitter is looked up too.

    * `platforms` names the networks to look up: Instagram, Facebook and X/Twitter
      (`x-networks`; the other networks behind the source's "..." are not known:
      inferred); another network is refused with code 157.
    * Each network named needs its user name parameter (`instagramUser`, `facebookUser`,
      `twitterUser`; 108 otherwise). A user name may be written with a leading `@` (as
      the SDK README's `@handle` form and as users type them); the `@` is not part of
      the name: the answer's `username` and the rule below use the name without it.
    * A lookup on X needs the X own-credential headers from their `x-sunset` date, like
      every request that targets X (419 otherwise).
    * The sandbox rule (no network is contacted): `profileUrl` is the network's entry of
      `x-max-pack.brand.profileUrls` with `{username}` replaced; `followersCount` is the
      first 6 hexadecimal digits of the SHA-256 of `<platform>:<username>` (UTF-8) read as
      an integer. One entry per network, in the order of `platforms`.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        platforms (list[Platform]):
        instagram_user (str | Unset):
        facebook_user (str | Unset):
        twitter_user (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BrandLookup | Error
    """

    return sync_detailed(
        client=client,
        platforms=platforms,
        instagram_user=instagram_user,
        facebook_user=facebook_user,
        twitter_user=twitter_user,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    platforms: list[Platform],
    instagram_user: str | Unset = UNSET,
    facebook_user: str | Unset = UNSET,
    twitter_user: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[BrandLookup | Error]:
    """Look up an account's public facts by user name

     Looks up the public facts of accounts by their user names (SDK: `GET
    /brand/byUser` with `platforms[]`, `instagramUser`, `facebookUser`, ...; the official
    SDK's `getBrandByUser`; the answer's shape is not published: own). The page's request
    example asks for `platforms[0]=instagram&platforms[1]=twitter` with `twitterUser` and
    `instagramUser` (see `externalDocs`), so X/Twitter is looked up too.

    * `platforms` names the networks to look up: Instagram, Facebook and X/Twitter
      (`x-networks`; the other networks behind the source's "..." are not known:
      inferred); another network is refused with code 157.
    * Each network named needs its user name parameter (`instagramUser`, `facebookUser`,
      `twitterUser`; 108 otherwise). A user name may be written with a leading `@` (as
      the SDK README's `@handle` form and as users type them); the `@` is not part of
      the name: the answer's `username` and the rule below use the name without it.
    * A lookup on X needs the X own-credential headers from their `x-sunset` date, like
      every request that targets X (419 otherwise).
    * The sandbox rule (no network is contacted): `profileUrl` is the network's entry of
      `x-max-pack.brand.profileUrls` with `{username}` replaced; `followersCount` is the
      first 6 hexadecimal digits of the SHA-256 of `<platform>:<username>` (UTF-8) read as
      an integer. One entry per network, in the order of `platforms`.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        platforms (list[Platform]):
        instagram_user (str | Unset):
        facebook_user (str | Unset):
        twitter_user (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BrandLookup | Error]
    """

    kwargs = _get_kwargs(
        platforms=platforms,
        instagram_user=instagram_user,
        facebook_user=facebook_user,
        twitter_user=twitter_user,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    platforms: list[Platform],
    instagram_user: str | Unset = UNSET,
    facebook_user: str | Unset = UNSET,
    twitter_user: str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> BrandLookup | Error | None:
    """Look up an account's public facts by user name

     Looks up the public facts of accounts by their user names (SDK: `GET
    /brand/byUser` with `platforms[]`, `instagramUser`, `facebookUser`, ...; the official
    SDK's `getBrandByUser`; the answer's shape is not published: own). The page's request
    example asks for `platforms[0]=instagram&platforms[1]=twitter` with `twitterUser` and
    `instagramUser` (see `externalDocs`), so X/Twitter is looked up too.

    * `platforms` names the networks to look up: Instagram, Facebook and X/Twitter
      (`x-networks`; the other networks behind the source's "..." are not known:
      inferred); another network is refused with code 157.
    * Each network named needs its user name parameter (`instagramUser`, `facebookUser`,
      `twitterUser`; 108 otherwise). A user name may be written with a leading `@` (as
      the SDK README's `@handle` form and as users type them); the `@` is not part of
      the name: the answer's `username` and the rule below use the name without it.
    * A lookup on X needs the X own-credential headers from their `x-sunset` date, like
      every request that targets X (419 otherwise).
    * The sandbox rule (no network is contacted): `profileUrl` is the network's entry of
      `x-max-pack.brand.profileUrls` with `{username}` replaced; `followersCount` is the
      first 6 hexadecimal digits of the SHA-256 of `<platform>:<username>` (UTF-8) read as
      an integer. One entry per network, in the order of `platforms`.

    Needs the Max Pack add-on (`x-add-ons`).

    Args:
        platforms (list[Platform]):
        instagram_user (str | Unset):
        facebook_user (str | Unset):
        twitter_user (str | Unset):
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BrandLookup | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            platforms=platforms,
            instagram_user=instagram_user,
            facebook_user=facebook_user,
            twitter_user=twitter_user,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
