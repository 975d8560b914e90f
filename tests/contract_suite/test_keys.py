"""No crash on any key: the suite, run as a server team runs it (a real subprocess against a
real reference server started with that key, without the test control so some tests skip),
ends with the right exit code and a truthful summary for a one-letter key, an empty-looking key
and a key that stands in every error answer; reports print the key as `$API_KEY` only where it
is sent as the credential. A key HTTP cannot carry (white space only) or the target refuses
stops the run with exit 3 saying so, not "not reachable"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.contract_suite.runs import RULES_ONLY, reference_server, run_suite

pytestmark = pytest.mark.timeout(300)

#: Passing tests (the key refused where it must be: missing and unknown keys), and one that
#: needs the control (skips on a server without it, its reason naming the operations).
SELECTION = (
    "(test_missing_key_refused and list_media) or (test_unknown_key_refused and get_user) "
    "or test_comments_event_delivered"
)


@pytest.mark.parametrize(
    "key",
    [
        pytest.param("k", id="one-letter"),
        pytest.param("-", id="dash"),
        pytest.param("error", id="in-every-error-answer"),
    ],
)
def test_any_key_gives_a_truthful_run(tmp_path: Path, key: str) -> None:
    with reference_server(key, "--no-sandbox") as url:
        run = run_suite(
            tmp_path, "--base-url", url, "--api-key", key, "-k", SELECTION, pytest_args=RULES_ONLY
        )
    assert run.returncode == 0, run.output[-4000:]
    assert "INTERNALERROR" not in run.output, run.output[-4000:]
    summary = run.summary
    assert summary["complete"] is True, summary
    tests, passed = summary["tests"], summary["outcomes"].get("passed", 0)
    assert tests >= 3 and summary["outcomes"] == {"passed": tests - 1, "skipped": 1}, summary
    (reason,) = summary["skipped"].values()
    assert "inject_comment" in reason and "$API_KEY" not in reason, reason
    assert f"{tests} tests: {passed} passed, 1 skipped" in run.output, run.output[-3000:]
    assert "contract summary" in run.output
    assert run.junit_properties()["contract_complete"] == "true"


@pytest.mark.parametrize(
    ("key", "reasons"),
    [
        pytest.param(" ", ["the API key ' ' is blank"], id="blank"),
        pytest.param("not-the-key", ["API key is not accepted", "HTTP 401"], id="refused"),
    ],
)
def test_a_key_that_cannot_be_used_stops_with_exit_3(
    tmp_path: Path, key: str, reasons: list[str]
) -> None:
    """Before any test: a key HTTP cannot carry, and a key the target refuses, each named as
    the reason the target cannot be tested (not "not reachable")."""
    with reference_server("dev-api-key", "--no-sandbox") as url:
        run = run_suite(
            tmp_path, "--base-url", url, "--api-key", key, "-k", SELECTION, pytest_args=RULES_ONLY
        )
    assert run.returncode == 3, run.output[-3000:]
    for reason in reasons:
        assert reason in run.output, run.output[-3000:]
    assert "not reachable" not in run.output, run.output[-3000:]
    assert "INTERNALERROR" not in run.output
