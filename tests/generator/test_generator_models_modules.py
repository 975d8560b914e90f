"""The models package as one module per spec area, and the size limit of generated files."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from generator.control_models import ControlModelsError, with_control_schemas
from generator.model_modules import (
    ModuleViewError,
    check_module_names,
    module_view,
    part_areas,
    schema_areas,
)
from generator.settings import load_config
from generator.stamp import tree_files
from spec_model import ControlSpec, ServiceSpec, load_document

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated_client"
MAX_LINES = 2000
# Generated files allowed over MAX_LINES, each with the reason; any other file fails.
OVERSIZE_EXCEPTIONS: dict[str, str] = {}


def _line_count(path: Path) -> int:
    with path.open("rb") as handle:
        return sum(1 for _ in handle)


def test_no_generated_file_exceeds_the_line_limit() -> None:
    sizes = {f.as_posix(): _line_count(GENERATED / f) for f in tree_files(GENERATED)}
    oversize = {
        name: lines
        for name, lines in sorted(sizes.items())
        if lines > MAX_LINES and name not in OVERSIZE_EXCEPTIONS
    }
    assert not oversize, f"generated files over {MAX_LINES} lines: {oversize}"
    stale = [name for name in OVERSIZE_EXCEPTIONS if sizes.get(name, 0) <= MAX_LINES]
    assert not stale, f"no longer over {MAX_LINES} lines, remove the exception: {stale}"


def _spec() -> dict[str, Any]:
    return {
        "openapi": "3.1.0",
        "components": {
            "schemas": {
                "Pet": {
                    "oneOf": [
                        {"$ref": "#/components/schemas/Cat"},
                        {"title": "Dog", "type": "object", "properties": {"title": {}}},
                    ],
                    "discriminator": {
                        "propertyName": "kind",
                        "mapping": {"cat": "#/components/schemas/Cat"},
                    },
                },
                "Cat": {
                    "type": "object",
                    "properties": {"name": {"$ref": "#/components/schemas/name"}},
                },
                "name": {"type": "string"},  # hoisted by Redocly from a part's sub-schema
                "Loose": {"type": "string"},  # in no part, referred to by no area
            }
        },
        "paths": {"/pets": {"get": {"responses": {"200": {"$ref": "#/components/schemas/Pet"}}}}},
    }


def test_view_names_schemas_by_area_and_rewrites_references() -> None:
    spec = _spec()
    areas = schema_areas(spec, {"Pet": "pets", "Cat": "cats"})
    assert areas == {"Pet": "pets", "Cat": "cats", "name": "cats"}
    view = module_view(spec, areas)
    schemas = view["components"]["schemas"]
    assert list(schemas) == ["pets.Pet", "cats.Cat", "cats.name", "Loose"]
    pet = schemas["pets.Pet"]
    assert pet["oneOf"][0] == {"$ref": "#/components/schemas/cats.Cat"}
    assert pet["oneOf"][1]["title"] == "pets.Dog"  # the inline class stays in its area
    assert pet["oneOf"][1]["properties"]["title"] == {}  # a property named title is no title
    assert pet["discriminator"]["mapping"] == {"cat": "#/components/schemas/cats.Cat"}
    assert schemas["cats.Cat"]["properties"]["name"] == {"$ref": "#/components/schemas/cats.name"}
    assert view["paths"]["/pets"]["get"]["responses"]["200"] == {
        "$ref": "#/components/schemas/pets.Pet"
    }
    assert spec == _spec()  # the spec itself is not changed


def test_every_schema_has_an_area_its_class_is_in_and_exported_by_the_package() -> None:
    config = load_config()
    spec = load_document(ROOT / config.spec)
    areas = schema_areas(spec, part_areas())
    assert sorted(set(spec["components"]["schemas"]) - set(areas)) == []
    package = importlib.import_module(config.models_package)
    for name, area in sorted(areas.items()):
        class_name = name[:1].upper() + name[1:]
        model = getattr(importlib.import_module(f"{config.models_package}.{area}"), class_name)
        assert getattr(package, class_name) is model, name
        assert class_name in package.__all__


def test_a_schema_that_lost_its_class_name_fails_the_build(tmp_path: Path) -> None:
    metadata = tmp_path / "metadata.json"
    model = {"module": "comments", "source_path": ["components", "schemas", "comments.Deletions"]}
    metadata.write_text(json.dumps({"models": [{**model, "class_name": "DeletionsModel"}]}))
    with pytest.raises(ModuleViewError, match=r"Deletions \(written as comments.DeletionsModel\)"):
        check_module_names(metadata, {"Deletions": "comments"})
    metadata.write_text(json.dumps({"models": [{**model, "class_name": "Deletions"}]}))
    check_module_names(metadata, {"Deletions": "comments"})


def test_control_schemas_join_the_models_as_one_area() -> None:
    spec = {"components": {"schemas": {"Platform": {"type": "string"}}}}
    control = {
        "components": {
            "schemas": {
                "Platform": {"$ref": "openapi.yaml#/components/schemas/Platform"},
                "Link": {
                    "type": "object",
                    "properties": {
                        "platform": {"$ref": "openapi.yaml#/components/schemas/Platform"},
                        "kind": {"$ref": "#/components/schemas/Kind"},
                    },
                },
                "Kind": {"type": "string", "enum": ["a"]},
            }
        }
    }
    combined, areas = with_control_schemas(spec, control, "sandbox")
    assert areas == {"Link": "sandbox", "Kind": "sandbox"}  # the API's alias is not the control's
    schemas = combined["components"]["schemas"]
    assert list(schemas) == ["Platform", "Link", "Kind"]
    assert schemas["Link"]["properties"] == {
        "platform": {"$ref": "#/components/schemas/Platform"},
        "kind": {"$ref": "#/components/schemas/Kind"},
    }
    assert spec == {"components": {"schemas": {"Platform": {"type": "string"}}}}
    control["components"]["schemas"]["Platform"] = {"type": "integer"}
    with pytest.raises(ControlModelsError, match="'Platform'"):
        with_control_schemas(spec, control, "sandbox")


def test_every_control_schema_class_is_in_the_control_module_using_the_api_classes() -> None:
    config = load_config()
    api = ServiceSpec.load(ROOT / config.spec)
    control = ControlSpec.load(ROOT / config.control_spec, api)
    package = importlib.import_module(config.models_package)
    module = importlib.import_module(f"{config.models_package}.{config.control_models_module}")
    _, areas = with_control_schemas(
        dict(api.document), dict(control.document), config.control_models_module
    )
    assert "ClockChange" in areas and "Platform" not in areas
    for name in sorted(areas):
        assert getattr(package, name) is getattr(module, name), name
        assert name in package.__all__
    # An API schema the control refers to is the API's class, not a copy.
    assert module.NetworkLink.model_fields["platform"].annotation is package.Platform
    # x-enum-from is read: the plans of the API spec are the Plan model's values.
    for plan in api.document["x-plans"]:
        assert module.PlanChange.model_validate({"plan": plan}).plan == plan
    with pytest.raises(ValidationError):
        module.PlanChange.model_validate({"plan": "Gold"})
