"""A reference server built from other parts (`tests/built_server.py`, the launcher the proof of
power and the suite's own tests start their broken servers with): the parts given at
construction reach an operation's handler and a decision of a rule of a real server process,
also with several workers (each builds its app from the same names); an ASGI wrapper wraps
the served app; a name that cannot be imported stops it at start with exit 2, before it
listens. The server's own command line has none of these options."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import httpx
import pytest

from reference_server.parts import ServerParts
from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId
from testkit.server import ReferenceServer

ROOT = Path(__file__).resolve().parents[2]
KEY = "built-server-test-key"
#: This module as the launcher imports it.
_HERE = "tests.server.test_built_server"
LAUNCHER = "tests.built_server"


def every_profile_kept(parts: ServerParts) -> ServerParts:
    """A get_user that says it was replaced."""

    def make(get_user: Any) -> Any:
        async def replaced(service: Any, call: Any) -> Any:
            answer = await get_user(service, call)
            return answer.model_copy(update={"title": "replaced"})

        return replaced

    return replace(parts, handlers=parts.handlers.replacing(OperationId.GET_USER, make))


def marked(app: Callable[..., Awaitable[None]]) -> Callable[..., Awaitable[None]]:
    """Every answer carries `x-wrapped: yes`."""

    async def wrapped(scope: dict[str, Any], receive: Any, send: Any) -> None:
        async def marking(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message["headers"], (b"x-wrapped", b"yes")]}
            await send(message)

        await app(scope, receive, marking if scope["type"] == "http" else send)

    return wrapped


@pytest.mark.parametrize("workers", [1, 2])
def test_parts_reach_a_handler_and_a_wrapper_the_app(workers: int) -> None:
    user = ServiceSpec.load().by_id["get_user"]
    args = ["--parts", f"{_HERE}:every_profile_kept", "--wrap", f"{_HERE}:marked"]
    with (
        ReferenceServer(KEY, extra_args=[*args, "--workers", str(workers)], module=LAUNCHER) as url,
        httpx.Client(
            base_url=url, headers={"Authorization": f"Bearer {KEY}"}, timeout=60
        ) as client,
    ):
        answer = client.get(user.path)
        assert answer.status_code == 200, answer.text
        assert answer.json()["title"] == "replaced"
        assert answer.headers["x-wrapped"] == "yes"


@pytest.mark.parametrize(
    ("option", "name", "message"),
    [
        ("--parts", f"{_HERE}:no_such_function", "has no attribute 'no_such_function'"),
        ("--wrap", "tests.no_such_module:wrap", "No module named 'tests.no_such_module'"),
    ],
)
def test_an_unknown_name_stops_the_launcher_at_start(option: str, name: str, message: str) -> None:
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            LAUNCHER,
            "--port",
            "0",
            "--api-key",
            KEY,
            "--data-dir",
            "/nonexistent-built-server-test",
            option,
            name,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert run.returncode == 2, run.stderr
    assert f"error: {name}: " in run.stderr and message in run.stderr, run.stderr
    assert "Listening on" not in run.stdout


@pytest.fixture(scope="module")
def server_help() -> str:
    """`python -m reference_server --help` (run once: the same text for every option)."""
    run = subprocess.run(
        [sys.executable, "-m", "reference_server", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        cwd=ROOT,
    )
    assert "--data-dir" in run.stdout, run.stdout  # the real option list, not an empty text
    return run.stdout


@pytest.mark.parametrize("option", ["--parts", "--wrap", "--override", "--asgi-wrapper"])
def test_the_server_command_line_has_no_fault_options(server_help: str, option: str) -> None:
    assert option not in server_help
