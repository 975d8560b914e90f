"""Schema comparison in one direction: what tightens a request, what loosens a response.

A request schema is read by the server: a tighter constraint (lower `maxLength`, a new
`pattern`, a removed enum value...) rejects requests that used to pass, so it is breaking. A
response schema is read by clients: a looser one (a new enum value, a field no longer
required, a changed type) hands them data they were not written for. `oneOf`/`anyOf` branches
are matched by identity (their `$ref` target, `title`, or a fingerprint of type, `const` and
required names), so reordering branches reports nothing.

Each change also names the model field it reaches: the model of the nearest `$ref`'d object
schema and the fields below it (`PostRequest.media_urls[]`), in the client's names
(`client_names`); a `$ref` to a non-object schema (`Timestamp`) keeps the field that holds it.
"""

from __future__ import annotations

import json
from typing import Any, Literal, Protocol

from generator.diff.client_names import field, model, schema_of_ref
from generator.diff.findings import Severity

Direction = Literal["request", "response"]
MAX_DEPTH = 24


class Add(Protocol):
    """Reports one change; `model` is the model field it reaches (`PostRequest.post`)."""

    def __call__(
        self, location: str, description: str, severity: Severity, rule: str, model: str = ""
    ) -> None: ...


B, W, I = Severity.BREAKING, Severity.WARNING, Severity.INFO  # noqa: E741 (I for info)

# keyword -> (word, True when a larger value is looser)
_BOUNDS: dict[str, tuple[str, bool]] = {
    "maxLength": ("max-length", True),
    "minLength": ("min-length", False),
    "maximum": ("max", True),
    "minimum": ("min", False),
    "exclusiveMaximum": ("exclusive-max", True),
    "exclusiveMinimum": ("exclusive-min", False),
    "maxItems": ("max-items", True),
    "minItems": ("min-items", False),
    "maxProperties": ("max-properties", True),
    "minProperties": ("min-properties", False),
}


