"""The suite's pytest plugin: options, run settings, target selection, pre-flight, reports.

The options (``--base-url``/``--api-key``/``--profile-key`` default to the environment variables
``CONTRACT_BASE_URL``, ``CONTRACT_API_KEY``, ``CONTRACT_PROFILE_KEY``) become one
:class:`~contract_tests.run_settings.RunSettings` before collection. Without a base URL a
reference server is started as a subprocess (free port, fresh data dir) and stopped at the end.
The fixtures the rule tests take are in `fixtures.py`; `conftest.py` hands both to pytest.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from contract_tests import (
    bounds,
    coverage,
    findings,
    operation_check,
    parallel,
    preflight,
    report,
    selection,
    traffic,
)
from contract_tests.receiver import receiver_ca_file
from contract_tests.run_settings import (
    DEFAULT_MAX_TIME_SECONDS,
    DEFAULT_REQUEST_TIMEOUT_SECONDS,
    DEFAULT_SEED,
    PHASES,
    PROFILES,
    PROPERTY_PHASES,
    RunSettings,
    configure,
    current,
    run_spec,
)
from contract_tests.sandbox import (
    CONTROL_MARKER,
    CONTROL_PROPERTY,
    control_need,
    control_property,
    control_spec,
    marker_problems,
)
from contract_tests.spec import SPEC_ENV, load_spec
from contract_tests.target import (
    API_KEY_ENV,
    BASE_URL_ENV,
    DEFAULT_API_KEY,
    PROFILE_KEY_ENV,
    Target,
)
from spec_model import SpecLoadError
from testkit.server import ReferenceServer, ServerStartError

_server: ReferenceServer | None = None
#: ``@pytest.mark.reads_back("update_post", ...)``: the writes a rule test reads back.
READS_BACK_MARKER = "reads_back"
#: The schemathesis modules, and why their tests skip in a run without their phases.
PROPERTY_MODULE, STATEFUL_MODULE = "test_properties.py", "test_stateful.py"
PHASE_LEFT_OUT = {
    PROPERTY_MODULE: (
        f"--phases names none of the property tests' phases ({', '.join(PROPERTY_PHASES)})"
    ),
    STATEFUL_MODULE: "--phases leaves out the stateful phase",
}
#: xdist hands the controller's settings to its workers under this workerinput key.
_WORKER_SETTINGS = "contract_settings"
#: ... and the run's spool of requests (`traffic.py`) under this one.
_WORKER_SPOOL = "contract_traffic_spool"
_PREFLIGHT_NOTES = pytest.StashKey[list[str]]()
_SPOOL = pytest.StashKey[Path | None]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("contract", "contract suite target")
    group.addoption("--base-url", help=f"server under test (default: env {BASE_URL_ENV})")
    group.addoption("--api-key", help=f"Primary Profile API key (default: env {API_KEY_ENV})")
    group.addoption("--profile-key", help=f"a User Profile's key (default: env {PROFILE_KEY_ENV})")
    group.addoption("--spec", help=f"openapi.yaml to judge by (default: env {SPEC_ENV})")
    group.addoption("--contract-profile", choices=sorted(PROFILES), default="fast")
    group.addoption("--contract-seed", type=int, default=DEFAULT_SEED)
    group.addoption("--contract-max-examples", type=int, default=None)
    group.addoption(
        "--contract-phases",
        default=",".join(PHASES),
        help=f"schemathesis phases to run, comma-separated (default: {','.join(PHASES)})",
    )
    group.addoption(
        "--request-timeout", type=float, default=DEFAULT_REQUEST_TIMEOUT_SECONDS, help="seconds"
    )
    group.addoption(
        "--max-time",
        type=float,
        default=DEFAULT_MAX_TIME_SECONDS,
        help="whole-run limit in seconds: then the run stops and reports what it reached",
    )
    group.addoption(
        "--contract-summary-json", help="write the run's JSON summary (findings, counts) here"
    )
    group.addoption("--contract-html", help="write the run's HTML report (findings first) here")
    group.addoption(
        "--contract-coverage-json",
        help="write the run's coverage of the spec (statuses, error codes, links, reads back) here",
    )
    group.addoption("--contract-markdown", help="write the run's Markdown summary here")
    group.addoption(
        "--contract-format",
        choices=("text", "github"),
        default="text",
        help="github: also print GitHub Actions annotations (::error ...) after the summary",
    )
    group.addoption("--receiver-host", help="address at which the target reaches the receivers")
    group.addoption("--receiver-url", help="public URL forwarding to the webhook receiver")
    group.addoption("--receiver-port", type=int, default=0, help="the webhook receiver's port")
    group.addoption(
        "--shard",
        help="i/n: run only the i-th of n parts of the tests (split across CI machines)",
    )
    selection.add_options(parser.getgroup("contract-selection", "operations to test").addoption)


def parse_shard(text: str) -> tuple[int, int]:
    """``"i/n"`` -> (i, n) with 1 <= i <= n."""
    index, _, count = text.partition("/")
    try:
        shard, total = int(index), int(count)
    except ValueError:
        raise pytest.UsageError(f"--shard takes i/n (e.g. 2/4), got {text!r}") from None
    if not 1 <= shard <= total:
        raise pytest.UsageError(f"--shard {text}: need 1 <= i <= n")
    return shard, total


@pytest.hookimpl(wrapper=True)
def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> Generator[None, None, None]:
    """Every test that uses the test control names its operations (a `control` marker with
    operationIds of sandbox.yaml; recorded as the test's `control` user property).
    ``--shard i/n``, after the selection (-k, -m) is made: keep every n-th selected test from
    the i-th, in collection order (each shard gets a share of every module; every selected test
    is in exactly one shard, and a selection of n tests or more leaves no shard empty)."""
    control = control_spec(run_spec())
    problems = [
        problem
        for item in items
        for problem in marker_problems(
            control,
            item.nodeid,
            getattr(item, "fixturenames", ()),
            item.iter_markers(CONTROL_MARKER),
        )
    ]
    problems += [problem for item in items for problem in selection.marker_problems(item)]
    if problems:
        raise pytest.UsageError("; ".join(problems[:10]))
    chosen = current().selection
    linked: set[str] = set()
    if chosen.active:
        from contract_tests.schemas import linked_operations  # schemathesis: only when needed

        linked = linked_operations(run_spec(), chosen)
    dropped = selection.apply(items, run_spec(), chosen, (PROPERTY_MODULE, STATEFUL_MODULE), linked)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    for item in items:
        need = control_need(item.iter_markers(CONTROL_MARKER))
        if need is not None:  # reported in JUnit and the JSON summary (`report.py`)
            item.user_properties.append((CONTROL_PROPERTY, control_property(need)))
    yield  # pytest's own hook deselects by -k and -m
    phases = set(current().phases)
    left_out = {PROPERTY_MODULE: not set(PROPERTY_PHASES) & phases}
    left_out[STATEFUL_MODULE] = "stateful" not in phases
    for item in items:
        module = item.nodeid.partition("::")[0]
        if left_out.get(module):
            item.add_marker(pytest.mark.skip(reason=PHASE_LEFT_OUT[module]))
    text = config.getoption("shard", default=None)
    if not text:
        return None
    shard, total = parse_shard(text)
    kept = [item for index, item in enumerate(items) if index % total == shard - 1]
    dropped = [item for index, item in enumerate(items) if index % total != shard - 1]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = kept


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection built (the spec, its per-operation schemas and tests) lives for the
    whole run: out of the cyclic collector's sight, so its collections walk only what tests
    make."""
    gc.freeze()


def _settings_from_options(config: pytest.Config) -> RunSettings:
    """The run's settings: the options, else the documented environment variables."""

    def option(name: str, env: str) -> str | None:
        value = config.getoption(name, default=None)
        return str(value) if value else (os.environ.get(env) or None)

    timeout = config.getoption("timeout", default=None)
    return RunSettings(
        base_url=option("base_url", BASE_URL_ENV),
        api_key=option("api_key", API_KEY_ENV) or DEFAULT_API_KEY,
        profile_key=option("profile_key", PROFILE_KEY_ENV),
        spec=option("spec", SPEC_ENV),
        profile=config.getoption("contract_profile"),
        seed=config.getoption("contract_seed"),
        max_examples=config.getoption("contract_max_examples"),
        phases=tuple(config.getoption("contract_phases").split(",")),
        test_timeout=float(timeout) if timeout else None,
        request_timeout=config.getoption("request_timeout"),
        max_time=config.getoption("max_time"),
        receiver_host=config.getoption("receiver_host"),
        receiver_url=config.getoption("receiver_url"),
        receiver_port=config.getoption("receiver_port"),
        selection=selection.Selection.from_options(lambda dest: config.getoption(dest, None)),
    )


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Every test gets a time limit (pytest-timeout's ``--timeout``): the profile's default
    unless given. Runs before pytest-timeout reads its option."""
    config.addinivalue_line(
        "markers",
        f"{CONTROL_MARKER}(*operation_ids, required=True): the operations of the optional "
        "test-control interface (sandbox.yaml) the test calls; without the control it skips "
        "naming them (required=False: it checks its rule through the public API instead)",
    )
    config.addinivalue_line(
        "markers",
        f"{READS_BACK_MARKER}(*operation_ids): the writing operations whose effect the test "
        "reads back through the API (the coverage report counts them as read back when it passes)",
    )
    config.addinivalue_line(
        "markers",
        f"{selection.OPERATIONS_MARKER}(*operation_ids): operations the test exercises besides "
        "those its code names (OperationId members); a selection that leaves one out skips it",
    )
    if config.getoption("timeout", default=None) is None:
        config.option.timeout = PROFILES[config.getoption("contract_profile")].test_timeout_seconds
    _configure_run(config)


def _configure_run(config: pytest.Config) -> None:
    """Fix the target before collection: test modules build their tests from it."""
    global _server
    workerinput = getattr(config, "workerinput", None)
    paths = _report_paths(config)
    covered = coverage.CoveragePlugin(
        run_spec, paths.coverage, READS_BACK_MARKER, controller=workerinput is None
    )
    config.pluginmanager.register(covered, "contract-coverage")
    config.pluginmanager.register(
        report.ReportPlugin(paths, controller=workerinput is None, covered=covered),
        "contract-report",
    )
    if not paths.verbose:
        config.pluginmanager.register(report.QuietFailures(), "contract-quiet-failures")
    if workerinput is not None:
        # xdist workers judge the target their controller chose and checked.
        configure(RunSettings.from_json(workerinput[_WORKER_SETTINGS]))
        if workerinput.get(_WORKER_SPOOL):
            traffic.open_spool(Path(workerinput[_WORKER_SPOOL]))
        bounds.install_signal_handlers()
        return
    settings = _settings_from_options(config)
    _check_operation_names(settings)
    _check_selection(settings)
    bounds.install_signal_handlers()
    bounds.start_run_clock(settings.max_time)
    if not settings.base_url:
        # The server trusts the suite's webhook receiver CA (delivery tests). Its fetches and
        # HEAD checks of generated URLs resolve no host names (nothing reaches the internet).
        _server = ReferenceServer(
            api_key=settings.api_key,
            extra_args=["--no-external-fetch"],
            env={"SSL_CERT_FILE": str(receiver_ca_file())},
        )
        try:
            settings = settings.with_base_url(_server.start())
        except (ServerStartError, OSError) as error:
            pytest.exit(f"could not start the reference server: {error}", returncode=3)
    configure(settings)
    result = preflight.check(Target.from_settings(settings), run_spec(), settings.request_timeout)
    if result.blocker is not None:
        pytest.exit(result.blocker, returncode=3)
    config.stash[_PREFLIGHT_NOTES] = result.notes
    config.stash[_SPOOL] = traffic.start_spool()  # every process's last requests: target-down


def _report_paths(config: pytest.Config) -> report.ReportPaths:
    def path(value: object) -> Path | None:
        return Path(str(value)) if value else None

    return report.ReportPaths(
        json=path(config.getoption("contract_summary_json")),
        html=path(config.getoption("contract_html")),
        coverage=path(config.getoption("contract_coverage_json")),
        markdown=path(config.getoption("contract_markdown")),
        junit=path(getattr(config.option, "xmlpath", None)),
        github=config.getoption("contract_format") == "github",
        verbose=config.get_verbosity() > 0,
    )


def _check_operation_names(settings: RunSettings) -> None:
    """Before any server starts or test runs: every operationId the suite names (and the
    judged spec's links name) exists (`operation_check.py`), else exit 3 naming each."""
    try:
        spec = load_spec(settings.spec)
        problem = operation_check.problem_message(spec, control_spec(spec))
    except (FileNotFoundError, SpecLoadError) as error:
        problem = f"cannot judge by this spec: {error}"
    if problem is not None:
        pytest.exit(problem, returncode=3)


def _check_selection(settings: RunSettings) -> None:
    """A selection naming what the spec lacks is a usage error (exit 4), before any server."""
    problems = settings.selection.problems(load_spec(settings.spec))
    if problems:
        raise pytest.UsageError("; ".join(problems))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """xdist: property tests spread over the workers, rule tests together (`parallel.py`)."""
    return parallel.SpreadPropertyTests(config, log)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist: each worker gets the controller's settings (target included) as JSON, and the
    run's spool of requests."""
    node.workerinput[_WORKER_SETTINGS] = current().to_json()
    spool = node.config.stash.get(_SPOOL, None)
    node.workerinput[_WORKER_SPOOL] = str(spool) if spool else ""


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Any:
    """Property tests collect every distinct failure (`findings.py`); fail with all at the end."""
    result = yield
    collector = item.stash.get(findings.COLLECTED, None)
    report = collector.report() if collector else None
    if report is not None:
        raise PropertyFailures(report)
    return result


class PropertyFailures(AssertionError):
    """The distinct failures a property test found over all its generated cases."""


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """The whole-run limit ends with the tests: it never fires into the reports' printout."""
    bounds.stop_run_clock()


def pytest_unconfigure(config: pytest.Config) -> None:
    global _server
    bounds.stop_run_clock()
    traffic.close_spool()  # (the controller's removes the run's spool)
    if _server is not None:
        _server.stop()
        _server = None


def pytest_report_header(config: pytest.Config) -> list[str]:
    settings = current()
    profile = settings.run_profile
    lines = [
        f"contract target: {settings.base_url or '?'}"
        f"{' (reference server started by the suite)' if _server else ''}",
        f"contract spec: {run_spec().path}",
        f"contract profile: {profile.name} (max examples {profile.max_examples}), "
        f"seed: {settings.seed}",
        f"contract phases: {', '.join(settings.phases)}"
        + (
            f" (left out: {', '.join(p for p in PHASES if p not in settings.phases)})"
            if settings.phases != PHASES
            else ""
        ),
        f"contract limits: {settings.effective_test_timeout:g} s per test, "
        f"{settings.request_timeout:g} s per request, {settings.max_time:g} s per run",
    ]
    if config.getoption("shard", default=None):
        lines.append(f"contract shard: {config.getoption('shard')} (every n-th test from the i-th)")
    lines += [f"contract pre-flight: {note}" for note in config.stash.get(_PREFLIGHT_NOTES, [])]
    return lines
