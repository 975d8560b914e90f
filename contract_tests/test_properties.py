"""Property-based tests: every operation with positive and negative data, all checks.

Each test records every distinct failure of its operation over all generated cases
(`findings.py`) and fails once at the end with all of them. The tests are built when they run,
not when collected (`lazy_build.py`).

One test function per operation (``test_<operationId>``) so node ids and JUnit test cases name
the operation (pytest 9 collapses schemathesis' parametrized ids) and ``-k`` selects by operation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.cookiejar import DefaultCookiePolicy
from typing import Any

import pytest
import requests
from schemathesis import Case, CheckFunction, Response
from schemathesis.checks import allow_header_conformance, ignored_auth, negative_data_rejection
from schemathesis.errors import FailureGroup
from schemathesis.openapi.checks import IgnoredAuth

from contract_tests import coverage, findings, traffic
from contract_tests.lazy_build import lazy
from contract_tests.run_settings import current, run_spec
from contract_tests.schemas import operation_schema
from contract_tests.target import ENCODING_RULE, Target, prepared_curl, shell_bytes

#: Generated posts can succeed when the networks are linked (sandbox only).
pytestmark = pytest.mark.usefixtures("primary_networks_linked")


@dataclass
class PropertyCalls:
    """How the run's property tests call the target (one per run: the `property_calls` fixture).

    * One HTTP session per operation under test: its cases reuse a kept-alive connection
      instead of opening one per case (connecting was the largest client-side cost of the
      property tests). Closed when the next operation's cases start, so no idle connection
      outlives its test.
    * The operations found not to enforce their security this run. Schemathesis'
      `ignored_auth` check confirms an enforcing operation once per run, but probes one that
      does not enforce again on every 2xx answer (two more requests each, about a third of a
      run against a mock that accepts any key); the finding is the same each time, so the check
      stops there for that operation.
    """

    base_url: str
    sessions: dict[str, requests.Session] = field(default_factory=dict)
    auth_not_enforced: set[str] = field(default_factory=set)

    def session_for(self, label: str) -> requests.Session:
        session = self.sessions.get(label)
        if session is None:
            self.close()
            session = self.sessions[label] = requests.Session()
            # Each case stands alone: no cookie a target sets is sent with the next case.
            session.cookies.set_policy(DefaultCookiePolicy(allowed_domains=[]))
            # The environment's proxy and CA settings for the target, read once: requests reads
            # them (every variable of os.environ) on each request, ~4% of the property tests'
            # time.
            found = session.merge_environment_settings(self.base_url, {}, None, None, None)
            session.proxies.update(found["proxies"])
            session.verify = found["verify"]
            session.trust_env = False
        return session

    def close(self) -> None:
        for session in self.sessions.values():
            session.close()
        self.sessions.clear()


@pytest.fixture(scope="session")
def property_calls() -> Iterator[PropertyCalls]:
    calls = PropertyCalls(str(Target.from_settings(current()).base_url))
    yield calls
    calls.close()


@pytest.fixture
def property_findings(request: pytest.FixtureRequest) -> findings.Collector:
    """The distinct failures of the running property test (`findings.py`)."""
    collector = request.node.stash[findings.COLLECTED] = findings.Collector()
    return collector


def _run_case(case: Case[Any], calls: PropertyCalls, collector: findings.Collector) -> None:
    # negative_data_rejection gives false alarms on multipart text fields: a field typed
    # `integer` and its "invalid" string form look the same on the wire (docs/toolchain-notes.md).
    # The multipart refusals that can be told apart are rule tests (missing file, oversize).
    excluded: list[CheckFunction] = []
    if case.media_type == "multipart/form-data":
        excluded.append(negative_data_rejection)
    label = f"{case.operation.label} ({case.operation.definition.raw.get('operationId')})"
    if label in calls.auth_not_enforced:
        excluded.append(ignored_auth)
    scoped = current().selection.active
    if scoped:  # a server of some operations allows those: judged by `_scoped_allow` instead
        excluded.append(allow_header_conformance)
    if collector.unanswered:
        # The target left a request of this operation unanswered: one such finding per
        # operation, instead of a request timeout for each remaining case.
        collector.unanswered.seen += 1
        return
    sent = traffic.sending(label, case.as_curl_command)
    sent_request: requests.PreparedRequest | None = None
    try:
        response = case.call(session=calls.session_for(label))
    except requests.exceptions.ContentDecodingError as error:
        sent_request = _prepared(error)
        problem: tuple[str, str] = (ENCODING_RULE, f"the body could not be decoded: {error}")
    except requests.exceptions.Timeout as error:
        sent_request = _prepared(error)
        traffic.unanswered(sent, error)
        problem = ("the target answers within the suite's request timeout", repr(error))
    except requests.exceptions.RequestException as error:
        sent_request = _prepared(error)
        traffic.unanswered(sent, error)
        problem = (traffic.ANSWERS_RULE, f"{type(error).__name__}: {error}")
    else:
        traffic.answered(sent, response.status_code)
        operation_id = str(case.operation.definition.raw.get("operationId"))
        coverage.observe_content(operation_id, response.status_code, response.content)
        allow_problem = _scoped_allow(case, response) if scoped else None
        if allow_problem is not None:
            curl = _reproduction(case, response.request)
            collector.add(
                findings.Finding(
                    label, ALLOW_RULE, allow_problem, curl, f"HTTP {response.status_code}"
                )
            )
        try:
            case.validate_response(response, excluded_checks=excluded)
        except FailureGroup as group:
            curl = _reproduction(case, response.request)
            status = f"HTTP {response.status_code}"
            if any(isinstance(failure, IgnoredAuth) for failure in group.exceptions):
                calls.auth_not_enforced.add(label)
            collector.add_answer(  # one answer, one finding (its most specific check)
                [
                    findings.Finding(label, failure.title, failure.message.strip(), curl, status)
                    for failure in group.exceptions
                ]
            )
        return
    finding = findings.Finding(label, problem[0], problem[1], _reproduction(case, sent_request))
    collector.add(finding)
    if problem[0] != ENCODING_RULE:
        collector.unanswered = finding


def _make_test(operation_id: str) -> Callable[..., Any]:
    def test(
        case: Case[Any], property_calls: PropertyCalls, property_findings: findings.Collector
    ) -> None:
        _run_case(case, property_calls, property_findings)

    test.__name__ = f"test_{operation_id}"
    test.__doc__ = f"Schemathesis property test of `{operation_id}`."
    wrapped: Callable[..., Any] = operation_schema(operation_id).parametrize()(lazy(test))
    return wrapped


for _operation in run_spec().paths:
    globals()[f"test_{_operation.operation_id}"] = _make_test(_operation.operation_id)


#: The title schemathesis gives its own `allow_header_conformance` failures.
ALLOW_RULE = "Allow header mismatch"
#: Methods a framework answers without the spec declaring them (schemathesis' view too).
_IMPLICIT_METHODS = frozenset({"HEAD", "OPTIONS"})


def _scoped_allow(case: Case[Any], response: Response) -> str | None:
    """In a run that selects some operations: an `OPTIONS` answer's `Allow` must list the
    selected methods of the path, and none the spec does not declare there; unselected
    methods may be missing (the server need not implement them)."""
    values = response.headers.get("allow")
    if response.request.method != "OPTIONS" or not values:
        return None
    allow = ", ".join(values)
    advertised = {m.strip().upper() for m in allow.split(",") if m.strip()}
    spec, path = run_spec(), case.operation.path
    selected = current().selection.methods_at(spec, path)
    declared = spec.methods_at(path)
    missing = sorted(selected - advertised)
    undocumented = sorted(advertised - declared - _IMPLICIT_METHODS)
    if not missing and not undocumented:
        return None
    parts = [f"selected methods missing: {', '.join(missing)}"] if missing else []
    parts += [f"methods the spec does not declare: {', '.join(undocumented)}"] * bool(undocumented)
    return f"`Allow: {allow}` does not match the spec's selected methods. " + "; ".join(parts)


def _prepared(error: requests.exceptions.RequestException) -> requests.PreparedRequest | None:
    request = error.request
    return request if isinstance(request, requests.PreparedRequest) else None


def _reproduction(case: Case[Any], request: requests.PreparedRequest | None) -> str:
    """schemathesis' curl command of the case as sent, unless the body sent is bytes a shell
    word cannot carry as text (not UTF-8, or control characters): schemathesis writes those
    with replacement characters, so the pasted command would send other bytes; then
    `target.prepared_curl` of the request as sent."""
    if request is None:
        return case.as_curl_command()
    body = request.body.encode() if isinstance(request.body, str) else request.body
    if isinstance(body, bytes) and shell_bytes(body).startswith("$'"):
        headers = {k: str(v) for k, v in request.headers.items()}
        return prepared_curl(str(request.method), str(request.url), headers, body)
    return case.as_curl_command(headers=dict(request.headers))
