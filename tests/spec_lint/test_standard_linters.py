"""The rules spec_lint left to Spectral and Redocly: each lints a broken copy of openapi.yaml
with the project's config (.spectral.yaml, redocly.yaml) and expects its finding."""

from __future__ import annotations

import copy
import json
import os
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from spec_model import load_document
from tests.spec_model.edits import Edit, at, drop, put, write_spec

ROOT = Path(__file__).resolve().parents[2]
BASE: dict[str, Any] = load_document()
SPECTRAL = ROOT / "node_modules" / ".bin" / "spectral"
REDOCLY = ROOT / "node_modules" / ".bin" / "redocly"
ENV = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"}
Spec = dict[str, Any]


Findings = dict[str, list[tuple[str, str]]]  # file name -> (rule, JSON pointer)


#: One run of each linter covers the broken copies: with whole copies of the grown
#: spec that took over the global 300 s on the loaded 2-core CI box; trimmed copies take about
#: a quarter of that, the bound stays generous.
pytestmark = pytest.mark.timeout(900)


def spectral(paths: list[Path]) -> Findings:
    """Spectral's findings on each file (one run for all)."""
    result = subprocess.run(
        [SPECTRAL, "lint", "--ruleset", ROOT / ".spectral.yaml", "-f", "json", "-q", *paths],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=900,
        check=False,
    )
    assert result.stdout.strip(), result.stderr
    found: Findings = {path.name: [] for path in paths}
    for r in json.loads(result.stdout):
        pointer = "/" + "/".join(str(p).replace("/", "~1") for p in r["path"])
        found[Path(r["source"]).name].append((r["code"], pointer))
    return found


def redocly(paths: list[Path]) -> Findings:
    """Redocly's findings on each file (one run for all; it prints one JSON object per file)."""
    result = subprocess.run(
        [REDOCLY, "lint", "--config", ROOT / "redocly.yaml", "--format", "json", *paths],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=900,
        check=False,
    )
    found: Findings = {path.name: [] for path in paths}
    decoder, text, reports = json.JSONDecoder(), result.stdout.strip(), 0
    while text:
        report, end = decoder.raw_decode(text)
        text = text[end:].strip()
        reports += 1
        for problem in report["problems"]:
            location = problem["location"][0]
            pointer = location["pointer"].lstrip("#")
            found[Path(location["source"]["ref"]).name].append((problem["ruleId"], pointer))
    assert reports == len(paths), result.stderr
    return found


LINTERS: dict[str, Callable[[list[Path]], Findings]] = {
    "spectral": spectral,
    "redocly": redocly,
}


MEDIA_OP = ("paths", "/media", "get")
SCHEMAS = ("components", "schemas")
REGISTRATION = (*SCHEMAS, "WebhookRegistration", "properties")
JSON = "application/json"


def _limit_example(spec: Spec) -> None:
    parameters = at(spec, "paths", "/history", "get", "parameters")
    (limit,) = [p for p in parameters if p.get("name") == "limit"]
    limit["example"] = 5000


def _used_schema(name: str, schema: dict[str, Any]) -> Edit:
    """A schema added to components, used by a property (its name in lower case)."""

    def edit(spec: Spec) -> None:
        at(spec, *SCHEMAS)[name] = schema
        at(spec, *REGISTRATION)[name.lower()] = {"$ref": f"#/components/schemas/{name}"}

    return edit


def _no_examples(*content: str) -> Edit:
    """Every media type of the content at `content` without its example(s)."""

    def edit(spec: Spec) -> None:
        for media in at(spec, *content).values():
            media.pop("example", None)
            media.pop("examples", None)

    return edit


WATERMARK_400 = ("paths", "/post/youTubeWatermark", "post", "responses", "400", "content", JSON)
EDITS: dict[str, Edit] = {
    "media-example": put(5, *MEDIA_OP, "responses", "200", "content", JSON, "example", 0, "id"),
    "named-example": put("140", *WATERMARK_400, "examples", "aspectRatio", "value", "code"),
    "parameter-example": _limit_example,
    "schema-example-format": put("not a uri", *REGISTRATION, "url", "example"),
    "schema-example-date-time": _used_schema(
        "Stamp", {"type": "string", "format": "date-time", "example": "yesterday"}
    ),
    "schema-example-int32": _used_schema(
        "Count", {"type": "integer", "format": "int32", "example": 2**40}
    ),
    "schema-examples-array": put(
        {"type": "string", "minLength": 3, "examples": ["okay", "x"]}, *REGISTRATION, "label"
    ),
    "operation-id-missing": drop(*MEDIA_OP, "operationId"),
    "operation-id-duplicate": put("upload_media", *MEDIA_OP, "operationId"),
    "operation-id-style": put("List-Media", *MEDIA_OP, "operationId"),
    "operation-id-pascal": put("ListMedia", *MEDIA_OP, "operationId"),
    "operation-id-keyword": put("import", *MEDIA_OP, "operationId"),
    "operation-id-python-clash": put("uploadMedia", *MEDIA_OP, "operationId"),
    "no-tags": drop(*MEDIA_OP, "tags"),
    "no-summary": drop(*MEDIA_OP, "summary"),
    "webhook-no-summary": drop("webhooks", "social", "post", "summary"),
    "no-description": drop(*MEDIA_OP, "description"),
    "request-body-example": _no_examples(
        "paths", "/hook/webhook", "post", "requestBody", "content"
    ),
    "webhook-body-example": _no_examples("webhooks", "feed", "post", "requestBody", "content"),
    "success-response-example": _no_examples(*MEDIA_OP, "responses", "200", "content"),
    "pattern-escape-property": put(r"^https://\S+$", *REGISTRATION, "url", "pattern"),
    "pattern-escape-schema": put(
        r"^\d{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z$", *SCHEMAS, "Timestamp", "pattern"
    ),
}


