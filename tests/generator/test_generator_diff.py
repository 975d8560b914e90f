"""`generator.diff`: each check proven by an edit to a copy of the spec, the report formats,
the exit status, and the generated-client comparison."""

from __future__ import annotations

import ast
import contextlib
import copy
import io
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generator.diff import Change, Severity, diff_specs
from generator.diff.__main__ import main as diff_main
from generator.diff.client import compare_surfaces, operation_renames, package_surface
from generator.diff.client_names import field, model
from spec_model import load_document
from tests.generator.spec_subset import spec_subset
from tests.yaml_text import dump_yaml

ROOT = Path(__file__).resolve().parents[2]
BASE: dict[str, Any] = load_document()
# The spec documents no response header at the moment (Content-Encoding is left out on
# purpose); the base of these tests documents one, so that removing it can be shown.
BASE["paths"]["/media"]["get"]["responses"]["200"]["headers"] = {
    "X-Request-Id": {"description": "Identifier of the request.", "schema": {"type": "string"}}
}
Spec = dict[str, Any]
#: The spec cut to the paths the command's tests edit (`spec_subset`): each run of the command
#: reads and diffs it in a fraction of the whole spec's time, and the client generated from
#: CLIENT_SUBSET (twice for one diff) is a fraction of the whole client.
COMMAND_SUBSET = spec_subset(BASE, ("/post", "/history", "/media", "/media/upload"))
CLIENT_SUBSET = spec_subset(BASE, ("/history", "/media"))


def _schemas(spec: Spec) -> dict[str, Any]:
    schemas: dict[str, Any] = spec["components"]["schemas"]
    return schemas


def _param(spec: Spec, path: str, method: str, name: str) -> dict[str, Any]:
    for parameter in spec["paths"][path][method]["parameters"]:
        if parameter.get("name") == name:
            found: dict[str, Any] = parameter
            return found
    raise AssertionError(f"no parameter {name} on {method} {path}")


# -- seven breaking edits --------------------------------------------------------------------------


def _post_max_length(spec: Spec) -> None:
    _schemas(spec)["PostRequest"]["properties"]["post"]["maxLength"] = 280


def _media_urls_max_items(spec: Spec) -> None:
    _schemas(spec)["PostRequest"]["properties"]["mediaUrls"]["maxItems"] = 4


def _query_maximum(spec: Spec) -> None:
    _param(spec, "/history", "get", "lastDays")["schema"]["maximum"] = 365


def _parameter_default(spec: Spec) -> None:
    _param(spec, "/history", "get", "limit")["schema"]["default"] = 50


def _bearer_to_api_key_header(spec: Spec) -> None:
    spec["components"]["securitySchemes"]["apiKey"] = {
        "type": "apiKey",
        "in": "header",
        "name": "X-API-Key",
    }


def _rename_operation_id(spec: Spec) -> None:
    spec["paths"]["/history"]["get"]["operationId"] = "list_post_history"


def _remove_response_header(spec: Spec) -> None:
    del spec["paths"]["/media"]["get"]["responses"]["200"]["headers"]["X-Request-Id"]


SEVEN_EDITS: list[tuple[Callable[[Spec], None], str, str]] = [
    (_post_max_length, "POST /post request body (application/json).post", "maxLength decreased"),
    (_media_urls_max_items, "POST /post request body", "maxItems decreased 35 -> 4"),
    (_query_maximum, "GET /history parameter query lastDays", "maximum decreased 3650 -> 365"),
    (_parameter_default, "GET /history parameter query limit", "default changed from 25 to 50"),
    (
        _bearer_to_api_key_header,
        "components.securitySchemes.apiKey",
        "changed from http bearer to apiKey in header 'X-API-Key'",
    ),
    (_rename_operation_id, "GET /history", "operationId changed"),
    (_remove_response_header, "GET /media response 200 header x-request-id", "removed"),
]


def _edited(edit: Callable[[Spec], None], base: Spec = BASE) -> Spec:
    spec = copy.deepcopy(base)
    edit(spec)
    return spec


def _find(changes: list[Change], location_part: str, description_part: str) -> Change:
    for change in changes:
        if location_part in change.location and description_part in change.description:
            return change
    listed = "\n".join(f"  {c}" for c in changes)
    raise AssertionError(f"no change {location_part!r} {description_part!r} in\n{listed}")


def test_identical_specs_have_no_changes() -> None:
    assert diff_specs(BASE, copy.deepcopy(BASE)) == []


