"""Hands the suite's plugin (`plugin.py`: options, settings, target, reports) and fixtures
(`fixtures.py`) to pytest: pytest finds hooks and fixtures by name in a conftest module, so the
suite needs no entry point and no ``-p`` option, however it is run.
"""

from contract_tests.fixtures import (
    api,
    control_first,
    event_receiver,
    has_sandbox,
    other_profile,
    primary_networks_linked,
    profile_sandbox,
    pytest_runtest_setup,
    receiver_reachable,
    sandbox,
    side,
    spec,
    target,
    user_profile,
)
from contract_tests.plugin import (
    pytest_addoption,
    pytest_collection_finish,
    pytest_collection_modifyitems,
    pytest_configure,
    pytest_configure_node,
    pytest_report_header,
    pytest_runtest_call,
    pytest_sessionfinish,
    pytest_unconfigure,
    pytest_xdist_make_scheduler,
)

__all__ = [
    "api",
    "control_first",
    "event_receiver",
    "has_sandbox",
    "other_profile",
    "primary_networks_linked",
    "profile_sandbox",
    "pytest_addoption",
    "pytest_collection_finish",
    "pytest_collection_modifyitems",
    "pytest_configure",
    "pytest_configure_node",
    "pytest_report_header",
    "pytest_runtest_call",
    "pytest_runtest_setup",
    "pytest_sessionfinish",
    "pytest_unconfigure",
    "pytest_xdist_make_scheduler",
    "receiver_reachable",
    "sandbox",
    "side",
    "spec",
    "target",
    "user_profile",
]
