"""The example CI workflow (`contract_tests/ci/github-actions.yml`) works, run for real: its
`run` steps run here in order as GitHub Actions runs one matrix job (bash -eo pipefail, the job's
environment with the matrix and expressions filled in, a runner temp dir, a step-summary file
per step), in a copy of the working tree (actions/checkout) with a fresh virtual environment's
`python` and `pip` on PATH (actions/setup-python), the install steps pip-installing the project
from that copy (`fresh_install.py`: offline from a wheelhouse in the user's cache dir, fetched
once from the registries).

Proven on the way: the `server` extra alone runs the reference server (it is started between
the two install steps, before the suite is installed); the recipe's server reaches the suite's
receivers (a selection of webhook-delivery tests passes, none skips); extra options go through
`CONTRACT_ARGS` without word-splitting (a quoted `-k` expression with spaces selects exactly its
tests, one per shard); the job summary leads with the suite's exit status, and a selection of
nothing fails the job saying NOTHING TESTED; the start step stops as soon as the server exits,
with its log.

And `--help` says what a CI job needs: exit codes, report defaults, every CONTRACT_* variable
the suite reads, -v; and the light install without --base-url exits 3 with what to do."""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from contract_tests import cli
from testkit.ports import free_port
from testkit.server_process import ServerProcess, ServerStartError
from tests.contract_suite import fresh_install, light_install
from tests.contract_suite.runs import REPO, run_cli

# The first run on a machine also fetches the wheelhouse from the registries.
pytestmark = pytest.mark.timeout(1200)

WORKFLOW = REPO / "contract_tests" / "ci" / "github-actions.yml"
KEY = "dev-api-key"
#: One webhook-delivery test per shard of the workflow's three: each needs the recipe's server
#: to reach the suite's HTTPS receiver on loopback and trust its CA.
SELECTED = (
    "test_delivery_signed_and_recorded",
    "test_comments_event_delivered",
    "test_mentions_event_delivered",
)
#: The job's CONTRACT_ARGS: a quoted -k expression with spaces (split on spaces, its words
#: would be `-k`, `"test_delivery_signed_and_recorded`, `or`, ...: a usage error).
CONTRACT_ARGS = '--workers 1 --max-examples 2 -k "' + " or ".join(SELECTED) + '"'
NOTHING = '--workers 1 -k "no_such_test or no_other_test"'
SERVER_INSTALL = "pip install '.[server]'"
SUITE_STEP = "Run the contract suite"
STEP_TIMEOUT = 600
_EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def _fill(text: str, values: dict[str, str]) -> str:
    """Replace ``${{ expr }}`` by what the job would see (KeyError for an unknown one)."""
    return _EXPRESSION.sub(lambda m: values[m.group(1)], text)


@dataclass
class Job:
    """One matrix job of the workflow, its steps run for real."""

    steps: list[dict[str, Any]]
    expressions: dict[str, str]
    env: dict[str, str]
    checkout: Path
    runner_temp: Path
    shard: int
    shards: int
    python: Path
    results: dict[str, subprocess.CompletedProcess[str]] = field(default_factory=dict)
    summaries: dict[str, str] = field(default_factory=dict)
    uploads: list[str] = field(default_factory=list)
    server_alone: str = ""
    nothing: subprocess.CompletedProcess[str] | None = None

    def step(self, name: str) -> dict[str, Any]:
        (found,) = [s for s in self.steps if s.get("name", "").startswith(name)]
        return found

    def run(
        self, step: dict[str, Any], cwd: Path | None = None, **env: str
    ) -> subprocess.CompletedProcess[str]:
        """The step's script as the runner runs it (in the checkout, or ``cwd``), with its own
        step-summary file (its text in `summaries`, under the step's name and number)."""
        summary = self.runner_temp / f"step-summary-{len(self.summaries)}.md"
        summary.touch()
        script = _fill(step["run"], self.expressions)
        done = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
            cwd=cwd or self.checkout,
            env={
                **self.env,
                **{k: _fill(str(v), self.expressions) for k, v in step.get("env", {}).items()},
                "GITHUB_STEP_SUMMARY": str(summary),
                **env,
            },
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            check=False,
            timeout=STEP_TIMEOUT,
        )
        self.summaries[f"{step['name']} {len(self.summaries)}"] = summary.read_text("utf-8")
        return done

    def stop_server(self, runner_temp: Path | None = None) -> None:
        """The server the start step left running (its pid in ``runner_temp``, by default the
        job's), if the stop step did not end it."""
        pid_file = (runner_temp or self.runner_temp) / "server.pid"
        if pid_file.is_file():
            with contextlib.suppress(ProcessLookupError, ValueError):
                os.kill(int(pid_file.read_text().strip()), 15)


