"""Custom schemathesis checks: rules of the spec that its JSON Schemas alone do not state.

Registered with ``@schemathesis.check``, so they run on every response of the property and the
stateful tests, next to the built-in checks:

* ``error_body_catalogued``: every 4xx body is an ``Error`` with a code of `x-error-catalogue`,
  the catalogue's HTTP status for that code, a code listed in that response's `x-error-codes`,
  and the catalogue's ``action`` when it names one.
* ``timestamps_exact_format``: every ``Timestamp`` field is exactly ``YYYY-MM-DDThh:mm:ssZ`` and
  a real instant.
* ``compression_follows_spec``: with the request header of `x-compression`, bodies over the
  threshold are compressed with the most preferred accepted encoding; nothing at or under the
  threshold is compressed; an encoding is only used when the request accepted it.
* ``valid_data_not_called_invalid``: data that matches the schema is never refused with a
  "does not match the API description" code.
* ``created_resource_available``: in the stateful phase, a resource created by a POST and
  reached through a link (same acting profile, not deleted since) is found. Schemathesis' own
  `ensure_resource_availability` stays silent here because the optional `Profile-Key` header of
  every operation is never set by a link.
* ``rate_limit_headers_present``: every answer of an operation once the request's credentials
  identify a profile carries the two headers of `x-rate-limit` as integers, count <= max
  (answers refused for the API key or an unknown Profile-Key, any-request 404/405 answers, and
  refusals of a public operation (`security: []`, the linking page) come before a profile is
  known and are not judged).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Set
from datetime import datetime
from typing import Any

import schemathesis
from schemathesis import Case, CheckContext, Response

from contract_tests.run_settings import run_spec
from contract_tests.spec import ApiSpec
from spec_model import error_codes_of

#: Catalogue names of the codes that mean "the request does not match the spec".
SHAPE_ERROR_NAMES = ("invalid_request", "malformed_json", "unsupported_content_type")
#: Catalogue names of the codes answered before a profile is known (no rate-limit headers).
BEFORE_PROFILE_NAMES = (
    "missing_api_key",
    "invalid_api_key",
    "profile_key_as_api_key",
    "unknown_profile_key",
    "auth_failures_throttled",
)


def _spec() -> ApiSpec:
    return run_spec()


def _json(response: Response) -> Any:
    try:
        return response.json()
    except Exception:  # any decoding problem means "not JSON"
        return None


def _header(response: Response, name: str) -> str | None:
    values = response.headers.get(name.lower())
    return ", ".join(values) if values else None


def _request_header(response: Response, name: str) -> str | None:
    value = response.request.headers.get(name)
    return str(value) if value is not None else None


def _error_result_codes(response: Response, body: Mapping[str, Any]) -> list[int]:
    """The codes of a full result answered as an error (a post that failed on every network;
    its schema is marked `x-error-result`, which the schema check judges): `errors[].code`."""
    codes = error_codes_of(body)
    if body.get("status") != "error" or not codes:
        raise AssertionError(
            f"Error result rule: a {response.status_code} result must have status 'error' and "
            f"error codes in `errors`; got status {body.get('status')!r}, codes {codes}"
        )
    return codes


def _error_body_code(body: Mapping[str, Any]) -> int:
    """The code of an `Error` body, after its shape is checked."""
    problems = []
    if body.get("status") != "error":
        problems.append(f"`status` must be 'error', got {body.get('status')!r}")
    code = body.get("code")
    if not isinstance(code, int) or isinstance(code, bool):
        problems.append(f"`code` must be an integer, got {code!r}")
    message = body.get("message")
    if not isinstance(message, str) or not message:
        problems.append(f"`message` must be a non-empty string, got {message!r}")
    if "action" in body and not isinstance(body["action"], str):
        problems.append(f"`action` must be a string, got {body['action']!r}")
    if problems:
        raise AssertionError("Error body rule (schema Error): " + "; ".join(problems))
    assert isinstance(code, int)
    return code


@schemathesis.check
def error_body_catalogued(ctx: CheckContext, response: Response, case: Case[Any]) -> bool | None:
    """4xx bodies: Error shape (or an `x-error-result` result with its `errors[].code`),
    catalogued codes, their status, listed for the response."""
    if not 400 <= response.status_code < 500:
        return None
    spec = _spec()
    body = _json(response)
    if not isinstance(body, Mapping):
        raise AssertionError(
            f"Error body rule: a {response.status_code} answer must have a JSON Error body "
            f"(status, code, message); got {response.content[:200]!r}"
        )
    is_result = "code" not in body and ("errors" in body or "posts" in body)
    codes = _error_result_codes(response, body) if is_result else [_error_body_code(body)]
    operation_id = case.operation.definition.raw.get("operationId")
    for code in codes:
        entry = spec.error_catalogue.get(code)
        if entry is None:
            raise AssertionError(f"Error code rule: code {code} is not in x-error-catalogue")
        if entry.status != response.status_code:
            raise AssertionError(
                f"Error status rule: x-error-catalogue gives code {code} ({entry.name}) HTTP "
                f"{entry.status}, but the answer was HTTP {response.status_code}"
            )
        catalogued_action = spec.document["x-error-catalogue"][str(code)].get("action")
        if (
            not is_result
            and catalogued_action is not None
            and body.get("action") != catalogued_action
        ):
            raise AssertionError(
                f"Error body rule: code {code} carries `action` {catalogued_action!r} "
                f"(x-error-catalogue), got {body.get('action')!r}"
            )
        method = str(response.request.method or "").lower()
        if method != case.operation.method.lower() or code in spec.any_request_codes():
            # Unexpected methods/paths are answered with an any-request code.
            if code not in spec.any_request_codes():
                raise AssertionError(
                    f"Error code rule: a request with an undeclared method must get one of the "
                    f"any-request codes {sorted(spec.any_request_codes())}, got {code}"
                )
            continue
        if operation_id is None:
            continue
        listed = spec.error_codes_for(str(operation_id), response.status_code)
        if listed and code not in listed:
            raise AssertionError(
                f"Error code rule: {case.operation.label} lists x-error-codes {listed} for HTTP "
                f"{response.status_code}; got code {code} ({entry.name})"
            )
    return None


def _timestamp_values(node: Any, fields: Set[str]) -> Iterator[tuple[str, Any]]:
    if isinstance(node, Mapping):
        for key, value in node.items():
            if key in fields and not isinstance(value, (Mapping, list)):
                yield key, value
            else:
                yield from _timestamp_values(value, fields)
    elif isinstance(node, list):
        for item in node:
            yield from _timestamp_values(item, fields)


@schemathesis.check
def timestamps_exact_format(ctx: CheckContext, response: Response, case: Case[Any]) -> bool | None:
    """Timestamp fields are exactly `YYYY-MM-DDThh:mm:ssZ` and name a real instant."""
    if not 200 <= response.status_code < 300:
        return None
    body = _json(response)
    if body is None:
        return None
    spec = _spec()
    fields = spec.timestamp_fields
    for name, value in _timestamp_values(body, fields):
        if not isinstance(value, str) or not spec.timestamp_pattern.fullmatch(value):
            raise AssertionError(
                f"Timestamp format rule: `{name}` must be exactly YYYY-MM-DDThh:mm:ssZ "
                f"(schema Timestamp), got {value!r}"
            )
        try:
            datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
        except ValueError:
            raise AssertionError(
                f"Timestamp format rule: `{name}` is not a real UTC instant: {value!r}"
            ) from None
    return None


def accepted_encodings(header: str | None) -> list[str]:
    """Encodings a request's Accept-Encoding allows (q=0 excluded)."""
    found = []
    for part in (header or "").split(","):
        token, _, params = part.strip().partition(";")
        if not token:
            continue
        if params.strip().replace(" ", "") in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
            continue
        found.append(token.strip().lower())
    return found


