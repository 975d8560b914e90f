"""One models module per spec area: the view of the spec given to datamodel-code-generator.

The spec's schemas are written by area (`spec/components/schemas/<area>.yaml`), but the bundle
(`openapi.yaml`) keeps no trace of the part a schema came from, and datamodel-code-generator
writes a whole document as one module. Its public modular output is driven by schema names:
with `--treat-dot-as-module` a schema named `posts.PostRequest` becomes the class `PostRequest`
of the module `posts`, and `--all-exports-scope=recursive` writes a package `__init__.py` that
re-exports every class, so `from social_publishing_models import PostRequest` keeps working.

This stage writes that view of the spec (the committed `openapi.yaml` is not changed):

* every key of `components.schemas` gets its area as a prefix, `Name` -> `area.Name` (the area
  is the file stem of the part that defines it, `-` -> `_`), and every `$ref` and discriminator
  `mapping` entry to it is rewritten; the class names stay the schema names;
* a schema Redocly hoisted out of a part (a `$ref` to a sub-schema, e.g.
  `#/JwtRequest/properties/email` gives the key `email`) is defined in no part: it takes the
  area of the schemas that refer to it when they all have the same one;
* the `title` of an inline schema inside an area's schema (an inline `oneOf` branch named by
  `--use-title-as-name`) gets the same prefix, so its class stays in the area's module (without
  it the class goes to the package `__init__`, which imports the areas that import it back: the
  tool then merges the cycle into one `_internal` module).

A schema in no part and referred to by the schemas of no single area keeps its name and goes to
the package `__init__` (or the tool's `_internal` module, see above). Only a hand-edited
`openapi.yaml` has one (`make check-generated` fails when the bundle does not match the parts),
or an older spec that `make diff` builds, with a schema the parts no longer define.

The parts read are this checkout's (`SCHEMA_PARTS` beside the generator package), also for a
`--root` that holds only `openapi.yaml` (the generator's tests, `make diff`); they are part of
the generator's input hash (`stamp.input_hash`).

Quirks of datamodel-code-generator 0.89.0, caught by `check_module_names` from the tool's
`--emit-model-metadata` map: an untitled inline schema that needs a class of its own is named
after its parent or property (`CommentDeletions`, `mediaUrls` -> `MediaUrl`) without looking at
the schema classes of the module; when that is a schema's name, the schema gets the suffix
`Model` in its module, or, from another module, the package `__init__` re-exports both under
their modules' names. Such an inline schema needs a `title` in the spec.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from generator.settings import SCHEMA_PARTS
from spec_model import load_yaml

_SCHEMAS_REF = "#/components/schemas/"
# JSON Schema keywords whose values are schemas (maps of schemas, lists of schemas, one schema).
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SCHEMA_LISTS = ("allOf", "oneOf", "anyOf", "prefixItems")
_SCHEMA_ONE = (
    "items",
    "additionalProperties",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
)


class ModuleViewError(Exception):
    """The areas of the schemas could not be read or the tool did not keep a class name."""


def area_module(part: Path) -> str:
    """The module name of an area part: `post-options.yaml` -> `post_options`."""
    name = part.stem.replace("-", "_")
    if not name.isidentifier():
        raise ModuleViewError(f"{part}: the area name {part.stem!r} is no Python module name")
    return name


def part_areas(parts_dir: Path = SCHEMA_PARTS) -> dict[str, str]:
    """Schema name -> area module, for the schemas defined at the top of each part."""
    areas: dict[str, str] = {}
    for part in sorted(parts_dir.glob("*.yaml")):
        module = area_module(part)
        try:
            defined = load_yaml(part.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise ModuleViewError(f"cannot read the schema part {part}: {exc}") from exc
        for name in defined:
            if name in areas:
                raise ModuleViewError(f"schema {name!r} is defined in two parts of {parts_dir}")
            areas[name] = module
    return areas


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def _target(ref: str) -> str | None:
    """The schema name a `#/components/schemas/<name>[/...]` reference points into."""
    if not ref.startswith(_SCHEMAS_REF):
        return None
    return ref[len(_SCHEMAS_REF) :].split("/", 1)[0]


def schema_areas(spec: dict[str, Any], parts: dict[str, str]) -> dict[str, str]:
    """Schema name -> area module for the schemas of `spec` that have one."""
    schemas: dict[str, Any] = spec.get("components", {}).get("schemas") or {}
    areas = {name: parts[name] for name in schemas if name in parts}
    for name in schemas:
        if name in areas:
            continue
        referrers = {
            areas[other]
            for other, schema in schemas.items()
            if other in areas and any(_target(ref) == name for ref in _refs(schema))
        }
        if len(referrers) == 1:
            areas[name] = referrers.pop()
    return areas


def _prefix_titles(schema: Any, area: str, *, top: bool) -> None:
    """Prefix the `title` of every inline schema below `schema` with `area.` (in place)."""
    if not isinstance(schema, dict):
        return
    if not top and isinstance(schema.get("title"), str):
        schema["title"] = f"{area}.{schema['title']}"
    for key in _SCHEMA_MAPS:
        values = schema.get(key)
        if isinstance(values, dict):
            for value in values.values():
                _prefix_titles(value, area, top=False)
    for key in _SCHEMA_LISTS:
        values = schema.get(key)
        if isinstance(values, list):
            for value in values:
                _prefix_titles(value, area, top=False)
    for key in _SCHEMA_ONE:
        _prefix_titles(schema.get(key), area, top=False)


def _rewrite_refs(node: Any, names: dict[str, str]) -> Any:
    """`node` with the references (and discriminator mappings) to renamed schemas rewritten."""

    def rewrite(ref: Any) -> Any:
        target = _target(ref) if isinstance(ref, str) else None
        if target is None or target not in names:
            return ref
        return _SCHEMAS_REF + names[target] + ref[len(_SCHEMAS_REF) + len(target) :]

    if isinstance(node, dict):
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key == "$ref":
                out[key] = rewrite(value)
            elif key == "mapping" and isinstance(value, dict):
                out[key] = {tag: rewrite(ref) for tag, ref in value.items()}
            else:
                out[key] = _rewrite_refs(value, names)
        return out
    if isinstance(node, list):
        return [_rewrite_refs(value, names) for value in node]
    return node


def module_view(spec: dict[str, Any], areas: dict[str, str]) -> dict[str, Any]:
    """The spec with each schema of an area named `area.Name` (see the module docstring)."""
    schemas: dict[str, Any] = spec.get("components", {}).get("schemas") or {}
    names = {name: f"{areas[name]}.{name}" for name in schemas if name in areas}
    view = copy.deepcopy(spec)
    renamed = {}
    for name, schema in schemas.items():
        schema = copy.deepcopy(schema)
        if name in areas:
            _prefix_titles(schema, areas[name], top=True)
        renamed[names.get(name, name)] = schema
    view.setdefault("components", {})["schemas"] = renamed
    return _rewrite_refs(view, names)  # type: ignore[no-any-return]


def _class_name(schema_name: str) -> str:
    """The class datamodel-code-generator names a schema key that is an identifier after."""
    return schema_name[:1].upper() + schema_name[1:]


def _is_schema(model: dict[str, Any]) -> bool:
    """Whether a model of the metadata map is the class of a `components.schemas` entry."""
    path = model["source_path"]
    return len(path) == 3 and path[:2] == ["components", "schemas"]


def check_module_names(metadata_file: Path, areas: dict[str, str]) -> None:
    """Fail unless each area's schema is the class of its own name in its area's module.

    Reads the tool's `--emit-model-metadata` map (the source schema of every class).
    """
    try:
        models = json.loads(metadata_file.read_text(encoding="utf-8"))["models"]
    except (OSError, ValueError, KeyError) as exc:
        raise ModuleViewError(f"cannot read the model metadata {metadata_file}: {exc}") from exc
    written = {
        model["source_path"][2]: (model["module"], model["class_name"])
        for model in models
        if _is_schema(model)
    }
    wrong = [
        f"{name} (written as {'.'.join(written[view_name])})"
        for name, area in sorted(areas.items())
        if (view_name := f"{area}.{name}") in written
        and written[view_name] != (area, _class_name(name))
    ]
    # The package re-exports a class name that two modules define with their module's name in
    # front (--all-exports-collision-strategy): a schema's class must keep its name there.
    schema_classes = set(written.values())
    wrong += [
        f"{model['class_name']} (also the class of {model['source_ref']})"
        for model in models
        if not _is_schema(model)
        and model["class_name"] in {name for _, name in schema_classes}
        and (model["module"], model["class_name"]) not in schema_classes
    ]
    if wrong:
        raise ModuleViewError(
            "datamodel-code-generator did not write these schemas as the only class of their "
            f"name, in their area's module: {', '.join(wrong)}. An inline schema named after a "
            "schema takes that name (the schema gets the suffix `Model`, or the package "
            "re-exports it under its module's name): give the inline schema a `title` in the "
            "spec."
        )
