"""The count of `contract_tests.liveness`: only an answered request proves the target alive.
Tests that send nothing (they read the spec, or skip their requests) between connection
failures neither reset the count nor hide a dead target; the probe is a real TCP connect."""

from __future__ import annotations

import socket

from contract_tests.liveness import CONSECUTIVE, Liveness
from testkit.ports import closed_port_url


def _request(outcome: str, at: float) -> dict[str, object]:
    return {"request": "GET /user", "outcome": outcome, "at": at, "reproduce": "curl"}


def test_tests_without_requests_do_not_reset_the_count() -> None:
    liveness = Liveness(closed_port_url())
    verdicts = []
    for i in range(CONSECUTIVE):
        verdicts.append(liveness.see(f"t{i}", True, [_request("no answer: ConnectError", i)]))
        verdicts.append(liveness.see(f"spec-only{i}", False, []))
    assert verdicts[-2] is True, verdicts  # the last connection failure stops the run
    assert verdicts.count(True) == 1, verdicts


def test_an_answered_request_resets_the_count() -> None:
    liveness = Liveness(closed_port_url())
    for i in range(CONSECUTIVE - 1):
        assert not liveness.see(f"t{i}", True, [_request("no answer: ConnectError", i)])
    assert not liveness.see("alive", False, [_request("answered HTTP 200", 10)])
    assert liveness.run_of_failures == 0
    assert not liveness.see("t9", True, [_request("no answer: ConnectError", 11)])


def test_down_at_end_after_interleaved_answers() -> None:
    """Under xdist an earlier-answered test can report after the one that got no answer: the
    end probe still decides on a dead target, and never on a live one."""
    dead = Liveness(closed_port_url())
    dead.see("died", True, [_request("no answer: ConnectError", 1)])
    dead.see("answered-before", False, [_request("answered HTTP 200", 0)])
    assert dead.run_of_failures == 0 and dead.down_at_end()
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        alive = Liveness(f"http://127.0.0.1:{listener.getsockname()[1]}")
        alive.see("flaky", True, [_request("no answer: ReadTimeout", 1)])
        assert not alive.down_at_end()
    assert not Liveness(closed_port_url()).down_at_end()  # nothing went unanswered
