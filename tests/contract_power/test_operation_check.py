"""A judged control spec without an operation the suite names stops a run before any test with
one message naming the enum member, not a KeyError mid-run (`operation_check.py`); a renamed
operation of openapi.yaml, its enum member and its links named, and the process-level exit
(status 3) are proven in tests/tooling/test_spec_rename.py."""

from __future__ import annotations

import copy
from typing import Any

from contract_tests.operation_check import unknown_operations
from spec_model import ControlSpec, ServiceSpec


def test_a_control_spec_without_an_operation_is_named() -> None:
    spec = ServiceSpec.load()
    control = ControlSpec.load(api=spec)
    assert unknown_operations(spec, control) == []
    document: dict[str, Any] = copy.deepcopy(dict(control.document))
    del document["paths"]["/_sandbox/clock"]["post"]
    reduced = ControlSpec(document, spec, control.path)
    unknown = unknown_operations(spec, reduced)
    assert [(u.operation_id, u.places) for u in unknown] == [
        ("set_clock", ("spec_model.ControlOperationId.SET_CLOCK",))
    ]
    assert unknown_operations(spec, None) == []  # no control spec: its names are not judged
