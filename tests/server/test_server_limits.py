"""The server reads its `x-limits` from the spec it is started with (`--spec`): on a copy of
openapi.yaml with a small `autoSchedulesPerProfile` the small limit is in force. Each count
limit itself, at the spec's own figure, is a contract rule proven by a fault:
`test_auto_schedules_per_profile_limit`, `test_feed_limit_per_profile`,
`test_short_link_limit_crossed`, `test_profile_limit_crossed` and
`test_link_sessions_kept_per_profile`."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import INTERNAL_ERROR_MARK, REPO, Api, start_server
from tests.server.spec_check import SpecCheck

SMALL_AUTO_SCHEDULES = 2
#: The codes of the count limits, which the contract rules named above provoke
#: (test_server_error_catalogue.py leaves them out).
LIMIT_CODES = (
    ErrorCode.AUTO_SCHEDULE_LIMIT_REACHED,
    ErrorCode.SHORT_LINK_LIMIT_REACHED,
    ErrorCode.PROFILE_LIMIT_REACHED,
    ErrorCode.FEED_LIMIT_REACHED,
)


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory, spec_check: SpecCheck) -> Iterator[Api]:
    root = tmp_path_factory.mktemp("limits")
    text = (REPO / "openapi.yaml").read_text(encoding="utf-8")
    pattern = r"^( +autoSchedulesPerProfile:) [0-9]+$"
    text, count = re.subn(pattern, rf"\1 {SMALL_AUTO_SCHEDULES}", text, flags=re.M)
    assert count == 1
    spec = root / "openapi.yaml"
    spec.write_text(text, encoding="utf-8")
    server = start_server(root / "data", "--spec", str(spec))
    client = Api(server, spec_check)
    yield client
    client.close()
    server.stop()
    assert INTERNAL_ERROR_MARK not in server.stderr(), server.stderr()


def test_the_limit_of_the_given_spec_is_in_force(api: Api) -> None:
    assert load_document()["x-limits"]["autoSchedulesPerProfile"] > SMALL_AUTO_SCHEDULES
    created = api.ok("POST", "/profiles", json={"title": "Schedules"})
    pk = {"Profile-Key": created["profileKey"]}
    for title in ("one", "two"):
        body = {"title": title, "schedule": ["10:00Z"]}
        api.ok("POST", "/auto-schedule/set", json=body, headers=pk)
    new = {"title": "three", "schedule": ["10:00Z"]}
    api.error(
        ErrorCode.AUTO_SCHEDULE_LIMIT_REACHED, "POST", "/auto-schedule/set", json=new, headers=pk
    )
