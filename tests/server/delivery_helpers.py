"""Shared parts of the webhook delivery tests: a test CA and HTTPS receiver on 127.0.0.1, the
signature computed independently, and waiting for the outbox."""

from __future__ import annotations

import hashlib
import hmac
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import trustme

from spec_model import load_document
from testkit.https_receiver import Received
from tests.server.server_harness import Api

SPEC = load_document()
DELIVERY = SPEC["x-webhook-delivery"]
RETRY_DELAYS = [float(d) for d in DELIVERY["retryDelaysSeconds"]]
MAX_ATTEMPTS = 1 + len(RETRY_DELAYS)


def expected_signature(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def check_signed(received: Received, secret: str | None) -> None:
    """The signature header is the HMAC of the exact body (absent without a secret, and no
    rotation header outside a rotation); the timestamp header is Unix seconds; the delivery id
    and attempt number are there."""
    signature = received.headers.get(DELIVERY["signatureHeader"].lower())
    if secret is None:
        assert signature is None
    else:
        assert signature == expected_signature(secret, received.body)
    assert DELIVERY["rotationSignatureHeader"].lower() not in received.headers
    assert received.headers.get(DELIVERY["timestampHeader"].lower(), "").isdigit()
    assert received.headers.get(DELIVERY["deliveryIdHeader"].lower())
    assert received.headers.get(DELIVERY["attemptHeader"].lower(), "").isdigit()
    assert received.headers.get("content-type") == "application/json"


def delivery_id_of(received: Received) -> str:
    return received.headers[DELIVERY["deliveryIdHeader"].lower()]


def attempt_of(received: Received) -> int:
    return int(received.headers[DELIVERY["attemptHeader"].lower()])


def write_ca(ca: trustme.CA, directory: Path) -> Path:
    path = directory / "receiver-ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return path


def service_now(api: Api) -> datetime:
    return datetime.fromisoformat(api.ok("GET", "/_sandbox")["now"].replace("Z", "+00:00"))


def ts(value: datetime) -> str:
    return value.strftime("%Y-%m-%dT%H:%M:%SZ")


def in_future(api: Api, seconds: float) -> str:
    return ts(service_now(api) + timedelta(seconds=seconds))


def deliveries(api: Api, headers: dict[str, str] | None = None) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = api.ok("GET", "/_sandbox/deliveries", headers=headers)[
        "deliveries"
    ]
    return found


def wait_deliveries(
    api: Api,
    headers: dict[str, str],
    done: Any,
    timeout: float = 20.0,
) -> list[dict[str, Any]]:
    """Poll the outbox log until `done(log)` holds; fail with the log otherwise."""
    deadline = time.monotonic() + timeout
    log = deliveries(api, headers)
    while not done(log):
        if time.monotonic() > deadline:
            raise AssertionError(f"outbox log did not reach the state in {timeout}s: {log}")
        time.sleep(0.05)
        log = deliveries(api, headers)
    return log


def as_recorded(event: dict[str, Any], status: str = "delivered") -> dict[str, Any]:
    """The history entry of a delivered body: the body plus its `deliveryStatus`."""
    return {**event, "deliveryStatus": status}


def all_recorded(count: int) -> Any:
    """`done` for `wait_deliveries`: `count` deliveries, all finished and in history."""
    return lambda log: (
        len(log) >= count and all(d["status"] != "pending" and d["recorded"] for d in log)
    )
