"""GET /user's batch export on the reference server, what the contract rules do not check: a
batch file made at a later moment of the service clock is not the latest once the test control
moves the clock back (a clock that runs backwards is the control's, not the spec's). The
Instagram quota and the monthly post count: `contract_tests/test_rules_user.py`."""

from __future__ import annotations

import pytest

from tests.server.server_harness import Api


@pytest.mark.usefixtures("restore_clock")
def test_batch_after_the_clock_moved_back(api: Api) -> None:
    """A file made at a later moment of the clock is not the latest once the clock is moved
    back before it: the answer is one file, the same at each call, until its nextUpdate."""
    api.sandbox("clock", {"set": "2040-01-01T00:00:00Z"})
    later = api.ok("GET", "/user/batch")
    api.sandbox("clock", {"set": "2039-06-01T00:00:00Z"})
    first = api.ok("GET", "/user/batch")
    assert first["url"] != later["url"]
    assert first["lastUpdated"] == "2039-06-01T00:00:00Z"
    api.sandbox("clock", {"advanceSeconds": 60})
    assert api.ok("GET", "/user/batch")["url"] == first["url"]
