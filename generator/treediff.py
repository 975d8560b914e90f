"""Compares two generated trees file by file (used by `--check`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from generator.stamp import tree_files


@dataclass
class TreeDifference:
    """Files only in the expected tree, only in the actual tree, and files that differ."""

    missing: list[str] = field(default_factory=list)
    unexpected: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.missing or self.unexpected or self.changed)

    def describe(self) -> str:
        lines = []
        lines += [f"  missing (would be generated): {name}" for name in self.missing]
        lines += [f"  not generated (would be removed): {name}" for name in self.unexpected]
        lines += [f"  differs: {name}" for name in self.changed]
        return "\n".join(lines)


def compare_trees(expected: Path, actual: Path) -> TreeDifference:
    """What differs between a freshly generated tree and the committed one."""
    wanted = {p.as_posix() for p in tree_files(expected)}
    present = {p.as_posix() for p in tree_files(actual)} if actual.is_dir() else set()
    diff = TreeDifference(missing=sorted(wanted - present), unexpected=sorted(present - wanted))
    for name in sorted(wanted & present):
        if (expected / name).read_bytes() != (actual / name).read_bytes():
            diff.changed.append(name)
    return diff
