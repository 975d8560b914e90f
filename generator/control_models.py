"""The test control's own schemas (`sandbox.yaml`) as one more area of the models package.

The control's requests and answers (`ClockChange`, `NetworkLink`, `SeedCount`, ...) get pydantic
models the same way the API's do: in the same datamodel-code-generator run, as the module
`<models package>.<control area>` (config.yaml `control_models.module`), so a control schema
that refers to an API schema (`openapi.yaml#/components/schemas/Platform`) uses the API's class
(one class per schema in the repo) and the package re-exports them like every other area.

Contract: `with_control_schemas(spec, control, area)` is `spec` (not changed) with the
control's own `components.schemas` added, each API reference (`openapi.yaml#/components/
schemas/X`) made the local `#/components/schemas/X`, and the map of the added names to `area`.
`control` is the control document as `spec_model.ControlSpec` reads it (`x-enum-from` filled as
`enum`). An entry that only names the API's schema of the same name is not the control's own
and is skipped; a control schema named like an API schema is an error (one class per name).
"""

from __future__ import annotations

from typing import Any

API_PREFIX = "openapi.yaml#/"


class ControlModelsError(Exception):
    """The control's schemas cannot join the models (a name both documents define)."""


def local_references(node: Any) -> Any:
    """`node` with each `openapi.yaml#/...` reference made local (a copy)."""
    if isinstance(node, dict):
        return {
            key: (
                "#/" + value.removeprefix(API_PREFIX)
                if key == "$ref" and isinstance(value, str) and value.startswith(API_PREFIX)
                else local_references(value)
            )
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [local_references(value) for value in node]
    return node


def with_control_schemas(
    spec: dict[str, Any], control: dict[str, Any], area: str
) -> tuple[dict[str, Any], dict[str, str]]:
    """`spec` with the control's own schemas, and their names -> `area` (module docstring)."""
    api_schemas: dict[str, Any] = spec.get("components", {}).get("schemas") or {}
    own: dict[str, Any] = {}
    for name, schema in (control.get("components", {}).get("schemas") or {}).items():
        if schema == {"$ref": f"{API_PREFIX}components/schemas/{name}"}:
            continue  # the API's schema under its own name: its class is the API's
        if name in api_schemas:
            raise ControlModelsError(
                f"the control spec defines the schema {name!r}, which the API spec defines "
                "too: rename the control's (one class per name in the models package)"
            )
        own[name] = local_references(schema)
    components = {**spec.get("components", {}), "schemas": {**api_schemas, **own}}
    return {**spec, "components": components}, dict.fromkeys(own, area)
