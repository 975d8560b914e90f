"""Keeps jsonschema from building the `iri` format grammar in every process that reads the spec.

jsonschema imports `rfc3987_syntax` (when installed) only to check the `iri` and
`iri-reference` formats, and building its grammar costs about 1.5 s at import: in the
reference server, every contract-suite run and every test process. The spec uses neither
format (`check_no_iri_formats` refuses a spec that does), so the module is marked absent before
jsonschema loads; jsonschema treats that as "not installed" and checks every other format.
This module is imported first by the package.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any

sys.modules.setdefault("rfc3987_syntax", None)  # type: ignore[arg-type]

UNCHECKED_FORMATS = ("iri", "iri-reference")


def iri_format_locations(node: Any, location: str = "") -> list[str]:
    """JSON pointers of schemas that use a format jsonschema does not check here."""
    found: list[str] = []
    if isinstance(node, Mapping):
        if node.get("format") in UNCHECKED_FORMATS:
            found.append(location or "/")
        for key, value in node.items():
            token = str(key).replace("~", "~0").replace("/", "~1")
            found.extend(iri_format_locations(value, f"{location}/{token}"))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.extend(iri_format_locations(value, f"{location}/{index}"))
    return found
