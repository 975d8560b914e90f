"""The documentation tables that would drift if written by hand, rendered from the code and spec.

Each table lives in a Markdown file between ``<!-- BEGIN generated: NAME -->`` and
``<!-- END generated -->``; `contract_tests/FAULTS.md` is generated whole. Rendering is
deterministic (same sources, same bytes). ``python -m tests.tooling.docs_tables --write``
rewrites the blocks and files; without ``--write`` it exits 1 and names each stale one.
`tests/tooling/test_docs_tables.py` fails when a committed block differs from its rendering.

Sources: `spec/` (paths, schemas and the other parts, read file by file; a part or path item that
`spec/root.yaml` does not reach is refused, as `make bundle` refuses it, so the tables never list
what `openapi.yaml` lacks: `generator/spec_parts.py`), `sandbox.yaml` (the
control operations), `spec_lint.CHECKS`, the module docstrings of `contract_tests/test_*.py`,
the fidelity corpus (`tests/fidelity/corpus/`), the fault registry
`tests.contract_power.faults.FAULTS` (each wrapper's docstring says what it breaks) and the
`reads_back` marks of the rule tests (`read_back_inventory.py`).
"""

from __future__ import annotations

import ast
import functools
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
SPEC_DIR = ROOT / "spec"
CONTRACT_DIR = ROOT / "contract_tests"
FAULTS_FILE = CONTRACT_DIR / "FAULTS.md"
HTTP_METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")
#: A one-line summary longer than this is cut at a clause boundary.
SUMMARY_LIMIT = 220
BLOCK = re.compile(
    r"(<!-- BEGIN generated: (?P<name>[a-z0-9-]+) -->\n)(?P<body>.*?)(<!-- END generated -->)",
    re.DOTALL,
)


class StaleDocs(Exception):
    """A Markdown file lacks a generated block it should hold."""


# --- helpers ---------------------------------------------------------------------------------
def _cell(text: str) -> str:
    """Text as one Markdown table cell: one line, pipes escaped."""
    return " ".join(text.split()).replace("|", "\\|")


def _one_line(text: str) -> str:
    """The first sentence of a docstring's first paragraph, cut at a clause if too long.

    Clauses end at `; ` (else `, `, else `: `) outside parentheses.
    """
    paragraph = " ".join(text.strip().split("\n\n", 1)[0].split())
    match = re.search(r"(?<=[a-z0-9`)])\. (?=[A-Z`])", paragraph)
    sentence = paragraph[: match.start() + 1] if match else paragraph
    if len(sentence) <= SUMMARY_LIMIT:
        return sentence
    depth = 0
    ends: dict[str, int] = {}
    for index, char in enumerate(sentence[:SUMMARY_LIMIT]):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and char in ";,:" and sentence[index + 1 : index + 2] == " ":
            ends[char] = index
    for separator in ";,:":
        if ends.get(separator, 0) >= 60:
            return sentence[: ends[separator]] + " ..."
    return sentence[: sentence.rfind(" ", 0, SUMMARY_LIMIT)] + " ..."


