"""The server under test as the suite sees it: its address, its keys, and HTTP calls to it.

Every rule test talks to the target through :class:`ApiClient`, so every failure can name the
operation, the rule broken and a curl command that reproduces the request.
"""

from __future__ import annotations

import json
import shlex
import ssl
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, NoReturn

import httpx

from contract_tests import coverage, traffic
from contract_tests.run_settings import DEFAULT_API_KEY, RunSettings, current
from contract_tests.spec import ApiSpec, Operation
from spec_model import error_codes_of

__all__ = [
    "DEFAULT_API_KEY",
    "ENCODING_RULE",
    "ApiClient",
    "ContractViolation",
    "Target",
    "request_failure",
    "violation",
]

#: Environment variables that give the command-line options their defaults (read once, by the
#: option parser; the run itself reads only :class:`~contract_tests.run_settings.RunSettings`).
BASE_URL_ENV = "CONTRACT_BASE_URL"
API_KEY_ENV = "CONTRACT_API_KEY"
PROFILE_KEY_ENV = "CONTRACT_PROFILE_KEY"
_BODY_PREVIEW = 600
#: httpx' own Accept-Encoding values (left out of reproductions: curl sends none).
_HTTPX_ENCODINGS = (
    "gzip, deflate",
    "gzip, deflate, br",
    "gzip, deflate, br, zstd",
    "gzip, deflate, zstd",
)


@dataclass(frozen=True)
class Target:
    """Where the server under test is and which credentials the suite uses."""

    base_url: str
    api_key: str
    profile_key: str | None = None

    @classmethod
    def from_settings(cls, settings: RunSettings) -> Target:
        if not settings.base_url:
            raise RuntimeError("the run's settings name no target yet")
        return cls(settings.base_url.rstrip("/"), settings.api_key, settings.profile_key)


class ContractViolation(AssertionError):
    """A rule of the spec broken by the target (raised by :func:`violation`): the text names
    the operation, the rule and a reproduction; ``operation`` and ``response`` are the
    operation (None outside the spec) and the answer (None when there was none)."""

    operation: Operation | None = None
    response: httpx.Response | None = None


#: How a reproduction names the run's API key: replayable after ``export API_KEY=...``.
API_KEY_VARIABLE = "$API_KEY"


def is_run_key(authorization: str) -> bool:
    """Whether an Authorization value is the run's API key (printed as ``$API_KEY``)."""
    key = current().api_key
    return bool(key) and authorization == f"Bearer {key}"


