"""Reliability harness of the reference server, shared by `tests/reliability/` and
`benchmarks/soak.py`.

* `RestartableServer`: the reference server (`start_server`) as a subprocess on a data dir (or
  forked from the fork server of `testkit.forked`, which imported the server once), SIGKILLed
  or stopped and started again on the same dir; resident memory of its process tree.
* `Ledger`: every write the server acknowledged with a 2xx, and the writes whose outcome is
  unknown (the connection broke: the server was killed while it ran).
* `Actor`: one client (own keep-alive connection, own profiles) mixing every operation.
* `verify_http` / `verify_data_dir`: the final state against the ledger, over HTTP and, with the
  server stopped, in the data dir (SQLite opened read-only).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import random
import sqlite3
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

import httpx

from testkit.post_results import unwrap_post_result
from testkit.server_process import status_kib
from tests.server.server_harness import RunningServer, start_server

API_KEY = "reliability-api-key"
INTERNAL_ERROR_MARK = "INTERNAL ERROR"
ACTIONS = ("feed", "social", "scheduled", "batch", "messages")
PLATFORMS = ("bluesky", "facebook", "linkedin")
KIB = 1024


def _tree(pid: int) -> list[int]:
    """`pid` and its descendants (worker processes)."""
    pids = [pid]
    try:
        child_files = list(Path(f"/proc/{pid}/task").glob("*/children"))
    except OSError:  # exited meanwhile
        return pids
    for child_file in child_files:
        try:
            children = child_file.read_text().split()
        except OSError:
            continue
        for child in children:
            pids.extend(_tree(int(child)))
    return pids


class RestartableServer:
    """A reference server on `data_dir` (`tests.server.server_harness.start_server`, without
    --allow-private-targets); `start()` again after `kill()`/`stop()`, `stderr()` the output of
    every run. `peak_rss_bytes`: the most resident memory of its processes (each one's
    high-water mark, summed), read before each end. ``forked``: each start forks the server
    from the fork server (`testkit.forked`) instead of starting it cold: the same entry point
    and arguments, a real process killed and started again the same way, without importing the
    server at every start. Its memory is the fork server's too (not for RSS figures)."""

    def __init__(self, data_dir: Path, *extra: str, workers: int = 1, forked: bool = False) -> None:
        self.data_dir = data_dir
        self.extra = ["--workers", str(workers), *extra]
        self.workers = workers
        self.forked = forked
        self.runs: list[RunningServer] = []
        self.url = ""
        self.peak_rss_bytes = 0

    def start(self) -> str:
        self.runs.append(
            start_server(
                self.data_dir, *self.extra, api_key=API_KEY, allow_private=False, forked=self.forked
            )
        )
        self.url = self.runs[-1].url
        if self.workers > 1:
            self._wait_ready()
        return self.url

    def _wait_ready(self) -> None:
        """Until a worker answers (bounded: a loaded machine starts them slowly)."""
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/openapi.yaml", timeout=5).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.1)
        raise AssertionError("workers did not answer")

    def _record_peak(self) -> None:
        if self.alive():
            pid = self.runs[-1].launcher.pid
            peaks = sum(status_kib(p, "VmHWM") for p in _tree(pid)) * KIB
            self.peak_rss_bytes = max(self.peak_rss_bytes, peaks)

    def alive(self) -> bool:
        return bool(self.runs) and self.runs[-1].launcher.alive

    def kill(self) -> None:
        """SIGKILL, no chance to clean up (single-worker servers: workers would be orphaned)."""
        self._record_peak()
        self.runs[-1].kill()

    def stop(self) -> None:
        self._record_peak()
        self.runs[-1].stop()

    def stderr(self) -> str:
        return "".join(run.stderr() for run in self.runs)


# -- what was acknowledged ----------------------------------------------------------------------


@dataclass
class Profile:
    title: str
    ref_id: str
    key: str
    platform: str = ""  # linked network, once acknowledged
    deleted: bool = False
    delete_unknown: bool = False


