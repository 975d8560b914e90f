"""The suite against a partial server, as a team starting out runs it: the reference server
offering three operations (`partial_target.py`: ``GET /user``, ``GET /media``, ``POST /post``;
404, 405 or 501 to everything else, no test control), judged by real `python -m contract_tests`
runs.

- A rule whose set-up needs an operation the target does not implement skips with one reason
  naming it (never a set-up error); the test control is counted only as skips, and only when
  the target lacks it (a run against the full reference server does not mention it:
  `test_receiver_options.py`).
- One cause is one finding: the negative probes of `create_post` failing the same way are one
  finding with the cases that varied; one answer failing two checks (a TRACE answered 501) is
  one finding naming the other check too; no text is cut mid-word; the coverage table covers
  only the operations the run exercised; reproductions carry no schemathesis marker header
  (the coverage phase's ``x-schemathesis-unknown-property`` case, accepted by the planted
  server).
- A run that tests nothing exits 5 and every report says NOTHING TESTED; ``--base-url`` without
  a scheme is a usage error (exit 4) saying to add it.
- The proof: a defect planted on one of the three operations (``POST /post`` accepting what it
  should refuse) is caught by a run scoped to that operation (``-k create_post``) with no test
  error, and the same run passes against the partial server without the defect.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from contract_tests import cli, preflight
from contract_tests.report import common_text, varying_part
from contract_tests.report_formats import ELLIPSIS, shorten
from contract_tests.sandbox import CONTROL_SKIP_PREFIX
from contract_tests.spec import load_spec
from contract_tests.target import Target
from tests.contract_suite.partial_target import OFFERED, OPERATION_IDS
from tests.contract_suite.runs import RULES_ONLY, Run, reference_server, run_cli, run_suite

pytestmark = pytest.mark.timeout(400)

KEY = "dev-api-key"
PARTIAL = "tests.contract_suite.partial_target:three_operations"
PLANTED = "tests.contract_suite.partial_target:three_operations_planted"
#: The run of the proof: every test about the operation the defect is planted on.
SCOPE = "create_post"
CREATE_PROFILE = "POST /profiles (create_profile)"


@pytest.fixture(scope="module")
def partial_url() -> Iterator[str]:
    with reference_server(KEY, "--wrap", PARTIAL) as url:
        yield url


@pytest.fixture(scope="module")
def posts_run(partial_url: str, tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The rules of posts, most of which need User Profiles or the test control."""
    return run_suite(
        tmp_path_factory.mktemp("posts"),
        *("--base-url", partial_url, "--api-key", KEY, "-k", "test_rules_posts"),
        pytest_args=RULES_ONLY,
    )


def test_unimplemented_set_up_skips_with_one_reason(posts_run: Run) -> None:
    summary = posts_run.summary
    assert posts_run.returncode in (0, 1), posts_run.output[-4000:]
    assert "error" not in summary["outcomes"], summary["failed_tests"]
    assert all(info["when"] == "call" for info in summary["failed_tests"].values())
    reasons = [reason for reason in summary["skips_by_reason"] if CREATE_PROFILE in reason]
    assert len(reasons) == 1, summary["skips_by_reason"]
    (reason,) = reasons
    assert "does not implement" in reason and "HTTP 404" in reason, reason
    assert summary["skips_by_reason"][reason] >= 3, summary["skips_by_reason"]
    assert f"needs {CREATE_PROFILE}" in posts_run.output


def test_control_is_reported_as_skips_when_the_target_lacks_it(posts_run: Run) -> None:
    control = posts_run.summary["control"]
    assert control["offered"] is False, control
    assert control["skipped"] == control["needed_by"] > 0, control
    for test, need in control["tests"].items():
        if need["required"]:
            assert posts_run.summary["skipped"][test].startswith(CONTROL_SKIP_PREFIX), test
    assert (
        "Test control (sandbox.yaml): the target does not offer it; "
        f"{control['skipped']} test(s) that need it skipped"
    ) in posts_run.output, posts_run.output[-3000:]
    assert "0 skipped" not in posts_run.output


@pytest.fixture(scope="module")
def planted_url() -> Iterator[str]:
    with reference_server(KEY, "--wrap", PLANTED) as url:
        yield url


