"""The client renderer's naming rule and its output for the real spec and for spec edits."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from generator.client_render import (
    RenderError,
    collect_resources,
    method_name,
    render_client_package,
    snake_case,
)
from generator.settings import load_config
from spec_model import load_document

SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"


def _spec() -> dict[str, Any]:
    return load_document(SPEC)


def test_snake_case_and_method_rule() -> None:
    assert snake_case("lastDays") == "last_days"
    assert snake_case("Profile-Key") == "profile_key"
    assert snake_case("YouTube") == "you_tube"
    assert method_name("create_post", "posts") == "create"
    assert method_name("get_post_history", "posts") == "get_history"
    assert method_name("list_webhooks", "webhooks") == "list"
    assert method_name("set_youtube_watermark", "youtube") == "set_watermark"
    assert method_name("posts", "posts") == "posts"  # nothing left: keep the operationId


def test_every_operation_of_the_spec_gets_one_method_under_its_tag() -> None:
    spec = _spec()
    resources = collect_resources(spec, load_config().naming)
    methods = {
        (r.attribute, op.method_name): op.operation_id for r in resources for op in r.operations
    }
    operation_ids = {
        op["operationId"]
        for item in spec["paths"].values()
        for key, op in item.items()
        if isinstance(op, dict) and "operationId" in op and "x-alias-of" not in op
    }
    # Deprecated aliases (`x-alias-of`, the SDKs' legacy paths) get no method of their own.
    assert sorted(methods.values()) == sorted(operation_ids)
    assert methods[("posts", "create")] == "create_post"
    assert methods[("youtube", "set_watermark")] == "set_youtube_watermark"  # config map
    assert methods[("media", "upload")] == "upload_media"


def test_a_new_operation_in_the_spec_becomes_a_typed_method() -> None:
    spec = _spec()
    spec["paths"]["/post/{id}"]["put"] = {
        "operationId": "replace_post",
        "tags": ["Posts"],
        "summary": "Replace a post",
        "parameters": [
            {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
        ],
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": {"$ref": "#/components/schemas/PostRequest"}}
            },
        },
        "responses": {
            "200": {
                "description": "ok",
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/PostResult"}}
                },
            }
        },
    }
    files = render_client_package(spec, load_config().naming, "models", "runtime")
    source = files["_resources.py"]
    assert "    def replace(\n        self,\n        id: str,\n        body: PostRequest," in source
    assert ") -> PostResult:" in source
    assert ") -> APIResponse[PostResult]:" in source


def test_an_untagged_operation_is_refused() -> None:
    spec = _spec()
    del spec["paths"]["/media"]["get"]["tags"]
    with pytest.raises(RenderError, match="list_media: needs exactly one tag"):
        collect_resources(spec, {})
