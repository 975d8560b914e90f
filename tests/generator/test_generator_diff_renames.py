"""`generator.diff` pairs a rename: a property (or parameter) removed and one added with the same
schema in the same place is one finding naming both, and breaking in a request (an old client
still sends the old name, which is now ignored). A request property removed outright is breaking
for the same reason. Each proven by an edit to a copy of the spec."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from generator.diff import Change, Severity, diff_specs
from spec_model import load_document
from tests.generator.test_generator_diff import commit_spec, run_diff
from tests.yaml_text import dump_yaml

BASE: dict[str, Any] = load_document()
Spec = dict[str, Any]


def _rename_key(mapping: dict[str, Any], old: str, new: str) -> None:
    """Rename a key in place, keeping the order of the others."""
    items = list(mapping.items())
    mapping.clear()
    mapping.update((new if key == old else key, value) for key, value in items)


def _properties(spec: Spec, schema: str) -> dict[str, Any]:
    properties: dict[str, Any] = spec["components"]["schemas"][schema]["properties"]
    return properties


def _at(changes: list[Change], location: str) -> list[Change]:
    return [c for c in changes if c.location.startswith(location)]


def test_a_renamed_request_property_is_one_breaking_finding_naming_both() -> None:
    spec = copy.deepcopy(BASE)
    _rename_key(_properties(spec, "PostRequest"), "shortenLinks", "shortenUrls")
    changes = diff_specs(BASE, spec)

    at_create = _at(changes, "POST /post request body")
    assert len(at_create) == 1, at_create
    (change,) = at_create
    assert change.rule == "request-property-renamed"
    assert change.severity is Severity.BREAKING
    assert change.location == "POST /post request body (application/json).shortenLinks"
    assert "shortenLinks -> shortenUrls" in change.description
    assert "shorten_links -> shorten_urls" in change.description
    assert "now ignored" in change.description
    assert change.model == "PostRequest.shorten_links"
    assert "SocialPublishing.posts.create(body=...)" in change.client
    # PostRequest is the body of validate_post too: the same one finding there.
    assert {c.rule for c in changes} == {"request-property-renamed"}
    assert not any("removed" in c.rule or "added" in c.rule for c in changes)


def test_a_rename_with_another_schema_stays_a_removal_and_an_addition() -> None:
    spec = copy.deepcopy(BASE)
    properties = _properties(spec, "PostRequest")
    _rename_key(properties, "shortenLinks", "shortenUrls")
    properties["shortenUrls"] = {"type": "string", "description": "Now a mode."}
    changes = _at(diff_specs(BASE, spec), "POST /post request body")
    rules = {c.location.rsplit(".", 1)[-1]: (c.rule, c.severity) for c in changes}
    assert rules == {
        "shortenLinks": ("request-property-removed", Severity.BREAKING),
        "shortenUrls": ("request-property-added", Severity.INFO),
    }


def test_a_request_property_removed_is_breaking_as_its_value_is_now_ignored() -> None:
    spec = copy.deepcopy(BASE)
    del _properties(spec, "PostRequest")["shortenLinks"]
    (change,) = _at(diff_specs(BASE, spec), "POST /post request body")
    assert change.rule == "request-property-removed"
    assert change.severity is Severity.BREAKING
    assert "an old client's value is now ignored" in change.description


def test_a_description_edit_does_not_prevent_the_pairing() -> None:
    spec = copy.deepcopy(BASE)
    properties = _properties(spec, "PostRequest")
    _rename_key(properties, "shortenLinks", "shortenUrls")
    properties["shortenUrls"] = {**properties["shortenUrls"], "description": "Reworded."}
    (change,) = _at(diff_specs(BASE, spec), "POST /post request body")
    assert change.rule == "request-property-renamed"


def test_two_same_shaped_removals_are_not_guessed_into_renames() -> None:
    spec = copy.deepcopy(BASE)
    properties = _properties(spec, "PostRequest")
    properties["flagA"] = properties["flagB"] = {"type": "boolean"}
    old = copy.deepcopy(spec)
    _rename_key(properties, "flagA", "flagC")
    _rename_key(properties, "flagB", "flagD")
    rules = sorted(c.rule for c in _at(diff_specs(old, spec), "POST /post request body"))
    assert rules == ["request-property-added"] * 2 + ["request-property-removed"] * 2


def test_a_renamed_response_property_is_one_finding() -> None:
    spec = copy.deepcopy(BASE)
    _rename_key(_properties(spec, "MediaItem"), "description", "caption")
    spec["components"]["schemas"]["MediaItem"]["required"] = [
        "caption" if name == "description" else name
        for name in spec["components"]["schemas"]["MediaItem"]["required"]
    ]
    changes = _at(diff_specs(BASE, spec), "POST /media/upload response 200")
    assert [c.rule for c in changes] == ["response-property-renamed"], changes
    assert changes[0].severity is Severity.BREAKING  # a required field clients read is gone
    assert "description -> caption" in changes[0].description


def test_a_renamed_parameter_is_one_breaking_finding_naming_both() -> None:
    spec = copy.deepcopy(BASE)
    for parameter in spec["paths"]["/history"]["get"]["parameters"]:
        if parameter.get("name") == "lastDays":
            parameter["name"] = "days"
    changes = _at(diff_specs(BASE, spec), "GET /history")
    assert len(changes) == 1, changes
    (change,) = changes
    assert change.rule == "request-parameter-renamed"
    assert change.severity is Severity.BREAKING
    assert change.location == "GET /history parameter query lastDays"
    assert "lastDays -> days" in change.description
    assert any("days=" in name for name in change.client), change.client


def test_make_diff_prints_the_rename_as_one_breaking_line(tmp_path: Path) -> None:
    repo = commit_spec(tmp_path, BASE)
    spec = copy.deepcopy(BASE)
    _rename_key(_properties(spec, "PostRequest"), "shortenLinks", "shortenUrls")
    (repo / "openapi.yaml").write_text(dump_yaml(spec), encoding="utf-8")
    done = run_diff(repo, "HEAD")
    assert done.returncode == 1, done.stdout + done.stderr
    lines = [line for line in done.stdout.splitlines() if "shortenLinks" in line]
    assert lines and all("BREAKING" in line and "shortenUrls" in line for line in lines), lines
    assert "shortenUrls: new optional field" not in done.stdout
