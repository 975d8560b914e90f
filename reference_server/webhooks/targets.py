"""Which delivery targets may be contacted: https URLs whose host resolves to public addresses.

Two guards use the same rule. `check_target` runs before a request, so a refused target gets a
clear reason and no request at all. `GuardedNetworkBackend` runs at connect time inside the HTTP
client: it resolves the host itself, refuses non-public addresses and connects to the address
it checked, so a name that re-resolves to a private address between the two (DNS rebinding)
cannot slip through. Both are skipped when private targets are allowed.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Iterable
from urllib.parse import urlsplit

import httpcore


class TargetRefused(Exception):
    """The delivery target may not be contacted (the message says why); no request was sent."""


def is_non_public(address: str) -> bool:
    """True for private, loopback, link-local, reserved, shared, multicast... addresses."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return not ip.is_global or ip.is_multicast


async def resolve(host: str, port: int) -> list[str]:
    """The addresses of `host` (an IP literal is its own address), in resolver order."""
    try:
        return [str(ipaddress.ip_address(host))]
    except ValueError:
        pass
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def _refusal(host: str, address: str) -> str:
    return (
        f"the target host {host} resolves to the non-public address {address};"
        " delivery to private, loopback and link-local targets is disabled"
    )


async def check_target(url: str, *, allow_private: bool) -> None:
    """Raise TargetRefused unless `url` is an https URL whose host may be contacted.

    When private targets are not allowed, every address the host resolves to must be public.
    A host that cannot be resolved raises OSError (worth retrying).
    """
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        raise TargetRefused(f"the target {url!r} is not an https URL with a host")
    if allow_private:
        return
    addresses = await resolve(parts.hostname, parts.port or 443)
    for address in addresses:
        if is_non_public(address):
            raise TargetRefused(_refusal(parts.hostname, address))


class GuardedNetworkBackend(httpcore.AsyncNetworkBackend):
    """An httpcore network backend that connects only to public addresses it resolved itself.

    TLS still verifies the certificate against the URL's host name (httpcore passes the host
    as the server name), only the TCP connection goes to the checked address.
    """

    def __init__(self) -> None:
        self._inner = httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        try:
            addresses = await resolve(host, port)
        except OSError as exc:
            raise httpcore.ConnectError(f"cannot resolve {host}: {exc}") from exc
        for address in addresses:
            if is_non_public(address):
                raise httpcore.ConnectError(_refusal(host, address))
        last: Exception | None = None
        for address in addresses:
            try:
                return await self._inner.connect_tcp(
                    address,
                    port,
                    timeout=timeout,
                    local_address=local_address,
                    socket_options=socket_options,
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                last = exc
        raise last or httpcore.ConnectError(f"{host} has no address")

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise httpcore.ConnectError("delivery never uses unix sockets")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)