@dataclass
class Ledger:
    """Acknowledged writes, and writes of unknown outcome (connection broken mid-request)."""

    profiles: dict[str, Profile] = field(default_factory=dict)  # ref_id ->
    unknown_titles: set[str] = field(default_factory=set)
    # (ref_id, action) -> hookId acknowledged, or None when its removal was acknowledged
    hooks: dict[tuple[str, str], str | None] = field(default_factory=dict)
    unknown_hooks: set[tuple[str, str]] = field(default_factory=set)
    media: dict[str, tuple[str, str, int]] = field(default_factory=dict)  # id -> ref, sha, size
    unknown_uploads: Counter[str] = field(default_factory=Counter)  # ref_id -> count
    posts: dict[str, tuple[str, str]] = field(default_factory=dict)  # id -> ref_id, status
    unknown_posts: Counter[str] = field(default_factory=Counter)
    deleted_posts_unknown: set[str] = field(default_factory=set)
    writes_acknowledged: int = 0
    writes_unknown: int = 0


@dataclass
class Stats:
    """Requests by status, connection failures, latencies (seconds)."""

    statuses: Counter[int] = field(default_factory=Counter)
    transport_errors: int = 0
    latencies: list[float] = field(default_factory=list)
    unexpected: list[str] = field(default_factory=list)

    @property
    def requests(self) -> int:
        return sum(self.statuses.values())

    def percentile(self, fraction: float) -> float:
        if not self.latencies:
            return 0.0
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


class Broken(Exception):
    """The connection broke (server killed): the request's outcome is unknown."""


