"""Webhook delivery: event-to-delivery latency for 1,000 events to a loopback HTTPS receiver.

The events are enqueued into a real outbox (SQLite file) from the event loop, as the server's
request handlers would, and a `DeliveryWorker` with default settings (private targets allowed,
a trustme CA) sends them to an HTTPS receiver (uvicorn, in its own process, like a real remote
receiver). Latency runs from the `enqueue()` call to the receiver having read the body
(`time.monotonic()` is one clock for all processes on Linux). Two shapes: a steady stream
(events spread over time, the usual case) and a burst (all at once: queueing included).
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import socket
import ssl
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import trustme

from benchmarks._https_receiver import serve
from benchmarks.registry import Row
from reference_server.store import Outbox
from reference_server.webhooks.policy import load_delivery_policy
from reference_server.webhooks.settings import DeliverySettings
from reference_server.webhooks.signing import sign_body
from reference_server.webhooks.worker import DeliveryWorker

AREA = "delivery"
EVENTS = 1000
STREAM_RATE_PER_SECOND = 100


def _event_number(event: dict[str, Any]) -> int:
    return int(event["n"])


async def _send_events(
    outbox: Outbox, url: str, context: ssl.SSLContext, rate: float | None
) -> dict[int, float]:
    """Enqueue EVENTS events (at `rate` per second, or all at once) with a worker running."""
    sent: dict[int, float] = {}
    worker = DeliveryWorker(
        outbox, settings=DeliverySettings(ca_bundle=context, allow_private_targets=True)
    )
    await worker.start()
    try:
        started = time.monotonic()
        for n in range(EVENTS):
            if rate is not None:
                await asyncio.sleep(max(0.0, started + n / rate - time.monotonic()))
            body = json.dumps({"n": n, "action": "social", "pad": "x" * 300}).encode()
            sent[n] = time.monotonic()
            outbox.enqueue(
                "hook", url, sign_body(body, "secret"), body, action="social", ref_id="ref"
            )
        deadline = time.monotonic() + 120
        while outbox.counts().get("pending", 0) and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
    finally:
        await worker.stop()
    return sent


def _measure(rate: float | None) -> tuple[list[float], float, int]:
    """Latencies (ms), wall time (s) and duplicate deliveries of one run of EVENTS events."""
    ca = trustme.CA()
    context = ssl.create_default_context()
    ca.configure_trust(context)
    with tempfile.TemporaryDirectory(prefix="bench-delivery-") as scratch:
        cert_file = Path(scratch) / "receiver.pem"
        ca.issue_cert("127.0.0.1").private_key_and_cert_chain_pem.write_to_path(str(cert_file))
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        url = f"https://127.0.0.1:{sock.getsockname()[1]}/hook"
        child = multiprocessing.get_context("fork").Process(
            target=serve, args=(sock, str(cert_file), _event_number), daemon=True
        )
        child.start()
        try:
            for _ in range(200):  # until the receiver answers
                try:
                    httpx.get(url, verify=context, timeout=1)
                    break
                except httpx.HTTPError:
                    time.sleep(0.05)
            with Outbox(Path(scratch) / "service.sqlite3") as outbox:
                started = time.monotonic()
                sent = asyncio.run(_send_events(outbox, url, context, rate))
                wall = time.monotonic() - started
                delivered = outbox.counts().get("delivered", 0)
            seen = httpx.get(url, verify=context, timeout=10).json()
        finally:
            child.terminate()
            child.join(10)
            sock.close()
    arrivals = {int(k): v for k, v in seen["arrivals"].items()}
    if delivered != EVENTS or len(arrivals) != EVENTS:
        raise RuntimeError(f"{delivered} delivered, {len(arrivals)} received of {EVENTS}")
    latencies = [(arrivals[n] - sent[n]) * 1000 for n in range(EVENTS)]
    return latencies, wall, int(seen["duplicates"])


def _p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[98]


def rows() -> list[Row]:
    load_delivery_policy()  # read the spec once, outside the timings
    result: list[Row] = []
    for label, rate in (
        (f"steady {STREAM_RATE_PER_SECOND}/s", float(STREAM_RATE_PER_SECOND)),
        ("burst", None),
    ):
        latencies, wall, duplicates = _measure(rate)
        note = f"{EVENTS} events, {wall:.1f} s wall, {duplicates} duplicates"
        name = f"event-to-delivery latency, {label}"
        result += [
            Row(AREA, f"{name}, median", statistics.median(latencies), "ms", note=note),
            Row(AREA, f"{name}, p99", _p99(latencies), "ms", note=note),
        ]
        if rate is None:
            result.append(Row(AREA, "burst throughput", EVENTS / wall, "deliveries/s", note=note))
    return result
