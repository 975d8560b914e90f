"""Local records that let an unchanged `make bundle` or docs build skip its tool run.

A step (the spec bundle, the /docs page) names its inputs and outputs as files or directories
under the project root. `is_fresh` is true when the record written by the last successful run
holds the same hash of every input and every output: nothing that shapes the output changed and
nobody edited the output since. `record` writes that record after a run. Records live in
`build/freshness/<step>` (git-ignored, removed by `make clean`), so a fresh clone always runs the
tools once; `--check` modes never read them and always rebuild.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path

RECORD_DIR = Path("build") / "freshness"
IGNORED_PARTS = frozenset({"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache"})


def _files(root: Path, relative: Path) -> list[Path]:
    path = root / relative
    if path.is_file():
        return [relative]
    if not path.is_dir():
        return [relative]  # hashed as missing: a later run that creates it is not fresh
    found = [
        p.relative_to(root)
        for p in path.rglob("*")
        if p.is_file() and not IGNORED_PARTS.intersection(p.relative_to(root).parts)
    ]
    return sorted(found, key=lambda p: p.as_posix())


def content_hash(root: Path, paths: Iterable[Path]) -> str:
    """SHA-256 over the names and bytes of the files (directories recursively) under `root`."""
    digest = hashlib.sha256()
    for top in paths:
        for relative in _files(root, top):
            digest.update(relative.as_posix().encode() + b"\0")
            file = root / relative
            digest.update(file.read_bytes() if file.is_file() else b"<missing>")
            digest.update(b"\0")
    return digest.hexdigest()


def _record_text(root: Path, inputs: Iterable[Path], outputs: Iterable[Path]) -> str:
    return f"inputs {content_hash(root, inputs)}\noutputs {content_hash(root, outputs)}\n"


def is_fresh(root: Path, step: str, inputs: Iterable[Path], outputs: Iterable[Path]) -> bool:
    """True when `step`'s last recorded run had these exact inputs and outputs."""
    record_file = root / RECORD_DIR / step
    if not record_file.is_file():
        return False
    return record_file.read_text(encoding="utf-8") == _record_text(root, inputs, outputs)


def record(root: Path, step: str, inputs: Iterable[Path], outputs: Iterable[Path]) -> None:
    """Remember that `step` produced `outputs` from `inputs` (call after a successful run)."""
    record_file = root / RECORD_DIR / step
    record_file.parent.mkdir(parents=True, exist_ok=True)
    partial = record_file.with_name(f".{step}.new")
    partial.write_text(_record_text(root, inputs, outputs), encoding="utf-8")
    partial.replace(record_file)
