"""Delivery and scheduling across crashes and restarts: a pending delivery survives a SIGKILL,
and a post due while the server was down is published at the next start (once). (Several
worker processes publishing and delivering each scheduled post once: the two-worker load run
of tests/reliability/test_concurrency.py; loopback targets refused without
`--allow-private-targets`: test_server_egress.py.)

The servers are forked from the fork server of `testkit.forked` (the same entry point and
arguments, real processes killed and started again on the same data dir)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
import trustme

from testkit.https_receiver import HttpsReceiver
from tests.server.delivery_helpers import (
    all_recorded,
    as_recorded,
    check_signed,
    deliveries,
    in_future,
    wait_deliveries,
    write_ca,
)
from tests.server.server_harness import INTERNAL_ERROR_MARK, Api, RunningServer, start_server
from tests.server.spec_check import SpecCheck

SECRET = "durable-secret"


@pytest.fixture(scope="module")
def ca_file(ca: trustme.CA, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_ca(ca, tmp_path_factory.mktemp("ca"))


def start(data_dir: Path, ca_file: Path, *extra: str) -> RunningServer:
    return start_server(data_dir, "--ca-bundle", str(ca_file), *extra, forked=True)


def setup_profile(api: Api, action: str, url: str, *platforms: str) -> dict[str, str]:
    profile = api.ok("POST", "/profiles", json={"title": f"Durable {action}"})
    pk = {"Profile-Key": profile["profileKey"]}
    for platform in platforms:
        api.sandbox("link", {"platform": platform}, headers=pk)
    api.ok(
        "POST", "/hook/webhook", json={"action": action, "url": url, "secret": SECRET}, headers=pk
    )
    return pk


def test_pending_delivery_survives_sigkill(
    tmp_path: Path, ca_file: Path, receiver: HttpsReceiver, spec_check: SpecCheck
) -> None:
    # The first attempt fails; the retry (5 s x 0.4 = 2 s later) is pending when the server is
    # killed, and the restarted server sends it.
    receiver.reset(lambda n, _body: (500 if n == 0 else 200, 0.0))
    server = start(tmp_path / "data", ca_file, "--delivery-retry-scale", "0.4")
    api = Api(server, spec_check)
    try:
        pk = setup_profile(api, "social", receiver.url)
        api.sandbox("link", {"platform": "bluesky"}, headers=pk)
        wait_deliveries(api, pk, lambda log: len(log) == 1 and log[0]["attempts"] == 1)
        assert deliveries(api, pk)[0]["status"] == "pending"
    finally:
        api.close()
        server.kill()
    assert len(receiver.requests) == 1

    server = start(tmp_path / "data", ca_file, "--delivery-retry-scale", "0.4")
    api = Api(server, spec_check)
    try:
        (delivery,) = wait_deliveries(api, pk, all_recorded(1))
        assert delivery["status"] == "delivered" and delivery["attempts"] == 2
        got = receiver.wait_for(2, 5)
        assert len(got) == 2 and got[0].body == got[1].body
        check_signed(got[1], SECRET)
        history = api.ok("GET", "/hook/history", params={"action": "social"}, headers=pk)
        assert history["social"] == [as_recorded(json.loads(got[1].body))]
    finally:
        api.close()
        server.stop()
    assert INTERNAL_ERROR_MARK not in server.stderr(), server.stderr()


def test_post_due_while_down_published_once_after_restart(
    tmp_path: Path, ca_file: Path, receiver: HttpsReceiver, spec_check: SpecCheck
) -> None:
    receiver.reset()  # the module's receiver (conftest.py), emptied
    server = start(tmp_path / "data", ca_file, "--delivery-retry-scale", "0.02")
    api = Api(server, spec_check)
    try:
        pk = setup_profile(api, "scheduled", receiver.url, "tiktok")
        created = api.create_post(
            {"post": "while down", "platforms": ["tiktok"], "scheduleDate": in_future(api, 2)},
            headers=pk,
        )
    finally:
        api.close()
        server.kill()
    time.sleep(3.0)  # the schedule passes while no server runs
    assert receiver.requests == []
    server = start(tmp_path / "data", ca_file, "--delivery-retry-scale", "0.02")
    api = Api(server, spec_check)
    try:
        wait_deliveries(api, pk, all_recorded(1))
        assert api.ok("GET", f"/post/{created['id']}", headers=pk)["status"] == "success"
        time.sleep(1.0)
        assert len(receiver.requests) == 1 and len(deliveries(api, pk)) == 1
    finally:
        api.close()
        server.stop()
    server = start(tmp_path / "data", ca_file)  # a further restart publishes nothing again
    api = Api(server, spec_check)
    try:
        time.sleep(1.0)
        assert len(receiver.requests) == 1 and len(deliveries(api, pk)) == 1
    finally:
        api.close()
        server.stop()
