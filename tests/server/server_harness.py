"""The reference server as a real subprocess, and a client whose every response is validated
against the spec."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.server.spec_check import SpecCheck

REPO = Path(__file__).resolve().parents[2]
API_KEY = "test-api-key"
INTERNAL_ERROR_MARK = "INTERNAL ERROR"


@dataclass
class RunningServer:
    """A reference server subprocess."""

    url: str
    data_dir: Path
    process: subprocess.Popen[str]
    stderr_path: Path
    api_key: str = API_KEY
    profile_key: str = ""
    extra_args: list[str] = field(default_factory=list)

    def rss_bytes(self, key: str = "VmRSS") -> int:
        """Resident memory of the server process (`VmHWM` gives the peak so far)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1]) * 1024
        raise AssertionError(f"no {key}")

    def kill(self) -> None:
        """SIGKILL: no graceful shutdown (a crash)."""
        self.process.kill()
        self.process.wait()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")


def start_server(
    data_dir: Path,
    *extra: str,
    api_key: str = API_KEY,
    allow_private: bool = True,
    env: dict[str, str] | None = None,
) -> RunningServer:
    data_dir.mkdir(parents=True, exist_ok=True)
    stderr_path = data_dir.parent / f"{data_dir.name}-stderr-{time.monotonic_ns()}.log"
    args = [
        sys.executable,
        "-m",
        "reference_server",
        "--port",
        "0",
        "--data-dir",
        str(data_dir),
        "--api-key",
        api_key,
        *(["--allow-private-targets"] if allow_private else []),
        "--no-external-fetch",
        "--check-responses",
        *extra,
    ]
    environment = {**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})}
    with stderr_path.open("w") as err:
        process = subprocess.Popen(
            args, cwd=REPO, stdout=subprocess.PIPE, stderr=err, text=True, env=environment
        )
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith("Listening on "):
        process.kill()
        raise AssertionError(f"server did not start: {line!r} {stderr_path.read_text()}")
    return RunningServer(line.split()[-1].strip(), data_dir, process, stderr_path, api_key)


class Api:
    """An httpx client for the server; every response is checked against the spec."""

    def __init__(self, server: RunningServer, checker: SpecCheck) -> None:
        self.server = server
        self.checker = checker
        self.client = httpx.Client(
            base_url=server.url,
            headers={"Authorization": f"Bearer {server.api_key}"},
            timeout=60,
            event_hooks={"response": [checker.check]},
        )

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        return self.client.request(method, path, **kwargs)

    def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.client.get(path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.client.post(path, **kwargs)

    def delete(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.client.request("DELETE", path, **kwargs)

    def ok(self, method: str, path: str, **kwargs: Any) -> Any:
        response = self.request(method, path, **kwargs)
        assert response.status_code == 200, response.text
        return response.json()

    def error(self, code: int, method: str, path: str, **kwargs: Any) -> httpx.Response:
        response = self.request(method, path, **kwargs)
        assert response.status_code >= 400, response.text
        assert response.json()["code"] == code, response.text
        return response

    def sandbox(self, name: str, body: dict[str, Any], **kwargs: Any) -> Any:
        return self.ok("POST", f"/_sandbox/{name}", json=body, **kwargs)

    def close(self) -> None:
        self.client.close()
