"""`make generate` time: the client generator cold (empty output) and no-op (nothing changed),
and the whole `make generate` (bundle, client, docs page) with nothing to do in this checkout
(goal <= 0.5 s), each as subprocesses."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.registry import Row

AREA = "generator"
ROOT = Path(__file__).resolve().parents[1]


def _timed_generate(root: Path) -> float:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "generator", "--root", str(root)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - started


def _timed_make_generate() -> float:
    started = time.perf_counter()
    subprocess.run(
        ["make", "--no-print-directory", "generate"], cwd=ROOT, check=True, capture_output=True
    )
    return time.perf_counter() - started


def rows() -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="bench-generate-") as scratch:
        root = Path(scratch)
        shutil.copyfile(ROOT / "openapi.yaml", root / "openapi.yaml")
        shutil.copyfile(ROOT / "sandbox.yaml", root / "sandbox.yaml")  # its client too
        cold = _timed_generate(root)
        no_op = min(_timed_generate(root) for _ in range(3))
    _timed_make_generate()  # the first run after a change (or in a fresh clone) does the work
    make_no_op = min(_timed_make_generate() for _ in range(3))
    return [
        Row(
            AREA,
            "make generate, no-op (bundle, client, docs page)",
            make_no_op,
            "s",
            goal="<= 0.5 s",
            ok=make_no_op <= 0.5,
        ),
        Row(AREA, "python -m generator, cold (no output yet)", cold, "s"),
        Row(
            AREA,
            "python -m generator, no-op (unchanged)",
            no_op,
            "s",
            note="whole process incl. interpreter start",
        ),
    ]
