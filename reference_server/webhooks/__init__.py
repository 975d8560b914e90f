"""Webhooks, one package for the whole path: event (`events.py`) -> outbox (`store.outbox`)
-> worker (`worker.py`, `sender.py`, `signing.py`, `decisions.py`, `targets.py`) -> history entry
(`server_delivery.py`, which also holds the TLS trust and the sandbox delivery settings).

The engine (outbox, sender, worker) knows nothing of hooks, profiles or history; the server
gives it a body to deliver and gets the outcome back. Facts (header names, receiver timeout,
retry delays, which failures are retried, the rotation window) are read from the spec's
`x-webhook-delivery`.

Wiring into the server (sketch)::

    from reference_server.store import Outbox
    from reference_server.webhooks.settings import DeliverySettings
    from reference_server.webhooks.worker import DeliveryWorker

    # at startup: same SQLite file as the Store (own connection, own tables
    # `webhook_deliveries` and `webhook_delivery_attempts`, created if missing)
    outbox = Outbox(settings.data_dir / "service.sqlite3")
    worker = DeliveryWorker(
        outbox,
        settings=DeliverySettings(
            allow_private_targets=settings.allow_private_targets,
            ca_bundle=None,            # system trust store; tests pass a trustme CA path/context
            retry_scale=1.0,           # tests: 0.01
        ),
        on_outcome=record_history,     # called once a delivery is delivered or failed
        timestamp_clock=lambda: int(clock.now().timestamp()),   # service (sandbox) clock
    )

    # Starlette lifespan
    @contextlib.asynccontextmanager
    async def lifespan(app):
        await worker.start()
        try:
            yield
        finally:
            await worker.stop()        # in-flight rows are sent again after a restart
            outbox.close()

    # in a request (or the scheduler), when an event happens for a registered hook:
    body = json.dumps(event, separators=(",", ":")).encode()   # the exact bytes sent
    delivery_id = queue_signed(outbox, Signer(), hook.hook_id, hook.url, hook.secret, body,
                               action=event["action"], ref_id=profile.ref_id)
    # (`signing.py`: the engine signs, under the hook's secret; the outbox stores signatures)
    # -> one short INSERT, no network; wakes the worker in this process at once.
    # Inside the Store's own open transaction on the same file, do NOT call enqueue() on the
    # outbox (its connection would wait for the lock you hold); pass `connection=<that conn>`
    # so the delivery commits with the event, then call `worker.wake()` after the commit.

    def record_history(record: DeliveryRecord) -> None:   # or `async def`
        # record.hook_id, record.url, record.action, record.ref_id, record.body (bytes),
        # record.status ("delivered" | "failed"), record.last_error, record.finished_at,
        # record.attempt_log: (AttemptRecord(number, started_at, finished_at, http_status,
        # error), ...). Called at least once per finished delivery (again after a crash
        # between storing the outcome and this call), so make it idempotent on record.id.
        ...

    # GET /_sandbox/deliveries: outbox.deliveries() (newest first, with attempts)

Delivery rules: POST of the exact body bytes, `Content-Type: application/json`, the signature
header (HMAC-SHA256 hex of the body under the hook secret) only when the hook has a secret
(during a secret rotation: under the previous secret, with the rotation header under the new
one), the timestamp, delivery id (stable across attempts) and attempt number (1-based) headers
always; TLS verified; no redirects; 2xx within the receiver timeout = delivered; a retryable
status (`retryableStatuses`) or no answer (timeout, connection, TLS) is a failed attempt,
retried after each of `retryDelaysSeconds` (x `retry_scale`) on the outbox clock (the server's
is the service clock, its leases the real time: `server_delivery.py`), then `failed`; any other
answer (other 4xx, 3xx) fails the delivery at once. Targets resolving to non-public addresses
are refused (final `failed`, no request) unless `allow_private_targets`. Several workers
(processes) may share the file: rows are claimed with leases, so each delivery is sent by one
worker at a time; after a crash mid-request the row is sent again when its lease expires
(at-least-once on the wire).

The modules are imported directly (`reference_server.webhooks.worker` ...); this package
re-exports nothing, so importing one part does not import the others.
"""