def _server_answers(python: Path, scratch: Path, env: dict[str, str]) -> str:
    """Start `python -m reference_server` of ``python`` from ``scratch`` (nothing of the checkout
    on its path) and have it answer an authenticated request: the file its generated models
    were imported from, else what went wrong."""
    imported = subprocess.run(
        [
            str(python),
            "-c",
            "import reference_server, social_publishing_models as m; print(m.__file__)",
        ],
        cwd=scratch,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    if imported.returncode != 0:
        return f"import failed: {imported.stderr[-3000:]}"
    command = [str(python), "-m", "reference_server", "--port", "0", "--api-key", KEY]
    try:
        with ServerProcess(
            [*command, "--data-dir", str(scratch / "server-alone")], cwd=scratch, env=env
        ) as server:
            answer = httpx.get(f"{server.url}/media", headers={"Authorization": f"Bearer {KEY}"})
    except (ServerStartError, httpx.HTTPError) as error:
        return f"no answer: {error}"
    if answer.status_code != 200:
        return f"GET /media answered {answer.status_code}: {answer.text[:500]}"
    return imported.stdout.strip()


@pytest.fixture(scope="module")
def job(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Job]:
    """The workflow's last matrix job, its steps run in order (an `if: always()` step also after
    a failure), with the test's CONTRACT_ARGS."""
    workflow: dict[str, Any] = yaml.safe_load(WORKFLOW.read_text("utf-8"))
    (definition,) = workflow["jobs"].values()
    shards = definition["strategy"]["matrix"]["shard"]
    assert shards == list(range(1, len(shards) + 1)), shards
    assert len(shards) == len(SELECTED), "one selected test per shard"
    root = tmp_path_factory.mktemp("ci-job")
    house = fresh_install.wheelhouse()
    checkout = fresh_install.checkout(root / "checkout")
    python = fresh_install.make_venv(root / "venv")
    runner_temp = root / "runner-temp"
    runner_temp.mkdir()
    expressions = {
        "matrix.shard": str(shards[-1]),
        "secrets.CONTRACT_API_KEY || 'dev-api-key'": KEY,
    }
    env = {
        **fresh_install.offline_env(root / "venv", house),
        **{k: _fill(str(v), expressions) for k, v in definition["env"].items()},
        "RUNNER_TEMP": str(runner_temp),
        "SERVER_PORT": str(free_port()),
        "CONTRACT_ARGS": CONTRACT_ARGS,
    }
    assert env["SHARDS"] == str(len(shards)), env["SHARDS"]
    job = Job(
        definition["steps"],
        expressions,
        env,
        checkout,
        runner_temp,
        shards[-1],
        len(shards),
        python,
    )
    failed = False
    try:
        for step in job.steps:
            if "uses" in step:
                if step["uses"].startswith("actions/upload-artifact"):
                    job.uploads.append(step["with"]["path"])
                continue
            if failed and step.get("if") != "always()":
                continue
            done = job.run(step)
            job.results[step["name"]] = done
            failed = failed or done.returncode != 0
            if step["run"].strip() == SERVER_INSTALL and done.returncode == 0:
                job.server_alone = _server_answers(python, root, {**env, "PYTHONPATH": ""})
            if step["name"].startswith(SUITE_STEP) and not failed:
                # The same step selecting nothing, against the same server, elsewhere.
                (root / "nothing").mkdir()
                job.nothing = job.run(step, root / "nothing", CONTRACT_ARGS=NOTHING)
        yield job
    finally:
        job.stop_server()


def _output(done: subprocess.CompletedProcess[str]) -> str:
    return (done.stdout + done.stderr)[-6000:]


def test_install_steps_install_the_project_into_the_fresh_environment(job: Job) -> None:
    installs = [s for s in job.steps if s.get("run", "").strip().startswith("pip install")]
    assert [s["run"].strip() for s in installs] == [SERVER_INSTALL, "pip install '.[contract]'"]
    for step in installs:
        assert job.results[step["name"]].returncode == 0, _output(job.results[step["name"]])
    # The server extra alone runs the reference server: started after its install and before
    # the suite's, it answered, with the generated models of the environment, not the checkout.
    imported = job.server_alone
    assert imported.startswith(str(job.python.parent.parent)), imported
    assert imported.endswith("social_publishing_models/__init__.py"), imported


def test_shard_runs_the_quoted_selection_against_the_recipes_server(job: Job) -> None:
    started = job.results[job.step("Start the server under test")["name"]]
    assert started.returncode == 0, _output(started)
    suite = job.results[job.step(SUITE_STEP)["name"]]
    output = _output(suite)
    assert suite.returncode == 0, output
    assert f"contract shard: {job.shard}/{job.shards}" in output, output
    reports = job.checkout / "reports"
    summary = json.loads((reports / "contract-summary.json").read_text("utf-8"))
    # The shard's one test of the selection: selected by the quoted expression, and delivered
    # to (nothing skipped: the server reaches the receiver and trusts its CA).
    assert summary["outcomes"] == {"passed": 1}, (summary["outcomes"], summary["skipped"])
    assert summary["tests"] == 1
    step_summary = next(t for n, t in job.summaries.items() if n.startswith(SUITE_STEP))
    first, _, rest = step_summary.partition("\n")
    assert first == "**social-contract exited 0: no test found a violation**", step_summary
    assert rest.lstrip().startswith("## Contract suite"), step_summary
    assert "PASSED" in rest, step_summary
    for path in job.uploads:
        assert sorted(p.name for p in (job.checkout / path).iterdir()) == [
            "contract-coverage.json",
            "contract-summary.json",
            "contract.html",
            "contract.md",
            "contract.xml",
        ]
    stopped = job.results[job.step("Stop the server")["name"]]
    assert stopped.returncode == 0, _output(stopped)


def test_selection_of_nothing_fails_the_job_and_says_so(job: Job) -> None:
    assert job.nothing is not None, "the suite step failed"
    assert job.nothing.returncode == 5, _output(job.nothing)
    step_summary = [t for n, t in job.summaries.items() if n.startswith(SUITE_STEP)][-1]
    assert step_summary.startswith("**social-contract exited 5: NOTHING TESTED"), step_summary


def test_start_step_stops_when_the_server_exits(job: Job, tmp_path: Path) -> None:
    """A server that cannot bind its port exits at once: the step fails with its log, without
    waiting out its 60 s (it says the server exited, not that it did not answer)."""
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        try:
            done = job.run(
                job.step("Start the server under test"),
                SERVER_PORT=str(port),
                RUNNER_TEMP=str(tmp_path),
            )
        finally:
            job.stop_server(tmp_path)
    output = _output(done)
    assert done.returncode == 1, output
    assert "the server under test exited (status" in output, output
    assert "did not answer within" not in output, output
    assert "address already in use" in output.lower(), output


@pytest.mark.parametrize("words", ['-k "create_post or', "-k create_post -- -x"])
def test_contract_args_unclosed_quote_or_pytest_arguments_is_a_usage_error(
    words: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CONTRACT_ARGS", words)
    with pytest.raises(SystemExit) as stopped:
        cli.main(["--help"])
    assert stopped.value.code == pytest.ExitCode.USAGE_ERROR
    assert "CONTRACT_ARGS" in capsys.readouterr().err


def test_help_names_exit_codes_reports_and_every_variable(tmp_path: Path) -> None:
    done = run_cli(tmp_path, "--help", env={"COLUMNS": "200"}, timeout=60)
    assert done.returncode == 0, done.stderr
    text = done.stdout
    for code in range(6):
        assert re.search(rf"^\s+{code}\s+\S", text, re.MULTILINE), (code, text)
    assert "5  nothing tested" in text, text
    readme = (REPO / "contract_tests" / "README.md").read_text("utf-8")
    assert "5 when nothing was tested" in " ".join(readme.split()), "README: exit 5"
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
    for command in (["--help"], []):
        done = run_cli(work, *command, env={"COLUMNS": "200"}, python=python, timeout=120)
        if not command:
            assert done.returncode == cli.CANNOT_TEST, done.stdout + done.stderr
            assert "--base-url" in done.stderr and cli.INSTALL_SERVER in done.stderr, done.stderr
            assert "uvicorn" in done.stderr, done.stderr
        else:
            assert done.returncode == 0, done.stderr
            assert "without it a reference server is started" not in done.stdout
            assert "this install cannot start a reference server" in done.stdout, done.stdout
    assert list(work.iterdir()) == []
