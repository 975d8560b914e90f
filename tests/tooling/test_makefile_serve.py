"""`make serve`: ARGS and the named options reach `python -m reference_server`, and the server
it starts answers on the given port."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

import httpx
import pytest

from testkit.ports import free_port

ROOT = Path(__file__).resolve().parents[2]


def _env() -> dict[str, str]:
    """The environment without an outer make's flags, API_KEY or DATA_DIR."""
    drop = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "API_KEY", "DATA_DIR", "PORT")
    return {k: v for k, v in os.environ.items() if k not in drop}


def _make(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", "-C", str(ROOT), *args],
        capture_output=True,
        text=True,
        check=False,
        env=_env(),
        timeout=120,
    )


def _server_command(dry_run: str) -> list[str]:
    (line,) = [x for x in dry_run.splitlines() if "-m reference_server" in x]
    return line.split()


def test_named_options_and_args_reach_the_server() -> None:
    result = _make(
        "-n",
        "serve",
        "PORT=8123",
        "ALLOW_PRIVATE_TARGETS=1",
        "OFFLINE_FETCH=1",
        "DATA_DIR=/tmp/served",
        "API_KEY=k-1",
        "PLAN=business",
        "CHECK_RESPONSES=1",
        "WORKERS=2",
        "ARGS=--delivery-retry-scale 0.01 --no-sandbox",
    )
    assert result.returncode == 0, result.stderr
    command = _server_command(result.stdout)
    assert command[:3] == [".venv/bin/python", "-m", "reference_server"]
    arguments = " ".join(command[3:])
    for expected in (
        "--port 8123",
        "--workers 2",
        "--allow-private-targets",
        "--offline-fetch",
        "--data-dir '/tmp/served'",
        "--api-key 'k-1'",
        "--plan 'business'",
        "--check-responses",
        "--delivery-retry-scale 0.01 --no-sandbox",
    ):
        assert expected in arguments, arguments


def test_options_left_out_are_not_passed() -> None:
    result = _make("-n", "serve", "ALLOW_PRIVATE_TARGETS=0", "OFFLINE_FETCH=0")
    assert result.returncode == 0, result.stderr
    assert _server_command(result.stdout)[3:] == ["--port", "8000"]


def test_help_names_the_serve_variables() -> None:
    help_text = _make("help").stdout
    (line,) = [x for x in help_text.splitlines() if x.strip().startswith("serve ")]
    for variable in (
        "ALLOW_PRIVATE_TARGETS=1",
        "OFFLINE_FETCH=1",
        "DATA_DIR",
        "API_KEY",
        "ARGS",
        "CA_BUNDLE",
    ):
        assert variable in line, line


@pytest.mark.timeout(120)
def test_make_serve_starts_the_server_with_the_options(tmp_path: Path) -> None:
    port = free_port()
    process = subprocess.Popen(
        [
            "make",
            "--no-print-directory",
            "-C",
            str(ROOT),
            "serve",
            f"PORT={port}",
            f"DATA_DIR={tmp_path / 'data'}",
            "API_KEY=make-serve-key",
            "ALLOW_PRIVATE_TARGETS=1",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=_env(),
        start_new_session=True,  # make and the server in a group of their own, stopped below
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                response = httpx.get(
                    f"http://127.0.0.1:{port}/user",
                    headers={"Authorization": "Bearer make-serve-key"},
                    timeout=2,
                )
                break
            except httpx.TransportError:
                assert process.poll() is None, process.stderr.read() if process.stderr else ""
                assert time.monotonic() < deadline, "make serve did not start the server"
                time.sleep(0.2)
        assert response.status_code == 200, response.text  # API_KEY reached the server
        assert (tmp_path / "data").is_dir()  # and DATA_DIR
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        if process.stderr:
            process.stderr.close()
