"""Each operation's path and query parameters as one more schema of the models' run, so the
reference server reads them as typed attributes (`Call.params_as`) the way it reads bodies.

Contract: `with_parameter_schemas(spec, documents, area)` is `spec` (not changed) with, for
every operation of `documents` (the API's and the control's) that takes path or query
parameters, a schema `<OperationId in PascalCase>Parameters`: an object whose properties are
those parameters (by their names, with their schemas and descriptions) and whose `required`
lists the required ones; and the map of the added names to `area` (one module of the models
package). Header parameters are not included: the server's authentication reads them. A
parameter `$ref` is resolved in its own document, or in the API's (`openapi.yaml#/...`); a
schema reference of the control's to the API's is made local, as `control_models` does. Two
operations giving the same class name, or a name the spec's schemas already use, is an error.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from generator.control_models import API_PREFIX, local_references

LOCATIONS = ("path", "query")
SUFFIX = "Parameters"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


class ParameterModelsError(Exception):
    """An operation's parameters cannot become a schema (a reference or a name is wrong)."""


def class_name(operation_id: str) -> str:
    """`get_ad_history` -> `GetAdHistoryParameters`."""
    return "".join(word[:1].upper() + word[1:] for word in operation_id.split("_")) + SUFFIX


def _resolve(parameter: Mapping[str, Any], own: Mapping[str, Any], api: Mapping[str, Any]) -> Any:
    ref = parameter.get("$ref")
    if not isinstance(ref, str):
        return parameter
    document, pointer = (
        (api, ref.removeprefix(API_PREFIX))
        if ref.startswith(API_PREFIX)
        else (
            own,
            ref.removeprefix("#/"),
        )
    )
    node: Any = document
    for key in pointer.split("/"):
        if not isinstance(node, Mapping) or key not in node:
            raise ParameterModelsError(f"the parameter reference {ref!r} leads nowhere")
        node = node[key]
    return node


def _operation_parameters(
    document: Mapping[str, Any], api: Mapping[str, Any]
) -> Iterable[tuple[str, list[Mapping[str, Any]]]]:
    for item in (document.get("paths") or {}).values():
        shared = item.get("parameters") or []
        for method in METHODS:
            operation = item.get(method)
            if not isinstance(operation, Mapping) or "operationId" not in operation:
                continue
            chosen: dict[tuple[str, str], Mapping[str, Any]] = {}
            for raw in [*shared, *(operation.get("parameters") or [])]:
                parameter = _resolve(raw, document, api)
                if parameter.get("in") in LOCATIONS:
                    chosen[(parameter["in"], parameter["name"])] = parameter
            if chosen:
                yield str(operation["operationId"]), list(chosen.values())


def parameter_schema(operation_id: str, parameters: list[Mapping[str, Any]]) -> dict[str, Any]:
    properties: dict[str, Any] = {}
    for parameter in parameters:
        name = parameter["name"]
        if name in properties:
            raise ParameterModelsError(
                f"{operation_id}: the parameter {name!r} is both a path and a query parameter"
            )
        item = dict(local_references(parameter.get("schema") or {}))
        if "description" in parameter and "description" not in item:
            item["description"] = parameter["description"]
        properties[name] = item
    required = [p["name"] for p in parameters if p.get("required")]
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def with_parameter_schemas(
    spec: dict[str, Any], documents: Iterable[Mapping[str, Any]], area: str
) -> tuple[dict[str, Any], dict[str, str]]:
    """`spec` with a parameters schema per operation (module docstring), and their areas."""
    schemas: dict[str, Any] = dict(spec.get("components", {}).get("schemas") or {})
    added: dict[str, str] = {}
    for document in documents:
        for operation_id, parameters in _operation_parameters(document, spec):
            name = class_name(operation_id)
            if name in schemas:
                raise ParameterModelsError(
                    f"{operation_id}: its parameters' class {name!r} is already a schema's name"
                )
            schemas[name] = parameter_schema(operation_id, parameters)
            added[name] = area
    components = {**spec.get("components", {}), "schemas": schemas}
    return {**spec, "components": components}, added
