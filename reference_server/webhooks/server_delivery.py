"""The server's side of webhook delivery: the outbox and worker of the engine, the TLS trust,
the history entry of each finished delivery, and the run-time delivery settings of the sandbox
(retry delay scale, receiver timeout, extra CAs; the defaults are the spec's
`x-webhook-delivery` values).

Schedule: deliveries are created and retries fall due on the service clock (`schedule_now`),
leases stay on the real time. Without clock moves that is the real time. The sandbox clock
operation first lets the attempts in flight finish (`settle`), so a failure is timed on the
clock it happened under; after a move forward `run_due` attempts the retries it made due
before the answer; a move back postpones them. The clock's readings are whole seconds, so a
move runs what falls due within the second it reaches.

Trust: the system store (OpenSSL's default CA file and directory) plus the `--ca-bundle` PEM
(default `$SSL_CERT_FILE`), plus CA PEMs given at run time through `POST /_sandbox/delivery`.
The sender gets this context explicitly, so httpx's own environment handling (0.28 replaces
its certifi bundle by `SSL_CERT_FILE` only for `verify=True`) plays no part.

History: every finished delivery becomes one history entry of its profile, recorded once per
delivery id: the body that was sent (it carries `hookId` and `url`) plus its
`deliveryStatus` (the spec's `WebhookDeliveryStatus`): `delivered`, `failed` (attempted), or
`refused` when the egress guard never let it be attempted (a non-public target without
`--allow-private-targets`), so a refused delivery never looks like a sent one. The attempts
themselves are in `GET /_sandbox/deliveries`.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import re
import ssl
import time
from dataclasses import replace
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

from ..clock import Clock
from ..settings import Settings
from ..store import DeliveryRecord, Outbox, Store
from .decisions import DeliveryRules
from .policy import DeliveryPolicy
from .settings import DeliverySettings
from .worker import DeliveryWorker

HistoryStatus = Literal["delivered", "failed", "refused"]

CONFIG_META_KEY = "delivery_config"
POLL_INTERVAL_SECONDS = 0.5


def trust_context(ca_bundle: Path | None) -> ssl.SSLContext:
    """A verifying client context: the system store plus `ca_bundle` when given."""
    context = ssl.create_default_context()
    paths = ssl.get_default_verify_paths()
    system_file = paths.openssl_cafile
    # create_default_context loads the system file itself unless SSL_CERT_FILE names another
    # (OpenSSL then reads that instead): load it only then, not twice.
    if system_file and paths.cafile != system_file and os.path.isfile(system_file):
        context.load_verify_locations(cafile=system_file)
    if ca_bundle is not None:
        context.load_verify_locations(cafile=str(ca_bundle))
    return context


def check_ca_pem(pem: str, first_only: bool = False) -> None:
    """Raise ValueError unless `pem` holds at least one loadable certificate and, unless
    ``first_only``, nothing else (with it only the first certificate is loaded: a system
    bundle of ~150 costs ~0.07 s of CPU, paid again where the trust loads)."""
    if first_only:
        first = _FIRST_CERTIFICATE.search(pem)
        pem = first[0] if first else pem
    probe = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    try:
        probe.load_verify_locations(cadata=pem)
    except (ssl.SSLError, ValueError) as exc:
        raise ValueError(f"caPem is not a PEM certificate: {exc}") from None


_FIRST_CERTIFICATE = re.compile(
    r"-----BEGIN CERTIFICATE-----.+?-----END CERTIFICATE-----", re.DOTALL
)


class ServerDelivery:
    """The outbox and the delivery worker of one server process."""

    def __init__(
        self,
        settings: Settings,
        store: Store,
        clock: Clock,
        rules: DeliveryRules | None = None,
        policy: DeliveryPolicy | None = None,
    ) -> None:
        """`rules`: the delivery engine's decisions (`seams.Seams.delivery`); `policy`: the
        delivery facts of the spec the server serves (default: read from `settings.spec_path`)."""
        self.store = store
        self.clock = clock
        self._ca_bundle = settings.ca_bundle
        self._rules = rules or DeliveryRules()
        self._loaded_pems: set[str] = set()
        self._clock_state = clock.state()
        self.outbox = Outbox(
            settings.data_dir / "service.sqlite3", now=self.schedule_now, lease_now=time.time
        )
        self.worker = DeliveryWorker(
            self.outbox,
            settings=DeliverySettings(
                ca_bundle=lambda: self.trust,
                allow_private_targets=settings.allow_private_targets,
                retry_scale=settings.delivery_retry_scale,
                lease_seconds=settings.delivery_lease_seconds,
                poll_interval=POLL_INTERVAL_SECONDS,
                spec_path=settings.spec_path,
            ),
            on_outcome=self.record_history,
            timestamp_clock=lambda: int(clock.now().timestamp()),
            rules=rules,
            policy=policy,
        )
        self.apply_config()

    async def start(self) -> None:
        await self.worker.start()

    async def stop(self) -> None:
        await self.worker.stop()
        self.outbox.close()

    def wake(self) -> None:
        self.worker.wake()

    def schedule_now(self) -> float:
        """The outbox clock: the service clock to the sub-second (or its instant, frozen),
        from the state last read (`follow_clock`). It reads no database: the outbox calls it
        inside its own write transactions and inside the Store's (an enqueue with the event),
        where a read through the Store's connection could wait on the very lock the caller
        holds."""
        frozen_at = self._clock_state.frozen_at
        if frozen_at is not None:
            return frozen_at.timestamp()
        return time.time() + self._clock_state.offset

    def follow_clock(self) -> None:
        """Read the service clock's state again (each scheduler tick, and the clock operation
        after a move: other processes follow a move within a tick)."""
        self._clock_state = self.clock.state()

    def _bound(self) -> float:
        return self.worker.sender.timeout_seconds + 5.0

    async def settle(self) -> None:
        """Wait (bounded by the receiver timeout and a margin) for the attempts in flight in
        this process to be recorded: called before the clock moves, so each failure is timed
        on the clock it happened under."""
        await self.worker.settle(self._bound())

    async def run_due(self) -> None:
        """Attempt the deliveries due within the service clock's current second, before
        returning (bounded like `settle`)."""
        self.follow_clock()
        due_by = math.floor(self.schedule_now()) + 1 - 1e-6
        await self.worker.run_due(due_by, self._bound())

    async def record_history(self, record: DeliveryRecord) -> None:
        """The history entry of a finished delivery (idempotent on the delivery id)."""
        event = json.loads(record.body)
        created = int(event.get("timeStamp", record.created_at))
        entry = {**event, "deliveryStatus": history_status(record)}
        await asyncio.to_thread(
            self.store.hooks.add_delivered_history,
            record.ref_id,
            record.id,
            record.action,
            created,
            json.dumps(entry, separators=(",", ":")),
        )

    # -- run-time settings (sandbox) ------------------------------------------------------------

    def config(self) -> dict[str, Any]:
        """The run-time settings: `retryScale`, `receiverTimeoutSeconds` (the spec's unless
        changed) and the extra CA PEMs (`caPems`)."""
        stored = self.store.meta.get(CONFIG_META_KEY)
        config: dict[str, Any] = json.loads(stored) if stored else {}
        timeout = config.get("receiverTimeoutSeconds", self.worker.policy.receiver_timeout_seconds)
        return {
            "retryScale": float(config.get("retryScale", self.worker.settings.retry_scale)),
            "receiverTimeoutSeconds": float(timeout),
            "caPems": list(config.get("caPems", [])),
        }

    def set_config(
        self,
        retry_scale: float | None,
        ca_pem: str | None,
        receiver_timeout: float | None = None,
    ) -> dict[str, Any]:
        """Store new run-time settings (every process of the data dir applies them)."""
        config = self.config()
        if retry_scale is not None:
            config["retryScale"] = retry_scale
        if receiver_timeout is not None:
            config["receiverTimeoutSeconds"] = receiver_timeout
        if ca_pem is not None and ca_pem not in config["caPems"]:
            check_ca_pem(ca_pem)
            config["caPems"].append(ca_pem)
        self.store.meta.set(CONFIG_META_KEY, json.dumps(config))
        self.apply_config()
        return config

    @cached_property
    def trust(self) -> ssl.SSLContext:
        """The receivers' trust (`trust_context`, as `DeliveryRules.receiver_trust` decides),
        loaded on the first delivery or trusted PEM: most server runs never deliver, and the
        system store costs ~0.1 s of CPU."""
        return self._rules.receiver_trust(trust_context(self._ca_bundle))

    def apply_config(self) -> None:
        """Apply the stored run-time settings and the clock's offset to this process (cheap
        when unchanged)."""
        self.follow_clock()
        stored = self.store.meta.get(CONFIG_META_KEY)
        if not stored:
            return
        config = json.loads(stored)
        scale = config.get("retryScale")
        if scale is not None and float(scale) != self.worker.settings.retry_scale:
            self.worker.settings = replace(self.worker.settings, retry_scale=float(scale))
        timeout = config.get("receiverTimeoutSeconds")
        if timeout is not None and float(timeout) != self.worker.sender.timeout_seconds:
            self.worker.set_timeout(float(timeout))
        for pem in config.get("caPems", []):
            if pem not in self._loaded_pems:
                self.trust.load_verify_locations(cadata=pem)  # new connections trust it
                self._loaded_pems.add(pem)

    def log(self, ref_id: str | None, limit: int = 1000) -> list[dict[str, Any]]:
        """The outbox log (newest first) of one profile, or of all when `ref_id` is None."""
        records = self.outbox.deliveries(limit=limit)
        return [describe(r) for r in records if ref_id is None or r.ref_id == ref_id]


def history_status(record: DeliveryRecord) -> HistoryStatus:
    """What the history says of a finished delivery: a failure without a single attempt is a
    refusal (the worker's `record_refusal`: the target may not be contacted)."""
    if record.delivered:
        return "delivered"
    return "refused" if record.attempts == 0 else "failed"


def describe(record: DeliveryRecord) -> dict[str, Any]:
    """One delivery as `GET /_sandbox/deliveries` shows it."""
    return {
        "id": record.id,
        "hookId": record.hook_id,
        "url": record.url,
        "action": record.action,
        "refId": record.ref_id,
        "status": record.status,
        "attempts": record.attempts,
        "createdAt": record.created_at,
        "finishedAt": record.finished_at,
        "nextAttemptAt": record.due_at if record.status == "pending" else None,
        "lastError": record.last_error,
        "recorded": record.notified_at is not None,
        "attemptLog": [
            {
                "number": a.number,
                "startedAt": a.started_at,
                "finishedAt": a.finished_at,
                "httpStatus": a.http_status,
                "error": a.error,
            }
            for a in record.attempt_log
        ],
        "event": json.loads(record.body),
    }
