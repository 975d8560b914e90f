"""What a spec change does to the generated client: its public names and signatures.

Both specs are run through the generator pipeline (`generator.pipeline.build_tree`) into
temporary directories; the public surface of each package (modules, top-level functions with
their parameters, classes with their fields and methods) is read with `ast` and compared.
A module, function, class, method or field removed is breaking, and so is a parameter removed
or a new required one; a resource method whose operationId changed (its name comes from the
operationId) and a class that reappears under another name with the same members (a renamed
schema) are reported as renamed. Names defined in private modules (`_resources.py`) count as
names of their package, where users reach them.
"""

from __future__ import annotations

import ast
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator import naming
from generator.diff.findings import Change, Severity
from generator.pipeline import GeneratorFailure, build_tree
from generator.settings import load_config
from spec_model import load_yaml

B, W, I = Severity.BREAKING, Severity.WARNING, Severity.INFO  # noqa: E741 (I for info)


@dataclass(frozen=True)
class Parameter:
    name: str
    required: bool
    keyword_only: bool


# Public symbol ("package.module:name" or "package.module:Class.field") -> its parameters
# (functions) or None (classes, fields, methods are listed as their own symbols).
Surface = dict[str, tuple[Parameter, ...] | None]


def _parameters(node: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[Parameter, ...]:
    args = node.args
    positional = [*args.posonlyargs, *args.args]
    first_default = len(positional) - len(args.defaults)
    found = [
        Parameter(a.arg, index < first_default, False)
        for index, a in enumerate(positional)
        if a.arg not in ("self", "cls")
    ]
    found += [
        Parameter(a.arg, default is None, True)
        for a, default in zip(args.kwonlyargs, args.kw_defaults, strict=True)
    ]
    return tuple(found)


def _module_surface(module: str, source: str, surface: Surface) -> None:
    tree = ast.parse(source)
    surface[module] = None
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if not node.name.startswith("_"):
                surface[f"{module}:{node.name}"] = _parameters(node)
        elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            surface[f"{module}:{node.name}"] = None
            for member in node.body:
                if (
                    isinstance(member, ast.AnnAssign)
                    and isinstance(member.target, ast.Name)
                    and not member.target.id.startswith("_")
                ):
                    surface[f"{module}:{node.name}.{member.target.id}"] = None
                elif isinstance(
                    member, (ast.FunctionDef, ast.AsyncFunctionDef)
                ) and not member.name.startswith("_"):
                    surface[f"{module}:{node.name}.{member.name}()"] = _parameters(member)


def package_surface(tree: Path, packages: tuple[str, ...]) -> Surface:
    """The public surface of the generated `packages` under `tree`."""
    surface: Surface = {}
    for package in packages:
        for path in sorted((tree / package).rglob("*.py")):
            relative = path.relative_to(tree).with_suffix("")
            parts = [p for p in relative.parts if not p.startswith("_")]
            if any(p.startswith("_") for p in relative.parts[:-1]):
                continue  # a private sub-package
            _module_surface(".".join(parts), path.read_text(encoding="utf-8"), surface)
    return surface


def generated_surface(spec_text: str) -> Surface:
    """Generate the client for `spec_text` (with this generator) and read its surface."""
    config = load_config()
    with tempfile.TemporaryDirectory(prefix="generator-diff-") as scratch_name:
        scratch = Path(scratch_name)
        spec_root = scratch / "root"
        (spec_root / config.spec).parent.mkdir(parents=True, exist_ok=True)
        (spec_root / config.spec).write_text(spec_text, encoding="utf-8")
        build_tree(spec_root, scratch / "tree", config)
        return package_surface(scratch / "tree", (config.client_package, config.models_package))


def _method_names(spec: dict[str, Any]) -> dict[tuple[str, str], str]:
    """(path, method) -> the generated resource method's name, by the generator's own rule
    (`generator.naming`, the names the templates render)."""
    try:
        resources = naming.resources(spec, load_config().naming)
    except (naming.NamingError, KeyError, TypeError, AttributeError):
        return {}
    return {
        (method.path, method.http_method.lower()): method.name
        for resource in resources
        for method in resource.methods
    }


def operation_renames(old_spec: dict[str, Any], new_spec: dict[str, Any]) -> dict[str, str]:
    """Old -> new resource method name of each operation whose operationId changed."""
    old_names, new_names = _method_names(old_spec), _method_names(new_spec)
    return {
        name: new_names[key]
        for key, name in old_names.items()
        if key in new_names and new_names[key] != name
    }


def _classes(surface: Surface) -> dict[str, frozenset[str]]:
    """Each class symbol ("module:Class") with the names of its fields and methods."""
    classes: dict[str, set[str]] = {}
    for symbol in surface:
        module, _, name = symbol.partition(":")
        if name and "." not in name and surface[symbol] is None:
            classes.setdefault(symbol, set())
        elif "." in name:
            owner, _, member = name.partition(".")
            classes.setdefault(f"{module}:{owner}", set()).add(member)
    return {symbol: frozenset(members) for symbol, members in classes.items()}


def _renamed_classes(old: Surface, new: Surface) -> dict[str, str]:
    """Old -> new class symbol for classes that vanished and reappeared under another name
    with exactly the same members (a renamed schema); only unambiguous pairs."""
    old_classes, new_classes = _classes(old), _classes(new)
    removed = {s: m for s, m in old_classes.items() if s not in new and m}
    added = {s: m for s, m in new_classes.items() if s not in old and m}
    pairs: dict[str, str] = {}
    for symbol, members in removed.items():
        matches = [s for s, m in added.items() if m == members]
        same_shape = [s for s, m in removed.items() if m == members]
        if len(matches) == 1 and len(same_shape) == 1:
            pairs[symbol] = matches[0]
    return pairs


def compare_surfaces(old: Surface, new: Surface, renames: dict[str, str]) -> list[Change]:
    """Changes of the generated public surface: renamed operation modules (from `renames`)
    and renamed classes (same members) are paired; a removed module or class is reported once,
    not with each of its names."""
    changes: list[Change] = []
    old_modules = {s for s in old if ":" not in s}
    new_modules = {s for s in new if ":" not in s}
    paired: dict[str, str] = {}
    for module in sorted(old_modules - new_modules):
        last = module.rsplit(".", 1)[-1]
        target = module[: -len(last)] + renames.get(last, last)
        if last in renames and target in new_modules - old_modules:
            paired[module] = target
            changes.append(
                Change(
                    f"client {module}",
                    f"renamed to {target} (operationId changed)",
                    B,
                    "client-function-renamed",
                )
            )
    classes = _renamed_classes(old, new)
    for before, after in sorted(classes.items()):
        changes.append(Change(f"client {before}", f"renamed to {after}", B, "client-class-renamed"))
    # A module whose every public name went with a renamed class was renamed with it.
    for module in sorted(old_modules - new_modules - paired.keys()):
        names = [s for s in old if s.startswith(f"{module}:") and "." not in s.split(":")[1]]
        targets = {classes[n].partition(":")[0] for n in names if n in classes}
        if names and all(n in classes for n in names) and len(targets) == 1:
            paired[module] = targets.pop()
    gone, arrived = old_modules - new_modules, new_modules - old_modules
    moved_new = set(classes.values())
    # Resource methods renamed with their operationId: one change per method name.
    methods: dict[tuple[str, str, str], list[str]] = {}
    for symbol in old.keys() - new.keys():
        module, _, name = symbol.partition(":")
        owner, dot, member = name.partition(".")
        old_name = member[:-2] if dot and member.endswith("()") else ""
        target = f"{module}:{owner}.{renames.get(old_name, '')}()"
        if old_name in renames and target in new.keys() - old.keys():
            methods.setdefault((module, old_name, renames[old_name]), []).append(owner)
    renamed_symbols: set[str] = set()
    for (module, before, after), owners in sorted(methods.items()):
        renamed_symbols |= {f"{module}:{o}.{before}()" for o in owners}
        renamed_symbols |= {f"{module}:{o}.{after}()" for o in owners}
        changes.append(
            Change(
                f"client {module}:{sorted(owners, key=len)[0]}.{before}()",
                f"renamed to {after}() (operationId changed; in {', '.join(sorted(owners))})",
                B,
                "client-function-renamed",
            )
        )
    for symbol in sorted(old.keys() - new.keys() - renamed_symbols):
        module, _, name = symbol.partition(":")
        owner = f"{module}:{name.partition('.')[0]}"
        if module in paired or (name and module in gone) or owner in classes:
            continue  # reported once, with its module or class
        if "." in name and owner not in new:
            continue  # its class is reported as removed
        kind = "module" if not name else ("function" if old[symbol] is not None else "name")
        changes.append(Change(f"client {symbol}", f"{kind} removed", B, "client-name-removed"))
    for symbol in sorted(new.keys() - old.keys() - renamed_symbols):
        module, _, name = symbol.partition(":")
        owner = f"{module}:{name.partition('.')[0]}"
        if module in paired.values() or (name and module in arrived) or owner in moved_new:
            continue
        if "." in name and owner not in old:
            continue
        changes.append(Change(f"client {symbol}", "added", I, "client-name-added"))
    for symbol in sorted(old.keys() & new.keys()):
        old_parameters, new_parameters = old[symbol], new[symbol]
        if old_parameters is None or new_parameters is None:
            continue
        changes += _signature(symbol, old_parameters, new_parameters)
    return changes


def _signature(
    symbol: str, before: tuple[Parameter, ...], after: tuple[Parameter, ...]
) -> list[Change]:
    changes = []
    old_by_name = {p.name: p for p in before}
    new_by_name = {p.name: p for p in after}
    for name in [p.name for p in before if p.name not in new_by_name]:
        changes.append(
            Change(f"client {symbol}", f"parameter {name!r} removed", B, "client-parameter-removed")
        )
    for parameter in after:
        if parameter.name not in old_by_name and parameter.required:
            changes.append(
                Change(
                    f"client {symbol}",
                    f"new required parameter {parameter.name!r}",
                    B,
                    "client-parameter-added",
                )
            )
        elif parameter.name in old_by_name:
            was = old_by_name[parameter.name]
            if parameter.required and not was.required:
                changes.append(
                    Change(
                        f"client {symbol}",
                        f"parameter {parameter.name!r} became required",
                        B,
                        "client-parameter-became-required",
                    )
                )
    old_positional = [p.name for p in before if not p.keyword_only]
    new_positional = [p.name for p in after if not p.keyword_only]
    common = [n for n in old_positional if n in new_positional]
    if common != [n for n in new_positional if n in old_positional]:
        changes.append(
            Change(
                f"client {symbol}", "positional parameters reordered", B, "client-parameter-order"
            )
        )
    return changes


def client_changes(old_text: str, new_text: str) -> tuple[list[Change], str | None]:
    """The generated-client changes, or ([], reason) when a spec could not be generated."""
    try:
        old_surface = generated_surface(old_text)
        new_surface = generated_surface(new_text)
    except GeneratorFailure as exc:
        return [], f"the generated client was not compared: {exc}"
    old_spec, new_spec = load_yaml(old_text), load_yaml(new_text)
    return compare_surfaces(old_surface, new_surface, operation_renames(old_spec, new_spec)), None
