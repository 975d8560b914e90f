from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_request import PostRequest
from ...models.post_result import PostResult
from ...models.profile_post_results import ProfilePostResults
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
        "url": "/post",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostResult | ProfilePostResults | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> PostResult | ProfilePostResults:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = PostResult.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = ProfilePostResults.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> Error | PostResult | ProfilePostResults:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = Error.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_1 = PostResult.from_dict(data)

                return response_400_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_2 = ProfilePostResults.from_dict(data)

            return response_400_type_2

        response_400 = _parse_response_400(response.json())

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
) -> Response[Error | PostResult | ProfilePostResults]:
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
) -> Response[Error | PostResult | ProfilePostResults]:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Each network gets its own outcome (DOCS errors-ayrshare): a network that is not
      linked to the acting profile gets an `errors` entry with code 156 while the others
      publish; the answer is HTTP 200 with `status: error` when some networks failed and
      HTTP 400 with the same full result when every network failed.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise; nothing is posted).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The networks' media and text rules (`x-media-rules`: how many images and videos,
      image sizes and aspect ratios, file sizes, video durations and aspect ratios, text
      length) are checked for each targeted network: a network whose rule the post breaks
      gets an `errors` entry with the rule's code (138, 710, 720, 721, 722, 723 or 724)
      while the others publish.
    * `requiresApproval: true` holds the post (`awaiting approval`) until `update_post`
      approves it; `idempotencyKey` makes a repeated request answer the first post.
    * `autoSchedule: {schedule: true, title}` places the post in the next free slot of that
      auto-schedule (`set_auto_schedule`; code 192 for an unknown title, 193 when the
      schedule has no slot within a year).
    * Sent with a `Profile-Key`, the result is wrapped: `{status, posts: [{..., profileTitle,
      refId}]}` (DOCS apis/profiles, "Post to a User Profile"). The older page's
      `profileKeys` body field (several User Profiles at once) answers the same shape with
      one result per profile (see `PostRequest.profileKeys`; 104 for an unknown key, 162
      for a key other than the header's). HTTP 400 only when every post failed everywhere.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).
    * Testing (DOCS quickstart; the official Node SDK's `testPost` sends `{randomPost: true,
      platforms, randomMediaUrl: true}`): `randomPost: true` makes the service write the
      text, `randomMediaUrl: true` attach a random image, with `isLandscapeVideo` or
      `isPortraitVideo` a random video of that orientation (a video post). The post is then
      stored, answered and delivered like any other, with the written text and address.
      `post` is required unless `randomPost` is `true` (code 108 otherwise).

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
        Response[Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults]
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
) -> Error | PostResult | ProfilePostResults | None:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Each network gets its own outcome (DOCS errors-ayrshare): a network that is not
      linked to the acting profile gets an `errors` entry with code 156 while the others
      publish; the answer is HTTP 200 with `status: error` when some networks failed and
      HTTP 400 with the same full result when every network failed.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise; nothing is posted).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The networks' media and text rules (`x-media-rules`: how many images and videos,
      image sizes and aspect ratios, file sizes, video durations and aspect ratios, text
      length) are checked for each targeted network: a network whose rule the post breaks
      gets an `errors` entry with the rule's code (138, 710, 720, 721, 722, 723 or 724)
      while the others publish.
    * `requiresApproval: true` holds the post (`awaiting approval`) until `update_post`
      approves it; `idempotencyKey` makes a repeated request answer the first post.
    * `autoSchedule: {schedule: true, title}` places the post in the next free slot of that
      auto-schedule (`set_auto_schedule`; code 192 for an unknown title, 193 when the
      schedule has no slot within a year).
    * Sent with a `Profile-Key`, the result is wrapped: `{status, posts: [{..., profileTitle,
      refId}]}` (DOCS apis/profiles, "Post to a User Profile"). The older page's
      `profileKeys` body field (several User Profiles at once) answers the same shape with
      one result per profile (see `PostRequest.profileKeys`; 104 for an unknown key, 162
      for a key other than the header's). HTTP 400 only when every post failed everywhere.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).
    * Testing (DOCS quickstart; the official Node SDK's `testPost` sends `{randomPost: true,
      platforms, randomMediaUrl: true}`): `randomPost: true` makes the service write the
      text, `randomMediaUrl: true` attach a random image, with `isLandscapeVideo` or
      `isPortraitVideo` a random video of that orientation (a video post). The post is then
      stored, answered and delivered like any other, with the written text and address.
      `post` is required unless `randomPost` is `true` (code 108 otherwise).

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
        Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults
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
) -> Response[Error | PostResult | ProfilePostResults]:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Each network gets its own outcome (DOCS errors-ayrshare): a network that is not
      linked to the acting profile gets an `errors` entry with code 156 while the others
      publish; the answer is HTTP 200 with `status: error` when some networks failed and
      HTTP 400 with the same full result when every network failed.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise; nothing is posted).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The networks' media and text rules (`x-media-rules`: how many images and videos,
      image sizes and aspect ratios, file sizes, video durations and aspect ratios, text
      length) are checked for each targeted network: a network whose rule the post breaks
      gets an `errors` entry with the rule's code (138, 710, 720, 721, 722, 723 or 724)
      while the others publish.
    * `requiresApproval: true` holds the post (`awaiting approval`) until `update_post`
      approves it; `idempotencyKey` makes a repeated request answer the first post.
    * `autoSchedule: {schedule: true, title}` places the post in the next free slot of that
      auto-schedule (`set_auto_schedule`; code 192 for an unknown title, 193 when the
      schedule has no slot within a year).
    * Sent with a `Profile-Key`, the result is wrapped: `{status, posts: [{..., profileTitle,
      refId}]}` (DOCS apis/profiles, "Post to a User Profile"). The older page's
      `profileKeys` body field (several User Profiles at once) answers the same shape with
      one result per profile (see `PostRequest.profileKeys`; 104 for an unknown key, 162
      for a key other than the header's). HTTP 400 only when every post failed everywhere.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).
    * Testing (DOCS quickstart; the official Node SDK's `testPost` sends `{randomPost: true,
      platforms, randomMediaUrl: true}`): `randomPost: true` makes the service write the
      text, `randomMediaUrl: true` attach a random image, with `isLandscapeVideo` or
      `isPortraitVideo` a random video of that orientation (a video post). The post is then
      stored, answered and delivered like any other, with the written text and address.
      `post` is required unless `randomPost` is `true` (code 108 otherwise).

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
        Response[Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults]
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
) -> Error | PostResult | ProfilePostResults | None:
    """Publish or schedule a post

     Publishes a post on the given networks at once, or schedules it when `scheduleDate` is
    in the future (a past `scheduleDate` is refused with code 152).

    * Each network gets its own outcome (DOCS errors-ayrshare): a network that is not
      linked to the acting profile gets an `errors` entry with code 156 while the others
      publish; the answer is HTTP 200 with `status: error` when some networks failed and
      HTTP 400 with the same full result when every network failed.
    * A request whose networks include `twitter` must carry the `X-Twitter-OAuth1-Api-Key`
      and `X-Twitter-OAuth1-Api-Secret` headers (code 419 otherwise; nothing is posted).
    * `mediaUrls` may hold addresses returned by `upload_media` or other publicly reachable
      addresses; uploaded media that has expired is refused (code 153), and a scheduled
      post whose uploaded media expires before it is published fails to publish.
    * The networks' media and text rules (`x-media-rules`: how many images and videos,
      image sizes and aspect ratios, file sizes, video durations and aspect ratios, text
      length) are checked for each targeted network: a network whose rule the post breaks
      gets an `errors` entry with the rule's code (138, 710, 720, 721, 722, 723 or 724)
      while the others publish.
    * `requiresApproval: true` holds the post (`awaiting approval`) until `update_post`
      approves it; `idempotencyKey` makes a repeated request answer the first post.
    * `autoSchedule: {schedule: true, title}` places the post in the next free slot of that
      auto-schedule (`set_auto_schedule`; code 192 for an unknown title, 193 when the
      schedule has no slot within a year).
    * Sent with a `Profile-Key`, the result is wrapped: `{status, posts: [{..., profileTitle,
      refId}]}` (DOCS apis/profiles, "Post to a User Profile"). The older page's
      `profileKeys` body field (several User Profiles at once) answers the same shape with
      one result per profile (see `PostRequest.profileKeys`; 104 for an unknown key, 162
      for a key other than the header's). HTTP 400 only when every post failed everywhere.
    * The response's `id` is the Post ID (made by the service); `postIds[].id` are Social
      Post IDs (made by the networks).
    * Testing (DOCS quickstart; the official Node SDK's `testPost` sends `{randomPost: true,
      platforms, randomMediaUrl: true}`): `randomPost: true` makes the service write the
      text, `randomMediaUrl: true` attach a random image, with `isLandscapeVideo` or
      `isPortraitVideo` a random video of that orientation (a video post). The post is then
      stored, answered and delivered like any other, with the written text and address.
      `post` is required unless `randomPost` is `true` (code 108 otherwise).

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
        Error | Error | PostResult | ProfilePostResults | PostResult | ProfilePostResults
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
