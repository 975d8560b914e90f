"""Which delivery targets may be contacted: https URLs whose host is public by the server's one
egress rule (`reference_server.outbound.egress`).

The sender checks the URL's form (`require_https`) and leaves the address rule to the HTTP
client's network backend (`GuardedNetworkBackend`, the egress module's pinned backend): it
resolves the host once, refuses non-public addresses and connects to an address it checked, so
a name that re-resolves to a private address (DNS rebinding) cannot slip through.
`check_target` runs the same rule ahead of a request (for callers that want the reason first).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from ..outbound.egress import (
    EgressPolicy,
    EgressRefused,
    PinnedNetworkBackend,
    forbidden,
    system_resolve,
)


class TargetRefused(Exception):
    """The delivery target may not be contacted (the message says why); no request was sent."""


def is_non_public(address: str) -> bool:
    """True for addresses outbound requests may not reach (private, loopback, shared, 6to4...)."""
    return forbidden(address)


async def resolve(host: str, port: int) -> list[str]:
    """The addresses of `host` (an IP literal is its own address), in resolver order."""
    return await EgressPolicy(allow_private=True).addresses(host, port)


def require_https(url: str) -> str:
    """The host of `url`; TargetRefused unless it is an https URL with a host."""
    try:
        parts = urlsplit(url)
        scheme, host = parts.scheme, parts.hostname
    except ValueError:
        scheme, host = "", None
    if scheme != "https" or not host:
        raise TargetRefused(f"the target {url!r} is not an https URL with a host")
    return host


async def check_target(url: str, *, allow_private: bool) -> None:
    """Raise TargetRefused unless `url` is an https URL whose host may be contacted.

    When private targets are not allowed, every address the host resolves to must be public.
    A host that cannot be resolved raises an httpcore.ConnectError (worth retrying).
    """
    host = require_https(url)
    if allow_private:
        return
    try:
        await EgressPolicy().addresses(host, urlsplit(url).port or 443)
    except EgressRefused as exc:
        raise TargetRefused(str(exc)) from None


class GuardedNetworkBackend(PinnedNetworkBackend):
    """The egress module's pinned backend with private targets refused."""

    def __init__(self) -> None:
        super().__init__(EgressPolicy(allow_private=False, resolver=system_resolve))
