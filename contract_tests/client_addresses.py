"""Client addresses other than the suite's own: rules that judge per-address behaviour (the
failed-authentication limit) send from a second loopback address, which reaches only a target
on IPv4 loopback; elsewhere the rule skips and says why."""

from __future__ import annotations

import ipaddress
import socket

import httpx
import pytest

from contract_tests.target import ApiClient


def second_address(api: ApiClient) -> str:
    """A loopback address other than the target's, or skip when the target is not on an
    IPv4 loopback address (no second client address reaches it from here)."""
    host = httpx.URL(api.target.base_url).host
    try:
        resolved = socket.getaddrinfo(host, None, socket.AF_INET)[0][4][0]
    except (OSError, IndexError):
        resolved = ""
    if not resolved or not ipaddress.ip_address(resolved).is_loopback:
        pytest.skip(
            "needs a second client address: the rules of x-auth-failure-limit are checked "
            f"from another loopback address, and the target ({host}) is not on IPv4 loopback"
        )
    return "127.0.0.3" if resolved == "127.0.0.2" else "127.0.0.2"
