import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.link_analytics_list import LinkAnalyticsList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_created_date: datetime.datetime | Unset = UNSET,
    to_created_date: datetime.datetime | Unset = UNSET,
    from_click_date: datetime.datetime | Unset = UNSET,
    to_click_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(profile_key, Unset):
        headers["Profile-Key"] = profile_key

    params: dict[str, Any] = {}

    json_from_created_date: str | Unset = UNSET
    if not isinstance(from_created_date, Unset):
        from social_publishing_client.types import datetime_to_wire

        json_from_created_date = datetime_to_wire(from_created_date)
    params["fromCreatedDate"] = json_from_created_date
    json_to_created_date: str | Unset = UNSET
    if not isinstance(to_created_date, Unset):
        from social_publishing_client.types import datetime_to_wire

        json_to_created_date = datetime_to_wire(to_created_date)
    params["toCreatedDate"] = json_to_created_date
    json_from_click_date: str | Unset = UNSET
    if not isinstance(from_click_date, Unset):
        from social_publishing_client.types import datetime_to_wire

        json_from_click_date = datetime_to_wire(from_click_date)
    params["fromClickDate"] = json_from_click_date
    json_to_click_date: str | Unset = UNSET
    if not isinstance(to_click_date, Unset):
        from social_publishing_client.types import datetime_to_wire

        json_to_click_date = datetime_to_wire(to_click_date)
    params["toClickDate"] = json_to_click_date

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/links",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LinkAnalyticsList | None:
    if response.status_code == 200:
        response_200 = LinkAnalyticsList.from_dict(response.json())

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
) -> Response[Error | LinkAnalyticsList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_created_date: datetime.datetime | Unset = UNSET,
    to_created_date: datetime.datetime | Unset = UNSET,
    from_click_date: datetime.datetime | Unset = UNSET,
    to_click_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkAnalyticsList]:
    """List short links with their clicks

     The acting profile's short links, oldest first, each with its clicks
    (LIVE; SDK-PY `shortLinkAnalytics` without `id`). `fromCreatedDate` /
    `toCreatedDate` keep the links created in that window (inclusive). With
    `fromClickDate` and/or `toClickDate` only the clicks in that window (inclusive) are
    counted and links without such a click are left out (own reading: the sources name only
    the parameters). Needs the Max Pack add-on (`x-add-ons`).

    Args:
        from_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        from_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkAnalyticsList]
    """

    kwargs = _get_kwargs(
        from_created_date=from_created_date,
        to_created_date=to_created_date,
        from_click_date=from_click_date,
        to_click_date=to_click_date,
        profile_key=profile_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    from_created_date: datetime.datetime | Unset = UNSET,
    to_created_date: datetime.datetime | Unset = UNSET,
    from_click_date: datetime.datetime | Unset = UNSET,
    to_click_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | LinkAnalyticsList | None:
    """List short links with their clicks

     The acting profile's short links, oldest first, each with its clicks
    (LIVE; SDK-PY `shortLinkAnalytics` without `id`). `fromCreatedDate` /
    `toCreatedDate` keep the links created in that window (inclusive). With
    `fromClickDate` and/or `toClickDate` only the clicks in that window (inclusive) are
    counted and links without such a click are left out (own reading: the sources name only
    the parameters). Needs the Max Pack add-on (`x-add-ons`).

    Args:
        from_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        from_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkAnalyticsList
    """

    return sync_detailed(
        client=client,
        from_created_date=from_created_date,
        to_created_date=to_created_date,
        from_click_date=from_click_date,
        to_click_date=to_click_date,
        profile_key=profile_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_created_date: datetime.datetime | Unset = UNSET,
    to_created_date: datetime.datetime | Unset = UNSET,
    from_click_date: datetime.datetime | Unset = UNSET,
    to_click_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Response[Error | LinkAnalyticsList]:
    """List short links with their clicks

     The acting profile's short links, oldest first, each with its clicks
    (LIVE; SDK-PY `shortLinkAnalytics` without `id`). `fromCreatedDate` /
    `toCreatedDate` keep the links created in that window (inclusive). With
    `fromClickDate` and/or `toClickDate` only the clicks in that window (inclusive) are
    counted and links without such a click are left out (own reading: the sources name only
    the parameters). Needs the Max Pack add-on (`x-add-ons`).

    Args:
        from_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        from_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LinkAnalyticsList]
    """

    kwargs = _get_kwargs(
        from_created_date=from_created_date,
        to_created_date=to_created_date,
        from_click_date=from_click_date,
        to_click_date=to_click_date,
        profile_key=profile_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_created_date: datetime.datetime | Unset = UNSET,
    to_created_date: datetime.datetime | Unset = UNSET,
    from_click_date: datetime.datetime | Unset = UNSET,
    to_click_date: datetime.datetime | Unset = UNSET,
    profile_key: str | Unset = UNSET,
) -> Error | LinkAnalyticsList | None:
    """List short links with their clicks

     The acting profile's short links, oldest first, each with its clicks
    (LIVE; SDK-PY `shortLinkAnalytics` without `id`). `fromCreatedDate` /
    `toCreatedDate` keep the links created in that window (inclusive). With
    `fromClickDate` and/or `toClickDate` only the clicks in that window (inclusive) are
    counted and links without such a click are left out (own reading: the sources name only
    the parameters). Needs the Max Pack add-on (`x-add-ons`).

    Args:
        from_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_created_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        from_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        to_click_date (datetime.datetime | Unset): UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`.
            Example: 2026-11-22T18:00:00Z.
        profile_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LinkAnalyticsList
    """

    return (
        await asyncio_detailed(
            client=client,
            from_created_date=from_created_date,
            to_created_date=to_created_date,
            from_click_date=from_click_date,
            to_click_date=to_click_date,
            profile_key=profile_key,
        )
    ).parsed
