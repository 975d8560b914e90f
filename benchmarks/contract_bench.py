"""`make contract` time: the `fast` profile against a fresh reference server (started by the
suite), as a subprocess, whole process included. The issue's goal: at most 2 minutes."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from benchmarks.registry import Row

AREA = "contract"
ROOT = Path(__file__).resolve().parents[1]
GOAL_SECONDS = 120.0


def rows() -> list[Row]:
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "contract_tests", "--profile", "fast", "--junit", ""],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - started
    summary = (result.stdout.strip().splitlines() or ["(no output)"])[-1].strip("= ")
    return [
        Row(
            AREA,
            "python -m contract_tests --profile fast (embedded reference server)",
            elapsed,
            "s",
            goal=f"<= {GOAL_SECONDS:.0f} s",
            ok=elapsed <= GOAL_SECONDS and result.returncode == 0,
            note=f"exit {result.returncode}: {summary}",
        )
    ]