@pytest.mark.parametrize(
    ("edit", "location", "description"), SEVEN_EDITS, ids=[e[0].__name__ for e in SEVEN_EDITS]
)
def test_the_seven_edits_of_the_issue_are_breaking_each_one_finding(
    edit: Callable[[Spec], None], location: str, description: str
) -> None:
    changes = diff_specs(BASE, _edited(edit))
    change = _find(changes, location, description)
    assert change.severity is Severity.BREAKING, change
    # One finding per operation the edit reaches: `PostRequest` is the body of create_post and
    # of validate_post, so an edit of it is reported once at each (same rule, same text).
    assert len({(c.rule, c.description) for c in changes}) == 1, changes
    assert len({c.location for c in changes}) == len(changes), changes


def test_all_seven_edits_together_each_with_a_rule_id() -> None:
    spec = copy.deepcopy(BASE)
    for edit, _, _ in SEVEN_EDITS:
        edit(spec)
    changes = diff_specs(BASE, spec)
    for _, location, description in SEVEN_EDITS:
        assert _find(changes, location, description).breaking
    for change in changes:
        assert change.rule and " " not in change.rule, change


# -- one edit per check, with the severity it must get ------------------------------------------


def _edit(spec: Spec, name: str) -> None:
    schemas = _schemas(spec)
    paths = spec["paths"]
    if name == "remove-operation":
        del paths["/media"]["get"]
    elif name == "remove-path":
        del paths["/media"]
    elif name == "add-operation":
        paths["/media/{id}"] = {"get": copy.deepcopy(paths["/media"]["get"])}
        paths["/media/{id}"]["get"]["operationId"] = "get_media"
    elif name == "remove-response-field":
        del schemas["MediaItem"]["properties"]["description"]
        schemas["MediaItem"]["required"].remove("description")
    elif name == "add-response-field":
        schemas["MediaItem"]["properties"]["checksum"] = {"type": "string"}
    elif name == "response-field-optional":
        schemas["MediaItem"]["required"].remove("description")
    elif name == "new-required-request-field":
        schemas["WebhookRegistration"]["properties"]["label"] = {"type": "string"}
        schemas["WebhookRegistration"]["required"].append("label")
    elif name == "new-optional-request-field":
        schemas["WebhookRegistration"]["properties"]["label"] = {"type": "string"}
    elif name == "narrow-request-enum":
        schemas["WatermarkTimingType"]["enum"].remove("offsetFromEnd")
    elif name == "widen-request-only-enum":
        widened = copy.deepcopy(schemas["WatermarkTimingType"])
        widened["enum"].append("middle")
        schemas["WatermarkSettings"]["properties"]["timingType"] = widened
    elif name == "widen-response-enum":
        schemas["PostStatus"]["enum"].append("archived")
    elif name == "change-type":
        schemas["MediaLibraryItem"]["allOf"][1]["properties"]["size"] = {"type": "integer"}
    elif name == "remove-status":
        del paths["/post/{id}"]["get"]["responses"]["404"]
    elif name == "add-status":
        paths["/media"]["get"]["responses"]["400"] = {
            "$ref": "#/components/responses/InvalidRequest"
        }
    elif name == "new-required-parameter":
        paths["/history"]["get"]["parameters"].append(
            {"name": "since", "in": "query", "required": True, "schema": {"type": "string"}}
        )
    elif name == "new-optional-parameter":
        paths["/history"]["get"]["parameters"].append(
            {"name": "since", "in": "query", "schema": {"type": "string"}}
        )
    elif name == "parameter-removed":
        paths["/history"]["get"]["parameters"] = [
            p for p in paths["/history"]["get"]["parameters"] if p.get("name") != "limit"
        ]
    elif name == "parameter-became-required":
        _param(spec, "/history", "get", "limit")["required"] = True
    elif name == "min-length-raised":
        schemas["PostRequest"]["properties"]["post"]["minLength"] = 5
    elif name == "max-length-raised":
        schemas["PostRequest"]["properties"]["post"]["maxLength"] = 20000
    elif name == "minimum-raised":
        _param(spec, "/history", "get", "limit")["schema"]["minimum"] = 10
    elif name == "exclusive-minimum-added":
        _param(spec, "/history", "get", "limit")["schema"]["exclusiveMinimum"] = 5
    elif name == "min-items-raised":
        schemas["PostDeletion"]["properties"]["bulk"]["minItems"] = 2
    elif name == "pattern-added":
        schemas["WebhookRegistration"]["properties"]["label"] = {"type": "string"}
        schemas["PostRequest"]["properties"]["post"]["pattern"] = "^[^<>]*$"
    elif name == "pattern-changed":
        spec["components"]["parameters"]["ProfileKey"]["schema"]["pattern"] = "^[A-Z0-9-]+$"
    elif name == "format-changed":
        schemas["PostRequest"]["properties"]["mediaUrls"]["items"]["format"] = "uri-reference"
    elif name == "request-body-media-removed":
        content = paths["/post"]["post"]["requestBody"]["content"]
        content["application/x-www-form-urlencoded"] = content.pop("application/json")
    elif name == "response-media-removed":
        response = paths["/media"]["get"]["responses"]["200"]
        response["content"] = {"text/plain": {"schema": {"type": "string"}}}
    elif name == "operation-security-added":
        paths["/media"]["get"]["security"] = [{"apiKey": []}, {"otherKey": []}]
    elif name == "operation-security-replaced":
        paths["/media"]["get"]["security"] = [{"otherKey": []}]
    elif name == "global-security-changed":
        spec["security"] = [{"otherKey": []}]
    elif name == "bearer-format-changed":
        spec["components"]["securitySchemes"]["apiKey"]["bearerFormat"] = "opaque"
    elif name == "security-scheme-removed":
        del spec["components"]["securitySchemes"]["apiKey"]
    elif name == "oneof-branch-removed":
        del schemas["PostDeletion"]["anyOf"][2]
    elif name == "oneof-branch-reordered":
        schemas["PostDeletion"]["anyOf"].reverse()
        schemas["PostRequest"]["properties"]["platforms"]["oneOf"].reverse()
    elif name == "oneof-branch-tightened-and-reordered":
        branches = schemas["PostDeletion"]["anyOf"]
        branches[2]["properties"]["deleteAllScheduled"]["const"] = False
        branches.reverse()
    elif name == "x-error-status":
        spec["x-error-catalogue"]["101"]["status"] = 422
    elif name == "x-error-code-removed":
        del spec["x-error-catalogue"]["101"]
    elif name == "x-error-code-added":
        spec["x-error-catalogue"]["999"] = {"status": 400, "name": "new", "message": "New."}
    elif name == "x-limit-lowered":
        spec["x-limits"]["uploadMaxBytes"] //= 2
    elif name == "x-limit-raised":
        spec["x-limits"]["postHistoryMaxLimit"] *= 2
    elif name == "x-plan-removed":
        spec["x-plans"].remove("Premium")
    elif name == "operation-plan-narrowed":
        spec["components"]["parameters"]["ProfileKey"]["x-plans"] = ["Enterprise"]
    elif name == "x-webhook-signature-header":
        spec["x-webhook-delivery"]["signatureHeader"] = "X-Signature"
    elif name == "x-webhook-timeout-shortened":
        spec["x-webhook-delivery"]["receiverTimeoutSeconds"] = 5
    elif name == "x-sunset-earlier":
        schemas["WebhookAction"]["x-sunset"]["accountActivity"]["unavailableFrom"] = (
            "2026-01-01T00:00:00Z"
        )
        schemas["WebhookAction"]["x-sunset"]["accountActivity"]["lastDay"] = "2025-12-31"
    elif name == "x-sunset-added":
        schemas["PostStatus"]["x-sunset"] = {"pending": {"unavailableFrom": "2027-01-01"}}
    elif name == "response-error-code-added":
        spec["components"]["responses"]["MediaUploadRefused"]["x-error-codes"].append(130)
    else:
        raise AssertionError(name)


