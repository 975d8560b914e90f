from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.network_link import NetworkLink
from ...models.network_linked import NetworkLinked
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/_sandbox/link",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetworkLinked | None:
    if response.status_code == 200:
        response_200 = NetworkLinked.from_dict(response.json())

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
) -> Response[Error | NetworkLinked]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkLinked]:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    **The account the network holds** (`account`). A real account linked to the service
    has a past; by default (`generated`) the sandbox network's account has one too,
    derived from the profile's refId, the network and the time the network was first
    linked (so the same link always holds the same content), with the numbers of
    `x-seeded-account`:

    * on the networks of the history by network (`HistoryNetwork`): posts made outside
      the service (`postsBeforeLink` over the `daysBeforeLink` days before the link, then
      one per `postEverySeconds` of the service clock), listed by
      `get_post_history_entry` with a network name, each with metrics growing with the
      clock; the account analytics (`get_social_analytics`: followers and the other
      counts) count from the account's first post, not from the link;
    * on the networks of `get_comments` (`x-networks`): up to `commentsPerPost` comments
      on each of those posts (not on stories), each within `commentWithinSeconds` after
      its post; `get_comments` with `searchPlatformId` and the post's id lists them,
      `reply_comment` and `delete_comments` reach them by Social Comment ID;
    * on the networks of messages (`MessagePlatform`): `conversations` conversations,
      each with `messagesPerConversation` messages in the `messageDaysBeforeLink` days
      before the link (the correspondent writes, the account answers, in turn), then a
      correspondent writes every `messageEverySeconds` (the conversations in turn);
    * on the networks with reviews (`ReviewNetwork`): `reviewsBeforeLink` reviews over
      the `daysBeforeLink` days before the link (every third of them with the owner's
      reply), then one per `reviewEverySeconds`.

    The past's windows start exactly `daysBeforeLink` (posts, reviews) and
    `messageDaysBeforeLink` (messages) days before the link: the oldest item of each kind
    lies at the window's first second, none before (the others at points of the window
    the account's derivation fixes).

    New items appear as the service clock reaches their time (each kind stops after
    `maxAfterLink` items after the link); they fire no webhooks. The k-th item of a kind
    after the link (k = 1, 2, ...) lies within the k-th period of its `...EverySeconds`
    after `accountAnchor`, at a point of that period the account's derivation fixes: one
    second before the end of the n-th period exactly min(n, `maxAfterLink`) have appeared. The answer's
    `accountAnchor` is the time the content is derived from. `empty` links an account
    that holds nothing and gains nothing (what the network held made outside the service
    is removed); `seed_network_content` gives an account exact content instead. For a
    network already linked, `account` changes the account only when it names another
    kind than it has; linking again after an unlink keeps a generated account (same
    anchor), while an empty or exact one becomes what `account` says (default
    `generated`, anchored at the new link).

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkLinked]
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
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkLinked | None:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    **The account the network holds** (`account`). A real account linked to the service
    has a past; by default (`generated`) the sandbox network's account has one too,
    derived from the profile's refId, the network and the time the network was first
    linked (so the same link always holds the same content), with the numbers of
    `x-seeded-account`:

    * on the networks of the history by network (`HistoryNetwork`): posts made outside
      the service (`postsBeforeLink` over the `daysBeforeLink` days before the link, then
      one per `postEverySeconds` of the service clock), listed by
      `get_post_history_entry` with a network name, each with metrics growing with the
      clock; the account analytics (`get_social_analytics`: followers and the other
      counts) count from the account's first post, not from the link;
    * on the networks of `get_comments` (`x-networks`): up to `commentsPerPost` comments
      on each of those posts (not on stories), each within `commentWithinSeconds` after
      its post; `get_comments` with `searchPlatformId` and the post's id lists them,
      `reply_comment` and `delete_comments` reach them by Social Comment ID;
    * on the networks of messages (`MessagePlatform`): `conversations` conversations,
      each with `messagesPerConversation` messages in the `messageDaysBeforeLink` days
      before the link (the correspondent writes, the account answers, in turn), then a
      correspondent writes every `messageEverySeconds` (the conversations in turn);
    * on the networks with reviews (`ReviewNetwork`): `reviewsBeforeLink` reviews over
      the `daysBeforeLink` days before the link (every third of them with the owner's
      reply), then one per `reviewEverySeconds`.

    The past's windows start exactly `daysBeforeLink` (posts, reviews) and
    `messageDaysBeforeLink` (messages) days before the link: the oldest item of each kind
    lies at the window's first second, none before (the others at points of the window
    the account's derivation fixes).

    New items appear as the service clock reaches their time (each kind stops after
    `maxAfterLink` items after the link); they fire no webhooks. The k-th item of a kind
    after the link (k = 1, 2, ...) lies within the k-th period of its `...EverySeconds`
    after `accountAnchor`, at a point of that period the account's derivation fixes: one
    second before the end of the n-th period exactly min(n, `maxAfterLink`) have appeared. The answer's
    `accountAnchor` is the time the content is derived from. `empty` links an account
    that holds nothing and gains nothing (what the network held made outside the service
    is removed); `seed_network_content` gives an account exact content instead. For a
    network already linked, `account` changes the account only when it names another
    kind than it has; linking again after an unlink keeps a generated account (same
    anchor), while an empty or exact one becomes what `account` says (default
    `generated`, anchored at the new link).

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkLinked
    """

    return sync_detailed(
        client=client,
        body=body,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Response[Error | NetworkLinked]:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    **The account the network holds** (`account`). A real account linked to the service
    has a past; by default (`generated`) the sandbox network's account has one too,
    derived from the profile's refId, the network and the time the network was first
    linked (so the same link always holds the same content), with the numbers of
    `x-seeded-account`:

    * on the networks of the history by network (`HistoryNetwork`): posts made outside
      the service (`postsBeforeLink` over the `daysBeforeLink` days before the link, then
      one per `postEverySeconds` of the service clock), listed by
      `get_post_history_entry` with a network name, each with metrics growing with the
      clock; the account analytics (`get_social_analytics`: followers and the other
      counts) count from the account's first post, not from the link;
    * on the networks of `get_comments` (`x-networks`): up to `commentsPerPost` comments
      on each of those posts (not on stories), each within `commentWithinSeconds` after
      its post; `get_comments` with `searchPlatformId` and the post's id lists them,
      `reply_comment` and `delete_comments` reach them by Social Comment ID;
    * on the networks of messages (`MessagePlatform`): `conversations` conversations,
      each with `messagesPerConversation` messages in the `messageDaysBeforeLink` days
      before the link (the correspondent writes, the account answers, in turn), then a
      correspondent writes every `messageEverySeconds` (the conversations in turn);
    * on the networks with reviews (`ReviewNetwork`): `reviewsBeforeLink` reviews over
      the `daysBeforeLink` days before the link (every third of them with the owner's
      reply), then one per `reviewEverySeconds`.

    The past's windows start exactly `daysBeforeLink` (posts, reviews) and
    `messageDaysBeforeLink` (messages) days before the link: the oldest item of each kind
    lies at the window's first second, none before (the others at points of the window
    the account's derivation fixes).

    New items appear as the service clock reaches their time (each kind stops after
    `maxAfterLink` items after the link); they fire no webhooks. The k-th item of a kind
    after the link (k = 1, 2, ...) lies within the k-th period of its `...EverySeconds`
    after `accountAnchor`, at a point of that period the account's derivation fixes: one
    second before the end of the n-th period exactly min(n, `maxAfterLink`) have appeared. The answer's
    `accountAnchor` is the time the content is derived from. `empty` links an account
    that holds nothing and gains nothing (what the network held made outside the service
    is removed); `seed_network_content` gives an account exact content instead. For a
    network already linked, `account` changes the account only when it names another
    kind than it has; linking again after an unlink keeps a generated account (same
    anchor), while an empty or exact one becomes what `account` says (default
    `generated`, anchored at the new link).

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetworkLinked]
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
    body: NetworkLink,
    profile_key: str | Unset = UNSET,
) -> Error | NetworkLinked | None:
    """Link a social network to the acting profile

     Links `platform` (or changes an existing link). A new link emits a `social` webhook
    event when the acting profile has a `social` hook.

    **The account the network holds** (`account`). A real account linked to the service
    has a past; by default (`generated`) the sandbox network's account has one too,
    derived from the profile's refId, the network and the time the network was first
    linked (so the same link always holds the same content), with the numbers of
    `x-seeded-account`:

    * on the networks of the history by network (`HistoryNetwork`): posts made outside
      the service (`postsBeforeLink` over the `daysBeforeLink` days before the link, then
      one per `postEverySeconds` of the service clock), listed by
      `get_post_history_entry` with a network name, each with metrics growing with the
      clock; the account analytics (`get_social_analytics`: followers and the other
      counts) count from the account's first post, not from the link;
    * on the networks of `get_comments` (`x-networks`): up to `commentsPerPost` comments
      on each of those posts (not on stories), each within `commentWithinSeconds` after
      its post; `get_comments` with `searchPlatformId` and the post's id lists them,
      `reply_comment` and `delete_comments` reach them by Social Comment ID;
    * on the networks of messages (`MessagePlatform`): `conversations` conversations,
      each with `messagesPerConversation` messages in the `messageDaysBeforeLink` days
      before the link (the correspondent writes, the account answers, in turn), then a
      correspondent writes every `messageEverySeconds` (the conversations in turn);
    * on the networks with reviews (`ReviewNetwork`): `reviewsBeforeLink` reviews over
      the `daysBeforeLink` days before the link (every third of them with the owner's
      reply), then one per `reviewEverySeconds`.

    The past's windows start exactly `daysBeforeLink` (posts, reviews) and
    `messageDaysBeforeLink` (messages) days before the link: the oldest item of each kind
    lies at the window's first second, none before (the others at points of the window
    the account's derivation fixes).

    New items appear as the service clock reaches their time (each kind stops after
    `maxAfterLink` items after the link); they fire no webhooks. The k-th item of a kind
    after the link (k = 1, 2, ...) lies within the k-th period of its `...EverySeconds`
    after `accountAnchor`, at a point of that period the account's derivation fixes: one
    second before the end of the n-th period exactly min(n, `maxAfterLink`) have appeared. The answer's
    `accountAnchor` is the time the content is derived from. `empty` links an account
    that holds nothing and gains nothing (what the network held made outside the service
    is removed); `seed_network_content` gives an account exact content instead. For a
    network already linked, `account` changes the account only when it names another
    kind than it has; linking again after an unlink keeps a generated account (same
    anchor), while an empty or exact one becomes what `account` says (default
    `generated`, anchored at the new link).

    Args:
        profile_key (str | Unset):
        body (NetworkLink): A network to link to the acting profile.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetworkLinked
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            profile_key=profile_key,
        )
    ).parsed
