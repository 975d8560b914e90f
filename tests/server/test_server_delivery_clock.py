"""Webhook retries follow the service clock (sandbox.yaml `set_clock`): a retry is due at its
failed attempt's time plus the spec's delay, a clock move forward attempts the ones it makes due
before answering, a move back postpones them, and an attempt in flight during a move finishes
once and is timed on the clock it ran under. A real server (unscaled delays) and a real HTTPS
receiver."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterator

import pytest
import trustme

from testkit.https_receiver import HttpsReceiver
from tests.server.conftest import server_trusting
from tests.server.delivery_helpers import RETRY_DELAYS, attempt_of, deliveries, delivery_id_of
from tests.server.server_harness import Api, RunningServer

SLOW_FIRST_ANSWER = 0.8


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, ca: trustme.CA) -> Iterator[RunningServer]:
    with server_trusting(ca, tmp_path_factory.mktemp("delivery-clock")) as running:
        yield running


def test_retries_follow_the_service_clock_forward_and_back(
    api: Api, receiver: HttpsReceiver, restore_clock: None
) -> None:
    arrived = threading.Event()

    def behaviour(number: int, _body: bytes) -> tuple[int, float]:
        arrived.set()
        # The first attempt is still in flight when the test moves the clock back.
        return (503 if number < 3 else 200, SLOW_FIRST_ANSWER if number == 0 else 0.0)

    receiver.reset(behaviour)
    assert api.ok("GET", "/_sandbox/delivery")["retryScale"] == 1
    profile = api.ok("POST", "/profiles", json={"title": "Clock retries"})
    pk = {"Profile-Key": profile["profileKey"]}
    api.ok("POST", "/hook/webhook", json={"action": "social", "url": receiver.url}, headers=pk)
    api.sandbox("link", {"platform": "reddit"}, headers=pk)
    assert arrived.wait(10)

    # Back an hour while attempt 1 is in flight: it finishes first, once, on the old clock.
    api.sandbox("clock", {"advanceSeconds": -3600})
    (delivery,) = deliveries(api, pk)
    assert delivery["status"] == "pending" and delivery["attempts"] == 1
    first = delivery["attemptLog"][0]
    assert first["finishedAt"] - first["startedAt"] >= SLOW_FIRST_ANSWER * 0.9
    assert delivery["nextAttemptAt"] == pytest.approx(first["finishedAt"] + RETRY_DELAYS[0])
    assert len(receiver.requests) == 1  # postponed: nothing more in the hour moved back

    # Forward to the second before the retry is due: nothing; to its second: sent by the answer.
    due = delivery["nextAttemptAt"]
    api.sandbox("clock", {"set": _moment(math.floor(due) - 1)})
    assert len(receiver.requests) == 1
    api.sandbox("clock", {"set": _moment(math.floor(due))})
    assert [attempt_of(r) for r in receiver.requests] == [1, 2]

    # A move far past the next delay sends one attempt (the next is timed from its failure).
    api.sandbox("clock", {"advanceSeconds": 10 * RETRY_DELAYS[1]})
    (delivery,) = deliveries(api, pk)
    assert delivery["status"] == "pending" and delivery["attempts"] == 3
    api.sandbox("clock", {"advanceSeconds": RETRY_DELAYS[2] + 1})
    (delivery,) = deliveries(api, pk)
    assert delivery["status"] == "delivered" and delivery["attempts"] == 4
    got = receiver.requests
    assert [attempt_of(r) for r in got] == [1, 2, 3, 4]
    assert {delivery_id_of(r) for r in got} == {delivery["id"]}


def _moment(unix: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(unix))
