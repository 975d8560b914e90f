"""Generated client vs raw httpx on the same pooled connection, and a maximum-size upload.

Calls: `list_webhooks` (GET /hook/webhook, a small JSON body) through the generated function
with the companion's `ServiceClient` (hooks and all) against `httpx.Client.get(...).json()` on
the very same pooled httpx client; sync and async. Rounds alternate between the two to share
any drift of the server; the median round decides.
The same comparison on an `httpx.MockTransport` (no server, no network) isolates the client's
own overhead, which the server's time per request otherwise hides.
Upload: `upload_file` of a file of `x-limits.uploadMaxBytes` bytes, timed, then again under
tracemalloc for the peak memory growth of the client process.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx
from social_publishing_client.api.webhooks import list_webhooks, register_webhook
from social_publishing_client.models import WebhookRegistration
from social_publishing_models.spec_facts import UPLOAD_MAX_BYTES
from social_publishing_sdk import ServiceClient, connect, unwrap, upload_file

from benchmarks._reference import BENCH_API_KEY, running_reference_server
from benchmarks.registry import Row

AREA = "client"
CALLS_PER_ROUND = 200
ROUNDS = 7
MOCK_CALLS = 2000
RATIO_GOAL = 1.15
UPLOAD_MEMORY_GOAL_BYTES = 32 * 1024 * 1024
MIB = 1024 * 1024


def _per_call_seconds(call: Callable[[], object], calls: int = CALLS_PER_ROUND) -> float:
    started = time.perf_counter()
    for _ in range(calls):
        call()
    return (time.perf_counter() - started) / calls


def _sync_rows(
    client: ServiceClient, mode: str = "sync", goal: bool = True, calls: int = CALLS_PER_ROUND
) -> list[Row]:
    pool = client.get_httpx_client()

    def generated() -> object:
        return unwrap(list_webhooks.sync_detailed(client=client))

    def raw() -> object:
        response = pool.get("/hook/webhook")
        response.raise_for_status()
        return response.json()

    for warmup in (generated, raw):
        _per_call_seconds(warmup, calls)
    generated_times, raw_times = [], []
    for _ in range(ROUNDS):
        generated_times.append(_per_call_seconds(generated, calls))
        raw_times.append(_per_call_seconds(raw, calls))
    generated_median = statistics.median(generated_times)
    return _comparison_rows(mode, generated_median, statistics.median(raw_times), goal)


async def _async_medians(client: ServiceClient) -> tuple[float, float]:
    pool = client.get_async_httpx_client()

    async def generated() -> object:
        return unwrap(await list_webhooks.asyncio_detailed(client=client))

    async def raw() -> object:
        response = await pool.get("/hook/webhook")
        response.raise_for_status()
        return response.json()

    async def per_call(call: Callable[[], Awaitable[object]]) -> float:
        started = time.perf_counter()
        for _ in range(CALLS_PER_ROUND):
            await call()
        return (time.perf_counter() - started) / CALLS_PER_ROUND

    await per_call(generated)
    await per_call(raw)
    generated_times, raw_times = [], []
    for _ in range(ROUNDS):
        generated_times.append(await per_call(generated))
        raw_times.append(await per_call(raw))
    await pool.aclose()
    return statistics.median(generated_times), statistics.median(raw_times)


def _mock_rows() -> list[Row]:
    body = {
        "webhooks": [
            {
                "hookId": "h-1",
                "action": "scheduled",
                "url": "https://hooks.bench.test/",
                "refId": "r-1",
                "hasSecret": False,
                "created": "2026-11-22T18:00:00Z",
            }
        ]
    }

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=body)

    transport = httpx.MockTransport(handler)
    with ServiceClient(
        base_url="http://bench.invalid", token="key", httpx_args={"transport": transport}
    ) as client:
        return _sync_rows(client, mode="no server (MockTransport)", goal=False, calls=MOCK_CALLS)


def _comparison_rows(mode: str, generated: float, raw: float, goal: bool = True) -> list[Row]:
    ratio = generated / raw
    if not goal:
        return [
            Row(AREA, f"{mode}: raw httpx", 1 / raw, "calls/s"),
            Row(AREA, f"{mode}: generated client", 1 / generated, "calls/s"),
            Row(
                AREA,
                f"{mode}: generated / raw time per call",
                ratio,
                "x",
                note=f"{generated * 1e6:.0f} us vs {raw * 1e6:.0f} us; client overhead only",
            ),
        ]
    return [
        Row(AREA, f"{mode}: raw httpx, list_webhooks", 1 / raw, "calls/s"),
        Row(AREA, f"{mode}: generated client, list_webhooks", 1 / generated, "calls/s"),
        Row(
            AREA,
            f"{mode}: generated / raw time per call",
            ratio,
            "x",
            goal=f"<= {RATIO_GOAL}",
            ok=ratio <= RATIO_GOAL,
            note=f"{generated * 1e6:.0f} us vs {raw * 1e6:.0f} us",
        ),
    ]


def _upload_rows(client: ServiceClient) -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="bench-upload-") as scratch:
        path = Path(scratch) / "max-size.bin"
        with path.open("wb") as handle:
            handle.truncate(UPLOAD_MAX_BYTES)
        started = time.perf_counter()
        unwrap(upload_file(client, path))
        elapsed = time.perf_counter() - started
        tracemalloc.start()
        try:
            baseline, _ = tracemalloc.get_traced_memory()
            unwrap(upload_file(client, path))
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    growth = peak - baseline
    size_mib = UPLOAD_MAX_BYTES / MIB
    return [
        Row(AREA, f"upload {size_mib:.0f} MiB (multipart, streamed)", elapsed, "s"),
        Row(
            AREA,
            f"upload {size_mib:.0f} MiB: client peak memory growth",
            growth / MIB,
            "MiB",
            goal=f"< {UPLOAD_MEMORY_GOAL_BYTES // MIB}",
            ok=growth < UPLOAD_MEMORY_GOAL_BYTES,
            note="tracemalloc, client process",
        ),
    ]


def rows() -> list[Row]:
    with running_reference_server() as base_url, connect(base_url, BENCH_API_KEY) as client:
        unwrap(
            register_webhook.sync_detailed(
                client=client,
                body=WebhookRegistration(action="scheduled", url="https://hooks.bench.test/"),
            )
        )
        results = _sync_rows(client)
        generated, raw = asyncio.run(_async_medians(client))
        results += _comparison_rows("async", generated, raw)
        results += _upload_rows(client)
    return results + _mock_rows()
