"""`python -m tests.fidelity`: run the corpus against a fresh reference server and print, per
area, how many documented examples there are, pass, fail and await a feature (then each
failure with its page)."""

from __future__ import annotations

from collections import Counter

from .corpus import load_corpus
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
    for line in failures:
        print("FAIL", line)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
