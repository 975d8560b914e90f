"""Bodies of the spec's "one of these fields" form (spec/README.md): shared `properties` and
whole-object `anyOf` branches. The server answers a wrongly typed field with that field's error
(the branch whose required fields the body gives is read first), exactly as it answered the
same body when the branches only listed `required`; a body that gives no branch's fields is
answered with the `anyOf` error."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from reference_server.http.bodies import reported_error
from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = ServiceSpec.load()
WRONG = {"string": 12345, "boolean": "yes", "array": "not-an-array", "number": "x"}


def _branched_bodies() -> Iterator[tuple[str, str, str, Mapping[str, Any], Any]]:
    """(operation, method, path, schema, example) of each JSON body in the branched form."""
    for op in SPEC.operations:
        if op.alias_of or op.section != "paths" or "application/json" not in op.body_schemas:
            continue
        schema = SPEC.refs.resolve(op.body_schemas["application/json"])
        branches = schema.get("anyOf") or []
        if schema.get("properties") and branches and all("properties" in b for b in branches):
            body = SPEC.refs.resolve(op.raw["requestBody"])["content"]["application/json"]
            path = op.path
            for param in op.parameters:
                if param.location == "path":
                    path = path.replace("{" + param.name + "}", str(param.example))
            yield op.operation_id, op.method, path, schema, body["example"]


BRANCHED = list(_branched_bodies())


def test_the_five_branched_bodies_are_found() -> None:
    assert {b[0] for b in BRANCHED} == {
        "delete_post",
        "set_auto_schedule",
        "generate_post",
        "send_message",
        "boost_post",
    }


@pytest.mark.parametrize("case", BRANCHED, ids=[b[0] for b in BRANCHED])
def test_a_wrongly_typed_field_is_answered_as_that_field(
    api: Api, case: tuple[str, str, str, Mapping[str, Any], Any]
) -> None:
    _, method, path, schema, example = case
    name, kind = next(
        (n, SPEC.refs.resolve(p).get("type"))
        for n, p in schema["properties"].items()
        if n in example and SPEC.refs.resolve(p).get("type") in WRONG
    )
    body = {**example, name: WRONG[kind]}
    answer = api.request(method.upper(), path, json=body).json()
    assert answer["code"] == int(ErrorCode.INVALID_REQUEST), answer
    assert f"Body field {name!r}" in answer["message"], answer


@pytest.mark.parametrize("case", BRANCHED, ids=[b[0] for b in BRANCHED])
def test_no_branch_given_is_the_any_of_error(
    api: Api, case: tuple[str, str, str, Mapping[str, Any], Any]
) -> None:
    _, method, path, schema, example = case
    chosen = {f for b in schema["anyOf"] for f in b["required"]} - set(schema.get("required", []))
    body = {k: v for k, v in example.items() if k not in chosen}
    answer = api.request(method.upper(), path, json=body).json()
    assert answer["code"] == int(ErrorCode.INVALID_REQUEST), answer
    assert "is not valid under any of the given schemas" in answer["message"], answer


FIELDS = {"a": {"type": "string"}, "b": {"type": "integer"}, "c": {"type": "boolean"}}
REQUIRED_ONLY = {
    "type": "object",
    "properties": FIELDS,
    "anyOf": [
        {"required": ["a"]},
        {"required": ["b"]},
        {"required": ["c"], "properties": {"c": {"const": True}}},
    ],
}
WHOLE = {
    "type": "object",
    "properties": FIELDS,
    "anyOf": [
        {"type": "object", "required": ["a"], "properties": FIELDS},
        {"type": "object", "required": ["b"], "properties": FIELDS},
        {"type": "object", "required": ["c"], "properties": {**FIELDS, "c": {"const": True}}},
    ],
}
VALUES: list[Any] = ["x", 1, True, False, None, [], {}]


def _bodies() -> Iterator[dict[str, Any]]:
    yield {}
    for a in [*VALUES, ...]:
        for b in [*VALUES, ...]:
            for c in [*VALUES, ...]:
                yield {k: v for k, v in (("a", a), ("b", b), ("c", c)) if v is not ...}


def test_whole_branches_report_what_required_only_branches_reported() -> None:
    """Field (path) and keyword of the answered error, for every body of three fields with
    values of every JSON type, under both forms of the same rule: the field decides the code."""
    required_only = Draft202012Validator(REQUIRED_ONLY)
    whole = Draft202012Validator(copy.deepcopy(WHOLE))
    compared = 0
    for body in _bodies():
        before = reported_error(required_only, body)
        after = reported_error(whole, body)
        assert (before is None) == (after is None), body
        if before is not None and after is not None:
            # a body wrong in two fields may name either; the field's code is per field
            if len([k for k in body if k in FIELDS]) <= 1 or before.path == after.path:
                assert list(before.path) == list(after.path), body
                assert before.validator == after.validator, body
            compared += 1
    assert compared > 300
