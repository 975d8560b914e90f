"""`python -m generator.lint` (`make lint`): every spec linter, each finding named where to fix it.

Runs openapi-spec-validator, Redocly (`redocly lint`) and Spectral, each on the spec
(`openapi.yaml`) and the control spec (`sandbox.yaml`) in one process, and `spec_lint` on the
spec, side by side, and prints each tool's output in that order. `openapi.yaml` is assembled
from `spec/` and may not be edited, so every place a tool names in it (`openapi.yaml:773:15`,
`openapi.yaml#/paths/...`, the validator's `On instance["paths"]...` after its
`openapi.yaml: ...` line) is given the part and line it was written at, from the bundle's
source map (`source_map.py`): `spec/paths/posts.yaml:53 (openapi.yaml:773:15)`.
Tool advice that the project's rules forbid is replaced: Redocly's `--generate-ignore-file`
(the project keeps no lint ignore file); the notice Redocly prints at every start on Node 20
(which its pinned release supports) is dropped. Exit status 1 when a tool fails, else 0.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator import bundle, freshness
from generator.source_map import BUNDLE, SourceMap

NODE_BIN = Path("node_modules") / ".bin"
TIMEOUT_SECONDS = 300
WORKERS = 4
NO_IGNORE_FILE = (
    "Fix each finding in the spec part named above: this project keeps no lint ignore file."
)
TOOL_NAMES = ("openapi-spec-validator", "redocly", "spectral", "spec_lint")
_AT_LINE = re.compile(r"(?P<file>[^\s'\"()]*?\b" + re.escape(BUNDLE) + r"):(?P<line>\d+)(?::\d+)?")
_AT_POINTER = re.compile(r"(?<![\w/.-])" + re.escape(BUNDLE) + r"#(?P<pointer>/[^\s:]*)")
_DOCUMENT = re.compile(r"^(\S+): ")
_INSTANCE = re.compile(r"^On instance((?:\[[^\]]*\])+):")
_INSTANCE_TOKEN = re.compile(r"\[(?:\"((?:[^\"\\]|\\.)*)\"|'([^']*)'|(\d+))\]")
_BOX = re.compile(r"^\s*╔.*?╚[^\n]*\n?", re.DOTALL | re.MULTILINE)


@dataclass(frozen=True)
class Tool:
    """One linter run: its name, the documents it reads and its command line."""

    name: str
    documents: tuple[str, ...]
    command: tuple[str, ...]

    @property
    def heading(self) -> str:
        """What the output names the run: the tool (`redocly lint`) and its documents."""
        name = f"{self.name} lint" if self.name in ("redocly", "spectral") else self.name
        return f"{name} ({', '.join(self.documents)})"


@dataclass(frozen=True)
class Outcome:
    tool: Tool
    status: int
    output: str


def tools(spec: str, control: str | None) -> list[Tool]:
    """The runs of `make lint`, in the order their outputs are printed: each tool reads both
    documents in one process (one start-up and one rule set load, not two)."""
    python = sys.executable
    documents = (spec, control) if control else (spec,)
    spectral = ("lint", "--ruleset", ".spectral.yaml", "--fail-severity=warn", "--format", "text")
    return [
        Tool(
            "openapi-spec-validator",
            documents,
            (str(Path(python).parent / "openapi-spec-validator"), *documents),
        ),
        Tool(
            "redocly",
            documents,
            (str(NODE_BIN / "redocly"), "lint", "--config", "redocly.yaml", *documents),
        ),
        Tool("spectral", documents, (str(NODE_BIN / "spectral"), *spectral, *documents)),
        Tool("spec_lint", (spec,), (python, "-m", "spec_lint", spec)),
    ]


def _run(tool: Tool, root: Path) -> Outcome:
    env = {
        **os.environ,
        "REDOCLY_TELEMETRY": "off",
        "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true",
        "NO_COLOR": "1",
        "FORCE_COLOR": "0",
    }
    try:
        done = subprocess.run(
            tool.command,
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Outcome(tool, 1, f"{tool.name} did not finish in {TIMEOUT_SECONDS} s\n")
    except OSError as exc:
        return Outcome(tool, 1, f"{tool.name} could not start: {exc} (run `make setup`)\n")
    return Outcome(tool, done.returncode, done.stdout)


def _instance_pointer(path: str) -> str:
    """The JSON pointer of the validator's `["paths"]["~1post"]["post"]` (keys as it escapes
    them, RFC 6901)."""
    tokens = []
    for double, single, index in _INSTANCE_TOKEN.findall(path):
        token = index or double or single
        tokens.append(token if "~" in token else token.replace("/", "~1"))
    return "".join(f"/{t}" for t in tokens)


class Translator:
    """Rewrites a tool's output: places in the bundle named as their spec part and line."""

    def __init__(self, root: Path, spec: str) -> None:
        self.root = root
        self.applies = (root / spec).resolve() == (root / BUNDLE).resolve()
        self._map: SourceMap | None = None
        self._loader: Callable[[], SourceMap] = lambda: SourceMap.build(root)

    @property
    def map(self) -> SourceMap:
        """The source map, built at the first place to translate (empty when the parts cannot
        be read: the tools' own places are then shown as they are)."""
        if self._map is None:
            try:
                self._map = self._loader()
            except (OSError, ValueError, yaml.YAMLError):
                self._map = SourceMap()
        return self._map

    def _is_bundle(self, name: str) -> bool:
        path = Path(name)
        return (path if path.is_absolute() else self.root / path).resolve() == (
            self.root / BUNDLE
        ).resolve()

    def _line(self, match: re.Match[str]) -> str:
        if not self._is_bundle(match.group("file")):
            return match.group(0)
        origin = self.map.line(int(match.group("line")))
        return (
            f"{origin} ({BUNDLE}{match.group(0)[len(match.group('file')) :]})"
            if origin
            else (match.group(0))
        )

    def _pointer(self, match: re.Match[str]) -> str:
        origin = self.map.pointer(match.group("pointer"))
        return f"{origin} ({match.group(0)})" if origin else match.group(0)

    def translate(self, tool: Tool, output: str) -> str:
        text = _BOX.sub(lambda m: "" if "support is ending" in m.group(0) else m.group(0), output)
        lines = []
        document = tool.documents[0]  # the validator names each document before its errors
        for line in text.splitlines():
            if "generate-ignore-file" in line:
                lines.append(NO_IGNORE_FILE)
                continue
            named = _DOCUMENT.match(line)
            if named and named.group(1) in tool.documents:
                document = named.group(1)
            if self.applies:
                line = _AT_LINE.sub(self._line, line)
                line = _AT_POINTER.sub(self._pointer, line)
                if self._is_bundle(document):
                    instance = _INSTANCE.match(line)
                    if instance:
                        pointer = _instance_pointer(instance.group(1))
                        origin = self.map.pointer(pointer)
                        if origin is not None:
                            line = f"{line}  [{origin} ({BUNDLE}#{pointer})]"
            lines.append(line)
        return "\n".join(lines).strip("\n")


