"""User Profiles that act for separate clients of the account.

The `profiles` resource of `SocialPublishing` (`ProfilesResource`) and `AsyncSocialPublishing`
(`AsyncProfilesResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

import builtins
from collections.abc import Mapping
from functools import cached_property
from typing import Any

from ...client import (
    AsyncAPIClient,
    Operation,
    SyncAPIClient,
    TimeoutTypes,
    as_body,
    async_to_raw_response,
    to_raw_response,
)
from ...models.jwt_created import JwtCreated
from ...models.jwt_request import JwtRequest
from ...models.link_session_created import LinkSessionCreated
from ...models.link_session_request import LinkSessionRequest
from ...models.platform import Platform
from ...models.profile_created import ProfileCreated
from ...models.profile_creation import ProfileCreation
from ...models.profile_deleted import ProfileDeleted
from ...models.profile_deletion import ProfileDeletion
from ...models.profile_list import ProfileList
from ...models.profile_update import ProfileUpdate
from ...models.profile_updated import ProfileUpdated
from ...models.social_unlink_request import SocialUnlinkRequest
from ...models.social_unlinked import SocialUnlinked
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    create_link_session,
    create_profile,
    delete_profile,
    generate_jwt,
    list_profiles,
    open_linking_page,
    unlink_social,
    update_profile,
)

_LIST_PROFILES: Operation[ProfileList] = Operation(
    "list_profiles",
    "GET",
    list_profiles._get_kwargs,
    list_profiles._parse_response,
    result="ProfileList",
)
_CREATE_PROFILE: Operation[ProfileCreated] = Operation(
    "create_profile",
    "POST",
    create_profile._get_kwargs,
    create_profile._parse_response,
    result="ProfileCreated",
)
_DELETE_PROFILE: Operation[ProfileDeleted] = Operation(
    "delete_profile",
    "DELETE",
    delete_profile._get_kwargs,
    delete_profile._parse_response,
    result="ProfileDeleted",
)
_UPDATE_PROFILE: Operation[ProfileUpdated] = Operation(
    "update_profile",
    "PATCH",
    update_profile._get_kwargs,
    update_profile._parse_response,
    result="ProfileUpdated",
)
_UNLINK_SOCIAL: Operation[SocialUnlinked] = Operation(
    "unlink_social",
    "DELETE",
    unlink_social._get_kwargs,
    unlink_social._parse_response,
    result="SocialUnlinked",
)
_GENERATE_JWT: Operation[JwtCreated] = Operation(
    "generate_jwt",
    "POST",
    generate_jwt._get_kwargs,
    generate_jwt._parse_response,
    result="JwtCreated",
)
_CREATE_LINK_SESSION: Operation[LinkSessionCreated] = Operation(
    "create_link_session",
    "POST",
    create_link_session._get_kwargs,
    create_link_session._parse_response,
    result="LinkSessionCreated",
)
_OPEN_LINKING_PAGE: Operation[str] = Operation(
    "open_linking_page",
    "GET",
    open_linking_page._get_kwargs,
    open_linking_page._parse_response,
    result="str",
    public=True,
)


class ProfilesResource:
    """User Profiles that act for separate clients of the account.

    The methods of `SocialPublishing.profiles`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "ProfilesResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return ProfilesResourceWithRawResponse(self)

    def list(
        self,
        *,
        title: str | Unset = UNSET,
        ref_id: str | Unset = UNSET,
        has_active_social_accounts: bool | Unset = UNSET,
        includes_active_social_accounts: builtins.list[Platform] | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileList:
        """List User Profiles (`GET /profiles`, list_profiles).

        Lists the account's User Profiles, oldest first, filtered by the query parameters (all
        given filters apply). Profile Keys are never returned here; the Primary Profile is not
        listed. `lastUpdated` is when the list was read (the service clock) and `nextUpdate`
        `x-refresh-seconds` later (the docs' example: 5 minutes). Source: DOCS
        apis/profiles/get-profiles.
        """

        return self._client.call(
            _LIST_PROFILES,
            {
                "title": title,
                "ref_id": ref_id,
                "has_active_social_accounts": has_active_social_accounts,
                "includes_active_social_accounts": includes_active_social_accounts,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def create(
        self,
        body: ProfileCreation | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileCreated:
        """Create a User Profile (`POST /profiles`, create_profile).

        Creates a User Profile that acts for a separate client of the account. The response
        carries the profile's `profileKey`: the only time it is returned; send it in the
        `Profile-Key` header to act for the profile. Titles are unique (code 146). Source: DOCS
        apis/profiles/create-profile.
        """

        return self._client.call(
            _CREATE_PROFILE,
            {
                "body": as_body(body, ProfileCreation),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def delete(
        self,
        body: ProfileDeletion | Mapping[str, Any] | Unset = UNSET,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileDeleted:
        """Delete a User Profile (`DELETE /profiles`, delete_profile).

        Deletes a User Profile, named by `profileKey`, `title` (exact, case-sensitive) or `refId`
        in the body, else by the `Profile-Key` header (see `ProfileDeletion`); with the header,
        whatever the body names must be the header's profile (else 162: a Profile Key acts for
        its own profile only; own rule, DOCS name the profile by the header). Its Profile Key
        is revoked at once (later use gets code 104) and its hooks, history, posts and media go
        with it. The body may be left out when the header names the profile. Source: DOCS
        apis/profiles/delete-profile (`refId` is this service's own form).
        """

        return self._client.call(
            _DELETE_PROFILE,
            {
                "profile_key": profile_key,
                "body": body if isinstance(body, Unset) else as_body(body, ProfileDeletion),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def update(
        self,
        body: ProfileUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileUpdated:
        """Update a User Profile (`PATCH /profiles`, update_profile).

        Updates the title and settings of a User Profile, named by the `Profile-Key` header
        (canonical) or by `profileKey` in the body (as the SDKs and an earlier version of the
        page send it; DOCS https://www.ayrshare.com/docs/apis/profiles/update-profile). With
        both, they must name the same profile (code 162); an unknown body key gets code 104 like
        an unknown header; neither gets code 162 too (the Primary Profile is not updated here).
        The title stays unique (code 146); settings not sent keep their values.
        """

        return self._client.call(
            _UPDATE_PROFILE,
            {
                "profile_key": profile_key,
                "body": as_body(body, ProfileUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def unlink_social(
        self,
        body: SocialUnlinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> SocialUnlinked:
        """Unlink a social network (`DELETE /profiles/social`, unlink_social).

        Unlinks `platform` from the acting profile (the User Profile of `Profile-Key`, else the
        Primary Profile). Sources: SDK (`DELETE /profiles/social` with
        `{platform}`), DOCS apis/profiles/unlink-social-network, SDK-PY `unlinkSocial`.

        * When the network was linked, it is unlinked and, if the profile has a `social` hook,
          a `social` event with `type: unlink` is sent to it (see `webhooks.social`), as when
          the account is unlinked in the dashboard.
        * A network that is not linked is not refused: the answer is the same 200 and nothing
          is sent (DOCS: "A successful 200 response will be returned even if the platform is
          not linked"; code 156 is therefore not used here).
        """

        return self._client.call(
            _UNLINK_SOCIAL,
            {
                "profile_key": profile_key,
                "body": as_body(body, SocialUnlinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def generate_jwt(
        self,
        body: JwtRequest | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> JwtCreated:
        """Sign a token for the social-account linking page (`POST /profiles/generateJWT`, generate_jwt).

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
        """

        return self._client.call(
            _GENERATE_JWT,
            {
                "body": as_body(body, JwtRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def create_link_session(
        self,
        body: LinkSessionRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkSessionCreated:
        """Open a linking session for a User Profile (`POST /profiles/link-sessions`, create_link_session).

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
        """

        return self._client.call(
            _CREATE_LINK_SESSION,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkSessionRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def open_linking_page(
        self,
        *,
        jwt: str,
        domain: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> str:
        """Open the social-account linking page (`GET /social-accounts`, open_linking_page).

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
        """

        return self._client.call(
            _OPEN_LINKING_PAGE,
            {
                "jwt": jwt,
                "domain": domain,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class ProfilesResourceWithRawResponse:
    """`ProfilesResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: ProfilesResource) -> None:
        self.list = to_raw_response(resource.list)
        self.create = to_raw_response(resource.create)
        self.delete = to_raw_response(resource.delete)
        self.update = to_raw_response(resource.update)
        self.unlink_social = to_raw_response(resource.unlink_social)
        self.generate_jwt = to_raw_response(resource.generate_jwt)
        self.create_link_session = to_raw_response(resource.create_link_session)
        self.open_linking_page = to_raw_response(resource.open_linking_page)


class AsyncProfilesResource:
    """User Profiles that act for separate clients of the account.

    The methods of `AsyncSocialPublishing.profiles`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncProfilesResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncProfilesResourceWithRawResponse(self)

    async def list(
        self,
        *,
        title: str | Unset = UNSET,
        ref_id: str | Unset = UNSET,
        has_active_social_accounts: bool | Unset = UNSET,
        includes_active_social_accounts: builtins.list[Platform] | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileList:
        """List User Profiles (`GET /profiles`, list_profiles).

        Lists the account's User Profiles, oldest first, filtered by the query parameters (all
        given filters apply). Profile Keys are never returned here; the Primary Profile is not
        listed. `lastUpdated` is when the list was read (the service clock) and `nextUpdate`
        `x-refresh-seconds` later (the docs' example: 5 minutes). Source: DOCS
        apis/profiles/get-profiles.
        """

        return await self._client.call(
            _LIST_PROFILES,
            {
                "title": title,
                "ref_id": ref_id,
                "has_active_social_accounts": has_active_social_accounts,
                "includes_active_social_accounts": includes_active_social_accounts,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def create(
        self,
        body: ProfileCreation | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileCreated:
        """Create a User Profile (`POST /profiles`, create_profile).

        Creates a User Profile that acts for a separate client of the account. The response
        carries the profile's `profileKey`: the only time it is returned; send it in the
        `Profile-Key` header to act for the profile. Titles are unique (code 146). Source: DOCS
        apis/profiles/create-profile.
        """

        return await self._client.call(
            _CREATE_PROFILE,
            {
                "body": as_body(body, ProfileCreation),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def delete(
        self,
        body: ProfileDeletion | Mapping[str, Any] | Unset = UNSET,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileDeleted:
        """Delete a User Profile (`DELETE /profiles`, delete_profile).

        Deletes a User Profile, named by `profileKey`, `title` (exact, case-sensitive) or `refId`
        in the body, else by the `Profile-Key` header (see `ProfileDeletion`); with the header,
        whatever the body names must be the header's profile (else 162: a Profile Key acts for
        its own profile only; own rule, DOCS name the profile by the header). Its Profile Key
        is revoked at once (later use gets code 104) and its hooks, history, posts and media go
        with it. The body may be left out when the header names the profile. Source: DOCS
        apis/profiles/delete-profile (`refId` is this service's own form).
        """

        return await self._client.call(
            _DELETE_PROFILE,
            {
                "profile_key": profile_key,
                "body": body if isinstance(body, Unset) else as_body(body, ProfileDeletion),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def update(
        self,
        body: ProfileUpdate | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ProfileUpdated:
        """Update a User Profile (`PATCH /profiles`, update_profile).

        Updates the title and settings of a User Profile, named by the `Profile-Key` header
        (canonical) or by `profileKey` in the body (as the SDKs and an earlier version of the
        page send it; DOCS https://www.ayrshare.com/docs/apis/profiles/update-profile). With
        both, they must name the same profile (code 162); an unknown body key gets code 104 like
        an unknown header; neither gets code 162 too (the Primary Profile is not updated here).
        The title stays unique (code 146); settings not sent keep their values.
        """

        return await self._client.call(
            _UPDATE_PROFILE,
            {
                "profile_key": profile_key,
                "body": as_body(body, ProfileUpdate),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def unlink_social(
        self,
        body: SocialUnlinkRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> SocialUnlinked:
        """Unlink a social network (`DELETE /profiles/social`, unlink_social).

        Unlinks `platform` from the acting profile (the User Profile of `Profile-Key`, else the
        Primary Profile). Sources: SDK (`DELETE /profiles/social` with
        `{platform}`), DOCS apis/profiles/unlink-social-network, SDK-PY `unlinkSocial`.

        * When the network was linked, it is unlinked and, if the profile has a `social` hook,
          a `social` event with `type: unlink` is sent to it (see `webhooks.social`), as when
          the account is unlinked in the dashboard.
        * A network that is not linked is not refused: the answer is the same 200 and nothing
          is sent (DOCS: "A successful 200 response will be returned even if the platform is
          not linked"; code 156 is therefore not used here).
        """

        return await self._client.call(
            _UNLINK_SOCIAL,
            {
                "profile_key": profile_key,
                "body": as_body(body, SocialUnlinkRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def generate_jwt(
        self,
        body: JwtRequest | Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> JwtCreated:
        """Sign a token for the social-account linking page (`POST /profiles/generateJWT`, generate_jwt).

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
        """

        return await self._client.call(
            _GENERATE_JWT,
            {
                "body": as_body(body, JwtRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def create_link_session(
        self,
        body: LinkSessionRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> LinkSessionCreated:
        """Open a linking session for a User Profile (`POST /profiles/link-sessions`, create_link_session).

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
        """

        return await self._client.call(
            _CREATE_LINK_SESSION,
            {
                "profile_key": profile_key,
                "body": as_body(body, LinkSessionRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def open_linking_page(
        self,
        *,
        jwt: str,
        domain: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> str:
        """Open the social-account linking page (`GET /social-accounts`, open_linking_page).

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
        """

        return await self._client.call(
            _OPEN_LINKING_PAGE,
            {
                "jwt": jwt,
                "domain": domain,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncProfilesResourceWithRawResponse:
    """`AsyncProfilesResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncProfilesResource) -> None:
        self.list = async_to_raw_response(resource.list)
        self.create = async_to_raw_response(resource.create)
        self.delete = async_to_raw_response(resource.delete)
        self.update = async_to_raw_response(resource.update)
        self.unlink_social = async_to_raw_response(resource.unlink_social)
        self.generate_jwt = async_to_raw_response(resource.generate_jwt)
        self.create_link_session = async_to_raw_response(resource.create_link_session)
        self.open_linking_page = async_to_raw_response(resource.open_linking_page)


__all__ = [
    "AsyncProfilesResource",
    "AsyncProfilesResourceWithRawResponse",
    "ProfilesResource",
    "ProfilesResourceWithRawResponse",
]
