"""Look up accounts' public facts by user name (Max Pack).

The `brand` resource of `SocialPublishing` (`BrandResource`) and `AsyncSocialPublishing`
(`AsyncBrandResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

import builtins
from collections.abc import Mapping
from functools import cached_property

from ...client import (
    AsyncAPIClient,
    Operation,
    SyncAPIClient,
    TimeoutTypes,
    async_to_raw_response,
    to_raw_response,
)
from ...models.brand_lookup import BrandLookup
from ...models.platform import Platform
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import get_brand_by_user

_GET_BRAND_BY_USER: Operation[BrandLookup] = Operation(
    "get_brand_by_user",
    "GET",
    get_brand_by_user._get_kwargs,
    get_brand_by_user._parse_response,
    result="BrandLookup",
)


class BrandResource:
    """Look up accounts' public facts by user name (Max Pack).

    The methods of `SocialPublishing.brand`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "BrandResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return BrandResourceWithRawResponse(self)

    def get_by_user(
        self,
        *,
        platforms: builtins.list[Platform],
        instagram_user: str | Unset = UNSET,
        facebook_user: str | Unset = UNSET,
        twitter_user: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> BrandLookup:
        """Look up an account's public facts by user name (`GET /brand/byUser`, get_brand_by_user).

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
        """

        return self._client.call(
            _GET_BRAND_BY_USER,
            {
                "platforms": platforms,
                "instagram_user": instagram_user,
                "facebook_user": facebook_user,
                "twitter_user": twitter_user,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class BrandResourceWithRawResponse:
    """`BrandResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: BrandResource) -> None:
        self.get_by_user = to_raw_response(resource.get_by_user)


class AsyncBrandResource:
    """Look up accounts' public facts by user name (Max Pack).

    The methods of `AsyncSocialPublishing.brand`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncBrandResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncBrandResourceWithRawResponse(self)

    async def get_by_user(
        self,
        *,
        platforms: builtins.list[Platform],
        instagram_user: str | Unset = UNSET,
        facebook_user: str | Unset = UNSET,
        twitter_user: str | Unset = UNSET,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> BrandLookup:
        """Look up an account's public facts by user name (`GET /brand/byUser`, get_brand_by_user).

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
        """

        return await self._client.call(
            _GET_BRAND_BY_USER,
            {
                "platforms": platforms,
                "instagram_user": instagram_user,
                "facebook_user": facebook_user,
                "twitter_user": twitter_user,
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncBrandResourceWithRawResponse:
    """`AsyncBrandResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncBrandResource) -> None:
        self.get_by_user = async_to_raw_response(resource.get_by_user)


__all__ = [
    "AsyncBrandResource",
    "AsyncBrandResourceWithRawResponse",
    "BrandResource",
    "BrandResourceWithRawResponse",
]
