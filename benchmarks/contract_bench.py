"""`make contract` and proof-of-power times, whole processes included.

* the `fast` profile against a fresh reference server started by the suite, with the default
  workers (pytest-xdist, one per CPU up to 4) and with one worker; goal: at most 60 s
  on a 2-core machine; beside it, what that run covered of the spec (`--coverage-json`): the
  declared (operation, code) pairs provoked per area and for the whole spec; goal:
  at least 95 % of the declared pairs for the whole spec;
* the proof of power (`pytest tests/contract_power` as `make test` runs it, with pytest-xdist:
  every fault, the correct and generic server runs, the bounds and Prism tests); goal: at most
  3 minutes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.registry import Row
from testkit.forked import CPU_LOG_ENV

AREA = "contract"
ROOT = Path(__file__).resolve().parents[1]
SUITE_GOAL_SECONDS = 60.0
COVERAGE_GOAL_PERCENT = 95.0
PROOF_GOAL_SECONDS = 180.0


def _timed(command: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    return time.perf_counter() - started, result


def _last_line(result: subprocess.CompletedProcess[str]) -> str:
    return (result.stdout.strip().splitlines() or ["(no output)"])[-1].strip("= ")


def rows() -> list[Row]:
    found = []
    suite = [sys.executable, "-m", "contract_tests", "--profile", "fast"]
    no_reports = ["--junit", "", "--html", "", "--summary-json", ""]
    for workers in ("auto", "1"):
        with tempfile.TemporaryDirectory(prefix="contract-bench-") as directory:
            covered = Path(directory) / "coverage.json"
            elapsed, result = _timed(
                [*suite, "--workers", workers, *no_reports, "--coverage-json", str(covered)]
            )
            coverage = (
                json.loads(covered.read_text(encoding="utf-8")) if covered.is_file() else None
            )
        found.append(
            Row(
                AREA,
                f"python -m contract_tests --profile fast --workers {workers} "
                f"(embedded reference server, {os.cpu_count()} CPUs)",
                elapsed,
                "s",
                goal=f"<= {SUITE_GOAL_SECONDS:.0f} s",
                ok=elapsed <= SUITE_GOAL_SECONDS and result.returncode == 0,
                note=f"exit {result.returncode}: {_last_line(result)}",
            )
        )
        if workers == "auto" and coverage is not None:
            found += _coverage_rows(coverage)
    # As `make test` runs it: one process per CPU, a test module stays in one process (the
    # run-bounds tests wait on a hanging server beside the fault pool, not after it).
    proof = ["-m", "pytest", "-q", "-n", "auto", "--dist", "loadfile", "tests/contract_power"]
    with tempfile.TemporaryDirectory(prefix="contract-bench-") as directory:
        cpu_log = Path(directory) / "cpu.jsonl"
        os.environ[CPU_LOG_ENV] = str(cpu_log)
        try:
            elapsed, result = _timed([sys.executable, *proof])
        finally:
            del os.environ[CPU_LOG_ENV]
        spent = _cpu_by_kind(cpu_log)
    found.append(
        Row(
            AREA,
            "proof of power: pytest -n auto --dist loadfile tests/contract_power",
            elapsed,
            "s",
            goal=f"<= {PROOF_GOAL_SECONDS:.0f} s",
            ok=elapsed <= PROOF_GOAL_SECONDS and result.returncode == 0,
            note=f"exit {result.returncode}: {_last_line(result)}",
        )
    )
    found.append(
        Row(
            AREA,
            "proof of power: CPU time of its forked suite and server processes",
            sum(spent.values()),
            "s",
            note=", ".join(f"{kind} {seconds:.0f} s" for kind, seconds in sorted(spent.items()))
            + " (not counted: Prism's node process, the proof's own pytest processes)",
        )
    )
    return found


def _coverage_rows(coverage: dict[str, Any]) -> list[Row]:
    """The declared (operation, code) pairs the fast run provoked: per area, then the whole."""
    found = []
    for area, tally in coverage["areas"].items():
        pairs = tally["pairs"]
        found.append(
            Row(
                AREA,
                f"coverage {area}: declared (operation, code) pairs provoked",
                pairs["percent"],
                "%",
                note=f"{pairs['covered']}/{pairs['declared']}, statuses "
                f"{tally['statuses']['percent']:g} %",
            )
        )
    whole = coverage["totals"]
    pairs = whole["pairs"]
    found.append(
        Row(
            AREA,
            "coverage whole spec: declared (operation, code) pairs provoked",
            pairs["percent"],
            "%",
            goal=f">= {COVERAGE_GOAL_PERCENT:g} %",
            ok=pairs["percent"] >= COVERAGE_GOAL_PERCENT,
            note=f"{pairs['covered']}/{pairs['declared']} ({pairs['unprovokable']} not provokable "
            f"over HTTP), statuses {whole['statuses']['percent']:g} %, links "
            f"{whole['links']['percent']:g} %, writes read back "
            f"{whole['writes_read_back']['percent']:g} %",
        )
    )
    return found


def _cpu_by_kind(log: Path) -> dict[str, float]:
    """CPU seconds per kind of forked process (`testkit.forked.CPU_LOG_ENV`)."""
    spent: dict[str, float] = {}
    if log.exists():
        for line in log.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            spent[entry["kind"]] = spent.get(entry["kind"], 0.0) + float(entry["cpu_seconds"])
    return spent
