"""The contract suite as a server team runs it: a real `python -m contract_tests` subprocess
from a scratch directory, against a reference server subprocess (given a key, an ASGI wrapper
or other arguments), with every report written; the outcome as a `Run`.

A run that a time bound cut short (a test stopped by its per-test limit, the run by its
`--max-time` or by this harness's wall bound) says nothing about what the test checks: it is
INCONCLUSIVE (`tests/contract_power/time_bounds.py`) and run again, against the same server,
with its bounds doubled, within RUN_BUDGET_SECONDS; one still inconclusive fails the calling
test as too slow, with each attempt's bounds and time.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from contract_tests.parallel import SPREAD_MODULES as SCHEMATHESIS_MODULES
from testkit.server import ReferenceServer
from tests.contract_power.time_bounds import (
    Bounds,
    inconclusive_message,
    own_bounds,
    read_summary,
    time_bounds_hit,
    until_conclusive,
)

REPO = Path(__file__).resolve().parents[2]
#: A run's first bounds: the fast profile's 120 s per test (and per request), 180 s per run.
FIRST_BOUNDS = Bounds(test_timeout=120, max_time=180)
#: The seconds a run may take, reruns included (the calling tests' own limits are 300-400 s).
RUN_BUDGET_SECONDS = 270
#: The schemathesis modules (SCHEMATHESIS_MODULES) are left out of a rule-test selection
#: (their collection is slow).
RULES_ONLY = tuple(f"--ignore={REPO / 'contract_tests' / m}" for m in SCHEMATHESIS_MODULES)


#: Seconds a server may take to announce its URL: generous (a few seconds idle), so a loaded
#: machine does not fail the test before the suite has run.
SERVER_START_SECONDS = 180.0


def launcher(server_args: Sequence[str]) -> str:
    """The module that starts a reference server with ``server_args``: the launcher of a server
    built from other parts (`tests/built_server.py`) when they name its ``--wrap`` (an ASGI
    wrapper of the app) or ``--parts``, else the server's own."""
    return "tests.built_server" if {"--wrap", "--parts"} & set(server_args) else "reference_server"


def reference_server(
    api_key: str,
    *args: str,
    private_targets: bool = True,
    env: dict[str, str] | None = None,
    forked: bool = False,
) -> ReferenceServer:
    """`python -m reference_server` with ``api_key`` and ``args`` on a free port: ``with
    reference_server(...) as url``, by its `launcher`. ``forked``: forked from the fork server
    of `testkit.forked` (the same entry point and arguments, without importing it again)."""
    return ReferenceServer(
        api_key,
        extra_args=args,
        env=dict(env or {}),
        private_targets=private_targets,
        start_timeout=SERVER_START_SECONDS,
        module=launcher(args),
        forked=forked,
    )


@dataclass(frozen=True)
class Run:
    """One finished run: exit code, console output and the reports it wrote."""

    returncode: int
    output: str
    reports: Path
    #: The time bounds it hit (empty: conclusive; `time_bounds.time_bounds_hit`).
    time_bounds: tuple[str, ...] = ()

    @property
    def summary(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((self.reports / "summary.json").read_text("utf-8"))
        return data

    def junit_properties(self) -> dict[str, str]:
        root = ElementTree.parse(self.reports / "junit.xml").getroot()
        return {p.get("name", ""): p.get("value", "") for p in root.iter("property")}

    @property
    def html(self) -> str:
        return (self.reports / "report.html").read_text("utf-8")


def suite_env() -> dict[str, str]:
    """The environment without the suite's own variables (a clean CI job)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CONTRACT_", "HYPOTHESIS_"))}
    return {**env, "PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}


def run_cli(
    cwd: Path,
    *args: str,
    env: dict[str, str] | None = None,
    python: str | Path = sys.executable,
    timeout: float = RUN_BUDGET_SECONDS,
) -> subprocess.CompletedProcess[str]:
    """`python -m contract_tests ARGS` in ``cwd`` (made if missing) as it is (no reports,
    bounds or reruns added), in `suite_env` with ``env`` over it: for runs that stop before
    any test, or whose every output is what they check."""
    cwd.mkdir(parents=True, exist_ok=True)
    return subprocess.run(
        [str(python), "-m", "contract_tests", *args],
        cwd=cwd,
        env={**suite_env(), **(env or {})},
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
    )


def run_pytest(directory: Path, files: dict[str, str], *args: str) -> tuple[int, str]:
    """pytest in a fresh process, outside the project's configuration, on ``files`` (name ->
    text, dedented) written to ``directory``: its exit status and output."""
    for name, text in files.items():
        (directory / name).write_text(textwrap.dedent(text), encoding="utf-8")
    done = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly"),
            *("--rootdir", str(directory), "-c", "/dev/null", *args, str(directory)),
        ],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
        cwd=directory,
    )
    return done.returncode, done.stdout + done.stderr


def run_suite(cwd: Path, *args: str, pytest_args: Sequence[str] = ()) -> Run:
    """`python -m contract_tests ARGS` in ``cwd`` with every report under ``cwd/reports``;
    rerun with more time while a time bound cuts it short (the calling test fails as too slow
    when every attempt was)."""
    run, attempts = until_conclusive(
        lambda bounds: _run_once(cwd, bounds, *args, pytest_args=pytest_args),
        lambda r: r.time_bounds,
        FIRST_BOUNDS,
        deadline=time.monotonic() + RUN_BUDGET_SECONDS,
    )
    if run.time_bounds:
        pytest.fail(
            f"{inconclusive_message('the suite run', attempts)}\n{run.output[-3000:]}",
            pytrace=False,
        )
    return run


def report_args(reports: Path) -> list[str]:
    """The suite's options that write its JUnit, JSON summary and HTML reports into ``reports``."""
    return [
        "--junit",
        str(reports / "junit.xml"),
        "--summary-json",
        str(reports / "summary.json"),
        "--html",
        str(reports / "report.html"),
    ]


def _run_once(cwd: Path, bounds: Bounds, *args: str, pytest_args: Sequence[str] = ()) -> Run:
    cwd.mkdir(parents=True, exist_ok=True)
    reports = cwd / "reports"
    shutil.rmtree(reports, ignore_errors=True)  # no report of an earlier attempt is read
    command = [
        sys.executable,
        "-m",
        "contract_tests",
        "--workers",
        "1",
        *report_args(reports),
        "--markdown",
        str(reports / "summary.md"),
        *bounds.suite_args(),
        *args,
        *(["--", *pytest_args] if pytest_args else []),
    ]
    try:
        done = subprocess.run(
            command,
            cwd=cwd,
            env=suite_env(),
            capture_output=True,
            text=True,
            check=False,
            timeout=bounds.wall,
        )
        returncode, output, wall_hit = done.returncode, done.stdout + done.stderr, False
    except subprocess.TimeoutExpired as stopped:  # killed at the wall bound
        parts = (stopped.stdout, stopped.stderr)
        output = "".join(
            p.decode(errors="replace") if isinstance(p, bytes) else p or "" for p in parts
        )
        returncode, wall_hit = -1, True
    summary = read_summary(reports / "summary.json")
    hit = time_bounds_hit(summary, bounds=bounds, wall_hit=wall_hit, own=own_bounds(args))
    return Run(returncode, output, reports, hit)
