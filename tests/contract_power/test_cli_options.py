"""The contract suite's command line: how `--workers auto` and `--max-examples` become pytest
arguments (the runs themselves are the proof's)."""

from __future__ import annotations

import os

import pytest

from contract_tests import cli


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
