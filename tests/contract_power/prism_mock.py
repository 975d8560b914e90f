"""Prism's mock of openapi.yaml (npm `@stoplight/prism-cli`, pinned in package.json) as a
target nobody here wrote, and one suite run against it (a job of the proof's pool; the
assertions are `test_contract_power.test_suite_judges_prism_mock`).

The mock keeps no state and never answers a truncated JSON body, so the run must end on its own
within its limits with exit 1, its violations listed and its reports written, never exit 3 and
never a hang. (A mislabeled Content-Encoding, which Prism copied while the spec declared that
header, is the `mislabeled_encoding` fault.)
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.contract_power.suite_runs import REPO, SuiteRun, run_suite

PRISM = REPO / "node_modules" / ".bin" / "prism"
#: The suite's own whole-run limit (the subprocess is bounded by the proof's SUITE_TIMEOUT): about
#: 100 s on an idle 2-core box, several times that while the rest of `make test` shares it.
SUITE_MAX_TIME = 480
#: Generated cases per operation: nearly every case fails on the mock, and each distinct
#: failure is found in the first few; the full volume only made the run slower.
MAX_EXAMPLES = 10


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
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


def run_against_prism() -> SuiteRun:
    """The whole suite against a fresh Prism mock; the JSON summary comes with the run."""
    with tempfile.TemporaryDirectory(prefix="contract-prism-") as directory, prism_mock() as url:
        summary_path = Path(directory) / "summary.json"
        run = run_suite(
            "--base-url",
            url,
            "--api-key",
            "any-key-the-mock-accepts",
            "--max-time",
            str(SUITE_MAX_TIME),
            "--request-timeout",
            "5",
            "--max-examples",
            str(MAX_EXAMPLES),
            # The longest run of the proof's pool: its tests mostly wait on the mock.
            "--workers",
            "4",
            "--summary-json",
            str(summary_path),
        )
        summary = (
            json.loads(summary_path.read_text(encoding="utf-8")) if summary_path.exists() else None
        )
        return SuiteRun(run.returncode, run.output, summary)