@dataclass
class Actor:
    """One client: owns its profiles; mixes every operation of the API on them."""

    name: str
    ledger: Ledger
    stats: Stats
    rng: random.Random
    max_upload_bytes: int = 64 * KIB
    own: list[Profile] = field(default_factory=list)
    counter: int = 0

    async def _send(
        self, client: httpx.AsyncClient, method: str, path: str, *expected: int, **kw: Any
    ) -> httpx.Response:
        started = time.perf_counter()
        try:
            response = await client.request(method, path, **kw)
        except httpx.TransportError as exc:
            self.stats.transport_errors += 1
            raise Broken(str(exc)) from None
        self.stats.latencies.append(time.perf_counter() - started)
        self.stats.statuses[response.status_code] += 1
        if response.status_code not in (200, *expected):
            self.stats.unexpected.append(
                f"{method} {path} -> {response.status_code} {response.text[:300]}"
            )
        return response

    async def _write(
        self,
        client: httpx.AsyncClient,
        on_broken: Callable[[], object],
        method: str,
        path: str,
        *expected: int,
        **kw: Any,
    ) -> httpx.Response:
        """`_send` for a write: a broken connection leaves its outcome unknown (`on_broken`
        records which); a 200 counts as acknowledged."""
        try:
            response = await self._send(client, method, path, *expected, **kw)
        except Broken:
            on_broken()
            self.ledger.writes_unknown += 1
            raise
        if response.status_code == 200:
            self.ledger.writes_acknowledged += 1
        return response

    @staticmethod
    def _as(profile: Profile) -> dict[str, str]:
        return {"Profile-Key": profile.key}

    def _live(self) -> list[Profile]:
        return [p for p in self.own if not p.deleted and not p.delete_unknown]

    async def create_profile(self, client: httpx.AsyncClient) -> None:
        self.counter += 1
        title = f"{self.name}-{self.counter}"
        unknown = self.ledger.unknown_titles
        r = await self._write(
            client, lambda: unknown.add(title), "POST", "/profiles", json={"title": title}
        )
        if r.status_code == 200:
            profile = Profile(title, r.json()["refId"], r.json()["profileKey"])
            self.ledger.profiles[profile.ref_id] = profile
            self.own.append(profile)

    async def link(self, client: httpx.AsyncClient, profile: Profile) -> None:
        platform = self.rng.choice(PLATFORMS)
        r = await self._send(
            client, "POST", "/_sandbox/link", json={"platform": platform}, headers=self._as(profile)
        )
        if r.status_code == 200:
            profile.platform = platform

    async def delete_profile(self, client: httpx.AsyncClient, profile: Profile) -> None:
        def unknown() -> None:
            profile.delete_unknown = True

        r = await self._write(
            client, unknown, "DELETE", "/profiles", json={"refId": profile.ref_id}
        )
        profile.deleted = r.status_code == 200

    async def register_hook(self, client: httpx.AsyncClient, profile: Profile) -> None:
        action = self.rng.choice(ACTIONS)
        key = (profile.ref_id, action)
        body = {"action": action, "url": f"https://hooks.invalid/{self.name}/{action}"}
        unknown = self.ledger.unknown_hooks
        r = await self._write(
            client,
            lambda: unknown.add(key),
            "POST",
            "/hook/webhook",
            json=body,
            headers=self._as(profile),
        )
        if r.status_code == 200:
            self.ledger.hooks[key] = r.json()["hookId"]
            unknown.discard(key)

    async def remove_hook(self, client: httpx.AsyncClient, profile: Profile) -> None:
        action = self.rng.choice(ACTIONS)
        key = (profile.ref_id, action)
        unknown = self.ledger.unknown_hooks
        r = await self._write(
            client,
            lambda: unknown.add(key),
            "DELETE",
            "/hook/webhook",
            404,
            json={"action": action},
            headers=self._as(profile),
        )
        known = self.ledger.hooks.get(key)
        if key not in unknown and r.status_code == 200 and known is None:
            self.stats.unexpected.append(f"hook {key} removed but none was registered")
        if key not in unknown and r.status_code == 404 and known is not None:
            self.stats.unexpected.append(f"LOST hook {key}: {known} answered 404 on removal")
        if r.status_code in (200, 404):
            self.ledger.hooks[key] = None
            unknown.discard(key)

    async def upload(self, client: httpx.AsyncClient, profile: Profile) -> None:
        size = self.rng.randint(1, self.max_upload_bytes)
        data = self.rng.randbytes(size)
        if self.rng.random() < 0.7:
            file = (f"f{size}.bin", data, "application/octet-stream")
            body: dict[str, Any] = {"files": {"file": file}, "data": {"description": self.name}}
        else:
            uri = "data:image/png;base64," + base64.b64encode(data).decode()
            body = {"json": {"file": uri, "fileName": f"d{size}.png"}}

        def unknown() -> None:
            self.ledger.unknown_uploads[profile.ref_id] += 1

        r = await self._write(
            client, unknown, "POST", "/media/upload", headers=self._as(profile), **body
        )
        if r.status_code == 200:
            digest = hashlib.sha256(data).hexdigest()
            self.ledger.media[r.json()["id"]] = (profile.ref_id, digest, size)

    async def post(self, client: httpx.AsyncClient, profile: Profile) -> None:
        if not profile.platform:
            await self.link(client, profile)
            return
        body: dict[str, Any] = {"post": f"hello from {self.name}", "platforms": [profile.platform]}
        if self.rng.random() < 0.5:
            when = datetime.now(UTC) + timedelta(days=1, seconds=self.rng.randint(0, 3600))
            body["scheduleDate"] = when.strftime("%Y-%m-%dT%H:%M:%SZ")

        def unknown() -> None:
            self.ledger.unknown_posts[profile.ref_id] += 1

        r = await self._write(
            client, unknown, "POST", "/post", json=body, headers=self._as(profile)
        )
        if r.status_code == 200:
            result = unwrap_post_result(r.json())  # acting for a User Profile: wrapped
            self.ledger.posts[result["id"]] = (profile.ref_id, result["status"])

    async def delete_post(self, client: httpx.AsyncClient, profile: Profile) -> None:
        # Not a post whose delete was cut off by a kill: that delete may have landed (then a
        # second one is rightly refused with 383); the final check settles those.
        unknown = self.ledger.deleted_posts_unknown
        mine = [
            i
            for i, (ref, s) in self.ledger.posts.items()
            if ref == profile.ref_id and s != "deleted" and i not in unknown
        ]
        if not mine:
            return
        post_id = self.rng.choice(mine)
        r = await self._write(
            client,
            lambda: unknown.add(post_id),
            "DELETE",
            "/post",
            json={"id": post_id},
            headers=self._as(profile),
        )
        if r.status_code == 200:
            self.ledger.posts[post_id] = (profile.ref_id, "deleted")

    async def read(self, client: httpx.AsyncClient, profile: Profile) -> None:
        headers = self._as(profile)
        posts = [i for i, (ref, _) in self.ledger.posts.items() if ref == profile.ref_id]
        media = [i for i, (ref, _, _) in self.ledger.media.items() if ref == profile.ref_id]
        reads: list[tuple[str, dict[str, Any]]] = [
            ("/media", {"headers": headers}),
            ("/hook/webhook", {"headers": headers}),
            ("/profiles", {}),
            ("/history", {"params": {"limit": 20}, "headers": headers}),
            ("/hook/history", {"headers": headers}),
        ]
        if posts:
            reads.append((f"/post/{self.rng.choice(posts)}", {"headers": headers}))
        if media:
            reads.append(("media files", {}))
        path, kw = self.rng.choice(reads)
        if path != "media files":
            await self._send(client, "GET", path, **kw)
            return
        r = await self._send(client, "GET", "/media", headers=headers)
        library = r.json() if r.status_code == 200 else []
        for url in [m["url"] for m in library if m["id"] in media[:3]]:
            await self._send(client, "GET", url)

    async def step(self, client: httpx.AsyncClient) -> None:
        live = self._live()
        if len(live) < 2 or self.rng.random() < 0.03:
            await self.create_profile(client)
            return
        profile = self.rng.choice(live)
        roll = self.rng.random()
        if roll < 0.15:
            await self.register_hook(client, profile)
        elif roll < 0.25:
            await self.remove_hook(client, profile)
        elif roll < 0.40:
            await self.upload(client, profile)
        elif roll < 0.55:
            await self.post(client, profile)
        elif roll < 0.60:
            await self.delete_post(client, profile)
        elif roll < 0.62:
            await self.delete_profile(client, profile)
        else:
            await self.read(client, profile)

    async def run(self, base_url: str, stop: asyncio.Event) -> None:
        """Steps until `stop` is set or the connection breaks (server killed)."""
        async with httpx.AsyncClient(
            base_url=base_url, headers={"Authorization": f"Bearer {API_KEY}"}, timeout=60
        ) as client:
            while not stop.is_set():
                try:
                    await self.step(client)
                except Broken:
                    return


