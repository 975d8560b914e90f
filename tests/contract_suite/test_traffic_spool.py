"""The spool of `contract_tests.traffic` and the merge of `contract_tests.liveness`: every
process's last requests, read by the controller, name the request the target died on whichever
process sent it (in flight included); the spool stays bounded and its directory is removed."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from contract_tests import traffic
from contract_tests.liveness import SHOWN, Liveness, last_sent, merged
from testkit.ports import closed_port_url

REPO = Path(__file__).resolve().parents[2]
REFUSED = "no answer: ConnectError: [Errno 111] Connection refused"
RESET = "no answer: ReadError: [Errno 104] Connection reset by peer"


@pytest.fixture
def spool() -> Iterator[Path]:
    directory = traffic.start_spool()
    assert directory is not None
    yield directory
    traffic.close_spool()
    assert not directory.exists()


def _request(at: float, outcome: str, request: str = "GET /user") -> dict[str, object]:
    return {"at": at, "test": "t", "request": request, "outcome": outcome, "reproduce": "curl"}


def test_another_process_s_request_in_flight_is_read_with_its_reproduction(spool: Path) -> None:
    """A worker (a real process) sends an upload and stays in flight; the controller reads it
    from the spool as in flight, with the reproduction its watch wrote."""
    traffic.testing("test_rules_a.py::test_answered")
    traffic.answered(traffic.sending("GET /user", lambda: "curl /user"), 200)
    worker = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from contract_tests import traffic
        traffic.open_spool(Path({str(spool)!r}))
        traffic.testing("test_properties.py::test_upload_media")
        traffic.sending("POST /media/upload", lambda: "curl -F file=@x /media/upload")
        print("sent", flush=True)
        time.sleep(60)
        """
    )
    with subprocess.Popen(
        [sys.executable, "-c", worker], cwd=REPO, stdout=subprocess.PIPE, text=True
    ) as process:
        try:
            assert process.stdout is not None and process.stdout.readline() == "sent\n"
            seen = [r for r in traffic.spooled() if r["request"] == "POST /media/upload"]
            assert [r["outcome"] for r in seen] == [traffic.IN_FLIGHT], seen
            assert seen[0]["test"] == "test_properties.py::test_upload_media"
            liveness = Liveness(closed_port_url())
            carried = traffic.take("test_rules_a.py::test_answered")  # (as its report carries)
            liveness.see("test_rules_a.py::test_answered", False, carried)
            shown = liveness.last_requests(wait=30)  # (the worker's watch writes its reproduction)
        finally:
            process.kill()
    assert [r["request"] for r in shown] == ["GET /user", "POST /media/upload"], shown
    assert shown[-1]["outcome"] == traffic.IN_FLIGHT
    assert shown[-1]["reproduce"] == "curl -F file=@x /media/upload", shown
    assert set(shown[-1]) == {"at", "test", "request", "outcome", "reproduce"}


def test_an_unanswered_request_writes_the_last_reproductions(spool: Path) -> None:
    """Reproductions are rendered only when a request gets no answer: then for the last ones."""
    rendered: list[str] = []

    def reproduce(name: str) -> str:
        rendered.append(name)
        return f"curl {name}"

    for n in range(3):
        traffic.answered(traffic.sending(f"GET /{n}", partial(reproduce, f"/{n}")), 200)
    assert rendered == []
    traffic.unanswered(traffic.sending("GET /x", lambda: reproduce("/x")), ConnectionResetError())
    found = {r["request"]: r for r in traffic.spooled()}
    assert found["GET /x"]["reproduce"] == "curl /x"
    assert found["GET /0"]["reproduce"] == "curl /0"
    assert found["GET /x"]["outcome"] == "no answer: ConnectionResetError: "
    assert sorted(rendered) == ["/0", "/1", "/2", "/x"]


def test_the_spool_is_bounded(spool: Path) -> None:
    for n in range(5 * traffic.LINES_PER_FILE):
        traffic.answered(traffic.sending(f"GET /{n}", lambda: "curl"), 200)
    files = sorted(spool.iterdir())
    assert len(files) == 2, files
    assert all(len(f.read_text().splitlines()) <= traffic.LINES_PER_FILE for f in files)
    kept = traffic.spooled()
    assert len(kept) >= traffic.LINES_PER_FILE // 2
    assert (
        max(int(r["request"].removeprefix("GET /")) for r in kept) == 5 * traffic.LINES_PER_FILE - 1
    )


def test_the_request_the_target_died_on_is_named_among_later_answers() -> None:
    """The upload that killed the target was sent (by one process) before requests another
    process had answered: it is named, with the request the death reset and those answered
    just before; an earlier timeout and the refused requests after are not."""
    requests = [
        _request(1.0, "no answer: ReadTimeout: timed out", "POST /post"),
        *(_request(2.0 + n / 10, "answered HTTP 200") for n in range(5)),
        _request(3.0, traffic.IN_FLIGHT, "POST /media/upload"),
        *(_request(3.1 + n / 10, "answered HTTP 200") for n in range(3)),
        _request(3.5, RESET, "DELETE /profiles"),
        *(_request(4.0 + n, REFUSED) for n in range(5)),
    ]
    shown = last_sent(requests)
    assert [r["request"] for r in shown] == [
        "POST /media/upload",
        "GET /user",
        "GET /user",
        "GET /user",
        "DELETE /profiles",
    ], shown
    single = [_request(1.0, "answered HTTP 200"), _request(2.0, RESET), _request(3.0, REFUSED)]
    assert last_sent(single) == single[:2]
    timeout_only = [*(_request(n, "answered HTTP 200") for n in range(6)), _request(7, "no answer")]
    assert last_sent(timeout_only) == timeout_only[-SHOWN:]


def test_a_report_s_outcome_and_reproduction_complete_the_spool_s() -> None:
    spooled = [{**_request(1.0, traffic.IN_FLIGHT), "reproduce": None, "process": 7, "number": 1}]
    carried = [{**_request(1.0, RESET), "reproduce": "curl x", "process": 7, "number": 1}]
    (one,) = merged(carried, spooled)
    assert one["outcome"] == RESET and one["reproduce"] == "curl x"
    assert len(merged([_request(2.0, RESET)], spooled)) == 2  # (no process: its own)
