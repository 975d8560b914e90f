"""Every documented request of the corpus (tests/fidelity/corpus/) against a reference server
subprocess: each area's steps run once, in their documented order, on one fresh server; each
example is then one test that passes when its answer was the documented one. Examples waiting
for a feature this tree lacks (features.py) are skipped as awaiting it."""

from __future__ import annotations

import pytest

from .corpus import Step, load_corpus
from .coverage import covered_operations, load_uncovered, spec_operations
from .features import KNOWN
from .runner import Outcome, run_corpus

AREAS = load_corpus()
EXAMPLES = [s for a in AREAS for s in a.examples]


@pytest.fixture(scope="module")
def outcomes() -> dict[tuple[str, str], Outcome]:
    run = run_corpus(AREAS)
    assert "INTERNAL ERROR" not in run.server_output, run.server_output[-3000:]
    return {(o.step.area, o.step.id): o for o in run.outcomes}


def test_corpus_is_well_formed() -> None:
    assert EXAMPLES, "the corpus has no examples"
    for area in AREAS:
        for step in area.steps:
            unknown = set(step.needs) - set(KNOWN)
            assert not unknown, f"{area.name}/{step.id} needs unknown features {unknown}"
            if step.source is not None:
                assert step.source.startswith("https://"), step


@pytest.mark.parametrize("area", [a.name for a in AREAS])
def test_setup_steps_succeed(area: str, outcomes: dict[tuple[str, str], Outcome]) -> None:
    failed = [
        f"{o.step.id}: {o.detail}"
        for (name, _), o in outcomes.items()
        if name == area and not o.step.is_example and o.verdict == "fail"
    ]
    assert not failed, failed


@pytest.mark.parametrize("step", EXAMPLES, ids=[f"{s.area}/{s.id}" for s in EXAMPLES])
def test_documented_request(step: Step, outcomes: dict[tuple[str, str], Outcome]) -> None:
    outcome = outcomes[(step.area, step.id)]
    if outcome.verdict == "awaiting":
        pytest.skip(f"awaiting {outcome.detail} ({step.source})")
    assert outcome.verdict == "pass", f"{step.source}: {outcome.detail}"


def test_every_operation_has_an_example_or_a_reason(
    outcomes: dict[tuple[str, str], Outcome],
) -> None:
    """Each operation is reached by a passing example or listed in uncovered.yaml, not both."""
    operations = set(spec_operations())
    covered = covered_operations(list(outcomes.values()))
    listed = set(load_uncovered())
    assert not listed - operations, f"uncovered.yaml names no operation: {listed - operations}"
    both = listed & covered
    assert not both, f"covered by an example, still in uncovered.yaml: {both}"
    missing = operations - covered - listed
    assert not missing, f"no passing example and no reason in uncovered.yaml: {sorted(missing)}"
