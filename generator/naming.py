"""The façade's names: one resource per spec tag, one method per operation.

Rule: a tag's attribute is its snake_case name (`Posts` -> `posts`); a method is the
operationId without the words that name its resource (`create_post` on `posts` -> `create`,
`get_post_history` -> `get_history`). `generator/config.yaml` `client.naming` overrides a name
only where the rule gives a bad one (`YouTube` -> `youtube`), and names model fields and
parameters whose snake_case splits a brand (`faceBookOptions` -> `facebook_options`).

`facade_names(view, naming)` computes the map the templates read (`client_names`, handed over
by `openapi_client_stage` as the template client_names.jinja); `resources(view, naming)`
lists them for the README and `make diff`.
Operations marked `x-alias-of` have no method (the client calls their twin).
"""

from __future__ import annotations

import builtins
import keyword
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import yaml

from generator.settings import OPENAPI_PYTHON_CLIENT_CONFIG

LOCATIONS = ("path", "query", "header", "cookie")
METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")

#: Names the tool suffixes with `_` only because they shadow a builtin (`type` -> `type_`):
#: the client's fields and method parameters take them as the spec writes them. Keywords
#: (`from_`) keep the tool's suffix: they cannot be identifiers.
BUILTIN_NAMES = frozenset(
    name for name in dir(builtins) if name.islower() and not name.startswith("_")
) - frozenset(keyword.kwlist)


def spec_parameter_names() -> dict[str, str]:
    """The tool's parameter identifiers that are not the spec's name, mapped to it: the tool
    suffixes a parameter named like its functions' own arguments with its location (`url` ->
    `url_query`, `client` -> `client_header`) and a builtin's name with `_` (`type` -> `type_`);
    the façade's methods take the spec's name and pass it on under the tool's."""
    names = {f"{base}_{where}": base for base in ("url", "client") for where in LOCATIONS}
    names.update({f"{name}_": name for name in sorted(BUILTIN_NAMES)})
    return names


class NamingError(ValueError):
    """The spec has a shape the façade cannot name; the message says which."""


@dataclass(frozen=True)
class Method:
    """An operation as the façade names it."""

    operation_id: str
    name: str
    http_method: str
    path: str
    summary: str
    parameters: dict[str, str]  # "query lastDays" -> "last_days" (header names lower case)


@dataclass
class Resource:
    """A spec tag: attribute, class name, description and methods (in path order)."""

    tag: str
    attribute: str
    class_name: str
    description: str
    methods: list[Method] = field(default_factory=list)


def snake_case(name: str) -> str:
    """`lastDays` -> `last_days`, `YouTube` -> `you_tube`, `Profile-Key` -> `profile_key`."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)
    return re.sub(r"[^0-9a-zA-Z]+", "_", spaced).strip("_").lower()


def method_name(operation_id: str, attribute: str) -> str:
    """The operationId without the words that name the resource (`attribute`)."""
    resource_words = {attribute, attribute.rstrip("s"), f"{attribute}s"}
    words = [w for w in operation_id.split("_") if w not in resource_words]
    return "_".join(words) or operation_id


# --- the names openapi-python-client gives (its `strings` helpers, with our config) -----------


@cache
def field_prefix() -> str:
    """The tool's `field_prefix` (it shapes the names the tool gives) from its configuration,
    generator/openapi_python_client/config.yaml."""
    config = yaml.safe_load(OPENAPI_PYTHON_CLIENT_CONFIG.read_text(encoding="utf-8")) or {}
    return str(config.get("field_prefix", "field_"))


def tool_snake(value: str) -> str:
    """The tool's snake_case of a name (its api modules, tags, parameters)."""
    from openapi_python_client.strings import snake_case

    return str(snake_case(value))


def model_class(schema: str) -> str:
    """The attrs model class the tool writes for a component schema (`PostRequest`)."""
    from openapi_python_client.strings import ClassName

    return str(ClassName(schema, field_prefix()))


def unshadowed(identifier: str) -> str:
    """The public name of one of the tool's identifiers: without the `_` the tool adds to a
    builtin's name (`type_` -> `type`, `next_` -> `next`); any other unchanged."""
    base = identifier[:-1]
    return base if identifier.endswith("_") and base in BUILTIN_NAMES else identifier