def _yaml(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: not a YAML mapping")
    return data


def _rel(path: Path, start: Path) -> str:
    return path.relative_to(start).as_posix()


# --- spec/README.md --------------------------------------------------------------------------
@functools.cache
def _check_spec_reached() -> None:
    """Refuse the parts the bundle would leave out (the tables list only what it holds)."""
    from generator.spec_parts import unreached

    left_out = unreached(SPEC_DIR)
    if left_out:
        raise StaleDocs(
            "spec/ has parts that spec/root.yaml does not reach (make bundle refuses them too):\n"
            + "\n".join(f"  {line}" for line in left_out)
        )


def spec_paths_table() -> str:
    """One row per `spec/paths/*.yaml`: its tags, operations and paths."""
    _check_spec_reached()
    rows = ["| File | Tags | Operations | Paths |", "|---|---|---|---|"]
    for path in sorted((SPEC_DIR / "paths").glob("*.yaml")):
        items = _yaml(path)
        tags: list[str] = []
        operations = 0
        for item in items.values():
            for method in HTTP_METHODS:
                if isinstance(item, dict) and method in item:
                    operations += 1
                    for tag in item[method].get("tags", []):
                        if tag not in tags:
                            tags.append(tag)
        paths = ", ".join(f"`{p}`" for p in items)
        rows.append(
            f"| [`{path.name}`](paths/{path.name}) | {', '.join(tags)} | {operations} | "
            f"{_cell(paths)} |"
        )
    return "\n".join(rows)


def spec_schemas_table() -> str:
    """One row per `spec/components/schemas/*.yaml`: the schemas it defines."""
    _check_spec_reached()
    rows = ["| File | Schemas |", "|---|---|"]
    for path in sorted((SPEC_DIR / "components" / "schemas").glob("*.yaml")):
        names = ", ".join(f"`{name}`" for name in _yaml(path))
        rows.append(f"| [`{path.name}`](components/schemas/{path.name}) | {_cell(names)} |")
    return "\n".join(rows)


def spec_parts_table() -> str:
    """The other parts: the root, webhooks, the catalogue and each component kind's file."""
    _check_spec_reached()
    rows = ["| File | Bundled into `openapi.yaml` at | Holds |", "|---|---|---|"]
    root = _yaml(SPEC_DIR / "root.yaml")
    facts = ", ".join(f"`{key}`" for key in root if key.startswith("x-"))
    rows.append(
        "| [`root.yaml`](root.yaml) | the top level | `openapi`, `info`, `servers`, `security`, "
        f"`tags` ({len(root.get('tags', []))}), the index of `paths` ({len(root['paths'])}) and "
        f"`webhooks`, and the facts {facts} |"
    )
    webhooks = _yaml(SPEC_DIR / "webhooks.yaml")
    rows.append(
        f"| [`webhooks.yaml`](webhooks.yaml) | `webhooks` | the delivery of each action "
        f"({len(webhooks)}): {_cell(', '.join(f'`{name}`' for name in webhooks))} |"
    )
    catalogue = _yaml(SPEC_DIR / "x-error-catalogue.yaml")
    rows.append(
        "| [`x-error-catalogue.yaml`](x-error-catalogue.yaml) | `x-error-catalogue` | every "
        f"error code ({len(catalogue)}) with its HTTP status, name and message |"
    )
    media_rules = _yaml(SPEC_DIR / "x-media-rules.yaml")
    networks = media_rules["networks"]
    rows.append(
        "| [`x-media-rules.yaml`](x-media-rules.yaml) | `x-media-rules` | the networks' "
        f"documented media rules ({sum(len(r) for r in networks.values())}, on "
        f"{len(networks)} networks) and the text length rule, each with its page and code |"
    )
    for path in sorted((SPEC_DIR / "components").glob("*.yaml")):
        kind = {"request-bodies": "requestBodies", "security-schemes": "securitySchemes"}.get(
            path.stem, path.stem
        )
        names = ", ".join(f"`{name}`" for name in _yaml(path))
        rows.append(
            f"| [`components/{path.name}`](components/{path.name}) | `components.{kind}` | "
            f"{_cell(names)} |"
        )
    return "\n".join(rows)


# --- contract_tests/README.md ----------------------------------------------------------------
def contract_modules_table() -> str:
    """One row per `contract_tests/test_*.py`: its docstring's first sentence, control use."""
    rows = ["| Module | Checks | Test control |", "|---|---|---|"]
    for path in sorted(CONTRACT_DIR.glob("test_*.py")):
        source = path.read_text(encoding="utf-8")
        doc = ast.get_docstring(ast.parse(source))
        if not doc:
            raise StaleDocs(f"{_rel(path, ROOT)} has no module docstring to describe it")
        markers = re.findall(r"mark\.control\((.*?)\)\s*\n", source, re.DOTALL)
        uses = []
        if any("required=False" not in marker for marker in markers):
            uses.append("needed by some tests")
        if any("required=False" in marker for marker in markers) or re.search(
            r"\bhas_sandbox\b|primary_networks_linked", source
        ):
            uses.append("used when offered")
        control = "; ".join(uses)
        rows.append(f"| [`{path.name}`]({path.name}) | {_cell(_one_line(doc))} | {control} |")
    return "\n".join(rows)


def control_operations_table() -> str:
    """One row per operation of `sandbox.yaml`: operationId, request and summary."""
    rows = ["| operationId | Request | What it does |", "|---|---|---|"]
    for route, item in _yaml(ROOT / "sandbox.yaml")["paths"].items():
        for method in HTTP_METHODS:
            if method in item:
                op = item[method]
                rows.append(
                    f"| `{op['operationId']}` | `{method.upper()} {route}` | "
                    f"{_cell(op.get('summary', ''))} |"
                )
    return "\n".join(rows)


# --- spec_lint/README.md ---------------------------------------------------------------------
def spec_lint_checks_table() -> str:
    """One row per check of `spec_lint.CHECKS`, in run order: its name and docstring."""
    from spec_lint import CHECKS

    rows = ["| Check | Rule |", "|---|---|"]
    for check in CHECKS:
        module = check.__module__.rsplit(".", 1)[-1]
        rows.append(
            f"| [`{check.__name__}`]({module}.py) | {_cell(_one_line(check.__doc__ or ''))} |"
        )
    return "\n".join(rows)


# --- tests/fidelity/README.md ---------------------------------------------------------------
def fidelity_corpus_table() -> str:
    """Per area of the fidelity corpus: its examples, their pages, those awaiting a feature."""
    from tests.fidelity.corpus import render_table

    return render_table()


def fidelity_uncovered_table() -> str:
    """The operations without a documented example in the corpus, and why (uncovered.yaml)."""
    from tests.fidelity.coverage import uncovered_table

    return uncovered_table()


def fidelity_decisions_table() -> str:
    """What the documentation did not settle and how the spec decided (decisions.yaml); stale
    when the spec no longer says what a decision anchors."""
    from tests.fidelity import decisions

    found = decisions.problems()
    if found:
        raise StaleDocs("fidelity decisions: " + "; ".join(found))
    return decisions.table()


def read_back_table() -> str:
    """Per writing operation: its read-back tests and fault, or why none can exist
    (`read_back_inventory.py`); stale when the inventory has a gap."""
    from tests.tooling import read_back_inventory

    gaps = read_back_inventory.problems()
    if gaps:
        raise StaleDocs("writes read back: " + "; ".join(gaps))
    return read_back_inventory.table()


# --- contract_tests/FAULTS.md ----------------------------------------------------------------
def faults_document() -> str:
    """The whole of `contract_tests/FAULTS.md`: every fault of the registry, in its order."""
    from tests.contract_power import faults

    lines = [
        "# Faults the contract suite is proven to catch",
        "",
        "<!-- Generated by `python -m tests.tooling.docs_tables --write` from",
        "     the registry of tests/contract_power/faults/; do not edit. -->",
        "",
        "Each fault is a function in a module of",
        "[`tests/contract_power/faults/`](../tests/contract_power/faults/) (one per rule module",
        "of the suite, named in the *Module* column) that breaks one",
        "behaviour of the reference server through its public seams only, started by",
        "[`tests/built_server.py`](../tests/built_server.py): an ASGI wrapper of its app",
        "(`--wrap tests.contract_power.faults:NAME`, *Hook* column `wrap`), or the parts its app",
        "is built from (`--parts`, *Hook* column `parts`: an operation's handler or a seam of",
        "[`reference_server/seams.py`](../reference_server/seams.py), given at construction).",
        "`tests/contract_power/` runs the suite with `-k` *selection* against each broken server",
        "and asserts that it exits 1 and that its output contains the *rule* text. A variant",
        "(`<wrapper>_<variant>`) runs the same wrapper with other server arguments, e.g. without",
        "the test control (`--no-sandbox`), to prove the public-API path of a rule.",
        "",
        f"{len(faults.FAULTS)} faults ({len({f.wrapper for f in faults.FAULTS})} functions, "
        f"{sum(f.server_option == '--parts' for f in faults.FAULTS)} of the faults through the "
        "parts the app is built from).",
        "",
        "| Fault | Module | Hook | What the broken server does | Caught by (`-k`) | Rule named "
        "| Server args |",
        "|---|---|---|---|---|---|---|",
    ]
    for fault in faults.FAULTS:
        module = faults.wrapper_module(fault.wrapper)
        wrapper = getattr(module, fault.wrapper)
        area = module.__name__.rpartition(".")[2]
        doc = " ".join((wrapper.__doc__ or "").split())
        args = " ".join(fault.server_args + fault.suite_args)
        lines.append(
            f"| `{fault.name}` | [`{area}`](../tests/contract_power/faults/{area}.py) | "
            f"{fault.server_option.removeprefix('--')} | "
            f"{_cell(doc)} | `{_cell(fault.selection)}` | "
            f"{_cell(fault.rule)} | {f'`{args}`' if args else ''} |"
        )
    return "\n".join(lines) + "\n"


# --- the registry of generated text ----------------------------------------------------------
#: Markdown file -> {block name: renderer}.
BLOCKS: dict[Path, dict[str, Callable[[], str]]] = {
    SPEC_DIR / "README.md": {
        "spec-parts": spec_parts_table,
        "spec-paths": spec_paths_table,
        "spec-schemas": spec_schemas_table,
    },
    ROOT / "spec_lint" / "README.md": {"spec-lint-checks": spec_lint_checks_table},
    CONTRACT_DIR / "README.md": {
        "contract-modules": contract_modules_table,
        "control-operations": control_operations_table,
        "read-back": read_back_table,
    },
    ROOT / "tests" / "fidelity" / "README.md": {
        "fidelity-corpus": fidelity_corpus_table,
        "fidelity-uncovered": fidelity_uncovered_table,
        "fidelity-decisions": fidelity_decisions_table,
    },
}
#: Files generated whole.
FILES: dict[Path, Callable[[], str]] = {FAULTS_FILE: faults_document}


def fill_blocks(text: str, renderers: dict[str, Callable[[], str]], where: str) -> str:
    """`text` with each named block's body replaced by its rendering."""
    found = {m.group("name") for m in BLOCK.finditer(text)}
    missing = sorted(set(renderers) - found)
    if missing:
        raise StaleDocs(f"{where}: no generated block named {', '.join(missing)}")
    unknown = sorted(found - set(renderers))
    if unknown:
        raise StaleDocs(f"{where}: unknown generated block {', '.join(unknown)}")

    def body(match: re.Match[str]) -> str:
        rendered = renderers[match.group("name")]().rstrip("\n")
        return f"{match.group(1)}{rendered}\n{match.group(4)}"

    return BLOCK.sub(body, text)


def rendered_documents() -> dict[Path, str]:
    """Every file that holds generated text -> its content as it should be."""
    out = {
        path: fill_blocks(path.read_text(encoding="utf-8"), renderers, _rel(path, ROOT))
        for path, renderers in BLOCKS.items()
    }
    out.update({path: render() for path, render in FILES.items()})
    return out


def stale_documents(documents: dict[Path, str] | None = None) -> list[Path]:
    """The files whose committed text differs from their rendering (`documents`, by default
    rendered now)."""
    if documents is None:
        documents = rendered_documents()
    return [
        path
        for path, text in documents.items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]


def main(argv: list[str]) -> int:
    """``--write``: rewrite what is stale; otherwise exit 1 naming it."""
    write = argv == ["--write"]
    if argv and not write:
        print("usage: python -m tests.tooling.docs_tables [--write]", file=sys.stderr)
        return 2
    try:
        documents = rendered_documents()
    except StaleDocs as exc:
        print(f"docs_tables: {exc}", file=sys.stderr)
        return 1
    stale = stale_documents(documents)
    for path in stale:
        if write:
            path.write_text(documents[path], encoding="utf-8")
            print(f"wrote {_rel(path, ROOT)}")
        else:
            print(f"stale: {_rel(path, ROOT)} (run python -m tests.tooling.docs_tables --write)")
    return 0 if write or not stale else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
