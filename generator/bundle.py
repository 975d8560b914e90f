"""Assembles `openapi.yaml` from the hand-written parts under `spec/` with `redocly bundle`.

Maintainers edit `spec/root.yaml` (info, tags, top-level `x-` facts, the path index),
`spec/paths/<area>.yaml`, `spec/webhooks.yaml`, `spec/components/...` and
`spec/x-error-catalogue.yaml`; Redocly CLI resolves the file references into one document
whose `$ref`s all point inside it. That document is committed as `openapi.yaml`, the one file
every tool, the wheel and the contract suite read.

It also renders `spec_model/error_codes.py`, the `ErrorCode` enum of the catalogue, so code
names error codes (`ErrorCode.ROUTE_NOT_FOUND`) instead of repeating their numbers, and
`spec_model/operation_ids.py`, the `OperationId` enum of the bundle's operationIds (`paths` and
`webhooks`) and the `ControlOperationId` enum of the control spec's (`sandbox.yaml`), so the
server, the suite and the faults name operations as `OperationId.CREATE_POST` and a renamed or
removed operation fails mypy at every use, and `spec_model/networks.py`, the `Network`
constants (the `Platform` schema's values as constants), so code names a network as
`Network.FACEBOOK`, and `spec_model/enum_values.py`, one class of constants per string enum of
the two specs (`PostStatus.SUCCESS`), so code names an enum value through a name mypy checks.

Before Redocly runs, every part must be reached from `spec/root.yaml` (`spec_parts.py`): a
file under `spec/` that no `$ref` reaches, or a path item that root.yaml does not list, would be
left out of the bundle without a word, so the bundle fails naming the file, line and entry.

`python -m generator.bundle` writes them all; `--check` fails (exit 1, with a diff) when a
committed file differs from what the parts give.
"""

from __future__ import annotations

import argparse
import difflib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from generator import freshness, spec_parts
from generator.spec_facts import (
    render_enum_constants,
    render_error_code_enum,
    render_network_constants,
    render_operation_id_enum,
)

SOURCE = Path("spec") / "root.yaml"
TARGET = Path("openapi.yaml")
ERROR_CODES = Path("spec_model") / "error_codes.py"
OPERATION_IDS = Path("spec_model") / "operation_ids.py"
NETWORKS = Path("spec_model") / "networks.py"
ENUM_VALUES = Path("spec_model") / "enum_values.py"
#: The hand-written control spec (not bundled); its operationIds are rendered with the API's.
CONTROL_SPEC = Path("sandbox.yaml")
GENERATED = f"{TARGET}, {ERROR_CODES}, {OPERATION_IDS}, {NETWORKS} and {ENUM_VALUES}"
REDOCLY = Path("node_modules") / ".bin" / "redocly"
TIMEOUT_SECONDS = 120
# What shapes the bundle (the parts, this code, Redocly's version and config) and what it writes:
# an unchanged `make bundle` skips the Redocly run (generator/freshness.py).
FRESHNESS_INPUTS = (
    Path("spec"),
    CONTROL_SPEC,
    Path("generator") / "bundle.py",
    Path("generator") / "spec_parts.py",
    Path("generator") / "spec_facts.py",
    Path("package-lock.json"),
    Path("redocly.yaml"),
)
FRESHNESS_OUTPUTS = (TARGET, ERROR_CODES, OPERATION_IDS, NETWORKS, ENUM_VALUES)
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
    try:
        left_out = spec_parts.unreached(root / SOURCE.parent)
    except spec_parts.PartError as exc:
        raise BundleError(str(exc)) from exc
    if left_out:
        raise BundleError(
            f"{len(left_out)} part(s) of {SOURCE.parent}/ not reached from {SOURCE}:\n"
            + "\n".join(f"  {line}" for line in left_out)
        )
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


def render_error_codes(openapi_text: str) -> str:
    """Python source of the `ErrorCode` enum of the document's `x-error-catalogue`."""
    # Imported when there is work: the spec library loads jsonschema (a no-op run stays fast).
    from spec_model.loader import load_yaml

    document = load_yaml(openapi_text)
    lines = [
        '"""Error codes of the spec\'s `x-error-catalogue`, by name.\n',
        "\n",
        "Generated by `make bundle` (python -m generator.bundle) from\n",
        "spec/x-error-catalogue.yaml; do not edit.\n",
        '"""\n\n',
        "from enum import IntEnum\n\n\n",
        render_error_code_enum(
            document["x-error-catalogue"],
            "A catalogued code; the member name is the entry's `name` in upper case.",
        ),
    ]
    return "".join(lines)