MEDIA = "/paths/~1media/get"
CASES = [
    # (edit, linter, rule, where the finding points (a prefix))
    ("media-example", "spectral", "oas3-valid-media-example", "/paths/~1media/get/"),
    ("media-example", "redocly", "no-invalid-media-type-examples", "/paths/~1media/get/"),
    ("named-example", "spectral", "oas3-valid-media-example", "/paths/~1post~1youTubeWatermark"),
    ("parameter-example", "spectral", "oas3-valid-media-example", "/paths/~1history/get/param"),
    ("parameter-example", "redocly", "no-invalid-parameter-examples", "/paths/~1history/get/"),
    ("schema-example-format", "spectral", "oas3-valid-schema-example", "/components/schemas/"),
    ("schema-example-date-time", "spectral", "oas3-valid-schema-example", "/components/schemas"),
    ("schema-example-int32", "redocly", "no-invalid-schema-examples", "/components/schemas/Count"),
    ("schema-examples-array", "redocly", "no-invalid-schema-examples", "/components/schemas/Web"),
    ("operation-id-missing", "spectral", "operation-operationId", MEDIA),
    ("operation-id-missing", "redocly", "operation-operationId", MEDIA),
    ("operation-id-duplicate", "spectral", "operation-operationId-unique", MEDIA),
    ("operation-id-style", "spectral", "operation-id-python-style", f"{MEDIA}/operationId"),
    ("operation-id-pascal", "spectral", "operation-id-python-style", f"{MEDIA}/operationId"),
    ("operation-id-keyword", "spectral", "operation-id-not-python-keyword", MEDIA),
    ("operation-id-python-clash", "spectral", "operation-id-python-name-unique", MEDIA),
    ("no-tags", "spectral", "operation-tags", MEDIA),
    ("no-summary", "spectral", "operation-summary-present", MEDIA),
    ("no-summary", "redocly", "operation-summary", MEDIA),
    ("webhook-no-summary", "spectral", "operation-summary-present", "/webhooks/social/post"),
    ("no-description", "spectral", "operation-description", MEDIA),
    ("request-body-example", "spectral", "request-body-example", "/paths/~1hook~1webhook/post"),
    ("webhook-body-example", "spectral", "request-body-example", "/webhooks/feed/post"),
    ("success-response-example", "spectral", "success-response-example", f"{MEDIA}/responses"),
    (
        "pattern-escape-property",
        "spectral",
        "pattern-interoperable",
        "/components/schemas/WebhookRegistration/properties/url/pattern",
    ),
    ("pattern-escape-schema", "spectral", "pattern-interoperable", "/components/schemas/Timestamp"),
]


#: The paths the edits touch (and upload_media, whose operationId two edits clash with). A broken
#: copy keeps only these (and every component): the linters' cost grows with the document,
#: and each broken rule is local. A trimmed copy may also get other findings (e.g. unused
#: components); the tests only look for the expected one.
KEPT_PATHS = ("/media", "/media/upload", "/history", "/post/youTubeWatermark", "/hook/webhook")


def _broken_copy(edit: str) -> Spec:
    spec = copy.deepcopy(BASE)
    # In the document's order: a duplicate is reported at the later of the two operations.
    spec["paths"] = {path: item for path, item in spec["paths"].items() if path in KEPT_PATHS}
    EDITS[edit](spec)
    return spec


@pytest.fixture(scope="module")
def findings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Findings]:
    """Each linter run once over the trimmed broken copies of its cases (the spec itself passes
    both in `make lint`)."""
    directory = tmp_path_factory.mktemp("broken-specs")
    for edit in sorted({case[0] for case in CASES}):
        write_spec(directory, _broken_copy(edit), f"{edit}.yaml")
    found: dict[str, Findings] = {}
    for name, lint in LINTERS.items():
        edits = sorted({case[0] for case in CASES if case[1] == name})
        found[name] = lint([directory / f"{e}.yaml" for e in edits])
    return found


@pytest.mark.parametrize(("edit", "linter", "rule", "where"), CASES)
def test_broken_copy_is_caught(
    edit: str, linter: str, rule: str, where: str, findings: dict[str, Findings]
) -> None:
    found = findings[linter][f"{edit}.yaml"]
    assert any(r == rule and p.startswith(where) for r, p in found), found
