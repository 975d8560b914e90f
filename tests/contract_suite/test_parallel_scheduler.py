"""`contract_tests/parallel.py` in a real pytest-xdist run: the rule tests run together on one
worker in collection order, each spread test runs once, and they spread over the other worker.

The scheduler is reached the way the suite reaches it, through xdist's public
`pytest_xdist_make_scheduler` hook, in a pytest process of its own outside the project's
configuration."""

from __future__ import annotations

import re
from pathlib import Path

from contract_tests import parallel
from tests.contract_suite.runs import run_pytest

_CONFTEST = """
from contract_tests import parallel


def pytest_xdist_make_scheduler(config, log):
    return parallel.SpreadPropertyTests(config, log)
"""
# Rule tests slow enough that the rules worker is busy while the other takes the spread tests.
_RULES = """
import time

import pytest


@pytest.mark.parametrize("n", range(5))
def test_rule(n):
    time.sleep(0.3)
"""
_SPREAD = """
import pytest


@pytest.mark.parametrize("n", range(6))
def test_operation(n):
    pass
"""
_RAN = re.compile(r"^\[(gw\d+)\] \[\s*\d+%\] PASSED (\S+)\s*$", re.MULTILINE)


#: The run's files: the suite's scheduler, two rule modules and the property tests.
FILES = {
    "conftest.py": _CONFTEST,
    "test_rules_a.py": _RULES,
    "test_rules_b.py": _RULES,
    "test_properties.py": _SPREAD,
}


def test_rule_tests_stay_together_and_the_rest_spreads(tmp_path: Path) -> None:
    code, output = run_pytest(tmp_path, FILES, "-v", "-n", "2")
    assert code == 0, output[-3000:]
    assert "scheduling tests via SpreadPropertyTests" in output, output[-3000:]
    ran = _RAN.findall(output)
    nodeids = [nodeid for _, nodeid in ran]
    assert len(nodeids) == len(set(nodeids)) == 16, output[-3000:]
    rules = [(worker, nodeid) for worker, nodeid in ran if "test_rules_" in nodeid]
    assert len({worker for worker, _ in rules}) == 1, f"rule tests split: {rules}"
    expected = [f"test_rules_{m}.py::test_rule[{n}]" for m in "ab" for n in range(5)]
    assert [nodeid for _, nodeid in rules] == expected, "rule tests out of collection order"
    rules_worker = rules[0][0]
    spread = {worker for worker, nodeid in ran if "test_properties" in nodeid}
    assert spread - {rules_worker}, f"no spread test ran beside the rule tests: {ran}"


def test_work_units() -> None:
    rule = "contract_tests/test_rules_auth.py::test_missing_key_refused[list_media]"
    prop = "contract_tests/test_properties.py::test_get_user"
    stateful = "contract_tests/test_stateful.py::test_stateful_links"
    assert parallel.work_unit(rule) == parallel.RULES_UNIT
    assert parallel.work_unit(prop) == prop
    assert parallel.work_unit(stateful) == stateful
