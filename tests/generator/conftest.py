"""Fixtures of the generator tests: a throwaway project root with a copy of the spec and of the
control spec (sandbox.yaml, whose client is generated too)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi.yaml"
CONTROL_SPEC = ROOT / "sandbox.yaml"


RunGenerator = Callable[..., subprocess.CompletedProcess[str]]


def _run_generator(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m generator --root ROOT ARGS` as a subprocess."""
    return subprocess.run(
        [sys.executable, "-m", "generator", "--root", str(root), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=240,
    )


@pytest.fixture(scope="session")
def run_generator() -> RunGenerator:
    return _run_generator


@pytest.fixture(scope="module")
def generated_root(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A project root with the spec, generated once (cold) for the module."""
    root = tmp_path_factory.mktemp("project")
    shutil.copyfile(SPEC, root / "openapi.yaml")
    shutil.copyfile(CONTROL_SPEC, root / "sandbox.yaml")
    result = _run_generator(root)
    assert result.returncode == 0, result.stdout + result.stderr
    yield root
