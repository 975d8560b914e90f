"""The command line: a thin layer that turns options into a pytest run of this package.

Exit codes (:data:`EPILOG`): 0 no test found a violation; 1 violations found; 2 the run was
stopped before its end (SIGINT, SIGTERM, --max-time, or the target stopped answering:
``target-down``), its reports say INCOMPLETE and why; 3 the target cannot be tested (nothing
answers, the key is refused, no --base-url where no reference server can be started) or the
suite cannot judge by the spec (unreadable, or an operationId the suite or the spec's links name
is not an operation of it, `operation_check.py`); 4 a usage error (every option error, e.g. a
--base-url without http:// or https://); 5 nothing tested (no test selected, or every selected
test skipped), the reports say NOTHING TESTED.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

import pytest

from contract_tests import selection
from contract_tests.operation_check import problem_message
from contract_tests.receiver import CA_CERT_ENV, CA_KEY_ENV, export_ca
from contract_tests.run_settings import (
    DEFAULT_MAX_TIME_SECONDS,
    DEFAULT_REQUEST_TIMEOUT_SECONDS,
    DEFAULT_SEED,
    PHASES,
    PROFILES,
)
from contract_tests.sandbox import control_spec
from contract_tests.spec import load_spec
from contract_tests.target import BASE_URL_ENV
from spec_model import SpecLoadError

PACKAGE_DIR = Path(__file__).resolve().parent
MAX_AUTO_WORKERS = 4
#: What the embedded reference server needs beyond the light install (`[contract]`).
SERVER_MODULES = ("uvicorn", "starlette")
#: Every environment variable the suite reads, and what for.
ENVIRONMENT = {
    "CONTRACT_BASE_URL": "default of --base-url",
    "CONTRACT_API_KEY": "default of --api-key",
    "CONTRACT_PROFILE_KEY": "default of --profile-key",
    "CONTRACT_SPEC": "default of --spec",
    "CONTRACT_RECEIVER_CA_CERT": "the receiver's CA certificate (PEM; set by --receiver-ca)",
    "CONTRACT_RECEIVER_CA_KEY": "the receiver's CA key (PEM; set by --receiver-ca)",
    "CONTRACT_ARGS": "more options, split into words with shell quoting (-k 'a or b'), read "
    "before the command line's",
    **selection.ENVIRONMENT,
}
INSTALL_SERVER = "pip install 'social-publishing-toolkit[contract,server]'"
EPILOG = """exit codes:
  0  no test found a violation
  1  violations found (the reports group them by rule)
  2  stopped before the end: SIGINT (Ctrl-C), SIGTERM, --max-time, or target-down (the
     target stopped answering); the reports say INCOMPLETE and why
  3  cannot test: nothing answers at --base-url, the API key is refused, no --base-url and no
     reference server to start, or a spec the suite cannot judge by
  4  usage error (an unknown option or a bad value, e.g. a --base-url without http://)
  5  nothing tested: no test selected (-k, --shard) or every selected test skipped; the
     reports say NOTHING TESTED

reports (all written on every exit but 3 and 4; '' turns one off): --junit, --summary-json,
--coverage-json (the declared statuses, error codes, links and writes the run covered),
--html (findings by rule first, details folded; coverage), --markdown, --format github.

environment:
{environment}
"""


def embedded_server_missing() -> list[str]:
    """The reference server's modules this install lacks (the light install, `[contract]`, has
    none of them): without them the suite cannot start a server of its own."""
    return [name for name in SERVER_MODULES if importlib.util.find_spec(name) is None]


def _environment_help() -> str:
    return "\n".join(f"  {name:<28} {meaning}" for name, meaning in ENVIRONMENT.items())


#: Exit status of a usage error (argparse's own is 2, the suite's "stopped").
USAGE_ERROR = 4


class _Parser(argparse.ArgumentParser):
    """argparse, with the suite's exit status for a usage error."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(USAGE_ERROR, f"{self.prog}: error: {message}\n")


def base_url(text: str) -> str:
    """``--base-url``: an http:// or https:// URL with a host."""
    scheme, sep, rest = text.partition("://")
    if not sep or scheme.lower() not in ("http", "https") or not rest.strip("/"):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an http:// or https:// URL: add the scheme, e.g. "
            f"http://{rest if sep else text} (or https://...)"
        )
    return text


