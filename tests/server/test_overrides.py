"""The server's override points (`reference_server/overrides.py`, `--override`): the README's
table names exactly the declared points; an override reaches a rule and an operation's handler
of a real server process, also with several workers; a name that is no point or no operation
stops the server at start with exit 2."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from reference_server import overrides
from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from testkit.server import ReferenceServer

ROOT = Path(__file__).resolve().parents[2]
KEY = "overrides-test-key"
#: This module as the server imports it (`--override`).
_HERE = "tests.server.test_overrides"
_ROW = re.compile(r"^\| `([a-z_]+\.[a-z_]+)` \|", re.MULTILINE)


def every_profile_kept(hook: overrides.Overrides) -> None:
    """An account that keeps more User Profiles than it may, and a get_user that says so."""
    hook.replace("profiles.count", lambda count: lambda service: 10**9)

    def make(get_user: Any) -> Any:
        async def overridden(service: Any, call: Any) -> Any:
            answer = await get_user(service, call)
            return answer.model_copy(update={"title": "overridden"})

        return overridden

    hook.replace_handler(OperationId.GET_USER, make)


def unknown_point(hook: overrides.Overrides) -> None:
    hook.replace("no.such_point", lambda original: original)


def unknown_operation(hook: overrides.Overrides) -> None:
    hook.replace_handler("no_such_operation", lambda original: original)  # type: ignore[arg-type]


def test_readme_lists_every_point() -> None:
    overrides.install([])  # imports every module that declares points; installs nothing
    readme = (ROOT / "reference_server" / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Override points", 1)[1].split("\n## ", 1)[0]
    assert sorted(_ROW.findall(section)) == sorted(overrides.POINTS)


@pytest.mark.parametrize("workers", [1, 2])
def test_an_override_reaches_a_rule_and_a_handler(workers: int) -> None:
    spec = ServiceSpec.load()
    create = spec.by_id["create_profile"]
    user = spec.by_id["get_user"]
    args = ["--override", f"{_HERE}:every_profile_kept", "--workers", str(workers)]
    with (
        ReferenceServer(KEY, extra_args=args) as url,
        httpx.Client(
            base_url=url, headers={"Authorization": f"Bearer {KEY}"}, timeout=60
        ) as client,
    ):
        refused = client.post(create.path, json={"title": "one more"})
        limit = spec.facts.catalogue[ErrorCode.PROFILE_LIMIT_REACHED]
        assert refused.status_code == limit.status, refused.text
        assert refused.json()["code"] == int(ErrorCode.PROFILE_LIMIT_REACHED), refused.text
        answer = client.get(user.path)
        assert answer.status_code == 200, answer.text
        assert answer.json()["title"] == "overridden"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("unknown_point", "no override point 'no.such_point'; the points are: "),
        ("unknown_operation", "no operation 'no_such_operation' has a handler"),
    ],
)
def test_an_unknown_name_stops_the_server_at_start(name: str, message: str) -> None:
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "reference_server",
            "--port",
            "0",
            "--api-key",
            KEY,
            "--data-dir",
            "/nonexistent-overrides-test",
            "--override",
            f"{_HERE}:{name}",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert run.returncode == 2, run.stderr
    assert f"error: {message}" in run.stderr
    assert "Listening on" not in run.stdout
