"""The client's runtime as written (generator/client_runtime/), imported in place.

The pure decisions of the runtime (which answer is retried and after how long, which exception
a response becomes) are checked here on the sources the generator copies (how a date-time goes
on the wire and whether a delivery is authentic: tests/client/test_client_formats.py and
test_client_webhooks.py); the copy step itself (`runtime_copy`) is
checked against a scratch package and the committed client. The façade over a real server is
tests/client/'s.
"""

from __future__ import annotations

import datetime
import json
import math
from pathlib import Path

import httpx
import pytest
from social_publishing_models.spec_facts import (
    ERROR_CATALOGUE,
    RATE_LIMIT_COUNT_HEADER,
    RATE_LIMIT_MAX_HEADER,
)

from generator import runtime_copy
from generator.client_runtime import _retries, errors

ROOT = Path(__file__).resolve().parents[2]
CLIENT_PACKAGE = ROOT / "generated_client" / "social_publishing_client"
SANDBOX_PACKAGE = ROOT / "generated_client" / "social_publishing_sandbox"
NOW = 1_800_000_000.0  # a fixed Unix time: nothing here reads the clock


def _response(
    status: int, method: str = "GET", body: object = None, **headers: str
) -> httpx.Response:
    request = httpx.Request(method, "https://api.example.test/api/thing")
    content = b"" if body is None else json.dumps(body).encode()
    return httpx.Response(status, headers=headers, content=content, request=request)


# --- the copy -------------------------------------------------------------------------------------


def test_every_runtime_module_is_in_the_committed_client_as_written() -> None:
    modules = runtime_copy.runtime_modules()
    assert {m.name for m in modules} >= {"_clients.py", "_retries.py", "errors.py", "types.py"}
    assert "__init__.py" not in {m.name for m in modules}
    for module in modules:
        assert (CLIENT_PACKAGE / module.name).read_bytes() == module.read_bytes(), module.name
    sandbox = runtime_copy.runtime_modules(runtime_copy.SANDBOX.source)
    assert [m.name for m in sandbox] == ["client.py", "errors.py", "types.py"]
    for module in sandbox:
        assert (SANDBOX_PACKAGE / module.name).read_bytes() == module.read_bytes(), module.name


def test_the_sandbox_copy_replaces_the_tools_client_errors_and_types_only(tmp_path: Path) -> None:
    for name in ("client.py", "errors.py", "types.py"):
        (tmp_path / name).write_text("# the tool's\n")
    assert runtime_copy.copy_runtime(tmp_path, runtime_copy.SANDBOX) == [
        "client.py",
        "errors.py",
        "types.py",
    ]
    assert "social_publishing_client.client" in (tmp_path / "client.py").read_text()
    without_client = runtime_copy.Runtime(runtime_copy.SANDBOX.source, frozenset({"errors.py"}))
    with pytest.raises(runtime_copy.RuntimeClash, match=r"client\.py, types\.py"):
        runtime_copy.copy_runtime(tmp_path, without_client)


def test_the_rendered_modules_re_export_every_listed_runtime_name() -> None:
    import social_publishing_client
    import social_publishing_client.client as client
    from social_publishing_client import _client_exports, _package_exports, _receivers, api
    from social_publishing_client import errors as client_errors

    assert set(_client_exports.__all__) | {"Client", "AuthenticatedClient"} == set(client.__all__)
    assert set(_package_exports.__all__) <= set(social_publishing_client.__all__)
    assert set(client_errors.__all__) <= set(_package_exports.__all__)
    assert set(_receivers.__all__) <= set(api.__all__)
    for module in (client, social_publishing_client, api):
        assert all(hasattr(module, name) for name in module.__all__), module.__name__


def test_the_copy_replaces_only_the_tools_errors_and_types(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "errors.py").write_text("# the tool's\n")
    (package / "types.py").write_text("# the tool's\n")
    copied = runtime_copy.copy_runtime(package)
    assert copied == sorted(copied) and "errors.py" in copied
    assert (package / "errors.py").read_bytes() == (
        runtime_copy.RUNTIME_DIR / "errors.py"
    ).read_bytes()

    clash = tmp_path / "clash"
    clash.mkdir()
    (clash / "_clients.py").write_text("# the tool's\n")
    with pytest.raises(runtime_copy.RuntimeClash, match=r"_clients\.py"):
        runtime_copy.copy_runtime(clash)
    assert (clash / "_clients.py").read_text() == "# the tool's\n"  # nothing copied


# --- retries --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "method", "rate_limited", "retried"),
    [
        (429, "POST", 0, True),  # a 429 was not carried out: once, whatever the method
        (429, "GET", 1, False),  # ...at most once per call
        (408, "GET", 0, True),
        (409, "HEAD", 0, True),
        (409, "POST", 0, False),  # a write is never retried after a 4xx
        (500, "GET", 0, True),
        (503, "DELETE", 0, True),
        (502, "POST", 0, False),  # a POST may have been carried out
        (503, "PATCH", 0, False),
        (400, "GET", 0, False),
        (404, "GET", 0, False),
    ],
)
def test_which_statuses_are_retried(
    status: int, method: str, rate_limited: int, retried: bool
) -> None:
    assert _retries.RetryPolicy().retryable_status(status, method, rate_limited) is retried


