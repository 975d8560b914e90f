"""`make lint` (`python -m generator.lint`) names the spec part and line of each finding: the
bundle's source map (`generator/source_map.py`) against the committed spec, the translation of
each tool's way of naming a place, and a real stale example in a copy of the spec."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.lint import NO_IGNORE_FILE, Tool, Translator
from generator.source_map import SourceMap

ROOT = Path(__file__).resolve().parents[2]
BUNDLE_TEXT = (ROOT / "openapi.yaml").read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def source_map() -> SourceMap:
    return SourceMap.build(ROOT)


def _key(line: str) -> str:
    return line.strip().removeprefix("- ").split(":")[0].strip("'\" ")


def _bundle_line(text: str, after: int = 0) -> int:
    """The 1-based line of openapi.yaml, after line `after`, that holds `text`."""
    for index, line in enumerate(BUNDLE_TEXT[after:], start=after + 1):
        if text in line:
            return index
    raise AssertionError(f"{text!r} not in openapi.yaml")


def _part_line(part: str, text: str) -> int:
    lines = (ROOT / part).read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, start=1) if text in line)


def test_every_line_placed_in_a_part_holds_the_same_key_there(source_map: SourceMap) -> None:
    parts: dict[str, list[str]] = {}
    placed = wrong = 0
    for number, line in enumerate(BUNDLE_TEXT, start=1):
        origin = source_map.line(number)
        if origin is None:
            continue
        source = parts.setdefault(
            origin.file, (ROOT / origin.file).read_text(encoding="utf-8").splitlines()
        )[origin.line - 1]
        placed += 1
        # A flow-style part (`required: [a, b]`) is one line the bundle writes as several.
        if _key(source) != _key(line) and not any(m in source for m in (": [", ": {")):
            wrong += 1
    assert placed > 0.95 * len(BUNDLE_TEXT)
    assert wrong == 0


def test_the_map_follows_path_items_components_and_yaml_merges(source_map: SourceMap) -> None:
    example = _bundle_line("shortenLinks: false", _bundle_line("  /post:"))
    assert str(source_map.line(example)) == (
        f"spec/paths/posts.yaml:{_part_line('spec/paths/posts.yaml', 'shortenLinks: false')}"
    )
    schema = source_map.pointer("/components/schemas/PostRequest/properties/shortenLinks")
    assert schema is not None and schema.file == "spec/components/schemas/posts.yaml"
    assert "shortenLinks:" in (ROOT / schema.file).read_text().splitlines()[schema.line - 1]
    # The un-suffixed /auto-schedule operations are YAML merges of the suffixed ones.
    merged = source_map.pointer("/paths/~1auto-schedule/post/requestBody")
    assert merged is not None and merged.file == "spec/paths/auto-schedule.yaml"
    assert "requestBody:" in (ROOT / merged.file).read_text().splitlines()[merged.line - 1]
    assert source_map.line(1) is None  # the bundle's own header


def test_each_tools_way_of_naming_a_place_is_translated(source_map: SourceMap) -> None:
    translator = Translator(ROOT, "openapi.yaml")
    translator._map = source_map
    example = _bundle_line("shortenLinks: false", _bundle_line("  /post:"))
    part = f"spec/paths/posts.yaml:{_part_line('spec/paths/posts.yaml', 'shortenLinks: false')}"
    pointer = "/paths/~1post/post/requestBody/content/application~1json/example/shortenLinks"

    def run(label: str, output: str) -> str:
        return translator.translate(Tool(label, ("openapi.yaml", "sandbox.yaml"), ()), output)

    # Redocly's own way: test_a_stale_example_is_named_at_its_spec_part, with the real tool.
    spectral = run("spectral", f'{ROOT}/openapi.yaml:{example}:9 error some-rule "Broken."')
    assert spectral.startswith(f"{part} (openapi.yaml:{example}:9) error some-rule")
    spec_lint = run("spec_lint", f"openapi.yaml#{pointer}: broken [a_check]")
    assert spec_lint == f"{part} (openapi.yaml#{pointer}): broken [a_check]"
    validator = run(
        "openapi-spec-validator",
        'openapi.yaml: Validation Error: 5 is not of type "string"\n'
        'On instance["paths"]["~1post"]["post"]["requestBody"]["content"]'
        '["application/json"]["example"]["shortenLinks"]:\n    5\n',
    )
    assert f"[{part} (openapi.yaml#{pointer})]" in validator
    # One validator run reads both documents: an instance of sandbox.yaml is not the bundle's.
    both = run(
        "openapi-spec-validator",
        'openapi.yaml: OK\nsandbox.yaml: Validation Error: 5 is not of type "string"\n'
        'On instance["paths"]["~1post"]["post"]["summary"]:\n    5\n',
    )
    assert "spec/" not in both
    # The control spec is hand-written: its own lines stay as they are.
    control = Translator(ROOT, "sandbox.yaml")
    assert control.translate(Tool("redocly", ("sandbox.yaml",), ()), "sandbox.yaml:10:3") == (
        "sandbox.yaml:10:3"
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project root with copies of spec/ and its bundle, and the lint configuration."""
    shutil.copytree(ROOT / "spec", tmp_path / "spec")
    for name in ("openapi.yaml", "sandbox.yaml", "redocly.yaml", ".spectral.yaml"):
        shutil.copyfile(ROOT / name, tmp_path / name)
    (tmp_path / "spec_model").mkdir()
    shutil.copyfile(
        ROOT / "spec_model" / "error_codes.py", tmp_path / "spec_model" / "error_codes.py"
    )
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    return tmp_path


def _python(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args, "--root", str(root)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


def test_a_stale_example_is_named_at_its_spec_part(project: Path) -> None:
    """A property renamed in its schema part, the example in the path part left stale."""
    schemas = project / "spec" / "components" / "schemas" / "posts.yaml"
    text = schemas.read_text(encoding="utf-8")
    schemas.write_text(text.replace("    shortenLinks:\n", "    shortenUrls:\n", 1), "utf-8")
    assert _python(project, "generator.bundle").returncode == 0

    done = _python(project, "generator.lint", "openapi.yaml", "--only", "redocly")
    assert done.returncode == 1, done.stdout
    stale = _part_line("spec/paths/posts.yaml", "shortenLinks: false")
    example = (project / "openapi.yaml").read_text(encoding="utf-8").splitlines()
    bundle_line = next(
        i
        for i, line in enumerate(example, start=1)
        if "shortenLinks: false" in line and i > example.index("  /post:")
    )
    assert f"spec/paths/posts.yaml:{stale} (openapi.yaml:{bundle_line}:" in done.stdout
    assert "generate-ignore-file" not in done.stdout
    assert NO_IGNORE_FILE in done.stdout
    assert "support is ending" not in done.stdout + done.stderr  # Redocly's Node notice
    assert "spec lint FAILED: redocly" in done.stderr
    assert "may not be the bundle" not in done.stdout

    # Edited again but not bundled: the places are those of the last bundle, and lint says so.
    edited = schemas.read_text("utf-8").replace("in the text are shortened", "are shortened", 1)
    assert edited != schemas.read_text("utf-8")
    schemas.write_text(edited, "utf-8")
    stale_bundle = _python(project, "generator.lint", "openapi.yaml", "--only", "redocly")
    assert stale_bundle.returncode == 1
    assert "note: openapi.yaml may not be the bundle of the current spec/" in stale_bundle.stdout
