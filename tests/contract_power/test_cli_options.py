"""The contract suite's command line: how `--workers auto` and `--max-examples` become pytest
arguments (the runs themselves are the proof's)."""

from __future__ import annotations

import os

import pytest

from contract_tests import cli


@pytest.mark.parametrize(
    ("cpus", "embedded", "expected"),
    [(1, True, 1), (2, True, 1), (2, False, 2), (4, True, 3), (16, False, cli.MAX_AUTO_WORKERS)],
)
def test_auto_workers_leave_a_cpu_to_the_embedded_server(
    monkeypatch: pytest.MonkeyPatch, cpus: int, embedded: bool, expected: int
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: cpus)
    assert cli.worker_count("auto", embedded_server=embedded) == expected
    assert cli.worker_count("3", embedded_server=embedded) == 3


def test_embedded_run_on_two_cpus_is_not_split(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.delenv("CONTRACT_BASE_URL", raising=False)
    embedded = cli.pytest_arguments(cli.build_parser().parse_args([]))
    assert "-n" not in embedded
    remote = cli.pytest_arguments(cli.build_parser().parse_args(["--base-url", "http://h:1"]))
    assert remote[remote.index("-n") + 1] == "2"


def test_max_examples_reaches_the_run() -> None:
    args = cli.pytest_arguments(cli.build_parser().parse_args(["--max-examples", "7"]))
    assert args[args.index("--contract-max-examples") + 1] == "7"
    assert "--contract-max-examples" not in cli.pytest_arguments(cli.build_parser().parse_args([]))