def _bundle_is_current(root: Path) -> bool:
    """True when openapi.yaml is the bundle of the current spec/ (by its freshness record, else
    by bundling again; asked only when a tool failed). A spec/ that cannot be bundled counts as
    current: `make bundle` names that problem."""
    if freshness.is_fresh(root, "bundle", bundle.FRESHNESS_INPUTS, bundle.FRESHNESS_OUTPUTS):
        return True
    target = root / bundle.TARGET
    try:
        return target.is_file() and bundle.bundle_text(root) == target.read_text("utf-8")
    except bundle.BundleError:
        return True


def lint(root: Path, spec: str, control: str | None, only: frozenset[str] = frozenset()) -> int:
    """Run the linters (`only`: those of these names), print their outputs; the exit status."""
    runs = [t for t in tools(spec, control) if not only or t.name in only]
    translator = Translator(root, spec)
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        outcomes = list(pool.map(lambda tool: _run(tool, root), runs))
    failed = []
    noted = False
    print(f"==> linting spec {spec}" + (f" and control spec {control}" if control else ""))
    for outcome in outcomes:
        print(f"--> {outcome.tool.heading}")
        if outcome.status != 0 and translator.applies and not noted:
            noted = True  # said once, before the first failing tool's output
            if not _bundle_is_current(root):
                print(
                    f"note: {BUNDLE} may not be the bundle of the current spec/ (run `make "
                    "generate` or `make check`): the spec/ lines below are those of its last bundle"
                )
        shown = translator.translate(outcome.tool, outcome.output)
        if shown:
            print(shown)
        if outcome.status != 0:
            failed.append(outcome.tool.name)
    if failed:
        print(f"==> spec lint FAILED: {' '.join(failed)}", file=sys.stderr)
        return 1
    print("==> spec lint passed")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.lint", description=__doc__)
    parser.add_argument("spec", nargs="?", default=BUNDLE, help="the spec (default openapi.yaml)")
    parser.add_argument("--control-spec", default=None, help="the control spec (sandbox.yaml)")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="project root")
    parser.add_argument(
        "--only",
        default="",
        help=f"comma-separated tools to run (of {', '.join(TOOL_NAMES)}; default all)",
    )
    args = parser.parse_args(argv)
    only = frozenset(name for name in args.only.split(",") if name)
    if only - set(TOOL_NAMES):
        parser.error(f"unknown tool in --only: {', '.join(sorted(only - set(TOOL_NAMES)))}")
    return lint(args.root.resolve(), args.spec, args.control_spec, only)


if __name__ == "__main__":
    sys.exit(main())
