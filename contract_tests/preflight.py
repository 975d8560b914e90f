"""Pre-flight: one authenticated request before any test, diagnosed precisely.

Only a target that cannot be tested at all stops the run (exit 3): a base URL without
``http://`` or ``https://`` (the command line refuses it first, exit 4), nothing answers at the base
URL, the API key is refused (every test would then see 401s and pass vacuously), or the key
cannot be sent at all (an HTTP header value cannot begin or end with white space or hold
control characters: a key of `' '` is said to be that, not "not reachable"). Anything
else the probe notices (a body that does not decode with its `Content-Encoding`, an answer that
is not JSON, an unexpected status) is a finding printed in the header; the tests go on and
report it as violations on the operations it affects.
"""

from __future__ import annotations

import gzip
import json
import zlib
from dataclasses import dataclass, field

import httpx

from contract_tests.spec import ApiSpec
from contract_tests.target import Target, tls_context
from spec_model.operation_ids import OperationId

#: The probe: an authenticated read that every target offers (no plan gates it).
PROBE_OPERATION = OperationId.LIST_MEDIA


@dataclass(frozen=True)
class PreflightResult:
    """``blocker``: why the target cannot be tested (None: it can); ``notes``: findings."""

    blocker: str | None = None
    notes: list[str] = field(default_factory=list)


def decode_body(raw: bytes, encoding: str | None) -> bytes:
    """``raw`` decoded with the codings ``encoding`` names (applied in order, undone last first).

    Raises ValueError when the body is not in the named coding or the coding is unknown.
    """
    codings = [c.strip().lower() for c in (encoding or "").split(",") if c.strip()]
    body = raw
    for coding in reversed(codings):
        try:
            if coding == "identity":
                continue
            if coding == "gzip":
                body = gzip.decompress(body)
            elif coding == "deflate":
                body = zlib.decompress(body)
            elif coding == "br":
                import brotli

                body = bytes(brotli.decompress(body))
            else:
                raise ValueError(f"unknown content coding {coding!r}")
        except (OSError, zlib.error, EOFError) as error:
            raise ValueError(f"not {coding}: {error}") from None
        except ValueError:
            raise
        except Exception as error:  # brotli.error is not a ValueError subclass
            raise ValueError(f"not {coding}: {error}") from None
    return body


def key_problem(api_key: str) -> str | None:
    """Why ``api_key`` cannot be sent as ``Authorization: Bearer KEY`` (None: it can)."""
    if not api_key.strip():
        return f"the API key {api_key!r} is blank"
    if api_key != api_key.strip():
        return f"the API key {api_key!r} begins or ends with white space"
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in api_key):
        return f"the API key {api_key!r} holds control characters"
    return None


def check(target: Target, spec: ApiSpec, timeout: float) -> PreflightResult:
    """Send the probe and say whether (and how) the target can be tested."""
    problem = key_problem(target.api_key)
    if problem is not None:
        return PreflightResult(
            f"{problem}: it cannot be sent in an HTTP header (Authorization: Bearer KEY); "
            "pass the Primary Profile's key with --api-key"
        )
    if not target.base_url.lower().startswith(("http://", "https://")):
        return PreflightResult(
            f"the target {target.base_url!r} is not an http:// or https:// URL: add the scheme, "
            f"e.g. http://{target.base_url}"
        )
    probe = spec.operation(PROBE_OPERATION)
    url = f"{target.base_url}{probe.path}"
    accept = str(spec.compression["requestHeader"]).partition(":")[2].strip()
    headers = {"Authorization": f"Bearer {target.api_key}", "Accept-Encoding": accept}
    try:
        with (
            httpx.Client(timeout=timeout, verify=tls_context()) as client,
            client.stream("GET", url, headers=headers) as r,
        ):
            raw = b"".join(r.iter_raw())
            response = r
    except httpx.TimeoutException as error:
        return PreflightResult(
            f"target {target.base_url} is not reachable: {probe.label} got no answer within "
            f"{timeout:g} s ({type(error).__name__}); raise --request-timeout if it is slow"
        )
    except httpx.HTTPError as error:
        return PreflightResult(
            f"target {target.base_url} is not reachable: {type(error).__name__}: {error}"
        )
    status = response.status_code
    encoding = response.headers.get("content-encoding")
    notes: list[str] = []
    try:
        body = decode_body(raw, encoding)
    except ValueError as error:
        body = raw
        notes.append(
            f"{probe.label} labels its body Content-Encoding {encoding!r}, but the body is "
            f"{error}; the operations that do so are reported as violations"
        )
    try:
        document = json.loads(body) if body else None
    except ValueError:
        document = None
        notes.append(
            f"{probe.label} answered HTTP {status} with a body that is not JSON "
            f"(Content-Type {response.headers.get('content-type')!r}): {body[:120]!r}"
        )
    if status in (401, 403):
        code = document.get("code") if isinstance(document, dict) else None
        return PreflightResult(
            f"the API key is not accepted by {target.base_url}: {probe.label} answered HTTP "
            f"{status}{f' code {code}' if code is not None else ''} {body[:300]!r}; "
            "pass the Primary Profile's key with --api-key (every test would see 401s)",
            notes,
        )
    if not 200 <= status < 300:
        notes.append(
            f"{probe.label} answered HTTP {status} to an authenticated request "
            f"(expected 200): {body[:200]!r}"
        )
    return PreflightResult(None, notes)