class Runner(Protocol):
    """A client loop: runs until `stop` is set or its connection breaks."""

    async def run(self, base_url: str, stop: asyncio.Event) -> None: ...


async def run_actors(
    actors: Sequence[Runner],
    base_url: str,
    seconds: float,
    until: Callable[[], bool] | None = None,
    at_end: Callable[[], object] | None = None,
) -> None:
    """Run `actors` concurrently for `seconds`; with `until`, only until it holds (checked
    every 0.1 s), `seconds` being then the bound: a test that needs an amount of work asks for
    the amount, so a slow machine takes longer instead of failing. `at_end` runs before the
    actors are told to stop (a SIGKILL of the server: mid-requests)."""
    stop = asyncio.Event()
    tasks = [asyncio.create_task(a.run(base_url, stop)) for a in actors]
    deadline = asyncio.get_running_loop().time() + seconds
    if until is None:
        await asyncio.sleep(seconds)
    else:
        while not until() and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.1)
    if at_end is not None:
        at_end()
    stop.set()
    await asyncio.gather(*tasks)


# -- checks of the final state ------------------------------------------------------------------


@dataclass
class Findings:
    """What the final state says about the acknowledged writes."""

    lost: list[str] = field(default_factory=list)
    duplicated: list[str] = field(default_factory=list)
    broken: list[str] = field(default_factory=list)  # half-present, corrupt, wrong content
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.lost or self.duplicated or self.broken)

    def summary(self) -> str:
        return (
            f"lost={self.lost[:10]}; duplicated={self.duplicated[:10]}; broken={self.broken[:10]}"
        )

    def add(self, other: Findings) -> None:
        """Take `other`'s findings into these."""
        self.lost += other.lost
        self.duplicated += other.duplicated
        self.broken += other.broken
        self.notes += other.notes