CASES = [
    # (edit, location part, description part, severity)
    ("remove-operation", "GET /media", "operation removed", Severity.BREAKING),
    ("remove-path", "/media", "path removed", Severity.BREAKING),
    ("add-operation", "GET /media/{id}", "operation added", Severity.INFO),
    ("remove-response-field", "POST /media/upload response 200", "required field removed", "B"),
    ("add-response-field", "POST /media/upload response 200", "field added", Severity.INFO),
    ("response-field-optional", "GET /media response 200", "became optional", "B"),
    ("new-required-request-field", "POST /hook/webhook request body", "new required", "B"),
    ("new-optional-request-field", "POST /hook/webhook request body", "new optional", "I"),
    ("narrow-request-enum", "POST /post/youTubeWatermark request body", "removed", "B"),
    ("widen-request-only-enum", "POST /post/youTubeWatermark request body", "added", "I"),
    ("widen-response-enum", "GET /post/{id} response 200", "enum values added", "B"),
    ("change-type", "GET /media response 200", "type changed", "B"),
    ("remove-status", "GET /post/{id} response 404", "status removed", "B"),
    ("add-status", "GET /media response 400", "status added", "I"),
    ("new-required-parameter", "GET /history parameter query since", "new required", "B"),
    ("new-optional-parameter", "GET /history parameter query since", "new optional", "I"),
    ("parameter-removed", "GET /history parameter query limit", "removed", "B"),
    ("parameter-became-required", "GET /history parameter query limit", "became required", "B"),
    ("min-length-raised", "POST /post request body", "minLength increased 1 -> 5", "B"),
    ("max-length-raised", "POST /post request body", "maxLength increased", "I"),
    ("minimum-raised", "GET /history parameter query limit", "minimum increased", "B"),
    ("exclusive-minimum-added", "GET /history parameter query limit", "exclusiveMinimum 5", "B"),
    ("min-items-raised", "DELETE /post request body", "minItems increased 1 -> 2", "B"),
    ("pattern-added", "POST /post request body (application/json).post", "pattern", "B"),
    ("pattern-changed", "parameter header profile-key", "pattern changed", "W"),
    ("format-changed", "POST /post request body", "format changed", "B"),
    ("request-body-media-removed", "POST /post request body (application/json)", "removed", "B"),
    ("response-media-removed", "GET /media response 200 (application/json)", "removed", "B"),
    ("operation-security-added", "GET /media", "security requirement added", "I"),
    ("operation-security-replaced", "GET /media", "requirement removed: apiKey", "B"),
    ("global-security-changed", "security (global)", "requirement removed: apiKey", "B"),
    ("security-scheme-removed", "components.securitySchemes.apiKey", "scheme removed", "B"),
    ("bearer-format-changed", "components.securitySchemes.apiKey", "bearerFormat", "W"),
    ("oneof-branch-removed", "DELETE /post request body", "anyOf branch removed", "B"),
    ("oneof-branch-tightened-and-reordered", "DeleteAllScheduledPosts>", "values removed", "B"),
    ("x-error-status", "x-error-catalogue.101", "HTTP status changed", "B"),
    ("x-error-code-removed", "x-error-catalogue.101", "error code removed", "W"),
    ("x-error-code-added", "x-error-catalogue.999", "error code added", "I"),
    ("x-limit-lowered", "x-limits.uploadMaxBytes", "lowered", "B"),
    ("x-limit-raised", "x-limits.postHistoryMaxLimit", "raised", "I"),
    ("x-plan-removed", "x-plans", "plan 'Premium' removed", "B"),
    ("operation-plan-narrowed", "parameter header profile-key", "no longer in plans", "B"),
    ("x-webhook-signature-header", "x-webhook-delivery.signatureHeader", "changed", "B"),
    ("x-webhook-timeout-shortened", "x-webhook-delivery.receiverTimeoutSeconds", "changed", "B"),
    ("x-sunset-earlier", "x-sunset at #/components/schemas/WebhookAction", "earlier", "B"),
    ("x-sunset-added", "x-sunset at #/components/schemas/PostStatus", "sunset added", "W"),
    ("response-error-code-added", "POST /media/upload response 400", "error codes ['130']", "W"),
]
_SEVERITY = {"B": Severity.BREAKING, "W": Severity.WARNING, "I": Severity.INFO}


