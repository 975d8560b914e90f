"""The stages of the pipeline, each a function that does one job and raises on failure.

validate spec -> datamodel-code-generator (models, one module per spec area) -> spec facts ->
companion (the models' format types) -> openapi-python-client (the client package,
`openapi_client_stage.py`) -> project files -> format. `pipeline.py` runs them in order into
a staging directory.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from string import Template
from typing import Any

from generator import control_models, model_modules, naming, parameter_models
from generator.settings import COMPANION_DIR, TEMPLATES_DIR, GeneratorConfig
from generator.spec_facts import render_spec_facts
from generator.warning_policy import ToolWarning, warnings_in_stderr
from spec_model import SpecLoadError, load_document

DATAMODEL = "datamodel-code-generator"


class StageError(Exception):
    """A stage failed; the message says what went wrong."""

    def __init__(self, stage: str, message: str) -> None:
        super().__init__(f"{stage}: {message}")
        self.stage = stage


def tool_env() -> dict[str, str]:
    """The environment for tools: this interpreter's bin directory first (ruff, post-hooks)."""
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    return env


def _ruff() -> str:
    candidate = Path(sys.executable).parent / "ruff"
    found = str(candidate) if candidate.exists() else shutil.which("ruff")
    if not found:
        raise StageError("format", "ruff is not installed (pip install -e '.[dev]')")
    return found


def validate_spec(spec_path: Path) -> dict[str, Any]:
    """Load the spec and validate it as OpenAPI 3.1 (openapi-spec-validator)."""
    from openapi_spec_validator import validate
    from openapi_spec_validator.validation.exceptions import OpenAPIValidationError

    try:
        spec = load_document(spec_path)
    except SpecLoadError as exc:
        raise StageError("validate spec", str(exc)) from exc
    try:
        validate(spec)
    except OpenAPIValidationError as exc:
        raise StageError("validate spec", f"{spec_path} is not valid OpenAPI: {exc}") from exc
    return spec


def _binary_overrides(spec: dict[str, Any], binary_type: str) -> list[str]:
    """`--type-overrides` giving every `format: binary` property of a schema `binary_type`.

    The keys are `Class.property`: the class names, not the module-qualified schema names of the
    generator view.
    """
    overrides = {
        f"{schema_name}.{property_name}": binary_type
        for schema_name, schema in sorted(spec["components"]["schemas"].items())
        for property_name, prop in sorted((schema.get("properties") or {}).items())
        if isinstance(prop, dict) and prop.get("format") == "binary"
    }
    return [f"--type-overrides={json.dumps(overrides, sort_keys=True)}"] if overrides else []


def write_tool_ruff_config(config: GeneratorConfig, scratch: Path) -> None:
    """A fixed ruff configuration for the tools' own formatting runs in `scratch`."""
    (scratch / "ruff.toml").write_text(
        f'line-length = {config.line_length}\ntarget-version = "{config.target_version}"\n',
        encoding="utf-8",
    )


