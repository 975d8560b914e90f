"""The documentation stays true: generated tables match their sources, links resolve, counts
that would drift are not written by hand, and one license is stated everywhere."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import yaml

from tests.tooling import docs_tables

ROOT = docs_tables.ROOT
SKIP_DIRS = {".venv", "node_modules", ".git", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
#: Documents whose prose must not carry counts that drift (generated blocks may).
COUNTLESS = ("README.md", "contract_tests/README.md", "spec/README.md")
COUNT = re.compile(
    r"(?<!code )(?<!codes )\b\d+(?:,\d{3})*\s+(?:(?!per\b|when\b|no\b|so\b)[a-z-]+\s+){0,2}?"
    r"(?:faults?|operations?|tests?|test modules?|webhook actions?|resources|tags|path files|"
    r"schema files|checks)\b"
)


def markdown_files() -> list[Path]:
    """Every README.md of the repository, and the generated FAULTS.md."""
    found = [
        path
        for path in ROOT.rglob("README.md")
        if not SKIP_DIRS.intersection(path.relative_to(ROOT).parts)
    ]
    return sorted([*found, docs_tables.FAULTS_FILE])


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    return {slug(m.group(1)) for m in re.finditer(r"^#+ (.+)$", text, re.MULTILINE)}


def without_generated(text: str) -> str:
    return docs_tables.BLOCK.sub("", text)


def test_generated_tables_match_their_sources() -> None:
    stale = [path.relative_to(ROOT).as_posix() for path in docs_tables.stale_documents()]
    assert not stale, f"stale: {stale}; run python -m tests.tooling.docs_tables --write"


def test_every_contract_module_and_fault_is_listed() -> None:
    from tests.contract_power.faults import FAULTS

    readme = (ROOT / "contract_tests" / "README.md").read_text(encoding="utf-8")
    for module in (ROOT / "contract_tests").glob("test_*.py"):
        assert f"[`{module.name}`]({module.name})" in readme, module.name
    faults = docs_tables.FAULTS_FILE.read_text(encoding="utf-8")
    assert len(FAULTS) > 0
    for fault in FAULTS:
        assert f"| `{fault.name}` |" in faults, fault.name
    assert f"{len(FAULTS)} faults" in faults


def test_a_missing_or_unknown_block_is_an_error() -> None:
    renderers = {"one": lambda: "x"}
    with pytest.raises(docs_tables.StaleDocs, match="no generated block named one"):
        docs_tables.fill_blocks("no markers here\n", renderers, "doc.md")
    text = "<!-- BEGIN generated: two -->\nold\n<!-- END generated -->\n"
    with pytest.raises(docs_tables.StaleDocs, match="unknown generated block two"):
        docs_tables.fill_blocks(text, {}, "doc.md")
    block = "<!-- BEGIN generated: one -->\nold\n<!-- END generated -->\n"
    assert docs_tables.fill_blocks(block, renderers, "doc.md") == block.replace("old", "x")


def test_one_line_summary_cuts_long_sentences_at_a_clause() -> None:
    short = "Rules of posts: the X headers (419). More text."
    assert docs_tables._one_line(short) == "Rules of posts: the X headers (419)."
    long = "Rules: " + "; ".join(f"clause {i} (a; b, c)" for i in range(30)) + "."
    line = docs_tables._one_line(long)
    assert line.endswith(" ...") and len(line) <= docs_tables.SUMMARY_LIMIT + 4
    assert line.count("(") == line.count(")")


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_relative_links_resolve(path: Path) -> None:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue  # http(s), mailto: not checked here
        file_part, _, anchor = target.partition("#")
        resolved = (path.parent / file_part).resolve() if file_part else path
        missing_anchor = bool(anchor) and resolved.suffix == ".md"
        if not resolved.exists() or (missing_anchor and anchor not in anchors(resolved)):
            broken.append(target)
    assert not broken, f"{path.relative_to(ROOT)}: broken links {broken}"


@pytest.mark.parametrize("name", COUNTLESS)
def test_prose_has_no_counts_that_drift(name: str) -> None:
    prose = without_generated((ROOT / name).read_text(encoding="utf-8"))
    assert COUNT.findall("it runs 993 fast-profile tests on 100 operations") == [
        "993 fast-profile tests",
        "100 operations",
    ]
    found = COUNT.findall(prose)
    assert not found, f"{name}: counts written by hand {found}; generate them or drop them"


def test_one_license_everywhere() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    license_name = project["project"]["license"]["text"]
    assert license_name == "Proprietary"
    for document in ("spec/root.yaml", "openapi.yaml", "sandbox.yaml"):
        info = yaml.safe_load((ROOT / document).read_text(encoding="utf-8"))["info"]
        assert info["license"] == {"name": license_name}, document
        assert "url" not in info.get("contact", {}), f"{document}: no made-up contact address"
    assert f"License: {license_name}" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_generator_readme_is_not_a_generator_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Editing generator/README.md needs no `make generate`; editing a template does."""
    import shutil

    from generator import stamp
    from generator.settings import GENERATOR_DIR

    copy = tmp_path / "generator"
    shutil.copytree(GENERATOR_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(stamp, "GENERATOR_DIR", copy)
    spec = ROOT / "openapi.yaml"
    before = stamp.input_hash(spec)
    (copy / "README.md").write_text("edited\n", encoding="utf-8")
    assert stamp.input_hash(spec) == before
    template = copy / "templates" / "project" / "README.md.tmpl"
    template.write_text(template.read_text(encoding="utf-8") + "edited\n", encoding="utf-8")
    assert stamp.input_hash(spec) != before
