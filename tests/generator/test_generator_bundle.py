"""`python -m generator.bundle`: openapi.yaml is the redocly bundle of spec/, and drift fails."""

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
    for generated in ("error_codes.py", "operation_ids.py"):
        shutil.copyfile(ROOT / "spec_model" / generated, tmp_path / "spec_model" / generated)
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    return tmp_path


def test_committed_openapi_yaml_is_the_bundle_of_its_parts(project: Path) -> None:
    result = _bundle(project, "--check")
    assert result.returncode == 0, result.stderr


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
