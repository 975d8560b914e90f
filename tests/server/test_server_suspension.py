"""The suspension of a User Profile answered 429 too often (`x-rate-limit.suspension`) on a real
reference server, what the contract rules do not check: the count and suspension are kept
across a restart and go with the profile (the store's rows), and no operation of the test
control declares the suspension code. The control lifting a suspension, starting a fresh count
and refusing a count for the Primary Profile or out of range:
`contract_tests/test_rules_suspension.py`."""

from __future__ import annotations

import sqlite3
import uuid
from pathlib import Path

from spec_model import ControlSpec, ServiceSpec, Suspension
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api, start_server
from tests.server.spec_check import SpecCheck

RATE = ServiceSpec.load().facts.rate_limit


def declared() -> Suspension:
    """The spec's `x-rate-limit.suspension` (this module tests it: the spec must declare it)."""
    assert RATE.suspension is not None, "the spec declares no x-rate-limit.suspension"
    return RATE.suspension


SUSPENSION = declared()


def new_profile(api: Api) -> tuple[dict[str, str], str]:
    """A fresh User Profile: its Profile-Key header and refId."""
    created = api.ok("POST", "/profiles", json={"title": f"suspend-{uuid.uuid4().hex[:10]}"})
    return {"Profile-Key": str(created["profileKey"])}, str(created["refId"])


def limit_and_count(api: Api, pk: dict[str, str], after: int | None) -> dict[str, int]:
    """Limit 0 (every request 429) and suspension after `after` 429 answers."""
    return api.sandbox("rate-limit", {"max": 0, "suspendAfter": after}, headers=pk)  # type: ignore[no-any-return]


def refused(api: Api, pk: dict[str, str], times: int) -> None:
    for _ in range(times):
        assert api.get("/media", headers=pk).json()["code"] == ErrorCode.RATE_LIMITED


def test_suspension_survives_a_restart_and_goes_with_the_profile(
    tmp_path: Path, spec_check: SpecCheck
) -> None:
    data = tmp_path / "data"
    first = start_server(data)
    api = Api(first, spec_check)
    try:
        suspended, suspended_ref = new_profile(api)
        counting, counting_ref = new_profile(api)
        limit_and_count(api, suspended, 2)
        refused(api, suspended, 2)
        limit_and_count(api, counting, 3)
        refused(api, counting, 2)
    finally:
        api.close()
        first.stop()
    second = start_server(data)
    api = Api(second, spec_check)
    try:
        api.error(ErrorCode.PROFILE_SUSPENDED, "GET", "/media", headers=suspended)
        refused(api, counting, 1)  # its 3rd: the two before the restart counted
        api.error(ErrorCode.PROFILE_SUSPENDED, "GET", "/media", headers=counting)
        other, other_ref = new_profile(api)
        limit_and_count(api, other, 3)
        refused(api, other, 1)
        assert rows(data) == [1, 3]  # one 429 counting; three profiles' settings
        for ref_id in (suspended_ref, counting_ref, other_ref):
            api.ok("DELETE", "/profiles", json={"refId": ref_id})
        assert rows(data) == [0, 0]
    finally:
        api.close()
        second.stop()


#: The tables of `store/suspensions.py`.
TABLES = ("rate_refusals", "rate_suspensions")


def rows(data: Path) -> list[int]:
    """The rows of `TABLES` in the data file."""
    with sqlite3.connect(data / "service.sqlite3") as db:
        return [db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0] for table in TABLES]


def test_no_control_operation_declares_the_suspension() -> None:
    """The test control is never refused for a suspension, so none of its operations may list
    the code (its 403s use sandbox.yaml's ControlProfileForbidden, not the API's)."""
    control = ControlSpec.load(api=ServiceSpec.load())
    declaring = [
        op.operation_id
        for op in control.operations
        if any(SUSPENSION.error_code in (r.error_codes or ()) for r in op.responses.values())
    ]
    assert control.operations and declaring == []
