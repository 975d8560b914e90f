"""The openapi-python-client stage's gate on small specs: what the tool loses fails the build.

Each case runs the real tool (this .venv's pinned release) through
`generator.openapi_client_stage.write_openapi_client` and expects `StageFailure` naming the
operation or schema; the well-formed spec passes and lands beside the old façade's files.
"""

from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path
from typing import Any

import jinja2
import pytest

from generator.naming import spec_parameter_names
from generator.openapi_client_stage import (
    StageFailure,
    StageSettings,
    build_view,
    names_template,
    prune_resource_imports,
    tool_command,
    write_openapi_client,
)
from generator.settings import load_config

ITEM = {"type": "object", "properties": {"name": {"type": "string"}}}
GOOD: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Gate", "version": "1.0.0"},
    "paths": {
        "/items": {
            "post": {
                "operationId": "create_item",
                "tags": ["Items"],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/Item"}}
                    },
                },
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {"schema": {"$ref": "#/components/schemas/Item"}}
                        },
                    }
                },
            }
        },
        "/legacy-items": {
            "post": {
                "operationId": "create_item_legacy",
                "x-alias-of": "create_item",
                "deprecated": True,
                "tags": ["Items"],
                "responses": {"200": {"description": "ok"}},
            }
        },
    },
    "components": {"schemas": {"Item": ITEM}},
}
SETTINGS = StageSettings(tag_modules={}, allowed={})


def _run(spec: dict[str, Any], tmp_path: Path, settings: StageSettings = SETTINGS) -> Path:
    tree = tmp_path / "tree"
    (tree / "social_publishing_client").mkdir(parents=True)
    (tree / "social_publishing_client" / "_client.py").write_text("# old façade\n")
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    write_openapi_client(spec, load_config(), tree, tmp_path, env, settings)
    return tree / "social_publishing_client"


def test_a_well_formed_spec_passes_and_keeps_the_facade(tmp_path: Path) -> None:
    package = _run(GOOD, tmp_path)
    assert (package / "api" / "items" / "create_item.py").is_file()
    assert not (package / "api" / "items" / "create_item_legacy.py").exists()  # the view
    assert (package / "models" / "item.py").is_file()
    assert (package / "_client.py").read_text() == "# old façade\n"
    # The tool's package __init__ exports the new façade, its resource in api/items/.
    assert "SocialPublishing" in (package / "__init__.py").read_text()
    assert "class ItemsResource" in (package / "api" / "items" / "__init__.py").read_text()


def test_one_of_these_fields_is_typed_when_its_branches_are_whole_objects(
    tmp_path: Path,
) -> None:
    """The spec's form (spec/README.md, "One of these fields"): shared properties, whole-object
    branches. The view leaves it as it is and the tool types the body as the union of branches."""
    fields = {"name": {"type": "string"}, "id": {"type": "string"}}
    spec = copy.deepcopy(GOOD)
    spec["components"]["schemas"]["Item"] = {
        "type": "object",
        "properties": fields,
        "anyOf": [
            {"title": "ByName", "type": "object", "required": ["name"], "properties": fields},
            {"title": "ById", "type": "object", "required": ["id"], "properties": fields},
        ],
    }
    assert build_view(spec)["components"] == spec["components"]
    package = _run(spec, tmp_path)
    assert "body: ById | ByName" in (package / "api" / "items" / "create_item.py").read_text()


def test_a_required_only_any_of_body_fails_naming_the_operation(tmp_path: Path) -> None:
    """Branches that only list `required` beside shared properties: the tool types the body
    `Any`; nothing rewrites it any more, so the gate stops the build."""
    spec = copy.deepcopy(GOOD)
    spec["components"]["schemas"]["Item"] = {
        "type": "object",
        "properties": {"name": {"type": "string"}, "id": {"type": "string"}},
        "anyOf": [{"title": "ByName", "required": ["name"]}, {"title": "ById", "required": ["id"]}],
    }
    with pytest.raises(StageFailure, match=r"operation create_item .*request body is typed Any"):
        _run(spec, tmp_path)


def test_a_skipped_schema_fails_with_the_tools_warning(tmp_path: Path) -> None:
    spec = copy.deepcopy(GOOD)
    spec["components"]["schemas"]["ItemAnalytics"] = {"type": "object", "properties": {}}
    spec["components"]["schemas"]["Item"] = {
        "type": "object",
        "properties": {"analytics": {"type": "object", "additionalProperties": True}},
    }
    with pytest.raises(StageFailure, match='duplicate models with name "ItemAnalytics"'):
        _run(spec, tmp_path)


