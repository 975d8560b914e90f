"""The spool of `contract_tests.traffic` and the merge of `contract_tests.liveness`: the last
requests name the request the target died on among later answers, a report's outcome completes
the spool's; reproductions are rendered only when needed; the spool stays bounded and its
directory is removed. That another process's request in flight is read from the spool with its
reproduction is shown by a real two-worker run (`test_target_down.py`)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from contract_tests import traffic
from contract_tests.liveness import SHOWN, last_sent, merged

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
