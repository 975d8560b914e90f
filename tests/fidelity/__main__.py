"""`python -m tests.fidelity`: run the corpus against a fresh reference server and print, per
area, how many documented examples there are, pass, fail and await a feature (then each
failure with its page)."""

from __future__ import annotations

from collections import Counter

from contract_tests.server import ReferenceServer
from spec_model import ServiceSpec

from .corpus import load_corpus
from .features import server_args
from .runner import AreaRun

API_KEY = "fidelity-corpus-key"


def main() -> int:
    server = ReferenceServer(api_key=API_KEY, extra_args=["--check-responses", *server_args()])
    server.start()
    run = AreaRun(ServiceSpec.load(), server.base_url, API_KEY)
    rows: list[tuple[str, Counter[str]]] = []
    failures: list[str] = []
    try:
        for area in load_corpus():
            counts: Counter[str] = Counter()
            for outcome in run.run(area):
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
    finally:
        run.close()
        server.stop()
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