@pytest.fixture(scope="module")
def planted_run(planted_url: str, tmp_path_factory: pytest.TempPathFactory) -> Run:
    return run_suite(
        tmp_path_factory.mktemp("planted"),
        *("--base-url", planted_url, "--api-key", KEY, "-k", SCOPE, "--format", "github"),
        pytest_args=RULES_ONLY,
    )


def test_planted_defect_is_caught_by_a_scoped_run(
    planted_run: Run, partial_url: str, tmp_path: Path
) -> None:
    summary = planted_run.summary
    assert planted_run.returncode == 1, planted_run.output[-4000:]
    assert summary["verdict"] == "FAILED" and "error" not in summary["outcomes"], summary
    assert {g["operations"][0] for g in summary["findings"]} == {f"POST /post ({SCOPE})"}
    # The same scoped run against the server without the defect passes: the defect is found.
    correct = run_suite(
        tmp_path,
        *("--base-url", partial_url, "--api-key", KEY, "-k", SCOPE),
        pytest_args=RULES_ONLY,
    )
    assert correct.returncode == 0, correct.output[-4000:]
    assert correct.summary["verdict"] == "PASSED" and not correct.summary["findings"]
    assert correct.summary["tests"] == summary["tests"]


def test_one_cause_is_one_finding(planted_run: Run) -> None:
    summary = planted_run.summary
    (finding,) = summary["findings"]  # every broken request accepted: one cause
    assert finding["failures"] == len(finding["cases"]) == summary["outcomes"]["failed"] > 10
    assert finding["detail"].startswith("got HTTP 200"), finding
    assert ELLIPSIS in finding["rule"] and finding["rule"].startswith("a request with"), finding
    assert "randomPost not boolean" in finding["cases"], finding["cases"]
    assert list(summary["failures_by_rule"]) == [finding["rule"]]
    annotations = [line for line in planted_run.output.splitlines() if line.startswith("::error")]
    assert len(annotations) == 1, annotations
    # Every line of the summary names a rule whole, or shortened at a word boundary.
    summary_text = planted_run.output[planted_run.output.index("contract summary") :]
    counted = re.findall(r"^\s+\d+  (.+)$", summary_text, re.MULTILINE)
    assert counted, summary_text
    for text in counted:
        assert text.endswith(ELLIPSIS) or text in (
            finding["rule"],
            *summary["failures_by_operation"],
        )


def test_one_answer_is_one_finding_and_coverage_covers_the_run(
    partial_url: str, tmp_path: Path
) -> None:
    """The property test of `get_user`'s coverage phase: the partial server answers TRACE with
    501, a wrong answer to an undeclared method and a server error at once."""
    run = run_suite(
        tmp_path,
        *("--base-url", partial_url, "--api-key", KEY, "--phases", "coverage"),
        *("-k", "test_properties and test_get_user and not batch and not lookups"),
    )
    assert run.returncode == 1, run.output[-4000:]
    findings = run.summary["findings"]
    rules = [finding["rule"] for finding in findings]
    assert "Server error" not in rules, rules
    (undeclared,) = [f for f in findings if f["rule"] == "Wrong response to undeclared method"]
    assert "Server error" in undeclared["also_broken"], undeclared
    assert "501" in undeclared["detail"], undeclared
    coverage = run.summary["coverage"]
    every = len(load_spec().paths)
    assert coverage["complete"] is True, coverage
    assert coverage["scope"] == {"operations": 1, "spec_operations": every, "whole_spec": False}
    assert list(coverage["areas"]) == ["User"], coverage["areas"]
    assert {pair["operation"] for pair in coverage["not_provoked"]} <= {"get_user"}
    shown = run.output[run.output.index("contract coverage") :]
    assert "whole spec" not in shown and f"The 1 of {every} ops of the spec" in shown, shown
    assert f"{len(coverage['not_provoked'])} declared (operation, code) pair(s)" in shown


