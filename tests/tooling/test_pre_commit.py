"""The pre-commit hooks run the project's ruff from .venv and catch what `make check-code` does."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / ".pre-commit-config.yaml"
PRE_COMMIT = ROOT / ".venv" / "bin" / "pre-commit"

pytestmark = pytest.mark.skipif(
    not PRE_COMMIT.exists() or shutil.which("git") is None,
    reason="needs .venv (make setup) with pre-commit, and git",
)


def _run(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PRE_COMMIT_HOME": str(repo.parent / "pre-commit-home")}
    return subprocess.run(
        [str(PRE_COMMIT), *args],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, timeout=30)


def test_ruff_hooks_fail_on_a_bad_file_and_pass_once_fixed(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    shutil.copyfile(CONFIG, repo / ".pre-commit-config.yaml")
    shutil.copyfile(ROOT / "pyproject.toml", repo / "pyproject.toml")  # the ruff settings
    (repo / ".venv").symlink_to(ROOT / ".venv")
    module = repo / "module.py"
    module.write_text("import os\n\n\ndef f( x ):\n    return x\n", encoding="utf-8")
    _git(repo, "add", "module.py", ".pre-commit-config.yaml", "pyproject.toml")

    failed = _run(repo, "run", "--all-files", "ruff-check")
    assert failed.returncode == 1
    assert "F401" in failed.stdout  # `os` imported but unused
    unformatted = _run(repo, "run", "--all-files", "ruff-format")
    assert unformatted.returncode == 1

    module.write_text("def f(x):\n    return x\n", encoding="utf-8")
    _git(repo, "add", "module.py")
    assert _run(repo, "run", "--all-files", "ruff-check").returncode == 0
    assert _run(repo, "run", "--all-files", "ruff-format").returncode == 0