def verify_http(base_url: str, ledger: Ledger) -> Findings:
    """The server's answers against `ledger`: acknowledged writes present, nothing extra."""
    found = Findings()
    auth = {"Authorization": f"Bearer {API_KEY}"}
    with httpx.Client(base_url=base_url, headers=auth, timeout=60) as client:
        listed = client.get("/profiles").json()["profiles"]
        titles = Counter(p["title"] for p in listed)
        found.duplicated += [f"profile title {t} x{n}" for t, n in titles.items() if n > 1]
        present = {p["refId"]: p for p in listed}
        known_titles = {p.title for p in ledger.profiles.values()}
        for ref_id, item in present.items():
            if ref_id not in ledger.profiles and item["title"] not in ledger.unknown_titles:
                found.duplicated.append(f"profile {item['title']} was never acknowledged")
            if item["title"] in known_titles and ref_id not in ledger.profiles:
                found.duplicated.append(f"profile {item['title']} present twice")
        for profile in ledger.profiles.values():
            there = profile.ref_id in present
            if profile.deleted and there:
                found.lost.append(f"deletion of profile {profile.title}")
            if not profile.deleted and not profile.delete_unknown and not there:
                found.lost.append(f"profile {profile.title}")
        for profile in ledger.profiles.values():
            if profile.ref_id not in present:
                continue
            as_profile = {"Profile-Key": profile.key}
            hooks = client.get("/hook/webhook", headers=as_profile).json()["webhooks"]
            actual = {h["action"]: h["hookId"] for h in hooks}
            for action in ACTIONS:
                key = (profile.ref_id, action)
                if key in ledger.unknown_hooks:
                    continue
                expected = ledger.hooks.get(key)
                if actual.get(action) != expected:
                    found.lost.append(f"hook {key}: {expected} expected, {actual.get(action)}")
            items = client.get("/media", headers=as_profile).json()
            ids = {m["id"]: m for m in items}
            mine = {i: v for i, v in ledger.media.items() if v[0] == profile.ref_id}
            for media_id, (_, digest, size) in mine.items():
                if media_id not in ids:
                    found.lost.append(f"media {media_id}")
                    continue
                content = client.get(ids[media_id]["url"])
                if content.status_code != 200 or len(content.content) != size:
                    found.broken.append(f"media {media_id} file: {content.status_code}")
                elif hashlib.sha256(content.content).hexdigest() != digest:
                    found.broken.append(f"media {media_id} content differs")
            extra = len(set(ids) - set(mine))
            if extra > ledger.unknown_uploads[profile.ref_id]:
                found.duplicated.append(f"{extra} unacknowledged media items of {profile.title}")
            posts = {}
            for listed in ({}, {"status": "deleted"}):  # deleted posts only when asked for
                query: dict[str, str | int] = {"limit": 1000, "lastDays": 0, **listed}
                history = client.get("/history", headers=as_profile, params=query)
                posts.update({p["id"]: p for p in history.json()["history"]})
            mine_posts = {i: s for i, (ref, s) in ledger.posts.items() if ref == profile.ref_id}
            for post_id, status in mine_posts.items():
                if post_id not in posts:
                    found.lost.append(f"post {post_id}")
                elif post_id not in ledger.deleted_posts_unknown:
                    actual_status = posts[post_id]["status"]
                    if status == "deleted" and actual_status != "deleted":
                        found.lost.append(f"deletion of post {post_id}")
                    if status != "deleted" and actual_status == "deleted":
                        found.duplicated.append(f"post {post_id} deleted unasked")
            extra_posts = len(set(posts) - set(mine_posts))
            if extra_posts > ledger.unknown_posts[profile.ref_id]:
                found.duplicated.append(f"{extra_posts} unacknowledged posts of {profile.title}")
    return found


