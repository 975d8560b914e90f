"""The suite judges a server nobody here wrote: Prism's mock of openapi.yaml (npm
`@stoplight/prism-cli`, pinned in package.json). The mock keeps no state and never answers a
truncated JSON body, so the run must end on its own within its limits with exit 1, its
violations listed and its reports written, never exit 3 and never a hang. (A mislabeled
Content-Encoding, which Prism copied while the spec declared that header, is the
`mislabeled_encoding` fault.)
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.contract_power.test_contract_power import REPO

PRISM = REPO / "node_modules" / ".bin" / "prism"
#: The suite's own whole-run limit, and the bound on the subprocess (limit + reporting).
SUITE_MAX_TIME = 300
pytestmark = pytest.mark.timeout(SUITE_MAX_TIME + 120)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def prism_mock() -> Iterator[str]:
    assert PRISM.exists(), f"{PRISM} is missing: run `npm ci` (make setup)"
    assert shutil.which("node"), "node is needed for Prism"
    port = _free_port()
    base_url = f"http://127.0.0.1:{port}"
    process = subprocess.Popen(
        [str(PRISM), "mock", str(REPO / "openapi.yaml"), "-h", "127.0.0.1", "-p", str(port)],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{base_url}/media", timeout=2)
                break
            except httpx.HTTPError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError("prism mock did not start listening") from None
                time.sleep(0.3)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


def test_suite_judges_prism_mock(prism_mock: str, tmp_path: Path) -> None:
    summary_path = tmp_path / "summary.json"
    started = time.monotonic()
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "contract_tests",
            "--base-url",
            prism_mock,
            "--api-key",
            "any-key-the-mock-accepts",
            "--max-time",
            str(SUITE_MAX_TIME),
            "--request-timeout",
            "5",
            "--junit",
            str(tmp_path / "junit.xml"),
            "--html",
            "",
            "--summary-json",
            str(summary_path),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=SUITE_MAX_TIME + 90,
        check=False,
    )
    elapsed = time.monotonic() - started
    output = result.stdout + result.stderr
    assert result.returncode == 1, (
        f"exit {result.returncode} after {elapsed:.0f} s:\n{output[-5000:]}"
    )
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    assert summary["complete"] is True, summary["stopped"]
    assert summary["findings"], summary
    assert summary["failures_by_operation"], summary
    assert "contract summary" in output and "Failures per operation" in output, output[-3000:]
    assert (tmp_path / "junit.xml").stat().st_size > 0
