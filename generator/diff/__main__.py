"""`python -m generator.diff BASE`: API changes from `BASE:openapi.yaml` to the working tree.

Exit status 1 when a change reaches `--fail-on` (default: breaking), 2 when a spec cannot be
read, 0 otherwise. `--format` text (default), markdown, junit or github (workflow annotations);
`--output FILE` writes the report there instead of standard output. Unless `--no-client`, the
client is generated from both specs and its public names compared too.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from generator.diff.compare import diff_specs
from generator.diff.findings import Severity, at_least
from generator.diff.report import FORMATS, render
from spec_model import load_yaml


def _text_at_ref(root: Path, ref: str, spec: str) -> str:
    result = subprocess.run(
        ["git", "-C", str(root), "show", f"{ref}:{spec}"],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise ValueError(f"cannot read {spec} at {ref!r}: {result.stderr.strip()}")
    return result.stdout


def _mapping(text: str, what: str) -> dict[str, Any]:
    data = load_yaml(text)
    if not isinstance(data, dict):
        raise ValueError(f"{what} is not a YAML mapping")
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.diff", description=__doc__)
    parser.add_argument("base", help="git ref to compare against (e.g. main, v1.0.0, HEAD~1)")
    parser.add_argument("--spec", default="openapi.yaml", help="spec path in the repository")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="repository root")
    parser.add_argument("--format", choices=FORMATS, default="text", help="report format")
    parser.add_argument(
        "--fail-on",
        choices=["breaking", "warning", "info", "never"],
        default="breaking",
        help="exit 1 when a change of this severity or worse is found (default breaking)",
    )
    parser.add_argument("--output", type=Path, help="write the report to this file")
    parser.add_argument(
        "--no-client", action="store_true", help="do not generate and compare the client"
    )
    args = parser.parse_args(argv)
    try:
        old_text = _text_at_ref(args.root, args.base, args.spec)
        new_text = (args.root / args.spec).read_text(encoding="utf-8")
        old = _mapping(old_text, f"{args.spec} at {args.base!r}")
        new = _mapping(new_text, str(args.root / args.spec))
    except (OSError, ValueError, yaml.YAMLError) as exc:
        print(f"generator.diff: {exc}", file=sys.stderr)
        return 2
    changes = diff_specs(old, new)
    if changes and not args.no_client:
        from generator.diff.client import client_changes

        client, problem = client_changes(old_text, new_text)
        changes += client
        if problem:
            print(f"generator.diff: {problem}", file=sys.stderr)
    fail_on = None if args.fail_on == "never" else Severity(args.fail_on)
    report = render(
        changes,
        args.format,
        title=f"API changes in {args.spec}: {args.base} -> working tree",
        spec=args.spec,
        fail_on=fail_on,
    )
    if args.output:
        args.output.write_text(report + "\n", encoding="utf-8")
    else:
        print(report)
    return 1 if fail_on is not None and at_least(changes, fail_on) else 0


if __name__ == "__main__":
    sys.exit(main())
