"""The contract suite as a server team runs it: a real `python -m contract_tests` subprocess
from a scratch directory, against a reference server subprocess (given a key, an ASGI wrapper
or other arguments), with every report written; the outcome as a `Run`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from contract_tests.parallel import SPREAD_MODULES as SCHEMATHESIS_MODULES
from testkit.server import ReferenceServer

REPO = Path(__file__).resolve().parents[2]
SUITE_TIMEOUT = 600
#: The schemathesis modules (SCHEMATHESIS_MODULES) are left out of a rule-test selection
#: (their collection is slow).
RULES_ONLY = tuple(f"--ignore={REPO / 'contract_tests' / m}" for m in SCHEMATHESIS_MODULES)


def reference_server(
    api_key: str, *args: str, private_targets: bool = True, env: dict[str, str] | None = None
) -> ReferenceServer:
    """`python -m reference_server` with ``api_key`` and ``args`` on a free port: ``with
    reference_server(...) as url``."""
    return ReferenceServer(
        api_key, extra_args=args, env=dict(env or {}), private_targets=private_targets
    )


@dataclass(frozen=True)
class Run:
    """One finished run: exit code, console output and the reports it wrote."""

    returncode: int
    output: str
    reports: Path

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


def run_suite(cwd: Path, *args: str, pytest_args: Sequence[str] = ()) -> Run:
    """`python -m contract_tests ARGS` in ``cwd`` with every report under ``cwd/reports``."""
    cwd.mkdir(parents=True, exist_ok=True)
    reports = cwd / "reports"
    command = [
        sys.executable,
        "-m",
        "contract_tests",
        "--workers",
        "1",
        "--junit",
        str(reports / "junit.xml"),
        "--summary-json",
        str(reports / "summary.json"),
        "--html",
        str(reports / "report.html"),
        "--markdown",
        str(reports / "summary.md"),
        *args,
        *(["--", *pytest_args] if pytest_args else []),
    ]
    done = subprocess.run(
        command,
        cwd=cwd,
        env=suite_env(),
        capture_output=True,
        text=True,
        check=False,
        timeout=SUITE_TIMEOUT,
    )
    return Run(done.returncode, done.stdout + done.stderr, reports)
