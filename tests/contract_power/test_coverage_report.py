"""The coverage report counts what a run observed, and only that (`contract_tests/coverage.py`),
checked on the real spec with answers noted as the suite notes them. Real runs: the JSON written
at `--coverage-json` with a pair a passing rule test provoked, also when the run is stopped
(`test_run_bounds.py`); a run's coverage covering only the operations it exercised, complete,
printed with its scope (`tests/contract_suite/test_partial_target.py`).
"""

from __future__ import annotations

from typing import Any

from contract_tests import coverage
from contract_tests.spec import load_spec


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
    assert ("list_webhooks", 103) not in not_provoked and ("list_webhooks", 102) in not_provoked
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
