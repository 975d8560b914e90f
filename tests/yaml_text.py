"""`dump_yaml(document)`: a document as YAML text, the way `yaml.safe_dump` writes it, by
libyaml's emitter when PyYAML is built with it (the pure-Python emitter takes seconds for the
whole spec, and many tests write edited copies of it)."""

from __future__ import annotations

from typing import Any

import yaml

_Dumper: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def dump_yaml(document: Any, *, sort_keys: bool = True) -> str:
    """``document`` (plain data: dicts, lists, strings, numbers, booleans, None) as YAML."""
    text: str = yaml.dump(document, Dumper=_Dumper, sort_keys=sort_keys, allow_unicode=False)
    return text