@pytest.mark.parametrize(("edit", "location", "description", "severity"), CASES)
def test_change_is_found_with_its_severity(
    edit: str, location: str, description: str, severity: Severity | str
) -> None:
    expected = _SEVERITY[severity] if isinstance(severity, str) else severity
    spec = copy.deepcopy(BASE)
    _edit(spec, edit)
    changes = diff_specs(BASE, spec)
    change = _find(changes, location, description)
    assert change.severity is expected, change
    if expected is Severity.INFO:
        assert not any(c.breaking for c in changes), changes


def test_reordered_oneof_branches_report_nothing() -> None:
    spec = copy.deepcopy(BASE)
    _edit(spec, "oneof-branch-reordered")
    assert diff_specs(BASE, spec) == []


# -- the command: formats and exit status ---------------------------------------------------------


def _git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t.test", *args],
        check=True,
        capture_output=True,
    )


def _diff_command(repo: Path, base: str, *extra: str) -> list[str]:
    return [base, "--root", str(repo), "--no-client", *extra]


def run_diff(repo: Path, base: str, *extra: str) -> subprocess.CompletedProcess[str]:
    """The command's `main` run in this process (its exit status, output and errors);
    `test_command_runs_as_a_module` proves `python -m generator.diff` exits with it."""
    argv = _diff_command(repo, base, *extra)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = diff_main(argv)
    return subprocess.CompletedProcess(argv, status, out.getvalue(), err.getvalue())