def run_datamodel_codegen(
    spec: dict[str, Any],
    config: GeneratorConfig,
    package_dir: Path,
    settings_dir: Path,
    control: dict[str, Any] | None = None,
) -> list[ToolWarning]:
    """Generate the pydantic v2 models package, one module per spec area (`model_modules`),
    and, given the `control` document, one for the control's own schemas (`control_models`),
    and one of each operation's path and query parameters (`parameter_models`).

    The tool reads the generator view of `spec` (schemas named `area.Name`), written where the
    spec sits relative to `settings_dir`: it runs there (its ruff configuration comes from the
    working directory) with the same relative input path, so its headers are always the same.
    """
    try:
        areas = model_modules.schema_areas(spec, model_modules.part_areas())
        documents = [spec] if control is None else [spec, control]
        if control is not None:
            spec, control_areas = control_models.with_control_schemas(
                spec, control, config.control_models_module
            )
            areas.update(control_areas)
        spec, parameter_areas = parameter_models.with_parameter_schemas(
            spec, documents, config.parameter_models_module
        )
        areas.update(parameter_areas)
    except (
        model_modules.ModuleViewError,
        control_models.ControlModelsError,
        parameter_models.ParameterModelsError,
    ) as exc:
        raise StageError(DATAMODEL, str(exc)) from exc
    spec_view = settings_dir / config.spec
    metadata = settings_dir / "model-metadata.json"
    spec_view.parent.mkdir(parents=True, exist_ok=True)
    # JSON is YAML: the view is written as JSON, quicker than a YAML dump and just as stable.
    spec_view.write_text(
        json.dumps(model_modules.module_view(spec, areas), ensure_ascii=False), encoding="utf-8"
    )
    command = [
        sys.executable,
        "-m",
        "datamodel_code_generator",
        "--input",
        config.spec,
        "--output",
        str(package_dir),
        *config.datamodel_args,
        f"--import-overrides={json.dumps(config.import_overrides, sort_keys=True)}",
        *_binary_overrides(spec, config.binary_type),
        f"--emit-model-metadata={metadata}",
    ]
    result = subprocess.run(
        command, cwd=settings_dir, env=tool_env(), capture_output=True, text=True, check=False
    )
    if result.returncode != 0 or not (package_dir / "__init__.py").is_file():
        raise StageError(DATAMODEL, result.stderr.strip() or f"exit status {result.returncode}")
    try:
        model_modules.check_module_names(metadata, areas)
    except model_modules.ModuleViewError as exc:
        raise StageError(DATAMODEL, str(exc)) from exc
    return warnings_in_stderr(DATAMODEL, result.stderr)


def write_spec_facts(spec: dict[str, Any], models_dir: Path) -> None:
    """Render `spec_facts.py` into the models package."""
    try:
        source = render_spec_facts(spec)
    except (KeyError, ValueError) as exc:
        raise StageError("spec facts", f"the spec lacks a fact the client needs: {exc}") from exc
    (models_dir / "spec_facts.py").write_text(source, encoding="utf-8")


def copy_companion(tree: Path) -> None:
    """Copy the hand-written sources of generator/companion/ into the tree.

    `generator/companion/<package>/` is merged into the generated package of the same name
    (today: the models' format types, `social_publishing_models/_formats.py`).
    """
    for source in sorted(p for p in COMPANION_DIR.iterdir() if p.is_dir()):
        if source.name == "__pycache__":
            continue
        shutil.copytree(
            source,
            tree / source.name,
            ignore=shutil.ignore_patterns("__pycache__"),
            dirs_exist_ok=True,
        )


def write_project_files(spec: dict[str, Any], config: GeneratorConfig, tree: Path) -> None:
    """pyproject.toml and README.md (with the resources table) from templates, and `py.typed` in
    every package."""
    packages = (config.client_package, config.models_package) + (
        (config.sandbox_package,) if (tree / config.sandbox_package).is_dir() else ()
    )
    try:
        table = naming.resources_table(naming.resources(spec, config.naming))
    except naming.NamingError as exc:
        raise StageError("project files", str(exc)) from exc
    values = {
        "project_name": config.project_name,
        "description": config.project_description,
        "version": spec["info"]["version"],
        "title": spec["info"]["title"],
        "packages": ", ".join(f'"{name}"' for name in packages),
        "client_package": config.client_package,
        "models_package": config.models_package,
        "resources_table": table,
    }
    for name in ("pyproject.toml", "README.md"):
        template = Template((TEMPLATES_DIR / "project" / f"{name}.tmpl").read_text("utf-8"))
        (tree / name).write_text(template.substitute(values), encoding="utf-8")
    for package in packages:
        (tree / package / "py.typed").write_text("", encoding="utf-8")


def format_tree(config: GeneratorConfig, tree: Path) -> None:
    """ruff (isolated from any other configuration): sort imports, then format."""
    common = [
        "--no-cache",
        "--isolated",
        f"--line-length={config.line_length}",
        f"--target-version={config.target_version}",
    ]
    ruff = _ruff()
    for command in (
        [ruff, "check", "--fix-only", "--select=I", "--quiet", *common, "."],
        [ruff, "format", "--quiet", *common, "."],
    ):
        result = subprocess.run(command, cwd=tree, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise StageError("format", (result.stderr or result.stdout).strip())
