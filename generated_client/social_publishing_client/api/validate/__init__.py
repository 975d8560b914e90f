"""Check posts, text lengths, JSON and moderation before posting (Max Pack).

The `validate` resource of `SocialPublishing` (`ValidateResource`) and `AsyncSocialPublishing`
(`AsyncValidateResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

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
from ...models.json_validation import JsonValidation
from ...models.json_validation_request import JsonValidationRequest
from ...models.moderation import Moderation
from ...models.moderation_request import ModerationRequest
from ...models.post_length_request import PostLengthRequest
from ...models.post_length_validation import PostLengthValidation
from ...models.post_request import PostRequest
from ...models.post_validation import PostValidation
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import validate_json, validate_moderation, validate_post, validate_post_length

_VALIDATE_POST: Operation[PostValidation] = Operation(
    "validate_post",
    "POST",
    validate_post._get_kwargs,
    validate_post._parse_response,
    result="PostValidation",
)
_VALIDATE_POST_LENGTH: Operation[PostLengthValidation] = Operation(
    "validate_post_length",
    "POST",
    validate_post_length._get_kwargs,
    validate_post_length._parse_response,
    result="PostLengthValidation",
)
_VALIDATE_JSON: Operation[JsonValidation] = Operation(
    "validate_json",
    "POST",
    validate_json._get_kwargs,
    validate_json._parse_response,
    result="JsonValidation",
)
_VALIDATE_MODERATION: Operation[Moderation] = Operation(
    "validate_moderation",
    "POST",
    validate_moderation._get_kwargs,
    validate_moderation._parse_response,
    result="Moderation",
)


class ValidateResource:
    """Check posts, text lengths, JSON and moderation before posting (Max Pack).

    The methods of `SocialPublishing.validate`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "ValidateResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return ValidateResourceWithRawResponse(self)

    def post(
        self,
        body: PostRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostValidation:
        """Check a post without posting it (`POST /validate/post`, validate_post).

        Checks a `create_post` body as `create_post` would, without posting or storing anything
        (SDK: `POST /validate/post`; the answer's shape is not published: own).

        * The body is the `create_post` body and is refused as that one is: not valid (101,
          112), neither `post` nor `randomPost: true` (108), a past `scheduleDate` (152),
          expired uploaded media (153), `twitter` without the X own-credential headers (419).
          The testing flags (`randomPost`, `randomMediaUrl`, ...) act as in `create_post`: the
          written text and media are what is checked.
        * Then each network gets its own outcome, as `errors` entries with `action: validate`:
          a network not linked to the acting profile (156), and a text longer than the
          network's limit in `x-max-pack.textLimits` (710, with `length` and `maxLength`;
          characters are Unicode code points). With `platforms: all` the linked networks are
          checked.
        * With no entry the answer is HTTP 200 with `valid: true` and `status: success`; else
          HTTP 400 with the full result (`valid: false`, `status: error`, the entries).

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour (no AI, no
        network is contacted): see `x-max-pack`.
        """

        return self._client.call(
            _VALIDATE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def post_length(
        self,
        body: PostLengthRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostLengthValidation:
        """Measure a text against each network's length limit (`POST /validate/postLength`, validate_post_length).

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
        """

        return self._client.call(
            _VALIDATE_POST_LENGTH,
            {
                "profile_key": profile_key,
                "body": as_body(body, PostLengthRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def json(
        self,
        body: JsonValidationRequest | str | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> JsonValidation:
        """Check that a text is valid JSON (`POST /validate/json`, validate_json).

        Says whether a text is valid JSON (RFC 8259: one value; `NaN`, `Infinity` and trailing
        text are not JSON) and, when not, where it first fails (`line` and `column` from 1, and
        a `message`); a valid text is answered with `x-validate.validMessage` (DOCS
        validate-json's `{status: "success", message: "Valid JSON. Nice Job!"}`). SDK:
        `POST /validate/json`; `valid`, `line` and `column` are own.

        The text comes in one of two body forms, told apart by `Content-Type`:

        1. `text/plain` (canonical): the body is the text itself, UTF-8 (or the header's
           `charset`), as DOCS validate-json sends it ("Send data as text", `"Content-Type":
           "text/plain"`). A body that is not text in that charset is refused (101).
        2. `application/json`: `{"json": "<the text>"}`, an inferred form (no
           source), kept for existing clients. The service's page shows only the first: a client
        that must work
           against the service as well sends `text/plain`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _VALIDATE_JSON,
            {
                "profile_key": profile_key,
                "body": as_body(body, JsonValidationRequest, str),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def moderation(
        self,
        body: ModerationRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Moderation:
        """Check a text against the moderation word lists (`POST /validate/moderation`, validate_moderation).

        Flags the words of `text` that are in a moderation category (SDK:
        `POST /validate/moderation`; the shapes are not published: own).

        The sandbox rule (no AI): the text's words are its maximal runs of letters and digits;
        a word matches when, case-folded, it equals a word of a category of
        `x-max-pack.moderation`. Every match is listed in text order with its offset;
        `categories` lists the categories matched, sorted; `flagged` is true when there is a
        match.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return self._client.call(
            _VALIDATE_MODERATION,
            {
                "profile_key": profile_key,
                "body": as_body(body, ModerationRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class ValidateResourceWithRawResponse:
    """`ValidateResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: ValidateResource) -> None:
        self.post = to_raw_response(resource.post)
        self.post_length = to_raw_response(resource.post_length)
        self.json = to_raw_response(resource.json)
        self.moderation = to_raw_response(resource.moderation)


class AsyncValidateResource:
    """Check posts, text lengths, JSON and moderation before posting (Max Pack).

    The methods of `AsyncSocialPublishing.validate`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncValidateResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncValidateResourceWithRawResponse(self)

    async def post(
        self,
        body: PostRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        twitter_api_key: str | Unset = UNSET,
        twitter_api_secret: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostValidation:
        """Check a post without posting it (`POST /validate/post`, validate_post).

        Checks a `create_post` body as `create_post` would, without posting or storing anything
        (SDK: `POST /validate/post`; the answer's shape is not published: own).

        * The body is the `create_post` body and is refused as that one is: not valid (101,
          112), neither `post` nor `randomPost: true` (108), a past `scheduleDate` (152),
          expired uploaded media (153), `twitter` without the X own-credential headers (419).
          The testing flags (`randomPost`, `randomMediaUrl`, ...) act as in `create_post`: the
          written text and media are what is checked.
        * Then each network gets its own outcome, as `errors` entries with `action: validate`:
          a network not linked to the acting profile (156), and a text longer than the
          network's limit in `x-max-pack.textLimits` (710, with `length` and `maxLength`;
          characters are Unicode code points). With `platforms: all` the linked networks are
          checked.
        * With no entry the answer is HTTP 200 with `valid: true` and `status: success`; else
          HTTP 400 with the full result (`valid: false`, `status: error`, the entries).

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour (no AI, no
        network is contacted): see `x-max-pack`.
        """

        return await self._client.call(
            _VALIDATE_POST,
            {
                "profile_key": profile_key,
                "twitter_api_key": twitter_api_key,
                "twitter_api_secret": twitter_api_secret,
                "body": as_body(body, PostRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def post_length(
        self,
        body: PostLengthRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> PostLengthValidation:
        """Measure a text against each network's length limit (`POST /validate/postLength`, validate_post_length).

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
        """

        return await self._client.call(
            _VALIDATE_POST_LENGTH,
            {
                "profile_key": profile_key,
                "body": as_body(body, PostLengthRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def json(
        self,
        body: JsonValidationRequest | str | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> JsonValidation:
        """Check that a text is valid JSON (`POST /validate/json`, validate_json).

        Says whether a text is valid JSON (RFC 8259: one value; `NaN`, `Infinity` and trailing
        text are not JSON) and, when not, where it first fails (`line` and `column` from 1, and
        a `message`); a valid text is answered with `x-validate.validMessage` (DOCS
        validate-json's `{status: "success", message: "Valid JSON. Nice Job!"}`). SDK:
        `POST /validate/json`; `valid`, `line` and `column` are own.

        The text comes in one of two body forms, told apart by `Content-Type`:

        1. `text/plain` (canonical): the body is the text itself, UTF-8 (or the header's
           `charset`), as DOCS validate-json sends it ("Send data as text", `"Content-Type":
           "text/plain"`). A body that is not text in that charset is refused (101).
        2. `application/json`: `{"json": "<the text>"}`, an inferred form (no
           source), kept for existing clients. The service's page shows only the first: a client
        that must work
           against the service as well sends `text/plain`.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _VALIDATE_JSON,
            {
                "profile_key": profile_key,
                "body": as_body(body, JsonValidationRequest, str),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def moderation(
        self,
        body: ModerationRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> Moderation:
        """Check a text against the moderation word lists (`POST /validate/moderation`, validate_moderation).

        Flags the words of `text` that are in a moderation category (SDK:
        `POST /validate/moderation`; the shapes are not published: own).

        The sandbox rule (no AI): the text's words are its maximal runs of letters and digits;
        a word matches when, case-folded, it equals a word of a category of
        `x-max-pack.moderation`. Every match is listed in text order with its offset;
        `categories` lists the categories matched, sorted; `flagged` is true when there is a
        match.

        Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
        `x-max-pack`.
        """

        return await self._client.call(
            _VALIDATE_MODERATION,
            {
                "profile_key": profile_key,
                "body": as_body(body, ModerationRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncValidateResourceWithRawResponse:
    """`AsyncValidateResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncValidateResource) -> None:
        self.post = async_to_raw_response(resource.post)
        self.post_length = async_to_raw_response(resource.post_length)
        self.json = async_to_raw_response(resource.json)
        self.moderation = async_to_raw_response(resource.moderation)


__all__ = [
    "AsyncValidateResource",
    "AsyncValidateResourceWithRawResponse",
    "ValidateResource",
    "ValidateResourceWithRawResponse",
]
