from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.sentiment import Sentiment
from ...models.sentiment_request import SentimentRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SentimentRequest,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/generate/sentiment",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Sentiment | None:
    if response.status_code == 200:
        response_200 = Sentiment.from_dict(response.json())

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
) -> Response[Error | Sentiment]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SentimentRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | Sentiment]:
    """Judge the sentiment of a text

     Judges the sentiment of `text` (SDK: the SDK sends `POST
    /generate/sentiment`, ONE lists `/generate/sentiments` (CONFLICT; the SDK's path is
    described); the answer's shape is not published: own).

    The sandbox rule (no AI): the text's words (maximal runs of letters and digits) are
    case-folded and counted in `x-max-pack.generate.sentiment.positive` and `.negative` (each
    occurrence counts); `score` is (positive - negative) / (positive + negative), 0 when both
    are 0; `sentiment` is `positive` above 0, `negative` below 0, else `neutral`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (SentimentRequest): Body of `generate_sentiment` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Sentiment]
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
    body: SentimentRequest,
    profile_key: str | Unset = UNSET,
) -> Error | Sentiment | None:
    """Judge the sentiment of a text

     Judges the sentiment of `text` (SDK: the SDK sends `POST
    /generate/sentiment`, ONE lists `/generate/sentiments` (CONFLICT; the SDK's path is
    described); the answer's shape is not published: own).

    The sandbox rule (no AI): the text's words (maximal runs of letters and digits) are
    case-folded and counted in `x-max-pack.generate.sentiment.positive` and `.negative` (each
    occurrence counts); `score` is (positive - negative) / (positive + negative), 0 when both
    are 0; `sentiment` is `positive` above 0, `negative` below 0, else `neutral`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (SentimentRequest): Body of `generate_sentiment` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Sentiment
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SentimentRequest,
    profile_key: str | Unset = UNSET,
) -> Response[Error | Sentiment]:
    """Judge the sentiment of a text

     Judges the sentiment of `text` (SDK: the SDK sends `POST
    /generate/sentiment`, ONE lists `/generate/sentiments` (CONFLICT; the SDK's path is
    described); the answer's shape is not published: own).

    The sandbox rule (no AI): the text's words (maximal runs of letters and digits) are
    case-folded and counted in `x-max-pack.generate.sentiment.positive` and `.negative` (each
    occurrence counts); `score` is (positive - negative) / (positive + negative), 0 when both
    are 0; `sentiment` is `positive` above 0, `negative` below 0, else `neutral`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (SentimentRequest): Body of `generate_sentiment` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Sentiment]
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
    body: SentimentRequest,
    profile_key: str | Unset = UNSET,
) -> Error | Sentiment | None:
    """Judge the sentiment of a text

     Judges the sentiment of `text` (SDK: the SDK sends `POST
    /generate/sentiment`, ONE lists `/generate/sentiments` (CONFLICT; the SDK's path is
    described); the answer's shape is not published: own).

    The sandbox rule (no AI): the text's words (maximal runs of letters and digits) are
    case-folded and counted in `x-max-pack.generate.sentiment.positive` and `.negative` (each
    occurrence counts); `score` is (positive - negative) / (positive + negative), 0 when both
    are 0; `sentiment` is `positive` above 0, `negative` below 0, else `neutral`.

    Needs the Max Pack add-on (`x-add-ons`). Deterministic sandbox behaviour: see
    `x-max-pack`.

    Args:
        profile_key (str | Unset):
        body (SentimentRequest): Body of `generate_sentiment` (SDK).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Sentiment
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
