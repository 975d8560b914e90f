"""The enum constants `make bundle` renders (`spec_model/enum_values.py`): one class per string
enum of the specs, each value a constant named by it in upper snake case."""

from __future__ import annotations

from typing import Any

import pytest

from generator.spec_facts import render_enum_constants, spec_enums

DOCUMENT: dict[str, Any] = {
    "components": {
        "schemas": {
            "Platform": {"type": "string", "enum": ["facebook"]},
            "PostStatus": {"type": "string", "enum": ["success", "awaiting approval"]},
            "Event": {
                "type": "object",
                "properties": {"subAction": {"type": "string", "enum": ["messageCreated"]}},
            },
        },
        "parameters": {
            "DataType": {"in": "query", "name": "dataType", "schema": {"enum": ["posts"]}},
            "Kind": {
                "in": "query",
                "name": "kind",
                "schema": {"type": "string", "enum": ["a", "b"]},
            },
        },
    }
}


def test_each_string_enum_gets_a_class() -> None:
    enums = spec_enums(DOCUMENT)
    # Platform is `Network` (spec_model/networks.py); an untyped parameter enum is no string enum
    assert set(enums) == {"PostStatus", "EventSubAction", "KindParameter"}
    source = render_enum_constants(DOCUMENT)
    assert 'AWAITING_APPROVAL: Final = "awaiting approval"' in source
    assert 'MESSAGE_CREATED: Final = "messageCreated"' in source
    assert '"""The values of `Event.subAction`."""' in source


def test_two_enums_of_one_name_fail() -> None:
    other = {"components": {"schemas": {"PostStatus": {"type": "string", "enum": ["x"]}}}}
    with pytest.raises(ValueError, match="PostStatus"):
        spec_enums(DOCUMENT, other)
