"""The inventory of writes read back (`read_back_inventory.py`) reads the marks as the rule
modules write them and renders one row per write. That it is complete for this repository is
test_docs_tables.py's: its table refuses to render while `problems()` names a gap."""

from __future__ import annotations

from pathlib import Path

from tests.tooling import read_back_inventory


def test_marks_read_from_decorators_and_each_write(tmp_path: Path) -> None:
    (tmp_path / "test_rules_demo.py").write_text(
        "import pytest\n"
        "from contract_tests import read_back\n"
        "from spec_model import ControlOperationId, OperationId\n"
        "@pytest.mark.control(ControlOperationId.LINK_NETWORK)\n"
        "@pytest.mark.reads_back(OperationId.CREATE_POST, OperationId.DELETE_POST)\n"
        "def test_one(): ...\n"
        "@pytest.mark.parametrize(\n"
        "    'op', read_back.each_write(OperationId.UPDATE_POST, OperationId.RETRY_POST)\n"
        ")\n"
        "def test_two(op): ...\n"
        "@pytest.mark.parametrize(\n"
        "    'x', [pytest.param(1, marks=pytest.mark.reads_back(OperationId.ADD_FEED))]\n"
        ")\n"
        "def test_three(x): ...\n"
        "def test_unmarked(): ...\n"
        "@pytest.mark.reads_back(OperationId.GET_USER)\n"
        "def helper(): ...\n",
        encoding="utf-8",
    )
    assert read_back_inventory.read_back_tests(tmp_path) == {
        "create_post": ["test_rules_demo::test_one"],
        "delete_post": ["test_rules_demo::test_one"],
        "update_post": ["test_rules_demo::test_two"],
        "retry_post": ["test_rules_demo::test_two"],
        "add_feed": ["test_rules_demo::test_three"],
    }


def test_table_row_per_write() -> None:
    rows = [r for r in read_back_inventory.table().splitlines() if r.startswith("| `")]
    assert [r.split("`")[1] for r in rows] == read_back_inventory.writes()
