"""The API reference page served at GET /docs: Redoc, built from the spec by `redocly build-docs`.

`python -m generator.docs` writes `reference_server/static/docs.html`; `--check` rebuilds
it in a temporary directory and fails when the committed page differs (run by
`make check-generated`). The page is built from a docs-only copy of the spec in which each
response that lists `x-error-codes` gets a Markdown table of those codes (code, name, HTTP
status, message, from `x-error-catalogue`) appended to its description, operations and
parameters with `x-plans` say which plans include them, and the catalogue itself becomes a
section of the introduction: Redoc renders Markdown descriptions, not these extensions.
The Redoc scripts are inlined (`--inlineBundle`); the one remaining outside reference, the
Redocly logo image the sidebar loads from a CDN, is replaced by an inline SVG so the page
loads nothing from outside. Needs node_modules (npm ci) at build time only.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from generator import freshness

ROOT = Path(__file__).resolve().parents[2]
SPEC = "openapi.yaml"
OUTPUT = Path("reference_server") / "static" / "docs.html"
REDOCLY = Path("node_modules") / ".bin" / "redocly"
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
# The sidebar's "API docs by Redocly" logo is an <img> loaded from the CDN at run time.
LOGO_URLS = (
    "https://cdn.redoc.ly/redoc/logo-mini-full.svg",
    "https://cdn.redoc.ly/redoc/logo-mini.svg",
)
# What shapes the page; an unchanged build skips Redocly (generator/freshness.py).
FRESHNESS_INPUTS = (Path(SPEC), Path("generator") / "docs", Path("package-lock.json"))
INLINE_LOGO = (
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='60' height='14'%3E"
    "%3Ctext x='0' y='11' font-size='11' font-family='sans-serif'%3ERedocly%3C/text%3E%3C/svg%3E"
)


class DocsBuildError(Exception):
    """The page could not be built; the message says why."""


def _cell(value: Any) -> str:
    """A Markdown table cell: pipes escaped, and `<`/`>` as entities (not taken for HTML)."""
    text = str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace("|", "\\|").replace("\n", " ")


def _codes_table(codes: list[Any], catalogue: dict[str, Any]) -> str:
    rows = ["| Code | Name | HTTP status | Message |", "| --- | --- | --- | --- |"]
    for code in codes:
        entry = catalogue.get(str(code)) or {}
        rows.append(
            f"| {code} | `{_cell(entry.get('name', ''))}` | {_cell(entry.get('status', ''))} "
            f"| {_cell(entry.get('message', ''))} |"
        )
    return "\n".join(rows)


def _append(node: dict[str, Any], text: str) -> None:
    description = str(node.get("description") or "").rstrip()
    node["description"] = f"{description}\n\n{text}" if description else text


def _responses(spec: dict[str, Any]) -> list[dict[str, Any]]:
    """Every response object written in place (not a `$ref`) in paths, webhooks, components."""
    found: list[dict[str, Any]] = []
    for section in ("paths", "webhooks"):
        for item in (spec.get(section) or {}).values():
            for method in HTTP_METHODS:
                operation = item.get(method) if isinstance(item, dict) else None
                if isinstance(operation, dict):
                    found += [
                        r
                        for r in (operation.get("responses") or {}).values()
                        if isinstance(r, dict) and "$ref" not in r
                    ]
    found += [
        r
        for r in ((spec.get("components") or {}).get("responses") or {}).values()
        if isinstance(r, dict) and "$ref" not in r
    ]
    return found


def _plans_note(plans: list[Any]) -> str:
    return "**Plans:** " + ", ".join(str(p) for p in plans)


def docs_spec(spec: dict[str, Any]) -> dict[str, Any]:
    """The docs-only copy of `spec`: our x- facts written into Markdown descriptions."""
    docs = copy.deepcopy(spec)
    catalogue = {str(k): v for k, v in (docs.get("x-error-catalogue") or {}).items()}
    for response in _responses(docs):
        codes = response.get("x-error-codes")
        if isinstance(codes, list) and codes:
            _append(response, "**Error codes**\n\n" + _codes_table(codes, catalogue))
    for section in ("paths", "webhooks"):
        for item in (docs.get(section) or {}).values():
            for method in HTTP_METHODS:
                operation = item.get(method) if isinstance(item, dict) else None
                if isinstance(operation, dict) and isinstance(operation.get("x-plans"), list):
                    _append(operation, _plans_note(operation["x-plans"]))
    for parameter in ((docs.get("components") or {}).get("parameters") or {}).values():
        if isinstance(parameter, dict) and isinstance(parameter.get("x-plans"), list):
            _append(parameter, _plans_note(parameter["x-plans"]))
    if catalogue:
        info = docs.setdefault("info", {})
        _append(
            info,
            "## Error catalogue\n\nEvery error body has the `Error` shape; its `code` is one "
            "of these.\n\n" + _codes_table(sorted(catalogue, key=lambda c: (len(c), c)), catalogue),
        )
    return docs


def build_page(root: Path, output: Path) -> None:
    """Build the page for `root`/openapi.yaml into `output`."""
    # Imported when there is work: the spec library loads jsonschema (a no-op run stays fast).
    from spec_model import SpecLoadError, load_document

    redocly = root / REDOCLY
    if not redocly.exists():
        raise DocsBuildError(f"{redocly} not found: run `make setup` (npm ci) first")
    try:
        spec = load_document(root / SPEC)
    except SpecLoadError as exc:
        raise DocsBuildError(str(exc)) from None
    env = {
        **os.environ,
        "REDOCLY_TELEMETRY": "off",
        "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true",
        "NO_COLOR": "1",
    }
    with tempfile.TemporaryDirectory(prefix="docs-page-") as scratch_name:
        scratch = Path(scratch_name)
        source = scratch / "openapi.json"
        source.write_text(json.dumps(docs_spec(spec), indent=1), encoding="utf-8")
        built = scratch / "docs.html"
        result = subprocess.run(
            [str(redocly), "build-docs", str(source), "--inlineBundle", "--output", str(built)],
            cwd=scratch,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        if result.returncode != 0 or not built.is_file():
            raise DocsBuildError(f"redocly build-docs failed:\n{result.stdout}\n{result.stderr}")
        html = built.read_text(encoding="utf-8")
    for url in LOGO_URLS:
        if url not in html:
            raise DocsBuildError(f"the Redoc bundle no longer loads {url}: recheck LOGO_URLS")
        html = html.replace(url, INLINE_LOGO)
    output.parent.mkdir(parents=True, exist_ok=True)
    partial = output.with_name(f".{output.name}.new")  # a server reading it never sees half
    partial.write_text(html, encoding="utf-8")
    partial.replace(output)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.docs", description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if the committed page differs")
    parser.add_argument("--root", type=Path, default=ROOT, help="project root")
    args = parser.parse_args(argv)
    root: Path = args.root.resolve()
    target = root / OUTPUT
    try:
        if not args.check:
            if freshness.is_fresh(root, "docs", FRESHNESS_INPUTS, [OUTPUT]):
                print(f"{OUTPUT} is up to date, nothing to do")
                return 0
            build_page(root, target)
            freshness.record(root, "docs", FRESHNESS_INPUTS, [OUTPUT])
            print(f"wrote {OUTPUT} ({target.stat().st_size // 1024} KiB)")
            return 0
        with tempfile.TemporaryDirectory(prefix="docs-check-") as scratch:
            fresh = Path(scratch) / "docs.html"
            build_page(root, fresh)
            if not target.is_file() or fresh.read_bytes() != target.read_bytes():
                print(
                    f"{OUTPUT} is out of date with {SPEC}: run `make generate` and commit it",
                    file=sys.stderr,
                )
                return 1
            print(f"{OUTPUT} is up to date")
            return 0
    except (DocsBuildError, OSError, subprocess.TimeoutExpired) as exc:
        print(f"generator.docs: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
