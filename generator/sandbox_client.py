"""The sandbox's typed client: openapi-python-client on `sandbox.yaml` (the `/_sandbox`
test-control interface: link a network, move the clock, inject comments, ...).

Contract: `sandbox_view(control_path, api)` is the control document made self-contained, by
rule: each `openapi.yaml#/...` reference becomes a local one and the component it names is
copied in (with everything it references); `x-enum-from` schemas get their values as `enum`
(as `spec_model.ControlSpec` reads them). Nothing else changes. `write_sandbox_client(...)`
runs the same openapi-python-client CLI, config and templates as the client
(`openapi_client_stage.run_tool`), overlaid by `openapi_python_client/sandbox_templates/`:
the entry points `SandboxControl`/`AsyncSandboxControl` (api/__init__.py, one resource per
tag), and client.py, errors.py and types.py re-exporting `social_publishing_client`'s runtime,
so there is one runtime (settings, retries, typed errors, exact date-times) in the repo. The
output passes the client's gate and lands in `tree/<sandbox package>/`.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from generator import naming
from generator.openapi_client_stage import (
    TOOL,
    TOOL_DIR,
    StageFailure,
    _merge,
    gate_problems,
    run_tool,
)

SANDBOX_TEMPLATES = TOOL_DIR / "sandbox_templates"
API_PREFIX = "openapi.yaml#/"


def _inline(node: Any, api: dict[str, Any], view: dict[str, Any], local: bool) -> Any:
    """`node` with API references made local; each component they name copied into `view`.
    `local`: `node` comes from the API document, whose own `#/` references are API ones."""
    if isinstance(node, list):
        return [_inline(item, api, view, local) for item in node]
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
        out[key] = _inline(value, api, view, local)
    return out


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
    package_name: str,
    tree: Path,
    scratch: Path,
    env: dict[str, str],
) -> None:
    """Generate the sandbox's client package from `control` and merge it into the tree."""
    view = sandbox_view(control, api)
    view.setdefault("info", {})["title"] = package_name  # the tool's project name
    work = scratch / "sandbox-client"
    work.mkdir()
    try:
        names = naming.facade_names(view, {}, {})
    except naming.NamingError as exc:
        raise StageFailure(f"sandbox.yaml: {exc}") from exc
    package = run_tool(view, work, env, names, overlay=SANDBOX_TEMPLATES, package=package_name)
    problems = gate_problems(view, package, {})
    if problems:
        listed = "\n".join(f"  {p}" for p in problems)
        raise StageFailure(f"{TOOL} lost part of sandbox.yaml (fix sandbox.yaml):\n{listed}")
    _merge(package, tree / package_name)
