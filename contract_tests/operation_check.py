"""The check, before any test runs, that the spec the suite judges has every operation the
suite names, and that its own links and `x-` names name operations.

Contract: the suite names operations only through the enums generated from the bundled spec
(`spec_model.OperationId`, `ControlOperationId` for sandbox.yaml), so mypy finds every use of a
renamed or removed operation in the suite's code. A run may judge another document (`--spec`):
`unknown_operations(spec, control)` lists each enum member that names no operation of it (of the
control spec for `ControlOperationId`; skipped when there is none), and each link or `x-` name
of the judged spec that names no operation (`spec_model.operation_refs`: the stateful test
follows links). `problem_message` makes the one error the suite stops with (exit 3, "cannot be
tested") instead of a KeyError in some test. It reads only the loaded specs: milliseconds.
"""

from __future__ import annotations

from dataclasses import dataclass

from spec_model import ControlOperationId, ControlSpec, OperationId, ServiceSpec


@dataclass(frozen=True)
class UnknownOperation:
    """An operationId that names no operation of the judged spec(s), and where it is named."""

    operation_id: str
    places: tuple[str, ...]


def unknown_operations(spec: ServiceSpec, control: ControlSpec | None) -> list[UnknownOperation]:
    """The operationIds the suite's enums or the judged spec's links and `x-` names hold that
    name no operation of `spec` (or `control`), each with where it is named."""
    places: dict[str, list[str]] = {}
    for member in OperationId:
        if member.value not in spec.by_id:
            places.setdefault(member.value, []).append(f"spec_model.OperationId.{member.name}")
    if control is not None:
        for control_member in ControlOperationId:
            if control_member.value not in control.by_id:
                places.setdefault(control_member.value, []).append(
                    f"spec_model.ControlOperationId.{control_member.name}"
                )
    spec_name = str(spec.path or "openapi.yaml")
    for reference in spec.dangling_references:
        places.setdefault(reference.target, []).append(f"{spec_name}#{reference.location}")
    return [UnknownOperation(op, tuple(where)) for op, where in sorted(places.items())]


def problem_message(spec: ServiceSpec, control: ControlSpec | None) -> str | None:
    """The one error naming every unknown operationId and where it is named, or None."""
    unknown = unknown_operations(spec, control)
    if not unknown:
        return None
    judged = str(spec.path or "openapi.yaml")
    if control is not None:
        judged += f" or {control.path or 'sandbox.yaml'}"
    lines = [
        f"cannot be tested: {len(unknown)} operationId(s) named by the suite or the spec's "
        f"links name no operation of {judged} (the suite judges the operations of the spec "
        "it was built with; a renamed operationId is renamed where it is named too):"
    ]
    lines += [f"  - {u.operation_id!r} named at {'; '.join(u.places)}" for u in unknown]
    return "\n".join(lines)
