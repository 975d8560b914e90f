"""The generator's config and warning policy: allowances need reasons and match precisely."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.settings import CONFIG_PATH, AllowedWarning, load_config
from generator.warning_policy import (
    ToolWarning,
    disallowed,
    unused_allowances,
    warnings_in_stderr,
)


def test_every_allowed_warning_in_the_real_config_has_a_reason() -> None:
    config = load_config()
    assert config.allowed_warnings
    assert all(rule.reason.strip() for rule in config.allowed_warnings)


def test_allowance_without_reason_is_refused(tmp_path: Path) -> None:
    data = yaml.safe_load(CONFIG_PATH.read_text())
    data["allowed_warnings"] = [{"tool": "datamodel-code-generator", "match": "x"}]
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(ValueError, match="needs a reason"):
        load_config(path)


def test_python_warnings_are_read_from_stderr() -> None:
    stderr = (
        "/x/_tables.py:692: UserWarning: Pydantic does not take pattern on AwareDatetime; "
        "Timestamp is generated without this constraint.\n"
        "  lambda self, run: imports.warn_about_dropped_constraints(self, run.contexts),\n"
        "some other line\n"
    )
    found = warnings_in_stderr("datamodel-code-generator", stderr)
    assert found == [
        ToolWarning(
            "datamodel-code-generator",
            "UserWarning: Pydantic does not take pattern on AwareDatetime; "
            "Timestamp is generated without this constraint.",
        )
    ]


def test_policy_filters_by_tool_and_text() -> None:
    rule = AllowedWarning(tool="a", match="known thing", reason="because")
    warnings = [ToolWarning("a", "W: known thing here"), ToolWarning("b", "W: known thing")]
    assert disallowed(warnings, [rule]) == [ToolWarning("b", "W: known thing")]
    assert unused_allowances(warnings, [rule]) == []
    assert unused_allowances([], [rule]) == [rule]
