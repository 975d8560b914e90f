"""The contract suite's command line: how `--workers auto`, `--max-examples` and `--phases`
become pytest arguments (the runs themselves are the proof's), that a run, from any directory,
leaves nothing there (nor in the temporary directory) but the reports it was asked for and keeps
Hypothesis' caches in the user's cache directory, that `--phases` leaves phases out of a real
run, and that an unreachable target stops the run with exit 3 before any report dir is made."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from contract_tests import cli, schemas
from contract_tests.run_settings import PHASES, RunSettings, configure
from contract_tests.spec import load_spec
from contract_tests.target import Target
from testkit.ports import closed_port_url
from testkit.server import ReferenceServer
from tests.contract_suite.runs import run_cli


@pytest.mark.parametrize(
    ("cpus", "expected"), [(1, 2), (2, 3), (3, cli.MAX_AUTO_WORKERS), (16, cli.MAX_AUTO_WORKERS)]
)
def test_auto_workers_one_per_cpu_and_one_for_the_rule_tests(
    monkeypatch: pytest.MonkeyPatch, cpus: int, expected: int
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: cpus)
    assert cli.worker_count("auto") == expected
    assert cli.worker_count("3") == 3


def test_workers_max_examples_and_phases_reach_pytest(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each option becomes its pytest argument, and none is passed when left at its default."""
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.delenv("CONTRACT_BASE_URL", raising=False)

    def args(*given: str) -> list[str]:
        return cli.pytest_arguments(cli.build_parser().parse_args(list(given)))

    default = args()
    assert default[default.index("-n") + 1] == "3"
    assert "-n" not in args("--workers", "1")
    examples = args("--max-examples", "7")
    assert examples[examples.index("--contract-max-examples") + 1] == "7"
    phases = args("--phases", "fuzzing, examples")
    assert phases[phases.index("--contract-phases") + 1] == "fuzzing,examples"
    assert "--contract-phases" not in args("--phases", ",".join(PHASES))
    assert "--contract-max-examples" not in default and "--contract-phases" not in default


@pytest.mark.parametrize("given", ["", "examples,shrinking", ","])
def test_phases_refused_unless_known(given: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.build_parser().parse_args(["--phases", given])
    assert exited.value.code == cli.USAGE_ERROR == 4  # the documented usage error
    error = capsys.readouterr().err
    assert "--phases" in error and "choose from examples, coverage, fuzzing, stateful" in error
    if "shrinking" in given:
        assert "unknown phase shrinking" in error


def test_settings_keep_phases_in_order_and_refuse_unknown_ones() -> None:
    assert RunSettings(phases=("stateful", "examples")).phases == ("examples", "stateful")
    with pytest.raises(ValueError, match="unknown shrinking"):
        RunSettings(phases=("shrinking",))
    with pytest.raises(ValueError, match="none given"):
        RunSettings(phases=())
    settings = RunSettings(phases=("fuzzing",))
    assert RunSettings.from_json(settings.to_json()) == settings


def test_a_run_leaves_only_its_reports(tmp_path: Path) -> None:
    """Property tests run (Hypothesis) against the reference server the run starts itself, yet
    the working directory holds only `reports/`; what Hypothesis caches (the Unicode tables
    strings are drawn from) is in the user's cache directory, for the next run; and nothing is
    left in the temporary directory (the receiver CA file written for the server's trust
    store, the server's data dir, the traffic spool are removed at exit)."""
    work, cache, scratch = tmp_path / "work", tmp_path / "cache", tmp_path / "tmp"
    scratch.mkdir()
    done = run_cli(
        work,
        *("--workers", "1", "-k", "test_properties and get_user", "--max-examples", "2"),
        env={"XDG_CACHE_HOME": str(cache), "TMPDIR": str(scratch)},
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert sorted(p.name for p in work.iterdir()) == ["reports"]
    assert (work / "reports" / "contract-summary.json").is_file()
    assert "contract phases: examples, coverage, fuzzing, stateful\n" in done.stdout
    kept = list((cache / "contract-tests" / "hypothesis" / "unicode_data").rglob("*.json.gz"))
    assert kept, sorted(str(p) for p in cache.rglob("*"))
    assert sorted(p.name for p in scratch.iterdir()) == []


def test_phases_leave_phases_out_of_a_run(tmp_path: Path) -> None:
    """Without the stateful phase the stateful test skips, saying why, and the property tests
    run; with none of the property tests' phases they skip, saying why; the header and the
    JSON summary name the phases that ran."""
    sent = {}
    with ReferenceServer("dev-api-key") as base_url:
        for phases, selection in (
            ("examples,fuzzing", "test_get_user or test_links"),
            ("stateful", "test_get_user"),  # (the stateful test itself: the proof's runs)
        ):
            work = tmp_path / phases.replace(",", "-")
            work.mkdir()
            done = run_cli(
                work,
                *("--workers", "1", "--base-url", base_url, "-k", selection),
                *("--max-examples", "2", "--phases", phases),
            )
            # Without the property tests' phases every selected test skips: nothing tested (5).
            expected = 5 if phases == "stateful" else 0
            assert done.returncode == expected, done.stdout[-3000:] + done.stderr[-3000:]
            summary = json.loads((work / "reports" / "contract-summary.json").read_text())
            assert summary["phases"] == phases.split(",")
            sent[phases] = (summary, done.stdout)
    (light, light_output), (stateful, stateful_output) = sent.values()
    assert "contract phases: examples, fuzzing (left out: coverage, stateful)" in light_output
    assert "contract phases: stateful (left out: examples, coverage, fuzzing)" in stateful_output
    assert light["skipped"] == {
        "test_stateful.py::test_links": "--phases leaves out the stateful phase"
    }
    properties = light["outcomes"]["passed"]
    assert properties >= 1 and light["outcomes"] == {"passed": properties, "skipped": 1}
    assert stateful["outcomes"] == {"skipped": properties}
    assert set(stateful["skipped"].values()) == {
        "--phases names none of the property tests' phases (examples, coverage, fuzzing)"
    }


def test_phases_configure_schemathesis() -> None:
    """The property tests' schemathesis configuration enables exactly the phases given (the
    stateful phase is `test_stateful.py`'s own configuration)."""
    spec = load_spec()
    for phases in (PHASES, ("examples", "fuzzing"), ("coverage",)):
        settings = RunSettings(base_url="http://127.0.0.1:9", phases=phases)
        configure(settings)
        try:
            config = schemas.base_config(spec, Target.from_settings(settings))
        finally:
            configure(RunSettings())
        enabled = {name for name, phase in config["phases"].items() if phase["enabled"]}
        assert enabled == set(phases) - {"stateful"}


def test_an_unreachable_target_stops_with_exit_3_and_no_empty_report_dir(tmp_path: Path) -> None:
    done = run_cli(
        tmp_path,
        *("--workers", "1", "--base-url", closed_port_url()),
        *("--junit", "out/deep/c.xml", "--html", ""),
    )
    output = done.stdout[-3000:] + done.stderr[-3000:]
    assert done.returncode == cli.CANNOT_TEST == 3, output
    assert "is not reachable" in output, output
    leftovers = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*"))
    assert all(not (tmp_path / p).is_dir() or any((tmp_path / p).iterdir()) for p in leftovers), (
        leftovers
    )
    assert not (tmp_path / ".hypothesis").exists()
