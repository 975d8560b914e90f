"""What a run covered of what the spec declares: statuses, error codes, links, reads back.

Every answer the suite receives is noted where it arrives (the rule tests' `ApiClient`, the
property tests' cases, the stateful test's steps): its operation (by the spec's routing or the
case's operationId), its status and the error codes it carries (`spec_model.error_codes_of`).
The stateful test also notes the OpenAPI links it followed. Each test's report carries what its
process noted since the previous report (``contract_coverage``, a plain attribute pytest and
xdist serialise, as `traffic.py` does) and, when the test passed, the writing operations its
``reads_back`` marker names; the controller merges them (:class:`CoveragePlugin`).

At the end the controller measures the run against the spec (:func:`measure`) within its scope:
the operations the run exercised (any answer of theirs noted, or a write read back; a run of a
few operations or rules is measured on those, not on the whole spec); per operation
(`spec_model` operations of `paths`), which documented statuses and which declared
(operation, code) pairs (`x-error-codes` of each response) were observed, which links were
followed, whether a writing operation (POST, PUT, PATCH, DELETE) was read back; totals per area
(the operation's first tag) and for the whole spec. A pair the spec marks as impossible to
provoke over HTTP (`unprovokable` of its catalogue entry, :func:`unprovokable_pairs`) is listed
apart with its reason. The JSON goes to ``--contract-coverage-json`` (written however the run
ends); the console summary and the HTML section are rendered by `coverage_report.py`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from contract_tests import bounds
from contract_tests.spec import ApiSpec, Operation
from spec_model import error_codes_of

#: The report attribute that carries a test's observations to the controller.
REPORT_ATTRIBUTE = "contract_coverage"
#: Methods whose operations change state: their effect should be read back.
WRITING_METHODS = frozenset({"post", "put", "patch", "delete"})
#: "GET /a -> [200] Name -> GET /b": schemathesis' name of a followed link.
_TRANSITION = re.compile(r"^(?P<source>.+?) -> \[(?P<status>[^\]]+)\] (?P<name>.+?) -> (?P<to>.+)$")

# --- observations (every process) ------------------------------------------------------------
#: (operationId, status, code); code 0 for an answer without an error code.
_answers: set[tuple[str, int, int]] = set()
#: Followed links as (operationId, status, link name).
_links: set[tuple[str, str, str]] = set()


def observe(operation_id: str, status: int, body: Any) -> None:
    """Note one answer of ``operation_id``: its status and the error codes its JSON carries."""
    codes = error_codes_of(body) if status >= 400 else []
    for code in codes or [0]:
        _answers.add((operation_id, status, code))


def observe_content(operation_id: str, status: int, content: bytes) -> None:
    """:func:`observe` for a raw body (decoded only when it is an error answer)."""
    body: Any = None
    if status >= 400 and content:
        try:
            body = json.loads(content)
        except ValueError:
            body = None
    observe(operation_id, status, body)


def observe_request(spec: ApiSpec, method: str, path: str, status: int, content: bytes) -> None:
    """:func:`observe_content` for a request known by method and path (the spec's routing);
    requests outside the spec (the test control, unknown paths) are not noted."""
    operation = spec.find_operation(method, path)
    if operation is not None:
        observe_content(operation.operation_id, status, content)


def observe_links(spec: ApiSpec, transition_ids: Iterable[str]) -> None:
    """Note the links the stateful test followed (schemathesis' transition ids)."""
    for transition_id in transition_ids:
        found = _TRANSITION.match(transition_id)
        operation = spec.labelled(found["source"]) if found else None
        if found and operation is not None:
            _links.add((operation.operation_id, found["status"], found["name"]))


def take() -> dict[str, Any] | None:
    """What this process noted since the previous call, as JSON (and forget it)."""
    if not _answers and not _links:
        return None
    taken = {"answers": sorted(_answers), "links": sorted(_links)}
    _answers.clear()
    _links.clear()
    return taken


# --- what the spec declares -------------------------------------------------------------------
def area_of(operation: Operation) -> str:
    return operation.tags[0] if operation.tags else "(untagged)"


def declared_links(spec: ApiSpec, operation: Operation) -> list[tuple[str, str]]:
    """The (status, link name) pairs of an operation's responses."""
    found: list[tuple[str, str]] = []
    for status, raw in (operation.raw.get("responses") or {}).items():
        response = spec.refs.resolve(raw)
        for name in (response.get("links") or {}) if isinstance(response, Mapping) else {}:
            found.append((str(status), str(name)))
    return found


def declared_pairs(operation: Operation) -> dict[int, str]:
    """The operation's declared error codes, each with the status that carries it."""
    return {
        code: status
        for status, response in operation.responses.items()
        for code in response.error_codes or ()
    }


def unprovokable_pairs(spec: ApiSpec) -> dict[tuple[str, int], str]:
    """The declared pairs no request over HTTP can provoke, each with its reason: written once,
    in the spec (a catalogue entry's `unprovokable`, read by `spec_model`)."""
    found: dict[tuple[str, int], str] = {}
    for operation in spec.paths:
        for code in declared_pairs(operation):
            reason = spec.error_catalogue[code].unprovokable_on(operation.operation_id)
            if reason is not None:
                found[(operation.operation_id, code)] = reason
    return found


# --- the measurement --------------------------------------------------------------------------
@dataclass
class Observed:
    """Everything the run noted, merged over its tests (and xdist workers)."""

    answers: set[tuple[str, int, int]] = field(default_factory=set)
    links: set[tuple[str, str, str]] = field(default_factory=set)
    read_back: set[str] = field(default_factory=set)

    def merge(self, taken: Mapping[str, Any] | None) -> None:
        if not taken:
            return
        self.answers.update((str(o), int(s), int(c)) for o, s, c in taken.get("answers", ()))
        self.links.update((str(o), str(s), str(n)) for o, s, n in taken.get("links", ()))
        self.read_back.update(str(o) for o in taken.get("reads_back", ()))


def _share(done: int, declared: int) -> dict[str, Any]:
    percent = round(100.0 * done / declared, 1) if declared else 100.0
    return {"declared": declared, "covered": done, "percent": percent}


@dataclass
class _Tally:
    operations: int = 0
    statuses: list[int] = field(default_factory=lambda: [0, 0])
    pairs: list[int] = field(default_factory=lambda: [0, 0])
    unprovokable: int = 0
    links: list[int] = field(default_factory=lambda: [0, 0])
    writes: list[int] = field(default_factory=lambda: [0, 0])

    def as_json(self) -> dict[str, Any]:
        pairs = _share(self.pairs[1], self.pairs[0])
        pairs["unprovokable"] = self.unprovokable
        pairs["percent_of_provokable"] = _share(self.pairs[1], self.pairs[0] - self.unprovokable)[
            "percent"
        ]
        return {
            "operations": self.operations,
            "statuses": _share(self.statuses[1], self.statuses[0]),
            "pairs": pairs,
            "links": _share(self.links[1], self.links[0]),
            "writes_read_back": _share(self.writes[1], self.writes[0]),
        }


def _documented_status(operation: Operation, status: int) -> str | None:
    text = str(status)
    for key in (text, f"{text[:1]}XX", "default"):
        if key in operation.responses:
            return key
    return None


def exercised(observed: Observed) -> set[str]:
    """The operations the run exercised: an answer of theirs noted, or a write read back."""
    return {operation_id for operation_id, _, _ in observed.answers} | observed.read_back


def measure(spec: ApiSpec, observed: Observed, scope: set[str] | None = None) -> dict[str, Any]:
    """The run's coverage of the spec as JSON (see the module docstring): totals, areas and the
    pairs not provoked over the operations of ``scope`` (None: every operation of the spec);
    the per-operation detail for every operation, each saying whether it was in scope."""
    cannot = unprovokable_pairs(spec)
    in_scope = [op for op in spec.paths if scope is None or op.operation_id in scope]
    by_operation: dict[str, dict[str, set[int]]] = {}
    for operation_id, status, code in observed.answers:
        seen = by_operation.setdefault(operation_id, {"statuses": set(), "codes": set()})
        seen["statuses"].add(status)
        if code:
            seen["codes"].add(code)
    whole = _Tally()
    areas: dict[str, _Tally] = {}
    operations: dict[str, Any] = {}
    not_provoked: list[dict[str, Any]] = []
    cannot_provoke: list[dict[str, Any]] = []
    for operation in in_scope:
        area = areas.setdefault(area_of(operation), _Tally())
        seen = by_operation.get(operation.operation_id, {"statuses": set(), "codes": set()})
        statuses = {s for s in (_documented_status(operation, n) for n in seen["statuses"]) if s}
        pairs = declared_pairs(operation)
        provoked = sorted(c for c in pairs if c in seen["codes"])
        missing = sorted(c for c in pairs if c not in seen["codes"])
        links = [f"{s} {n}" for s, n in declared_links(spec, operation)]
        followed = sorted(f"{s} {n}" for o, s, n in observed.links if o == operation.operation_id)
        writing = operation.method in WRITING_METHODS
        read_back = operation.operation_id in observed.read_back
        unprovokable = {
            c: cannot[key] for c in missing if (key := (operation.operation_id, c)) in cannot
        }
        for tally in (whole, area):
            tally.operations += 1
            tally.statuses[0] += len(operation.responses)
            tally.statuses[1] += len(statuses)
            tally.pairs[0] += len(pairs)
            tally.pairs[1] += len(provoked)
            tally.unprovokable += len(unprovokable)
            tally.links[0] += len(links)
            tally.links[1] += len(set(followed) & set(links))
            tally.writes[0] += writing
            tally.writes[1] += writing and read_back
        for code in missing:
            entry = {
                "operation": operation.operation_id,
                "area": area_of(operation),
                "code": code,
                "name": spec.error_catalogue[code].name,
                "status": pairs[code],
            }
            if code in unprovokable:
                cannot_provoke.append({**entry, "reason": unprovokable[code]})
            else:
                not_provoked.append(entry)
        operations[operation.operation_id] = {
            "in_scope": True,
            "label": operation.label,
            "area": area_of(operation),
            "statuses": {
                "documented": sorted(operation.responses),
                "observed": sorted(statuses),
            },
            "codes": {
                "declared": sorted(pairs),
                "provoked": provoked,
                "not_provoked": [c for c in missing if c not in unprovokable],
                "unprovokable": {str(c): r for c, r in unprovokable.items()},
            },
            "links": {"declared": links, "followed": followed},
            "writing": writing,
            "read_back": read_back,
        }
    for operation in spec.paths:
        if operation.operation_id not in operations:
            operations[operation.operation_id] = {
                "in_scope": False,
                "label": operation.label,
                "area": area_of(operation),
            }
    return {
        "complete": not bounds.stop_reason,
        "stopped": bounds.stop_reason[0] if bounds.stop_reason else None,
        "scope": {
            "operations": len(in_scope),
            "spec_operations": len(spec.paths),
            "whole_spec": len(in_scope) == len(spec.paths),
        },
        "totals": whole.as_json(),
        "areas": {name: tally.as_json() for name, tally in sorted(areas.items())},
        "not_provoked": not_provoked,
        "cannot_provoke": cannot_provoke,
        "operations": operations,
    }


def brief(coverage: Mapping[str, Any]) -> dict[str, Any]:
    """The measurement without its per-operation detail (for the run's summary and HTML)."""
    return {key: value for key, value in coverage.items() if key != "operations"}


# --- the pytest plugin ------------------------------------------------------------------------
def reads_back(item: pytest.Item, marker: str) -> list[str]:
    """The operationIds of a test's ``marker`` (``reads_back``) marks."""
    return [str(arg) for mark in item.iter_markers(marker) for arg in mark.args]


class CoveragePlugin:
    """Ships each test's observations on its reports (every process); merges them and writes
    the coverage JSON at the end (the controller)."""

    def __init__(
        self,
        spec_loader: Callable[[], ApiSpec],
        path: Path | None,
        reads_back_marker: str,
        controller: bool = True,
    ) -> None:
        self.spec_loader = spec_loader
        self.marker = reads_back_marker
        self.path = path
        self.controller = controller
        self.observed = Observed()
        self._measured: dict[str, Any] | None = None

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        taken = take() or {}
        if report.when == "call" and report.passed:
            names = reads_back(item, self.marker)
            if names:
                taken["reads_back"] = names
        if taken:  # a plain attribute: serialised with the report to the xdist controller
            setattr(report, REPORT_ATTRIBUTE, taken)
        return report

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if self.controller:
            self.observed.merge(getattr(report, REPORT_ATTRIBUTE, None))

    def measured(self) -> dict[str, Any]:
        """The run's coverage (measured once, at the end)."""
        if self._measured is None:
            self.observed.merge(take())  # the controller's own requests
            self._measured = measure(self.spec_loader(), self.observed, exercised(self.observed))
        return self._measured

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if not self.controller or self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(self.measured(), indent=2) + "\n", encoding="utf-8")

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if not self.controller:
            return
        from contract_tests.coverage_report import console_lines

        terminalreporter.section("contract coverage")
        for line in console_lines(self.measured()):
            terminalreporter.write_line(line)
        if self.path is not None:
            terminalreporter.write_line(f"Coverage JSON: {self.path}")