def test_the_wait_a_response_asks_for() -> None:
    def delay(**headers: str) -> float | None:
        return _retries.header_delay(httpx.Headers(headers), now=NOW)

    assert delay() is None
    assert delay(**{"retry-after": "3"}) == 3
    assert delay(**{"retry-after-ms": "1500", "retry-after": "9"}) == 1.5  # ms wins
    http_date = "Fri, 15 Jan 2027 08:00:10 GMT"
    moment = datetime.datetime(2027, 1, 15, 8, 0, 10, tzinfo=datetime.UTC).timestamp()
    assert _retries.header_delay(httpx.Headers({"retry-after": http_date}), now=moment - 10) == 10
    assert delay(**{"retry-after": "soon"}) is None
    assert delay(**{"retry-after": "-1"}) is None
    assert delay(**{"x-ratelimit-reset": "20"}) == 20  # seconds from now
    assert delay(**{"x-ratelimit-reset": str(int(NOW) + 45)}) == 45  # a Unix time
    exhausted = {RATE_LIMIT_MAX_HEADER: "10", RATE_LIMIT_COUNT_HEADER: "10"}
    assert delay(**exhausted) == math.inf  # no reset time: the window is minutes long
    assert delay(**{RATE_LIMIT_MAX_HEADER: "10", RATE_LIMIT_COUNT_HEADER: "3"}) is None


def test_a_response_asking_for_too_long_a_wait_is_not_retried() -> None:
    policy = _retries.RetryPolicy(max_retry_after=30)
    assert policy.retryable_response(_response(503, **{"retry-after": "30"}))
    assert not policy.retryable_response(_response(503, **{"retry-after": "31"}))
    exhausted = {RATE_LIMIT_MAX_HEADER: "5", RATE_LIMIT_COUNT_HEADER: "5"}
    assert not policy.retryable_response(_response(429, **exhausted))


def test_the_backoff_grows_with_jitter_and_a_server_wish_replaces_it_capped() -> None:
    policy = _retries.RetryPolicy(initial_delay=0.5, max_delay=8.0, jitter=0.0, max_retry_after=7)
    waits = [
        policy.wait(type("State", (), {"attempt_number": attempt, "outcome": None})())
        for attempt in (1, 2, 3, 4, 5, 6)
    ]
    assert waits == [0.5, 1.0, 2.0, 4.0, 8.0, 8.0]
    jittered = _retries.RetryPolicy(initial_delay=0.5, jitter=0.25)
    state = type("State", (), {"attempt_number": 1, "outcome": None})()
    samples = {jittered.wait(state) for _ in range(50)}
    assert len(samples) > 1 and all(0.5 <= s <= 0.75 for s in samples)
    assert policy.delay_after(_response(503, **{"retry-after": "4"}), 1) == 4
    assert policy.delay_after(_response(503, **{"retry-after": "100"}), 1) == 7


def test_only_idempotent_requests_are_retried_after_a_connection_failure() -> None:
    def failure(method: str) -> errors.APIConnectionError:
        return errors.APIConnectionError("reset", request=httpx.Request(method, "https://x.test/"))

    assert _retries.RetryPolicy.retryable_error(failure("GET"))
    assert _retries.RetryPolicy.retryable_error(failure("PUT"))
    assert not _retries.RetryPolicy.retryable_error(failure("POST"))
    assert not _retries.RetryPolicy.retryable_error(ValueError("not a transport failure"))


# --- errors ---------------------------------------------------------------------------------------


def test_a_code_outside_the_catalogue_stays_a_number() -> None:
    unknown = max(ERROR_CATALOGUE) + 1000
    error = errors.status_error(
        _response(400, body={"status": "error", "code": unknown, "message": "m"})
    )
    assert error.code == unknown and not isinstance(error.code, errors.ErrorCode)
    assert error.code_name is None


def test_a_body_of_another_shape_gives_its_text_as_the_message() -> None:
    request = httpx.Request("GET", "https://x.test/")
    error = errors.status_error(httpx.Response(502, content=b"upstream gone", request=request))
    assert (error.code, error.error, error.message) == (None, None, "upstream gone")
    empty = errors.status_error(httpx.Response(503, request=request))
    assert empty.message == "Service Unavailable"


def test_a_per_network_result_gives_its_first_network_error() -> None:
    class Result:  # a parsed result model: only `to_dict` is read
        def to_dict(self) -> dict[str, object]:
            return {"status": "error", "posts": [{"errors": [{"code": 156, "message": "dup"}]}]}

    error = errors.status_error(_response(400), Result())
    assert error.error is None and isinstance(error.result, Result)
    assert (error.code, error.message) == (156, "dup")
