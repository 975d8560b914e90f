"""Reading the spec files: where `openapi.yaml` (and the optional test-control interface
`sandbox.yaml`) are, and YAML 1.2 parsing of them.

Every consumer reads the document through `load_document`, so all of them see the same values
the YAML 1.2 tools (Redocly, Spectral) see: `2026-01-01` stays a string and only
`true`/`false` are booleans (PyYAML alone follows YAML 1.1).
"""

from __future__ import annotations

import copy
import os
import re
from pathlib import Path
from typing import Any

import yaml

#: Environment variable that names another spec file for every consumer.
SPEC_ENV = "SOCIAL_PUBLISHING_SPEC"
SPEC_NAME = "openapi.yaml"
#: Environment variable that names another test-control document (default: `sandbox.yaml`).
CONTROL_SPEC_ENV = "SOCIAL_PUBLISHING_CONTROL_SPEC"
CONTROL_SPEC_NAME = "sandbox.yaml"
_PACKAGE_DIR = Path(__file__).resolve().parent

_BaseLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when built with it


class Yaml12Loader(_BaseLoader):  # type: ignore[misc]  # base chosen at import time
    """A safe loader with YAML 1.2 scalar rules (no dates, no yes/no/on/off booleans)."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [
        (tag, regexp)
        for tag, regexp in resolvers
        if tag not in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:bool")
    ]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


class SpecLoadError(ValueError):
    """The spec is missing, is not YAML, or its facts are malformed (the message says where)."""


#: Parsed documents by their text (the few spec files a process reads, each often several
#: times); each caller gets its own deep copy, so no caller sees another's changes.
_PARSED: dict[str, Any] = {}
_PARSED_MAX = 8


def load_yaml(text: str) -> Any:
    """Parse YAML text with YAML 1.2 scalar rules (a text parsed before is not parsed again:
    the 300 KB spec takes 0.2-0.4 s, its deep copy about 15 ms)."""
    if text not in _PARSED:
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.pop(next(iter(_PARSED)))
        _PARSED[text] = yaml.load(text, Loader=Yaml12Loader)
    return copy.deepcopy(_PARSED[text])


def _default_path(env: str, name: str) -> Path:
    chosen = os.environ.get(env)
    if chosen:
        return Path(chosen)
    for candidate in (_PACKAGE_DIR.parent / name, _PACKAGE_DIR / name):
        if candidate.is_file():
            return candidate
    raise SpecLoadError(f"{name} not found next to the spec_model package or inside it")


def default_spec_path() -> Path:
    """`$SOCIAL_PUBLISHING_SPEC`, else the repository's `openapi.yaml`, else the packaged copy."""
    return _default_path(SPEC_ENV, SPEC_NAME)


def default_control_spec_path() -> Path:
    """`$SOCIAL_PUBLISHING_CONTROL_SPEC`, else the repository's `sandbox.yaml`, else the
    packaged copy."""
    return _default_path(CONTROL_SPEC_ENV, CONTROL_SPEC_NAME)


def load_document(path: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """The parsed OpenAPI document at `path` (default: `default_spec_path()`)."""
    spec_path = Path(path) if path is not None else default_spec_path()
    try:
        text = spec_path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SpecLoadError(f"cannot read the spec {spec_path}: {exc.strerror}") from None
    try:
        document = load_yaml(text)
    except yaml.YAMLError as exc:
        raise SpecLoadError(f"{spec_path} is not valid YAML: {exc}") from None
    if not isinstance(document, dict) or "openapi" not in document:
        raise SpecLoadError(f"{spec_path} is not an OpenAPI document")
    return document
