"""How a run with several test processes (pytest-xdist, `--workers`) shares out the tests.

The property tests (one per operation) and the stateful test are nearly all of a run's time
and do not depend on each other: each is a unit of its own, so the workers share them out.
The rule tests stay together on one worker, in collection order, as in a run with one process:
some of them move the target's clock through the test control or wait on its deliveries, and
two of them at once on different workers could change what the other sees. Their unit has the
most tests, so xdist (`--loadscope-reorder`, its default) hands it out first and no worker
starts it last.

A shim over a private method, kept because the public route does not run here: xdist's
`--dist loadgroup` with ``xdist_group`` marks would group the rule tests, but on pytest 9.2 it
groups nothing (xdist 3.8 names a grouped test by setting pytest's private
``Function._nodeid``, which pytest 9.2 no longer reads), so this scheduler splits the work
units itself by overriding ``LoadScopeScheduling._split_scope``.
`tests/contract_suite/test_private_api_guards.py` fails when that method changes shape, and
when loadgroup groups again: then this module becomes an ``xdist_group`` mark on the rule tests
and ``--dist loadgroup``.
"""

from __future__ import annotations

from xdist.scheduler import LoadScopeScheduling  # type: ignore[import-untyped]

#: The work unit of every rule test.
RULES_UNIT = "contract rule tests"
#: Modules whose tests are units of their own.
SPREAD_MODULES = ("test_properties.py", "test_stateful.py")


def work_unit(nodeid: str) -> str:
    """The unit of work a test belongs to: itself, or the rule tests' unit."""
    module = nodeid.split("::", 1)[0]
    return nodeid if module.endswith(SPREAD_MODULES) else RULES_UNIT


class SpreadPropertyTests(LoadScopeScheduling):  # type: ignore[misc]
    """Load-scope scheduling with the units of `work_unit`."""

    def _split_scope(self, nodeid: str) -> str:
        return work_unit(nodeid)
