"""GET /docs in a real headless Chromium (Debian's, driven by Playwright): every operation and
webhook is rendered under its tag, the error codes of a response are shown, Markdown is
rendered, search finds operations, and the page loads nothing from outside the server."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from spec_model import ServiceSpec, load_document
from spec_model.operation_ids import OperationId
from tests.server.server_harness import RunningServer

ROOT = Path(__file__).resolve().parents[2]
SPEC: dict[str, Any] = load_document()
CHROMIUM = Path("/usr/bin/chromium")
# Without the background-networking flags Chromium tries to reach Google services at start.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TIMEOUT_MS = 20_000
#: What the browser printed on the console, and the page's response headers (the fixture's).
CONSOLE: list[str] = []
PAGE_HEADERS: dict[str, str] = {}


def _operations() -> list[tuple[str, str, str, str]]:
    """(tag, summary, name, operationId) of every operation and webhook of the spec."""
    found = []
    for section in ("paths", "webhooks"):
        for path, item in SPEC[section].items():
            for method, operation in item.items():
                if isinstance(operation, dict) and "responses" in operation:
                    name = f"{method.upper()} {path}" if section == "paths" else f"webhook {path}"
                    found.append(
                        (operation["tags"][0], operation["summary"], name, operation["operationId"])
                    )
    return found


@pytest.fixture(scope="module")
def docs(server: RunningServer) -> Iterator[tuple[Page, list[str]]]:
    requests: list[str] = []
    with tempfile.TemporaryDirectory(prefix="chromium-") as profile, sync_playwright() as pw:
        # Debian's Chromium, else the one `python -m playwright install chromium` downloads
        # (`make browser`, run by `make test`, provides one of them).
        executable = CHROMIUM if CHROMIUM.exists() else Path(pw.chromium.executable_path)
        assert executable.exists(), "no Chromium: run `make browser` (or apt-get install chromium)"
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
        page.on("console", lambda message: CONSOLE.append(message.text))
        response = page.goto(f"{server.url}/docs", wait_until="load")
        assert response is not None and response.status == 200
        PAGE_HEADERS.update(response.headers)
        expect(page.get_by_role("heading", name=SPEC["info"]["title"]).first).to_be_visible()
        yield page, requests
        context.close()


def _open_tag(page: Page, tag: str) -> None:
    page.get_by_role("link", name=tag, exact=True).first.click()


#: Waits, up to a bound, for each operation's link in the sidebar, follows it in the page itself
#: and waits, up to the bound again, for its heading to be shown: one evaluation per tag
#: instead of several round trips between the test and the browser per operation. Returns what
#: was not shown, with why.
VISIT_OPERATIONS = """
async ([operations, boundMs]) => {
  const normal = (text) => text.replace(/\\s+/g, " ").trim().toLowerCase();
  const shown = (summary) => [...document.querySelectorAll("#api-content h2")].some(
    (h) => normal(h.textContent).includes(normal(summary)) && h.checkVisibility()
  );
  // The value of `look()` once it is truthy, looked at every 20 ms up to boundMs; else null.
  const until = async (look) => {
    const deadline = performance.now() + boundMs;
    let found = look();
    while (!found && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      found = look();
    }
    return found || null;
  };
  const missing = [];
  for (const [operationId, summary] of operations) {
    // The sidebar renders a tag's links after the tag's click: wait for the link too.
    const link = await until(
      () => document.querySelector(`a[href^='#/'][href$='/${operationId}']`)
    );
    if (link === null) {
      missing.push([operationId, `no link in the page within ${boundMs} ms`]);
      continue;
    }
    link.scrollIntoView();
    link.click();
    if (!(await until(() => shown(summary)))) {
      missing.push([operationId, `no visible heading within ${boundMs} ms`]);
    }
  }
  return missing;
}
"""


def test_every_operation_and_webhook_is_rendered(docs: tuple[Page, list[str]]) -> None:
    """Each tag opens in the sidebar with a link per operation; following it shows the
    operation's heading (Redoc renders sections lazily, so each is visited)."""
    page, _ = docs
    missing = []
    for tag in [t["name"] for t in SPEC["tags"]]:
        _open_tag(page, tag)
        # By operationId: one summary may begin another's ("Delete posts (deprecated
        # path)"), so the link is found by its `#/<tag>/<operationId>` address.
        operations = {
            operation_id: (name, summary)
            for operation_tag, summary, name, operation_id in _operations()
            if operation_tag == tag
        }
        visits = [[operation_id, summary] for operation_id, (_, summary) in operations.items()]
        for operation_id, why in page.evaluate(VISIT_OPERATIONS, [visits, TIMEOUT_MS]):
            name, summary = operations[operation_id]
            missing.append(f"{name} ({summary!r}) under {tag}: {why}")
    assert not missing, missing


