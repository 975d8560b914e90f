from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.review_action_answer import ReviewActionAnswer
from ...models.review_reply_deletion import ReviewReplyDeletion
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ReviewReplyDeletion,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/reviews",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ReviewActionAnswer | None:
    if response.status_code == 200:
        response_200 = ReviewActionAnswer.from_dict(response.json())

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
) -> Response[Error | ReviewActionAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReviewReplyDeletion,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ReviewActionAnswer]:
    """Delete the reply to a review

     Deletes the profile's reply to the review `reviewId` (SDK-PY `deleteReviewReply`, which
    sends DELETE with a JSON body; FR from delete-review-reply.md; the SDK README names
    Google Business Profile only: `x-networks`). An id of no review gets code 349, a review
    without a reply code 632. The answer's form is inferred (the reply's, with
    `action: delete`).

    Args:
        profile_key (str | Unset):
        body (ReviewReplyDeletion): Body of `delete_review_reply` (SDK-PY `deleteReviewReply`
            sends DELETE with a JSON body; FR from delete-review-reply.md). Example: {'platform':
            'gmb', 'reviewId': 'AbFvOqmZ1cW9x2yT7uLpQ3'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReviewActionAnswer]
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
    body: ReviewReplyDeletion,
    profile_key: str | Unset = UNSET,
) -> Error | ReviewActionAnswer | None:
    """Delete the reply to a review

     Deletes the profile's reply to the review `reviewId` (SDK-PY `deleteReviewReply`, which
    sends DELETE with a JSON body; FR from delete-review-reply.md; the SDK README names
    Google Business Profile only: `x-networks`). An id of no review gets code 349, a review
    without a reply code 632. The answer's form is inferred (the reply's, with
    `action: delete`).

    Args:
        profile_key (str | Unset):
        body (ReviewReplyDeletion): Body of `delete_review_reply` (SDK-PY `deleteReviewReply`
            sends DELETE with a JSON body; FR from delete-review-reply.md). Example: {'platform':
            'gmb', 'reviewId': 'AbFvOqmZ1cW9x2yT7uLpQ3'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReviewActionAnswer
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReviewReplyDeletion,
    profile_key: str | Unset = UNSET,
) -> Response[Error | ReviewActionAnswer]:
    """Delete the reply to a review

     Deletes the profile's reply to the review `reviewId` (SDK-PY `deleteReviewReply`, which
    sends DELETE with a JSON body; FR from delete-review-reply.md; the SDK README names
    Google Business Profile only: `x-networks`). An id of no review gets code 349, a review
    without a reply code 632. The answer's form is inferred (the reply's, with
    `action: delete`).

    Args:
        profile_key (str | Unset):
        body (ReviewReplyDeletion): Body of `delete_review_reply` (SDK-PY `deleteReviewReply`
            sends DELETE with a JSON body; FR from delete-review-reply.md). Example: {'platform':
            'gmb', 'reviewId': 'AbFvOqmZ1cW9x2yT7uLpQ3'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReviewActionAnswer]
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
    body: ReviewReplyDeletion,
    profile_key: str | Unset = UNSET,
) -> Error | ReviewActionAnswer | None:
    """Delete the reply to a review

     Deletes the profile's reply to the review `reviewId` (SDK-PY `deleteReviewReply`, which
    sends DELETE with a JSON body; FR from delete-review-reply.md; the SDK README names
    Google Business Profile only: `x-networks`). An id of no review gets code 349, a review
    without a reply code 632. The answer's form is inferred (the reply's, with
    `action: delete`).

    Args:
        profile_key (str | Unset):
        body (ReviewReplyDeletion): Body of `delete_review_reply` (SDK-PY `deleteReviewReply`
            sends DELETE with a JSON body; FR from delete-review-reply.md). Example: {'platform':
            'gmb', 'reviewId': 'AbFvOqmZ1cW9x2yT7uLpQ3'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReviewActionAnswer
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