def shell_bytes(data: bytes) -> str:
    """A shell word that stands for exactly `data`: quoted text when it is UTF-8 without
    control characters (newlines and tabs aside), else bash's `$'...'` with `\\xHH` escapes, so
    a pasted reproduction sends the bytes that were sent, not replacement characters (a NUL
    byte is escaped too, but bash ends an argument there)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is not None and all(c.isprintable() or c in "\n\t" for c in text):
        return shlex.quote(text)
    plain = frozenset(range(0x20, 0x7F)) - {ord("'"), ord("\\")}
    return "$'" + "".join(chr(b) if b in plain else f"\\x{b:02x}" for b in data) + "'"


def prepared_curl(method: str, url: str, headers: Mapping[str, str], body: bytes | None) -> str:
    """`curl_command` of a request as another HTTP library sent it (schemathesis' `requests`)."""
    return curl_command(httpx.Request(method, url, headers=dict(headers), content=body or b""))


def curl_command(request: httpx.Request) -> str:
    """A shell command that sends ``request`` again (multipart bodies as ``-F`` fields); the
    run's API key appears as ``$API_KEY``."""
    words = ["curl", "-i", "-X", shlex.quote(request.method)]
    form = request.extensions.get("contract_form")
    skip = {"host", "content-length", "accept", "connection", "user-agent"}
    if isinstance(form, list):
        skip.add("content-type")
    for name, value in request.headers.items():
        lowered = name.lower()
        if lowered in skip or (lowered == "accept-encoding" and value in _HTTPX_ENCODINGS):
            continue
        if lowered == "authorization" and is_run_key(value):
            # Double quotes: the shell expands the variable.
            words += ["-H", f'"{name}: Bearer {API_KEY_VARIABLE}"']
        else:
            words += ["-H", shlex.quote(f"{name}: {value}")]
    if isinstance(form, list):
        for item in form:
            words += ["-F", shlex.quote(str(item))]
    else:
        try:
            body = request.content
        except httpx.RequestNotRead:
            body = b"<streamed body>"
        if len(body) > 4096:
            words += ["--data-binary", shlex.quote(f"<{len(body)}-byte body>")]
        elif body:
            words += ["--data-binary", shell_bytes(body)]
    words.append(shlex.quote(str(request.url)))
    return " ".join(words)


def describe_response(response: httpx.Response) -> str:
    text = response.content[:_BODY_PREVIEW].decode("utf-8", errors="replace")
    headers = ", ".join(f"{k}: {v}" for k, v in response.headers.items())
    return f"{response.status_code} [{headers}] {text}"


def violation(spec: ApiSpec, response: httpx.Response, rule: str, detail: str = "") -> NoReturn:
    """Fail the test: name the operation, the rule broken and a curl reproduction."""
    request = response.request
    operation = spec.find_operation(request.method, request.url.path.removeprefix(_prefix(request)))
    label = spec.report_label(operation) if operation else f"{request.method} {request.url.path}"
    lines = [
        f"Operation: {label}",
        f"Rule broken: {rule}",
    ]
    if detail:
        lines.append(f"Detail: {detail}")
    lines.append(f"Response: {describe_response(response)}")
    lines.append(f"Reproduce: {curl_command(request)}")
    error = ContractViolation("\n".join(lines))
    error.operation, error.response = operation, response
    raise error


#: The rule a body breaks when it does not decode with the coding its Content-Encoding names.
ENCODING_RULE = (
    "Content-Encoding names the coding actually applied to the body (RFC 9110 8.4; x-compression)"
)


def request_failure(spec: ApiSpec, request: httpx.Request, rule: str, detail: str) -> NoReturn:
    """Fail the test for a request that got no usable response (timeout, undecodable body)."""
    operation = spec.find_operation(request.method, request.url.path.removeprefix(_prefix(request)))
    label = spec.report_label(operation) if operation else f"{request.method} {request.url.path}"
    raise ContractViolation(
        "\n".join(
            [
                f"Operation: {label}",
                f"Rule broken: {rule}",
                f"Detail: {detail}",
                f"Reproduce: {curl_command(request)}",
            ]
        )
    )


#: The request being sent right now (a test stopped by its time limit names it).
_IN_FLIGHT: list[tuple[ApiSpec, httpx.Request]] = []


def describe_in_flight(rule: str) -> str | None:
    """An Operation/Rule/Reproduce block for the request left waiting for its answer (and
    forget it)."""
    if not _IN_FLIGHT:
        return None
    spec, request = _IN_FLIGHT.pop()
    try:
        request_failure(spec, request, rule, "no answer before the test's time limit")
    except ContractViolation as violation_text:
        return str(violation_text)
    return None


def _prefix(request: httpx.Request) -> str:
    base = request.extensions.get("contract_base_path", "")
    return base if isinstance(base, str) else ""


@cache
def tls_context() -> ssl.SSLContext:
    """The TLS settings of every client of the run (httpx's defaults: SSL_CERT_FILE or
    SSL_CERT_DIR when set, else certifi), built once: loading the CA bundle took ~40 ms per
    client, and the rule tests make one per User Profile they create."""
    return httpx.create_ssl_context()


class ApiClient:
    """HTTP calls to the target with the suite's credentials and rule assertions."""

    def __init__(
        self,
        target: Target,
        spec: ApiSpec,
        *,
        profile_key: str | None = None,
        timeout: float | None = None,
        local_address: str | None = None,
    ) -> None:
        """`local_address`: the address the client's connections come from (default: the
        system's choice), for rules about what the target counts per client address."""
        self.target = target
        self.spec = spec
        self.profile_key = profile_key
        self.timeout = timeout or current().request_timeout
        self.base_path = httpx.URL(target.base_url).path.rstrip("/")
        transport = (
            httpx.HTTPTransport(local_address=local_address, verify=tls_context())
            if local_address is not None
            else None
        )
        self.http = httpx.Client(
            base_url=target.base_url,
            timeout=self.timeout,
            verify=tls_context(),
            transport=transport,
        )

    def close(self) -> None:
        self.http.close()

    def as_profile(self, profile_key: str | None) -> ApiClient:
        """A client acting for the User Profile of ``profile_key`` (None = Primary Profile)."""
        return ApiClient(self.target, self.spec, profile_key=profile_key, timeout=self.timeout)

    def headers(
        self, *, auth: str | bool | None = True, extra: Mapping[str, str] | None = None
    ) -> dict[str, str]:
        headers: dict[str, str] = {}
        if auth is True:
            headers["Authorization"] = f"Bearer {self.target.api_key}"
        elif isinstance(auth, str):
            headers["Authorization"] = auth
        if self.profile_key:
            headers["Profile-Key"] = self.profile_key
        headers.update(extra or {})
        return headers

    def request(
        self,
        method: str,
        path: str,
        *,
        json_body: Any = None,
        auth: str | bool | None = True,
        headers: Mapping[str, str] | None = None,
        **kwargs: Any,
    ) -> httpx.Response:
        merged = self.headers(auth=auth, extra=headers)
        extensions: dict[str, Any] = {"contract_base_path": self.base_path}
        if "files" in kwargs:
            form = [
                f"{field}=@{name};type={media_type} ({len(content)} bytes)"
                for field, (name, content, media_type) in kwargs["files"].items()
            ]
            form += [f"{field}={value}" for field, value in (kwargs.get("data") or {}).items()]
            extensions["contract_form"] = form
        if json_body is not None:
            kwargs["content"] = json.dumps(json_body).encode()
            merged.setdefault("Content-Type", "application/json")
        request = self.http.build_request(
            method, path, headers=merged, extensions=extensions, **kwargs
        )
        # Left set when a test's time limit interrupts the send (the report names the request).
        _IN_FLIGHT[:] = [(self.spec, request)]
        sent = traffic.sending(f"{method} {request.url.path}", lambda: curl_command(request))
        try:
            response = self.http.send(request)
            _IN_FLIGHT.clear()
            traffic.answered(sent, response.status_code)
            coverage.observe_request(
                self.spec,
                method,
                request.url.path.removeprefix(self.base_path),
                response.status_code,
                response.content,
            )
            return response
        except httpx.DecodingError as error:
            rule, detail = ENCODING_RULE, f"the body could not be decoded as labelled: {error}"
        except httpx.TimeoutException as error:
            traffic.unanswered(sent, error)
            rule = f"the target answers within the suite's request timeout ({self.timeout:g} s)"
            detail = repr(error)
        except httpx.TransportError as error:  # refused, reset, closed: counted per test
            traffic.unanswered(sent, error)
            rule, detail = traffic.ANSWERS_RULE, f"{type(error).__name__}: {error}"
        _IN_FLIGHT.clear()
        # Raised outside the except blocks: the report shows the violation, not httpx' chain.
        request_failure(self.spec, request, rule, detail)

    def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("POST", path, **kwargs)

    def delete(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("DELETE", path, **kwargs)

    # --- assertions -------------------------------------------------------------------------
    def fail(self, response: httpx.Response, rule: str, detail: str = "") -> NoReturn:
        violation(self.spec, response, rule, detail)

    def expect_status(self, response: httpx.Response, status: int, rule: str) -> Any:
        """Assert the status; return the JSON body (None when not JSON)."""
        if response.status_code != status:
            self.fail(response, rule, f"expected HTTP {status}, got {response.status_code}")
        return self.json_of(response, rule)

    def json_of(self, response: httpx.Response, rule: str) -> Any:
        if not response.content:
            return None
        try:
            return response.json()
        except ValueError:
            self.fail(response, rule, "the body is not JSON")

    def expect_error(
        self, response: httpx.Response, code_name: str, rule: str, *, code: int | None = None
    ) -> Mapping[str, Any]:
        """Assert an Error body with the catalogued code named ``code_name`` and its status."""
        expected = code if code is not None else self.spec.error_code(code_name)
        entry = self.spec.error_catalogue[expected]
        body = self.json_of(response, rule)
        if response.status_code != entry.status:
            self.fail(
                response,
                rule,
                f"expected HTTP {entry.status} with code {expected} ({entry.name}), "
                f"got HTTP {response.status_code}",
            )
        if not isinstance(body, Mapping) or body.get("code") != expected:
            got = body.get("code") if isinstance(body, Mapping) else body
            self.fail(response, rule, f"expected error code {expected} ({entry.name}), got {got!r}")
        if body.get("status") != "error" or not body.get("message"):
            self.fail(response, rule, "the error body lacks status 'error' or a message")
        return body

    def expect_code(self, response: httpx.Response, code: int, rule: str) -> None:
        """Assert an error answer (an Error, or an error result per network) carrying ``code``
        with its catalogued status."""
        entry = self.spec.error_catalogue[code]
        try:
            codes = error_codes_of(response.json())
        except ValueError:
            codes = []
        if response.status_code != entry.status or code not in codes:
            self.fail(
                response,
                rule,
                f"expected HTTP {entry.status} with code {code} ({entry.name}), got HTTP "
                f"{response.status_code} with codes {codes}",
            )

    def expect_success(self, response: httpx.Response, rule: str) -> Any:
        if not 200 <= response.status_code < 300:
            self.fail(response, rule, f"expected a 2xx answer, got {response.status_code}")
        return self.json_of(response, rule)
