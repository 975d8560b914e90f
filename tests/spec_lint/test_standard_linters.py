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
import yaml

ROOT = Path(__file__).resolve().parents[2]
BASE: dict[str, Any] = yaml.safe_load((ROOT / "openapi.yaml").read_text())
SPECTRAL = ROOT / "node_modules" / ".bin" / "spectral"
REDOCLY = ROOT / "node_modules" / ".bin" / "redocly"
ENV = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"}
Spec = dict[str, Any]


def spectral(path: Path) -> list[tuple[str, str]]:
    """(rule, JSON pointer) of each Spectral finding."""
    result = subprocess.run(
        [SPECTRAL, "lint", "--ruleset", ROOT / ".spectral.yaml", "-f", "json", "-q", path],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=120,
        check=False,
    )
    assert result.stdout.strip(), result.stderr
    return [
        (r["code"], "/" + "/".join(str(p).replace("/", "~1") for p in r["path"]))
        for r in json.loads(result.stdout)
    ]


def redocly(path: Path) -> list[tuple[str, str]]:
    """(rule, JSON pointer) of each Redocly finding."""
    result = subprocess.run(
        [REDOCLY, "lint", "--config", ROOT / "redocly.yaml", "--format", "json", path],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=120,
        check=False,
    )
    problems = json.loads(result.stdout)["problems"]
    return [(p["ruleId"], p["location"][0]["pointer"].lstrip("#")) for p in problems]


LINTERS: dict[str, Callable[[Path], list[tuple[str, str]]]] = {
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
        content = _op(spec, "/media/upload", "post")["responses"]["200"]["content"]
        content["application/json"]["example"]["id"] = 5
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
    else:
        raise AssertionError(name)


MEDIA = "/paths/~1media/get"
CASES = [
    # (edit, linter, rule, where the finding points (a prefix))
    ("media-example", "spectral", "oas3-valid-media-example", "/paths/~1media~1upload/post/"),
    ("media-example", "redocly", "no-invalid-media-type-examples", "/paths/~1media~1upload/"),
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
]


def _write(tmp_path: Path, spec: Spec) -> Path:
    path = tmp_path / "openapi.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("linter", sorted(LINTERS))
def test_the_spec_passes(linter: str, tmp_path: Path) -> None:
    assert LINTERS[linter](ROOT / "openapi.yaml") == []


@pytest.mark.parametrize(("edit", "linter", "rule", "where"), CASES)
def test_broken_copy_is_caught(
    edit: str, linter: str, rule: str, where: str, tmp_path: Path
) -> None:
    spec = copy.deepcopy(BASE)
    _edit(spec, edit)
    findings = LINTERS[linter](_write(tmp_path, spec))
    assert any(r == rule and p.startswith(where) for r, p in findings), findings
