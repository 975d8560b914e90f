"""`python -m generator.bundle`: openapi.yaml is the redocly bundle of spec/, drift fails, and a
part or path item that spec/root.yaml does not reach is refused, naming its file, line and path
(the documentation tables refuse it too)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from spec_model import load_document

ROOT = Path(__file__).resolve().parents[2]


def _bundle(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generator.bundle", "--root", str(root), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=180,
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project root with copies of spec/ and what it gives, and the installed node tools."""
    shutil.copytree(ROOT / "spec", tmp_path / "spec")
    shutil.copyfile(ROOT / "openapi.yaml", tmp_path / "openapi.yaml")
    (tmp_path / "spec_model").mkdir()
    shutil.copyfile(ROOT / "sandbox.yaml", tmp_path / "sandbox.yaml")
    for generated in ("error_codes.py", "operation_ids.py", "networks.py", "enum_values.py"):
        shutil.copyfile(ROOT / "spec_model" / generated, tmp_path / "spec_model" / generated)
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    return tmp_path


def test_edit_to_a_part_is_drift_until_bundled(project: Path) -> None:
    catalogue = project / "spec" / "x-error-catalogue.yaml"
    text = catalogue.read_text(encoding="utf-8")
    edited = text.replace("status: 401", "status: 499", 1)
    assert edited != text
    catalogue.write_text(edited, encoding="utf-8")

    drift = _bundle(project, "--check")
    assert drift.returncode == 1
    assert "+    status: 499" in drift.stderr
    assert "edit spec/" in drift.stderr
    assert "make generate" in drift.stderr

    assert _bundle(project).returncode == 0
    assert _bundle(project, "--check").returncode == 0
    document = load_document(project / "openapi.yaml")
    assert 499 in {entry["status"] for entry in document["x-error-catalogue"].values()}


def test_a_renamed_operation_is_drift_of_the_operation_id_enum(project: Path) -> None:
    posts = project / "spec" / "paths" / "posts.yaml"
    text = posts.read_text(encoding="utf-8")
    operation = "\n    operationId: get_post\n"  # the operation's own (a link names it too)
    assert text.count(operation) == 1
    posts.write_text(text.replace(operation, operation.replace("get_post", "read_post")))

    drift = _bundle(project, "--check")
    assert drift.returncode == 1
    assert '-    GET_POST = "get_post"' in drift.stderr
    assert '+    READ_POST = "read_post"' in drift.stderr

    assert _bundle(project).returncode == 0
    enum = (project / "spec_model" / "operation_ids.py").read_text(encoding="utf-8")
    assert '    READ_POST = "read_post"\n' in enum and "GET_POST = " not in enum


def test_broken_reference_fails_and_leaves_openapi_yaml_untouched(project: Path) -> None:
    before = (project / "openapi.yaml").read_bytes()
    posts = project / "spec" / "paths" / "posts.yaml"
    posts.write_text(
        posts.read_text(encoding="utf-8").replace("posts.yaml#/PostRequest", "posts.yaml#/Nope"),
        encoding="utf-8",
    )
    result = _bundle(project)
    assert result.returncode == 1
    assert "left untouched" in result.stderr
    assert (project / "openapi.yaml").read_bytes() == before


ORPHAN = """# Paths of a new area.
/orphan:
  get:
    operationId: list_orphans
    summary: List the orphans
    tags:
    - Posts
    responses:
      '200':
        description: The orphans.
"""


def _bundled_paths(root: Path) -> set[str]:
    return set(load_document(root / "openapi.yaml")["paths"])


def test_a_part_file_no_ref_reaches_is_refused_naming_file_line_and_path(project: Path) -> None:
    before = (project / "openapi.yaml").read_bytes()
    (project / "spec" / "paths" / "orphan.yaml").write_text(ORPHAN, encoding="utf-8")

    for args in ((), ("--check",)):
        result = _bundle(project, *args)
        assert result.returncode == 1, result.stdout
        assert "already match" not in result.stdout
        assert (
            "spec/paths/orphan.yaml:2: path item '/orphan' is not listed in spec/root.yaml "
            "`paths:` (no $ref reaches this file)"
        ) in result.stderr
        assert "/orphan: {$ref: paths/orphan.yaml#/~1orphan}" in result.stderr
    assert (project / "openapi.yaml").read_bytes() == before

    # Listed in the root, the path is bundled.
    root = project / "spec" / "root.yaml"
    text = root.read_text(encoding="utf-8")
    listed = text.replace(
        "\nwebhooks:\n", "\n  /orphan:\n    $ref: paths/orphan.yaml#/~1orphan\nwebhooks:\n", 1
    )
    assert listed != text
    root.write_text(listed, encoding="utf-8")
    done = _bundle(project)
    assert done.returncode == 0, done.stderr
    assert "/orphan" in _bundled_paths(project)


def test_a_path_item_the_root_does_not_list_is_refused(project: Path) -> None:
    posts = project / "spec" / "paths" / "posts.yaml"
    lines = posts.read_text(encoding="utf-8").splitlines(keepends=True)
    posts.write_text("".join(lines) + ORPHAN.replace("/orphan", "/post/ghost"), encoding="utf-8")
    ghost_line = len(lines) + 2  # after the appended comment line

    result = _bundle(project)
    assert result.returncode == 1
    assert (
        f"spec/paths/posts.yaml:{ghost_line}: path item '/post/ghost' is not listed in "
        "spec/root.yaml `paths:`, so the bundle leaves it out"
    ) in result.stderr
    assert "no $ref reaches this file" not in result.stderr


def test_an_unreferenced_schema_file_and_schema_are_refused(project: Path) -> None:
    schemas = project / "spec" / "components" / "schemas"
    (schemas / "spare.yaml").write_text("Spare:\n  type: string\n", encoding="utf-8")
    with (schemas / "posts.yaml").open("a", encoding="utf-8") as part:
        part.write("Unused:\n  type: integer\n")

    result = _bundle(project)
    assert result.returncode == 1
    assert "spec/components/schemas/spare.yaml:1: no $ref from spec/root.yaml" in result.stderr
    assert "spec/components/schemas/posts.yaml:" in result.stderr
    assert "'Unused' is referenced by no $ref that spec/root.yaml reaches" in result.stderr


def test_the_docs_tables_refuse_what_the_bundle_refuses(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.tooling import docs_tables

    monkeypatch.setattr(docs_tables, "SPEC_DIR", project / "spec")
    docs_tables._check_spec_reached.cache_clear()
    docs_tables.spec_paths_table()  # the committed parts are all reached
    (project / "spec" / "paths" / "orphan.yaml").write_text(ORPHAN, encoding="utf-8")
    docs_tables._check_spec_reached.cache_clear()
    with pytest.raises(docs_tables.StaleDocs, match=r"spec/paths/orphan.yaml:2: path item"):
        docs_tables.spec_paths_table()
    docs_tables._check_spec_reached.cache_clear()
