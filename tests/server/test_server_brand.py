"""The brand lookup (Max Pack) on the reference server where no proven contract rule looks: a
user name off its pattern is refused. The documented rule, its networks, the user name each
needs, X's headers and the add-on gate: `contract_tests/test_rules_brand.py`,
`test_rules_gates.py`, `test_rules_declared_codes.py`."""

from __future__ import annotations

import pytest

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


@pytest.mark.parametrize("user", ["@@twice", "no spaces"])
def test_brand_user_name_off_pattern_refused(api: Api, user: str) -> None:
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "GET",
        "/brand/byUser",
        params={"platforms": "instagram", "instagramUser": user},
    )
