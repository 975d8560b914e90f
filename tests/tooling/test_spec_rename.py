"""A maintainer renames an operationId in the spec (`get_post` -> `read_post`) and changes
nothing else: each tool stops with a message naming what still uses the old name, instead of
answering 400/101 (the reference server) or dying on a KeyError (the contract suite). Real
processes on a renamed copy of openapi.yaml. (spec_lint's report of the names left behind is
tests/spec_lint/test_spec_lint.py's renamed-operation case.)"""

from __future__ import annotations

import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OPERATION_LINE = re.compile(r"^      operationId: get_post$", re.MULTILINE)  # paths/<p>/<method>
LINK = "/paths/~1post/post/responses/200/links/GetPostForProfile/operationId"


@pytest.fixture(scope="module")
def renamed_spec(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """openapi.yaml with the operation get_post renamed read_post; its links left as they are."""
    text = (ROOT / "openapi.yaml").read_text(encoding="utf-8")
    renamed, count = OPERATION_LINE.subn("      operationId: read_post", text)
    assert count == 1
    assert "operationId: get_post" in renamed  # the link that still names it
    path = tmp_path_factory.mktemp("renamed") / "openapi.yaml"
    path.write_text(renamed, encoding="utf-8")
    return path


def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_the_reference_server_refuses_to_start_before_binding(
    renamed_spec: Path, tmp_path: Path
) -> None:
    # The port is taken: a server that bound before checking would say "cannot listen".
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = _run(
            "-m",
            "reference_server",
            "--spec",
            str(renamed_spec),
            "--port",
            str(port),
            "--data-dir",
            str(tmp_path / "data"),
        )
    assert result.returncode == 2, result.stderr
    assert "Listening on" not in result.stdout
    assert "cannot listen" not in result.stderr
    rules = "reference_server/rules/__init__.py HANDLERS"
    assert result.stderr.splitlines() == [
        "error: the reference server's handlers do not match the spec's operations (a renamed "
        "operationId is renamed in the handler table too):",
        f"  - operation read_post (GET /post/{{id}}) of {renamed_spec} has no handler in {rules}",
        f"  - handler get_post (reference_server.rules.posts.get_post) in {rules} names no "
        f"operation of {renamed_spec}",
    ]
    assert not (tmp_path / "data").exists()  # nothing was set up for a server that won't run


def test_the_contract_suite_cannot_test_and_names_each_place(renamed_spec: Path) -> None:
    result = _run(
        "-m",
        "contract_tests",
        "--spec",
        str(renamed_spec),
        "--junit",
        "",
        "--html",
        "",
        "--summary-json",
        "",
        "-k",
        "test_unknown_post_id_refused",  # a targeted run: it looks get_post up
    )
    assert result.returncode == 3, result.stdout + result.stderr  # cli.CANNOT_TEST
    assert "KeyError" not in result.stderr
    assert result.stdout == ""  # stopped before pytest (no server, no test)
    first, *places = result.stderr.splitlines()
    assert first.startswith("contract suite: cannot be tested: 1 operationId(s) named by the suite")
    assert str(renamed_spec) in first
    assert places == [
        f"  - 'get_post' named at spec_model.OperationId.GET_POST; {renamed_spec}#{LINK}"
    ]


def test_the_suite_plugin_stops_a_plain_pytest_run_too(renamed_spec: Path) -> None:
    """`pytest contract_tests --spec ...` (no CLI): the plugin exits 3 before collection."""
    package = ROOT / "contract_tests"
    result = _run(
        "-m",
        "pytest",
        str(package),
        "-c",
        str(package / "pytest.ini"),
        "--rootdir",
        str(package),
        "-p",
        "no:cacheprovider",
        "--spec",
        str(renamed_spec),
    )
    assert result.returncode == 3, result.stdout + result.stderr
    output = result.stdout + result.stderr
    assert "cannot be tested: 1 operationId(s)" in output
    assert "'get_post' named at spec_model.OperationId.GET_POST" in output
    assert "KeyError" not in output
