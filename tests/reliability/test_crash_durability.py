"""Crash durability: SIGKILL at random moments while clients write, many times over.

Every write acknowledged with a 2xx must survive; nothing unacknowledged may be half-present
(media file without row or row without file, rows without their profile); SQLite's integrity
check passes; upload temp files left by a kill are removed at the next start; each scheduled
post publishes once (one `scheduled` delivery) and every webhook event reaches an HTTPS
receiver (at least once: deliveries in flight at a kill are sent again after their lease).

The server is forked from the fork server of `testkit.forked` (the same entry point and
arguments as `python -m reference_server`, a real process killed with SIGKILL): each of the
many restarts does not import the server again, which nothing here is about.
"""

from __future__ import annotations

from pathlib import Path

from reference_server.webhooks.settings import DeliverySettings
from tests.reliability.kill_loop import run_kill_loop
from tests.reliability.workload import INTERNAL_ERROR_MARK

KILLS = 10


def test_acknowledged_writes_survive_sigkill(tmp_path: Path) -> None:
    result = run_kill_loop(tmp_path / "data", kills=KILLS, forked=True)
    ledger = result.ledger
    assert ledger.writes_acknowledged > 100, "the loop wrote too little to mean anything"
    assert ledger.writes_unknown > 0, "no kill landed during a write"
    assert not [s for s in result.stats.statuses if s >= 500], result.stats.statuses
    assert not result.stats.unexpected, result.stats.unexpected[:10]
    assert result.findings.ok, result.findings.summary()
    assert result.leftovers_after_restart == [], "upload temp files not cleaned at start"
    assert result.events_acknowledged > 10, "too few webhook events to mean anything"
    assert result.deliveries.deliveries >= result.events_acknowledged
    # at-least-once: a kill between the receiver's answer and the outbox's commit sends the
    # deliveries in flight again (after their lease), at most one worker's concurrency per kill
    in_flight = DeliverySettings().max_concurrency
    assert result.deliveries.resent <= KILLS * in_flight, result.deliveries
    assert INTERNAL_ERROR_MARK not in result.stderr, result.stderr[-3000:]
    for note in result.findings.notes:
        print("NOTE:", note)


def test_start_removes_what_a_kill_left(tmp_path: Path) -> None:
    """Temp files of an incomplete upload and media files without their row go at start;
    acknowledged media stay."""
    import httpx

    from tests.reliability.workload import API_KEY, RestartableServer, leftovers, verify_data_dir

    data_dir = tmp_path / "data"
    server = RestartableServer(data_dir, forked=True)
    server.start()
    auth = {"Authorization": f"Bearer {API_KEY}"}
    upload = httpx.post(
        server.url + "/media/upload", headers=auth, files={"file": ("a.bin", b"abc")}, timeout=30
    )
    assert upload.status_code == 200, upload.text
    server.kill()
    (data_dir / "tmp" / "upload-partial").write_bytes(b"x" * 1000)
    (data_dir / "media" / ("0" * 32)).write_bytes(b"renamed into place, row never inserted")
    server.start()
    try:
        assert leftovers(data_dir) == []
        assert sorted(p.name for p in (data_dir / "media").iterdir()) == [upload.json()["id"]]
        path = upload.json()["url"].split("/media/", 1)[1]
        assert httpx.get(f"{server.url}/media/{path}", timeout=30).content == b"abc"
    finally:
        server.stop()
    assert verify_data_dir(data_dir).ok