def build_parser() -> argparse.ArgumentParser:
    embedded = not embedded_server_missing()
    target_help = (
        "server under test, e.g. http://127.0.0.1:8000 (default: env CONTRACT_BASE_URL; "
        + (
            "without it a reference server is started on a free port with a fresh data dir)"
            if embedded
            else "required: this install cannot start a reference server)"
        )
    )
    parser = _Parser(
        prog=(
            "social-contract"
            if Path(sys.argv[0]).name == "social-contract"
            else "python -m contract_tests"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Judge a Social Publishing Service server against openapi.yaml."
        + (
            " Without --base-url a reference server is started on a free port with a fresh "
            "data dir."
            if embedded
            else " Give the server with --base-url (this install has no reference server)."
        ),
        epilog=EPILOG.format(environment=_environment_help()),
    )
    parser.add_argument("--base-url", type=base_url, help=target_help)
    parser.add_argument(
        "--api-key",
        help="the Primary Profile's API key (default: env CONTRACT_API_KEY, else dev-api-key); "
        "reproductions print it as $API_KEY",
    )
    parser.add_argument(
        "--profile-key",
        help="a User Profile's key of the target (optional; env CONTRACT_PROFILE_KEY)",
    )
    parser.add_argument(
        "--spec",
        help="openapi.yaml to judge by (default: env CONTRACT_SPEC, else the repository's or "
        "the packaged copy)",
    )
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
        "--phases",
        type=phase_list,
        default=PHASES,
        help="the schemathesis phases to run, comma-separated (default: all): "
        + ", ".join(PHASES)
        + "; e.g. examples,fuzzing,stateful leaves out the coverage phase's boundary and "
        "type-violation cases (most of the property tests' time)",
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
    reports = parser.add_argument_group("reports ('' turns one off)")
    reports.add_argument(
        "--junit", default="reports/contract.xml", help="JUnit XML (default %(default)s)"
    )
    reports.add_argument(
        "--summary-json",
        default="reports/contract-summary.json",
        help="JSON summary for machines: verdict, findings by rule, counts per rule/operation "
        "(default %(default)s)",
    )
    reports.add_argument(
        "--coverage-json",
        default="reports/contract-coverage.json",
        help="what the run covered of the spec, per operation and area: documented statuses, "
        "declared error codes provoked, links followed, writes read back (default %(default)s)",
    )
    reports.add_argument(
        "--html",
        default="reports/contract.html",
        help="self-contained HTML page, findings first (default %(default)s)",
    )
    reports.add_argument(
        "--markdown",
        default="",
        help='Markdown summary, e.g. "$GITHUB_STEP_SUMMARY" for a CI job summary (default: none)',
    )
    reports.add_argument(
        "--format",
        choices=("text", "github"),
        default="text",
        help="github: also print GitHub Actions annotations (::error title=...::) after the "
        "summary (default %(default)s)",
    )
    receiver = parser.add_argument_group(
        "webhook deliveries and fetches (the target reaching the suite's receivers)"
    )
    receiver.add_argument(
        "--receiver-host",
        help="host name or address at which the target reaches this machine (default "
        "127.0.0.1: a target on the same machine); the receivers then listen on every interface",
    )
    receiver.add_argument(
        "--receiver-url",
        help="public https URL (a tunnel the team provides) forwarding to the webhook "
        "receiver's --receiver-port",
    )
    receiver.add_argument(
        "--receiver-port",
        type=int,
        default=0,
        help="fixed port of the webhook receiver (with --receiver-url; default: any free port)",
    )
    receiver.add_argument(
        "--receiver-ca",
        help="the receiver's CA certificate (PEM, key beside it as .key; made by "
        "--export-receiver-ca): the CA the target was told to trust",
    )
    receiver.add_argument(
        "--export-receiver-ca",
        metavar="PATH",
        help="write a receiver CA certificate to PATH (its key to PATH with suffix .key), print "
        "how to use it, and exit: give PATH to the target's trust store and --receiver-ca PATH "
        "to the runs",
    )
    chosen = parser.add_argument_group(
        "operations to test (schemathesis' options: exact values repeat and any one matches; "
        "the regexes of a side must all match; rule tests skip unless every operation they "
        "exercise is selected)"
    )
    selection.add_options(chosen.add_argument)
    parser.add_argument("-k", dest="keyword", help="only tests matching this pytest -k expression")
    parser.add_argument(
        "-v",
        "--verbose",
        action="count",
        default=0,
        help="each test's name and outcome, and every failure's details on the console "
        "(default: one line per failing test; the reports always hold the details); -vv more",
    )
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


def phase_list(text: str) -> tuple[str, ...]:
    """``--phases``: a comma-separated subset of `PHASES`."""
    phases = tuple(part.strip() for part in text.split(",") if part.strip())
    unknown = [phase for phase in phases if phase not in PHASES]
    if unknown or not phases:
        raise argparse.ArgumentTypeError(
            f"{'unknown phase ' + ', '.join(unknown) if unknown else 'no phase'} in {text!r}; "
            f"choose from {', '.join(PHASES)}"
        )
    return phases


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
        *(
            ["--contract-phases", ",".join(options.phases)]
            if tuple(options.phases) != PHASES
            else []
        ),
        # Findings first: without -v one line per failing test (the suite's own section, and
        # pytest's failure details left to the reports: `report.py`) and the grouped summary
        # last; every detail on the console with -v.
        "--tb=short",
        *([] if options.verbose else ["-rN"]),
        "-p",
        "no:html",
        f"--contract-format={options.format}",
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
        ("--receiver-host", options.receiver_host),
        ("--receiver-url", options.receiver_url),
    ):
        if value:
            args += [flag, value]
    if options.junit:
        Path(options.junit).parent.mkdir(parents=True, exist_ok=True)
        args += [f"--junitxml={Path(options.junit).resolve()}"]
    if options.receiver_port:
        args.append(f"--receiver-port={options.receiver_port}")
    if options.html:
        args += [f"--contract-html={Path(options.html).resolve()}"]
    if options.markdown:
        args += [f"--contract-markdown={Path(options.markdown).resolve()}"]
    if options.summary_json:
        args += [f"--contract-summary-json={Path(options.summary_json).resolve()}"]
    if options.coverage_json:
        args += [f"--contract-coverage-json={Path(options.coverage_json).resolve()}"]
    args += selection.cli_arguments(options)
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
#: Exit status of a usage error (pytest's own for one).
USAGE_ERROR = int(pytest.ExitCode.USAGE_ERROR)


