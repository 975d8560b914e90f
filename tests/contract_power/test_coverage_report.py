"""The coverage report counts what a run observed, and only that (`contract_tests/coverage.py`).

The measurement is checked on the real spec with answers noted as the suite notes them, then on
real runs: the same rule test against the reference server and against a server that never
answers the code it provokes (the `profile_key_as_api_key` fault serves a Profile Key sent in
place of the API key) shows the pair provoked in one and not provoked in the other. That the
JSON is written when a run is stopped is checked by `test_run_bounds.py`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from contract_tests import coverage, coverage_report
from contract_tests.cli import PACKAGE_DIR
from contract_tests.spec import load_spec
from tests.contract_power.suite_runs import (
    SCHEMATHESIS_MODULES,
    require_conclusive,
    run_against_server,
    run_against_wrapped,
)

pytestmark = pytest.mark.timeout(300)

_SELECTION = "test_profile_key_in_place_of_api_key_refused"
_PAIR = ("list_webhooks", 103)


def _measured(answers: list[tuple[str, int, Any]], **extra: Any) -> dict[str, Any]:
    spec = load_spec()
    coverage.take()  # nothing noted before this test counts
    for operation_id, status, body in answers:
        coverage.observe(operation_id, status, body)
    observed = coverage.Observed()
    observed.merge(coverage.take())
    observed.merge(extra)
    return coverage.measure(spec, observed)


def test_measure_counts_declared_pairs_and_documented_statuses() -> None:
    result = _measured(
        [
            ("list_webhooks", 401, {"status": "error", "code": 103, "message": "m"}),
            ("list_webhooks", 200, {"webhooks": []}),
            # A code list_webhooks does not declare is no pair of it.
            ("list_webhooks", 400, {"status": "error", "code": 665, "message": "m"}),
            # An error result: its codes are those of `errors`.
            ("validate_post", 400, {"status": "error", "errors": [{"code": 156}]}),
        ],
        reads_back=["delete_post", "list_media"],
    )
    hooks = result["operations"]["list_webhooks"]
    assert hooks["codes"]["provoked"] == [103]
    assert 665 not in hooks["codes"]["declared"] + hooks["codes"]["provoked"]
    assert {"200", "401"} <= set(hooks["statuses"]["observed"])
    assert result["operations"]["validate_post"]["codes"]["provoked"] == [156]
    assert result["totals"]["pairs"]["covered"] == 2
    declared = sum(len(op["codes"]["declared"]) for op in result["operations"].values())
    assert result["totals"]["pairs"]["declared"] == declared
    not_provoked = {(p["operation"], p["code"]) for p in result["not_provoked"]}
    assert _PAIR not in not_provoked and ("list_webhooks", 102) in not_provoked
    # Only writing operations count as read back.
    assert result["operations"]["delete_post"]["read_back"] is True
    assert result["totals"]["writes_read_back"]["covered"] == 1
    area = result["areas"]["Webhooks"]["pairs"]
    assert area["covered"] == 1 and area["declared"] < result["totals"]["pairs"]["declared"]


def test_followed_links_are_counted_by_their_source_operation() -> None:
    spec = load_spec()
    source = next(op for op in spec.paths if coverage.declared_links(spec, op))
    status, name = coverage.declared_links(spec, source)[0]
    coverage.take()
    coverage.observe_links(spec, [f"{source.label} -> [{status}] {name} -> GET /elsewhere"])
    coverage.observe_links(spec, ["not a transition id"])
    observed = coverage.Observed()
    observed.merge(coverage.take())
    result = coverage.measure(spec, observed)
    assert result["operations"][source.operation_id]["links"]["followed"] == [f"{status} {name}"]
    assert result["totals"]["links"]["covered"] == 1


def _run_coverage(tmp_path: Path, wrapper: str | None) -> dict[str, Any]:
    path = tmp_path / f"coverage-{wrapper or 'correct'}.json"
    args = (
        "-k",
        _SELECTION,
        "--coverage-json",
        str(path),
        "--",
        *(f"--ignore={PACKAGE_DIR / module}" for module in SCHEMATHESIS_MODULES),
    )
    run = run_against_wrapped(wrapper, *args) if wrapper else run_against_server(*args)
    require_conclusive(run, f"the run against {wrapper or 'the correct server'}")
    assert path.is_file(), run.output[-3000:]
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    # A run of one rule test measures the operations it exercised, not the whole spec.
    assert "contract coverage" in run.output, run.output[-3000:]
    assert f"The {coverage_report.scope_name(data)} of the spec" in run.output, run.output[-3000:]
    return data


def test_run_shows_a_code_the_target_never_answers_as_not_provoked(tmp_path: Path) -> None:
    correct = _run_coverage(tmp_path, None)
    broken = _run_coverage(tmp_path, "profile_key_as_api_key")

    def provoked(data: dict[str, Any]) -> bool:
        return _PAIR[1] in data["operations"][_PAIR[0]]["codes"]["provoked"]

    assert provoked(correct), correct["totals"]
    assert not provoked(broken), broken["totals"]
    assert {"operation": _PAIR[0], "code": _PAIR[1]}.items() <= next(
        p for p in broken["not_provoked"] if (p["operation"], p["code"]) == _PAIR
    ).items()
    assert correct["complete"] is True
