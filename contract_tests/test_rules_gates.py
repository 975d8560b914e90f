"""Gate rules read from the spec: an operation with `x-add-ons` is refused with the add-on's
catalogued code when the account lacks it, and one with `x-networks` refuses a request that
names a network it does not support with `network_not_supported`, before anything is done.

Requests are built from each operation's documented examples (parameter `example`s and the
request body's `example`), so the refusal is judged on an otherwise well-formed request. The
network rule needs only the public API; the add-on rule needs the control (`set_add_ons`): the
public API cannot take an add-on away.
"""

from __future__ import annotations

import httpx
import pytest

from contract_tests.example_requests import example_request
from contract_tests.run_settings import walked
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model import Operation
from spec_model.operation_ids import ControlOperationId


def _gated(spec: ApiSpec, kind: str) -> list[Operation]:
    """The canonical operations declaring `x-add-ons` or `x-networks` that the run selects."""
    if kind == "add_ons":
        return walked(
            (op for op in spec.paths if op.add_ons and op.alias_of is None),
            "operations declaring x-add-ons",
        )
    return walked(
        (op for op in spec.paths if op.networks is not None and op.alias_of is None),
        "operations declaring x-networks",
    )


def test_unsupported_network_refused(api: ApiClient, spec: ApiSpec) -> None:
    operations = _gated(spec, "networks")
    if not operations:
        pytest.skip("no operation of the spec declares x-networks")
    code = spec.error_code("network_not_supported")
    checked = 0
    for op in operations:
        assert op.networks is not None
        outside = [p for p in spec.platforms if p not in op.networks]
        if not outside:
            continue
        request = example_request(spec, op)
        if not request.set_platform(outside[0]):
            continue  # the example names no network: nothing to refuse
        rule = f"x-networks: {op.label} refuses networks it does not support ({outside[0]})"
        api.expect_error(request.send(api), "network_not_supported", rule, code=code)
        supported = example_request(spec, op)
        supported.set_platform(op.networks[0])
        response = supported.send(api)
        if response.status_code >= 400 and _code(response) == code:
            api.fail(
                response,
                f"x-networks: {op.label} does not refuse a network it supports ({op.networks[0]})",
                "answered network_not_supported",
            )
        checked += 1
    if not checked:
        pytest.skip("no operation with x-networks has an example that names a network")


def _code(response: httpx.Response) -> object:
    try:
        body = response.json()
    except ValueError:
        return None
    return body.get("code") if isinstance(body, dict) else None


@pytest.mark.control(ControlOperationId.SET_ADD_ONS)
def test_add_ons_gate_operations(api: ApiClient, spec: ApiSpec, sandbox: Sandbox) -> None:
    operations = _gated(spec, "add_ons")
    if not operations:
        pytest.skip("no operation of the spec declares x-add-ons")
    add_ons = dict(spec.facts.add_ons)
    for name, add_on in add_ons.items():
        needing = [op for op in operations if name in op.add_ons]
        if not needing:
            continue
        others = [a for a in add_ons if a != name]
        with sandbox.add_ons(others):
            for op in needing:
                rule = f"x-add-ons: {op.label} is refused without the {name} add-on"
                response = example_request(spec, op).send(api)
                api.expect_error(response, "", rule, code=add_on.error_code)
        with sandbox.add_ons(list(add_ons)):
            for op in needing:
                response = example_request(spec, op).send(api)
                if response.status_code >= 400 and _code(response) == add_on.error_code:
                    api.fail(
                        response,
                        f"x-add-ons: {op.label} is served when the account has the {name} add-on",
                        f"refused with {add_on.error_code}",
                    )