def env_arguments() -> list[str]:
    """`CONTRACT_ARGS` as words, split with shell quoting rules (`shlex`): options read before
    the command line's, so the command line's win."""
    try:
        words = shlex.split(os.environ.get("CONTRACT_ARGS", ""))
        if "--" in words:  # it would take the command line's options for pytest's
            raise ValueError("options only: pytest arguments go after -- on the command line")
    except ValueError as error:  # an unclosed quote, or --
        print(f"contract suite: CONTRACT_ARGS: {error}", file=sys.stderr)
        raise SystemExit(USAGE_ERROR) from None
    return words


def main(argv: Sequence[str] | None = None) -> int:
    command_line = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    options = parser.parse_args([*env_arguments(), *command_line])
    if not options.base_url and os.environ.get(BASE_URL_ENV):
        try:
            base_url(os.environ[BASE_URL_ENV])
        except argparse.ArgumentTypeError as error:
            parser.error(f"{BASE_URL_ENV}: {error}")
    if options.export_receiver_ca:
        cert = Path(options.export_receiver_ca).resolve()
        key = export_ca(cert)
        print(
            f"receiver CA certificate: {cert} (the target must trust it for deliveries)\n"
            f"its key: {key}\nrun the suite with: --receiver-ca {cert}"
        )
        return 0
    if options.receiver_ca:
        cert = Path(options.receiver_ca).resolve()
        os.environ[CA_CERT_ENV], os.environ[CA_KEY_ENV] = str(cert), str(cert.with_suffix(".key"))
    if not (options.base_url or os.environ.get(BASE_URL_ENV)):
        missing = embedded_server_missing()
        if missing:
            print(
                "contract suite: no target: give the server under test with --base-url URL "
                f"(or {BASE_URL_ENV}); this install cannot start a reference server (it lacks "
                f"{', '.join(missing)}: the light install). To have one started, install it: "
                f"{INSTALL_SERVER}",
                file=sys.stderr,
            )
            return CANNOT_TEST
    try:  # read (and check) the spec once before any test: a bad one is one clear line
        spec = load_spec(options.spec)
        problem = problem_message(spec, control_spec(spec))
    except (FileNotFoundError, SpecLoadError) as error:
        print(f"contract suite: cannot judge by this spec: {error}", file=sys.stderr)
        return CANNOT_TEST
    if problem is not None:  # a renamed operation: before pytest starts or a server runs
        print(f"contract suite: {problem}", file=sys.stderr)
        return CANNOT_TEST
    chosen = selection.Selection.from_options(lambda dest: getattr(options, dest, None))
    wrong = chosen.problems(spec)
    if wrong:  # an unknown operationId or tag: before pytest starts or a server runs
        print("contract suite: " + "\n  ".join(["usage error:", *wrong]), file=sys.stderr)
        return USAGE_ERROR
    report_dirs = _report_dirs(options)
    created = [d for d in report_dirs if not d.exists()]
    # Hypothesis keeps a cache directory (`.hypothesis/`) in the working directory even with
    # the example database off: the run points it at the user's cache directory instead, so it
    # leaves nothing behind but the reports it was asked for (workers inherit the variable),
    # and the next run reuses what it holds (the Unicode tables strings are drawn from, ~1.4 s
    # of CPU in every process that computes them).
    given = os.environ.get(HYPOTHESIS_HOME)
    os.environ[HYPOTHESIS_HOME] = given or str(hypothesis_cache())
    try:
        code = pytest.main(pytest_arguments(options))
    finally:
        if given is None:
            del os.environ[HYPOTHESIS_HOME]
        for directory in reversed(created):  # e.g. exit 3 before any report was written
            _remove_if_empty(directory)
    return int(code)


def hypothesis_cache() -> Path:
    """Hypothesis' storage directory for the suite's runs: `$XDG_CACHE_HOME` (else
    `~/.cache`)/contract-tests/hypothesis. It holds caches only (the example database is off);
    Hypothesis writes there best-effort and computes what it cannot keep."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "contract-tests" / "hypothesis"


def _report_dirs(options: argparse.Namespace) -> list[Path]:
    """The directories the requested reports go to, outermost first."""
    found: list[Path] = []
    for report in (
        options.junit,
        options.html,
        options.summary_json,
        options.coverage_json,
        options.markdown,
    ):
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
