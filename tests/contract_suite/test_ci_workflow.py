"""The example CI workflow (`contract_tests/ci/github-actions.yml`) works: its `run` steps are
run here as GitHub Actions would run one matrix job (bash, the job's environment with the
matrix and expressions filled in, a runner temp dir and a step-summary file), from a scratch
directory: the server starts, a shard of the suite judges it, and every report the upload step
names exists. The install steps are checked, not run (this environment has both installs).

And `--help` says what a CI job needs: exit codes, report defaults, every CONTRACT_* variable
the suite reads, -v; and the light install without --base-url exits 3 with what to do."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from contract_tests import cli
from testkit.ports import free_port
from tests.contract_suite import light_install
from tests.contract_suite.runs import REPO, suite_env

pytestmark = pytest.mark.timeout(400)

WORKFLOW = REPO / "contract_tests" / "ci" / "github-actions.yml"
#: A small selection for the local run of the shard (the workflow's SUITE_ARGS hook).
LOCAL_SUITE_ARGS = "-k test_rules_auth --max-examples 2 --workers 2"
_EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def _fill(text: str, values: dict[str, str]) -> str:
    """Replace ``${{ expr }}`` by what the job would see (KeyError for an unknown one)."""
    return _EXPRESSION.sub(lambda m: values[m.group(1)], text)


def test_workflow_steps_run_locally(tmp_path: Path) -> None:
    workflow: dict[str, Any] = yaml.safe_load(WORKFLOW.read_text("utf-8"))
    (job,) = workflow["jobs"].values()
    shards = job["strategy"]["matrix"]["shard"]
    assert shards == list(range(1, len(shards) + 1)), shards
    shard = shards[-1]
    expressions = {
        "matrix.shard": str(shard),
        "secrets.CONTRACT_API_KEY || 'dev-api-key'": "dev-api-key",
    }
    runner_temp = tmp_path / "runner-temp"
    runner_temp.mkdir()
    step_summary = runner_temp / "step-summary.md"
    env = {
        **suite_env(),
        "RUNNER_TEMP": str(runner_temp),
        "GITHUB_STEP_SUMMARY": str(step_summary),
        **{k: _fill(str(v), expressions) for k, v in job["env"].items()},
        "SERVER_PORT": str(free_port()),
        "SUITE_ARGS": LOCAL_SUITE_ARGS,
        # `python` and `social-contract` as the install steps would leave them on PATH.
        "PATH": f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}",
    }
    assert env["SHARDS"] == str(len(shards))
    assert any(step.get("run", "").strip() == "pip install '.[contract]'" for step in job["steps"])
    work = tmp_path / "checkout"
    work.mkdir()
    uploads: list[str] = []
    results: dict[str, subprocess.CompletedProcess[str]] = {}
    for step in job["steps"]:
        if "uses" in step:
            if step["uses"].startswith("actions/upload-artifact"):
                uploads.append(step["with"]["path"])
            continue
        script = _fill(step["run"], expressions)
        if script.strip().startswith("pip install"):
            continue
        results[step["name"]] = subprocess.run(
            ["bash", "-e", "-c", script],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
        )
    started = results["Start the server under test"]
    assert started.returncode == 0, started.stdout + started.stderr
    (suite_step,) = [name for name in results if name.startswith("Run the contract suite")]
    suite = results[suite_step]
    output = suite.stdout + suite.stderr
    assert suite.returncode in (0, 1), output[-4000:]
    assert f"contract shard: {shard}/{len(shards)}" in output, output[-3000:]
    assert "contract summary" in output
    assert results["Stop the server"].returncode == 0
    for path in uploads:
        reports = work / path
        assert sorted(p.name for p in reports.iterdir()) == [
            "contract-coverage.json",
            "contract-summary.json",
            "contract.html",
            "contract.xml",
        ], list(reports.iterdir())
    assert step_summary.read_text("utf-8").startswith("## Contract suite"), step_summary


def _help() -> str:
    done = subprocess.run(
        [sys.executable, "-m", "contract_tests", "--help"],
        env={**suite_env(), "COLUMNS": "200"},
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return done.stdout


def test_help_names_exit_codes_reports_and_every_variable() -> None:
    text = _help()
    for code in ("0", "1", "2", "3", "4"):
        assert re.search(rf"^\s+{code}\s+\S", text, re.MULTILINE), (code, text)
    assert "target-down" in text and "SIGINT" in text
    for default in (
        "reports/contract.xml",
        "reports/contract-summary.json",
        "reports/contract.html",
    ):
        assert default in text, default
    used = set()
    for source in (REPO / "contract_tests").glob("*.py"):
        used |= set(re.findall(r"\bCONTRACT_[A-Z_]+\b", source.read_text("utf-8")))
    assert used, "no CONTRACT_ variable found in the suite's sources"
    for name in sorted(used):
        assert name in text, name
    assert re.search(r"-v, --verbose\s+\S", text), text
    assert "--receiver-host" in text and "--export-receiver-ca" in text


def test_light_install_without_base_url_says_what_to_do(tmp_path: Path) -> None:
    """In a light install (`light_install.py`: the `contract` extra's closure only) the help
    offers no embedded server, and a run without --base-url exits 3 saying what to pass or
    install, leaving nothing behind."""
    python = light_install.make(tmp_path / "light")
    work = tmp_path / "work"
    work.mkdir()
    env = {**suite_env(), "COLUMNS": "200"}
    for command in (["--help"], []):
        done = subprocess.run(
            [str(python), "-m", "contract_tests", *command],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
        )
        if not command:
            assert done.returncode == cli.CANNOT_TEST, done.stdout + done.stderr
            assert "--base-url" in done.stderr and cli.INSTALL_SERVER in done.stderr, done.stderr
            assert "uvicorn" in done.stderr, done.stderr
        else:
            assert done.returncode == 0, done.stderr
            assert "without it a reference server is started" not in done.stdout
            assert "this install cannot start a reference server" in done.stdout, done.stdout
    assert list(work.iterdir()) == []
