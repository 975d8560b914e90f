"""generator.freshness: a recorded step is fresh only while every input and output is byte for
byte what it was when recorded, so a no-op `make generate` never hides a change."""

from __future__ import annotations

from pathlib import Path

from generator import freshness

INPUTS = (Path("spec"), Path("tool.lock"))
OUTPUTS = (Path("out.yaml"),)


def _tree(root: Path) -> None:
    (root / "spec" / "paths").mkdir(parents=True)
    (root / "spec" / "root.yaml").write_text("a: 1\n")
    (root / "spec" / "paths" / "posts.yaml").write_text("b: 2\n")
    (root / "tool.lock").write_text("v1\n")
    (root / "out.yaml").write_text("bundled\n")


def test_unrecorded_step_is_not_fresh(tmp_path: Path) -> None:
    _tree(tmp_path)
    assert not freshness.is_fresh(tmp_path, "bundle", INPUTS, OUTPUTS)


def test_recorded_step_is_fresh_until_an_input_changes(tmp_path: Path) -> None:
    _tree(tmp_path)
    freshness.record(tmp_path, "bundle", INPUTS, OUTPUTS)
    assert freshness.is_fresh(tmp_path, "bundle", INPUTS, OUTPUTS)
    (tmp_path / "spec" / "paths" / "posts.yaml").write_text("b: 3\n")
    assert not freshness.is_fresh(tmp_path, "bundle", INPUTS, OUTPUTS)


def test_new_input_file_tool_version_or_edited_output_is_not_fresh(tmp_path: Path) -> None:
    _tree(tmp_path)
    freshness.record(tmp_path, "bundle", INPUTS, OUTPUTS)
    (tmp_path / "spec" / "paths" / "media.yaml").write_text("c: 1\n")
    assert not freshness.is_fresh(tmp_path, "bundle", INPUTS, OUTPUTS)
    freshness.record(tmp_path, "bundle", INPUTS, OUTPUTS)
    (tmp_path / "tool.lock").write_text("v2\n")
    assert not freshness.is_fresh(tmp_path, "bundle", INPUTS, OUTPUTS)
    freshness.record(tmp_path, "bundle", INPUTS, OUTPUTS)
    (tmp_path / "out.yaml").write_text("edited by hand\n")
    assert not freshness.is_fresh(tmp_path, "bundle", INPUTS, OUTPUTS)


def test_steps_are_recorded_apart_and_caches_are_ignored(tmp_path: Path) -> None:
    _tree(tmp_path)
    freshness.record(tmp_path, "bundle", INPUTS, OUTPUTS)
    assert not freshness.is_fresh(tmp_path, "docs", INPUTS, OUTPUTS)
    cache = tmp_path / "spec" / "__pycache__"
    cache.mkdir()
    (cache / "x.pyc").write_bytes(b"\0")
    assert freshness.is_fresh(tmp_path, "bundle", INPUTS, OUTPUTS)
