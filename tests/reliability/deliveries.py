"""Webhook deliveries and scheduled posts under SIGKILL: a client that causes events (link and
unlink of a network, scheduled posts published as the sandbox clock moves) for a profile whose
`social` and `scheduled` hooks point at a real HTTPS receiver on 127.0.0.1 (test CA).

Checked afterwards: every acknowledged event is in the outbox exactly once (a scheduled post is
published once: one `scheduled` delivery), every delivery reached the receiver, and how many
were sent again (a kill between the receiver's answer and the outbox's commit resends the same
delivery: at-least-once, the receiver de-duplicates by body).
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import trustme

from spec_model import ServiceSpec
from testkit.https_receiver import HttpsReceiver
from testkit.post_results import unwrap_post_result
from tests.reliability.workload import API_KEY, Broken, Findings

LINK_PLATFORM = "reddit"  # linked and unlinked over and over: one social event each
POST_PLATFORM = "telegram"  # stays linked; scheduled posts go there


class Receiver:
    """An HTTPS receiver with its own test CA (PEM written to `directory`)."""

    def __init__(self, directory: Path) -> None:
        ca = trustme.CA()
        self.ca_path = directory / "receiver-ca.pem"
        ca.cert_pem.write_to_path(str(self.ca_path))
        self.https = HttpsReceiver(ca.issue_cert("127.0.0.1")).start()

    def server_args(self) -> list[str]:
        return [
            "--allow-private-targets",
            "--ca-bundle",
            str(self.ca_path),
            "--delivery-retry-scale",
            "0.01",
            # Just over the spec's receiver timeout: a delivery cut by a kill is resent
            # after this, instead of after the default timeout + 20 s.
            "--delivery-lease",
            f"{ServiceSpec.load().facts.delivery.receiver_timeout_seconds + 1:g}",
        ]

    def bodies(self) -> list[dict[str, Any]]:
        """The events received whole (a kill mid-send leaves a cut body: skipped)."""
        events = []
        for received in self.https.requests:
            try:
                events.append(json.loads(received.body))
            except ValueError:
                continue
        return events

    def stop(self) -> None:
        self.https.stop()


def event_key(event: dict[str, Any]) -> str:
    if event.get("action") == "scheduled":
        return f"scheduled {event.get('id')}"
    return f"social {event.get('type')} {event.get('displayName')}"


@dataclass
class EventActor:
    """Causes webhook events for its own profile; records which were acknowledged."""

    url: str
    titles: set[str]  # its profile titles go here (the ledger's: checked by verify_deliveries)
    key: str = ""
    ref_id: str = ""
    hooks_done: set[str] = field(default_factory=set)
    linked: bool = False
    counter: int = 0
    acknowledged: set[str] = field(default_factory=set)
    unknown: set[str] = field(default_factory=set)
    posts: int = 0
    attempts: int = 0
    dirty: bool = False

    async def _send(
        self, client: httpx.AsyncClient, method: str, path: str, **kw: Any
    ) -> httpx.Response:
        try:
            return await client.request(method, path, **kw)
        except httpx.TransportError as exc:
            raise Broken(str(exc)) from None

    async def _setup(self, client: httpx.AsyncClient) -> None:
        if not self.key:
            self.attempts += 1  # a new title each time: an earlier create may have committed
            title = f"event-actor-{self.attempts}"
            self.titles.add(title)
            r = await self._send(client, "POST", "/profiles", json={"title": title})
            self.key = r.json()["profileKey"]
            self.ref_id = r.json()["refId"]
        as_me = {"Profile-Key": self.key}
        if self.dirty:  # a kill cut the last step: the network may still be linked
            self.unknown.add(f"social unlink d-{self.counter}")
            body = {"platform": LINK_PLATFORM}
            await self._send(client, "POST", "/_sandbox/unlink", json=body, headers=as_me)
            self.dirty = False
        for action in ("social", "scheduled"):
            if action not in self.hooks_done:
                body = {"action": action, "url": f"{self.url}/{action}"}
                r = await self._send(client, "POST", "/hook/webhook", json=body, headers=as_me)
                if r.status_code == 200:
                    self.hooks_done.add(action)
        if len(self.hooks_done) == 2 and not self.linked:
            body = {"platform": POST_PLATFORM, "displayName": "posts"}
            r = await self._send(client, "POST", "/_sandbox/link", json=body, headers=as_me)
            self.linked = r.status_code == 200
            if self.linked:
                self.acknowledged.add(f"social link {body['displayName']}")

    async def _step(self, client: httpx.AsyncClient) -> None:
        as_me = {"Profile-Key": self.key}
        self.counter += 1
        name = f"d-{self.counter}"
        for change in ("link", "unlink"):
            key = f"social {change} {name}"
            body: dict[str, Any] = {"platform": LINK_PLATFORM}
            if change == "link":
                body["displayName"] = name
            try:
                r = await self._send(
                    client, "POST", f"/_sandbox/{change}", json=body, headers=as_me
                )
            except Broken:
                self.unknown.add(key)
                raise
            if r.status_code == 200:
                self.acknowledged.add(key)
        clock = await self._send(
            client, "POST", "/_sandbox/clock", json={"advanceSeconds": 20}, headers=as_me
        )
        now = clock.json()["now"]
        when = time.strftime(
            "%Y-%m-%dT%H:%M:%SZ",
            time.gmtime(time.mktime(time.strptime(now, "%Y-%m-%dT%H:%M:%SZ")) + 10),
        )
        post = {"post": f"scheduled {name}", "platforms": [POST_PLATFORM], "scheduleDate": when}
        try:
            r = await self._send(client, "POST", "/post", json=post, headers=as_me)
        except Broken:
            self.posts += 1
            raise
        if r.status_code == 200:
            self.acknowledged.add(f"scheduled {unwrap_post_result(r.json())['id']}")
            self.posts += 1

    async def run(self, base_url: str, stop: asyncio.Event) -> None:
        async with httpx.AsyncClient(
            base_url=base_url, headers={"Authorization": f"Bearer {API_KEY}"}, timeout=60
        ) as client:
            try:
                await self._setup(client)
            except Broken:
                return
            while not stop.is_set() and self.linked:
                try:
                    await self._step(client)
                except Broken:
                    self.dirty = True
                    return


@dataclass
class DeliveryCounts:
    deliveries: int = 0
    resent: int = 0


def _outbox(data_dir: Path, ref_id: str) -> list[dict[str, Any]]:
    """The outbox rows of one profile, read from the SQLite file (read-only; the sandbox view
    shows only the newest 1,000)."""
    db = sqlite3.connect(f"file:{data_dir / 'service.sqlite3'}?mode=ro", uri=True)
    try:
        rows = db.execute(
            "SELECT status, body FROM webhook_deliveries WHERE ref_id = ?", (ref_id,)
        ).fetchall()
    finally:
        db.close()
    return [{"status": status, "event": json.loads(body)} for status, body in rows]


def verify_deliveries(
    data_dir: Path, actor: EventActor, receiver: Receiver, wait_seconds: float = 60.0
) -> tuple[Findings, DeliveryCounts]:
    """After the loop (server running): outbox vs acknowledged events vs what arrived."""
    found = Findings()
    counts = DeliveryCounts()
    if not actor.ref_id:
        found.notes.append("the event actor never got a profile: deliveries not checked")
        return found, counts
    deadline = time.monotonic() + wait_seconds
    while True:
        log = _outbox(data_dir, actor.ref_id)
        if all(d["status"] != "pending" for d in log) or time.monotonic() > deadline:
            break
        time.sleep(0.25)
    counts.deliveries = len(log)
    in_outbox = Counter(event_key(d["event"]) for d in log)
    for key in actor.acknowledged:
        if in_outbox[key] == 0:
            found.lost.append(f"event {key}: not in the outbox")
    for key, n in in_outbox.items():
        if n > 1:
            found.duplicated.append(f"event {key}: {n} deliveries (published twice?)")
        elif key.startswith("scheduled "):
            continue  # posts whose answer a kill cut: counted below
        elif key not in actor.acknowledged and key not in actor.unknown:
            found.duplicated.append(f"event {key}: never caused")
    scheduled = sum(n for k, n in in_outbox.items() if k.startswith("scheduled "))
    if scheduled > actor.posts:
        found.duplicated.append(f"{scheduled} scheduled events for {actor.posts} posts")
    not_delivered = [d for d in log if d["status"] != "delivered"]
    if not_delivered:
        found.lost.append(f"{len(not_delivered)} deliveries not delivered: {not_delivered[:2]}")
    arrived = Counter(event_key(b) for b in receiver.bodies())
    for key in in_outbox:
        if arrived[key] == 0:
            found.lost.append(f"delivery {key} never reached the receiver")
    counts.resent = sum(max(0, arrived[k] - in_outbox[k]) for k in arrived)
    return found, counts
