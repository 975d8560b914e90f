"""The run summary groups the same rule broken on several operations into one finding."""

from __future__ import annotations

from contract_tests.report import Failure, RunSummary, parse_failures, replayable
from contract_tests.spec import load_spec
from spec_model.operation_ids import OperationId


def _summary(*failures: Failure) -> RunSummary:
    summary = RunSummary()
    summary.failures.extend(failures)
    return summary


def test_same_rule_on_several_operations_is_one_finding() -> None:
    """Also when the stateful phase prefixes the rule with its check's name."""
    auth = "API accepts invalid authentication"
    summary = _summary(
        Failure(
            "t1",
            "GET /hook/webhook",
            auth,
            "Expected 401 or 403, got `200 OK` for `GET /hook/webhook`",
        ),
        Failure(
            "t2",
            "GET /profiles",
            f"ignored_auth: {auth}",
            "Expected 401 or 403, got `200 OK` for `GET /profiles`",
        ),
        Failure(
            "t3", "PATCH /history", "PATCH is not declared at /history", "expected 171, got None"
        ),
        Failure("t4", "PATCH /media", "PATCH is not declared at /media", "expected 171, got None"),
    )
    groups = summary.groups()
    assert len(groups) == 2, groups
    by_rule = {
        g["rule"].split(" is not")[0] if "declared" in g["rule"] else g["rule"]: g for g in groups
    }
    assert by_rule[auth]["operations"] == ["GET /hook/webhook", "GET /profiles"]
    assert by_rule["PATCH"]["operations"] == ["PATCH /history", "PATCH /media"]


def test_different_rules_stay_apart() -> None:
    summary = _summary(
        Failure("t1", "GET /media", "a request without Authorization is refused", "got 102"),
        Failure("t2", "GET /media", "a request with an unknown API key is refused", "got 200"),
    )
    assert len(summary.groups()) == 2


def test_a_short_key_is_replaced_only_where_it_is_sent() -> None:
    """The key shows as $API_KEY in reproductions, and nowhere else: a short key also stands
    inside words (`Rule broken`, `/ads/facebook`), which the summary must still parse."""
    text = (
        "Operation: PATCH /ads/facebook/accounts\n"
        "Rule broken: a method not declared at a path gets 405\n"
        "Reproduce: curl -i -X PATCH -H 'authorization: Bearer k' http://h/ads/facebook/accounts\n"
        "Detail: sent Authorization: Bearer k"
    )
    shown = replayable(text, "k")
    assert '-H "authorization: Bearer $API_KEY" http://h/ads/facebook/accounts' in shown
    assert shown.endswith("Authorization: Bearer $API_KEY")
    assert "Rule broken: a method" in shown and "/ads/facebook/accounts\n" in shown
    (failure,) = parse_failures("t", shown, "fallback")
    assert failure.rule == "a method not declared at a path gets 405", failure


def test_connection_failures_are_one_finding_per_test_listed_last() -> None:
    """Refused connections on many tests never come before a finding about an answer: they
    are one finding whatever their details, counted in tests."""
    refused = [
        Failure(
            f"test_rules_auth.py::test_missing_key_refused[op{n}]",
            f"(test test_missing_key_refused[op{n}])",
            "the target answers every request",
            f"ConnectError: [Errno 111] Connection refused (port {n})",
        )
        for n in range(6)
    ] + [Failure("test_properties.py::test_get_user", "(get_user)", "httpx.ConnectError: reset")]
    wrong = Failure("t", "GET /media", "list_media answers 200", "expected HTTP 200, got 500")
    groups = _summary(*refused, wrong).groups()
    assert [g["rule"] for g in groups] == [
        "list_media answers 200",
        "the target answers every request",
    ], groups
    connection = groups[-1]
    assert connection["connection"] and len(connection["tests"]) == 7, connection
    assert connection["operations"] == ["(get_user)"], connection


def test_every_finding_names_an_operation_one_way() -> None:
    """Rule tests and property tests name `GET /path (operationId)`; the stateful test gets
    schemathesis' bare label: it is named the same way, so one operation is listed once."""
    spec = load_spec()
    operation = spec.operation(OperationId.GET_WEBHOOK_HISTORY)
    named = spec.report_label(operation)
    assert named == f"GET {operation.path} (get_webhook_history)"
    assert spec.report_label(operation.label) == named
    assert spec.report_label("GET /no-such-path") == "GET /no-such-path"
    assert spec.report_label("(whole run)") == "(whole run)"
