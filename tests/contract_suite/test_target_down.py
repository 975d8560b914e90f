"""A dying target is noticed: against a server whose process exits after answering its first
requests (`dying_target.py`), the run stops soon after, INCOMPLETE with the reason
`target-down` and exit 2 in every report and the printed summary, which names the last requests
sent before the target stopped answering with their reproductions; connection failures are one
finding counted per test, listed after the findings about answers.

The targets are forked from the fork server of `testkit.forked` (the same launcher and
arguments as `python -m tests.built_server`, real processes that exit as a dying target does);
the suite runs as a server team runs it, `python -m contract_tests`."""

from __future__ import annotations

from pathlib import Path

import pytest

from contract_tests import traffic
from tests.contract_suite.dying_target import ANSWERED
from tests.contract_suite.runs import RULES_ONLY, reference_server, run_suite

pytestmark = pytest.mark.timeout(300)

KEY = "dev-api-key"
#: Rule tests with one or two requests each: far more requests than the target answers.
SELECTION = "test_rules_auth"
#: Tests in a row without an answer before the target is probed (`liveness.CONSECUTIVE`) and a
#: few in flight on the way: the run stops long before the selection's end.
STOPPED_WITHIN = 6
#: The property test whose multipart upload `dying_target.stops_on_multipart` stops on.
UPLOAD, UPLOAD_REQUEST = "test_upload_media", "POST /media/upload"
STATEFUL = "test_stateful"
DYING = "tests.contract_suite.dying_target"


def test_dying_target_stops_the_run(tmp_path: Path) -> None:
    wrapper = "tests.contract_suite.dying_target:dies_after_requests"
    with reference_server(KEY, "--wrap", wrapper, forked=True) as url:
        run = run_suite(
            tmp_path, "--base-url", url, "--api-key", KEY, "-k", SELECTION, pytest_args=RULES_ONLY
        )
    output = run.output
    assert run.returncode == 2, output[-4000:]
    summary = run.summary
    assert summary["complete"] is False and summary["stopped"] == "target-down", summary
    assert "stopped answering" in summary["stop_detail"], summary
    # Stopped soon: the tests that got no answer are only the few that told it was down.
    answered_tests = summary["outcomes"].get("passed", 0)
    failed = summary["outcomes"].get("failed", 0) + summary["outcomes"].get("error", 0)
    assert 3 <= failed <= STOPPED_WITHIN, summary["outcomes"]
    assert 0 < answered_tests < ANSWERED, summary["outcomes"]
    # The last requests: answered ones, then the one the target died on, each reproducible.
    last = summary["last_requests"]
    assert last and last[-1]["outcome"].startswith("no answer"), last
    assert any(r["outcome"].startswith("answered HTTP") for r in last), last
    assert all(r["reproduce"].startswith("curl ") for r in last), last
    # One finding for the connection failures, counted per test, listed last.
    (connection,) = [g for g in summary["findings"] if g["connection"]]
    assert summary["findings"][-1]["connection"], summary["findings"]
    assert len(connection["tests"]) == failed, connection
    # Every report and the console say so.
    assert run.junit_properties()["contract_stopped"] == "target-down"
    assert run.junit_properties()["contract_complete"] == "false"
    assert "INCOMPLETE (target-down)" in run.html
    assert last[-1]["request"] in run.html
    markdown = (run.reports / "summary.md").read_text("utf-8")
    assert "INCOMPLETE (target-down)" in markdown and "curl " in markdown
    assert "INCOMPLETE: the run was stopped (target-down)" in output, output[-4000:]
    assert "Last requests sent before the target stopped answering" in output
    tail = output[output.index("contract summary") :]
    assert "reproduce: curl " in tail, tail


def test_target_dying_in_the_last_test_is_reported(tmp_path: Path) -> None:
    """Too few tests get no answer for the count (the run's only test), so the probe at the end
    decides: INCOMPLETE, target-down, exit 2, the request it died on named last."""
    wrapper = "tests.contract_suite.dying_target:dies_on_the_last_test"
    with reference_server(KEY, "--wrap", wrapper, forked=True) as url:
        run = run_suite(
            tmp_path,
            "--base-url",
            url,
            "--api-key",
            KEY,
            "-k",
            "test_unknown_profile_key_refused",
            pytest_args=RULES_ONLY,
        )
    assert run.returncode == 2, run.output[-4000:]
    summary = run.summary
    assert summary["stopped"] == "target-down", summary
    assert "before the end" in summary["stop_detail"], summary
    assert summary["outcomes"].get("failed", 0) == 1, summary["outcomes"]
    last = summary["last_requests"]
    assert last and last[-1]["outcome"].startswith("no answer"), last
    assert "INCOMPLETE: the run was stopped (target-down)" in run.output, run.output[-4000:]


@pytest.mark.parametrize("wrapper", ["stops_on_multipart", "dies_on_multipart"])
def test_a_request_of_another_worker_that_killed_the_target_is_named(
    tmp_path: Path, wrapper: str
) -> None:
    """Two workers: the property test of `upload_media` sends the multipart upload the target
    dies on (held in flight, so that test never reports; or answered by the process's exit, as
    Prism's was), while the rule tests on the other worker keep sending and get no answer. The
    run stops target-down and the last requests, merged from every process's spool, name the
    upload, with how it ended and its reproduction."""
    server = reference_server(KEY, "--wrap", f"{DYING}:{wrapper}", forked=True)
    with server as url:
        run = run_suite(
            tmp_path,
            *("--base-url", url, "--api-key", KEY, "--workers", "2", "--max-examples", "5"),
            *("-k", f"not {STATEFUL} and (test_rules_ or ({UPLOAD} and not legacy))"),
        )
        # A target still holding the upload it stopped on (HELD_SECONDS) would keep a graceful
        # stop waiting for that request until the stop's bound: it is killed, as it is dead.
        if server.launcher is not None:
            server.launcher.kill()
    output = run.output
    assert run.returncode == 2, output[-4000:]
    summary = run.summary
    assert summary["stopped"] == "target-down", summary
    last = summary["last_requests"]
    upload = [r for r in last if r["request"].startswith(UPLOAD_REQUEST)]
    assert len(upload) == 1, last
    killer = upload[0]
    if wrapper == "stops_on_multipart":
        assert killer["outcome"] == traffic.IN_FLIGHT, last
    else:
        assert traffic.connection_failure(killer["outcome"]), last
        assert not traffic.refused(killer["outcome"]), last
    assert killer["test"].endswith(f"::{UPLOAD}"), killer
    assert killer["reproduce"].startswith("curl ") and "multipart/form-data" in killer["reproduce"]
    # The other worker's requests were sent around it: the list is merged across processes.
    assert any(r["test"].startswith("test_rules_") for r in last), last
    assert all(r["reproduce"].startswith("curl ") for r in last), last
    assert UPLOAD_REQUEST in output[output.index("contract summary") :], output[-4000:]
    assert killer["request"] in run.html
