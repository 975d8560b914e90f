"""`generator.sandbox_client.sandbox_view`: sandbox.yaml made self-contained by rule (the
API's components it names copied in, with what they reference), and a clash refused."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml

from generator.openapi_client_stage import StageFailure
from generator.sandbox_client import sandbox_view
from spec_model import ControlSpec, ServiceSpec

API: dict[str, Any] = {
    "openapi": "3.1.0",
    "components": {
        "schemas": {
            "Platform": {"type": "string", "enum": ["a", "b"]},
            "Post": {
                "type": "object",
                "properties": {"on": {"$ref": "#/components/schemas/Platform"}},
            },
        },
        "securitySchemes": {"apiKey": {"type": "http", "scheme": "bearer"}},
    },
}


def _control(schemas: dict[str, Any]) -> dict[str, Any]:
    body = {"schema": {"$ref": "openapi.yaml#/components/schemas/Post"}}
    return {
        "openapi": "3.1.0",
        "paths": {
            "/_sandbox/x": {"post": {"requestBody": {"content": {"application/json": body}}}}
        },
        "components": {
            "schemas": schemas,
            "securitySchemes": {
                "apiKey": {"$ref": "openapi.yaml#/components/securitySchemes/apiKey"}
            },
        },
    }


def test_api_components_are_copied_in_with_what_they_reference() -> None:
    view = sandbox_view(_control({"Own": {"type": "string"}}), API)
    assert "openapi.yaml#" not in json.dumps(view)
    schemas = view["components"]["schemas"]
    assert set(schemas) == {"Own", "Post", "Platform"}
    assert schemas["Post"]["properties"]["on"] == {"$ref": "#/components/schemas/Platform"}
    assert view["components"]["securitySchemes"]["apiKey"]["scheme"] == "bearer"


def test_a_control_schema_named_like_a_copied_api_one_is_refused() -> None:
    with pytest.raises(StageFailure, match="its own components/schemas/Platform"):
        sandbox_view(_control({"Platform": {"type": "integer"}}), API)


def test_the_real_sandbox_yaml_becomes_self_contained() -> None:
    api = ServiceSpec.load()
    view = sandbox_view(ControlSpec.load(api=api).document, dict(api.document))
    text = json.dumps(view)
    assert '"$ref": "openapi.yaml#' not in text
    assert view["components"]["schemas"]["Plan"]["enum"] == list(api.document["x-plans"])
    yaml.safe_dump(view)  # plain data, as the tool reads it


def test_the_api_object_schemas_are_marked_as_the_clients_models() -> None:
    """The API's object schemas (inline ones too) are marked `x-api-model` (the sandbox
    re-exports the client's model); enums, data and the control's own schemas are not."""
    api = json.loads(json.dumps(API))
    api["components"]["schemas"]["Post"]["properties"].update(
        {
            "meta": {"type": "object", "additionalProperties": True},
            "properties": {"type": "string"},  # a property named like the keyword
        }
    )
    api["components"]["schemas"]["Post"]["example"] = {"meta": {"type": "object"}}
    own = {
        "type": "object",
        "properties": {"post": {"$ref": "openapi.yaml#/components/schemas/Post"}},
    }
    view = sandbox_view(_control({"Own": own}), api)
    schemas = view["components"]["schemas"]
    assert schemas["Post"]["x-api-model"] is True
    assert schemas["Post"]["properties"]["meta"]["x-api-model"] is True
    assert schemas["Post"]["properties"]["properties"] == {"type": "string"}
    assert schemas["Post"]["example"] == {"meta": {"type": "object"}}
    assert "x-api-model" not in schemas["Platform"]
    assert "x-api-model" not in schemas["Own"]
    assert "x-api-model" not in schemas["Own"]["properties"]["post"]
