"""The command line: a thin layer that turns options into a pytest run of this package.

Exit code 0 only when no test found a violation (pytest's own exit codes otherwise; 3 when the
target cannot be used at all, or the suite cannot judge by the spec: unreadable, or an
operationId the suite or the spec's links name is not an operation of it, `operation_names.py`).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import pytest

from contract_tests.operation_names import problem_message
from contract_tests.run_settings import (
    DEFAULT_MAX_TIME_SECONDS,
    DEFAULT_REQUEST_TIMEOUT_SECONDS,
    DEFAULT_SEED,
    PROFILES,
)
from contract_tests.sandbox import control_spec
from contract_tests.spec import load_spec
from spec_model import SpecLoadError

PACKAGE_DIR = Path(__file__).resolve().parent
MAX_AUTO_WORKERS = 4


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=(
            "social-contract"
            if Path(sys.argv[0]).name == "social-contract"
            else "python -m contract_tests"
        ),
        description=(
            "Judge a Social Publishing Service server against openapi.yaml. Without --base-url "
            "a reference server is started on a free port with a fresh data dir."
        ),
    )
    parser.add_argument("--base-url", help="server under test, e.g. http://127.0.0.1:8000")
    parser.add_argument("--api-key", help="the Primary Profile's API key (default dev-api-key)")
    parser.add_argument("--profile-key", help="a User Profile's key of the target (optional)")
    parser.add_argument("--spec", help="openapi.yaml to judge by (default: repository or packaged)")
    parser.add_argument("--profile", choices=sorted(PROFILES), default="fast", help="test volume")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed of generated data")
    parser.add_argument(
        "--max-examples",
        type=int,
        help="generated cases per operation in the property tests (default: the profile's: "
        + ", ".join(f"{p.name} {p.max_examples}" for p in PROFILES.values())
        + "); lower for a quick smoke run",
    )
    parser.add_argument(
        "--test-timeout",
        type=float,
        help="seconds each test may take (default: "
        + ", ".join(f"{p.name} {p.test_timeout_seconds:g}" for p in PROFILES.values())
        + ")",
    )
    parser.add_argument(
        "--request-timeout",
        type=float,
        default=DEFAULT_REQUEST_TIMEOUT_SECONDS,
        help="seconds each request may take (default %(default)g)",
    )
    parser.add_argument(
        "--max-time",
        type=float,
        default=DEFAULT_MAX_TIME_SECONDS,
        help="seconds the whole run may take; then it stops with its reports (default %(default)g)",
    )
    parser.add_argument(
        "--workers",
        default="auto",
        help="parallel test processes (pytest-xdist): a number, or 'auto' for one per CPU plus "
        f"one for the rule tests, at most {MAX_AUTO_WORKERS} (default %(default)s)",
    )
    parser.add_argument("--shard", help="i/n: run only the i-th of n parts (CI machines)")
    parser.add_argument(
        "--junit", default="reports/contract.xml", help="JUnit XML report path ('' for none)"
    )
    parser.add_argument(
        "--summary-json",
        default="reports/contract-summary.json",
        help="JSON summary for machines: findings by rule, counts per rule/operation ('' for none)",
    )
    parser.add_argument(
        "--html",
        default="reports/contract.html",
        help="self-contained HTML report (pytest-html; '' for none)",
    )
    parser.add_argument("-k", dest="keyword", help="only tests matching this pytest -k expression")
    parser.add_argument("-v", "--verbose", action="count", default=0)
    parser.add_argument(
        "pytest_args", nargs=argparse.REMAINDER, help="after '--': extra pytest arguments"
    )
    return parser


def worker_count(text: str) -> int:
    """``--workers``: a number, or ``auto``: one per CPU for the property tests, which use a
    CPU each, plus one for the rule tests, which stay on one worker (`parallel.py`) and mostly
    wait on the target; at most MAX_AUTO_WORKERS. Measured on 2 cores with the embedded
    reference server (fast profile, ~100 operations): 1 worker 111 s, 2 workers 82 s,
    3 workers 74 s (50 cases per operation)."""
    if text == "auto":
        return max(1, min(MAX_AUTO_WORKERS, (os.cpu_count() or 1) + 1))
    try:
        return max(1, int(text))
    except ValueError:
        raise SystemExit(f"--workers takes a number or 'auto', got {text!r}") from None


def pytest_arguments(options: argparse.Namespace) -> list[str]:
    args = [
        str(PACKAGE_DIR),
        "-c",
        str(PACKAGE_DIR / "pytest.ini"),
        "--rootdir",
        str(PACKAGE_DIR),
        "--contract-profile",
        options.profile,
        "--contract-seed",
        str(options.seed),
        *(["--contract-max-examples", str(options.max_examples)] if options.max_examples else []),
        "--tb=short",
        f"--request-timeout={options.request_timeout}",
        f"--max-time={options.max_time}",
    ]
    if options.test_timeout:
        args.append(f"--timeout={options.test_timeout}")
    if options.shard:
        args.append(f"--shard={options.shard}")
    workers = worker_count(options.workers)
    if workers > 1:
        args += ["-n", str(workers)]
    for flag, value in (
        ("--base-url", options.base_url),
        ("--api-key", options.api_key),
        ("--profile-key", options.profile_key),
        ("--spec", options.spec),
    ):
        if value:
            args += [flag, value]
    if options.junit:
        Path(options.junit).parent.mkdir(parents=True, exist_ok=True)
        args += [f"--junitxml={Path(options.junit).resolve()}"]
    if options.html:
        Path(options.html).parent.mkdir(parents=True, exist_ok=True)
        args += [f"--html={Path(options.html).resolve()}", "--self-contained-html"]
    if options.summary_json:
        args += [f"--contract-summary-json={Path(options.summary_json).resolve()}"]
    if options.keyword:
        args += ["-k", options.keyword]
    if options.verbose:
        args.append("-" + "v" * options.verbose)
    extra = list(options.pytest_args)
    if extra[:1] == ["--"]:
        extra = extra[1:]
    return args + extra


#: Hypothesis' storage directory (its cache); the run points it at a temporary directory.
HYPOTHESIS_HOME = "HYPOTHESIS_STORAGE_DIRECTORY"

#: Exit status when the run cannot start (no target to test, or no spec to judge by).
CANNOT_TEST = 3


def main(argv: Sequence[str] | None = None) -> int:
    options = build_parser().parse_args(argv)
    try:  # read (and check) the spec once before any test: a bad one is one clear line
        spec = load_spec(options.spec)
        problem = problem_message(spec, control_spec(spec))
    except (FileNotFoundError, SpecLoadError) as error:
        print(f"contract suite: cannot judge by this spec: {error}", file=sys.stderr)
        return CANNOT_TEST
    if problem is not None:  # a renamed operation: before pytest starts or a server runs
        print(f"contract suite: {problem}", file=sys.stderr)
        return CANNOT_TEST
    report_dirs = _report_dirs(options)
    created = [d for d in report_dirs if not d.exists()]
    # Hypothesis keeps a cache directory (`.hypothesis/`) in the working directory even with
    # the example database off: the run gives it a temporary one, so it leaves nothing behind
    # but the reports it was asked for (workers inherit the variable).
    given = os.environ.get(HYPOTHESIS_HOME)
    with tempfile.TemporaryDirectory(prefix="contract-hypothesis-") as hypothesis_home:
        os.environ[HYPOTHESIS_HOME] = given or hypothesis_home
        try:
            code = pytest.main(pytest_arguments(options))
        finally:
            if given is None:
                del os.environ[HYPOTHESIS_HOME]
            for directory in reversed(created):  # e.g. exit 3 before any report was written
                _remove_if_empty(directory)
    return int(code)


def _report_dirs(options: argparse.Namespace) -> list[Path]:
    """The directories the requested reports go to, outermost first."""
    found: list[Path] = []
    for report in (options.junit, options.html, options.summary_json):
        if not report:
            continue
        parent = Path(report).resolve().parent
        for directory in [*reversed(parent.parents), parent]:
            if directory not in found:
                found.append(directory)
    return found


def _remove_if_empty(directory: Path) -> None:
    with contextlib.suppress(OSError):  # rmdir only succeeds when empty
        directory.rmdir()


if __name__ == "__main__":
    sys.exit(main())
