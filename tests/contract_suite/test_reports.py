"""Findings first, in every report a CI job shows: against a server that serves requests
without a key (the `auth_bypass` fault), the console shows one line per failing test and ends
with the grouped summary (the details only with -v), `--format github` prints one `::error`
annotation per finding, the Markdown summary has the findings table, and the HTML report,
opened in a real headless Chromium (Debian's, driven by Playwright), opens on the verdict and
the findings by rule with their reproductions, each failing test's text folded."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

from tests.contract_suite.runs import RULES_ONLY, Run, reference_server, run_suite
from tests.server.test_docs_page import CHROMIUM, CHROMIUM_ARGS, TIMEOUT_MS

pytestmark = pytest.mark.timeout(400)

KEY = "dev-api-key"
FAULT = "tests.contract_power.faults:auth_bypass"
#: Many operations break the missing-key rule; one test passes.
SELECTION = "(test_missing_key_refused and (list_media or get_user or get_feeds)) or " + (
    "(test_unknown_key_refused and get_user)"
)
RULE = "missing_api_key"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Run, Run]]:
    """The same selection, quiet (with GitHub annotations) and with -v."""
    with reference_server(KEY, "--wrap", FAULT) as url:
        args = ("--base-url", url, "--api-key", KEY, "-k", SELECTION)
        quiet = run_suite(
            tmp_path_factory.mktemp("quiet"), *args, "--format", "github", pytest_args=RULES_ONLY
        )
        verbose = run_suite(tmp_path_factory.mktemp("verbose"), *args, "-v", pytest_args=RULES_ONLY)
    yield quiet, verbose


def test_console_is_findings_first(runs: tuple[Run, Run]) -> None:
    quiet, verbose = runs
    assert quiet.returncode == 1, quiet.output[-4000:]
    failed = quiet.summary["outcomes"]["failed"]
    assert failed >= 3, quiet.summary["outcomes"]
    lines = quiet.output.splitlines()
    short = [line for line in lines if line.startswith("FAILED test_rules_auth.py::")]
    assert len(short) == failed, quiet.output[-4000:]
    assert all(RULE in line or "missing key" in line.lower() for line in short), short
    # No traceback or failure detail block on the quiet console; all of it with -v.
    assert "Reproduce: curl" not in quiet.output and "Traceback" not in quiet.output
    assert "Reproduce: curl" in verbose.output, verbose.output[-3000:]
    # The grouped summary comes last (then only the report paths, annotations, pytest's tally).
    summary_at = quiet.output.index("contract summary")
    assert quiet.output.index(short[-1]) < summary_at
    assert "1 finding(s)" in quiet.output[summary_at:], quiet.output[summary_at:]


def test_github_annotations_and_markdown(runs: tuple[Run, Run]) -> None:
    quiet, _ = runs
    errors = [line for line in quiet.output.splitlines() if line.startswith("::error title=")]
    assert len(errors) == len(quiet.summary["findings"]) == 1, errors
    title, _, message = errors[0].removeprefix("::error title=").partition("::")
    assert RULE in title or RULE in message, errors[0]
    assert "%0Areproduce: curl " in message and "\n" not in message, message
    markdown = (quiet.reports / "summary.md").read_text("utf-8")
    assert markdown.startswith("## Contract suite") and "**FAILED:" in markdown, markdown
    assert "| # | Rule | Covers | Operations |" in markdown and "```sh\ncurl " in markdown


def test_html_report_opens_on_findings(runs: tuple[Run, Run]) -> None:
    quiet, _ = runs
    page_file = quiet.reports / "report.html"
    requests: list[str] = []
    with tempfile.TemporaryDirectory(prefix="chromium-") as profile, sync_playwright() as pw:
        executable = CHROMIUM if CHROMIUM.exists() else Path(pw.chromium.executable_path)
        context = pw.chromium.launch_persistent_context(
            profile,
            executable_path=str(executable),
            headless=True,
            args=CHROMIUM_ARGS,
            timeout=TIMEOUT_MS,
        )
        context.set_default_timeout(TIMEOUT_MS)
        page = context.new_page()
        page.on("request", lambda request: requests.append(request.url))
        page.goto(page_file.as_uri(), wait_until="load")
        try:
            verdict = page.locator("#verdict")
            expect(verdict).to_be_visible()
            expect(verdict).to_contain_text("FAILED")
            findings = page.locator("#findings")
            expect(findings).to_be_in_viewport()
            finding = page.locator("section.finding").first
            expect(finding).to_be_visible()
            expect(finding.locator("pre.reproduce")).to_contain_text("curl ")
            expect(finding).to_contain_text("GET /media")
            tracebacks = page.locator("details.traceback")
            assert tracebacks.count() == quiet.summary["outcomes"]["failed"]
            first = tracebacks.first
            text = first.locator("pre")
            expect(text).to_be_hidden()  # folded
            first.locator("summary").click()
            expect(text).to_be_visible()
            expect(text).to_contain_text("Rule broken")
        finally:
            context.close()
    assert requests == [page_file.as_uri()], requests  # self-contained: nothing else loaded
