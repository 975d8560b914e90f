"""The client against raw pooled httpx and the official SDK, and a maximum-size upload.

Calls: `client.webhooks.list()` (GET /hook/webhook, a small JSON body parsed into the
`WebhookList` model, retries enabled) against `httpx.Client.get(...).json()` on the very same
pooled httpx client; sync and async. Rounds alternate between the two to share any drift of
the server; the median round decides (goal: at most 1.10x the raw time per call).
The same comparison on an `httpx.MockTransport` (no server) isolates the client's own overhead.
The official SDK (`social-post-api`, module `ayrshare`, `SocialPost.listWebhooks()`) is pointed
at the same local server by its module-level `base` URL (it never reaches the internet here);
it opens a new connection per call (`requests.get`), which is what its calls/s show. It is not
a dependency: its wheel also installs a top-level `tests` package that shadows ours, so the
bench downloads the pinned wheel (pip, from the package index) into a temporary directory and
imports only its `ayrshare` package from there.
Upload: `client.media.upload` of a file of `x-limits.uploadMaxBytes` bytes, timed, then again
under tracemalloc for the peak memory growth of the client process.
"""

from __future__ import annotations

import asyncio
import importlib
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
import zipfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
from social_publishing_client.api import AsyncSocialPublishing, SocialPublishing
from social_publishing_client.models import MediaUploadForm, WebhookRegistration
from social_publishing_client.types import File
from social_publishing_models.spec_facts import UPLOAD_MAX_BYTES

from benchmarks._reference import BENCH_API_KEY, running_reference_server
from benchmarks.registry import Row

AREA = "client"
CALLS_PER_ROUND = 200
ROUNDS = 7
MOCK_CALLS = 2000
OFFICIAL_CALLS = 100
OFFICIAL_SDK = "social-post-api>=1.3,<1.4"  # the official Python SDK, module `ayrshare`
RATIO_GOAL = 1.10
UPLOAD_MEMORY_GOAL_BYTES = 32 * 1024 * 1024
MIB = 1024 * 1024
HOOKS_PATH = "/hook/webhook"


def _per_call_seconds(call: Callable[[], object], calls: int = CALLS_PER_ROUND) -> float:
    started = time.perf_counter()
    for _ in range(calls):
        call()
    return (time.perf_counter() - started) / calls


def _sync_medians(client: SocialPublishing, calls: int = CALLS_PER_ROUND) -> tuple[float, float]:
    pool = client.http_client
    url = client.base_url + HOOKS_PATH
    headers = {"Authorization": f"Bearer {BENCH_API_KEY}"}

    def generated() -> object:
        return client.webhooks.list()

    def raw() -> object:
        response = pool.get(url, headers=headers)
        response.raise_for_status()
        return response.json()

    for warmup in (generated, raw):
        _per_call_seconds(warmup, calls)
    generated_times, raw_times = [], []
    for _ in range(ROUNDS):
        generated_times.append(_per_call_seconds(generated, calls))
        raw_times.append(_per_call_seconds(raw, calls))
    return statistics.median(generated_times), statistics.median(raw_times)


async def _async_medians(base_url: str) -> tuple[float, float]:
    async with AsyncSocialPublishing(BENCH_API_KEY, base_url=base_url) as client:
        pool = client.http_client
        url = client.base_url + HOOKS_PATH
        headers = {"Authorization": f"Bearer {BENCH_API_KEY}"}

        async def generated() -> object:
            return await client.webhooks.list()

        async def raw() -> object:
            response = await pool.get(url, headers=headers)
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
    return statistics.median(generated_times), statistics.median(raw_times)


