"""Assembles `openapi.yaml` from the hand-written parts under `spec/` with `redocly bundle`.

Maintainers edit `spec/root.yaml` (info, tags, top-level `x-` facts, the path index),
`spec/paths/<area>.yaml`, `spec/webhooks.yaml`, `spec/components/...` and
`spec/x-error-catalogue.yaml`; Redocly CLI resolves the file references into one document
whose `$ref`s all point inside it. That document is committed as `openapi.yaml`, the one file
every tool, the wheel and the contract suite read.

`python -m generator.bundle` writes it; `--check` fails (exit 1, with a diff) when the committed
file differs from what the parts assemble to.
"""

from __future__ import annotations

import argparse
import difflib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SOURCE = Path("spec") / "root.yaml"
TARGET = Path("openapi.yaml")
REDOCLY = Path("node_modules") / ".bin" / "redocly"
TIMEOUT_SECONDS = 120
HEADER = (
    "# Assembled from the parts in spec/ by `make bundle` (redocly bundle spec/root.yaml).\n"
    "# Edit spec/, not this file: `make check-generated` fails when they differ.\n"
)


class BundleError(Exception):
    """The parts could not be assembled; the message says why."""


def bundle_text(root: Path) -> str:
    """The text `openapi.yaml` must have for the parts under `root`/spec."""
    redocly = root / REDOCLY
    if not redocly.exists():
        raise BundleError(f"{redocly} not found: run `make setup` (npm ci) first")
    source = root / SOURCE
    if not source.is_file():
        raise BundleError(f"{source} not found")
    env = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"}
    with tempfile.TemporaryDirectory(prefix="spec-bundle-") as scratch:
        output = Path(scratch) / "openapi.yaml"
        try:
            done = subprocess.run(
                [str(redocly), "bundle", str(SOURCE), "--output", str(output)],
                cwd=root,
                env=env,
                capture_output=True,
                text=True,
                timeout=TIMEOUT_SECONDS,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            raise BundleError(f"redocly bundle did not finish in {TIMEOUT_SECONDS} s") from exc
        if done.returncode != 0 or not output.is_file():
            raise BundleError(f"redocly bundle failed:\n{done.stdout}{done.stderr}".rstrip())
        return HEADER + output.read_text(encoding="utf-8")


def difference(root: Path) -> str:
    """A unified diff from the committed `openapi.yaml` to the bundle ('' when equal)."""
    wanted = bundle_text(root)
    target = root / TARGET
    current = target.read_text(encoding="utf-8") if target.is_file() else ""
    if current == wanted:
        return ""
    lines = difflib.unified_diff(
        current.splitlines(keepends=True),
        wanted.splitlines(keepends=True),
        fromfile=f"{TARGET} (committed)",
        tofile=f"{TARGET} (from {SOURCE.parent}/)",
    )
    return "".join(lines)


def write(root: Path) -> bool:
    """Write `openapi.yaml` from the parts; True when its content changed."""
    wanted = bundle_text(root)
    target = root / TARGET
    if target.is_file() and target.read_text(encoding="utf-8") == wanted:
        return False
    partial = target.with_name(f".{target.name}.new")
    partial.write_text(wanted, encoding="utf-8")
    partial.replace(target)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m generator.bundle",
        description="Assemble openapi.yaml from spec/ (redocly bundle).",
    )
    parser.add_argument(
        "--check", action="store_true", help="fail if openapi.yaml differs from spec/"
    )
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="project root")
    args = parser.parse_args(argv)
    root: Path = args.root.resolve()
    try:
        if args.check:
            diff = difference(root)
            if diff:
                shown = "".join(diff.splitlines(keepends=True)[:60])
                print(
                    f"{TARGET} does not match its parts in {SOURCE.parent}/:\n{shown}"
                    "edit spec/ (not openapi.yaml), then run `make bundle` and commit both.",
                    file=sys.stderr,
                )
                return 1
            print(f"{TARGET} matches {SOURCE.parent}/")
            return 0
        changed = write(root)
    except BundleError as exc:
        print(f"bundle failed, {TARGET} left untouched:\n{exc}", file=sys.stderr)
        return 1
    print(f"{TARGET} {'assembled from' if changed else 'already matches'} {SOURCE.parent}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
