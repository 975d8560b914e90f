"""Whether the target can reach the suite's receivers: one verdict per run, the same skip for
every test that needs it.

Webhook deliveries: the first test that needs the HTTPS receiver has the target deliver one
`social` event (a network linked through the control) to a fresh receiver. When it arrives,
every delivery test judges what arrives and a missing delivery is a failure of its rule; when
it does not, every such test skips with the one reason found (:func:`delivery_reason`): refused
by the target's egress rules (its history says `refused`), TLS not trusted (the target's TLS
handshake with the receiver failed), attempted but never arrived (the address is not reachable
from the target), or nothing sent.

Fetches from the suite's feed server: a feed the target refuses without having requested
anything from that server was never fetched; the test skips with the target's own answer
(:func:`fetch_not_made`), as a delivery test does.

The hint names what makes the receivers reachable, on both sides: the suite's
``--receiver-host``/``--receiver-url`` and the receiver's CA (``--export-receiver-ca``), and the
target's own egress rules and trust store (the reference server's ``--allow-private-targets``,
which a receiver on a loopback or private address needs, and ``--ca-bundle``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NoReturn

import httpx
import pytest

HINT = (
    "to check them, let the target reach the suite's machine (suite: --receiver-host HOST, or "
    "--receiver-url URL of a tunnel; target: allow requests to that address, e.g. the "
    "reference server's --allow-private-targets for a loopback or private one) and trust the "
    "receiver's CA (suite: --export-receiver-ca PATH; target: e.g. the reference server's "
    "--ca-bundle PATH)"
)

_verdict: list[str | None] = []


def require_delivery(probe: Callable[[], str | None]) -> None:
    """Skip, with the run's one reason, when the target cannot deliver to the receiver
    (``probe`` finds out once per process: None when a delivery arrived)."""
    if not _verdict:
        _verdict.append(probe())
    if _verdict[0] is not None:
        pytest.skip(_verdict[0])


def delivery_reason(
    url: str, wait: float, statuses: Iterable[str], handshake_failures: int, registered: str
) -> str:
    """Why no delivery reached the receiver at ``url``, from the evidence: the target's answer
    to the registration (``registered``, empty when accepted), the history's `deliveryStatus`
    values for the address, and failed TLS handshakes at the receiver."""
    found = set(statuses)
    if registered:
        why = f"refused by the target: register_webhook answered {registered}"
    elif "refused" in found:
        why = "refused by the target's egress rules (its history says deliveryStatus `refused`)"
    elif handshake_failures:
        why = (
            f"TLS not trusted: the target connected {handshake_failures} time(s) but did not "
            "complete the TLS handshake with the receiver's certificate (the suite's test CA)"
        )
    elif "failed" in found:
        why = (
            "not reachable: the target's history says deliveryStatus `failed` and nothing "
            "arrived at the receiver"
        )
    else:
        why = f"nothing sent: no delivery within {wait:g} s and no history entry for the address"
    return f"the target cannot deliver to the suite's webhook receiver {url}: {why}; {HINT}"


def fetch_not_made(response: httpx.Response, url: str, reads: list[str]) -> None:
    """Skip when the target refused to read ``url`` without any request reaching the suite's
    server: it never fetched it (its egress rules, or an address it cannot reach)."""
    if response.is_success or reads:
        return
    skip_fetch(response, url)


def skip_fetch(response: httpx.Response, url: str) -> NoReturn:
    body = response.text[:200]
    pytest.skip(
        f"the target cannot fetch from the suite's server {url}: nothing reached it and the "
        f"target answered HTTP {response.status_code} {body}; {HINT}"
    )
