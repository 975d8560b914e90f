"""Check: every operationId the spec names outside an operation names one of its operations.

A Link's `operationId` (or local `operationRef`), an operation's `x-alias-of`, and an `x-`
extension's `operationId` / `...Operation` / `...Operations` keys (e.g. `x-jwt.pageOperation`;
the list is `spec_model.operation_refs`) must name an operation of `paths` or `webhooks`.
A renamed operation otherwise leaves links that no generic linter checks and that break the
contract suite's stateful test. The problem is reported at the dangling name.
"""

from __future__ import annotations

from spec_lint.document import Spec
from spec_lint.problems import Problem
from spec_model.operation_refs import dangling_references

CHECK = "operation-references"


def check_operation_references(spec: Spec) -> list[Problem]:
    """One problem per reference that names no operation of the document."""
    problems: list[Problem] = []
    for reference in dangling_references(spec.document):
        if reference.by_ref:
            message = f"{reference.describe()}, which is not an operation of paths or webhooks"
        else:
            message = f"{reference.describe()}, but no operation of paths or webhooks has it"
        problems.append(Problem(reference.location, message, CHECK))
    return problems
