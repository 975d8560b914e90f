"""Where each node and line of `openapi.yaml` comes from in `spec/`: the bundle's source map.

`SourceMap.build(root)` composes `openapi.yaml` and the parts (YAML nodes with their lines) and
walks them side by side from `spec/root.yaml`, as `redocly bundle` assembled them: a part's
`$ref` that the bundle inlined (a path item, a whole component file) is followed into the part;
one that the bundle rewrote to a local `$ref` (`#/components/schemas/PostRequest`) pairs that
node of the bundle with the part it names, which is then walked the same way. The map holds,
per JSON pointer of the bundle and per line of `openapi.yaml`, the part file and line it was
written at (`Origin`, shown as `spec/paths/posts.yaml:53`). A line inside a multi-line text
keeps its offset into the text.

It is built on demand (only when a tool reports a finding; about a second) from the committed
files, so it always describes the `openapi.yaml` the tools read. A node of the bundle that the
parts do not explain (openapi.yaml edited by hand or not re-bundled) is simply not mapped.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.spec_parts import escape, pointer_tokens, split_ref

BUNDLE = "openapi.yaml"
SPEC_ROOT = Path("spec") / "root.yaml"
_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Origin:
    """A place in a part: the file relative to the project root and the 1-based line."""

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


def _compose(path: Path) -> yaml.Node | None:
    return yaml.compose(path.read_text(encoding="utf-8"), Loader=_LOADER)


def _child(node: yaml.Node | None, token: str) -> tuple[yaml.Node | None, yaml.Node | None]:
    """(key node, value node) of `token` below `node` (a mapping key or a sequence index); a
    key a YAML merge (`<<: *anchor`) brings in is found in the anchored mapping."""
    if isinstance(node, yaml.MappingNode):
        merged: list[yaml.Node] = []
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == token:
                return key, value
            if isinstance(key, yaml.ScalarNode) and key.tag == "tag:yaml.org,2002:merge":
                merged += value.value if isinstance(value, yaml.SequenceNode) else [value]
        for source in merged:
            found = _child(source, token)
            if found[1] is not None:
                return found
    if isinstance(node, yaml.SequenceNode) and token.isdigit() and int(token) < len(node.value):
        return None, node.value[int(token)]
    return None, None


def _descend(node: yaml.Node | None, pointer: str) -> tuple[yaml.Node | None, yaml.Node | None]:
    """(key node, node) at a JSON pointer below `node`."""
    key = None
    for token in pointer_tokens(pointer):
        key, node = _child(node, token)
    return key, node


def _ref_of(node: yaml.Node) -> str | None:
    _, value = _child(node, "$ref")
    return value.value if isinstance(value, yaml.ScalarNode) else None


def _key_lines(node: yaml.Node) -> set[int]:
    """The line of every mapping key below `node`."""
    found: set[int] = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, yaml.MappingNode):
            for key, value in item.value:
                found.add(_line(key))
                stack.append(value)
        elif isinstance(item, yaml.SequenceNode):
            stack.extend(item.value)
    return found


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


class SourceMap:
    """Bundle pointer and bundle line -> the part and line it came from."""

    def __init__(self) -> None:
        self.by_pointer: dict[str, Origin] = {}
        self.by_line: dict[int, Origin] = {}
        # Multi-line scalars: (first bundle line, last bundle line, origin of the first line,
        # last line of the text in the part).
        self._spans: list[tuple[int, int, Origin, int]] = []
        self._lines: list[int] = []
        self._unmapped: set[int] = set()  # lines of keys the bundle added (`schemas:`)

    # -- building ---------------------------------------------------------------------------

    @classmethod
    def build(cls, root: Path, bundle: Path | None = None) -> SourceMap:
        """The map of `bundle` (default `root`/openapi.yaml) to the parts under `root`/spec."""
        found = cls()
        bundle_node = _compose(bundle or root / BUNDLE)
        source = (root / SPEC_ROOT).resolve()
        if bundle_node is None or not source.is_file():
            return found
        found._walk_all(root.resolve(), bundle_node, source)
        found._unmapped = _key_lines(bundle_node) - found.by_line.keys()
        found._lines = sorted(found.by_line)
        found._spans.sort(key=lambda span: span[0])
        return found

    def _walk_all(self, root: Path, bundle: yaml.Node, source: Path) -> None:
        self._root = root
        self._parts: dict[Path, yaml.Node | None] = {}
        self._bundle = bundle
        queue: list[tuple[yaml.Node, str, Path, yaml.Node]] = []
        self._queue = queue
        self._done: set[str] = set()
        part = self._part(source)
        if part is not None:
            queue.append((bundle, "", source, part))
        while queue:
            bnode, pointer, file, snode = queue.pop()
            if pointer in self._done:
                continue
            self._done.add(pointer)
            self._walk(bnode, pointer, file, snode, depth=0)

    def _part(self, file: Path) -> yaml.Node | None:
        if file not in self._parts:
            try:
                self._parts[file] = _compose(file)
            except (OSError, yaml.YAMLError):
                self._parts[file] = None
        return self._parts[file]

    def _origin(self, file: Path, node: yaml.Node) -> Origin:
        try:
            name = file.relative_to(self._root).as_posix()
        except ValueError:
            name = file.as_posix()
        return Origin(name, _line(node))

    def _record(self, bnode: yaml.Node, pointer: str, origin: Origin) -> None:
        self.by_pointer.setdefault(pointer, origin)  # a key's own line, when it has one
        self.by_line[_line(bnode)] = origin

    def _resolve(self, file: Path, ref: str) -> tuple[Path, yaml.Node | None, yaml.Node] | None:
        """(file, key node or None, node) that a part's `$ref` names."""
        target = split_ref(ref, file)
        if target is None:
            return None
        key, node = _descend(self._part(target[0]), target[1])
        return (target[0], key, node) if node is not None else None

    def _walk(
        self, bnode: yaml.Node, pointer: str, file: Path, snode: yaml.Node, depth: int
    ) -> None:
        if depth > 200:
            return
        ref = _ref_of(snode) if isinstance(snode, yaml.MappingNode) else None
        if ref is not None:
            target = self._resolve(file, ref)
            bundle_ref = _ref_of(bnode) if isinstance(bnode, yaml.MappingNode) else None
            if target is None:
                self._record(bnode, pointer, self._origin(file, snode))
                return
            if bundle_ref is not None and bundle_ref.startswith("#/"):
                # The bundle keeps a reference: this node is the reference, written here; the
                # component it names comes from the referenced part.
                self._record(bnode, pointer, self._origin(file, snode))
                bundle_ref_key, _ = _child(bnode, "$ref")
                source_ref_key, _ = _child(snode, "$ref")
                if bundle_ref_key is not None and source_ref_key is not None:
                    self.by_line[_line(bundle_ref_key)] = self._origin(file, source_ref_key)
                bundle_key, bundle_target = _descend(self._bundle, bundle_ref[1:])
                if bundle_target is not None and bundle_ref[1:] not in self._done:
                    if bundle_key is not None and target[1] is not None:
                        self.by_line[_line(bundle_key)] = self.by_pointer[bundle_ref[1:]] = (
                            self._origin(target[0], target[1])
                        )
                    self._queue.append((bundle_target, bundle_ref[1:], target[0], target[2]))
                self._walk_mapping(bnode, pointer, file, snode, depth, skip="$ref")
                return
            # The bundle inlined the part: walk on in it (the node is named where the part has it).
            if target[1] is not None:
                self.by_pointer[pointer] = self._origin(target[0], target[1])
            self._walk(bnode, pointer, target[0], target[2], depth + 1)
            return
        origin = self._origin(file, snode)
        self._record(bnode, pointer, origin)
        if isinstance(bnode, yaml.MappingNode) and isinstance(snode, yaml.MappingNode):
            self._walk_mapping(bnode, pointer, file, snode, depth)
        elif isinstance(bnode, yaml.SequenceNode) and isinstance(snode, yaml.SequenceNode):
            for index, (bitem, sitem) in enumerate(zip(bnode.value, snode.value, strict=False)):
                self._walk(bitem, f"{pointer}/{index}", file, sitem, depth + 1)
        elif isinstance(bnode, yaml.ScalarNode) and isinstance(snode, yaml.ScalarNode):
            first, last = _line(bnode), int(bnode.end_mark.line) + 1
            if last > first:
                self._spans.append((first, last, origin, int(snode.end_mark.line) + 1))

    def _walk_mapping(
        self,
        bnode: yaml.Node,
        pointer: str,
        file: Path,
        snode: yaml.Node,
        depth: int,
        skip: str = "",
    ) -> None:
        """Walk the entries of a mapping of the bundle beside the part's (`skip`: a key left)."""
        if not isinstance(bnode, yaml.MappingNode) or not isinstance(snode, yaml.MappingNode):
            return
        for key, value in bnode.value:
            if not isinstance(key, yaml.ScalarNode) or key.value == skip:
                continue
            skey, svalue = _child(snode, key.value)
            if skey is None or svalue is None:
                continue
            self.by_line[_line(key)] = self.by_pointer[f"{pointer}/{escape(key.value)}"] = (
                self._origin(file, skey)
            )
            self._walk(value, f"{pointer}/{escape(key.value)}", file, svalue, depth + 1)

    # -- lookups ----------------------------------------------------------------------------

    def line(self, line: int) -> Origin | None:
        """Where line `line` (1-based) of openapi.yaml was written (None: not from a part)."""
        if line in self.by_line:
            return self.by_line[line]
        if line in self._unmapped:
            return None
        for first, last, origin, source_last in self._spans:
            if first <= line <= last:
                return Origin(origin.file, min(origin.line + line - first, source_last))
        index = bisect.bisect_right(self._lines, line) - 1
        return self.by_line[self._lines[index]] if index >= 0 else None

    def pointer(self, pointer: str) -> Origin | None:
        """Where the node at JSON pointer `pointer` (or its nearest mapped parent) was written."""
        tokens = pointer.split("/")
        while tokens:
            found = self.by_pointer.get("/".join(tokens))
            if found is not None:
                return found
            tokens.pop()
        return None
