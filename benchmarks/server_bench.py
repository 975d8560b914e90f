"""Reference server: webhook-history throughput and the memory of a maximum-size upload.

* `GET /hook/history` requests/s with 1,000 stored entries (sequential keep-alive client,
  `Accept-Encoding` as httpx sends it, so responses are compressed as the spec says); goal
  500/s. Each read's note gives the server's CPU time per request (from
  /proc/<pid>/stat), the figure that does not move with the load of a shared machine.
* A multipart upload of exactly `x-limits.uploadMaxBytes` bytes streamed from a generator:
  wall time, and the server's peak memory growth (VmHWM after minus VmRSS before, read from
  /proc of a freshly started server). Goal: < 32 MB.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from benchmarks.registry import Row
from spec_model import ServiceSpec
from testkit.server import ReferenceServer
from testkit.server_process import status_kib

AREA = "server"
REPO = Path(__file__).resolve().parents[1]
API_KEY = "bench-api-key"
HISTORY_ENTRIES = 1000
HISTORY_SECONDS = 3.0
POST_HISTORY = 200
UPLOAD_MEMORY_GOAL_BYTES = 32 * 1024 * 1024
MIB = 1024 * 1024
HEAVY_READ_GOAL = 500.0  # requests/s


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (0 when it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _heavy_read(client: httpx.Client, pid: int, path: str, **kwargs: Any) -> tuple[float, float]:
    """Sequential requests/s of a GET over HISTORY_SECONDS, and server CPU ms per request."""
    for _ in range(20):
        client.get(path, **kwargs).raise_for_status()
    count = 0
    cpu_before = cpu_seconds(pid)
    started = time.perf_counter()
    while time.perf_counter() - started < HISTORY_SECONDS:
        client.get(path, **kwargs).raise_for_status()
        count += 1
    elapsed = time.perf_counter() - started
    return count / elapsed, (cpu_seconds(pid) - cpu_before) / count * 1000


@contextmanager
def _server() -> Iterator[tuple[str, int]]:
    """A fresh reference server (the contract suite's launcher) and its process id."""
    server = ReferenceServer(api_key=API_KEY, extra_args=["--no-external-fetch"])
    with server as url:
        assert server.launcher is not None
        yield url, server.launcher.pid


def _social_entry(created: datetime, index: int) -> dict[str, Any]:
    return {
        "action": "social",
        "created": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "displayName": f"Account {index}",
        "hookId": "h-bench",
        "platform": "facebook",
        "refId": "bench",
        "source": "user",
        "timeStamp": int(created.timestamp()),
        "title": "Primary Profile",
        "type": "link" if index % 2 else "unlink",
        "url": "https://hooks.bench.test/social",
    }


def history_rows() -> list[Row]:
    with _server() as (url, pid):
        headers = {"Authorization": f"Bearer {API_KEY}"}
        with httpx.Client(base_url=url, headers=headers, timeout=30) as client:
            now = datetime.now(UTC).replace(microsecond=0)
            entries = [_social_entry(now - timedelta(minutes=i), i) for i in range(HISTORY_ENTRIES)]
            client.post("/_sandbox/webhook-history", json={"entries": entries}).raise_for_status()
            first = client.get("/hook/history")
            first.raise_for_status()
            assert len(first.json()["social"]) == HISTORY_ENTRIES
            rate, cpu_ms = _heavy_read(client, pid, "/hook/history")
            encoding = first.headers.get("content-encoding", "identity")
    return [
        Row(
            AREA,
            f"GET /hook/history, {HISTORY_ENTRIES} entries",
            rate,
            "req/s",
            goal=f">= {HEAVY_READ_GOAL:.0f}",
            ok=rate >= HEAVY_READ_GOAL,
            note=f"sequential keep-alive client, {encoding}, {len(first.content):,} bytes JSON,"
            f" server CPU {cpu_ms:.2f} ms/req",
        )
    ]


def posts_rows() -> list[Row]:
    """Answers built through the generated models: post history of POST_HISTORY posts, and
    single posts created one by one (each answer is a model, validated, then serialized)."""
    with _server() as (url, pid):
        headers = {"Authorization": f"Bearer {API_KEY}"}
        with httpx.Client(base_url=url, headers=headers, timeout=30) as client:
            for platform in ("facebook", "linkedin"):
                client.post("/_sandbox/link", json={"platform": platform}).raise_for_status()
            post = {"post": "Bench post", "platforms": ["facebook", "linkedin"]}
            started = time.perf_counter()
            for _ in range(POST_HISTORY):
                client.post("/post", json=post).raise_for_status()
            create_rate = POST_HISTORY / (time.perf_counter() - started)
            query = {"limit": POST_HISTORY}
            first = client.get("/history", params=query)
            first.raise_for_status()
            assert len(first.json()["history"]) == POST_HISTORY
            history_rate, cpu_ms = _heavy_read(client, pid, "/history", params=query)
    return [
        Row(AREA, "POST /post (2 networks)", create_rate, "req/s", note="sequential client"),
        Row(
            AREA,
            f"GET /history, {POST_HISTORY} posts",
            history_rate,
            "req/s",
            goal=f">= {HEAVY_READ_GOAL:.0f}",
            ok=history_rate >= HEAVY_READ_GOAL,
            note=f"sequential keep-alive client, {len(first.content):,} bytes,"
            f" server CPU {cpu_ms:.2f} ms/req",
        ),
    ]


def _multipart(boundary: str, size: int) -> Iterator[bytes]:
    yield (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="max.bin"\r\n'
        "Content-Type: application/octet-stream\r\n\r\n"
    ).encode()
    chunk = b"\x5a" * MIB
    sent = 0
    while sent < size:
        part = chunk[: min(MIB, size - sent)]
        sent += len(part)
        yield part
    yield f"\r\n--{boundary}--\r\n".encode()


def upload_rows() -> list[Row]:
    limit = ServiceSpec.load().facts.limits.upload_max_bytes
    with _server() as (url, pid):
        headers = {"Authorization": f"Bearer {API_KEY}"}
        with httpx.Client(base_url=url, headers=headers, timeout=120) as client:
            client.get("/media").raise_for_status()  # warm up the request path
            baseline = status_kib(pid, "VmRSS") * 1024
            boundary = "bench-boundary-31c9"
            started = time.perf_counter()
            response = client.post(
                "/media/upload",
                content=_multipart(boundary, limit),
                headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
            )
            elapsed = time.perf_counter() - started
            response.raise_for_status()
            growth = status_kib(pid, "VmHWM") * 1024 - baseline
    return [
        Row(AREA, f"upload {limit / MIB:.0f} MiB (multipart)", elapsed, "s"),
        Row(
            AREA,
            "upload peak memory growth (server)",
            growth / MIB,
            "MiB",
            goal=f"< {UPLOAD_MEMORY_GOAL_BYTES // MIB} MiB",
            ok=growth < UPLOAD_MEMORY_GOAL_BYTES,
            note="VmHWM after minus VmRSS before",
        ),
    ]


def _rate(client: httpx.Client, method: str, path: str, **kwargs: Any) -> float:
    """Sequential requests/s of one request, after a warm-up, over HISTORY_SECONDS."""
    for _ in range(20):
        client.request(method, path, **kwargs).raise_for_status()
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < HISTORY_SECONDS:
        client.request(method, path, **kwargs).raise_for_status()
        count += 1
    return count / (time.perf_counter() - started)


def user_analytics_rows() -> list[Row]:
    """GET /user (3 linked networks, POST_HISTORY posts this month, with the Instagram quota)
    and POST /analytics/post of a post on 3 networks (metrics built from the spec's schemas)."""
    with _server() as (url, _):
        headers = {"Authorization": f"Bearer {API_KEY}"}
        with httpx.Client(base_url=url, headers=headers, timeout=30) as client:
            platforms = ["facebook", "instagram", "linkedin"]
            for platform in platforms:
                client.post("/_sandbox/link", json={"platform": platform}).raise_for_status()
            post = {"post": "Bench post", "platforms": platforms}
            post_id = ""
            for _ in range(POST_HISTORY):
                created = client.post("/post", json=post)
                created.raise_for_status()
                post_id = created.json()["id"]
            client.post("/_sandbox/clock", json={"advanceSeconds": 3600}).raise_for_status()
            user_query = {"instagramDetails": "true"}
            user = client.get("/user", params=user_query).json()
            assert user["monthlyPostCount"] == POST_HISTORY, user
            user_rate = _rate(client, "GET", "/user", params=user_query)
            analytics = client.post("/analytics/post", json={"id": post_id})
            assert analytics.json()["status"] == "success", analytics.text
            analytics_rate = _rate(client, "POST", "/analytics/post", json={"id": post_id})
    return [
        Row(
            AREA,
            f"GET /user, 3 networks, {POST_HISTORY} posts",
            user_rate,
            "req/s",
            note="sequential keep-alive client, instagramDetails=true",
        ),
        Row(
            AREA,
            "POST /analytics/post (3 networks)",
            analytics_rate,
            "req/s",
            note=f"sequential keep-alive client, {len(analytics.content):,} bytes",
        ),
    ]


def rows() -> list[Row]:
    return [*history_rows(), *posts_rows(), *upload_rows(), *user_analytics_rows()]
