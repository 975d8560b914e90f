"""The generator's configuration (`generator/config.yaml`) as a typed object."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

GENERATOR_DIR = Path(__file__).resolve().parent
CONFIG_PATH = GENERATOR_DIR / "config.yaml"
COMPANION_DIR = GENERATOR_DIR / "companion"
TEMPLATES_DIR = GENERATOR_DIR / "templates"
# openapi-python-client's configuration and templates (generator/openapi_client_stage.py).
OPENAPI_PYTHON_CLIENT_DIR = GENERATOR_DIR / "openapi_python_client"
OPENAPI_PYTHON_CLIENT_CONFIG = OPENAPI_PYTHON_CLIENT_DIR / "config.yaml"
# The spec's schema parts, one per area: one models module each (generator/model_modules.py).
SCHEMA_PARTS = GENERATOR_DIR.parent / "spec" / "components" / "schemas"


@dataclass(frozen=True)
class AllowedWarning:
    """A tool warning that does not fail the build, and why."""

    tool: str
    match: str
    reason: str


@dataclass(frozen=True)
class GeneratorConfig:
    """Everything in config.yaml, with paths resolved against the generator directory."""

    spec: str
    output_dir: str
    project_name: str
    project_description: str
    client_package: str
    models_package: str
    naming: dict[str, dict[str, str]]
    binary_type: str
    import_overrides: dict[str, str]
    datamodel_args: tuple[str, ...]
    line_length: int
    target_version: str
    allowed_warnings: tuple[AllowedWarning, ...]
    control_spec: str
    sandbox_package: str
    control_models_module: str
    parameter_models_module: str


def _require(data: dict[str, Any], key: str) -> Any:
    if key not in data:
        raise ValueError(f"{CONFIG_PATH}: missing key {key!r}")
    return data[key]


def load_config(path: Path = CONFIG_PATH) -> GeneratorConfig:
    """Read and check config.yaml; a missing key is a clear error, not a KeyError later."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    project = _require(data, "project")
    packages = _require(data, "packages")
    client = _require(data, "client")
    naming = client.get("naming") or {}
    allowed = []
    for entry in data.get("allowed_warnings") or []:
        if not entry.get("reason"):
            raise ValueError(f"{path}: allowed warning {entry.get('match')!r} needs a reason")
        allowed.append(
            AllowedWarning(tool=entry["tool"], match=entry["match"], reason=entry["reason"])
        )
    fmt = _require(data, "format")
    return GeneratorConfig(
        spec=_require(data, "spec"),
        output_dir=_require(data, "output_dir"),
        project_name=_require(project, "name"),
        project_description=_require(project, "description"),
        client_package=_require(packages, "client"),
        models_package=_require(packages, "models"),
        naming={
            "resources": dict(naming.get("resources") or {}),
            "methods": dict(naming.get("methods") or {}),
            "fields": dict(naming.get("fields") or {}),
            "parameters": dict(naming.get("parameters") or {}),
        },
        binary_type=str(_require(client, "binary_type")),
        import_overrides=dict(_require(client, "import_overrides")),
        datamodel_args=tuple(str(a) for a in _require(data, "datamodel_codegen")["args"]),
        line_length=int(_require(fmt, "line_length")),
        target_version=str(_require(fmt, "target_version")),
        allowed_warnings=tuple(allowed),
        control_spec=str(_require(data, "control_spec")),
        sandbox_package=str(_require(packages, "sandbox")),
        control_models_module=str(_require(packages, "control_models")),
        parameter_models_module=str(_require(packages, "parameter_models")),
    )