def test_an_allowed_finding_needs_its_match_and_passes(tmp_path: Path) -> None:
    """An untyped body (typed Any: the gate's finding) passes when its operation is allowed."""
    spec = copy.deepcopy(GOOD)
    body = spec["paths"]["/items"]["post"]["requestBody"]["content"]["application/json"]
    body["schema"] = {"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}
    allowed = StageSettings(tag_modules={}, allowed={"create_item": "test"})
    assert (_run(spec, tmp_path, allowed) / "api" / "items" / "create_item.py").is_file()


def test_names_reach_templates_as_a_jinja_literal() -> None:
    """`client_names.jinja` reads back as the same data (quotes, non-ASCII, booleans, None)."""
    names = {
        "resources": {"you_tube": {"description": 'Say "hi" \\ caf\u00e9', "n": 1}},
        "public": ["a"],
        "flags": [True, False, None],
    }
    env = jinja2.Environment(loader=jinja2.DictLoader({"n.jinja": names_template(names)}))
    template = env.from_string(
        '{% from "n.jinja" import client_names %}{{ client_names | tojson }}'
    )
    assert json.loads(template.render()) == names


def test_a_resource_module_keeps_only_the_imports_its_code_uses(tmp_path: Path) -> None:
    """endpoint_init.py.jinja imports all its operation modules import; the stage drops what the
    code does not use (a name in a docstring is no use), and a shortened import fits one line."""
    tag = tmp_path / "api" / "items"
    tag.mkdir(parents=True)
    (tag / "__init__.py").write_text(
        '"""Items: an Unused in prose."""\n\n'
        "import builtins\n"
        "import datetime\n\n"
        "from ...models.item import Item\n"
        "from ...models.item_kind import (\n    ItemKind,\n    check_item_kind,\n)\n"
        "from ...models.unused import Unused\n"
        "from . import create_item\n\n\n"
        "def create(body: Item, kind: ItemKind, when: datetime.date) -> None:\n"
        "    create_item.sync(body)\n"
    )
    (tmp_path / "api" / "__init__.py").write_text("import os\n")  # not a resource module
    prune_resource_imports(tmp_path)
    pruned = (tag / "__init__.py").read_text()
    assert "import builtins" not in pruned and "Unused\n" not in pruned
    assert "check_item_kind" not in pruned
    assert "from ...models.item_kind import ItemKind\n" in pruned
    assert "import datetime\n" in pruned and "from ...models.item import Item\n" in pruned
    assert "from . import create_item\n" in pruned and "an Unused in prose" in pruned
    assert (tmp_path / "api" / "__init__.py").read_text() == "import os\n"


def test_the_methods_take_the_spec_names_of_the_parameters_the_tool_renames() -> None:
    names = spec_parameter_names()
    assert names["url_query"] == "url" and names["client_header"] == "client"
    assert names["type_"] == "type" and names["next_"] == "next"
    assert "from_" not in names  # a keyword keeps the tool's name
    assert "platforms" not in names


def test_the_tool_runs_as_its_cli() -> None:
    """The stage runs openapi-python-client's command line, never its Python internals."""
    command = tool_command(Path("v.yaml"), Path("t"), Path("o"))
    assert Path(command[0]).name == "openapi-python-client" and command[1] == "generate"
    assert {"--meta", "--config", "--custom-template-path", "--fail-on-warning"} <= set(command)


def test_a_numbered_model_name_fails_naming_the_model(tmp_path: Path) -> None:
    """An inline enum branch without a title becomes `..._type_0`: the gate names it."""
    spec = copy.deepcopy(GOOD)
    spec["paths"]["/items"]["post"]["parameters"] = [
        {
            "name": "kind",
            "in": "query",
            "schema": {"anyOf": [{"type": "string", "enum": ["a", "b"]}, {"type": "string"}]},
        }
    ]
    with pytest.raises(StageFailure, match=r"model create_item_kind_type_0: a numbered name"):
        _run(spec, tmp_path)
    titled = spec["paths"]["/items"]["post"]["parameters"][0]["schema"]["anyOf"][0]
    titled["title"] = "ItemKind"
    _run(spec, tmp_path / "titled")
