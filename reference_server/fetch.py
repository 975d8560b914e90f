"""Outbound fetches with a size cap, a timeout and a guard against private addresses.

Private, loopback, link-local and reserved addresses are refused unless the settings allow
them; with `external_fetch` off only IP literals and `localhost` are ever contacted.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from urllib.parse import urlsplit

import httpx


class FetchError(Exception):
    """The resource could not be fetched (why is in the message)."""


def _is_private(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    return (
        ip.is_private
        or ip.is_loopback
        or ip.is_link_local
        or ip.is_reserved
        or ip.is_multicast
        or ip.is_unspecified
    )


async def check_target(
    url: str, *, allow_private: bool, external: bool, proxied: bool = False
) -> None:
    """Raise FetchError when `url` may not be contacted.

    With `proxied`, host names are left to the proxy to resolve (and police).
    """
    try:
        parts = urlsplit(url)
    except ValueError as exc:
        raise FetchError("the address is not a valid URL") from exc
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise FetchError("only http and https addresses can be fetched")
    host = parts.hostname
    try:
        addresses = [str(ipaddress.ip_address(host))]
    except ValueError:
        if host.lower() == "localhost":
            addresses = ["127.0.0.1"]
        elif proxied:
            return
        elif not external:
            raise FetchError("fetching from external hosts is disabled") from None
        else:
            try:
                infos = await asyncio.get_running_loop().getaddrinfo(
                    host, parts.port or 443, type=socket.SOCK_STREAM
                )
            except OSError as exc:
                raise FetchError(f"the host {host} cannot be resolved") from exc
            addresses = [str(info[4][0]) for info in infos]
    if not allow_private and any(_is_private(a) for a in addresses):
        raise FetchError("the address is private or loopback")


async def fetch_bytes(
    url: str,
    *,
    max_bytes: int,
    timeout: float,
    allow_private: bool,
    external: bool,
    proxy: str | None = None,
) -> tuple[bytes, str | None]:
    """GET `url` and return (body, content type); at most `max_bytes` are read."""
    await check_target(
        url, allow_private=allow_private, external=external, proxied=proxy is not None
    )
    try:
        async with (
            httpx.AsyncClient(
                timeout=timeout, follow_redirects=False, trust_env=False, proxy=proxy
            ) as client,
            client.stream("GET", url) as response,
        ):
            if response.status_code != 200:
                raise FetchError(f"the server answered {response.status_code}")
            chunks: list[bytes] = []
            size = 0
            async for chunk in response.aiter_bytes():
                size += len(chunk)
                if size > max_bytes:
                    raise FetchError(f"the resource is larger than {max_bytes} bytes")
                chunks.append(chunk)
            return b"".join(chunks), response.headers.get("content-type")
    except FetchError:
        raise
    except Exception as exc:  # httpx.HTTPError, InvalidURL, IDNA errors of odd host names
        raise FetchError(f"the request failed ({type(exc).__name__})") from exc