@pytest.mark.parametrize(
    ("selection", "why"),
    [
        ("no_such_test_anywhere", "no test was selected"),
        ("test_rules_posts and approval", "every one of the 1 selected test(s) skipped"),
    ],
)
def test_a_run_that_tests_nothing_says_so(
    partial_url: str, tmp_path: Path, selection: str, why: str
) -> None:
    run = run_suite(
        tmp_path,
        *("--base-url", partial_url, "--api-key", KEY, "-k", selection, "--format", "github"),
        pytest_args=RULES_ONLY,
    )
    verdict = f"NOTHING TESTED: {why}"
    assert run.returncode == 5, run.output[-4000:]
    assert verdict in run.output and "PASSED" not in run.output, run.output[-3000:]
    assert "::warning title=contract suite%3A NOTHING TESTED::" in run.output
    assert run.summary["verdict"] == "NOTHING TESTED" and run.summary["tested"] == 0
    assert f"**{verdict}" in (run.reports / "summary.md").read_text("utf-8")
    assert verdict in run.html and "No rule was found broken" not in run.html
    assert "class='verdict nothing'" in run.html
    assert run.junit_properties()["contract_verdict"] == "NOTHING TESTED"


def test_base_url_without_scheme_is_a_usage_error(tmp_path: Path) -> None:
    done = run_cli(tmp_path, "--base-url", "127.0.0.1:9", timeout=120)
    assert done.returncode == cli.USAGE_ERROR == 4, done.stdout + done.stderr
    assert done.stderr.startswith("usage: "), done.stderr
    assert "add the scheme, e.g. http://127.0.0.1:9" in done.stderr, done.stderr
    assert "not reachable" not in done.stderr and not list(tmp_path.iterdir())


def test_pre_flight_names_a_base_url_without_scheme() -> None:
    """The pytest plugin run directly (no command line) says the same, before any request."""
    result = preflight.check(Target("127.0.0.1:9", KEY), load_spec(), 1.0)
    assert result.blocker is not None and "add the scheme, e.g. http://127.0.0.1:9" in (
        result.blocker
    ), result


def test_texts_are_shortened_at_a_word_boundary() -> None:
    text = "a request with body randomPost not boolean is refused with HTTP 400"
    assert shorten(text, len(text)) == text
    short = shorten(text, 30)
    assert len(short) <= 30 and short.endswith(ELLIPSIS), short
    assert text.startswith(short.removesuffix(ELLIPSIS) + " "), short
    assert shorten("x" * 50, 10) == "x" * 9 + ELLIPSIS  # one long word: cut where it must be


def test_rules_of_one_cause_share_their_words() -> None:
    rules = [
        "a request with body randomPost not boolean is refused for create_post",
        "a request with body without post is refused for create_post",
    ]
    common = common_text(rules)
    assert common == f"a request with body {ELLIPSIS} is refused for create_post"
    assert [varying_part(rule, common) for rule in rules] == [
        "randomPost not boolean",
        "without post",
    ]
    assert common_text(["same", "same"]) == "same"


def test_property_findings_replay_without_marker_headers_and_allow_follows_the_scope(
    planted_url: str, tmp_path: Path
) -> None:
    """The coverage phase of `create_post` sends a case with schemathesis' unknown-property
    header, which the planted server accepts: its reproduction leaves that header out and keeps
    the request's own headers. The server allows only POST at /post, where the spec declares
    more methods: a run selecting create_post does not count the unselected methods missing
    from `Allow`."""
    run = run_suite(
        tmp_path,
        *("--base-url", planted_url, "--api-key", KEY, "--phases", "coverage"),
        *("--include-operation-id", SCOPE, "-k", f"test_properties and test_{SCOPE}"),
    )
    assert run.returncode == 1, run.output[-4000:]
    reproductions = [f["reproduce"] for f in run.summary["findings"]]
    assert any("X-Twitter-OAuth1-Api-Secret" in r for r in reproductions), reproductions
    assert "x-schemathesis" not in json.dumps(run.summary).lower()
    assert "x-schemathesis" not in run.html.lower()
    rules = [finding["rule"] for finding in run.summary["findings"]]
    assert "Wrong response to undeclared method" in rules, run.output[-4000:]  # it was judged
    assert "Allow header mismatch" not in rules, run.summary["findings"]


def test_partial_target_offers_three_operations_of_the_spec() -> None:
    spec = load_spec()
    offered = {(spec.operation(op).method.upper(), spec.operation(op).path) for op in OPERATION_IDS}
    assert offered == {(m, path) for path, methods in OFFERED.items() for m in methods}
