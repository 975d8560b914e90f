"""Proof of power: the contract suite catches every fault of `faults.py`, and passes the correct
reference server with no false alarm.

Each fault runs as a real reference-server subprocess (`--asgi-wrapper`); the suite runs as a
real `python -m contract_tests` subprocess against it, selecting the tests that should catch it.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from contract_tests.cli import PACKAGE_DIR
from contract_tests.server import ReferenceServer
from tests.contract_power.faults import FAULTS, Fault

REPO = Path(__file__).resolve().parents[2]
API_KEY = "dev-api-key"
SUITE_TIMEOUT = 600
SCHEMATHESIS_MODULES = ("test_properties.py", "test_stateful.py")


def run_suite(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "contract_tests", "--junit", "", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=SUITE_TIMEOUT,
        check=False,
    )


@pytest.fixture
def faulty_server(request: pytest.FixtureRequest) -> Iterator[str]:
    fault: Fault = request.param
    server = ReferenceServer(
        api_key=API_KEY,
        extra_args=["--asgi-wrapper", f"tests.contract_power.faults:{fault.name}"],
        env={"PYTHONPATH": str(REPO)},
    )
    yield server.start()
    server.stop()


@pytest.mark.parametrize(
    ("faulty_server", "fault"),
    [(f, f) for f in FAULTS],
    ids=[f.name for f in FAULTS],
    indirect=["faulty_server"],
)
def test_fault_is_caught(faulty_server: str, fault: Fault) -> None:
    args = ["--base-url", faulty_server, "--api-key", API_KEY, "-k", fault.selection]
    if not fault.properties:
        args += ["--", *(f"--ignore={PACKAGE_DIR / m}" for m in SCHEMATHESIS_MODULES)]
    result = run_suite(*args)
    output = result.stdout + result.stderr
    assert "deselected" in output or "passed" in output or "failed" in output, output[-3000:]
    assert result.returncode == 1, (
        f"fault {fault.name} was not caught (exit {result.returncode}) by -k {fault.selection!r}:"
        f"\n{output[-4000:]}"
    )
    assert fault.rule in output, f"the failure does not name {fault.rule!r}:\n{output[-4000:]}"
    assert "curl" in output, f"the failure has no curl reproduction:\n{output[-4000:]}"


def test_correct_server_passes() -> None:
    """The whole fast profile against a fresh reference server: no false alarm."""
    result = run_suite()
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-6000:]
    assert " passed" in output, output[-2000:]
