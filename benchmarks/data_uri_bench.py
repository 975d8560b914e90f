"""Reference server: a maximum-size JSON data-URI upload while another client polls.

One client uploads a file of exactly `x-limits.uploadMaxBytes` bytes as a data URI (about 40 MiB
of JSON) while a second client polls `GET /_sandbox` on its own keep-alive connection, one
request after the other. Reported: the upload's wall time, the longest and the median poll
wait (goal: no poll waits more than 100 ms, i.e. the check and decode never hold the event
loop; the body is sent in 256 KiB pieces so the uploading thread of this process does not hold
the poller up), and the server's peak memory growth (VmHWM after minus VmRSS before, from /proc of a
freshly started server; goal: at most twice the file size). Running the spec's pattern
over the whole string on the event loop would cost about 5 s of stall and 1.3 GB.
"""

from __future__ import annotations

import base64
import json
import statistics
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx

from benchmarks.registry import Row
from spec_model import ServiceSpec
from testkit.server import ReferenceServer
from testkit.server_process import status_kib

AREA = "data_uri"
REPO = Path(__file__).resolve().parents[1]
API_KEY = "bench-api-key"
POLL_GOAL_SECONDS = 0.100
MIB = 1024 * 1024
CHUNK = 256 * 1024


def _body(size: int) -> bytes:
    text = base64.b64encode(bytes(range(256)) * (size // 256) + b"\x00" * (size % 256))
    return json.dumps(
        {"file": "data:application/octet-stream;base64," + text.decode(), "fileName": "max.bin"}
    ).encode()


def _chunks(body: bytes) -> Iterator[bytes]:
    """The body in 256 KiB pieces: sent whole, httpx would copy 40 MiB in one call holding the
    GIL of this process and so delay the poller thread (the client's stall, not the server's)."""
    view = memoryview(body)
    for start in range(0, len(body), CHUNK):
        yield bytes(view[start : start + CHUNK])


def rows() -> list[Row]:
    limit = ServiceSpec.load().facts.limits.upload_max_bytes
    body = _body(limit)
    server = ReferenceServer(api_key=API_KEY, extra_args=["--no-external-fetch"])
    url = server.start()
    try:
        assert server.launcher is not None
        pid = server.launcher.pid
        headers = {"Authorization": f"Bearer {API_KEY}"}
        waits: list[float] = []
        uploading = threading.Event()
        done = threading.Event()

        def poll() -> None:
            with httpx.Client(base_url=url, headers=headers, timeout=60) as poller:
                poller.get("/_sandbox").raise_for_status()
                uploading.wait(30)
                while not done.is_set():
                    started = time.perf_counter()
                    poller.get("/_sandbox").raise_for_status()
                    waits.append(time.perf_counter() - started)

        poller = threading.Thread(target=poll)
        poller.start()
        with httpx.Client(base_url=url, headers=headers, timeout=120) as client:
            client.get("/media").raise_for_status()  # warm up the request path
            baseline = status_kib(pid, "VmRSS") * 1024
            uploading.set()
            started = time.perf_counter()
            response = client.post(
                "/media/upload",
                content=_chunks(body),
                headers={"Content-Type": "application/json", "Content-Length": str(len(body))},
            )
            elapsed = time.perf_counter() - started
            done.set()
            poller.join()
            response.raise_for_status()
            growth = status_kib(pid, "VmHWM") * 1024 - baseline
            stored = client.get("/media").json()[0]
            assert int(stored["size"]) == limit, stored  # list_media answers a decimal string
    finally:
        done.set()
        server.stop()
    longest = max(waits)
    return [
        Row(
            AREA,
            f"upload {limit / MIB:.0f} MiB as a data URI",
            elapsed,
            "s",
            note=f"{len(body) / MIB:.1f} MiB of JSON",
        ),
        Row(
            AREA,
            "longest poll wait during the upload",
            longest * 1000,
            "ms",
            goal=f"<= {POLL_GOAL_SECONDS * 1000:.0f} ms",
            ok=longest <= POLL_GOAL_SECONDS,
            note=f"{len(waits)} polls, median {statistics.median(waits) * 1000:.1f} ms",
        ),
        Row(
            AREA,
            "upload peak memory growth (server)",
            growth / MIB,
            "MiB",
            goal=f"<= {2 * limit / MIB:.0f} MiB (2x the file)",
            ok=growth <= 2 * limit,
            note="VmHWM after minus VmRSS before",
        ),
    ]
