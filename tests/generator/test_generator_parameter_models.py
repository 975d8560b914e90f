"""Each operation's path and query parameters are a generated model of the same names, types and
required set as the spec's (`generator/parameter_models.py`), for the API's operations and the
control's; a parameter reference that leads nowhere, or a class name a schema already has, is a
clear error."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel, ValidationError
from social_publishing_models import parameters

from generator.parameter_models import (
    ParameterModelsError,
    class_name,
    with_parameter_schemas,
)
from spec_model import ControlSpec, ServiceSpec

LOCATIONS = ("path", "query")


def _operations() -> list[Any]:
    spec = ServiceSpec.load()
    control = ControlSpec.load(api=spec)
    return [*spec.operations, *control.operations]


def _aliases(model: type[BaseModel]) -> dict[str, bool]:
    return {(f.alias or name): f.is_required() for name, f in model.model_fields.items()}


def test_every_operation_with_parameters_has_its_model() -> None:
    checked = 0
    for op in _operations():
        chosen = {p.name: p for p in op.parameters if p.location in LOCATIONS}
        expected = {name: p.required for name, p in chosen.items()}
        model = getattr(parameters, class_name(op.operation_id), None)
        if not expected:
            assert model is None, f"{op.operation_id} takes no path or query parameter"
            continue
        assert model is not None, f"no parameters model for {op.operation_id}"
        fields = _aliases(model)
        assert set(fields) == set(expected), op.operation_id
        for name, required in expected.items():
            # A required parameter of one possible value is given that value by the tool.
            single = required and len(chosen[name].schema.get("enum", ())) == 1
            assert fields[name] == (required and not single), (op.operation_id, name)
        checked += 1
    assert checked >= 30


def test_a_model_reads_the_spec_names_and_checks_values() -> None:
    read = parameters.GetPostHistoryParameters.model_validate(
        {"lastDays": 5}, by_alias=True, by_name=False
    )
    assert read.last_days == 5
    assert parameters.GetPostHistoryParameters.model_validate({}).last_days == 30
    with pytest.raises(ValidationError):
        parameters.GetPostHistoryParameters.model_validate({"lastDays": -1})


def _spec(parameters_: list[dict[str, Any]], schemas: dict[str, Any] | None = None) -> Any:
    return {
        "paths": {"/x/{id}": {"get": {"operationId": "get_x", "parameters": parameters_}}},
        "components": {"schemas": schemas or {}, "parameters": {}},
    }


def test_headers_are_left_out_and_required_is_kept() -> None:
    spec = _spec(
        [
            {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
            {"name": "limit", "in": "query", "schema": {"type": "integer"}},
            {"name": "Profile-Key", "in": "header", "schema": {"type": "string"}},
        ]
    )
    out, areas = with_parameter_schemas(spec, [spec], "parameters")
    assert areas == {"GetXParameters": "parameters"}
    schema = out["components"]["schemas"]["GetXParameters"]
    assert set(schema["properties"]) == {"id", "limit"}
    assert schema["required"] == ["id"]
    assert "GetXParameters" not in spec["components"]["schemas"]  # the input is not changed


def test_a_dangling_reference_is_named() -> None:
    spec = _spec([{"$ref": "#/components/parameters/Missing"}])
    with pytest.raises(ParameterModelsError, match="Missing"):
        with_parameter_schemas(spec, [spec], "parameters")


def test_a_class_name_taken_by_a_schema_is_refused() -> None:
    spec = _spec(
        [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
        {"GetXParameters": {"type": "object"}},
    )
    with pytest.raises(ParameterModelsError, match="already a schema"):
        with_parameter_schemas(spec, [spec], "parameters")
