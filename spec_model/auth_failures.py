"""`x-auth-failure-limit`: how many failed authentications one client address may make per
window before its requests with credentials are refused (429), read and checked at load.

The client side of the rule lives here too (`client_bucket`), so the server and any test name
an address's window the same way: IPv6 addresses by their `ipv6PrefixLength` prefix, an
IPv4-mapped IPv6 address as its IPv4 address.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .loader import SpecLoadError

if TYPE_CHECKING:
    from .catalogue import Catalogue

POINTER = "#/x-auth-failure-limit"


@dataclass(frozen=True)
class AuthFailureLimit:
    """`x-auth-failure-limit`: failed authentications (answers with a code of `counted`) per
    client address per window of `window_seconds`; at `max_failures` the address's requests
    with credentials are answered `error_code` (HTTP 429) until the window ends."""

    window_seconds: int
    max_failures: int
    ipv6_prefix_length: int
    counted: frozenset[int]
    error_code: int
    sources: tuple[str, ...]

    def client_bucket(self, host: str) -> str:
        """The name of the window `host` (a client address as the server sees it) counts in:
        the IPv4 address, the IPv6 prefix (`2001:db8::/64`), or `host` as it is when it is not
        an IP address (e.g. a Unix socket peer)."""
        try:
            address = ipaddress.ip_address(host.split("%", 1)[0])
        except ValueError:
            return host
        if isinstance(address, ipaddress.IPv6Address):
            mapped = address.ipv4_mapped
            if mapped is not None:
                return str(mapped)
            network = ipaddress.IPv6Network((address, self.ipv6_prefix_length), strict=False)
            return str(network)
        return str(address)


def read_auth_failure_limit(raw: Mapping[str, Any], catalogue: Catalogue) -> AuthFailureLimit:
    """`x-auth-failure-limit` (its shape checked with the other facts, `facts.FACTS_SCHEMA`),
    checked against the catalogue: its code catalogued with HTTP 429, and each counted code
    catalogued with HTTP 401 or 403 (an authentication failure)."""
    code = int(raw["errorCode"])
    entry = catalogue.get(code)
    if entry is None or entry.status != 429:
        raise SpecLoadError(f"{POINTER}/errorCode: {code} is not catalogued with HTTP 429")
    for index, counted in enumerate(raw["counted"]):
        found = catalogue.get(int(counted))
        if found is None or found.status not in (401, 403):
            raise SpecLoadError(
                f"{POINTER}/counted/{index}: {counted} is not a catalogued 401 or 403 code"
            )
    return AuthFailureLimit(
        window_seconds=int(raw["windowSeconds"]),
        max_failures=int(raw["maxFailuresPerWindow"]),
        ipv6_prefix_length=int(raw["ipv6PrefixLength"]),
        counted=frozenset(int(c) for c in raw["counted"]),
        error_code=code,
        sources=tuple(str(s) for s in raw["sources"]),
    )
