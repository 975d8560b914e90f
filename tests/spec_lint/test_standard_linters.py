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
from tests.spec_model.edits import write_spec

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


def _op(spec: Spec, path: str, method: str) -> dict[str, Any]:
    operation: dict[str, Any] = spec["paths"][path][method]
    return operation


def _limit(spec: Spec) -> dict[str, Any]:
    for parameter in _op(spec, "/history", "get")["parameters"]:
        if parameter.get("name") == "limit":
            found: dict[str, Any] = parameter
            return found
    raise AssertionError("no limit parameter")


def _strip_examples(content: dict[str, Any]) -> None:
    for media in content.values():
        media.pop("example", None)
        media.pop("examples", None)


def _edit(spec: Spec, name: str) -> None:
    schemas = spec["components"]["schemas"]
    media = _op(spec, "/media", "get")
    if name == "media-example":
        content = media["responses"]["200"]["content"]
        content["application/json"]["example"][0]["id"] = 5
    elif name == "named-example":
        content = _op(spec, "/post/youTubeWatermark", "post")["responses"]["400"]["content"]
        content["application/json"]["examples"]["aspectRatio"]["value"]["code"] = "140"
    elif name == "parameter-example":
        _limit(spec)["example"] = 5000
    elif name == "schema-example-format":
        schemas["WebhookRegistration"]["properties"]["url"]["example"] = "not a uri"
    elif name == "schema-example-date-time":
        schemas["Stamp"] = {"type": "string", "format": "date-time", "example": "yesterday"}
        schemas["WebhookRegistration"]["properties"]["stamp"] = {
            "$ref": "#/components/schemas/Stamp"
        }
    elif name == "schema-example-int32":
        schemas["Count"] = {"type": "integer", "format": "int32", "example": 2**40}
        schemas["WebhookRegistration"]["properties"]["count"] = {
            "$ref": "#/components/schemas/Count"
        }
    elif name == "schema-examples-array":
        schemas["WebhookRegistration"]["properties"]["label"] = {
            "type": "string",
            "minLength": 3,
            "examples": ["okay", "x"],
        }
    elif name == "operation-id-missing":
        del media["operationId"]
    elif name == "operation-id-duplicate":
        media["operationId"] = "upload_media"
    elif name == "operation-id-style":
        media["operationId"] = "List-Media"
    elif name == "operation-id-pascal":
        media["operationId"] = "ListMedia"
    elif name == "operation-id-keyword":
        media["operationId"] = "import"
    elif name == "operation-id-python-clash":
        media["operationId"] = "uploadMedia"
    elif name == "no-tags":
        del media["tags"]
    elif name == "no-summary":
        del media["summary"]
    elif name == "webhook-no-summary":
        del spec["webhooks"]["social"]["post"]["summary"]
    elif name == "no-description":
        del media["description"]
    elif name == "request-body-example":
        _strip_examples(_op(spec, "/hook/webhook", "post")["requestBody"]["content"])
    elif name == "webhook-body-example":
        _strip_examples(spec["webhooks"]["feed"]["post"]["requestBody"]["content"])
    elif name == "success-response-example":
        _strip_examples(media["responses"]["200"]["content"])
    elif name == "pattern-escape-property":
        schemas["WebhookRegistration"]["properties"]["url"]["pattern"] = r"^https://\S+$"
    elif name == "pattern-escape-schema":
        schemas["Timestamp"]["pattern"] = r"^\d{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z$"
    else:
        raise AssertionError(name)


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
    _edit(spec, edit)
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
