"""The test-control document `sandbox.yaml`: loaded against `openapi.yaml`, its relative refs
resolved in one registry, its plan values read from `x-plans`, its bodies validated."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from spec_model import (
    ControlSpec,
    Match,
    ServiceSpec,
    SpecLoadError,
    UnresolvableReference,
    default_control_spec_path,
    load_yaml,
)
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import ControlOperationId
from tests.spec_model.edits import load_edited, put, write_spec

API = ServiceSpec.load()
CONTROL = ControlSpec.load(api=API)
CONTROL_DOCUMENT = load_yaml(default_control_spec_path().read_text(encoding="utf-8"))


def _errors(operation_id: ControlOperationId, body: Any) -> list[str]:
    validator = CONTROL.operation(operation_id).body_validators["application/json"]
    return [error.message for error in validator.iter_errors(body)]


def test_every_control_operation_is_read_and_routed() -> None:
    expected = {
        op["operationId"]
        for item in CONTROL_DOCUMENT["paths"].values()
        for op in item.values()
        if isinstance(op, dict)
    }
    assert {op.operation_id for op in CONTROL.operations} == expected
    route = CONTROL.router.match_path("POST", "/_sandbox/link")
    assert route.match is Match.FULL and route.target is not None
    assert route.target.operation_id == "link_network"
    partial = CONTROL.router.match_path("DELETE", "/_sandbox/delivery")
    assert partial.match is Match.PARTIAL and set(partial.allowed) == {"GET", "POST"}
    assert CONTROL.describe(ControlOperationId.SET_CLOCK) == "POST /_sandbox/clock (set_clock)"


def test_external_refs_resolve_into_the_api_document() -> None:
    # A parameter and a response named only by `openapi.yaml#/...` are read from the API.
    status = CONTROL.operation(ControlOperationId.GET_CONTROL_STATUS)
    (profile_key,) = status.parameters
    assert profile_key.name == "Profile-Key" and profile_key.location == "header"
    assert status.responses["401"].error_codes == (
        ErrorCode.MISSING_API_KEY,
        ErrorCode.INVALID_API_KEY,
        ErrorCode.PROFILE_KEY_AS_API_KEY,
    )
    # ... and the API's own local refs inside them resolve from the API document.
    resolved = CONTROL.refs.resolve({"$ref": "openapi.yaml#/components/schemas/GenericEvent"})
    assert resolved["properties"]["action"] == {
        "$ref": "openapi.yaml#/components/schemas/WebhookAction"
    }
    assert CONTROL.refs.resolve(resolved["properties"]["action"])["enum"] == list(
        API.facts.webhook_actions
    )
    with pytest.raises(UnresolvableReference, match=r"other\.yaml"):
        CONTROL.refs.resolve({"$ref": "other.yaml#/components/schemas/Error"})


def test_malformed_bodies_are_refused_by_validators_built_from_it() -> None:
    # Platform comes from openapi.yaml, the plan values from its x-plans.
    assert _errors(ControlOperationId.LINK_NETWORK, {"platform": "facebook"}) == []
    assert any(
        "myspace" in m for m in _errors(ControlOperationId.LINK_NETWORK, {"platform": "myspace"})
    )
    assert _errors(ControlOperationId.LINK_NETWORK, {"platform": "facebook", "extra": 1})
    for plan in API.facts.plans:
        assert _errors(ControlOperationId.SET_PLAN, {"plan": plan}) == []
    assert _errors(ControlOperationId.SET_PLAN, {"plan": "Gold"})
    # The add-on values are the keys of x-add-ons.
    names = list(API.document["x-add-ons"])
    assert names and _errors(ControlOperationId.SET_ADD_ONS, {"addOns": names}) == []
    assert _errors(ControlOperationId.SET_ADD_ONS, {"addOns": ["NoSuchAddOn"]})
    # Timestamp (with its format) from openapi.yaml; exactly one of the two fields.
    assert _errors(ControlOperationId.SET_CLOCK, {"set": "2026-11-21T12:00:00Z"}) == []
    assert _errors(ControlOperationId.SET_CLOCK, {"set": "tomorrow"})
    assert _errors(
        ControlOperationId.SET_CLOCK, {"set": "2026-11-21T12:00:00Z", "advanceSeconds": 1}
    )
    assert _errors(ControlOperationId.SET_DELIVERY_SETTINGS, {"retryScale": 101})
    entry = {"action": "batch", "created": "2026-11-21T12:00:03Z", "timeStamp": 1795780803}
    assert _errors(ControlOperationId.SEED_WEBHOOK_HISTORY, {"entries": [entry]}) == []
    assert _errors(
        ControlOperationId.SEED_WEBHOOK_HISTORY, {"entries": [{**entry, "timeStamp": "soon"}]}
    )


def test_plan_values_follow_the_api_document(tmp_path: Path) -> None:
    control = ControlSpec.load(
        api=load_edited(tmp_path, put([*API.facts.plans, "Galaxy"], "x-plans"))
    )
    validator = control.operation(ControlOperationId.SET_PLAN).body_validators["application/json"]
    assert list(validator.iter_errors({"plan": "Galaxy"})) == []


def test_a_missing_or_broken_control_document_is_clear(tmp_path: Path) -> None:
    with pytest.raises(SpecLoadError, match="cannot read the control spec"):
        ControlSpec.load(tmp_path / "absent.yaml", api=API)
    broken = copy.deepcopy(CONTROL_DOCUMENT)
    for source, message in (
        ("info/title", "names neither a list nor a map"),
        ("x-nothing", "x-nothing"),
    ):
        broken["components"]["schemas"]["Plan"]["x-enum-from"] = f"openapi.yaml#/{source}"
        with pytest.raises(SpecLoadError, match=message):
            ControlSpec.load(write_spec(tmp_path, broken, "sandbox.yaml"), api=API)


def test_control_scoped_codes_are_listed_by_control_responses() -> None:
    """A catalogue code of `scope: control` (only the test control answers it) is listed by an
    x-error-codes of sandbox.yaml, and every code sandbox.yaml lists is catalogued."""
    listed: set[int] = set()
    for response in CONTROL_DOCUMENT["components"]["responses"].values():
        listed.update(response.get("x-error-codes", []))
    catalogue = API.document["x-error-catalogue"]
    control_scoped = {
        int(code) for code, entry in catalogue.items() if entry.get("scope") == "control"
    }
    assert control_scoped >= {ErrorCode.MESSAGE_NOT_FOUND, ErrorCode.MESSAGE_NOT_EDITABLE}
    assert control_scoped <= listed
    assert listed <= {int(code) for code in catalogue}
