"""Edited copies of a spec document, for the tests that prove a bad spec is caught: `put` and
`drop` make one change at a path of keys, `write_spec` writes a document as a YAML file, and
`load_edited` loads the repository's openapi.yaml changed by some edits, from a file of its own
(as a maintainer's edit is read)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from spec_model import ServiceSpec, load_document
from tests.yaml_text import dump_yaml

Edit = Callable[[dict[str, Any]], object]


def at(document: Any, *keys: str | int) -> Any:
    """The value at `keys` of `document`."""
    for key in keys:
        document = document[key]
    return document


def put(value: Any, *keys: str | int) -> Edit:
    """An edit setting the value at `keys`."""
    return lambda document: at(document, *keys[:-1]).__setitem__(keys[-1], value)


def drop(*keys: str | int) -> Edit:
    """An edit deleting the value at `keys`."""
    return lambda document: at(document, *keys[:-1]).pop(keys[-1])


def write_spec(directory: Path, document: Any, name: str = "openapi.yaml") -> Path:
    """`document` written as YAML to `directory/name`, in its own key order."""
    path = directory / name
    path.write_text(dump_yaml(document, sort_keys=False), encoding="utf-8")
    return path


def load_edited(directory: Path, *edits: Edit) -> ServiceSpec:
    """The repository's openapi.yaml changed by `edits`, in order, loaded from `directory`."""
    document = load_document()  # a copy of its own
    for edit in edits:
        edit(document)
    return ServiceSpec.load(write_spec(directory, document))
