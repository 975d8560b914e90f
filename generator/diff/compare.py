"""The spec comparison itself (see the package docstring for what counts as breaking)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

Direction = Literal["request", "response"]
MAX_DEPTH = 24
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


@dataclass(frozen=True, order=True)
class Change:
    """One difference between the two specs."""

    location: str
    description: str
    breaking: bool


class _Resolver:
    """Follows local `$ref`s of one document."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document

    def resolve(self, node: Any) -> Any:
        seen = set()
        while isinstance(node, dict) and isinstance(node.get("$ref"), str):
            ref = node["$ref"]
            if ref in seen or not ref.startswith("#/"):
                return node
            seen.add(ref)
            target: Any = self.document
            for part in ref[2:].split("/"):
                part = part.replace("~1", "/").replace("~0", "~")
                target = target.get(part, {}) if isinstance(target, dict) else {}
            node = target
        return node


def _operations(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    found = {}
    for path, item in (spec.get("paths") or {}).items():
        for method in HTTP_METHODS:
            if isinstance(item, dict) and method in item:
                found[f"{method.upper()} {path}"] = {**item[method], "_shared": item}
    for name, item in (spec.get("webhooks") or {}).items():
        for method in HTTP_METHODS:
            if isinstance(item, dict) and method in item:
                found[f"WEBHOOK {name} ({method.upper()})"] = {**item[method], "_shared": item}
    return found


def _types(schema: dict[str, Any]) -> frozenset[str]:
    kind = schema.get("type")
    if isinstance(kind, str):
        return frozenset({kind})
    if isinstance(kind, list):
        return frozenset(str(k) for k in kind)
    if "properties" in schema:
        return frozenset({"object"})
    return frozenset()


def _enum(schema: dict[str, Any]) -> list[Any] | None:
    if "enum" in schema:
        return list(schema["enum"])
    if "const" in schema:
        return [schema["const"]]
    return None


class _SpecDiff:
    def __init__(self, old: dict[str, Any], new: dict[str, Any]) -> None:
        self.old = _Resolver(old)
        self.new = _Resolver(new)
        self.changes: list[Change] = []
        self._depth = 0

    def add(self, location: str, description: str, breaking: bool) -> None:
        self.changes.append(Change(location, description, breaking))

    # -- schemas --------------------------------------------------------------------------------

    def _flatten(self, resolver: _Resolver, schema: Any) -> dict[str, Any]:
        """Resolve refs and merge `allOf` parts into one schema (properties, required)."""
        schema = resolver.resolve(schema)
        if not isinstance(schema, dict):
            return {}
        if "allOf" not in schema:
            return schema
        merged: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
        properties = dict(merged.get("properties", {}))
        required = list(merged.get("required", []))
        for part in schema["allOf"]:
            flat = self._flatten(resolver, part)
            properties.update(flat.get("properties", {}))
            required += [r for r in flat.get("required", []) if r not in required]
            for key, value in flat.items():
                if key not in ("properties", "required"):
                    merged.setdefault(key, value)
        if properties:
            merged["properties"] = properties
        if required:
            merged["required"] = required
        return merged

    def schema(self, where: str, old_raw: Any, new_raw: Any, direction: Direction) -> None:
        if self._depth >= MAX_DEPTH:  # a recursive schema: deep enough to have seen it all
            return
        old = self._flatten(self.old, old_raw)
        new = self._flatten(self.new, new_raw)
        self._depth += 1
        try:
            self._compare_schema(where, old, new, direction)
        finally:
            self._depth -= 1

    def _compare_schema(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_types, new_types = _types(old), _types(new)
        if old_types and new_types and old_types != new_types:
            widened = direction == "request" and old_types < new_types
            self.add(
                where,
                f"type changed from {'|'.join(sorted(old_types))} to {'|'.join(sorted(new_types))}",
                not widened,
            )
            return
        if old.get("format") != new.get("format") and old_types == new_types:
            self.add(where, f"format changed from {old.get('format')} to {new.get('format')}", True)
        self._compare_enum(where, _enum(old), _enum(new), direction)
        self._compare_properties(where, old, new, direction)
        if "items" in old or "items" in new:
            self.schema(f"{where}[]", old.get("items", {}), new.get("items", {}), direction)
        for keyword in ("oneOf", "anyOf"):
            old_branches, new_branches = old.get(keyword, []), new.get(keyword, [])
            for index in range(min(len(old_branches), len(new_branches))):
                self.schema(
                    f"{where}<{keyword}[{index}]>",
                    old_branches[index],
                    new_branches[index],
                    direction,
                )
            if len(new_branches) < len(old_branches):
                self.add(where, f"{keyword} branch removed", True)
            elif len(new_branches) > len(old_branches):
                self.add(where, f"{keyword} branch added", direction == "response")

    def _compare_enum(
        self, where: str, old: list[Any] | None, new: list[Any] | None, direction: Direction
    ) -> None:
        if old is None and new is None:
            return
        if old is None and new is not None:
            self.add(where, f"now restricted to {new}", direction == "request")
            return
        if new is None and old is not None:
            self.add(where, f"no longer restricted to {old}", direction == "response")
            return
        assert old is not None and new is not None
        removed = [v for v in old if v not in new]
        added = [v for v in new if v not in old]
        if removed:
            self.add(
                where,
                f"enum values removed: {removed}"
                + (" (narrowed in a request)" if direction == "request" else ""),
                direction == "request",
            )
        if added:
            self.add(
                where,
                f"enum values added: {added}"
                + (
                    " (in a response: clients with literal enums reject them)"
                    if direction == "response"
                    else ""
                ),
                direction == "response",
            )

    def _compare_properties(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_props: dict[str, Any] = old.get("properties", {})
        new_props: dict[str, Any] = new.get("properties", {})
        old_required = set(old.get("required", []))
        new_required = set(new.get("required", []))
        for name in sorted(old_props.keys() - new_props.keys()):
            self.add(f"{where}.{name}", "field removed", True)
        for name in sorted(new_props.keys() - old_props.keys()):
            required = name in new_required
            if direction == "request":
                self.add(
                    f"{where}.{name}",
                    "new required field" if required else "new optional field",
                    required,
                )
            else:
                self.add(f"{where}.{name}", "field added", False)
        for name in sorted(old_props.keys() & new_props.keys()):
            was, now = name in old_required, name in new_required
            if not was and now:
                self.add(f"{where}.{name}", "field became required", direction == "request")
            elif was and not now:
                self.add(f"{where}.{name}", "field became optional", direction == "response")
            self.schema(f"{where}.{name}", old_props[name], new_props[name], direction)

    # -- operations -----------------------------------------------------------------------------

    def _parameters(self, resolver: _Resolver, operation: dict[str, Any]) -> dict[str, Any]:
        found = {}
        shared = operation.get("_shared", {}).get("parameters", [])
        for raw in [*shared, *operation.get("parameters", [])]:
            parameter = resolver.resolve(raw)
            if isinstance(parameter, dict) and "name" in parameter:
                found[f"{parameter.get('in')} {parameter['name']}"] = parameter
        return found

    def operation(self, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        is_webhook = name.startswith("WEBHOOK")
        # A webhook's request is sent by the service: receivers read it like a response.
        body_direction: Direction = "response" if is_webhook else "request"
        old_params = self._parameters(self.old, old)
        new_params = self._parameters(self.new, new)
        for key in sorted(old_params.keys() - new_params.keys()):
            self.add(f"{name} parameter {key}", "parameter removed", not is_webhook)
        for key in sorted(new_params.keys() - old_params.keys()):
            required = bool(new_params[key].get("required"))
            self.add(
                f"{name} parameter {key}",
                "new required parameter" if required else "new optional parameter",
                required and not is_webhook,
            )
        for key in sorted(old_params.keys() & new_params.keys()):
            if not old_params[key].get("required") and new_params[key].get("required"):
                self.add(f"{name} parameter {key}", "parameter became required", not is_webhook)
            self.schema(
                f"{name} parameter {key}",
                old_params[key].get("schema", {}),
                new_params[key].get("schema", {}),
                body_direction,
            )
        self._request_body(name, old, new, body_direction)
        self._responses(name, old, new)

    def _request_body(
        self, name: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_body = self.old.resolve(old.get("requestBody")) or {}
        new_body = self.new.resolve(new.get("requestBody")) or {}
        if not old_body.get("required") and new_body.get("required"):
            self.add(f"{name} request body", "request body became required", True)
        old_content = old_body.get("content", {})
        new_content = new_body.get("content", {})
        for media in sorted(old_content.keys() - new_content.keys()):
            self.add(f"{name} request body ({media})", "media type removed", True)
        for media in sorted(new_content.keys() - old_content.keys()):
            self.add(f"{name} request body ({media})", "media type added", False)
        for media in sorted(old_content.keys() & new_content.keys()):
            self.schema(
                f"{name} request body ({media})",
                old_content[media].get("schema", {}),
                new_content[media].get("schema", {}),
                direction,
            )

    def _responses(self, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        old_responses = old.get("responses", {})
        new_responses = new.get("responses", {})
        for status in sorted(map(str, old_responses.keys() - new_responses.keys())):
            self.add(f"{name} response {status}", "response status removed", True)
        for status in sorted(map(str, new_responses.keys() - old_responses.keys())):
            self.add(f"{name} response {status}", "response status added", False)
        for status in sorted(map(str, old_responses.keys() & new_responses.keys())):
            old_response = self.old.resolve(old_responses[status]) or {}
            new_response = self.new.resolve(new_responses[status]) or {}
            old_content = old_response.get("content", {})
            new_content = new_response.get("content", {})
            for media in sorted(old_content.keys() - new_content.keys()):
                self.add(f"{name} response {status} ({media})", "media type removed", True)
            for media in sorted(new_content.keys() - old_content.keys()):
                self.add(f"{name} response {status} ({media})", "media type added", False)
            for media in sorted(old_content.keys() & new_content.keys()):
                self.schema(
                    f"{name} response {status} ({media})",
                    old_content[media].get("schema", {}),
                    new_content[media].get("schema", {}),
                    "response",
                )

    # -- facts of x- extensions ------------------------------------------------------------

    def facts(self, old_spec: dict[str, Any], new_spec: dict[str, Any]) -> None:
        """x-limits (a lower limit is breaking), x-error-catalogue (a code's status),
        x-webhook-delivery (header names and the signature scheme)."""
        old_limits = old_spec.get("x-limits") or {}
        new_limits = new_spec.get("x-limits") or {}
        for name in sorted(old_limits.keys() | new_limits.keys()):
            before, after = old_limits.get(name), new_limits.get(name)
            if before == after:
                continue
            lowered = (
                isinstance(before, (int, float))
                and isinstance(after, (int, float))
                and after < before
            )
            self.add(
                f"x-limits.{name}",
                f"changed from {before} to {after}",
                lowered or after is None,
            )
        old_codes = old_spec.get("x-error-catalogue") or {}
        new_codes = new_spec.get("x-error-catalogue") or {}
        for code in sorted(old_codes.keys() | new_codes.keys(), key=str):
            before, after = old_codes.get(code), new_codes.get(code)
            where = f"x-error-catalogue.{code}"
            if before is None:
                self.add(where, "error code added", False)
            elif after is None:
                self.add(where, "error code removed", False)
            elif before.get("status") != after.get("status"):
                self.add(
                    where,
                    f"HTTP status changed from {before.get('status')} to {after.get('status')}",
                    True,
                )
        old_delivery = old_spec.get("x-webhook-delivery") or {}
        new_delivery = new_spec.get("x-webhook-delivery") or {}
        for key in ("signatureHeader", "signatureAlgorithm", "timestampHeader"):
            if old_delivery.get(key) != new_delivery.get(key):
                self.add(
                    f"x-webhook-delivery.{key}",
                    f"changed from {old_delivery.get(key)!r} to {new_delivery.get(key)!r}",
                    True,
                )

    def run(self, old_spec: dict[str, Any], new_spec: dict[str, Any]) -> list[Change]:
        old_ops, new_ops = _operations(old_spec), _operations(new_spec)
        for name in sorted(old_ops.keys() - new_ops.keys()):
            self.add(name, "operation removed", True)
        for name in sorted(new_ops.keys() - old_ops.keys()):
            self.add(name, "operation added", False)
        for name in sorted(old_ops.keys() & new_ops.keys()):
            self.operation(name, old_ops[name], new_ops[name])
        self.facts(old_spec, new_spec)
        return _unique(self.changes)


def _unique(changes: list[Change]) -> list[Change]:
    seen: set[Change] = set()
    unique = []
    for change in changes:
        if change not in seen:
            seen.add(change)
            unique.append(change)
    return unique


def diff_specs(old: dict[str, Any], new: dict[str, Any]) -> list[Change]:
    """All changes from `old` to `new`, in a stable order (operations sorted by name)."""
    return _SpecDiff(old, new).run(old, new)


def breaking(changes: list[Change]) -> Iterator[Change]:
    """The breaking changes among `changes`."""
    return (c for c in changes if c.breaking)