class Resolver:
    """Follows local `$ref`s of one document."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document

    def resolve(self, node: Any) -> Any:
        seen: set[str] = set()
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


def branch_identity(raw: Any, resolver: Resolver) -> str:
    """A name for a oneOf/anyOf branch that does not depend on its position."""
    if isinstance(raw, dict) and isinstance(raw.get("$ref"), str):
        return "ref " + str(raw["$ref"]).rsplit("/", 1)[-1]
    schema = resolver.resolve(raw)
    if not isinstance(schema, dict):
        return json.dumps(schema, sort_keys=True, default=str)
    if isinstance(schema.get("title"), str):
        return "title " + str(schema["title"])
    parts = ["|".join(sorted(_types(schema))) or "any"]
    if "const" in schema:
        parts.append("const " + json.dumps(schema["const"], sort_keys=True, default=str))
    consts = {
        name: prop["const"]
        for name, prop in (schema.get("properties") or {}).items()
        if isinstance(prop, dict) and "const" in prop
    }
    if consts:
        parts.append("consts " + json.dumps(consts, sort_keys=True, default=str))
    if schema.get("required"):
        parts.append("required " + ",".join(sorted(map(str, schema["required"]))))
    return " ".join(parts)


class SchemaDiff:
    """Compares two schemas below `where`, reporting through `add`."""

    def __init__(self, old: Resolver, new: Resolver, add: Add) -> None:
        self.old = old
        self.new = new
        self.report = add
        self._depth = 0
        self._active: set[tuple[int, int, str]] = set()
        self._model = ""  # the model (field) being compared, e.g. "PostRequest.media_urls[]"

    def add(
        self, where: str, description: str, severity: Severity, rule: str, step: str = ""
    ) -> None:
        """Report a change at the current model field (`step` goes one field further)."""
        self.report(where, description, severity, rule, self._model + step if self._model else "")

    def _entered(self, old_raw: Any, new_raw: Any, step: str) -> str:
        """The model field below the current one after `step`, switching to the model of a
        `$ref`'d object schema."""
        inside = self._model + step if self._model else ""
        for raw, resolver in ((new_raw, self.new), (old_raw, self.old)):
            name = schema_of_ref(raw.get("$ref")) if isinstance(raw, dict) else None
            if name is None:
                continue
            target = resolver.resolve(raw)
            is_object = isinstance(target, dict) and (
                "properties" in target or "allOf" in target or target.get("type") == "object"
            )
            if not inside or is_object or ("." not in inside and "[" not in inside):
                return model(name)
            return inside
        return inside

    def _flatten(self, resolver: Resolver, schema: Any) -> dict[str, Any]:
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

    def compare(
        self, where: str, old_raw: Any, new_raw: Any, direction: Direction, step: str = ""
    ) -> None:
        """Compare two schemas at `where`; `step` is the model field path from the caller's
        schema to these (`.post`, `[]`), empty at the top or for a branch."""
        if self._depth >= MAX_DEPTH:
            return
        # A recursive schema: the same pair of nodes at the same place is compared once.
        key = (id(self.old.resolve(old_raw)), id(self.new.resolve(new_raw)), direction)
        if key in self._active:
            return
        old = self._flatten(self.old, old_raw)
        new = self._flatten(self.new, new_raw)
        self._active.add(key)
        self._depth += 1
        outer = self._model
        self._model = self._entered(old_raw, new_raw, step)
        try:
            self._compare(where, old, new, direction)
        finally:
            self._model = outer
            self._depth -= 1
            self._active.discard(key)

    def _compare(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_types, new_types = _types(old), _types(new)
        if old_types != new_types and (old_types or new_types):
            before = "|".join(sorted(old_types)) or "any"
            after = "|".join(sorted(new_types)) or "any"
            if direction == "request":
                relaxed = not new_types or (bool(old_types) and old_types < new_types)
            else:
                relaxed = bool(new_types) and (not old_types or new_types < old_types)
            self.add(
                where,
                f"type changed from {before} to {after}",
                I if relaxed else B,
                f"{direction}-type-changed",
            )
            if not (old_types & new_types):
                return
        self._format(where, old, new, direction)
        self._enum(where, _enum(old), _enum(new), direction)
        self._bounds(where, old, new, direction)
        self._pattern(where, old, new, direction)
        self._misc(where, old, new, direction)
        self._properties(where, old, new, direction)
        if "items" in old or "items" in new:
            self.compare(
                f"{where}[]", old.get("items", {}), new.get("items", {}), direction, step="[]"
            )
        for keyword in ("oneOf", "anyOf"):
            self._branches(where, keyword, old.get(keyword), new.get(keyword), direction)

    def _format(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        before, after = old.get("format"), new.get("format")
        if before == after:
            return
        if direction == "request":
            severity = I if after is None else B
        else:
            severity = I if before is None else B
        self.add(
            where,
            f"format changed from {before} to {after}",
            severity,
            f"{direction}-format-changed",
        )

    def _enum(
        self, where: str, old: list[Any] | None, new: list[Any] | None, direction: Direction
    ) -> None:
        if old is None and new is None:
            return
        if old is None and new is not None:
            self.add(
                where,
                f"now restricted to {new}",
                B if direction == "request" else I,
                f"{direction}-enum-added",
            )
            return
        if new is None and old is not None:
            self.add(
                where,
                f"no longer restricted to {old}",
                B if direction == "response" else I,
                f"{direction}-enum-removed",
            )
            return
        assert old is not None and new is not None
        removed = [v for v in old if v not in new]
        added = [v for v in new if v not in old]
        if removed:
            self.add(
                where,
                f"enum values removed: {removed}",
                B if direction == "request" else I,
                f"{direction}-enum-value-removed",
            )
        if added:
            note = " (clients with literal enums reject them)" if direction == "response" else ""
            self.add(
                where,
                f"enum values added: {added}{note}",
                B if direction == "response" else I,
                f"{direction}-enum-value-added",
            )

    def _bounds(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        for keyword, (word, larger_is_looser) in _BOUNDS.items():
            before, after = old.get(keyword), new.get(keyword)
            if before == after or isinstance(before, bool) or isinstance(after, bool):
                continue
            if before is None:
                tighter, change = True, f"{keyword} {after} added"
                rule = f"{direction}-{word}-set"
            elif after is None:
                tighter, change = False, f"{keyword} {before} removed"
                rule = f"{direction}-{word}-removed"
            else:
                larger = after > before
                tighter = larger != larger_is_looser
                change = f"{keyword} {'increased' if larger else 'decreased'} {before} -> {after}"
                rule = f"{direction}-{word}-{'increased' if larger else 'decreased'}"
            # A tighter request rejects what passed; a looser response sends what was never sent.
            breaking = tighter if direction == "request" else not tighter
            severity = I if not breaking else (B if direction == "request" else W)
            self.add(where, change, severity, rule)

    def _pattern(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        before, after = old.get("pattern"), new.get("pattern")
        if before == after:
            return
        if before is None:
            severity, rule = (B if direction == "request" else I), f"{direction}-pattern-added"
            text = f"pattern {after!r} added"
        elif after is None:
            severity, rule = (I if direction == "request" else W), f"{direction}-pattern-removed"
            text = f"pattern {before!r} removed"
        else:
            severity, rule = W, f"{direction}-pattern-changed"
            text = f"pattern changed from {before!r} to {after!r}"
        self.add(where, text, severity, rule)

    def _misc(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        if not old.get("uniqueItems") and new.get("uniqueItems"):
            self.add(
                where,
                "items must now be unique",
                B if direction == "request" else I,
                f"{direction}-unique-items-set",
            )
        if "default" in old and "default" in new and old["default"] != new["default"]:
            self.add(
                where,
                f"default changed from {old['default']!r} to {new['default']!r}",
                B if direction == "request" else W,
                f"{direction}-default-value-changed",
            )
        elif ("default" in old) != ("default" in new):
            state = "added" if "default" in new else "removed"
            self.add(
                where,
                f"default {state}",
                B if direction == "request" and state == "removed" else I,
                f"{direction}-default-value-{state}",
            )
        closed_before = old.get("additionalProperties") is False
        closed_after = new.get("additionalProperties") is False
        if closed_after and not closed_before and "object" in _types(new):
            self.add(
                where,
                "additional properties no longer allowed",
                B if direction == "request" else I,
                f"{direction}-additional-properties-closed",
            )
        if closed_before and not closed_after and "object" in _types(old):
            self.add(
                where,
                "additional properties now allowed",
                W if direction == "response" else I,
                f"{direction}-additional-properties-opened",
            )
        if not old.get("deprecated") and new.get("deprecated"):
            self.add(where, "deprecated", I, f"{direction}-deprecated")

    def _properties(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_props: dict[str, Any] = old.get("properties") or {}
        new_props: dict[str, Any] = new.get("properties") or {}
        old_required = set(old.get("required") or [])
        new_required = set(new.get("required") or [])
        renamed = pair_renames(
            {n: old_props[n] for n in old_props.keys() - new_props.keys()},
            {n: new_props[n] for n in new_props.keys() - old_props.keys()},
        )
        for before, after in sorted(renamed.items()):
            self._renamed(where, before, after, old_required, new_required, direction)
        for name in sorted(old_props.keys() - new_props.keys() - renamed.keys()):
            if direction == "request":
                # An old client still sends it: refused when the object is closed, else
                # silently ignored (what it asked for no longer happens).
                closed = new.get("additionalProperties") is False
                self.add(
                    f"{where}.{name}",
                    "field removed"
                    + (" (now rejected)" if closed else " (an old client's value is now ignored)"),
                    B,
                    "request-property-removed",
                    step=f".{field(name)}",
                )
            else:
                was_required = name in old_required
                self.add(
                    f"{where}.{name}",
                    "required field removed" if was_required else "optional field removed",
                    B if was_required else W,
                    "response-property-removed",
                    step=f".{field(name)}",
                )
        for name in sorted(new_props.keys() - old_props.keys() - set(renamed.values())):
            required = name in new_required
            if direction == "request":
                self.add(
                    f"{where}.{name}",
                    "new required field" if required else "new optional field",
                    B if required else I,
                    "request-property-added",
                    step=f".{field(name)}",
                )
            else:
                self.add(
                    f"{where}.{name}",
                    "field added",
                    I,
                    "response-property-added",
                    step=f".{field(name)}",
                )
        for name in sorted(old_props.keys() & new_props.keys()):
            was, now = name in old_required, name in new_required
            if not was and now:
                self.add(
                    f"{where}.{name}",
                    "field became required",
                    B if direction == "request" else I,
                    f"{direction}-property-became-required",
                    step=f".{field(name)}",
                )
            elif was and not now:
                self.add(
                    f"{where}.{name}",
                    "field became optional",
                    B if direction == "response" else I,
                    f"{direction}-property-became-optional",
                    step=f".{field(name)}",
                )
            self.compare(
                f"{where}.{name}",
                old_props[name],
                new_props[name],
                direction,
                step=f".{field(name)}",
            )

    def _renamed(
        self,
        where: str,
        before: str,
        after: str,
        old_required: set[str],
        new_required: set[str],
        direction: Direction,
    ) -> None:
        """One finding for a property removed and one added with the same schema: a rename."""
        names = f"{before} -> {after}"
        if field(before) != before or field(after) != after:
            names += f" (client field {field(before)} -> {field(after)})"
        if direction == "request":
            required = " and is required" if after in new_required else ""
            text = (
                f"field renamed {names}, same schema: an old client still sends {before}, "
                f"which is now ignored; {after} is what counts{required}"
            )
            severity = B
        else:
            text = (
                f"field renamed {names}, same schema: an old client reads {before}, which is "
                "no longer sent"
            )
            severity = B if before in old_required else W
        self.add(
            f"{where}.{before}",
            text,
            severity,
            f"{direction}-property-renamed",
            step=f".{field(before)}",
        )

    def _branches(self, where: str, keyword: str, old: Any, new: Any, direction: Direction) -> None:
        old_list = old if isinstance(old, list) else []
        new_list = new if isinstance(new, list) else []
        if not old_list and not new_list:
            return
        old_by_id = _by_identity(old_list, self.old)
        new_by_id = _by_identity(new_list, self.new)
        removed = sorted(old_by_id.keys() - new_by_id.keys())
        added = sorted(new_by_id.keys() - old_by_id.keys())
        if len(removed) == 1 and len(added) == 1:
            # One branch whose identity changed (e.g. a fingerprint after an edit): compare it.
            self.compare(
                f"{where}<{keyword} {added[0]}>",
                old_by_id[removed[0]],
                new_by_id[added[0]],
                direction,
            )
            removed = added = []
        for identity in removed:
            self.add(
                f"{where}<{keyword} {identity}>",
                f"{keyword} branch removed",
                B if direction == "request" else I,
                f"{direction}-{keyword.lower()}-branch-removed",
            )
        for identity in added:
            self.add(
                f"{where}<{keyword} {identity}>",
                f"{keyword} branch added",
                B if direction == "response" else I,
                f"{direction}-{keyword.lower()}-branch-added",
            )
        for identity in sorted(old_by_id.keys() & new_by_id.keys()):
            self.compare(
                f"{where}<{keyword} {identity}>",
                old_by_id[identity],
                new_by_id[identity],
                direction,
            )


ANNOTATIONS = frozenset({"description", "example", "examples", "title"})


def shape(node: Any, ignored: frozenset[str] = ANNOTATIONS) -> Any:
    """`node` without its annotations at any depth: what two same-shaped schemas share."""
    if isinstance(node, dict):
        return {
            k: {name: shape(v2) for name, v2 in v.items()}
            if k == "properties" and isinstance(v, dict)
            else shape(v)
            for k, v in node.items()
            if k not in ignored
        }
    if isinstance(node, list):
        return [shape(v) for v in node]
    return node


def pair_renames(
    removed: dict[str, Any], added: dict[str, Any], ignored: frozenset[str] = ANNOTATIONS
) -> dict[str, str]:
    """Removed name -> added name for each removed item whose shape (`shape`) exactly one
    added item has, and no other removed item: a rename, not a removal and an addition."""
    old = {
        name: json.dumps(shape(v, ignored), sort_keys=True, default=str)
        for name, v in removed.items()
    }
    new = {
        name: json.dumps(shape(v, ignored), sort_keys=True, default=str)
        for name, v in added.items()
    }
    pairs = {}
    for name, fingerprint in old.items():
        matches = [a for a, f in new.items() if f == fingerprint]
        twins = [r for r, f in old.items() if f == fingerprint]
        if len(matches) == 1 and len(twins) == 1:
            pairs[name] = matches[0]
    return pairs


def _by_identity(branches: list[Any], resolver: Resolver) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for branch in branches:
        identity = branch_identity(branch, resolver)
        name, number = identity, 2
        while name in found:
            name, number = f"{identity} #{number}", number + 1
        found[name] = branch
    return found
