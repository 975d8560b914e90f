"""Delivery to a real HTTPS receiver: signing (and rotation), delivery id and attempt headers,
which failures are retried, timeouts, TLS, refusals."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import itertools
import json
import time
from collections.abc import Callable
from pathlib import Path

import httpcore
import httpx
import pytest
import trustme

from reference_server.store import DeliveryRecord, Outbox
from reference_server.webhooks.policy import load_delivery_policy
from reference_server.webhooks.sender import WebhookSender
from reference_server.webhooks.settings import DeliverySettings
from reference_server.webhooks.signing import Signer, queue_signed
from reference_server.webhooks.targets import GuardedNetworkBackend
from reference_server.webhooks.worker import DeliveryWorker
from spec_model import load_document
from testkit.https_receiver import HttpsReceiver, always
from tests.yaml_text import dump_yaml

POLICY = load_delivery_policy()
SCALE = 0.0003  # the spec's 9 retries over ~1 h take ~1 s
SECRET = "s3cret-ключ"
# Bytes a re-serialisation would change: key order, spacing, escapes, non-ASCII, a trailing newline.
BODY = '{"b": 1,  "a":"é\\u00e9 ✓", "list":[1.50, 2e3]}\n'.encode()


def settings(ca_file: Path, **overrides: object) -> DeliverySettings:
    values: dict[str, object] = {
        "ca_bundle": ca_file,
        "allow_private_targets": True,
        "retry_scale": SCALE,
        "poll_interval": 0.05,
    }
    values.update(overrides)
    return DeliverySettings(**values)  # type: ignore[arg-type]


async def deliver(
    outbox: Outbox,
    delivery_settings: DeliverySettings,
    url: str,
    secret: str | None,
    body: bytes = BODY,
    timestamp_clock: Callable[[], int] | None = None,
    timeout: float = 15.0,
    previous_secret: str | None = None,
) -> tuple[DeliveryRecord, list[DeliveryRecord]]:
    """Enqueue one delivery, run a worker until its outcome is reported; return it and all
    reported outcomes."""
    outcomes: list[DeliveryRecord] = []
    done = asyncio.Event()

    def on_outcome(record: DeliveryRecord) -> None:
        outcomes.append(record)
        done.set()

    extra = {"timestamp_clock": timestamp_clock} if timestamp_clock else {}
    worker = DeliveryWorker(outbox, settings=delivery_settings, on_outcome=on_outcome, **extra)  # type: ignore[arg-type]
    await worker.start()
    try:
        delivery_id = queue_signed(
            outbox,
            Signer(),
            "hook-1",
            url,
            secret,
            body,
            action="social",
            ref_id="ref-1",
            previous_secret=previous_secret,
        )
        async with asyncio.timeout(timeout):
            await done.wait()
        await asyncio.sleep(0.05)  # a second report would show up here
    finally:
        await worker.stop()
    record = outbox.get(delivery_id)
    assert record is not None
    return record, outcomes


def test_signed_delivery_carries_exact_body_hmac_and_timestamp(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    record, outcomes = asyncio.run(
        deliver(outbox, settings(ca_file), receiver.url, SECRET, timestamp_clock=lambda: 1_234_567)
    )
    (seen,) = receiver.requests
    assert seen.body == BODY
    expected = hmac.new(SECRET.encode(), seen.body, hashlib.sha256).hexdigest()
    assert seen.headers[POLICY.signature_header.lower()] == expected
    assert seen.headers[POLICY.timestamp_header.lower()] == "1234567"
    assert seen.headers["content-type"] == "application/json"
    assert seen.headers[POLICY.delivery_id_header.lower()] == record.id
    assert seen.headers[POLICY.attempt_header.lower()] == "1"
    assert POLICY.rotation_signature_header.lower() not in seen.headers
    assert record.status == "delivered" and record.attempts == 1
    assert [a.http_status for a in record.attempt_log] == [200]
    assert [o.id for o in outcomes] == [record.id]
    assert outcomes[0].hook_id == "hook-1" and outcomes[0].url == receiver.url
    assert outcomes[0].action == "social" and outcomes[0].ref_id == "ref-1"
    assert record.notified_at is not None


def test_no_signature_header_without_secret_and_the_timestamp_is_now(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    before = int(time.time())
    record, _ = asyncio.run(deliver(outbox, settings(ca_file), receiver.url, None))
    after = int(time.time())
    (seen,) = receiver.requests
    assert POLICY.signature_header.lower() not in seen.headers
    assert before <= int(seen.headers[POLICY.timestamp_header.lower()]) <= after
    assert seen.body == BODY and record.delivered


def test_headers_and_schedule_come_from_the_spec(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path, tmp_path: Path
) -> None:
    spec = tmp_path / "spec.yaml"
    facts = {
        "signatureHeader": "X-Test-Signature",
        "timestampHeader": "X-Test-Time",
        "rotationSignatureHeader": "X-Test-Signature-Next",
        "rotationWindowSeconds": 60,
        "deliveryIdHeader": "X-Test-Id",
        "attemptHeader": "X-Test-Attempt",
        "receiverTimeoutSeconds": 3,
        "retryDelaysSeconds": [1],
        "retryableStatuses": [418],
        "retryOnNoResponse": False,
    }
    document = load_document()  # the real spec, other delivery facts and header parameters
    document["x-webhook-delivery"] = facts
    parameters = document["components"]["parameters"]
    for name, header in [
        ("DeliverySignature", "X-Test-Signature"),
        ("DeliveryTimestamp", "X-Test-Time"),
        ("DeliverySignatureV2", "X-Test-Signature-Next"),
        ("DeliveryId", "X-Test-Id"),
        ("DeliveryAttempt", "X-Test-Attempt"),
    ]:
        parameters[name]["name"] = header
    spec.write_text(dump_yaml(document))
    receiver.reset(always(418))  # retryable in this spec only
    record, _ = asyncio.run(
        deliver(
            outbox, settings(ca_file, spec_path=spec), receiver.url, SECRET, previous_secret="old"
        )
    )
    assert len(receiver.requests) == 2  # one retry in this spec
    seen = receiver.requests[0]
    assert seen.headers["x-test-signature"] == hmac.new(b"old", BODY, hashlib.sha256).hexdigest()
    assert (
        seen.headers["x-test-signature-next"]
        == hmac.new(SECRET.encode(), BODY, hashlib.sha256).hexdigest()
    )
    assert "x-test-time" in seen.headers
    assert [r.headers["x-test-attempt"] for r in receiver.requests] == ["1", "2"]
    assert {r.headers["x-test-id"] for r in receiver.requests} == {record.id}
    assert POLICY.signature_header.lower() not in seen.headers
    assert record.status == "failed"
    receiver.reset(always(503))  # not retryable in this spec
    record, _ = asyncio.run(
        deliver(outbox, settings(ca_file, spec_path=spec), receiver.url, SECRET)
    )
    assert len(receiver.requests) == 1 and record.status == "failed"
    # No answer is not retried either in this spec.
    record, _ = asyncio.run(
        deliver(outbox, settings(ca_file, spec_path=spec), "https://127.0.0.1:9/hook", SECRET)
    )
    assert record.status == "failed" and record.attempts == 1


def assert_retry_gaps(times: list[float]) -> None:
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert len(gaps) == len(POLICY.retry_delays_seconds)
    for gap, delay in zip(gaps, POLICY.retry_delays_seconds, strict=True):
        assert delay * SCALE <= gap < delay * SCALE + 1.0, (gaps, POLICY.retry_delays_seconds)


def test_failing_receiver_gets_exactly_the_retries_then_failed(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    receiver.reset(always(500))
    record, outcomes = asyncio.run(deliver(outbox, settings(ca_file), receiver.url, SECRET))
    assert len(receiver.requests) == POLICY.max_attempts
    assert all(r.body == BODY for r in receiver.requests)
    assert_retry_gaps([r.at for r in receiver.requests])
    assert record.status == "failed" and record.attempts == POLICY.max_attempts
    assert [a.number for a in record.attempt_log] == list(range(1, POLICY.max_attempts + 1))
    assert all(a.http_status == 500 for a in record.attempt_log)
    assert record.last_error is not None and "500" in record.last_error
    assert len(outcomes) == 1 and outcomes[0].status == "failed"
    assert len(outcomes[0].attempt_log) == POLICY.max_attempts


def test_slow_receiver_times_out_each_attempt(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    # Long enough for a TLS connection to be made on a loaded box (the receive timeout covers
    # connecting too: with 0.3 s one of the ten attempts sometimes never reached the receiver).
    timeout = 0.6
    receiver_delay = timeout + 0.7
    receiver.reset(always(200, delay=receiver_delay))
    started = time.monotonic()
    record, _ = asyncio.run(
        deliver(outbox, settings(ca_file, timeout_seconds=timeout), receiver.url, SECRET)
    )
    elapsed = time.monotonic() - started
    # The receiver records a request once its (slow) answer is done: the last attempt may be
    # recorded up to `receiver_delay` after the sender gave up; a loaded box needs more room.
    arrived = receiver.wait_for(POLICY.max_attempts, timeout=receiver_delay + 4)
    assert len(arrived) == POLICY.max_attempts
    assert record.status == "failed"
    assert all(
        a.http_status is None and a.error and "timeout" in a.error for a in record.attempt_log
    )
    assert all(a.finished_at - a.started_at < timeout + 0.25 for a in record.attempt_log)
    assert (
        elapsed
        < POLICY.max_attempts * (timeout + 0.3) + sum(POLICY.retry_delays_seconds) * SCALE + 1.5
    )


@pytest.mark.parametrize("status", [307, 400, 401, 403, 404, 410, 422])
def test_redirect_and_other_4xx_fail_at_once_without_retries(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path, status: int
) -> None:
    assert not POLICY.is_retryable_status(status)
    receiver.reset(always(status))
    record, outcomes = asyncio.run(deliver(outbox, settings(ca_file), receiver.url, SECRET))
    time.sleep(POLICY.retry_delays_seconds[0] * SCALE + 0.1)  # a retry would have come
    assert len(receiver.requests) == 1  # neither retried nor (307) followed
    assert record.status == "failed" and record.attempts == 1
    assert record.last_error is not None and str(status) in record.last_error
    assert [o.status for o in outcomes] == ["failed"]  # the final failure is reported once


@pytest.mark.parametrize("status", [408, 425, 429, 500, 502, 503, 504, 599])
def test_retryable_status_is_retried(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path, status: int
) -> None:
    assert POLICY.is_retryable_status(status)
    receiver.reset(lambda n, _body: (status if n == 0 else 200, 0.0))
    record, _ = asyncio.run(deliver(outbox, settings(ca_file), receiver.url, SECRET))
    assert len(receiver.requests) == 2
    assert record.delivered and [a.http_status for a in record.attempt_log] == [status, 200]


def test_rotation_sends_old_signature_and_new_in_v2_on_every_attempt(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    receiver.reset(lambda n, _body: (500 if n == 0 else 200, 0.0))
    record, _ = asyncio.run(
        deliver(outbox, settings(ca_file), receiver.url, SECRET, previous_secret="old-secret")
    )
    old = hmac.new(b"old-secret", BODY, hashlib.sha256).hexdigest()
    new = hmac.new(SECRET.encode(), BODY, hashlib.sha256).hexdigest()
    assert len(receiver.requests) == 2 and record.delivered
    for seen in receiver.requests:
        assert seen.headers[POLICY.signature_header.lower()] == old
        assert seen.headers[POLICY.rotation_signature_header.lower()] == new


def test_connection_refused_is_retried(outbox: Outbox, ca_file: Path) -> None:
    record, outcomes = asyncio.run(
        deliver(outbox, settings(ca_file), "https://127.0.0.1:9/hook", SECRET)
    )
    assert record.status == "failed" and record.attempts == POLICY.max_attempts
    assert all(a.http_status is None and a.error for a in record.attempt_log)
    assert len(outcomes) == 1


def test_certificate_for_another_host_is_rejected(
    outbox: Outbox, ca: trustme.CA, ca_file: Path
) -> None:
    wrong_name = HttpsReceiver(ca.issue_cert("other.example")).start()
    try:
        record, _ = asyncio.run(deliver(outbox, settings(ca_file), wrong_name.url, SECRET))
    finally:
        wrong_name.stop()
    assert wrong_name.requests == [] and record.status == "failed"


def test_localhost_name_is_verified_and_delivered(
    outbox: Outbox, receiver: HttpsReceiver, ca_file: Path
) -> None:
    url = receiver.url.replace("127.0.0.1", "localhost")
    record, _ = asyncio.run(deliver(outbox, settings(ca_file), url, None))
    assert record.delivered and len(receiver.requests) == 1


def test_enqueue_does_not_touch_the_network(outbox: Outbox, receiver: HttpsReceiver) -> None:
    ids = [
        outbox.enqueue(
            "h", receiver.url, SECRET, json.dumps({"n": n}).encode(), action="social", ref_id="r"
        )
        for n in range(100)
    ]
    assert len(set(ids)) == 100
    assert receiver.requests == []
    assert outbox.counts() == {"pending": 100}


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::ffff:127.0.0.1"])
def test_connect_time_guard_refuses_non_public_addresses(
    module_receiver: HttpsReceiver, host: str
) -> None:
    """The guard inside the HTTP client (against DNS rebinding) opens no connection."""
    module_receiver.reset()

    async def connect() -> None:
        await GuardedNetworkBackend().connect_tcp(host, module_receiver.port, timeout=2)

    with pytest.raises(httpcore.ConnectError, match="non-public"):
        asyncio.run(connect())
    assert module_receiver.requests == []


def test_guarded_backend_is_used_when_private_targets_are_refused(ca_file: Path) -> None:
    """With the pre-check passed by (a name that later re-resolves), the pool still refuses."""

    async def post_directly() -> None:
        sender = WebhookSender(POLICY, ca_bundle=ca_file, allow_private_targets=False)
        try:
            await sender._client.post("https://localhost:9/hook", content=b"{}")
        finally:
            await sender.aclose()

    with pytest.raises(httpx.ConnectError, match="non-public"):
        asyncio.run(post_directly())
