"""The contract suite's command line: how `--workers auto` and `--max-examples` become pytest
arguments (the runs themselves are the proof's), and that a run, from any directory, leaves
nothing there but the reports it was asked for."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from contract_tests import cli

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("cpus", "expected"), [(1, 2), (2, 3), (3, cli.MAX_AUTO_WORKERS), (16, cli.MAX_AUTO_WORKERS)]
)
def test_auto_workers_one_per_cpu_and_one_for_the_rule_tests(
    monkeypatch: pytest.MonkeyPatch, cpus: int, expected: int
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: cpus)
    assert cli.worker_count("auto") == expected
    assert cli.worker_count("3") == 3


def test_auto_workers_reach_pytest(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.delenv("CONTRACT_BASE_URL", raising=False)
    embedded = cli.pytest_arguments(cli.build_parser().parse_args([]))
    assert embedded[embedded.index("-n") + 1] == "3"
    single = cli.pytest_arguments(cli.build_parser().parse_args(["--workers", "1"]))
    assert "-n" not in single


def test_max_examples_reaches_the_run() -> None:
    args = cli.pytest_arguments(cli.build_parser().parse_args(["--max-examples", "7"]))
    assert args[args.index("--contract-max-examples") + 1] == "7"
    assert "--contract-max-examples" not in cli.pytest_arguments(cli.build_parser().parse_args([]))


def _suite(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CONTRACT_", "HYPOTHESIS_"))}
    return subprocess.run(
        [sys.executable, "-m", "contract_tests", "--workers", "1", *args],
        cwd=cwd,
        env={**env, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


def test_a_run_leaves_only_its_reports(tmp_path: Path) -> None:
    """Property tests run (Hypothesis), yet the working directory holds only `reports/`."""
    done = _suite(tmp_path, "-k", "test_properties and get_user", "--max-examples", "2")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["reports"]
    assert (tmp_path / "reports" / "contract-summary.json").is_file()


def test_a_target_that_cannot_be_tested_leaves_no_empty_report_dir(tmp_path: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{probe.getsockname()[1]}"
    done = _suite(tmp_path, "--base-url", dead, "--junit", "out/deep/c.xml", "--html", "")
    assert done.returncode == cli.CANNOT_TEST, done.stdout[-3000:] + done.stderr[-3000:]
    leftovers = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*"))
    assert all(not (tmp_path / p).is_dir() or any((tmp_path / p).iterdir()) for p in leftovers), (
        leftovers
    )
    assert not (tmp_path / ".hypothesis").exists()
