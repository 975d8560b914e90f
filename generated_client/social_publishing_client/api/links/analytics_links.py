from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.legacy_link_stats import LegacyLinkStats
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    last_days: int | Unset = 1,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    params["lastDays"] = last_days

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/analytics/links",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | list[LegacyLinkStats] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for componentsschemas_legacy_link_analytics_item_data in _response_200:
            componentsschemas_legacy_link_analytics_item = LegacyLinkStats.from_dict(
                componentsschemas_legacy_link_analytics_item_data
            )

            response_200.append(componentsschemas_legacy_link_analytics_item)

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | list[LegacyLinkStats]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    last_days: int | Unset = 1,
    profile_key: str | Unset = UNSET,
) -> Response[Error | list[LegacyLinkStats]]:
    """Legacy click events of recent short links

     The legacy link analytics (SDK-JS `analyticsLinks`, legacy DOCS),
    superseded by `list_link_analytics` (GET /links): the acting profile's short links
    created in the last `lastDays` days (service clock), oldest first, each with its click
    events counted per platform. Read from the same short links and recorded clicks as the
    /links operations.

    * `linkEventStats` has one `{count, event: CLICK, platform}` entry per platform with at
      least one click (`x-short-link.platforms` of `create_link` names a click's platform
      from its User-Agent; inferred), in platform order; empty for a link without clicks.
    * `link` is the address as sent, `shortLink` the short link, `created` the creation
      time as `{_seconds, _nanoseconds}` (the published shape).
    * No link created in the window is refused with code 186 (HTTP 404, published).
    * That `lastDays` counts the links' creation (not their clicks) is this spec's reading
      (inferred); so is the Max Pack add-on (`x-add-ons`), which the links it reads need.

    Args:
        last_days (int | Unset):  Default: 1.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[LegacyLinkStats]]
    """

    kwargs = _get_kwargs(
        last_days=last_days,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    last_days: int | Unset = 1,
    profile_key: str | Unset = UNSET,
) -> Error | list[LegacyLinkStats] | None:
    """Legacy click events of recent short links

     The legacy link analytics (SDK-JS `analyticsLinks`, legacy DOCS),
    superseded by `list_link_analytics` (GET /links): the acting profile's short links
    created in the last `lastDays` days (service clock), oldest first, each with its click
    events counted per platform. Read from the same short links and recorded clicks as the
    /links operations.

    * `linkEventStats` has one `{count, event: CLICK, platform}` entry per platform with at
      least one click (`x-short-link.platforms` of `create_link` names a click's platform
      from its User-Agent; inferred), in platform order; empty for a link without clicks.
    * `link` is the address as sent, `shortLink` the short link, `created` the creation
      time as `{_seconds, _nanoseconds}` (the published shape).
    * No link created in the window is refused with code 186 (HTTP 404, published).
    * That `lastDays` counts the links' creation (not their clicks) is this spec's reading
      (inferred); so is the Max Pack add-on (`x-add-ons`), which the links it reads need.

    Args:
        last_days (int | Unset):  Default: 1.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[LegacyLinkStats]
    """

    return sync_detailed(
        client=client,
        last_days=last_days,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    last_days: int | Unset = 1,
    profile_key: str | Unset = UNSET,
) -> Response[Error | list[LegacyLinkStats]]:
    """Legacy click events of recent short links

     The legacy link analytics (SDK-JS `analyticsLinks`, legacy DOCS),
    superseded by `list_link_analytics` (GET /links): the acting profile's short links
    created in the last `lastDays` days (service clock), oldest first, each with its click
    events counted per platform. Read from the same short links and recorded clicks as the
    /links operations.

    * `linkEventStats` has one `{count, event: CLICK, platform}` entry per platform with at
      least one click (`x-short-link.platforms` of `create_link` names a click's platform
      from its User-Agent; inferred), in platform order; empty for a link without clicks.
    * `link` is the address as sent, `shortLink` the short link, `created` the creation
      time as `{_seconds, _nanoseconds}` (the published shape).
    * No link created in the window is refused with code 186 (HTTP 404, published).
    * That `lastDays` counts the links' creation (not their clicks) is this spec's reading
      (inferred); so is the Max Pack add-on (`x-add-ons`), which the links it reads need.

    Args:
        last_days (int | Unset):  Default: 1.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[LegacyLinkStats]]
    """

    kwargs = _get_kwargs(
        last_days=last_days,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    last_days: int | Unset = 1,
    profile_key: str | Unset = UNSET,
) -> Error | list[LegacyLinkStats] | None:
    """Legacy click events of recent short links

     The legacy link analytics (SDK-JS `analyticsLinks`, legacy DOCS),
    superseded by `list_link_analytics` (GET /links): the acting profile's short links
    created in the last `lastDays` days (service clock), oldest first, each with its click
    events counted per platform. Read from the same short links and recorded clicks as the
    /links operations.

    * `linkEventStats` has one `{count, event: CLICK, platform}` entry per platform with at
      least one click (`x-short-link.platforms` of `create_link` names a click's platform
      from its User-Agent; inferred), in platform order; empty for a link without clicks.
    * `link` is the address as sent, `shortLink` the short link, `created` the creation
      time as `{_seconds, _nanoseconds}` (the published shape).
    * No link created in the window is refused with code 186 (HTTP 404, published).
    * That `lastDays` counts the links' creation (not their clicks) is this spec's reading
      (inferred); so is the Max Pack add-on (`x-add-ons`), which the links it reads need.

    Args:
        last_days (int | Unset):  Default: 1.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[LegacyLinkStats]
    """

    return (
        await asyncio_detailed(
            client=client,
            last_days=last_days,
            profile_key=profile_key,
        )
    ).parsed
