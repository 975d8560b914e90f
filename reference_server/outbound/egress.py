"""Egress policy: the one rule for which addresses the server's outbound requests may reach.

Both outbound paths use it, the watermark image fetch (`fetch.py`) and webhook delivery
(`webhooks/`). An address is forbidden unless it is globally routable unicast: everything
`ipaddress` does not call global (private, loopback, link-local, reserved, documentation,
benchmarking, `100.64.0.0/10` shared space with its cloud metadata addresses...), multicast,
and besides these, ranges that `ipaddress` calls global but that lead to internal hosts or
wrap an IPv4 address of any kind: `192.88.99.0/24` (6to4 relay anycast), `2002::/16` (6to4),
`2001::/32` (Teredo), `64:ff9b::/96` and `64:ff9b:1::/48` (NAT64), `::/96` (IPv4-compatible),
and the cloud metadata addresses that are not in a forbidden range (`168.63.129.16`, Azure's
wire server). An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is judged as its IPv4 address.

A host name is resolved once, by `EgressPolicy.addresses`; every address must be allowed, and
the connection goes to one of those very addresses (`PinnedNetworkBackend`, an httpcore network
backend), so a name that re-resolves to an internal address between a check and the connect
(DNS rebinding) cannot pass. TLS still verifies the certificate against the URL's host name.
Refusals and resolution failures say neither where a host points nor whether it resolves.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import ssl
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from functools import cache

import httpcore
import httpx

IpAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], Awaitable[list[str]]]

EXTRA_FORBIDDEN = tuple(
    ipaddress.ip_network(net)
    for net in (
        "100.64.0.0/10",
        "192.88.99.0/24",
        "168.63.129.16/32",
        "2002::/16",
        "2001::/32",
        "64:ff9b::/96",
        "64:ff9b:1::/48",
        "::/96",
        "fd00:ec2::254/128",
        "fec0::/10",  # deprecated site-local (RFC 3879): Python does not count it private
    )
)
REFUSED = (
    "the target host is non-public (private, loopback, link-local and internal addresses are"
    " refused)"
)
UNRESOLVED = "the host cannot be resolved"


class EgressRefused(httpcore.ConnectError):
    """The target may not be contacted; no connection was opened."""


class EgressUnresolved(httpcore.ConnectError):
    """The target's host name did not resolve; no connection was opened."""


def forbidden(address: str | IpAddress) -> bool:
    """True when outbound requests may not reach `address` (see the module docstring)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0] if isinstance(address, str) else address)
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return forbidden(ip.ipv4_mapped)
    return (
        not ip.is_global
        or ip.is_multicast
        or ip.is_reserved
        or ip.is_unspecified
        or ip.is_loopback
        or ip.is_link_local
        or ip.is_private
        or any(ip.version == net.version and ip in net for net in EXTRA_FORBIDDEN)
    )


#: The characters of the IPv4 spellings inet_aton reads besides dotted quads (`2130706433`,
#: `0x7f.1`, `127.1`, `0`, octal `0177.0.0.1`).
_INET_ATON_CHARS = frozenset("0123456789abcdefxABCDEFX.")


def ip_literal(host: str) -> IpAddress | None:
    """The address `host` names without DNS: an IP literal, or an IPv4 address in a spelling
    resolvers and proxies read as one (`2130706433`, `0x7f.1`, `127.1`)."""
    try:
        return ipaddress.ip_address(host.strip("[]").split("%", 1)[0])
    except ValueError:
        pass
    bare = host.rstrip(".")
    if bare and set(bare) <= _INET_ATON_CHARS and bare[0].isdigit():
        try:
            return ipaddress.IPv4Address(socket.inet_aton(bare))
        except OSError:
            return None
    return None


async def system_resolve(host: str, port: int) -> list[str]:
    """The addresses of `host` from the system resolver, in its order, without repeats."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


@dataclass(frozen=True)
class EgressPolicy:
    """Which hosts outbound requests may reach.

    `allow_private` lifts the address rule (tests reach loopback servers). `resolve_names=False`
    contacts only IP literals and `localhost` (as 127.0.0.1), so no DNS query is made.
    `resolver` resolves names (the system resolver; tests may script one).
    """

    allow_private: bool = False
    resolve_names: bool = True
    resolver: Resolver = field(default=system_resolve, compare=False)

    def check_literal(self, host: str) -> None:
        """Raise EgressRefused for an IP literal host that may not be contacted."""
        ip = ip_literal(host)
        if ip is not None and not self.allow_private and forbidden(ip):
            raise EgressRefused(REFUSED)

    async def addresses(self, host: str, port: int) -> list[str]:
        """The addresses to connect to for `host`, all allowed (resolved once).

        Raises EgressRefused when any address is forbidden (or names may not be resolved),
        EgressUnresolved when the name does not resolve.
        """
        ip = ip_literal(host)
        if ip is not None:
            found = [str(ip)]
        elif host.lower().rstrip(".") == "localhost" and not self.resolve_names:
            found = ["127.0.0.1"]
        elif not self.resolve_names:
            raise EgressRefused("only IP addresses and localhost may be contacted (no DNS)")
        else:
            try:
                found = await self.resolver(host, port)
            except (OSError, UnicodeError) as exc:
                raise EgressUnresolved(UNRESOLVED) from exc
            if not found:
                raise EgressUnresolved(UNRESOLVED)
        if not self.allow_private and any(forbidden(a) for a in found):
            raise EgressRefused(REFUSED)
        return found


class PinnedNetworkBackend(httpcore.AsyncNetworkBackend):
    """An httpcore network backend that resolves through the policy and connects only to the
    addresses it checked."""

    def __init__(self, policy: EgressPolicy) -> None:
        self.policy = policy
        self._inner = httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        addresses = await self.policy.addresses(host, port)
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
        raise last or EgressUnresolved(UNRESOLVED)

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise EgressRefused("outbound requests never use unix sockets")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


@cache
def system_tls_context() -> ssl.SSLContext:
    """TLS verified against the system trust store (certifi), built once per process: loading
    the bundle took ~40 ms, which every image, feed or HEAD fetch paid."""
    return httpx.create_ssl_context(trust_env=False)


def pinned_transport(
    policy: EgressPolicy,
    *,
    ssl_context: ssl.SSLContext | None = None,
    limits: httpx.Limits | None = None,
) -> httpx.AsyncHTTPTransport:
    """An httpx transport whose connections go only where `policy` allows (see the module);
    TLS verified with `ssl_context` (default: the system trust store)."""
    limits = limits or httpx.Limits()
    context = ssl_context or system_tls_context()
    transport = httpx.AsyncHTTPTransport(verify=context, limits=limits, trust_env=False)
    # The pool httpx builds, with the pinned network backend (httpx has no parameter for one).
    transport._pool = httpcore.AsyncConnectionPool(
        ssl_context=context,
        max_connections=limits.max_connections,
        max_keepalive_connections=limits.max_keepalive_connections,
        keepalive_expiry=limits.keepalive_expiry,
        network_backend=PinnedNetworkBackend(policy),
    )
    return transport


def egress_failure(exc: BaseException) -> EgressRefused | EgressUnresolved | None:
    """The policy's refusal or resolution failure behind an httpx/httpcore exception, if any."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, EgressRefused | EgressUnresolved):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None
