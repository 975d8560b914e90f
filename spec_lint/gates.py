"""Check: an operation that can be refused for an add-on (`x-add-ons`) or a network
(`x-networks`) says so in its responses.

An operation with `x-add-ons` must list each add-on's `errorCode` (top-level `x-add-ons`) in the
`x-error-codes` of one of its responses; an operation with `x-networks` must list the code of
the catalogue entry `network_not_supported`. Generated clients and the contract suite read the
refusals from there.
"""

from __future__ import annotations

from collections.abc import Mapping

from spec_lint.document import Spec
from spec_lint.problems import Problem, join

CHECK = "gate-responses"
NETWORK_CODE_NAME = "network_not_supported"


def _listed_codes(spec: Spec, responses: object, where: str) -> set[int]:
    codes: set[int] = set()
    if not isinstance(responses, Mapping):
        return codes
    for status, response in responses.items():
        node, _ = spec.resolve(response, join(where, str(status)))
        listed = node.get("x-error-codes") if isinstance(node, Mapping) else None
        if isinstance(listed, list):
            codes.update(c for c in listed if isinstance(c, int))
    return codes


def check_gate_responses(spec: Spec) -> list[Problem]:
    """Every gated operation lists the codes its gates refuse with."""
    add_ons = spec.document.get("x-add-ons")
    add_ons = add_ons if isinstance(add_ons, Mapping) else {}
    catalogue = spec.document.get("x-error-catalogue")
    network_code = None
    if isinstance(catalogue, Mapping):
        network_code = next(
            (
                int(code)
                for code, entry in catalogue.items()
                if isinstance(entry, Mapping) and entry.get("name") == NETWORK_CODE_NAME
            ),
            None,
        )
    problems: list[Problem] = []
    for operation in spec.operations(webhooks=False):
        node = operation.node
        label = f"{operation.method.upper()} {operation.path}"
        where = join(operation.location, "responses")
        listed = _listed_codes(spec, node.get("responses"), where)
        for add_on in node.get("x-add-ons") or []:
            entry = add_ons.get(add_on)
            if not isinstance(entry, Mapping):
                problems.append(
                    Problem(
                        join(operation.location, "x-add-ons"),
                        f"{label}: add-on {add_on!r} is not in #/x-add-ons",
                        CHECK,
                    )
                )
                continue
            code = entry.get("errorCode")
            if code not in listed:
                problems.append(
                    Problem(
                        where,
                        f"{label} needs the {add_on} add-on but no response lists its code "
                        f"{code} in x-error-codes",
                        CHECK,
                    )
                )
        if "x-networks" in node:
            if network_code is None:
                problems.append(
                    Problem(
                        join(operation.location, "x-networks"),
                        f"{label} has x-networks but the catalogue has no "
                        f"{NETWORK_CODE_NAME} entry",
                        CHECK,
                    )
                )
            elif network_code not in listed:
                problems.append(
                    Problem(
                        where,
                        f"{label} has x-networks but no response lists code {network_code} "
                        f"({NETWORK_CODE_NAME}) in x-error-codes",
                        CHECK,
                    )
                )
    return problems
