"""Content hashes that make an unchanged run a no-op.

The *input* hash covers everything that shapes the output: the spec, the generator's config,
templates, companion sources and pipeline code, the schema parts of the spec (they give the
models their modules), and the versions of the tools. The *output*
hash covers the files of the generated tree, so a hand edit of a generated file is noticed too.
Both are stored in `<output>/.generator-stamp`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator
from importlib import metadata
from pathlib import Path

from generator.settings import GENERATOR_DIR, SCHEMA_PARTS, GeneratorConfig, load_config

STAMP_NAME = ".generator-stamp"
TOOLS = ("datamodel-code-generator", "openapi-python-client", "ruff")  # they shape the output
# Modules of generator/ that do not shape generated_client/ (the bundle, whose output openapi.yaml
# is hashed itself; the lint and check commands): editing them needs no regeneration.
NOT_INPUTS = frozenset({"bundle.py", "spec_parts.py", "source_map.py", "lint.py", "README.md"})
IGNORED_PARTS = frozenset({"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "build"})


def _is_ignored(relative: Path) -> bool:
    return (
        any(part in IGNORED_PARTS or part.endswith(".egg-info") for part in relative.parts)
        or relative.suffix == ".pyc"
    )


def tree_files(root: Path) -> Iterator[Path]:
    """The files of a tree that belong to it (no caches), relative, in a stable order."""
    found = []
    for path in root.rglob("*"):
        relative = path.relative_to(root)
        if path.is_file() and not _is_ignored(relative):
            found.append(relative)
    yield from sorted(found, key=lambda p: p.as_posix())


def _hash_files(root: Path, files: Iterable[Path]) -> str:
    digest = hashlib.sha256()
    for relative in files:
        digest.update(relative.as_posix().encode() + b"\0")
        digest.update((root / relative).read_bytes() + b"\0")
    return digest.hexdigest()


def tool_versions() -> dict[str, str]:
    """Installed versions of the tools whose output is committed."""
    return {tool: metadata.version(tool) for tool in TOOLS}


def input_hash(spec_path: Path, control_path: Path | None = None) -> str:
    """Hash of the spec, the control spec (default: config.yaml's `control_spec` beside the
    spec), the generator package (config, templates, companion, code), the schema parts (one
    models module each) and the tools."""
    digest = hashlib.sha256()
    digest.update(spec_path.read_bytes())
    control = control_path or spec_path.with_name(load_config().control_spec)
    if control.is_file():
        digest.update(control.read_bytes())
    # The generator's own README.md is documentation, not input: editing it needs no regeneration.
    generator_files = [
        f
        for f in tree_files(GENERATOR_DIR)
        if f.parts[0] not in ("diff", "docs") and f.as_posix() not in NOT_INPUTS
    ]
    digest.update(_hash_files(GENERATOR_DIR, generator_files).encode())
    # The schema parts give the models their modules (generator/model_modules.py).
    digest.update(_hash_files(SCHEMA_PARTS, sorted(tree_files(SCHEMA_PARTS))).encode())
    digest.update(json.dumps(tool_versions(), sort_keys=True).encode())
    return digest.hexdigest()


def output_hash(tree: Path) -> str:
    """Hash of a generated tree's files, the stamp itself excluded."""
    return _hash_files(tree, (f for f in tree_files(tree) if f.name != STAMP_NAME))


def render_stamp(inputs: str, outputs: str) -> str:
    versions = "".join(f"tool {name} {version}\n" for name, version in tool_versions().items())
    return (
        "# Written by `python -m generator`; do not edit. An unchanged input and output hash\n"
        "# make the next run a no-op.\n"
        f"inputs {inputs}\noutputs {outputs}\n{versions}"
    )


def read_stamp(tree: Path) -> tuple[str, str] | None:
    """(input hash, output hash) stored in a tree, or None when there is no valid stamp."""
    path = tree / STAMP_NAME
    if not path.is_file():
        return None
    values = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, _, value = line.partition(" ")
        values[key] = value
    if "inputs" not in values or "outputs" not in values:
        return None
    return values["inputs"], values["outputs"]


def is_up_to_date(root: Path, config: GeneratorConfig) -> bool:
    """True when the stored stamp matches the inputs and the output files (no-op run)."""
    output = root / config.output_dir
    stored = read_stamp(output)
    if stored is None:
        return False
    inputs, outputs = stored
    current = input_hash(root / config.spec, root / config.control_spec)
    return inputs == current and outputs == output_hash(output)
