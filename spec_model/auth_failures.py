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

from jsonschema import Draft202012Validator

from .loader import SpecLoadError
from .references import pointer

if TYPE_CHECKING:
    from .facts import Catalogue

_CODE = {"type": "integer", "minimum": 1}

#: The shape of `x-auth-failure-limit` (checked at load).
SHAPE: dict[str, Any] = {
    "type": "object",
    "required": [
        "scope",
        "windowSeconds",
        "maxFailuresPerWindow",
        "ipv6PrefixLength",
        "counted",
        "errorCode",
        "sources",
    ],
    "properties": {
        "description": {"type": "string"},
        "scope": {"const": "client-address"},
        "windowSeconds": {"type": "integer", "minimum": 1},
        "maxFailuresPerWindow": {"type": "integer", "minimum": 1},
        "ipv6PrefixLength": {"type": "integer", "minimum": 1, "maximum": 128},
        "counted": {"type": "array", "minItems": 1, "uniqueItems": True, "items": _CODE},
        "errorCode": _CODE,
        "sources": {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}},
    },
    "additionalProperties": False,
}

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
    """`x-auth-failure-limit`, checked: its shape, its code catalogued with HTTP 429, and each
    counted code catalogued with HTTP 401 or 403 (an authentication failure)."""
    errors = sorted(
        Draft202012Validator(SHAPE).iter_errors(raw), key=lambda e: list(e.absolute_path)
    )
    if errors:
        lines = [f"{POINTER}{pointer(*e.absolute_path)}: {e.message[:200]}" for e in errors[:5]]
        raise SpecLoadError("x-auth-failure-limit is malformed:\n  " + "\n  ".join(lines))
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
