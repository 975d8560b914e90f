"""Reference server: event-to-delivery latency through the whole server for 1,000 events.

A freshly started `python -m reference_server` (one process, `--allow-private-targets`, the
receiver's trustme CA as `--ca-bundle`) has a `social` hook with a secret; the client links and
unlinks a network through `/_sandbox/link` and `/_sandbox/unlink` at a steady 100 events/s,
each request producing one `social` event. Latency runs from just before the client sends the
request to the HTTPS receiver (uvicorn in its own process) having read the body, so it holds
the request, the transaction that queues the event, the worker's pick-up, signing and the TLS
POST. The engine alone is `delivery_bench`.
"""

from __future__ import annotations

import multiprocessing
import socket
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import trustme

from benchmarks._https_receiver import serve
from benchmarks.registry import Row
from testkit.server import ReferenceServer

AREA = "server delivery"
API_KEY = "bench-api-key"
EVENTS = 1000
RATE_PER_SECOND = 100


def _event_name(event: dict[str, Any]) -> str:
    return f"{event['displayName']}:{event['type']}"


def _measure(scratch: Path) -> tuple[list[float], float, int]:
    ca = trustme.CA()
    ca_file = scratch / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    cert_file = scratch / "receiver.pem"
    ca.issue_cert("127.0.0.1").private_key_and_cert_chain_pem.write_to_path(str(cert_file))
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    hook_url = f"https://127.0.0.1:{sock.getsockname()[1]}/hook"
    child = multiprocessing.get_context("fork").Process(
        target=serve, args=(sock, str(cert_file), _event_name), daemon=True
    )
    child.start()
    server = ReferenceServer(
        api_key=API_KEY, extra_args=["--no-external-fetch", "--ca-bundle", str(ca_file)]
    )
    base_url = server.start()
    verify = httpx.create_ssl_context()
    ca.configure_trust(verify)
    try:
        headers = {"Authorization": f"Bearer {API_KEY}"}
        with httpx.Client(base_url=base_url, headers=headers, timeout=30) as api:
            profile = api.post("/profiles", json={"title": "Bench"}).json()
            api.headers["Profile-Key"] = profile["profileKey"]
            hook = {"action": "social", "url": hook_url, "secret": "bench-secret"}
            api.post("/hook/webhook", json=hook).raise_for_status()
            sent: dict[str, float] = {}
            started = time.monotonic()
            for n in range(EVENTS):
                time.sleep(max(0.0, started + n / RATE_PER_SECOND - time.monotonic()))
                name = f"bench-{n // 2}"
                if n % 2 == 0:
                    sent[f"{name}:link"] = time.monotonic()
                    body = {"platform": "linkedin", "displayName": name}
                    api.post("/_sandbox/link", json=body).raise_for_status()
                else:
                    sent[f"{name}:unlink"] = time.monotonic()
                    api.post("/_sandbox/unlink", json={"platform": "linkedin"}).raise_for_status()
            deadline = time.monotonic() + 120
            while True:
                seen = httpx.get(hook_url, verify=verify, timeout=10).json()
                if len(seen["arrivals"]) >= EVENTS or time.monotonic() > deadline:
                    break
                time.sleep(0.1)
            wall = time.monotonic() - started
    finally:
        server.stop()
        child.terminate()
        child.join(10)
        sock.close()
    arrivals: dict[str, float] = seen["arrivals"]
    if len(arrivals) != EVENTS:
        raise RuntimeError(f"{len(arrivals)} of {EVENTS} events arrived")
    latencies = [(arrivals[key] - at) * 1000 for key, at in sent.items()]
    return latencies, wall, int(seen["duplicates"])


def rows() -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="bench-server-delivery-") as scratch:
        latencies, wall, duplicates = _measure(Path(scratch))
    p99 = statistics.quantiles(latencies, n=100, method="inclusive")[98]
    note = f"{EVENTS} events at {RATE_PER_SECOND}/s, {wall:.1f} s wall, {duplicates} duplicates"
    name = "event-to-delivery latency via the API"
    return [
        Row(AREA, f"{name}, median", statistics.median(latencies), "ms", note=note),
        Row(AREA, f"{name}, p99", p99, "ms", note=note),
    ]
