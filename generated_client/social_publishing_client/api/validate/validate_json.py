from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.json_validation import JsonValidation
from ...models.json_validation_request import JsonValidationRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: JsonValidationRequest | str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/validate/json",
    }

    if isinstance(body, JsonValidationRequest):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"
    if isinstance(body, str):
        _kwargs["content"] = body.encode("utf-8")
        headers["Content-Type"] = "text/plain"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | JsonValidation | None:
    if response.status_code == 200:
        response_200 = JsonValidation.from_dict(response.json())

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
) -> Response[Error | JsonValidation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JsonValidationRequest | str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | JsonValidation]:
    """Check that a text is valid JSON

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
       source), kept for existing clients. The service's page shows only the first: a client that must
    work
       against the service as well sends `text/plain`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (JsonValidationRequest): The `application/json` body of `validate_json` (an inferred
            form kept for existing clients; the page's
            canonical form is the `text/plain` body `JsonText`).
        body (str): The JSON text to check (RFC 8259): the whole `text/plain` body of
            `validate_json` (DOCS
            validate-json), or the `json` field of its `application/json` body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JsonValidation]
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
    body: JsonValidationRequest | str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | JsonValidation | None:
    """Check that a text is valid JSON

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
       source), kept for existing clients. The service's page shows only the first: a client that must
    work
       against the service as well sends `text/plain`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (JsonValidationRequest): The `application/json` body of `validate_json` (an inferred
            form kept for existing clients; the page's
            canonical form is the `text/plain` body `JsonText`).
        body (str): The JSON text to check (RFC 8259): the whole `text/plain` body of
            `validate_json` (DOCS
            validate-json), or the `json` field of its `application/json` body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JsonValidation
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JsonValidationRequest | str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | JsonValidation]:
    """Check that a text is valid JSON

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
       source), kept for existing clients. The service's page shows only the first: a client that must
    work
       against the service as well sends `text/plain`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (JsonValidationRequest): The `application/json` body of `validate_json` (an inferred
            form kept for existing clients; the page's
            canonical form is the `text/plain` body `JsonText`).
        body (str): The JSON text to check (RFC 8259): the whole `text/plain` body of
            `validate_json` (DOCS
            validate-json), or the `json` field of its `application/json` body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JsonValidation]
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
    body: JsonValidationRequest | str | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | JsonValidation | None:
    """Check that a text is valid JSON

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
       source), kept for existing clients. The service's page shows only the first: a client that must
    work
       against the service as well sends `text/plain`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (JsonValidationRequest): The `application/json` body of `validate_json` (an inferred
            form kept for existing clients; the page's
            canonical form is the `text/plain` body `JsonText`).
        body (str): The JSON text to check (RFC 8259): the whole `text/plain` body of
            `validate_json` (DOCS
            validate-json), or the `json` field of its `application/json` body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JsonValidation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
