"""Running the contract suite as a subprocess for the proof: against a target URL, or against a
reference server (wrapped by a fault of `faults.py`, or started with extra arguments such as
`--no-sandbox`); the outcome as a `SuiteRun`."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
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


def run_against_wrapped(wrapper: str, *args: str, server_args: Sequence[str] = ()) -> SuiteRun:
    """Start the reference server wrapped by ``faults:<wrapper>`` (and given ``server_args``),
    run the suite, stop it."""
    return run_against_server(
        *args,
        server_args=["--asgi-wrapper", f"tests.contract_power.faults:{wrapper}", *server_args],
    )


def run_against_server(*args: str, server_args: Sequence[str] = ()) -> SuiteRun:
    """Start the reference server with ``server_args`` (e.g. ``--no-sandbox``), run the suite
    against it with ``args``, stop it. The run's JSON summary comes with the outcome."""
    server = ReferenceServer(
        api_key=API_KEY,
        extra_args=list(server_args),
        env={"PYTHONPATH": str(REPO), "SSL_CERT_FILE": str(receiver_ca().cert)},
    )
    base_url = server.start()
    try:
        with tempfile.TemporaryDirectory(prefix="contract-power-run-") as directory:
            summary_path = Path(directory) / "summary.json"
            run = run_suite(
                "--base-url",
                base_url,
                "--api-key",
                API_KEY,
                "--summary-json",
                str(summary_path),
                *args,
            )
            summary = (
                json.loads(summary_path.read_text(encoding="utf-8"))
                if summary_path.exists()
                else None
            )
            return SuiteRun(run.returncode, run.output, summary)
    finally:
        server.stop()
