"""The parts of the spec under `spec/` and what `spec/root.yaml` reaches of them.

`reached(spec_dir)` follows every `$ref` from `root.yaml` (into other files and within them)
and returns, per part file, the top-level entries that a reference reaches (`WHOLE` when the
file is referenced as a whole). `unreached(spec_dir)` lists what the bundle would silently
leave out of `openapi.yaml`: a YAML file under `spec/` that no reference reaches, a path item
(a top-level entry of `spec/paths/*.yaml`) that `root.yaml` does not list, and any other
top-level entry of a part (a schema, a parameter) that no reference reaches, each as
`file:line: what, and how to fix it`. `make bundle` refuses a spec with any
(`generator/bundle.py`); the documentation tables refuse it too
(`tests/tooling/docs_tables.py`), so they never list a path the bundle lacks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

ROOT_NAME = "root.yaml"
PATHS_DIR = "paths"
#: The entry recorded for a file referenced as a whole (`$ref: components/parameters.yaml`).
WHOLE = ""
_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class PartError(Exception):
    """A part cannot be read as YAML; the message names it."""


def unescape(token: str) -> str:
    """One JSON-pointer reference token, unescaped (RFC 6901)."""
    return token.replace("~1", "/").replace("~0", "~")


def escape(token: str) -> str:
    """One JSON-pointer reference token, escaped (RFC 6901)."""
    return token.replace("~", "~0").replace("/", "~1")


def pointer_tokens(pointer: str) -> list[str]:
    """The unescaped tokens of a JSON pointer (`/~1post/post` -> ['/post', 'post'])."""
    return [unescape(t) for t in pointer.split("/")[1:]] if pointer else []


def split_ref(ref: str, current: Path) -> tuple[Path, str] | None:
    """The file and pointer a `$ref` written in `current` names; None for a URL."""
    target, _, fragment = ref.partition("#")
    if "://" in target:
        return None
    file = (current.parent / target).resolve() if target else current
    return file, fragment


def spec_files(spec_dir: Path) -> list[Path]:
    """Every YAML file under `spec_dir`, resolved, in a stable order."""
    found = [*spec_dir.rglob("*.yaml"), *spec_dir.rglob("*.yml")]
    return sorted((p.resolve() for p in found), key=lambda p: p.as_posix())


class Parts:
    """The parts of one spec directory, each loaded once."""

    def __init__(self, spec_dir: Path) -> None:
        self.spec_dir = spec_dir.resolve()
        self._data: dict[Path, Any] = {}

    def data(self, file: Path) -> Any:
        if file not in self._data:
            try:
                text = file.read_text(encoding="utf-8")
                self._data[file] = yaml.load(text, Loader=_LOADER)
            except (OSError, yaml.YAMLError) as exc:
                raise PartError(f"{self.relative(file)}: cannot be read as YAML: {exc}") from exc
        return self._data[file]

    def relative(self, file: Path) -> str:
        """`file` as the maintainer writes it: `spec/paths/posts.yaml`."""
        try:
            return (Path(self.spec_dir.name) / file.relative_to(self.spec_dir)).as_posix()
        except ValueError:
            return file.as_posix()


def _refs(node: Any) -> list[str]:
    """Every `$ref` string in a YAML data tree."""
    found: list[str] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            ref = item.get("$ref")
            if isinstance(ref, str):
                found.append(ref)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _at(data: Any, tokens: list[str]) -> Any:
    for token in tokens:
        if isinstance(data, dict):
            data = data.get(token)
        elif isinstance(data, list) and token.isdigit() and int(token) < len(data):
            data = data[int(token)]
        else:
            return None
    return data


def reached(spec_dir: Path, parts: Parts | None = None) -> dict[Path, set[str]]:
    """Per part file reached from `root.yaml`: its top-level entries that a reference reaches
    (`WHOLE` for the whole file). A reference to a missing file or entry is left to the bundler,
    which names it."""
    parts = parts or Parts(spec_dir)
    root = parts.spec_dir / ROOT_NAME
    found: dict[Path, set[str]] = {}
    seen: set[tuple[Path, str]] = set()
    stack: list[tuple[Path, str]] = [(root, "")]
    while stack:
        file, pointer = stack.pop()
        if (file, pointer) in seen or not file.is_file():
            continue
        seen.add((file, pointer))
        tokens = pointer_tokens(pointer)
        found.setdefault(file, set()).add(tokens[0] if tokens else WHOLE)
        for ref in _refs(_at(parts.data(file), tokens)):
            target = split_ref(ref, file)
            if target is not None:
                stack.append(target)
    return found


def _key_line(file: Path, key: str) -> int:
    """The 1-based line of a top-level key of a YAML file (1 when it cannot be found)."""
    node = yaml.compose(file.read_text(encoding="utf-8"), Loader=_LOADER)
    if isinstance(node, yaml.MappingNode):
        for key_node, _ in node.value:
            if key_node.value == key:
                return int(key_node.start_mark.line) + 1
    return 1


def unreached(spec_dir: Path) -> list[str]:
    """What of `spec_dir` the bundle would leave out, one line each (empty: nothing)."""
    parts = Parts(spec_dir)
    found = reached(spec_dir, parts)
    root = parts.relative(parts.spec_dir / ROOT_NAME)
    problems = []
    for file in spec_files(parts.spec_dir):
        name = parts.relative(file)
        data = parts.data(file)
        in_paths = file.parent == parts.spec_dir / PATHS_DIR and isinstance(data, dict)
        if file not in found and not (in_paths and data):
            problems.append(
                f"{name}:1: no $ref from {root} reaches this file, so the bundle leaves it out: "
                f"reference it from {root} or a part it reaches, or delete it"
            )
            continue
        entries = found.get(file, set())
        if WHOLE in entries or not isinstance(data, dict):
            continue
        relative = file.relative_to(parts.spec_dir).as_posix()
        for key in (str(k) for k in data if str(k) not in entries):
            where = f"{name}:{_key_line(file, key)}"
            if in_paths:
                unread = "" if file in found else " (no $ref reaches this file)"
                problems.append(
                    f"{where}: path item {key!r} is not listed in {root} `paths:`{unread}, so "
                    f"the bundle leaves it out: add `{key}: {{$ref: {relative}#/{escape(key)}}}` "
                    "there"
                )
            else:
                problems.append(
                    f"{where}: {key!r} is referenced by no $ref that {root} reaches, so the "
                    "bundle leaves it out: reference it, or delete it"
                )
    return problems