def verify_data_dir(data_dir: Path) -> Findings:
    """With the server stopped: integrity check, media files vs rows, orphans, leftovers."""
    found = Findings()
    uri = f"file:{data_dir / 'service.sqlite3'}?mode=ro"
    db = sqlite3.connect(uri, uri=True)
    try:
        result = [r[0] for r in db.execute("PRAGMA integrity_check")]
        if result != ["ok"]:
            found.broken.append(f"integrity_check: {result[:5]}")
        fk = db.execute("PRAGMA foreign_key_check").fetchall()
        if fk:
            found.broken.append(f"foreign_key_check: {fk[:5]}")
        for table in ("hooks", "media", "posts", "links", "history"):
            orphans = db.execute(
                f"SELECT count(*) FROM {table} WHERE profile_id NOT IN (SELECT id FROM profiles)"
            ).fetchone()[0]
            if orphans:
                found.broken.append(f"{orphans} {table} rows without their profile")
        rows = {r[0]: r[1] for r in db.execute("SELECT id, size FROM media")}
    finally:
        db.close()
    files = {p.name: p.stat().st_size for p in (data_dir / "media").iterdir()}
    for media_id in rows.keys() - files.keys():
        found.broken.append(f"media row {media_id} without its file")
    for name in files.keys() - rows.keys():
        found.broken.append(f"media file {name} without its row")
    for media_id in rows.keys() & files.keys():
        if rows[media_id] != files[media_id]:
            sizes = f"row {rows[media_id]} bytes, file {files[media_id]}"
            found.broken.append(f"media {media_id}: {sizes}")
    return found


def leftovers(data_dir: Path) -> list[str]:
    """Files in the upload temp dir."""
    tmp = data_dir / "tmp"
    return sorted(p.name for p in tmp.iterdir()) if tmp.is_dir() else []


def scheduled_posts_once(base_url: str, ledger: Ledger, wait_seconds: float = 60.0) -> Findings:
    """Move the sandbox clock past every schedule; each scheduled post must publish exactly once."""
    found = Findings()
    auth = {"Authorization": f"Bearer {API_KEY}"}
    scheduled = {i: ref for i, (ref, s) in ledger.posts.items() if s == "scheduled"}
    if not scheduled:
        found.notes.append("no scheduled post was acknowledged")
        return found
    keys = {p.ref_id: p.key for p in ledger.profiles.values() if not p.deleted}
    with httpx.Client(base_url=base_url, headers=auth, timeout=60) as client:
        client.post("/_sandbox/clock", json={"advanceSeconds": 3 * 86400})
        deadline = time.monotonic() + wait_seconds
        while True:
            states: dict[str, dict[str, Any]] = {}
            for post_id, ref in scheduled.items():
                if ref in keys:
                    r = client.get(f"/post/{post_id}", headers={"Profile-Key": keys[ref]})
                    if r.status_code == 200:
                        states[post_id] = r.json()
            pending = any(s["status"] == "pending" for s in states.values())
            if not pending or time.monotonic() > deadline:
                break
            time.sleep(0.25)
    for post_id, state in states.items():
        if state["status"] == "pending":
            found.lost.append(f"scheduled post {post_id} never published")
            continue
        platforms = [r.get("platform") for r in state.get("postIds", [])]
        if len(platforms) != len(set(platforms)):
            found.duplicated.append(f"scheduled post {post_id} published twice: {platforms}")
    return found
