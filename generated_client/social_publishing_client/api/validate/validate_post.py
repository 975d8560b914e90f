from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_request import PostRequest
from ...models.post_validation import PostValidation
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostRequest,
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

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/validate/post",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostValidation | None:
    if response.status_code == 200:
        response_200 = PostValidation.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(data: object) -> Error | PostValidation:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = Error.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = PostValidation.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

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
) -> Response[Error | PostValidation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostValidation]:
    """Check a post without posting it

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRequest): Body of `create_post` and `validate_post` (DOCS apis/post/post).
            Unknown fields are
            ignored (`x-conventions`).

            `post` is required unless `randomPost` is `true` (DOCS quickstart, "Testing": "If you use
            the randomPost, the post parameter is not required"); a body with neither is refused with
            code 108. This is a rule of the operations, not a schema `anyOf`/`if`, so that
            openapi-python-client, datamodel-code-generator and schemathesis all read the same object
            with `post` optional (the test-data generators then send bodies without `post`, which the
            server refuses with 108, a rule code, not the shape code 101).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | PostValidation | PostValidation]
    """

    kwargs = _get_kwargs(
        body=body,
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
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostValidation | None:
    """Check a post without posting it

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRequest): Body of `create_post` and `validate_post` (DOCS apis/post/post).
            Unknown fields are
            ignored (`x-conventions`).

            `post` is required unless `randomPost` is `true` (DOCS quickstart, "Testing": "If you use
            the randomPost, the post parameter is not required"); a body with neither is refused with
            code 108. This is a rule of the operations, not a schema `anyOf`/`if`, so that
            openapi-python-client, datamodel-code-generator and schemathesis all read the same object
            with `post` optional (the test-data generators then send bodies without `post`, which the
            server refuses with 108, a rule code, not the shape code 101).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | PostValidation | PostValidation
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Response[Error | PostValidation]:
    """Check a post without posting it

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRequest): Body of `create_post` and `validate_post` (DOCS apis/post/post).
            Unknown fields are
            ignored (`x-conventions`).

            `post` is required unless `randomPost` is `true` (DOCS quickstart, "Testing": "If you use
            the randomPost, the post parameter is not required"); a body with neither is refused with
            code 108. This is a rule of the operations, not a schema `anyOf`/`if`, so that
            openapi-python-client, datamodel-code-generator and schemathesis all read the same object
            with `post` optional (the test-data generators then send bodies without `post`, which the
            server refuses with 108, a rule code, not the shape code 101).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | PostValidation | PostValidation]
    """

    kwargs = _get_kwargs(
        body=body,
        profile_key=profile_key,
        twitter_api_key=twitter_api_key,
        twitter_api_secret=twitter_api_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PostRequest,
    profile_key: str | Unset = UNSET,
    twitter_api_key: str | Unset = UNSET,
    twitter_api_secret: str | Unset = UNSET,
) -> Error | PostValidation | None:
    """Check a post without posting it

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

    Args:
        profile_key (str | Unset):
        twitter_api_key (str | Unset):
        twitter_api_secret (str | Unset):
        body (PostRequest): Body of `create_post` and `validate_post` (DOCS apis/post/post).
            Unknown fields are
            ignored (`x-conventions`).

            `post` is required unless `randomPost` is `true` (DOCS quickstart, "Testing": "If you use
            the randomPost, the post parameter is not required"); a body with neither is refused with
            code 108. This is a rule of the operations, not a schema `anyOf`/`if`, so that
            openapi-python-client, datamodel-code-generator and schemathesis all read the same object
            with `post` optional (the test-data generators then send bodies without `post`, which the
            server refuses with 108, a rule code, not the shape code 101).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | PostValidation | PostValidation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
            twitter_api_key=twitter_api_key,
            twitter_api_secret=twitter_api_secret,
        )
    ).parsed