def render_operation_ids(openapi_text: str, control_text: str) -> str:
    """Python source of the `OperationId` enum of the bundle and the `ControlOperationId` enum
    of the control spec."""
    from spec_model.loader import load_yaml

    lines = [
        '"""The operationIds of the spec, by name: `OperationId` for openapi.yaml (`paths` and\n',
        "`webhooks`), `ControlOperationId` for the control spec sandbox.yaml.\n",
        "\n",
        "Generated by `make bundle` (python -m generator.bundle) from spec/ and sandbox.yaml;\n",
        "do not edit.\n",
        '"""\n\n',
        "from enum import StrEnum\n\n\n",
        render_operation_id_enum(
            "OperationId",
            load_yaml(openapi_text),
            "An operation of openapi.yaml; the member name is its operationId in upper case.",
        ),
        "\n\n",
        render_operation_id_enum(
            "ControlOperationId",
            load_yaml(control_text),
            "An operation of sandbox.yaml; the member name is its operationId in upper case.",
        ),
    ]
    return "".join(lines)


def render_networks(openapi_text: str) -> str:
    """Python source of the `Network` constants of the bundle's networks."""
    from spec_model.loader import load_yaml

    return (
        '"""The social networks of the spec, by name: `Network`, the values of its `Platform`\n'
        "schema.\n\n"
        "Generated by `make bundle` (python -m generator.bundle) from spec/; do not edit.\n"
        '"""\n\n'
        "from typing import Final\n\n\n" + render_network_constants(load_yaml(openapi_text))
    )


def render_enum_values(openapi_text: str, control_text: str) -> str:
    """Python source of the constants of the string enums of the bundle and the control spec."""
    from spec_model.loader import load_yaml

    return (
        '"""The values of the string enums of openapi.yaml and sandbox.yaml, by name: one class\n'
        "per enum (a named schema, a property's enum as `<Schema><Property>`, a parameter's as\n"
        "`<Parameter>Parameter`), each value a constant typed as its literal.\n\n"
        "Generated by `make bundle` (python -m generator.bundle) from spec/; do not edit.\n"
        '"""\n\n'
        "from typing import Final\n\n\n"
        + render_enum_constants(load_yaml(openapi_text), load_yaml(control_text))
    )


def outputs(root: Path) -> dict[Path, str]:
    """Each file derived from spec/ (relative path) and the text it must have."""
    openapi_text = bundle_text(root)
    control = root / CONTROL_SPEC
    if not control.is_file():
        raise BundleError(f"{control} not found")
    return {
        TARGET: openapi_text,
        ERROR_CODES: render_error_codes(openapi_text),
        OPERATION_IDS: render_operation_ids(openapi_text, control.read_text(encoding="utf-8")),
        NETWORKS: render_networks(openapi_text),
        ENUM_VALUES: render_enum_values(openapi_text, control.read_text(encoding="utf-8")),
    }


def difference(root: Path) -> str:
    """A unified diff from the committed files to what spec/ gives ('' when equal)."""
    diffs = []
    for relative, wanted in outputs(root).items():
        target = root / relative
        current = target.read_text(encoding="utf-8") if target.is_file() else ""
        if current == wanted:
            continue
        lines = difflib.unified_diff(
            current.splitlines(keepends=True),
            wanted.splitlines(keepends=True),
            fromfile=f"{relative} (committed)",
            tofile=f"{relative} (from {SOURCE.parent}/)",
        )
        diffs.append("".join(lines))
    return "".join(diffs)


def write(root: Path) -> bool:
    """Write the files derived from spec/; True when one of them changed.

    Skips Redocly when nothing that shapes the output changed since the last recorded run."""
    if freshness.is_fresh(root, "bundle", FRESHNESS_INPUTS, FRESHNESS_OUTPUTS):
        return False
    changed = False
    for relative, wanted in outputs(root).items():
        target = root / relative
        if target.is_file() and target.read_text(encoding="utf-8") == wanted:
            continue
        partial = target.with_name(f".{target.name}.new")
        partial.write_text(wanted, encoding="utf-8")
        partial.replace(target)
        changed = True
    freshness.record(root, "bundle", FRESHNESS_INPUTS, FRESHNESS_OUTPUTS)
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m generator.bundle",
        description=f"Assemble {GENERATED} from spec/.",
    )
    parser.add_argument(
        "--check", action="store_true", help="fail if a committed file differs from spec/"
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
                    f"{GENERATED} do not all match the parts in {SOURCE.parent}/:\n"
                    f"{shown}edit spec/ (not {TARGET}), then run `make generate` (it bundles "
                    "first) and commit the result.",
                    file=sys.stderr,
                )
                return 1
            print(f"{GENERATED} match {SOURCE.parent}/")
            return 0
        changed = write(root)
    except BundleError as exc:
        print(f"bundle failed, {TARGET} left untouched:\n{exc}", file=sys.stderr)
        return 1
    state = "assembled from" if changed else "already match"
    print(f"{GENERATED} {state} {SOURCE.parent}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