def expected_encoding(spec: ApiSpec, request_header: str | None, size: int) -> str | None:
    """The encoding the spec demands for a body of ``size`` bytes, None = uncompressed."""
    compression = spec.compression
    if size <= int(compression["thresholdBytes"]):
        return None
    accepted = accepted_encodings(request_header)
    for encoding in compression["preference"]:
        if encoding in accepted:
            return str(encoding)
    return None


@schemathesis.check
def compression_follows_spec(ctx: CheckContext, response: Response, case: Case[Any]) -> bool | None:
    """Threshold and preference order of `x-compression`."""
    spec = _spec()
    compression = spec.compression
    request_header = _request_header(response, "Accept-Encoding")
    used = (_header(response, "Content-Encoding") or "").strip().lower() or None
    size = len(response.content or b"")
    threshold = int(compression["thresholdBytes"])
    if used is not None:
        if used not in accepted_encodings(request_header):
            raise AssertionError(
                f"Compression rule: answered with Content-Encoding {used!r}, which the request "
                f"did not accept (Accept-Encoding: {request_header!r})"
            )
        if size <= threshold:
            raise AssertionError(
                f"Compression rule: a {size}-byte body is compressed ({used}); x-compression "
                f"compresses only bodies over {threshold} bytes"
            )
    spec_header_value = str(compression["requestHeader"]).partition(":")[2].strip()
    if set(accepted_encodings(request_header)) >= set(accepted_encodings(spec_header_value)):
        wanted = expected_encoding(spec, request_header, size)
        if wanted != used:
            raise AssertionError(
                f"Compression rule: with Accept-Encoding {request_header!r} a {size}-byte body "
                f"must be {'sent as ' + wanted if wanted else 'uncompressed'} (x-compression: "
                f"over {threshold} bytes, preference {list(compression['preference'])}); "
                f"Content-Encoding was {used!r}"
            )
    return None