def commit_spec(repo: Path, spec: Spec) -> Path:
    """A git repository at ``repo`` whose one commit holds ``spec`` as openapi.yaml."""
    _git(repo, "init", "-q")
    (repo / "openapi.yaml").write_text(dump_yaml(spec))
    _git(repo, "add", "openapi.yaml")
    _git(repo, "commit", "-q", "-m", "base")
    return repo


@pytest.fixture
def small_repo(tmp_path: Path) -> Path:
    """The repository with COMMAND_SUBSET committed."""
    return commit_spec(tmp_path, COMMAND_SUBSET)


def test_command_exit_status(small_repo: Path) -> None:
    unchanged = run_diff(small_repo, "HEAD")
    assert unchanged.returncode == 0
    assert "no API changes" in unchanged.stdout

    additive = copy.deepcopy(COMMAND_SUBSET)
    _edit(additive, "add-response-field")
    (small_repo / "openapi.yaml").write_text(dump_yaml(additive))
    result = run_diff(small_repo, "HEAD")
    assert result.returncode == 0, result.stdout
    assert "checksum: field added" in result.stdout

    warning = copy.deepcopy(COMMAND_SUBSET)
    _edit(warning, "x-error-code-removed")
    (small_repo / "openapi.yaml").write_text(dump_yaml(warning))
    assert run_diff(small_repo, "HEAD").returncode == 0
    assert run_diff(small_repo, "HEAD", "--fail-on", "warning").returncode == 1

    (small_repo / "openapi.yaml").write_text(
        dump_yaml(_edited(_rename_operation_id, COMMAND_SUBSET))
    )
    breaking = run_diff(small_repo, "HEAD")
    assert breaking.returncode == 1
    assert "BREAKING  GET /history: operationId changed" in breaking.stdout
    assert run_diff(small_repo, "HEAD", "--fail-on", "never").returncode == 0

    missing_ref = run_diff(small_repo, "no-such-ref")
    assert missing_ref.returncode == 2
    assert "cannot read openapi.yaml at 'no-such-ref'" in missing_ref.stderr


