"""`python -m tests.fidelity`: run the corpus against a fresh reference server and print, per
area, how many documented examples there are, pass, fail and await a feature (then each
failure with its page), then how many of the spec's operations a passing example reaches and
why each other one has none (uncovered.yaml)."""

from __future__ import annotations

from collections import Counter

from .corpus import load_corpus
from .coverage import covered_operations, load_uncovered, spec_operations
from .runner import run_corpus


def main() -> int:
    areas = load_corpus()
    outcomes = run_corpus(areas).outcomes
    rows: list[tuple[str, Counter[str]]] = []
    failures: list[str] = []
    for area in areas:
        counts: Counter[str] = Counter()
        for outcome in (o for o in outcomes if o.step.area == area.name):
            if not outcome.step.is_example:
                if outcome.verdict == "fail":
                    failures.append(f"{area.name}/{outcome.step.id} (setup): {outcome.detail}")
                continue
            counts["examples"] += 1
            counts[outcome.verdict] += 1
            if outcome.verdict == "fail":
                failures.append(
                    f"{area.name}/{outcome.step.id} ({outcome.step.source}): {outcome.detail}"
                )
        rows.append((area.name, counts))
    print("| Area | Examples | Pass | Fail | Awaiting a feature |")
    print("|---|---|---|---|---|")
    total: Counter[str] = Counter()
    for name, counts in rows:
        total.update(counts)
        print(
            f"| {name} | {counts['examples']} | {counts['pass']} | {counts['fail']} "
            f"| {counts['awaiting']} |"
        )
    print(
        f"| **all** | {total['examples']} | {total['pass']} | {total['fail']} "
        f"| {total['awaiting']} |"
    )
    operations = spec_operations()
    covered = covered_operations(outcomes)
    print(f"\nOperations with a passing documented example: {len(covered)} of {len(operations)}")
    reasons = load_uncovered()
    for name in operations:
        if name not in covered:
            entry = reasons.get(name)
            why = f"{entry.reason}: {entry.note}" if entry else "NOT LISTED in uncovered.yaml"
            print(f"  without: {name} ({why})")
    for line in failures:
        print("FAIL", line)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
