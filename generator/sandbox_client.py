"""The sandbox's typed client: openapi-python-client on `sandbox.yaml` (the `/_sandbox`
test-control interface: link a network, move the clock, inject comments, ...).

Contract: `sandbox_view(control, api)` is the control document made self-contained, by rule:
each `openapi.yaml#/...` reference becomes a local one and the component it names is copied in
(with everything it references); `x-enum-from` schemas get their values as `enum` (as
`spec_model.ControlSpec` reads them); every object schema copied from the API (inline ones too)
is marked `x-api-model: true`. Nothing else changes. `write_sandbox_client(...)` runs the same
openapi-python-client CLI, config, naming and templates as the client
(`openapi_client_stage.generate_package`), overlaid by `openapi_python_client/sandbox_templates/`:
the entry points `SandboxControl`/`AsyncSandboxControl` (api/__init__.py, one resource per
tag); `runtime_copy.SANDBOX` copies in client.py, errors.py and types.py
(`client_runtime/sandbox/`), which re-export `social_publishing_client`'s runtime. A model
marked `x-api-model` is the client's, imported (templates/model.py.jinja): one runtime and one
class per API model in the repo. The output passes the client's gate and lands in
`tree/<sandbox package>/`.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from generator import runtime_copy
from generator.openapi_client_stage import TOOL_DIR, StageFailure, generate_package
from generator.settings import GeneratorConfig

SANDBOX_TEMPLATES = TOOL_DIR / "sandbox_templates"
API_PREFIX = "openapi.yaml#/"
#: Marks an object schema of openapi.yaml: its model is the client's (model.py.jinja).
API_MODEL = "x-api-model"
#: Keys whose values are data (examples, defaults; `x-` extensions too), never schemas.
DATA_KEYS = frozenset({"example", "examples", "default", "enum", "const"})


def _inline(
    node: Any, api: dict[str, Any], view: dict[str, Any], local: bool, schema: bool = True
) -> Any:
    """`node` with API references made local; each component they name copied into `view`.
    `local`: `node` comes from the API document, whose own `#/` references are API ones; its
    object schemas are marked `x-api-model`. `schema`: `node` may be a schema (not data such as
    an example, nor the name -> schema map of `properties`)."""
    if isinstance(node, list):
        return [_inline(item, api, view, local, schema) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "$ref" and isinstance(value, str):
            pointer = value.removeprefix(API_PREFIX) if value.startswith(API_PREFIX) else None
            if pointer is None and local and value.startswith("#/"):
                pointer = value[2:]
            if pointer is not None:
                _copy_component(pointer, api, view)
                out[key] = "#/" + pointer
                continue
        if key == "properties" and schema and isinstance(value, dict):
            out[key] = {name: _inline(v, api, view, local) for name, v in value.items()}
        else:
            data = key in DATA_KEYS or key.startswith("x-")
            out[key] = _inline(value, api, view, local, schema and not data)
    if local and schema and _is_object_schema(node):
        out[API_MODEL] = True
    return out


def _is_object_schema(node: dict[str, Any]) -> bool:
    """A schema the tool writes a model for (an object: `type`, `properties` or `allOf`)."""
    return (
        node.get("type") == "object"
        or isinstance(node.get("properties"), dict)
        or isinstance(node.get("allOf"), list)
    )


def _copy_component(pointer: str, api: dict[str, Any], view: dict[str, Any]) -> None:
    parts = pointer.split("/")
    if len(parts) != 3 or parts[0] != "components":
        raise StageFailure(f"sandbox.yaml refers to {API_PREFIX}{pointer}: not a component")
    section = view.setdefault("components", {}).setdefault(parts[1], {})
    if (parts[1], parts[2]) in view.get("x-own-components", ()):
        raise StageFailure(f"sandbox.yaml has its own {pointer}: the API's cannot be copied in")
    if parts[2] in section:
        return  # copied already
    section[parts[2]] = {}  # claims the name before recursing (cycles)
    section[parts[2]] = _inline(api["components"][parts[1]][parts[2]], api, view, True)


def sandbox_view(control: dict[str, Any], api: dict[str, Any]) -> dict[str, Any]:
    """The control document (enums filled) as a self-contained document (module docstring)."""
    view: dict[str, Any] = {k: v for k, v in copy.deepcopy(control).items() if k != "components"}
    view["components"] = copy.deepcopy(control.get("components") or {})
    own, same = set(), []
    for section, entries in view["components"].items():
        for name, entry in list(entries.items()):
            if entry == {"$ref": f"{API_PREFIX}components/{section}/{name}"}:
                del entries[name]  # the API's, under its own name: copied in below
                same.append(f"components/{section}/{name}")
            else:
                own.add((section, name))
    view["x-own-components"] = own
    for pointer in same:
        _copy_component(pointer, api, view)
    view["paths"] = _inline(view.get("paths") or {}, api, view, False)
    for section, entries in list(view["components"].items()):
        for name, entry in list(entries.items()):
            view["components"][section][name] = _inline(entry, api, view, False)
    del view["x-own-components"]
    return view


def write_sandbox_client(
    control: dict[str, Any],
    api: dict[str, Any],
    config: GeneratorConfig,
    tree: Path,
    scratch: Path,
    env: dict[str, str],
) -> None:
    """Generate the sandbox's client package from `control` and merge it into the tree."""
    view = sandbox_view(control, api)
    view.setdefault("info", {})["title"] = config.sandbox_package  # the tool's project name
    generate_package(
        view,
        {"fields": config.naming["fields"], "parameters": config.naming["parameters"]},
        tree / config.sandbox_package,
        scratch / "sandbox-client",
        env,
        source=config.control_spec,
        remedy=f"fix {config.control_spec}",
        overlay=SANDBOX_TEMPLATES,
        package=config.sandbox_package,
        runtime=runtime_copy.SANDBOX,
    )
