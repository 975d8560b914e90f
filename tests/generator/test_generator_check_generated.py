"""`make check-generated` after a spec edit fails once, with one closing message naming the one
command that fixes everything (`make generate`, which bundles first); after that command it
passes. Run on a copy of the project's inputs and outputs (the tools are this checkout's)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COPIED = (
    "Makefile",
    "pyproject.toml",
    "package.json",
    "package-lock.json",
    "redocly.yaml",
    "openapi.yaml",
    "sandbox.yaml",
)


def _make(project: Path, target: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MAKE")}
    return subprocess.run(
        ["make", "--no-print-directory", target],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    for name in COPIED:
        shutil.copy2(ROOT / name, tmp_path / name)  # keeps the times: .venv stays installed
    for name in ("spec", "spec_model", "generated_client"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "reference_server" / "static").mkdir(parents=True)
    docs = Path("reference_server") / "static" / "docs.html"
    shutil.copy2(ROOT / docs, tmp_path / docs)
    for name in ("generator", ".venv", "node_modules"):
        (tmp_path / name).symlink_to(ROOT / name)
    return tmp_path


def test_a_spec_edit_fails_once_naming_make_generate_which_fixes_all(project: Path) -> None:
    posts = project / "spec" / "paths" / "posts.yaml"
    text = posts.read_text(encoding="utf-8")
    edited = text.replace("summary: Publish or schedule a post", "summary: Publish a post", 1)
    assert edited != text
    posts.write_text(edited, encoding="utf-8")

    stale = _make(project, "check-generated")
    assert stale.returncode != 0
    output = stale.stdout + stale.stderr
    closing = [line for line in output.splitlines() if line.startswith("==> out of date:")]
    assert len(closing) == 1, output
    assert "openapi.yaml" in closing[0]
    assert "One command fixes all of it: make generate" in closing[0]
    assert "make bundle" not in output

    fixed = _make(project, "generate")
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    again = _make(project, "check-generated")
    assert again.returncode == 0, again.stdout + again.stderr
