"""`generator.diff`: spec pairs with known changes, and the command against a git ref."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.diff import Change, diff_specs

ROOT = Path(__file__).resolve().parents[2]
BASE: dict[str, Any] = yaml.safe_load((ROOT / "openapi.yaml").read_text())


def _changed(edit: str) -> dict[str, Any]:
    spec = copy.deepcopy(BASE)
    schemas = spec["components"]["schemas"]
    if edit == "remove-operation":
        del spec["paths"]["/media"]["get"]
    elif edit == "add-operation":
        spec["paths"]["/media/{id}"] = {"get": copy.deepcopy(spec["paths"]["/media"]["get"])}
    elif edit == "remove-response-field":
        del schemas["MediaItem"]["properties"]["description"]
        schemas["MediaItem"]["required"].remove("description")
    elif edit == "add-response-field":
        schemas["MediaItem"]["properties"]["checksum"] = {"type": "string"}
    elif edit == "new-required-request-field":
        schemas["WebhookRegistration"]["properties"]["label"] = {"type": "string"}
        schemas["WebhookRegistration"]["required"].append("label")
    elif edit == "new-optional-request-field":
        schemas["WebhookRegistration"]["properties"]["label"] = {"type": "string"}
    elif edit == "narrow-request-enum":
        schemas["WatermarkTimingType"]["enum"].remove("offsetFromEnd")
    elif edit == "widen-request-only-enum":
        # WatermarkTimingType is in a response too: widen an inline copy in the request only
        widened = copy.deepcopy(schemas["WatermarkTimingType"])
        widened["enum"].append("middle")
        schemas["WatermarkSettings"]["properties"]["timingType"] = widened
    elif edit == "change-type":
        schemas["MediaLibraryItem"]["allOf"][1]["properties"]["size"] = {"type": "string"}
    elif edit == "remove-status":
        del spec["paths"]["/post/{id}"]["get"]["responses"]["404"]
    elif edit == "add-status":
        spec["paths"]["/media"]["get"]["responses"]["400"] = {
            "$ref": "#/components/responses/InvalidRequest"
        }
    elif edit == "new-required-parameter":
        spec["paths"]["/history"]["get"]["parameters"].append(
            {"name": "since", "in": "query", "required": True, "schema": {"type": "string"}}
        )
    elif edit == "parameter-removed":
        spec["paths"]["/history"]["get"]["parameters"] = [
            p for p in spec["paths"]["/history"]["get"]["parameters"] if p.get("name") != "limit"
        ]
    return spec


def _find(changes: list[Change], location_part: str, description_part: str) -> Change:
    for change in changes:
        if location_part in change.location and description_part in change.description:
            return change
    raise AssertionError(f"no change {location_part!r} {description_part!r} in {changes}")


def test_identical_specs_have_no_changes() -> None:
    assert diff_specs(BASE, copy.deepcopy(BASE)) == []


@pytest.mark.parametrize(
    ("edit", "location", "description", "breaking"),
    [
        ("remove-operation", "GET /media", "operation removed", True),
        ("add-operation", "GET /media/{id}", "operation added", False),
        ("remove-response-field", "POST /media/upload response 200", "field removed", True),
        ("add-response-field", "POST /media/upload response 200", "field added", False),
        ("new-required-request-field", "POST /hook/webhook request body", "new required", True),
        ("new-optional-request-field", "POST /hook/webhook request body", "new optional", False),
        ("narrow-request-enum", "POST /post/youTubeWatermark request body", "removed", True),
        ("widen-request-only-enum", "POST /post/youTubeWatermark request body", "added", False),
        ("change-type", "GET /media response 200", "type changed", True),
        ("remove-status", "GET /post/{id} response 404", "status removed", True),
        ("add-status", "GET /media response 400", "status added", False),
        ("new-required-parameter", "GET /history parameter query since", "required", True),
        ("parameter-removed", "GET /history parameter query limit", "removed", True),
    ],
)
def test_change_is_found_and_classified(
    edit: str, location: str, description: str, breaking: bool
) -> None:
    changes = diff_specs(BASE, _changed(edit))
    change = _find(changes, location, description)
    assert change.breaking is breaking
    if not breaking:
        assert not any(c.breaking for c in changes), changes


def test_widened_response_enum_is_breaking_for_literal_enum_clients() -> None:
    spec = copy.deepcopy(BASE)
    spec["components"]["schemas"]["PostStatus"]["enum"].append("archived")
    change = _find(diff_specs(BASE, spec), "GET /post/{id} response 200", "enum values added")
    assert change.breaking


def test_facts_of_x_extensions() -> None:
    spec = copy.deepcopy(BASE)
    spec["x-limits"]["uploadMaxBytes"] //= 2
    spec["x-limits"]["postHistoryMaxLimit"] *= 2
    first_code = sorted(spec["x-error-catalogue"], key=int)[0]
    spec["x-error-catalogue"][first_code]["status"] = 499
    changes = diff_specs(BASE, spec)
    assert _find(changes, "x-limits.uploadMaxBytes", "changed").breaking
    assert not _find(changes, "x-limits.postHistoryMaxLimit", "changed").breaking
    assert _find(changes, f"x-error-catalogue.{first_code}", "HTTP status changed").breaking


def _git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t.test", *args],
        check=True,
        capture_output=True,
    )


def _run_diff(repo: Path, base: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generator.diff", base, "--root", str(repo)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_command_against_a_git_ref(tmp_path: Path) -> None:
    _git(tmp_path, "init", "-q")
    (tmp_path / "openapi.yaml").write_text(yaml.safe_dump(BASE))
    _git(tmp_path, "add", "openapi.yaml")
    _git(tmp_path, "commit", "-q", "-m", "base")

    unchanged = _run_diff(tmp_path, "HEAD")
    assert unchanged.returncode == 0
    assert "no API changes" in unchanged.stdout

    (tmp_path / "openapi.yaml").write_text(yaml.safe_dump(_changed("add-response-field")))
    additive = _run_diff(tmp_path, "HEAD")
    assert additive.returncode == 0, additive.stdout
    assert "checksum: field added" in additive.stdout

    (tmp_path / "openapi.yaml").write_text(yaml.safe_dump(_changed("remove-operation")))
    breaking = _run_diff(tmp_path, "HEAD")
    assert breaking.returncode == 1
    assert "BREAKING  GET /media: operation removed" in breaking.stdout

    missing_ref = _run_diff(tmp_path, "no-such-ref")
    assert missing_ref.returncode == 2
    assert "cannot read openapi.yaml at 'no-such-ref'" in missing_ref.stderr
