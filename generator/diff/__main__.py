"""`python -m generator.diff BASE`: API changes from `BASE:openapi.yaml` to the working tree.

Exit status 1 when a change is breaking, 2 when a spec cannot be read, 0 otherwise.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from generator.diff.compare import Change, diff_specs


def _load_at_ref(root: Path, ref: str, spec: str) -> dict[str, Any]:
    result = subprocess.run(
        ["git", "-C", str(root), "show", f"{ref}:{spec}"],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise ValueError(f"cannot read {spec} at {ref!r}: {result.stderr.strip()}")
    data = yaml.safe_load(result.stdout)
    if not isinstance(data, dict):
        raise ValueError(f"{spec} at {ref!r} is not a YAML mapping")
    return data


def _load_file(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path} is not a YAML mapping")
    return data


def format_report(changes: list[Change], base: str, spec: str) -> str:
    """The human-readable report: breaking changes first, then the others."""
    lines = [f"API changes in {spec}: {base} -> working tree"]
    if not changes:
        lines.append("  no API changes")
    for change in sorted(changes, key=lambda c: (not c.breaking, c.location, c.description)):
        mark = "BREAKING" if change.breaking else "        "
        lines.append(f"  {mark}  {change.location}: {change.description}")
    count = sum(1 for c in changes if c.breaking)
    lines.append(f"{len(changes)} change(s), {count} breaking")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.diff", description=__doc__)
    parser.add_argument("base", help="git ref to compare against (e.g. main, v1.0.0, HEAD~1)")
    parser.add_argument("--spec", default="openapi.yaml", help="spec path in the repository")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="repository root")
    args = parser.parse_args(argv)
    try:
        old = _load_at_ref(args.root, args.base, args.spec)
        new = _load_file(args.root / args.spec)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        print(f"generator.diff: {exc}", file=sys.stderr)
        return 2
    changes = diff_specs(old, new)
    print(format_report(changes, args.base, args.spec))
    return 1 if any(c.breaking for c in changes) else 0


if __name__ == "__main__":
    sys.exit(main())