def model_field(name: str, renamed: dict[str, str]) -> str:
    """The model field of a property: `renamed` (config `client.naming.fields`) or the tool's
    identifier (`scheduleDate` -> `schedule_date`), unshadowed (`type`)."""
    from openapi_python_client.strings import PythonIdentifier

    return renamed.get(name) or unshadowed(str(PythonIdentifier(name, field_prefix())))


def _parameters(
    spec: dict[str, Any], raw: list[dict[str, Any]], overrides: dict[str, str]
) -> dict[str, str]:
    found = {}
    for entry in raw:
        if "$ref" in entry:
            entry = spec["components"]["parameters"][entry["$ref"].rsplit("/", 1)[-1]]
        wire = entry["name"]
        key = f"{entry['in']} {wire.lower() if entry['in'] == 'header' else wire}"
        found[key] = overrides.get(wire) or tool_snake(wire)
    return found


def resources(spec: dict[str, Any], naming: dict[str, dict[str, str]]) -> list[Resource]:
    """The spec's tags (spec order) with their methods (path order); tags without one left out."""
    attributes = naming.get("resources", {})
    overrides = naming.get("methods", {})
    found: dict[str, Resource] = {}
    for tag in spec.get("tags", []):
        name = tag["name"]
        found[name] = Resource(
            tag=name,
            attribute=attributes.get(name, snake_case(name)),
            class_name=re.sub(r"[^0-9a-zA-Z]", "", name[:1].upper() + name[1:]),
            description=" ".join(str(tag.get("description", name)).split()),
        )
    for path, item in spec.get("paths", {}).items():
        for http_method in METHODS:
            operation = item.get(http_method)
            if not isinstance(operation, dict) or "x-alias-of" in operation:
                continue
            operation_id = operation["operationId"]
            tags = operation.get("tags") or ["default"]
            if len(tags) != 1:
                raise NamingError(f"{operation_id}: needs exactly one tag, not {tags}")
            if tags[0] not in found:  # a tag the spec does not list: named by the rule
                attribute = snake_case(tags[0])
                class_name = attribute.title().replace("_", "")
                found[tags[0]] = Resource(tags[0], attribute, class_name, tags[0])
            resource = found[tags[0]]
            name = overrides.get(operation_id, method_name(operation_id, resource.attribute))
            if any(m.name == name for m in resource.methods):
                raise NamingError(f"{operation_id}: method name {name!r} is taken on {tags[0]}")
            raw = list(item.get("parameters", [])) + list(operation.get("parameters", []))
            resource.methods.append(
                Method(
                    operation_id=operation_id,
                    name=name,
                    http_method=http_method.upper(),
                    path=path,
                    summary=" ".join(str(operation.get("summary", operation_id)).split()),
                    parameters=_parameters(spec, raw, naming.get("parameters", {})),
                )
            )
    return [r for r in found.values() if r.methods]


def facade_names(
    spec: dict[str, Any], naming: dict[str, dict[str, str]], tag_modules: dict[str, str]
) -> dict[str, Any]:
    """What the templates need: resources by the tool's tag key, methods by operation module."""
    table: dict[str, Any] = {"resources": {}, "methods": {}}
    for resource in resources(spec, naming):
        key = tool_snake(resource.tag)
        table["resources"][key] = {
            "attribute": resource.attribute,
            "class_name": resource.class_name,
            "module": tag_modules.get(key, key),
            "description": resource.description,
        }
        for method in resource.methods:
            table["methods"][tool_snake(method.operation_id)] = method.name
    table["public"] = sorted(
        tool_snake(operation["operationId"])
        for item in spec.get("paths", {}).values()
        for method in METHODS
        if isinstance(operation := item.get(method), dict) and operation.get("security") == []
    )
    table["fields"] = dict(naming.get("fields", {}))
    table["parameters"] = dict(naming.get("parameters", {}))
    table["builtins"] = sorted(BUILTIN_NAMES)
    table["spec_parameter_names"] = spec_parameter_names()
    return table


def resources_table(found: list[Resource]) -> str:
    """The project README's table: attribute, tag, methods, the tag's description (Markdown)."""
    rows = ["| Attribute | Tag | Methods | What |", "|---|---|---|---|"]
    for resource in found:
        methods = ", ".join(f"`{m.name}`" for m in resource.methods)
        description = resource.description.replace("|", "\\|")
        rows.append(f"| `{resource.attribute}` | {resource.tag} | {methods} | {description} |")
    return "\n".join(rows)