def test_response_error_codes_are_shown(docs: tuple[Page, list[str]]) -> None:
    page, _ = docs
    _open_tag(page, "Media")
    codes = (
        ServiceSpec.load().operation(OperationId.UPLOAD_MEDIA).responses["400"].error_codes or ()
    )
    content = page.locator("#api-content")
    content.get_by_role("tab", name="400").first.click()
    catalogue = SPEC["x-error-catalogue"]
    for code in codes:
        row = content.locator("tr", has_text=catalogue[str(code)]["name"]).first
        expect(row).to_be_visible()
        expect(row).to_contain_text(str(code))


def test_markdown_is_rendered_and_the_catalogue_listed(docs: tuple[Page, list[str]]) -> None:
    page, _ = docs
    page.get_by_role("link", name="Error catalogue", exact=True).first.click()
    content = page.locator("#api-content")
    # `**Conventions.**` in info.description: bold, not asterisks.
    expect(content.locator("strong", has_text="Conventions.").first).to_be_visible()
    assert "**Conventions.**" not in content.inner_text()
    missing_api_key = content.locator("tr", has_text="missing_api_key").first
    expect(missing_api_key).to_contain_text("'Bearer <API key>'")


def test_search_finds_an_operation(docs: tuple[Page, list[str]]) -> None:
    page, _ = docs
    # The trigger reads "Loading..." until the search index is built; a click before that
    # opens nothing (a CI flake when the page's text also had a "Search..." elsewhere).
    trigger = page.get_by_test_id("search-trigger")
    expect(trigger).to_contain_text("Search")
    trigger.click()
    search = page.locator("input:focus")
    expect(search).to_be_visible()
    search.fill("watermark")
    summary = SPEC["paths"]["/post/youTubeWatermark"]["post"]["summary"]
    results = page.locator("[data-component-name='Search/SearchItem']")
    expect(results.filter(has_text=summary).first).to_be_visible()
    expect(results.filter(has_text="List the media library")).to_have_count(0)
    page.keyboard.press("Escape")


def test_the_page_loads_nothing_from_outside(
    docs: tuple[Page, list[str]], server: RunningServer
) -> None:
    _, requests = docs
    outside = [
        url
        for url in requests
        if not url.startswith((server.url + "/", "data:", f"blob:{server.url}/"))
    ]
    assert requests and not outside, outside


def test_the_page_runs_under_its_content_security_policy(docs: tuple[Page, list[str]]) -> None:
    """/docs carries a CSP that forbids framing and every source but its own, and
    Redoc runs under it: the page rendered (the fixture) and nothing was refused."""
    page, _ = docs
    _open_tag(page, SPEC["tags"][0]["name"])
    policy = PAGE_HEADERS["content-security-policy"]
    assert "frame-ancestors 'none'" in policy and "default-src 'none'" in policy
    assert PAGE_HEADERS["x-content-type-options"] == "nosniff"
    refused = [m for m in CONSOLE if "Content Security Policy" in m]
    assert not refused, refused