@schemathesis.check
def valid_data_not_called_invalid(
    ctx: CheckContext, response: Response, case: Case[Any]
) -> bool | None:
    """Data generated to match the schema is never refused as not matching it."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return None
    if str(response.request.method or "").lower() != case.operation.method.lower():
        return None
    body = _json(response)
    if not isinstance(body, Mapping):
        return None
    spec = _spec()
    shape_codes = {spec.error_code(name) for name in SHAPE_ERROR_NAMES}
    code = body.get("code")
    if code in shape_codes:
        raise AssertionError(
            f"Valid data rule: a request that matches the spec was refused with code {code} "
            f"({spec.error_catalogue[int(code)].name}): {body.get('message')!r}"
        )
    return None


def _profile_key_of(response: Response) -> str | None:
    value = response.request.headers.get("Profile-Key")
    return str(value) if value is not None else None


@schemathesis.check
def created_resource_available(
    ctx: CheckContext, response: Response, case: Case[Any]
) -> bool | None:
    """A linked read of a just-created resource (same profile, not deleted) is not a 404."""
    from schemathesis.specs.openapi.checks import resource_was_deleted

    if response.status_code != 404 or ctx.internals.recorder is None:
        return None
    parent = ctx.internals.find_parent(case_id=case.id)
    if parent is None or parent.operation.method.upper() != "POST":
        return None
    parent_response = ctx.internals.find_response(case_id=parent.id)
    if parent_response is None or not 200 <= parent_response.status_code < 300:
        return None
    if _profile_key_of(parent_response) != _profile_key_of(response):
        return None
    created = _json(parent_response)
    path_values = list((case.path_parameters or {}).values())
    if not isinstance(created, Mapping) or not path_values:
        return None
    if not all(value in created.values() for value in path_values):
        return None
    if resource_was_deleted(ctx.internals.recorder, case, created_by=parent.id):
        return None
    raise AssertionError(
        f"Created resource rule: {parent.operation.label} created {path_values} (HTTP "
        f"{parent_response.status_code}), but the linked {case.operation.label} answered 404: "
        "the resource is not available"
    )


def rate_limit_window(
    spec: ApiSpec, headers: Mapping[str, str | None]
) -> tuple[int | None, int | None, list[str]]:
    """(max, count, problems) of an answer's `x-rate-limit` headers (`headers` maps each lower-
    case header name to its value, None when absent)."""
    fact = spec.facts.rate_limit
    values: list[int | None] = []
    problems = []
    for name in (fact.max_header, fact.count_header):
        raw = headers.get(name.lower())
        if raw is None:
            problems.append(f"the {name} header is missing")
            values.append(None)
        elif not raw.strip().isdigit():
            problems.append(f"{name} must be a non-negative integer, got {raw!r}")
            values.append(None)
        else:
            values.append(int(raw.strip()))
    maximum, count = values
    if maximum is not None and count is not None and count > maximum:
        problems.append(f"{fact.count_header} {count} exceeds {fact.max_header} {maximum}")
    return maximum, count, problems


@schemathesis.check
def rate_limit_headers_present(
    ctx: CheckContext, response: Response, case: Case[Any]
) -> bool | None:
    """Answers of an operation, once a profile is known, carry the x-rate-limit headers."""
    spec = _spec()
    if response.status_code == 401:
        return None  # the API key is missing or wrong: no profile is known
    if str(response.request.method or "").lower() != case.operation.method.lower():
        return None  # an undeclared method: answered before any operation (any-request code)
    public = case.operation.definition.raw.get("security") == []
    if public and response.status_code not in (200, 429):
        return None  # a public operation's refusal: its own credential identified no profile
    body = _json(response)
    code = body.get("code") if isinstance(body, Mapping) else None
    before_profile = {spec.error_code(name) for name in BEFORE_PROFILE_NAMES}
    if code in before_profile or code in spec.any_request_codes():
        return None
    names = (spec.facts.rate_limit.max_header, spec.facts.rate_limit.count_header)
    _, _, problems = rate_limit_window(spec, {n.lower(): _header(response, n) for n in names})
    if problems:
        raise AssertionError(
            "Rate-limit headers rule (x-rate-limit): every answer to a request whose "
            f"credentials identify a profile carries {names[0]} and {names[1]}: "
            + "; ".join(problems)
        )
    return None
