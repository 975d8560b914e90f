"""Faults the rules of `contract_tests/test_rules_http.py` must catch."""

from __future__ import annotations

import gzip
from dataclasses import replace

from spec_model.routing import PathTemplate, split_path
from tests.contract_power.faults.common import refuse_unknown
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    answer_headers_dropped,
    declare,
    request_rewritten,
    under,
)


@fault("test_large_response_compressed", "x-compression")
@exchange
async def compression_order_wrong(request: Request, call: Call) -> Response:
    """Brotli is never chosen: gzip is preferred even when the client accepts br."""
    accept = request.header("accept-encoding")
    if accept and "br" in accept:
        kept = [p for p in accept.split(",") if p.strip().split(";")[0] != "br"]
        request = request.with_header("accept-encoding", ",".join(kept))
    return await call(request)


@fault("test_small_response_not_compressed", "not compressed")
@exchange
async def compression_below_threshold(request: Request, call: Call) -> Response:
    """Small JSON bodies are gzipped too (the threshold is ignored)."""
    response = await call(request)
    accept = request.header("accept-encoding") or ""
    if (
        response.header("content-encoding") is None
        and "gzip" in accept
        and (response.header("content-type") or "").startswith("application/json")
        and response.body
    ):
        response = replace(response, body=gzip.compress(response.body, mtime=0))
        response = response.with_header("content-encoding", "gzip")
    return response


@fault("test_unknown_path", "status")
@answer_field_dropped(lambda request: True, "status", status=lambda status: status >= 400)
def error_without_status() -> None:
    """Error bodies lack `status: "error"`."""


@fault("test_undeclared_method or test_head_options", "Allow header")
@answer_headers_dropped(lambda request: True, "allow", status=lambda status: status == 405)
def no_allow_on_405() -> None:
    """405 answers lack the Allow header."""


@fault("test_undeclared_method", "x-conventions.pathMatching")
@exchange
async def templated_sibling_takes_method(request: Request, call: Call) -> Response:
    """A router that falls through to a templated path (Prism's): a method not declared at a
    concrete path but declared at its templated sibling (`PATCH /user/batch` beside
    `PATCH /user/{platform}`) is refused as that operation's invalid parameter (400, 101)."""
    response = await call(request)
    if response.status == 405:
        parts = split_path(request.path)
        method = request.method.lower()
        for operation in SPEC.paths:
            template = PathTemplate.compile(operation.path)
            if operation.method == method and "{" in operation.path and template.match(parts):
                return refuse_unknown(f"path parameter value {parts[-1]!r}")
    return response


@fault("test_list_media or test_unknown_path", "Content-Encoding", properties=True)
@exchange
async def mislabeled_encoding(request: Request, call: Call) -> Response:
    """Uncompressed JSON answers are labelled `Content-Encoding: br` (as Prism's mock does when
    the spec declares the header): the run goes on and reports it on those operations."""
    response = await call(request)
    if response.header("content-encoding") is None and response.body:
        response = response.with_header("content-encoding", "br")
    return response


@fault("test_no_compression_unless_asked", "compressed only with an encoding the request accepts")
@exchange
async def compressed_though_identity_asked(request: Request, call: Call) -> Response:
    """JSON bodies over the threshold are gzipped whatever the request's Accept-Encoding says
    (``identity`` included)."""
    response = await call(request)
    if (
        response.header("content-encoding") is None
        and (response.header("content-type") or "").startswith("application/json")
        and len(response.body) > SPEC.facts.compression.threshold_bytes
    ):
        response = replace(response, body=gzip.compress(response.body, mtime=0))
        response = response.with_header("content-encoding", "gzip")
    return response


@fault("test_unknown_path", "a declared path with a trailing slash is an unknown path")
@request_rewritten(
    lambda request: len(request.path) > 1 and request.path.endswith("/"),
    lambda request: replace(request, path=request.path.rstrip("/")),
)
def trailing_slash_ignored() -> None:
    """A path with a trailing slash is served as the path without it."""


for _method in ("HEAD", "OPTIONS"):
    declare(
        globals(),
        f"{_method.lower()}_served_as_get",
        f"{_method} is answered as GET (a framework's automatic route).",
        request_rewritten(under(_method, "/"), lambda request: replace(request, method="GET")),
        fault("test_head_options_and_unknown_methods_get_405", _method),
    )