def _import_official_sdk(scratch: Path) -> ModuleType:
    """`ayrshare.ayrshare` from the pinned wheel, unpacked into `scratch` (package only)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--dest", str(scratch), OFFICIAL_SDK],
        check=True, capture_output=True, timeout=180,
    )  # fmt: skip
    wheel = next(scratch.glob("*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(
            scratch / "site", [n for n in archive.namelist() if n.startswith("ayrshare/")]
        )
    sys.path.insert(0, str(scratch / "site"))
    try:
        return importlib.import_module("ayrshare.ayrshare")
    finally:
        sys.path.remove(str(scratch / "site"))


def _official_sdk_per_call(base_url: str) -> float:
    """Seconds per `SocialPost.listWebhooks()` against the local server."""
    with tempfile.TemporaryDirectory(prefix="bench-official-sdk-") as scratch:
        official: Any = _import_official_sdk(Path(scratch))
    official.base = f"{base_url}/"  # its only base-URL setting: a module global
    if not official.base.startswith("http://127.0.0.1:"):
        raise RuntimeError("the official SDK must be pointed at the local server")
    sdk = official.SocialPost(BENCH_API_KEY)
    answer = sdk.listWebhooks()
    if "webhooks" not in answer:
        raise RuntimeError(f"official SDK call failed against the reference server: {answer}")
    return statistics.median(_per_call_seconds(sdk.listWebhooks, OFFICIAL_CALLS) for _ in range(3))


def _mock_rows() -> list[Row]:
    body = {
        "status": "success",
        "scheduled": "https://hooks.bench.test/",
        "updated": "2026-11-22T18:00:00Z",
        "webhooks": [
            {
                "hookId": "h-1",
                "action": "scheduled",
                "url": "https://hooks.bench.test/",
                "refId": "r-1",
                "hasSecret": False,
                "created": "2026-11-22T18:00:00Z",
            }
        ],
    }

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=body)

    http = httpx.Client(transport=httpx.MockTransport(handler))
    with SocialPublishing("key", base_url="http://bench.invalid", http_client=http) as client:
        generated, raw = _sync_medians(client, MOCK_CALLS)
    http.close()
    return _comparison_rows("no server (MockTransport)", generated, raw, goal=False)


def _comparison_rows(mode: str, generated: float, raw: float, goal: bool = True) -> list[Row]:
    ratio = generated / raw
    rows = [
        Row(AREA, f"{mode}: raw httpx, list webhooks", 1 / raw, "calls/s"),
        Row(AREA, f"{mode}: client.webhooks.list()", 1 / generated, "calls/s"),
    ]
    note = f"{generated * 1e6:.0f} us vs {raw * 1e6:.0f} us"
    if not goal:
        rows.append(
            Row(AREA, f"{mode}: client / raw time per call", ratio, "x", note=f"{note}; overhead")
        )
        return rows
    rows.append(
        Row(
            AREA,
            f"{mode}: client / raw time per call",
            ratio,
            "x",
            goal=f"<= {RATIO_GOAL}",
            ok=ratio <= RATIO_GOAL,
            note=note,
        )
    )
    return rows


def _upload_rows(client: SocialPublishing) -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="bench-upload-") as scratch:
        path = Path(scratch) / "max-size.bin"
        with path.open("wb") as handle:
            handle.truncate(UPLOAD_MAX_BYTES)
        started = time.perf_counter()
        client.media.upload(MediaUploadForm(file=File.from_path(path)))
        elapsed = time.perf_counter() - started
        tracemalloc.start()
        try:
            baseline, _ = tracemalloc.get_traced_memory()
            client.media.upload(MediaUploadForm(file=File.from_path(path)))
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
    with (
        running_reference_server() as base_url,
        SocialPublishing(BENCH_API_KEY, base_url=base_url) as client,
    ):
        client.webhooks.register(
            WebhookRegistration(action="scheduled", url="https://hooks.bench.test/")
        )
        generated, raw = _sync_medians(client)
        results = _comparison_rows("sync", generated, raw)
        generated_async, raw_async = asyncio.run(_async_medians(base_url))
        results += _comparison_rows("async", generated_async, raw_async)
        official = _official_sdk_per_call(base_url)
        results.append(
            Row(
                AREA,
                "official SDK (social-post-api) SocialPost.listWebhooks()",
                1 / official,
                "calls/s",
                note=f"client.webhooks.list() is {official / generated:.1f}x faster (sync)",
            )
        )
        results += _upload_rows(client)
    return results + _mock_rows()
