"""Generator behaviour: determinism, no-op, drift detection, failures, warning policy."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.stamp import STAMP_NAME, tree_files
from spec_model import load_document
from tests.generator.spec_subset import spec_subset
from tests.yaml_text import dump_yaml

RunGenerator = Callable[..., subprocess.CompletedProcess[str]]


def _snapshot(tree: Path) -> dict[str, str]:
    return {
        p.as_posix(): hashlib.sha256((tree / p).read_bytes()).hexdigest() for p in tree_files(tree)
    }


def _edit_spec(root: Path, change: str) -> None:
    spec = load_document(root / "openapi.yaml")
    schemas = spec["components"]["schemas"]
    if change == "new-field":
        schemas["MediaItem"]["properties"]["checksum"] = {"type": "string"}
    elif change == "invalid":
        spec["paths"]["/media"]["get"]["responses"] = "not a mapping"
    elif change == "new-warning":
        schemas["MediaItem"]["properties"]["uploadedAt"] = {
            "type": "string",
            "format": "date-time",
            "pattern": "^.*Z$",
        }
    (root / "openapi.yaml").write_text(dump_yaml(spec, sort_keys=False))


def _project_copy(generated_root: Path, root: Path) -> Path:
    """A project root at `root` with the module's spec and generated output."""
    root.mkdir()
    shutil.copytree(generated_root / "generated_client", root / "generated_client")
    shutil.copyfile(generated_root / "openapi.yaml", root / "openapi.yaml")
    return root


def test_output_is_an_installable_project(generated_root: Path) -> None:
    out = generated_root / "generated_client"
    for package in (
        "social_publishing_client",
        "social_publishing_models",
        "social_publishing_sandbox",
    ):
        assert (out / package / "py.typed").is_file()
        assert (out / package / "__init__.py").is_file()
    assert not (out / "social_publishing_sdk").exists()  # one runtime: the client package's
    assert 'name = "social-publishing-client"' in (out / "pyproject.toml").read_text()
    assert not list(out.rglob(".ruff_cache"))
    client = out / "social_publishing_client"
    resources = (client / "api/posts/__init__.py").read_text()
    assert "class PostsResource:" in resources
    assert "class AsyncPostsResourceWithRawResponse:" in resources
    assert "SocialPublishing" in (client / "__init__.py").read_text()
    assert not (client / "_resources.py").exists() and not (client / "_client.py").exists()
    models = out / "social_publishing_models"
    # format types from the companion module, in the area modules that use them
    assert (
        "from social_publishing_models._formats import UploadFile"
        in (models / "media.py").read_text()
    )
    assert (
        "from social_publishing_models._formats import AwareDatetime"
        in (models / "common.py").read_text()
    )
    assert "from .media import MediaItem," in (models / "__init__.py").read_text()  # re-export
    assert (out / "social_publishing_models/_formats.py").is_file()  # copied from companion/


def test_committed_output_matches_a_fresh_build_of_the_same_spec(generated_root: Path) -> None:
    committed = Path(__file__).resolve().parents[2] / "generated_client"
    root_spec = Path(__file__).resolve().parents[2] / "openapi.yaml"
    if root_spec.read_bytes() != (generated_root / "openapi.yaml").read_bytes():
        pytest.skip("spec changed during the session")
    assert _snapshot(committed) == _snapshot(generated_root / "generated_client")


def test_unchanged_run_is_a_no_op(generated_root: Path, run_generator: RunGenerator) -> None:
    before = _snapshot(generated_root / "generated_client")
    result = run_generator(generated_root)
    assert result.returncode == 0
    assert "nothing to do" in result.stdout
    assert "datamodel-code-generator" not in result.stdout  # no stage ran
    assert _snapshot(generated_root / "generated_client") == before


@dataclass(frozen=True)
class Rebuild:
    """The generator run after a hand edit of a generated file: a second full build of the
    module's spec, published over the first."""

    result: subprocess.CompletedProcess[str]
    edited: Path
    original: bytes
    first_build: dict[str, str]
    second_build: dict[str, str]


@pytest.fixture(scope="module")
def rebuild(generated_root: Path, run_generator: RunGenerator) -> Rebuild:
    """One rebuild shared by the tests that read it (a full build costs several CPU seconds)."""
    first_build = _snapshot(generated_root / "generated_client")
    target = generated_root / "generated_client/social_publishing_client/client.py"
    original = target.read_bytes()
    target.write_bytes(original + b"# hand edit\n")
    result = run_generator(generated_root)
    second_build = _snapshot(generated_root / "generated_client")
    return Rebuild(result, target, original, first_build, second_build)


def test_two_builds_are_byte_identical(rebuild: Rebuild) -> None:
    assert rebuild.result.returncode == 0, rebuild.result.stderr
    assert rebuild.second_build == rebuild.first_build


def test_hand_edit_of_generated_file_is_regenerated(rebuild: Rebuild) -> None:
    assert rebuild.result.returncode == 0, rebuild.result.stderr
    assert "regenerated" in rebuild.result.stdout
    assert rebuild.edited.read_bytes() == rebuild.original


def test_check_detects_drift_and_names_the_files(
    generated_root: Path, tmp_path: Path, run_generator: RunGenerator
) -> None:
    root = _project_copy(generated_root, tmp_path / "drift")
    _edit_spec(root, "new-field")
    result = run_generator(root, "--check")
    assert result.returncode == 1
    assert "social_publishing_models/media.py" in result.stderr  # MediaItem's area
    assert STAMP_NAME in result.stderr
    assert "run `make generate`" in result.stderr


def test_failure_leaves_previous_output_untouched(
    generated_root: Path, tmp_path: Path, run_generator: RunGenerator
) -> None:
    root = _project_copy(generated_root, tmp_path / "broken")
    before = _snapshot(root / "generated_client")
    _edit_spec(root, "invalid")
    result = run_generator(root)
    assert result.returncode == 1
    assert "previous output left untouched" in result.stderr
    assert "validate spec" in result.stderr
    assert _snapshot(root / "generated_client") == before
    assert sorted(p.name for p in root.iterdir()) == ["generated_client", "openapi.yaml"]


def test_unlisted_tool_warning_fails_the_build(
    generated_root: Path, tmp_path: Path, run_generator: RunGenerator
) -> None:
    root = _project_copy(generated_root, tmp_path / "warned")
    # The models tool's warning is about one schema: a subset of the spec that holds it
    # (`spec_subset`) fails the same way, its clients built (side by side) in a fraction of
    # the whole spec's time.
    subset = spec_subset(load_document(generated_root / "openapi.yaml"), ("/history", "/media"))
    (root / "openapi.yaml").write_text(dump_yaml(subset, sort_keys=False))
    before = _snapshot(root / "generated_client")
    _edit_spec(root, "new-warning")
    result = run_generator(root)
    assert result.returncode == 1
    assert "allowed_warnings" in result.stderr
    assert "[datamodel-code-generator]" in result.stderr
    assert "pattern on AwareDatetime" in result.stderr
    assert _snapshot(root / "generated_client") == before