def test_command_runs_as_a_module(small_repo: Path) -> None:
    (small_repo / "openapi.yaml").write_text(
        dump_yaml(_edited(_rename_operation_id, COMMAND_SUBSET))
    )
    breaking = subprocess.run(
        [sys.executable, "-m", "generator.diff", *_diff_command(small_repo, "HEAD")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert breaking.returncode == 1, breaking.stderr
    assert "BREAKING  GET /history: operationId changed" in breaking.stdout


def test_command_formats(small_repo: Path) -> None:
    spec = copy.deepcopy(COMMAND_SUBSET)
    for edit, _, _ in SEVEN_EDITS:
        edit(spec)
    _edit(spec, "add-response-field")
    (small_repo / "openapi.yaml").write_text(dump_yaml(spec))
    expected = diff_specs(COMMAND_SUBSET, spec)
    breaking_count = sum(1 for c in expected if c.breaking)

    markdown = run_diff(small_repo, "HEAD", "--format", "markdown")
    assert markdown.returncode == 1
    rows = [line for line in markdown.stdout.splitlines() if line.startswith("| breaking |")]
    assert len(rows) == breaking_count
    assert "| info | `POST /media/upload response 200" in markdown.stdout

    report = small_repo / "report.xml"
    junit = run_diff(small_repo, "HEAD", "--format", "junit", "--output", str(report))
    assert junit.returncode == 1 and junit.stdout == ""
    suite = ET.parse(report).getroot().find("testsuite")
    assert suite is not None
    assert int(suite.get("tests", "0")) == len(expected)
    assert int(suite.get("failures", "0")) == breaking_count
    assert len(suite.findall("testcase/failure")) == breaking_count

    github = run_diff(small_repo, "HEAD", "--format", "github")
    lines = github.stdout.splitlines()
    assert sum(line.startswith("::error file=openapi.yaml,") for line in lines) == breaking_count
    assert any(line.startswith("::notice ") and "checksum" in line for line in lines)
    for line in lines:
        properties, _, message = line.partition("::")[2].partition("::")
        assert "\n" not in message and "," in properties


# -- the generated client ----------------------------------------------------------------------


CLIENT = "social_publishing_client"
MODELS = "social_publishing_models"
RESOURCE_CLASSES = ("PostsResource", "AsyncPostsResource")
POSTS = f"{CLIENT}.api.posts"  # the posts resource classes (api/posts/__init__.py)


def test_client_changes_from_a_surface_comparison() -> None:
    surface = package_surface(ROOT / "generated_client", (CLIENT, MODELS))
    assert f"{CLIENT}.api:SocialPublishing" in surface
    parameters = surface[f"{POSTS}:PostsResource.get_history()"]
    assert parameters is not None and "limit" in [p.name for p in parameters]
    renamed: dict[str, Any] = {}
    for symbol, value in surface.items():
        renamed[symbol.replace(".get_history()", ".list_history()")] = value
    model = f"{MODELS}.media:MediaItem.description"
    assert model in renamed
    del renamed[model]
    changes = compare_surfaces(surface, renamed, {"get_history": "list_history"})
    renamed_change = _find(changes, f"client {POSTS}:PostsResource.get_history()", "renamed to")
    assert renamed_change.breaking and "list_history()" in renamed_change.description
    for owner in RESOURCE_CLASSES:  # one change names every class the method is on
        assert owner in renamed_change.description
    assert _find(changes, f"client {model}", "removed").breaking
    assert not [c for c in changes if "list_history" in c.location], changes
    # posts.get_history and webhooks.get_history (both renamed here), one change each
    assert len([c for c in changes if "history" in c.location]) == 2, changes


def test_renamed_model_class_is_paired_and_a_removed_class_reported_once() -> None:
    surface = package_surface(ROOT / "generated_client", (CLIENT, MODELS))
    changed: dict[str, Any] = {}
    for symbol, value in surface.items():
        renamed = symbol.replace(f"{MODELS}.media:MediaItem", f"{MODELS}.media:MediaObject")
        if not symbol.startswith(f"{MODELS}.webhooks:WebhookRegistration"):
            changed[renamed] = value
    changes = compare_surfaces(surface, changed, {})
    # the models are one module per spec area (generator/model_modules.py)
    pydantic = _find(
        changes, f"client {MODELS}.media:MediaItem", f"renamed to {MODELS}.media:MediaObject"
    )
    assert pydantic.breaking
    removed = _find(changes, f"client {MODELS}.webhooks:WebhookRegistration", "removed")
    assert removed.breaking
    # one change per renamed or removed class, none per field, module or addition
    assert sorted(c.location for c in changes) == sorted([pydantic.location, removed.location]), (
        changes
    )


def test_operation_renames_use_the_generated_method_names() -> None:
    renames = operation_renames(BASE, _edited(_rename_operation_id))
    assert renames == {"get_history": "list_history"}


@pytest.mark.timeout(600)
def test_make_diff_reports_the_generated_client_changes(tmp_path: Path) -> None:
    repo = commit_spec(tmp_path, CLIENT_SUBSET)
    spec = _edited(_rename_operation_id, CLIENT_SUBSET)
    _schemas(spec)["MediaItem"]["required"].remove("description")
    del _schemas(spec)["MediaItem"]["properties"]["description"]
    (repo / "openapi.yaml").write_text(dump_yaml(spec))
    result = subprocess.run(
        [sys.executable, "-m", "generator.diff", "HEAD", "--root", str(repo), "--format", "junit"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1, result.stderr
    cases = {
        (case.get("name"), case.get("classname")): case
        for case in ET.fromstring(result.stdout).iter("testcase")
    }
    method = "client social_publishing_client.api.posts:PostsResource.get_history()"
    assert (method, "api-diff.client-function-renamed") in cases, json.dumps(list(cases))
    for removed in (
        "social_publishing_client.models.media_item:MediaItem.description",  # the client's
        "social_publishing_models.media:MediaItem.description",  # the server's pydantic one
    ):
        assert (f"client {removed}", "api-diff.client-name-removed") in cases


# -- client names: every finding names the client methods and the model field --------------------


SYNC_CREATE = "SocialPublishing.posts.create(body=...)"
ASYNC_CREATE = "AsyncSocialPublishing.posts.create(body=...)"


def _field_edit(spec: Spec, name: str) -> None:
    post_request = _schemas(spec)["PostRequest"]
    if name == "max-length":
        post_request["properties"]["post"]["maxLength"] = 280
    elif name == "field-added":
        post_request["properties"]["firstComment"] = {"type": "string"}
    elif name == "required-added":
        post_request["required"].append("scheduleDate")
    elif name == "enum-narrowed":
        _schemas(spec)["WebhookAction"]["enum"].remove("feed")


@pytest.mark.parametrize(
    ("edit", "location", "model"),
    [
        ("max-length", "POST /post request body (application/json).post", "PostRequest.post"),
        (
            "field-added",
            "POST /post request body (application/json).firstComment",
            "PostRequest.first_comment",
        ),
        (
            "required-added",
            "POST /post request body (application/json).scheduleDate",
            "PostRequest.schedule_date",
        ),
    ],
)
def test_a_field_change_names_the_client_methods_and_the_model_field(
    edit: str, location: str, model: str
) -> None:
    spec = copy.deepcopy(BASE)
    _field_edit(spec, edit)
    changes = diff_specs(BASE, spec)
    change = _find(changes, location, "")
    assert change.client == (SYNC_CREATE, ASYNC_CREATE), change
    assert change.model == model, change
    # PostRequest is also the body of validate_post: traced there with that method
    validate = _find(changes, location.replace("POST /post ", "POST /validate/post "), "")
    assert validate.client == (
        "SocialPublishing.validate.post(body=...)",
        "AsyncSocialPublishing.validate.post(body=...)",
    )
    assert validate.model == model


def test_a_schema_change_is_traced_to_every_operation_that_uses_it() -> None:
    # WebhookAction is reached through $refs: the register body, the history query parameter
    # and responses (Webhook.action); each finding names its operation's methods.
    spec = copy.deepcopy(BASE)
    _field_edit(spec, "enum-narrowed")
    changes = [c for c in diff_specs(BASE, spec) if "enum values removed" in c.description]
    by_method = {m for c in changes for m in c.client}
    for expected in (
        "SocialPublishing.webhooks.register(body=...)",
        "SocialPublishing.webhooks.get_history(action=...)",
        "AsyncSocialPublishing.webhooks.get_history(action=...)",
    ):
        assert expected in by_method, sorted(by_method)
    register = _find(changes, "POST /hook/webhook request body", "enum values removed")
    assert register.model == "WebhookRegistration.action", register
    assert register.breaking
    # the operations that return it (responses) are reached too, with the model field
    responses = [c for c in changes if " response " in c.location]
    assert responses and all(c.model.endswith(".action") for c in responses), responses
    operations = {c.location.split(" request")[0].split(" response")[0] for c in changes}
    assert len(operations) >= 3, operations


def test_a_parameter_change_names_the_keyword_argument() -> None:
    change = _find(diff_specs(BASE, _edited(_query_maximum)), "lastDays", "maximum")
    assert change.client == (
        "SocialPublishing.posts.get_history(last_days=...)",
        "AsyncSocialPublishing.posts.get_history(last_days=...)",
    )
    assert change.model == ""


def test_a_renamed_operation_names_its_old_method_and_facts_name_none() -> None:
    renamed = _find(diff_specs(BASE, _edited(_rename_operation_id)), "GET /history", "operationId")
    assert renamed.client == (
        "SocialPublishing.posts.list_history()",
        "AsyncSocialPublishing.posts.list_history()",
    )
    spec = copy.deepcopy(BASE)
    _edit(spec, "x-error-code-removed")
    fact = diff_specs(BASE, spec)[0]
    assert fact.client == () and fact.model == "" and fact.client_names == ""


def test_client_names_match_the_committed_models() -> None:
    # The mapping of client_names against what openapi-python-client really generated: every
    # property of every component object schema is a field of its attrs model class
    # (models/<model>.py).
    fields = {
        node.name: {
            m.target.id
            for m in node.body
            if isinstance(m, ast.AnnAssign) and isinstance(m.target, ast.Name)
        }
        for module in sorted((ROOT / "generated_client" / CLIENT / "models").glob("*.py"))
        for node in ast.parse(module.read_text(encoding="utf-8")).body
        if isinstance(node, ast.ClassDef)
    }
    checked = 0
    for name, schema in _schemas(BASE).items():
        if not schema.get("properties") or model(name) not in fields:
            continue  # a union of branches (type alias), no fields of its own
        for prop in schema["properties"]:
            assert field(prop) in fields[model(name)], (name, prop)
            checked += 1
    assert checked > 500


def test_every_format_names_the_client_methods_and_model_field(small_repo: Path) -> None:
    spec = copy.deepcopy(COMMAND_SUBSET)
    _field_edit(spec, "required-added")
    (small_repo / "openapi.yaml").write_text(dump_yaml(spec))
    expected = ("SocialPublishing.posts.create(body=...)", "PostRequest.schedule_date")

    text = run_diff(small_repo, "HEAD").stdout
    line = text.splitlines().index(
        next(x for x in text.splitlines() if "POST /post request body" in x)
    )
    assert all(name in text.splitlines()[line + 1] for name in expected), text

    markdown = run_diff(small_repo, "HEAD", "--format", "markdown").stdout
    row = next(x for x in markdown.splitlines() if "`POST /post request body" in x)
    assert "`SocialPublishing.posts.create(body=...)`" in row
    assert "`AsyncSocialPublishing.posts.create(body=...)`" in row
    assert "model `PostRequest.schedule_date`" in row

    junit = run_diff(small_repo, "HEAD", "--format", "junit").stdout
    cases = ET.fromstring(junit).iter("testcase")
    case = next(c for c in cases if str(c.get("name")).startswith("POST /post request body"))
    failure = case.find("failure")
    assert failure is not None
    assert all(name in failure.get("message", "") for name in expected), failure.attrib
    assert all(name in (failure.text or "") for name in expected)

    github = run_diff(small_repo, "HEAD", "--format", "github").stdout
    annotation = next(x for x in github.splitlines() if "POST /post request body" in x)
    assert annotation.startswith("::error ")
    assert all(name in annotation for name in expected), annotation


# -- `make diff`: its exit status is the tool's -------------------------------------------------


def _make(*args: str, tmp: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    if tmp is not None:
        env["TMPDIR"] = str(tmp)
    return subprocess.run(
        ["make", "--no-print-directory", "-C", str(ROOT), *args],
        capture_output=True,
        text=True,
        check=False,
        env=env,
        timeout=300,
    )


def test_make_diff_exits_with_the_status_of_the_tool(small_repo: Path) -> None:
    args = f"ARGS=--root {small_repo} --no-client"
    unchanged = _make("diff", "BASE=HEAD", args)
    assert unchanged.returncode == 0, unchanged.stderr
    assert "no API changes" in unchanged.stdout

    (small_repo / "openapi.yaml").write_text(dump_yaml(_edited(_post_max_length, COMMAND_SUBSET)))
    breaking = _make("diff", "BASE=HEAD", args)
    assert breaking.returncode == 1, breaking.stderr
    assert "maxLength decreased" in breaking.stdout
    assert _make("diff", "BASE=HEAD", "FAIL_ON=never", args).returncode == 0

    # the report alone is on standard output (a JUnit file can be redirected from make)
    junit = _make("diff", "BASE=HEAD", "FORMAT=junit", args)
    assert junit.returncode == 1
    assert ET.fromstring(junit.stdout).find("testsuite") is not None

    unreadable = _make("diff", "BASE=no-such-ref", args)
    assert unreadable.returncode == 2
    assert "cannot read openapi.yaml at 'no-such-ref'" in unreadable.stderr
    (small_repo / "openapi.yaml").write_text("- not a mapping\n")
    scratch = small_repo / "scratch"
    scratch.mkdir()
    assert _make("diff", "BASE=HEAD", args, tmp=scratch).returncode == 2
    (small_repo / "openapi.yaml").write_text(dump_yaml(_edited(_post_max_length, COMMAND_SUBSET)))
    assert _make("diff", "BASE=HEAD", args, tmp=scratch).returncode == 1
    assert not list(scratch.iterdir()), "make diff left its status file"


def test_make_diff_with_other_goals_fails_with_make_status_and_names_the_tool_status(
    small_repo: Path,
) -> None:
    (small_repo / "openapi.yaml").write_text(dump_yaml(_edited(_post_max_length, COMMAND_SUBSET)))
    result = _make("help", "diff", "BASE=HEAD", f"ARGS=--root {small_repo} --no-client")
    assert result.returncode == 2  # GNU make's status for a failed recipe
    assert "generator.diff exited 1" in result.stderr
    dry = _make("-n", "diff", "BASE=HEAD")
    assert dry.returncode == 0 and "-m generator.diff HEAD" in dry.stdout
