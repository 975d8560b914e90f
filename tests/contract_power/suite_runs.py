"""Running the contract suite as a subprocess for the proof: against a target URL, or against a
reference server wrapped by a fault of `faults.py`; the outcome as a `SuiteRun`."""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import trustme

from contract_tests.receiver import CA_CERT_ENV, CA_KEY_ENV
from contract_tests.server import ReferenceServer

REPO = Path(__file__).resolve().parents[2]
API_KEY = "dev-api-key"
SUITE_TIMEOUT = 600
SCHEMATHESIS_MODULES = ("test_properties.py", "test_stateful.py")


@dataclass(frozen=True)
class SuiteRun:
    returncode: int
    output: str
    #: The run's JSON summary, when the run wrote one.
    summary: dict[str, Any] | None = None


@dataclass(frozen=True)
class ReceiverCa:
    """PEM files of a test CA: the broken servers trust it, the suite's receiver uses it."""

    cert: Path
    key: Path


_RECEIVER_CA: list[ReceiverCa] = []


def receiver_ca() -> ReceiverCa:
    if not _RECEIVER_CA:
        directory = Path(tempfile.mkdtemp(prefix="contract-power-ca-"))
        atexit.register(shutil.rmtree, directory, True)
        ca = trustme.CA()
        ca.cert_pem.write_to_path(str(directory / "ca.pem"))
        ca.private_key_pem.write_to_path(str(directory / "ca.key"))
        _RECEIVER_CA.append(ReceiverCa(directory / "ca.pem", directory / "ca.key"))
    return _RECEIVER_CA[0]


def run_suite(*args: str) -> SuiteRun:
    ca = receiver_ca()
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "contract_tests",
            "--junit",
            "",
            "--html",
            "",
            "--summary-json",
            "",
            # The proof runs many suites at once: one process each.
            "--workers",
            "1",
            *args,
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=SUITE_TIMEOUT,
        check=False,
        env={**os.environ, CA_CERT_ENV: str(ca.cert), CA_KEY_ENV: str(ca.key)},
    )
    return SuiteRun(result.returncode, result.stdout + result.stderr)


def run_against_wrapped(wrapper: str, *args: str) -> SuiteRun:
    """Start the reference server wrapped by ``faults:<wrapper>``, run the suite, stop it."""
    server = ReferenceServer(
        api_key=API_KEY,
        extra_args=["--asgi-wrapper", f"tests.contract_power.faults:{wrapper}"],
        env={"PYTHONPATH": str(REPO), "SSL_CERT_FILE": str(receiver_ca().cert)},
    )
    base_url = server.start()
    try:
        return run_suite("--base-url", base_url, "--api-key", API_KEY, *args)
    finally:
        server.stop()
