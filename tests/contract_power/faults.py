"""Deliberately broken variants of the reference server, one fault each.

Each fault is a callable that takes the reference server's ASGI app and returns a broken app
(``python -m reference_server --asgi-wrapper tests.contract_power.faults:NAME``). Most rewrite
requests or responses at the HTTP level, so they break exactly one visible behaviour; a few
(e.g. the history window) patch one server rule because HTTP alone cannot reach it.
`FAULTS` maps each name to the contract tests that must catch it and the rule text the failure
output must name.
"""

from __future__ import annotations

import asyncio
import csv
import gzip
import io
import json
import os
import zlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import parse_qsl, urlencode

import brotli

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.routing import PathTemplate, split_path

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


# --- a buffered view of one HTTP exchange -------------------------------------------------------
@dataclass
class Request:
    method: str
    path: str
    query: list[tuple[str, str]]
    headers: list[tuple[str, str]]
    body: bytes

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    def with_header(self, name: str, value: str | None) -> Request:
        headers = [(k, v) for k, v in self.headers if k.lower() != name.lower()]
        if value is not None:
            headers.append((name.lower(), value))
        return replace(self, headers=headers)

    def json(self) -> Any:
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def with_json(self, body: Any) -> Request:
        return replace(self, body=json.dumps(body).encode())


@dataclass
class Response:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    def with_header(self, name: str, value: str | None) -> Response:
        headers = [(k, v) for k, v in self.headers if k.lower() != name.lower()]
        if value is not None:
            headers.append((name.lower(), value))
        return replace(self, headers=headers)

    def json(self) -> Any:
        """The decoded JSON body (whatever Content-Encoding), or None."""
        try:
            return json.loads(decode(self.body, self.header("content-encoding")))
        except ValueError:
            return None

    def with_json(self, body: Any, status: int | None = None) -> Response:
        """Replace the body, keeping the response's Content-Encoding."""
        raw = json.dumps(body, separators=(",", ":")).encode()
        encoding = self.header("content-encoding")
        result = replace(self, body=encode(raw, encoding), status=status or self.status)
        return result.with_header("content-type", JSON_CONTENT_TYPE)


def decode(body: bytes, encoding: str | None) -> bytes:
    if encoding == "br":
        return bytes(brotli.decompress(body))
    if encoding == "gzip":
        return gzip.decompress(body)
    if encoding == "deflate":
        return zlib.decompress(body)
    return body


def encode(body: bytes, encoding: str | None) -> bytes:
    if encoding == "br":
        return bytes(brotli.compress(body))
    if encoding == "gzip":
        return gzip.compress(body, mtime=0)
    if encoding == "deflate":
        return zlib.compress(body)
    return body


Call = Callable[[Request], Awaitable[Response]]
Handler = Callable[[Request, Call], Awaitable[Response]]


async def _call_app(app: ASGIApp, scope: Scope, request: Request) -> Response:
    """Run ``app`` on a buffered request and collect its whole response."""
    scope = dict(scope)
    scope["method"] = request.method
    scope["path"] = request.path
    scope["raw_path"] = request.path.encode()
    scope["query_string"] = urlencode(request.query).encode()
    headers = [(k, v) for k, v in request.headers if k.lower() != "content-length"]
    headers.append(("content-length", str(len(request.body))))
    scope["headers"] = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers]
    sent = False
    never = asyncio.Event()

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": request.body, "more_body": False}
        await never.wait()
        return {"type": "http.disconnect"}

    response = Response(status=500)
    chunks: list[bytes] = []

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            response.status = int(message["status"])
            response.headers = [
                (k.decode("latin-1"), v.decode("latin-1")) for k, v in message.get("headers", [])
            ]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    response.body = b"".join(chunks)
    return response


def exchange(handler: Handler) -> Callable[[ASGIApp], ASGIApp]:
    """Turn ``handler(request, call)`` into an ASGI wrapper."""

    def wrap(app: ASGIApp) -> ASGIApp:
        async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
            if scope["type"] != "http":
                await app(scope, receive, send)
                return
            body = b""
            while True:
                message = await receive()
                body += message.get("body", b"")
                if not message.get("more_body"):
                    break
            request = Request(
                method=scope["method"],
                path=scope["path"],
                query=parse_qsl(scope.get("query_string", b"").decode("latin-1"), True),
                headers=[(k.decode("latin-1"), v.decode("latin-1")) for k, v in scope["headers"]],
                body=body,
            )

            async def call(req: Request) -> Response:
                return await _call_app(app, scope, req)

            response = await handler(request, call)
            headers = [(k, v) for k, v in response.headers if k.lower() != "content-length"]
            headers.append(("content-length", str(len(response.body))))
            await send(
                {
                    "type": "http.response.start",
                    "status": response.status,
                    "headers": [(k.encode("latin-1"), v.encode("latin-1")) for k, v in headers],
                }
            )
            await send({"type": "http.response.body", "body": response.body})

        return wrapped

    wrap.__name__ = handler.__name__
    wrap.__doc__ = handler.__doc__
    return wrap


def _error_code(response: Response) -> Any:
    body = response.json()
    return body.get("code") if isinstance(body, dict) else None


API_KEY = os.environ.get("API_KEY", "dev-api-key")
SPEC = ServiceSpec.load()
#: What the server sends with JSON (`x-conventions.jsonContentType`), kept by rewritten bodies.
JSON_CONTENT_TYPE = SPEC.facts.conventions.json_content_type


# --- the registry -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Fault:
    """A fault, the contract tests that must catch it, and text the failure must contain."""

    name: str
    selection: str
    rule: str
    #: Whether the catching tests include the schemathesis property/stateful tests (their
    #: collection costs seconds, so rule-only selections skip those modules).
    properties: bool = False
    #: Extra `python -m contract_tests` arguments of the proof run (e.g. short time limits).
    suite_args: tuple[str, ...] = ()
    #: Extra `python -m reference_server` arguments of the broken server.
    server_args: tuple[str, ...] = ()
    #: The ASGI wrapper of this module that breaks the server (`name`, or the fault it is a
    #: variant of).
    wrapper: str = ""


#: Every fault, in definition order (filled by :func:`fault`).
FAULTS: list[Fault] = []
Wrapper = Callable[[ASGIApp], ASGIApp]
#: A broken server without the test control (`--no-sandbox`): what the public path catches.
WITHOUT_CONTROL = ("--no-sandbox",)


def fault(
    selection: str,
    rule: str,
    *,
    properties: bool = False,
    suite_args: tuple[str, ...] = (),
    server_args: tuple[str, ...] = (),
    variant: str = "",
) -> Callable[[Wrapper], Wrapper]:
    """Register the decorated ASGI wrapper as a fault: ``-k selection`` must catch it and the
    failure output must contain ``rule``. A ``variant`` (e.g. ``without_control``, with
    ``server_args=WITHOUT_CONTROL``) registers another run of the same wrapper, named
    ``<wrapper>_<variant>``: a rule checked with the test control and, without it, through the
    public API is proven on both paths."""

    def register(wrapper: Wrapper) -> Wrapper:
        name = f"{wrapper.__name__}_{variant}" if variant else wrapper.__name__
        FAULTS.append(
            Fault(name, selection, rule, properties, suite_args, server_args, wrapper.__name__)
        )
        return wrapper

    return register


# --- the faults ----------------------------------------------------------------------------------
@fault("test_missing_key_refused and list_media", "missing_api_key")
@exchange
async def auth_bypass(request: Request, call: Call) -> Response:
    """Requests without Authorization are served as if the API key had been sent."""
    if request.header("authorization") is None:
        request = request.with_header("authorization", f"Bearer {API_KEY}")
    return await call(request)


@fault("test_hook_url_must_be_https", "must begin with https://")
@exchange
async def http_hooks_accepted(request: Request, call: Call) -> Response:
    """`http://` hook URLs are registered (silently upgraded before validation)."""
    body = request.json()
    if request.path == "/hook/webhook" and isinstance(body, dict):
        url = body.get("url")
        if isinstance(url, str) and url.startswith("http://"):
            request = request.with_json({**body, "url": "https://" + url[len("http://") :]})
    return await call(request)


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


@fault("test_register_webhook", "refId", properties=True)
@exchange
async def missing_response_field(request: Request, call: Call) -> Response:
    """register_webhook answers without the required `refId`."""
    response = await call(request)
    body = response.json()
    if request.path == "/hook/webhook" and request.method == "POST" and response.status == 200:
        body.pop("refId", None)
        response = response.with_json(body)
    return response


@fault("test_hook_url_must_be_https", "webhook_url_not_https")
@exchange
async def wrong_error_code(request: Request, call: Call) -> Response:
    """A non-https hook URL gets code 130 (invalid action) instead of 131."""
    response = await call(request)
    if _error_code(response) == ErrorCode.WEBHOOK_URL_NOT_HTTPS:
        response = response.with_json({**response.json(), "code": ErrorCode.INVALID_WEBHOOK_ACTION})
    return response


@fault("test_unknown_post_id", "HTTP 404")
@exchange
async def wrong_status_for_code(request: Request, call: Call) -> Response:
    """Unknown Post IDs (code 114) are answered with HTTP 400 instead of the catalogue's 404."""
    response = await call(request)
    if _error_code(response) == ErrorCode.POST_NOT_FOUND:
        response = replace(response, status=400)
    return response


@fault(
    "test_create_post",
    "gives code 104 (unknown_profile_key) HTTP 403",
    properties=True,
    server_args=WITHOUT_CONTROL,  # its User Profiles have no network linked: every post fails
)
@exchange
async def failed_post_result_wrong_code(request: Request, call: Call) -> Response:
    """A post that failed on every network (HTTP 400 with the full result) names a code of
    another status in its `errors` (104, a 403 code) instead of the network's own."""
    response = await call(request)
    body = response.json() if response.status == 400 else None
    if isinstance(body, dict) and "code" not in body and isinstance(body.get("errors"), list):
        errors = [{**e, "code": int(ErrorCode.UNKNOWN_PROFILE_KEY)} for e in body["errors"]]
        response = response.with_json({**body, "errors": errors})
    return response


@fault("test_timestamps", "Timestamp")
@exchange
async def timestamp_format(request: Request, call: Call) -> Response:
    """Timestamps are sent with `+00:00` instead of `Z`."""
    response = await call(request)
    body = response.json()
    if response.status == 200 and body is not None:

        def fix(node: Any) -> Any:
            if isinstance(node, dict):
                return {
                    k: (
                        v[:-1] + "+00:00"
                        if k in ("created", "timeCreated", "expiresAt") and isinstance(v, str)
                        else fix(v)
                    )
                    for k, v in node.items()
                }
            if isinstance(node, list):
                return [fix(item) for item in node]
            return node

        response = response.with_json(fix(body))
    return response


@fault("test_history_action_filter", "only that action's key")
@fault(
    "test_history_filter_keeps_one_action",
    "only that action's key",
    server_args=WITHOUT_CONTROL,
    variant="without_control",
)
@exchange
async def history_filter_ignored(request: Request, call: Call) -> Response:
    """The `action` query parameter of the history is ignored."""
    if request.path == "/hook/history":
        request = replace(request, query=[(k, v) for k, v in request.query if k != "action"])
    return await call(request)


@fault("test_history_window", "historyWindowMonths")
def history_window_ignored(app: ASGIApp) -> ASGIApp:
    """The 6-month window is not applied: every stored history entry is returned."""
    from reference_server.rules import history

    history.window_start = lambda service: 0
    return app


@fault("test_history_grouped", "newest first")
@exchange
async def history_not_newest_first(request: Request, call: Call) -> Response:
    """History groups are returned oldest first."""
    response = await call(request)
    body = response.json()
    if request.path == "/hook/history" and response.status == 200 and isinstance(body, dict):
        response = response.with_json({k: list(reversed(v)) for k, v in body.items()})
    return response


@fault("test_profiles_are_isolated", "profile isolation")
@exchange
async def isolation_leak(request: Request, call: Call) -> Response:
    """The Profile-Key header is ignored outside profile management: all profiles share data."""
    if not request.path.startswith("/profiles") and not request.path.startswith("/_sandbox"):
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_upload_oversize", "uploadMaxBytes")
@exchange
async def oversize_accepted(request: Request, call: Call) -> Response:
    """An upload over the limit is reported as stored."""
    response = await call(request)
    if _error_code(response) == ErrorCode.FILE_TOO_LARGE:
        response = response.with_json(
            {
                "id": "oversize",
                "url": "http://127.0.0.1/media/files/oversize/file.bin",
                "fileName": "file.bin",
                "description": "",
            },
            status=200,
        )
    return response


@fault("test_profile_key_in_place", "Profile Key sent in place")
@exchange
async def profile_key_as_api_key(request: Request, call: Call) -> Response:
    """A Profile Key sent in place of the API key is accepted (acts for that profile)."""
    auth = request.header("authorization") or ""
    token = auth.removeprefix("Bearer ").strip()
    if token.startswith("PK-"):
        request = request.with_header("authorization", f"Bearer {API_KEY}")
        request = request.with_header("profile-key", token)
    return await call(request)


@fault("test_unknown_profile_key", "unknown Profile-Key")
@exchange
async def unknown_profile_key_accepted(request: Request, call: Call) -> Response:
    """An unknown Profile-Key falls back to the Primary Profile instead of code 104."""
    response = await call(request)
    if _error_code(response) == ErrorCode.UNKNOWN_PROFILE_KEY:
        response = await call(request.with_header("profile-key", None))
    return response


@fault("test_x_requests_need_own_credentials", "own-credential")
@exchange
async def x_headers_not_enforced(request: Request, call: Call) -> Response:
    """Requests that target X are served without the caller's own X credentials (no 419)."""
    for name in ("x-twitter-oauth1-api-key", "x-twitter-oauth1-api-secret"):
        if request.header(name) is None:
            request = request.with_header(name, "injected-by-fault")
    return await call(request)


@fault("test_retired_action_refused", "after its sunset")
@exchange
async def retired_action_accepted(request: Request, call: Call) -> Response:
    """accountActivity is still accepted after its sunset."""
    response = await call(request)
    if _error_code(response) == ErrorCode.ACTION_RETIRED:
        body = request.json() or {}
        if request.path == "/hook/webhook":
            answer: Any = {
                "status": "success",
                "action": body.get("action", "accountActivity"),
                "url": body.get("url", ""),
                "refId": "retired",
            }
        else:
            answer = {"accountActivity": []}
        response = response.with_json(answer, status=200)
    return response


def _echo_watermark(request: Request, response: Response) -> Response:
    body = request.json() or {}
    return response.with_json(
        {
            "status": "success",
            "message": "Watermark set on the YouTube channel.",
            **{k: body.get(k) for k in ("mediaUrls", "timingType", "offsetMs", "durationMs")},
        },
        status=200,
    )


@fault("test_non_square_image_refused", "must be square")
@exchange
async def watermark_non_square_accepted(request: Request, call: Call) -> Response:
    """Non-square watermark images are accepted."""
    response = await call(request)
    if _error_code(response) == ErrorCode.WATERMARK_ASPECT_RATIO:
        response = _echo_watermark(request, response)
    return response


@fault("test_webp_refused", "webp images are refused")
@exchange
async def webp_accepted(request: Request, call: Call) -> Response:
    """webp watermark images are accepted."""
    response = await call(request)
    if _error_code(response) == ErrorCode.MEDIA_TYPE_NOT_SUPPORTED:
        response = _echo_watermark(request, response)
    return response


@fault("test_only_first_media_url_used", "first media URL")
@exchange
async def watermark_last_url_used(request: Request, call: Call) -> Response:
    """The watermark uses the last media URL instead of the first."""
    body = request.json()
    if request.path == "/post/youTubeWatermark" and isinstance(body, dict):
        urls = body.get("mediaUrls")
        if isinstance(urls, list) and len(urls) > 1:
            response = await call(request.with_json({**body, "mediaUrls": urls[::-1]}))
            answer = response.json()
            if response.status == 200 and isinstance(answer, dict):
                response = response.with_json({**answer, "mediaUrls": urls})
            return response
    return await call(request)


@fault("test_channel_required or test_unmanageable_channel", "YouTube channel")
@exchange
async def watermark_channel_not_required(request: Request, call: Call) -> Response:
    """A watermark is set although the profile has no YouTube channel it may manage."""
    response = await call(request)
    if _error_code(response) == ErrorCode.WATERMARK_NOT_PERMITTED:
        response = _echo_watermark(request, response)
    return response


@fault("test_numbers_must_be_positive", "must be positive")
@exchange
async def watermark_zero_offset_accepted(request: Request, call: Call) -> Response:
    """offsetMs/durationMs of 0 or less are accepted."""
    body = request.json()
    if request.path == "/post/youTubeWatermark" and isinstance(body, dict):
        fixed = {
            k: (
                1
                if k in ("offsetMs", "durationMs") and isinstance(v, int | float) and v <= 0
                else v
            )
            for k, v in body.items()
        }
        if fixed != body:
            response = await call(request.with_json(fixed))
            answer = response.json()
            if response.status == 200 and isinstance(answer, dict):
                response = response.with_json(
                    {**answer, **{k: body[k] for k in fixed if k in body}}
                )
            return response
    return await call(request)


@fault("round_trip", "serves the uploaded bytes")
@exchange
async def upload_url_wrong_bytes(request: Request, call: Call) -> Response:
    """Uploaded media is served with its last byte changed."""
    response = await call(request)
    if request.path.startswith("/media/files/") and response.status == 200 and response.body:
        response = replace(response, body=response.body[:-1] + bytes([response.body[-1] ^ 0xFF]))
    return response


@fault("test_unknown_path", "status")
@exchange
async def error_without_status(request: Request, call: Call) -> Response:
    """Error bodies lack `status: "error"`."""
    response = await call(request)
    body = response.json()
    if response.status >= 400 and isinstance(body, dict):
        body.pop("status", None)
        response = response.with_json(body)
    return response


@fault("test_undeclared_method", "Allow header")
@exchange
async def no_allow_on_405(request: Request, call: Call) -> Response:
    """405 answers lack the Allow header."""
    response = await call(request)
    if response.status == 405:
        response = response.with_header("allow", None)
    return response


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
                return _refuse_unknown(f"path parameter value {parts[-1]!r}")
    return response


@fault("test_register_replaces", "no longer listed")
@exchange
async def unregister_does_nothing(request: Request, call: Call) -> Response:
    """unregister_webhook reports success without removing the hook."""
    body = request.json()
    if (
        request.path == "/hook/webhook"
        and request.method == "DELETE"
        and isinstance(body, dict)
        and isinstance(body.get("action"), str)
    ):
        return Response(200, [("content-type", "application/json")]).with_json(
            {"status": "success", "action": body["action"]}
        )
    return await call(request)


@fault("test_list_profiles", "Content-Type", properties=True)
@exchange
async def wrong_content_type(request: Request, call: Call) -> Response:
    """JSON answers of list_profiles are labelled text/plain."""
    response = await call(request)
    if request.path == "/profiles" and request.method == "GET":
        response = response.with_header("content-type", "text/plain")
    return response


# Caught by the deterministic links test and by schemathesis' stateful scenarios (test_links,
# whose create_post steps send publishable posts: contract_tests/schemas.py).
@fault("test_created_post_links_resolve", "ensure_resource_availability")
@fault("test_links", "ensure_resource_availability", properties=True, variant="stateful")
@exchange
async def created_post_not_found(request: Request, call: Call) -> Response:
    """A created post cannot be read back: get_post always answers 404 (code 114)."""
    response = await call(request)
    if request.method == "GET" and request.path.startswith("/post/") and response.status == 200:
        response = Response(404, [("content-type", "application/json")]).with_json(
            {
                "status": "error",
                "code": ErrorCode.POST_NOT_FOUND,
                "message": "No post with this ID exists.",
            }
        )
    return response


@fault("retention or expiry", "mediaRetentionDays")
@fault(
    "retention or expiry",
    "mediaRetentionDays",
    server_args=WITHOUT_CONTROL,
    variant="without_control",
)
@exchange
async def media_retention_shortened(request: Request, call: Call) -> Response:
    """Uploads are announced to expire 30 days after upload instead of the spec's retention."""
    from datetime import datetime, timedelta

    response = await call(request)
    body = response.json()
    if request.path == "/media" and response.status == 200 and isinstance(body, dict):
        for item in body.get("media", []):
            created = datetime.strptime(item["timeCreated"], "%Y-%m-%dT%H:%M:%SZ")
            item["expiresAt"] = (created + timedelta(days=30)).strftime("%Y-%m-%dT%H:%M:%SZ")
        response = response.with_json(body)
    return response


@fault("test_delivery_signed_and_recorded", "HMAC-SHA256")
def delivery_signature_wrong(app: ASGIApp) -> ASGIApp:
    """Deliveries are signed with a key other than the hook's secret."""
    from reference_server.store import outbox
    from reference_server.webhooks import signing

    setattr(outbox, "sign_body", lambda body, secret: signing.sign_body(body, secret + "-wrong"))  # noqa: B010
    return app


@fault("test_failed_delivery_retried", "is retried after")
def delivery_not_retried(app: ASGIApp) -> ASGIApp:
    """A failed delivery is never retried."""
    from reference_server.webhooks.policy import DeliveryPolicy

    DeliveryPolicy.max_attempts = property(lambda self: 1)  # type: ignore[assignment, method-assign]
    return app


@fault("test_delivery_signed_and_recorded", "SocialEvent")
def delivery_body_field_dropped(app: ASGIApp) -> ASGIApp:
    """Delivery bodies lack the required `displayName` (signed as sent, so the HMAC holds)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def without_field(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        event = json.loads(body)
        event.pop("displayName", None)
        return enqueue(self, hook_id, url, secret, json.dumps(event).encode(), **kwargs)

    Outbox.enqueue = without_field  # type: ignore[method-assign]
    return app


@fault("test_delivery_signed_and_recorded", "deliveries carry X-Authorization-Timestamp")
def delivery_timestamp_missing(app: ASGIApp) -> ASGIApp:
    """Deliveries are sent without the timestamp header."""
    _patch_delivery_headers(lambda policy, found: found.pop(policy.timestamp_header, None))
    return app


@fault("test_client_error_not_retried", "is never retried")
def delivery_client_error_retried(app: ASGIApp) -> ASGIApp:
    """Every failed answer is retried, other 4xx included."""
    from reference_server.webhooks.policy import DeliveryPolicy

    DeliveryPolicy.is_retryable_status = lambda self, status: True  # type: ignore[method-assign]
    return app


@fault("test_failed_delivery_retried and 503", "(HTTP 503) is retried after")
def delivery_server_error_not_retried(app: ASGIApp) -> ASGIApp:
    """A 5xx answer fails the delivery at once (only the listed 408/425/429 are retried)."""
    from reference_server.webhooks.policy import DeliveryPolicy

    def listed_only(self: DeliveryPolicy, status: int) -> bool:
        return status in self.retryable_statuses

    DeliveryPolicy.is_retryable_status = listed_only  # type: ignore[method-assign]
    return app


def _patch_delivery_headers(change: Callable[[Any, dict[str, str]], object]) -> None:
    """Deliveries are sent with the headers `change(policy, headers)` makes of the right ones."""
    from reference_server.webhooks import sender, signing

    def headers(policy: Any, **kwargs: Any) -> dict[str, str]:
        found = signing.delivery_headers(policy, **kwargs)
        change(policy, found)
        return found

    setattr(sender, "delivery_headers", headers)  # noqa: B010


@fault("test_delivery_signed_and_recorded", "deliveries carry X-Ayrshare-Delivery-Id")
def delivery_id_missing(app: ASGIApp) -> ASGIApp:
    """Deliveries are sent without the delivery id header."""
    _patch_delivery_headers(lambda policy, found: found.pop(policy.delivery_id_header, None))
    return app


@fault("test_failed_delivery_retried and 429", "counts the attempts")
def delivery_attempt_not_counted(app: ASGIApp) -> ASGIApp:
    """Every attempt says it is the first."""

    def first(policy: Any, found: dict[str, str]) -> None:
        found[policy.attempt_header] = "1"

    _patch_delivery_headers(first)
    return app


@fault("test_failed_delivery_retried and 429", "carries the same X-Ayrshare-Delivery-Id")
def delivery_id_per_attempt(app: ASGIApp) -> ASGIApp:
    """Each attempt carries a new delivery id."""

    def fresh(policy: Any, found: dict[str, str]) -> None:
        found[policy.delivery_id_header] = os.urandom(8).hex()

    _patch_delivery_headers(fresh)
    return app


@fault("test_secret_rotation_signs_with_both", "under the new secret")
def delivery_rotation_signature_wrong(app: ASGIApp) -> ASGIApp:
    """During a secret rotation the rotation header is signed with a wrong key."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def wrong_new_secret(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        if kwargs.get("previous_secret") is not None and secret is not None:
            secret += "-wrong"
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = wrong_new_secret  # type: ignore[method-assign]
    return app


@fault("test_slow_receiver_retried", "does not answer within the receiver timeout")
def delivery_timeout_too_long(app: ASGIApp) -> ASGIApp:
    """The receiver timeout is four times the one set."""
    from reference_server.webhooks.worker import DeliveryWorker

    set_timeout = DeliveryWorker.set_timeout

    def longer(self: DeliveryWorker, seconds: float) -> None:
        set_timeout(self, seconds * 4)

    DeliveryWorker.set_timeout = longer  # type: ignore[method-assign]
    return app


@fault("test_delivery_signed_and_recorded", "history records the delivery with its hookId and url")
@exchange
async def history_entry_without_url(request: Request, call: Call) -> Response:
    """Webhook history entries are answered without their `url` (and `hookId`)."""
    response = await call(request)
    body = response.json()
    if request.path == "/hook/history" and response.status == 200 and isinstance(body, dict):
        for entries in body.values():
            for entry in entries if isinstance(entries, list) else []:
                if isinstance(entry, dict):
                    entry.pop("url", None)
                    entry.pop("hookId", None)
        response = response.with_json(body)
    return response


@fault("test_client_error_not_retried", "deliveryStatus `failed`")
@exchange
async def history_failed_delivery_shown_as_delivered(request: Request, call: Call) -> Response:
    """Webhook history shows every delivery as `delivered`, the failed and refused ones too
    (as when only the sandbox's delivery log told them apart)."""
    response = await call(request)
    body = response.json()
    if request.path == "/hook/history" and response.status == 200 and isinstance(body, dict):
        for entries in body.values():
            for entry in entries if isinstance(entries, list) else []:
                if isinstance(entry, dict) and "deliveryStatus" in entry:
                    entry["deliveryStatus"] = "delivered"
        response = response.with_json(body)
    return response


@fault("post_history_filters", "post history filter")
@exchange
async def post_history_type_ignored(request: Request, call: Call) -> Response:
    """The `type` filter of the post history is ignored."""
    if request.path == "/history":
        request = replace(request, query=[(k, v) for k, v in request.query if k != "type"])
    return await call(request)


@fault("test_plans_gate", "not in plan")
@fault(
    "test_current_plan_is_consistent",
    "fit no plan of x-plans",
    # On a plan without User Profiles the fault lists them while create_profile is refused.
    server_args=(*WITHOUT_CONTROL, "--plan", "Premium"),
    variant="without_control",
)
@exchange
async def plans_not_enforced(request: Request, call: Call) -> Response:
    """Plan limits are not applied to listing profiles (105 becomes an empty list)."""
    response = await call(request)
    if (
        _error_code(response) == ErrorCode.PLAN_REQUIRED
        and request.path == "/profiles"
        and request.method == "GET"
    ):
        response = response.with_json({"profiles": []}, status=200)
    return response


@fault(
    "test_history_grouped",
    "Timeout",
    suite_args=("--test-timeout", "8", "--request-timeout", "120"),
)
@exchange
async def history_hangs(request: Request, call: Call) -> Response:
    """get_webhook_history never answers (a hanging target): the test's time limit ends it."""
    if request.path == "/hook/history":
        await asyncio.sleep(3600)
    return await call(request)


@fault("test_list_media or test_unknown_path", "Content-Encoding", properties=True)
@exchange
async def mislabeled_encoding(request: Request, call: Call) -> Response:
    """Uncompressed JSON answers are labelled `Content-Encoding: br` (as Prism's mock does when
    the spec declares the header): the run goes on and reports it on those operations."""
    response = await call(request)
    if response.header("content-encoding") is None and response.body:
        response = response.with_header("content-encoding", "br")
    return response


@fault("test_broken_request_refused and create_profile", "is refused with HTTP 400")
@exchange
async def required_field_ignored(request: Request, call: Call) -> Response:
    """create_profile without the required `title` makes up a title instead of refusing."""
    body = request.json()
    creating = request.path == "/profiles" and request.method == "POST"
    if creating and isinstance(body, dict) and "title" not in body:
        request = request.with_json({**body, "title": f"untitled-{len(request.body)}"})
    return await call(request)


@fault("test_broken_request_refused and get_post_history", "is refused with HTTP 400")
@exchange
async def enum_not_checked(request: Request, call: Call) -> Response:
    """An unknown `status` of the post history query is ignored instead of refused."""
    if request.path == "/history":
        allowed = {"success", "error", "deleted", "scheduled"}
        query = [(k, v) for k, v in request.query if k != "status" or v in allowed]
        request = replace(request, query=query)
    return await call(request)


# --- rate limits (x-rate-limit) ---------------------------------------------------------------
_RATE = ServiceSpec.load().facts.rate_limit


@fault("test_answers_carry_rate_limit_headers", f"the {_RATE.max_header} header is missing")
@exchange
async def rate_limit_headers_missing(request: Request, call: Call) -> Response:
    """Answers carry no rate-limit headers."""
    response = await call(request)
    return response.with_header(_RATE.max_header, None).with_header(_RATE.count_header, None)


@fault("test_answers_carry_rate_limit_headers", "increases with each request")
@exchange
async def rate_limit_count_frozen(request: Request, call: Call) -> Response:
    """x-ratelimit-count is always 1, whatever the requests used."""
    response = await call(request)
    if response.header(_RATE.count_header) is not None:
        response = response.with_header(_RATE.count_header, "1")
    return response


@fault("test_over_the_limit_answers_429", "answered 429")
@exchange
async def rate_limit_never_enforced(request: Request, call: Call) -> Response:
    """Requests over the limit are served anyway (the 429 becomes a 200)."""
    response = await call(request)
    if response.status == 429:
        response = response.with_header("retry-after", None).with_json({}, status=200)
    return response


@fault("test_over_the_limit_answers_429", "(rate_limited), got")
@exchange
async def rate_limit_wrong_code(request: Request, call: Call) -> Response:
    """A 429 carries the generic code of an invalid request instead of rate_limited."""
    response = await call(request)
    if response.status == 429:
        response = response.with_json({**response.json(), "code": int(ErrorCode.INVALID_REQUEST)})
    return response


@fault("test_over_the_limit_answers_429", "the body is not JSON")
@exchange
async def rate_limit_plain_text(request: Request, call: Call) -> Response:
    """A 429 answers with a plain-text body instead of the Error shape."""
    response = await call(request)
    if response.status == 429:
        response = replace(response, body=b"Too Many Requests")
        response = response.with_header("content-type", "text/plain")
        response = response.with_header("content-encoding", None)
    return response


@fault("test_get_webhook_history", "Rate-limit headers rule", properties=True)
@exchange
async def rate_limit_header_missing_on_one_operation(request: Request, call: Call) -> Response:
    """Only the webhook history's answers lack x-ratelimit-count (every other operation keeps
    it): the property tests' check flags that operation."""
    response = await call(request)
    if request.path == "/hook/history":
        response = response.with_header(_RATE.count_header, None)
    return response


# --- User Profiles: update, delete, list filters, the SDK's paths ------------------------------
def _is(request: Request, method: str, *paths: str) -> bool:
    return request.method == method and request.path in paths


PROFILE_DELETE_PATHS = ("/profiles", "/profiles/delete-profile")
SDK_PROFILE_PATHS = ("/profiles/create-profile", "/profiles/delete-profile", "/profiles/profile")


def _updating_profile(request: Request) -> bool:
    return _is(request, "PATCH", "/profiles") or _is(request, "PUT", "/profiles/profile")


@fault("test_update_profile_changes_title_unique", "update_profile changes the title")
@exchange
async def profile_update_title_lost(request: Request, call: Call) -> Response:
    """update_profile answers with the new title but stores another one."""
    body = request.json()
    titled = isinstance(body, dict) and isinstance(body.get("title"), str)
    if not (_updating_profile(request) and titled):
        return await call(request)
    response = await call(request.with_json({**body, "title": f"{body['title']}-stale"}))
    answer = response.json()
    if response.status == 200 and isinstance(answer, dict):
        response = response.with_json({**answer, "title": body["title"]})
    return response


@fault("test_update_profile_changes_title_unique", "profile titles stay unique on update")
@exchange
async def profile_update_title_not_unique(request: Request, call: Call) -> Response:
    """update_profile to a title another profile has answers success instead of code 146."""
    response = await call(request)
    body = request.json()
    if _updating_profile(request) and _error_code(response) == 146:
        title = body.get("title") if isinstance(body, dict) else None
        response = response.with_json({"status": "success", "refId": "x", "title": title}, 200)
    return response


def _delete_naming(request: Request) -> dict[str, Any] | None:
    """The JSON object body of a delete_profile request (empty when none), else None."""
    if request.method != "DELETE" or request.path not in PROFILE_DELETE_PATHS:
        return None
    body = request.json() if request.body else {}
    return body if isinstance(body, dict) else None


@fault("test_delete_profile_by_each_name", "delete_profile by the Profile-Key header")
@exchange
async def profile_delete_header_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores the Profile-Key header: only a body names the profile."""
    if _delete_naming(request) == {}:
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_delete_profile_key_acts_for_its_own_profile", "a Profile Key deletes only its own")
@exchange
async def profile_delete_follows_the_body(request: Request, call: Call) -> Response:
    """delete_profile with a Profile-Key header deletes whatever profile the body names."""
    body = _delete_naming(request)
    if body and request.header("profile-key") is not None:
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile by profileKey")
@exchange
async def profile_delete_profile_key_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores `profileKey` in the body."""
    body = _delete_naming(request)
    if body is not None and "profileKey" in body:
        request = request.with_json({k: v for k, v in body.items() if k != "profileKey"})
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile by title deletes that profile")
@exchange
async def profile_delete_title_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores `title` in the body."""
    body = _delete_naming(request)
    if body is not None and "title" in body:
        request = request.with_json({k: v for k, v in body.items() if k != "title"})
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile titles are case-sensitive")
@exchange
async def profile_delete_title_any_case(request: Request, call: Call) -> Response:
    """delete_profile matches `title` ignoring case."""
    body = _delete_naming(request)
    if body is not None and isinstance(body.get("title"), str):
        listing = Request("GET", "/profiles", [], request.headers, b"")
        listed = (await call(listing.with_header("profile-key", None))).json()
        for profile in listed.get("profiles", []) if isinstance(listed, dict) else []:
            if str(profile.get("title", "")).lower() == body["title"].lower():
                request = request.with_json({**body, "title": profile["title"]})
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile by refId")
@exchange
async def profile_delete_ref_id_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores `refId` in the body."""
    body = _delete_naming(request)
    if body is not None and "refId" in body:
        request = request.with_json({k: v for k, v in body.items() if k != "refId"})
    return await call(request)


async def _list_without(name: str, request: Request, call: Call) -> Response:
    if _is(request, "GET", "/profiles"):
        request = replace(request, query=[(k, v) for k, v in request.query if k != name])
    return await call(request)


@fault("test_list_profiles_filters", "list_profiles filter title filters")
@exchange
async def profile_filter_title_ignored(request: Request, call: Call) -> Response:
    """list_profiles ignores its `title` filter."""
    return await _list_without("title", request, call)


@fault("test_list_profiles_filters", "list_profiles filter refId filters")
@exchange
async def profile_filter_ref_id_ignored(request: Request, call: Call) -> Response:
    """list_profiles ignores its `refId` filter."""
    return await _list_without("refId", request, call)


@fault("test_list_profiles_filters", "list_profiles filter hasActiveSocialAccounts filters")
@exchange
async def profile_filter_has_active_ignored(request: Request, call: Call) -> Response:
    """list_profiles ignores its `hasActiveSocialAccounts` filter."""
    return await _list_without("hasActiveSocialAccounts", request, call)


@fault("test_list_profiles_filters", "list_profiles filter includesActiveSocialAccounts filters")
@exchange
async def profile_filter_includes_ignored(request: Request, call: Call) -> Response:
    """list_profiles ignores its `includesActiveSocialAccounts` filter."""
    return await _list_without("includesActiveSocialAccounts", request, call)


@fault("test_active_social_accounts_absent", "activeSocialAccounts is absent when nothing")
@exchange
async def profile_empty_active_accounts(request: Request, call: Call) -> Response:
    """list_profiles lists `activeSocialAccounts: []` for a profile with nothing linked."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/profiles") and response.status == 200 and isinstance(body, dict):
        for profile in body.get("profiles", []):
            if isinstance(profile, dict):
                profile.setdefault("activeSocialAccounts", [])
        response = response.with_json(body)
    return response


@fault("test_sdk_profile_paths", "the SDK's POST /profiles/create-profile")
@exchange
async def sdk_profile_paths_missing(request: Request, call: Call) -> Response:
    """The official SDK's profile paths are not served (answered as unknown routes)."""
    if request.path in SDK_PROFILE_PATHS:
        request = replace(request, path=f"{request.path}-gone")
    return await call(request)


# --- x-conventions, x-alias-of and post results (issue 11) ---------------------------------------
def _operation_of(request: Request) -> Any:
    route = SPEC.router.match(request.method.lower(), request.path.split("/")[1:])
    return route.operation


def _described_fields(schema: Any) -> set[str]:
    """Top-level property names a body schema describes (through $ref, allOf, oneOf)."""
    node = SPEC.refs.resolve(schema) if isinstance(schema, dict) else {}
    names = set(node.get("properties", {}))
    for key in ("allOf", "oneOf", "anyOf"):
        for part in node.get(key, []):
            names |= _described_fields(part)
    return names


def _refuse_unknown(what: str) -> Response:
    body = {"status": "error", "code": 101, "message": f"Unknown {what}."}
    return Response(400, [("content-type", JSON_CONTENT_TYPE)], json.dumps(body).encode())


@fault("test_unknown_fields_and_query", "request fields an operation does not describe")
@exchange
async def unknown_body_fields_refused(request: Request, call: Call) -> Response:
    """A JSON body with a top-level field its schema does not describe is refused (101)."""
    operation = _operation_of(request)
    body = request.json()
    schema = operation.body_schemas.get("application/json") if operation else None
    if schema is not None and isinstance(body, dict):
        unknown = set(body) - _described_fields(schema)
        if unknown:
            return _refuse_unknown(f"field {sorted(unknown)[0]!r}")
    return await call(request)


@fault("test_unknown_fields_and_query", "query parameters an operation does not describe")
@exchange
async def unknown_query_parameters_refused(request: Request, call: Call) -> Response:
    """A query parameter the operation does not describe is refused (101)."""
    operation = _operation_of(request)
    if operation is not None and request.query:
        names = {p.name for p in operation.parameters if p.location == "query"}
        unknown = {k.split("[", 1)[0] for k, _ in request.query} - names
        if unknown:
            return _refuse_unknown(f"query parameter {sorted(unknown)[0]!r}")
    return await call(request)


@fault("test_query_arrays_in_every_form", "array query parameters in the indexed form")
@exchange
async def indexed_query_arrays_ignored(request: Request, call: Call) -> Response:
    """`key[0]=a&key[1]=b` (the official SDK's form) is dropped: the filter is not applied."""
    return await call(replace(request, query=[(k, v) for k, v in request.query if "[" not in k]))


@fault("test_json_answers_carry", "JSON answers are sent as application/json; charset=utf-8")
@exchange
async def json_charset_dropped(request: Request, call: Call) -> Response:
    """JSON answers say `application/json` without the charset."""
    response = await call(request)
    if (response.header("content-type") or "").startswith("application/json"):
        response = response.with_header("content-type", "application/json")
    return response


@fault("test_aliases_do_what", "x-alias-of: DELETE /delete does what delete_post does")
@exchange
async def delete_alias_does_nothing(request: Request, call: Call) -> Response:
    """The SDK's DELETE /delete answers success without deleting anything."""
    body = request.json()
    if _is(request, "DELETE", "/delete") and isinstance(body, dict):
        answer = {"status": "success", "id": body.get("id"), "deleted": [body.get("id")]}
        return Response(200, [("content-type", JSON_CONTENT_TYPE)], json.dumps(answer).encode())
    return await call(request)


@fault("test_profile_key_answers_are_wrapped", "a User Profile's post result is wrapped")
@exchange
async def profile_post_result_unwrapped(request: Request, call: Call) -> Response:
    """A User Profile's create_post answer is the bare result, without the `posts` wrapper."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", "/post") and isinstance(body, dict) and body.get("posts"):
        response = response.with_json(body["posts"][0])
    return response


@fault("test_idempotency_key", "a repeated idempotencyKey answers the first post")
@exchange
async def idempotency_key_ignored(request: Request, call: Call) -> Response:
    """`idempotencyKey` is ignored: a repeated key creates another post."""
    body = request.json()
    if _is(request, "POST", "/post") and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k != "idempotencyKey"})
    return await call(request)


@fault("test_delete_answers_the_id", "delete_post answers with the deleted post's id")
@exchange
async def delete_answer_without_id(request: Request, call: Call) -> Response:
    """delete_post answers success without naming the deleted post."""
    response = await call(request)
    body = response.json()
    if _is(request, "DELETE", "/post", "/delete") and isinstance(body, dict) and "id" in body:
        response = response.with_json({k: v for k, v in body.items() if k != "id"})
    return response


@fault("test_approval_holds", "requiresApproval: the post waits for approval")
@exchange
async def approval_ignored(request: Request, call: Call) -> Response:
    """`requiresApproval` is ignored: the post is published at once."""
    body = request.json()
    if _is(request, "POST", "/post") and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k != "requiresApproval"})
    return await call(request)


@fault("test_broken_request_refused and create_post-body-isVideo-not-boolean", "not boolean")
@exchange
async def wrong_type_dropped(request: Request, call: Call) -> Response:
    """create_post drops a field of the wrong type (`isVideo: "yes"`) instead of refusing it."""
    body = request.json()
    wrong = isinstance(body, dict) and not isinstance(body.get("isVideo", False), bool)
    if _is(request, "POST", "/post") and wrong:
        request = request.with_json({k: v for k, v in body.items() if k != "isVideo"})
    return await call(request)


@fault(
    "test_broken_request_refused and get_post_history-query-limit-beyond-maximum",
    "limit beyond maximum is refused with HTTP 400",
)
@exchange
async def out_of_range_clamped(request: Request, call: Call) -> Response:
    """get_post_history clamps a `limit` over its maximum instead of refusing it."""
    if _is(request, "GET", "/history"):
        maximum = SPEC.facts.limits.post_history_max_limit
        query = [
            (k, str(min(int(v), maximum)) if k == "limit" and v.isdigit() else v)
            for k, v in request.query
        ]
        request = replace(request, query=query)
    return await call(request)


# --- auto-schedule (issue 12) ---------------------------------------------------------------------
@fault("test_schedules_set_listed_and_deleted", "set_auto_schedule is an upsert by title")
@exchange
async def auto_schedule_set_merges(request: Request, call: Call) -> Response:
    """Setting a known title adds its new times to the old ones instead of replacing them."""
    body = request.json()
    if _is(request, "POST", "/auto-schedule/set", "/auto-schedule") and isinstance(body, dict):
        listing = await call(replace(request, method="GET", path="/auto-schedule/list", body=b""))
        old = (listing.json() or {}).get("schedules", {}).get(body.get("title", "default"))
        if isinstance(old, dict) and isinstance(body.get("schedule"), list):
            times = sorted(set(body["schedule"]) | set(old.get("schedule", [])))
            request = request.with_json({**body, "schedule": times})
    return await call(request)


@fault("test_schedules_set_listed_and_deleted", "delete_auto_schedule deletes the schedule")
@exchange
async def auto_schedule_delete_noop(request: Request, call: Call) -> Response:
    """delete_auto_schedule answers success and deletes nothing."""
    body = request.json()
    deleting = isinstance(body, dict) and not body.get("deleteLastScheduleDate")
    if _is(request, "DELETE", "/auto-schedule/delete", "/auto-schedule") and deleting:
        answer = {"status": "success", "title": body.get("title", "default"), "deleted": True}
        return Response(200, [("content-type", JSON_CONTENT_TYPE)], json.dumps(answer).encode())
    return await call(request)


@fault("test_auto_scheduled_posts_take", "auto-scheduled posts take the schedule's successive")
@exchange
async def auto_schedule_excluded_dates_ignored(request: Request, call: Call) -> Response:
    """`excludeDates` of a schedule is dropped: posts land on excluded dates."""
    body = request.json()
    if _is(request, "POST", "/auto-schedule/set", "/auto-schedule") and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k != "excludeDates"})
    return await call(request)


# --- the user record and post analytics (issue 12) ---------------------------------------------
@fault("test_user_record_is_the_acting_profile", "get_user answers the acting profile's record")
@exchange
async def user_record_of_primary(request: Request, call: Call) -> Response:
    """get_user ignores the Profile-Key and answers the Primary Profile's record."""
    if _is(request, "GET", "/user"):
        request = request.with_header("Profile-Key", None)
    return await call(request)


@fault("test_user_record_is_the_acting_profile", "a profile with nothing linked lists no linked")
@exchange
async def user_empty_active_accounts(request: Request, call: Call) -> Response:
    """get_user answers `activeSocialAccounts: []` when nothing is linked."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/user") and response.status == 200 and isinstance(body, dict):
        body.setdefault("activeSocialAccounts", [])
        response = response.with_json(body)
    return response


@fault("test_user_lists_linked_networks", "get_user lists each linked network with the name")
@exchange
async def user_display_names_dropped(request: Request, call: Call) -> Response:
    """get_user lists the linked networks but no `displayNames` entries."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/user") and response.status == 200 and isinstance(body, dict):
        body["displayNames"] = []
        response = response.with_json(body)
    return response


@fault("test_user_validate_needs_profile_key", "get_user validate=true needs a Profile-Key")
@exchange
async def user_validate_ignored(request: Request, call: Call) -> Response:
    """get_user ignores `validate`."""
    if _is(request, "GET", "/user"):
        request = replace(request, query=[(k, v) for k, v in request.query if k != "validate"])
    return await call(request)


@fault("test_unknown_post_analytics_refused", "analytics of an unknown Post ID")
@exchange
async def analytics_unknown_post_empty(request: Request, call: Call) -> Response:
    """get_post_analytics answers an unknown Post ID with an empty success."""
    response = await call(request)
    body = request.json()
    if _is(request, "POST", "/analytics/post") and _error_code(response) == int(
        ErrorCode.ANALYTICS_POST_NOT_FOUND
    ):
        post_id = body.get("id") if isinstance(body, dict) else None
        response = response.with_json({"status": "success", "id": str(post_id)}, status=200)
    return response


@fault("test_post_analytics_partial", "the others make the answer partial")
@exchange
async def analytics_partial_as_success(request: Request, call: Call) -> Response:
    """get_post_analytics hides the networks without analytics (`success`, no errors)."""
    response = await call(request)
    body = response.json()
    if (
        _is(request, "POST", "/analytics/post")
        and isinstance(body, dict)
        and body.get("status") == "partial"
    ):
        body["status"] = "success"
        body.pop("errors", None)
        response = response.with_json(body)
    return response


@fault("test_post_analytics_partial", "post analytics by Social Post ID (searchPlatformId)")
@exchange
async def analytics_social_id_ignored(request: Request, call: Call) -> Response:
    """get_post_analytics ignores `searchPlatformId` (always looks up a Post ID)."""
    body = request.json()
    if _is(request, "POST", "/analytics/post") and isinstance(body, dict):
        body.pop("searchPlatformId", None)
        request = request.with_json(body)
    return await call(request)


def _without_body_fields(request: Request, path: str, *names: str) -> Request:
    body = request.json()
    if _is(request, "POST", path) and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k not in names})
    return request


@fault("test_social_analytics_options_exclusive", "refuse daily together with period60Days")
@exchange
async def social_analytics_options_both(request: Request, call: Call) -> Response:
    """get_social_analytics accepts `daily` with `period60Days` (drops `period60Days`)."""
    body = request.json()
    if isinstance(body, dict) and body.get("daily"):
        request = _without_body_fields(request, "/analytics/social", "period60Days")
    return await call(request)


@fault("test_social_analytics_lookup_refuses_profile_key", "X user lookup sent with a Profile-Key")
@exchange
async def social_analytics_lookup_ignored(request: Request, call: Call) -> Response:
    """get_social_analytics ignores `userId`/`userName`."""
    return await call(_without_body_fields(request, "/analytics/social", "userId", "userName"))


@fault("test_social_analytics_partial", "an unlinked one makes them partial")
@exchange
async def social_analytics_unlinked_dropped(request: Request, call: Call) -> Response:
    """get_social_analytics answers only the linked networks, silently (`success`)."""
    response = await call(request)
    body = response.json()
    if (
        _is(request, "POST", "/analytics/social")
        and isinstance(body, dict)
        and body.get("status") == "partial"
    ):
        body["status"] = "success"
        body["errors"] = []
        response = response.with_json(body)
    return response


@fault("test_post_analytics_answer_network_metrics", "answer the metrics the network holds")
@exchange
async def analytics_metrics_inflated(request: Request, call: Call) -> Response:
    """get_post_analytics reports every count one higher than the network holds."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", "/analytics/post") and isinstance(body, dict):
        for value in body.values():
            metrics = value.get("analytics") if isinstance(value, dict) else None
            if isinstance(metrics, dict):
                for name, count in metrics.items():
                    if isinstance(count, int):
                        metrics[name] = count + 1
        response = response.with_json(body)
    return response


# --- Max Pack: validate -------------------------------------------------------------------------
@fault("test_add_ons_gate_operations", "is refused without the MaxPack add-on")
@exchange
async def max_pack_gate_open(request: Request, call: Call) -> Response:
    """validate_json is served without the Max Pack add-on (its refusal becomes an answer)."""
    response = await call(request)
    if _is(request, "POST", "/validate/json") and _error_code(response) == int(
        ErrorCode.ADD_ON_REQUIRED
    ):
        response = response.with_json({"status": "success", "valid": True}, 200)
    return response


@fault("test_validate_post_text_limits", "validate_post applies")
@exchange
async def validate_post_limit_ignored(request: Request, call: Call) -> Response:
    """validate_post never reports a text over a network's limit (post_too_long)."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", "/validate/post") and isinstance(body, dict) and "errors" in body:
        body["errors"] = [e for e in body["errors"] if e.get("code") != ErrorCode.POST_TOO_LONG]
        response = response.with_json(body)
    return response


@fault("test_validate_post_length", "validate_post_length: ")
@exchange
async def validate_post_length_off_by_one(request: Request, call: Call) -> Response:
    """validate_post_length calls a text of exactly the limit too long."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", "/validate/postLength") and isinstance(body, dict):
        for result in body.get("results", []):
            result["valid"] = result["length"] < result["maxLength"]
        response = response.with_json(body)
    return response


@fault("test_validate_json", "validate_json judges 'NaN' as not JSON")
@exchange
async def validate_json_accepts_constants(request: Request, call: Call) -> Response:
    """validate_json accepts NaN and Infinity (Python's json module's extension)."""
    response = await call(request)
    sent = request.json()
    text = sent.get("json") if isinstance(sent, dict) else None
    if _is(request, "POST", "/validate/json") and text in ("NaN", '{"a": Infinity}'):
        response = response.with_json({"status": "success", "valid": True})
    return response


@fault("test_validate_moderation_word_lists", "as a whole word, any case")
@exchange
async def moderation_case_sensitive(request: Request, call: Call) -> Response:
    """validate_moderation matches the word lists case-sensitively (upper case is missed)."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", "/validate/moderation") and isinstance(body, dict):
        body["matches"] = [m for m in body.get("matches", []) if m["word"] == m["word"].lower()]
        body["categories"] = sorted({m["category"] for m in body["matches"]})
        body["flagged"] = bool(body["matches"])
        response = response.with_json(body)
    return response


# --- Max Pack: hashtags -------------------------------------------------------------------------
@fault("test_auto_hashtags_rule", "auto_hashtags adds the documented hashtags (auto, max 1)")
@exchange
async def auto_hashtags_max_ignored(request: Request, call: Call) -> Response:
    """auto_hashtags ignores `max` (always the default)."""
    body = request.json()
    if _is(request, "POST", "/hashtags/auto") and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k != "max"})
    return await call(request)


@fault("test_recommend_hashtags_needs_tiktok", "recommend_hashtags needs a linked TikTok")
@exchange
async def recommend_without_tiktok(request: Request, call: Call) -> Response:
    """recommend_hashtags answers a profile without a linked TikTok account."""
    response = await call(request)
    if _is(request, "GET", "/hashtags/recommend") and _error_code(response) == int(
        ErrorCode.PLATFORM_NOT_LINKED
    ):
        response = response.with_json({"status": "success", "recommendations": []}, 200)
    return response


@fault("test_recommend_hashtags_rule", "most viewed first")
@exchange
async def recommend_unsorted(request: Request, call: Call) -> Response:
    """recommend_hashtags lists its recommendations by name, not most viewed first."""
    response = await call(request)
    body = response.json()
    listed = body.get("recommendations") if isinstance(body, dict) else None
    if _is(request, "GET", "/hashtags/recommend") and isinstance(listed, list):
        listed.sort(key=lambda r: r["name"])
        response = response.with_json(body)
    return response


@fault("test_banned_hashtags_list", "check_banned_hashtag reports")
@exchange
async def banned_case_sensitive(request: Request, call: Call) -> Response:
    """check_banned_hashtag compares the hashtag case-sensitively (upper case passes)."""
    response = await call(request)
    asked = dict(request.query).get("hashtag", "")
    body = response.json()
    if (
        _is(request, "GET", "/hashtags/banned")
        and isinstance(body, dict)
        and asked != asked.lower()
    ):
        body["banned"] = False
        response = response.with_json(body)
    return response


# --- Max Pack: generate -------------------------------------------------------------------------
def _drop_field(request: Request, path: str, name: str) -> Request:
    body = request.json()
    if _is(request, "POST", path) and isinstance(body, dict) and name in body:
        return request.with_json({k: v for k, v in body.items() if k != name})
    return request


@fault("test_generate_post_rule", "generate_post follows the documented rule for ['emojis'")
@exchange
async def generate_post_emojis_ignored(request: Request, call: Call) -> Response:
    """generate_post ignores `emojis`."""
    return await call(_drop_field(request, "/generate/post", "emojis"))


@fault("test_generate_rewrite_rule", "generate_rewrite makes 1 documented rewrites")
@exchange
async def generate_rewrite_count_ignored(request: Request, call: Call) -> Response:
    """generate_rewrite ignores `rewrites` (always the default)."""
    return await call(_drop_field(request, "/generate/rewrite", "rewrites"))


@fault("test_generate_transcription_rule", "generate_transcription needs a media-library video")
@exchange
async def transcription_of_any_url(request: Request, call: Call) -> Response:
    """generate_transcription answers for a video outside the media library."""
    response = await call(request)
    if _is(request, "POST", "/generate/transcription") and _error_code(response) == int(
        ErrorCode.MEDIA_UNAVAILABLE
    ):
        response = response.with_json({"status": "success", "transcription": "..."}, 200)
    return response


@fault("test_generate_translate_rule", "generate_translate into pt-BR")
@exchange
async def translate_region_dropped(request: Request, call: Call) -> Response:
    """generate_translate drops the region of `lang` (pt-BR becomes pt)."""
    body = request.json()
    if _is(request, "POST", "/generate/translate") and isinstance(body, dict):
        request = request.with_json({**body, "lang": str(body.get("lang", ""))[:2]})
    return await call(request)


@fault(
    "test_generate_alt_text_rule", "generate_alt_text follows the documented rule for ['keywords'"
)
@exchange
async def alt_text_keywords_ignored(request: Request, call: Call) -> Response:
    """generate_alt_text ignores `keywords`."""
    return await call(_drop_field(request, "/generate/altText", "keywords"))


@fault("test_generate_sentiment_rule", "generate_sentiment judges 'Bad, bad, sad day' negative")
@exchange
async def sentiment_negative_as_neutral(request: Request, call: Call) -> Response:
    """generate_sentiment never answers `negative` (a negative score reads neutral)."""
    response = await call(request)
    body = response.json()
    negative = isinstance(body, dict) and body.get("sentiment") == "negative"
    if _is(request, "POST", "/generate/sentiment") and negative:
        response = response.with_json({**body, "sentiment": "neutral"})
    return response


# --- Max Pack: brand ----------------------------------------------------------------------------
@fault("test_unsupported_network_refused", "refuses networks it does not support")
@exchange
async def brand_network_gate_open(request: Request, call: Call) -> Response:
    """get_brand_by_user answers for a network outside its x-networks."""
    response = await call(request)
    if _is(request, "GET", "/brand/byUser") and _error_code(response) == int(
        ErrorCode.NETWORK_NOT_SUPPORTED
    ):
        response = response.with_json({"status": "success", "brands": []}, 200)
    return response


@fault("test_brand_by_user_rule", "get_brand_by_user needs instagramUser")
@exchange
async def brand_user_name_optional(request: Request, call: Call) -> Response:
    """get_brand_by_user leaves out a network whose user name is missing instead of refusing."""
    response = await call(request)
    if _is(request, "GET", "/brand/byUser") and _error_code(response) == int(
        ErrorCode.DEPENDENT_PARAMETER_MISSING
    ):
        response = response.with_json({"status": "success", "brands": []}, 200)
    return response


# --- comments: identifier kinds, networks, replies, deletion -----------------------------------
_SPEC = ServiceSpec.load()


def _comments_read(request: Request) -> bool:
    return request.method == "GET" and request.path.startswith("/comments/")


def _without_query(request: Request, name: str) -> Request:
    return replace(request, query=[(k, v) for k, v in request.query if k != name])


@fault("test_comment_unknown_ids_refused", "post_comment refuses an unknown Post ID")
@exchange
async def comment_unknown_post_accepted(request: Request, call: Call) -> Response:
    """post_comment with an unknown Post ID answers success (with a made-up Comment ID)."""
    response = await call(request)
    if _is(request, "POST", "/comments") and _error_code(response) == ErrorCode.POST_NOT_FOUND:
        response = response.with_json({"status": "success", "id": "MadeUpComment0001"}, 200)
    return response


@fault(
    "test_comment_listed_by_post_id_and_social_post_id",
    "get_comments by Social Post ID (searchPlatformId and platform)",
)
@exchange
async def comment_search_platform_id_ignored(request: Request, call: Call) -> Response:
    """get_comments ignores `searchPlatformId`: a Social Post ID is looked up as a Post ID."""
    if _comments_read(request):
        request = _without_query(request, "searchPlatformId")
    return await call(request)


@fault("test_comment_listed_by_post_id_and_social_post_id", "nextUpdate is lastUpdated + ")
@exchange
async def comment_refresh_ignored(request: Request, call: Call) -> Response:
    """get_comments answers `nextUpdate` equal to `lastUpdated` (no refresh interval)."""
    response = await call(request)
    body = response.json()
    if _comments_read(request) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({**body, "nextUpdate": body.get("lastUpdated")})
    return response


@fault(
    "test_comment_only_where_published",
    "post_comment refuses a network the post was not published on",
)
@exchange
async def comment_unpublished_network_accepted(request: Request, call: Call) -> Response:
    """post_comment to a network the post is not on comments wherever the post is instead."""
    response = await call(request)
    body = request.json()
    refused = _error_code(response) == ErrorCode.NOT_ON_NETWORK
    if _is(request, "POST", "/comments") and refused and isinstance(body, dict):
        response = await call(
            request.with_json({k: v for k, v in body.items() if k != "platforms"})
        )
    return response


@fault(
    "test_outside_comment_by_social_comment_id",
    "get_comments by Social Comment ID (commentId and platform)",
)
@exchange
async def comment_social_comment_id_ignored(request: Request, call: Call) -> Response:
    """get_comments ignores `commentId`: a Social Comment ID is looked up as a Post ID."""
    if _comments_read(request):
        request = _without_query(request, "commentId")
    return await call(request)


@fault("test_reply_by_comment_id_in_both_forms", "reply_comment by Comment ID in the SDK's body")
@exchange
async def comment_reply_body_form_missing(request: Request, call: Call) -> Response:
    """The SDK's body form of reply_comment (`POST /comments/reply`) is not served."""
    if _is(request, "POST", "/comments/reply"):
        request = replace(request, path="/comments/reply-gone")
    return await call(request)


@fault("test_delete_comments_by_comment_id_and_post_id", "delete_comments by Post ID deletes")
@exchange
async def comment_delete_by_post_keeps_comments(request: Request, call: Call) -> Response:
    """delete_comments by Post ID answers success but deletes nothing (by Comment ID works)."""
    if request.method != "DELETE" or not request.path.startswith("/comments/"):
        return await call(request)
    target = request.path.rsplit("/", 1)[-1]
    probe = await call(Request("GET", f"/post/{target}", [], request.headers, b""))
    if probe.status == 200:  # the path names a post: pretend
        return Response(200, [("content-type", "application/json")], b'{"status":"success"}')
    return await call(request)


@fault("test_unsupported_network_refused", "refuses networks it does not support")
@exchange
async def comment_networks_unchecked(request: Request, call: Call) -> Response:
    """The comment operations serve networks outside their `x-networks`: the request's
    network (body or query) is swapped for a supported one before the server sees it."""
    route = _SPEC.router.match_path(request.method, request.path)
    op = route.operation
    if op is None or not op.path.startswith("/comments") or op.networks is None:
        return await call(request)
    networks = op.networks

    def supported(value: object) -> object:
        return value if value in networks else networks[0]

    body = request.json()
    if isinstance(body, dict):
        if isinstance(body.get("platforms"), list):
            body = {**body, "platforms": [supported(p) for p in body["platforms"]]}
        if "platform" in body:
            body = {**body, "platform": supported(body["platform"])}
        request = request.with_json(body)
    query = [(k, str(supported(v)) if k == "platform" else v) for k, v in request.query]
    return await call(replace(request, query=query))


@fault("test_comments_event_delivered", "the comments delivery body matches CommentsEvent")
def comment_event_field_dropped(app: ASGIApp) -> ASGIApp:
    """`comments` deliveries lack the required `commentId` (signed as sent)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def without_comment_id(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        event = json.loads(body)
        if event.get("action") == "comments":
            event.pop("commentId", None)
            body = json.dumps(event).encode()
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = without_comment_id  # type: ignore[method-assign]
    return app


@fault("test_comments_event_delivered", "the comments webhook fires only for")
def comment_event_every_network(app: ASGIApp) -> ASGIApp:
    """The `comments` webhook fires for comments on every network (its x-networks ignored)."""
    from reference_server.rules import comments

    every = tuple(_SPEC.facts.platforms)
    comments.comment_event_networks = lambda service: every
    return app


# --- media extras (issue 12) ---------------------------------------------------------------------
_URL_EXISTS = "/media/urlExists"


@fault("test_unknown_url_does_not_exist", "a URL that serves no file does not exist")
@exchange
async def url_exists_always_true(request: Request, call: Call) -> Response:
    """verify_media_exists says every URL exists."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", _URL_EXISTS) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({**body, "exists": True, "httpStatus": 200})
    return response


@fault("test_uploaded_url_exists", "verify_media_exists echoes mediaUrl")
@exchange
async def url_exists_echo_rewritten(request: Request, call: Call) -> Response:
    """verify_media_exists answers another URL than the one sent (a cache-busting query)."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", _URL_EXISTS) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({**body, "mediaUrl": f"{body.get('mediaUrl')}?v=1"})
    return response


@fault("test_only_http_urls_checked", "verify_media_exists checks http(s) URLs only")
@exchange
async def url_exists_any_scheme(request: Request, call: Call) -> Response:
    """verify_media_exists checks URLs of any scheme (rewritten to http before validation)."""
    body = request.json()
    if _is(request, "POST", _URL_EXISTS) and isinstance(body, dict):
        url = body.get("mediaUrl")
        if isinstance(url, str) and not url.startswith(("http://", "https://")):
            request = request.with_json({**body, "mediaUrl": "http://127.0.0.1/" + url})
    return await call(request)


@fault("test_expired_media_does_not_exist", "expired media does not exist")
def url_exists_ignores_expiry(app: ASGIApp) -> ASGIApp:
    """verify_media_exists finds library items by id, expired or not."""
    from reference_server.rules import media_extras

    def stored(service: Any, media_id: str, url: str) -> int:
        return 200 if service.store.media(media_id) is not None else 404

    media_extras.library_status = stored
    return app


_MEDIA_META = "/media/meta"


def _meta_answer(request: Request, response: Response) -> dict[str, Any] | None:
    body = response.json()
    ok = _is(request, "GET", _MEDIA_META) and response.status == 200 and isinstance(body, dict)
    return body if ok else None


@fault(
    "test_meta_of_uploaded_image",
    "get_media_meta states an image's type (from its content), size and dimensions",
)
@exchange
async def media_meta_dimensions_swapped(request: Request, call: Call) -> Response:
    """get_media_meta answers an image's width as its height and the other way round."""
    response = await call(request)
    body = _meta_answer(request, response)
    if body is not None and "width" in body:
        response = response.with_json({**body, "width": body["height"], "height": body["width"]})
    return response


@fault(
    "test_meta_of_uploaded_non_image",
    "get_media_meta states a non-image's declared type and size, no dimensions",
)
@exchange
async def media_meta_size_with_headers(request: Request, call: Call) -> Response:
    """get_media_meta counts 512 bytes too many for files that are no image."""
    response = await call(request)
    body = _meta_answer(request, response)
    if body is not None and "width" not in body:
        response = response.with_json({**body, "size": int(body["size"]) + 512})
    return response


@fault("test_meta_of_missing_library_file", "get_media_meta refuses a library URL with no file")
@exchange
async def media_meta_missing_as_fetch_failure(request: Request, call: Call) -> Response:
    """get_media_meta refuses a missing library file as not fetchable (460) instead of 153."""
    response = await call(request)
    if _is(request, "GET", _MEDIA_META) and _error_code(response) == ErrorCode.MEDIA_UNAVAILABLE:
        body = response.json()
        response = response.with_json({**body, "code": int(ErrorCode.MEDIA_NOT_FETCHABLE)})
    return response


_RESIZE = "/media/resize"


@fault("test_resize_to_dimensions", "resize_image produces exactly the sent dimensions")
@exchange
async def resize_dimensions_off_by_one(request: Request, call: Call) -> Response:
    """resize_image makes the image one pixel wider than the sent dimensions."""
    body = request.json()
    if _is(request, "POST", _RESIZE) and isinstance(body, dict):
        size = body.get("dimensions")
        if isinstance(size, dict) and isinstance(size.get("width"), int):
            request = request.with_json(
                {**body, "dimensions": {**size, "width": size["width"] + 1}}
            )
    return await call(request)


@fault("test_resize_to_dimensions", "the resized image is served at url")
@exchange
async def resize_answers_source_url(request: Request, call: Call) -> Response:
    """resize_image answers an address that serves nothing (the source's folder, no file)."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", _RESIZE) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({**body, "url": str(body["url"]).rsplit("/", 1)[0] + "/x"})
    return response


@fault("test_resize_for_platform", "resize_image uses the network's x-resize.platformSizes")
@exchange
async def resize_platform_sizes_swapped(request: Request, call: Call) -> Response:
    """resize_image makes a network's image with width and height swapped (portrait for
    landscape)."""
    body = request.json()
    if _is(request, "POST", _RESIZE) and isinstance(body, dict) and "platform" in body:
        sizes = SPEC.operation("resize_image").raw["x-resize"]["platformSizes"]
        size = sizes.get(body["platform"], {"width": 10, "height": 20})
        swapped = {"width": size["height"], "height": size["width"] + 1}
        request = request.with_json({**body, "dimensions": swapped})
    return await call(request)


@fault("test_resize_refuses_non_images", "resize_image refuses a file that is no image")
@exchange
async def resize_non_image_accepted(request: Request, call: Call) -> Response:
    """resize_image answers success for a file that is no image (a made-up result URL)."""
    response = await call(request)
    if (
        _is(request, "POST", _RESIZE)
        and _error_code(response) == ErrorCode.MEDIA_TYPE_NOT_SUPPORTED
    ):
        made_up = {"status": "success", "url": "http://127.0.0.1/none.png", "width": 1, "height": 1}
        response = response.with_json(made_up, 200)
    return response


@fault("test_presigned_upload_round_trip", "a presigned upload URL works once")
@exchange
async def presigned_url_reusable(request: Request, call: Call) -> Response:
    """A used presigned upload URL answers success again (as if it stored the new bytes)."""
    response = await call(request)
    body = response.json()
    used = isinstance(body, dict) and "already used" in str(body.get("message"))
    if request.method == "PUT" and request.path.startswith("/media/presigned/") and used:
        media_id = request.path.rsplit("/", 1)[-1]
        name = dict(request.query).get("fileName", "file")
        item = {"id": media_id, "url": f"/media/files/{media_id}/{name}", "fileName": name}
        response = response.with_json({**item, "description": ""}, 200)
    return response


@fault("test_presigned_url_signature_checked", "an altered upload URL is refused")
def presigned_signature_unchecked(app: ASGIApp) -> ASGIApp:
    """The signature of a presigned upload URL is not checked."""
    from reference_server.media import presigned

    presigned.check_signature = lambda service, grant, signature: None
    return app


@fault("test_presigned_url_expires", "an expired upload URL is refused")
def presigned_url_never_expires(app: ASGIApp) -> ASGIApp:
    """Presigned upload URLs work after their `expiresAt`."""
    from reference_server.media import presigned

    presigned.check_expiry = lambda service, grant: None
    return app


# --- profile extras: unlink_social --------------------------------------------------------------
UNLINK_SOCIAL_PATH = "/profiles/social"


@fault("test_unlink_social_unlinks_and_sends_the_event", "unlink_social unlinks the network")
@exchange
async def unlink_social_keeps_link(request: Request, call: Call) -> Response:
    """unlink_social answers success without unlinking anything."""
    if not _is(request, "DELETE", UNLINK_SOCIAL_PATH):
        return await call(request)
    user = await call(replace(request, method="GET", path="/user", body=b"", query=[]))
    body, sent = user.json(), request.json()
    if user.status != 200 or not isinstance(body, dict) or not isinstance(sent, dict):
        return await call(request)
    answer = {"status": "success", "platform": sent.get("platform"), "refId": body.get("refId")}
    return user.with_json(answer)


@fault("test_unlink_social_unlinks_and_sends_the_event", "sends the social event with type unlink")
def unlink_social_silent(app: ASGIApp) -> ASGIApp:
    """unlink_social unlinks without sending the `social` event (the control still sends)."""
    from social_publishing_models import SocialUnlinked

    from reference_server import rules

    async def unlink_social(service: Any, call: Any) -> Any:
        platform = call.body["platform"]
        service.store.unlink(call.profile.id, platform)
        answer = {"status": "success", "platform": platform, "refId": call.profile.ref_id}
        return SocialUnlinked.model_validate(answer)

    rules.HANDLERS["unlink_social"] = unlink_social
    return app


@fault("test_unlink_social_not_linked_answers_success", "unlink_social answers 200")
@exchange
async def unlink_social_not_linked_refused(request: Request, call: Call) -> Response:
    """unlink_social refuses a network that is not linked with 156 (the DOCS answer 200)."""
    if not _is(request, "DELETE", UNLINK_SOCIAL_PATH):
        return await call(request)
    user = await call(replace(request, method="GET", path="/user", body=b"", query=[]))
    body, sent = user.json(), request.json()
    if (
        user.status == 200
        and isinstance(body, dict)
        and isinstance(sent, dict)
        and sent.get("platform") not in (body.get("activeSocialAccounts") or [])
    ):
        error = {
            "status": "error",
            "code": int(ErrorCode.PLATFORM_NOT_LINKED),
            "message": "The network is not linked.",
        }
        return user.with_json(error, status=400)
    return await call(request)


# --- links (Max Pack short links) ---------------------------------------------------------------
def _is_short_link(request: Request) -> bool:
    return request.method == "GET" and request.path.startswith("/l/")


@fault("test_short_link_redirects_with_utm", "redirects to the address with the UTM parameters")
@exchange
async def short_link_utm_dropped(request: Request, call: Call) -> Response:
    """Following a short link redirects to the address without its UTM parameters."""
    response = await call(request)
    location = response.header("location")
    if _is_short_link(request) and location:
        kept = [(k, v) for k, v in parse_qsl(location.partition("?")[2].partition("#")[0], True)]
        base, _, rest = location.partition("?")
        fragment = rest.partition("#")[2]
        query = urlencode([(k, v) for k, v in kept if not k.startswith("utm_")])
        bare = base + (f"?{query}" if query else "") + (f"#{fragment}" if fragment else "")
        response = response.with_header("location", bare)
    return response


@fault("test_link_clicks_counted", "count each click per referring host and browser")
@exchange
async def short_link_referer_ignored(request: Request, call: Call) -> Response:
    """Clicks are recorded without their Referer (every click counted as direct)."""
    if _is_short_link(request):
        request = request.with_header("referer", None)
    return await call(request)


@fault("test_link_clicks_counted", "another profile's link is not found")
def link_analytics_any_profile(app: ASGIApp) -> ASGIApp:
    """get_link_analytics answers any profile's link."""
    from reference_server import rules
    from reference_server.rules import links

    async def any_profile(service: Any, call: Any) -> Any:
        with service.store.transaction() as db:
            row = links.RECORDS.get(db, call.path_params["id"])
        if row is not None:
            call.profile = next(p for p in service.store.user_profiles() if p.id == row.profile_id)
        return await links.get_link_analytics(service, call)

    rules.HANDLERS["get_link_analytics"] = any_profile
    return app


@fault("test_link_click_window", "counts only the clicks in the click window")
@exchange
async def link_click_window_ignored(request: Request, call: Call) -> Response:
    """list_link_analytics ignores fromClickDate and toClickDate."""
    if _is(request, "GET", "/links"):
        request = _without_query(_without_query(request, "fromClickDate"), "toClickDate")
    return await call(request)


@fault("test_legacy_short_paths", "redirects to the address with the UTM parameters")
@exchange
async def legacy_short_utm_ignored(request: Request, call: Call) -> Response:
    """The legacy /shorten and /short drop the UTM parameters of the body."""
    body = request.json()
    if _is(request, "POST", "/shorten", "/short") and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if not k.startswith("utm")})
    return await call(request)


# --- profile extras: generate_jwt ---------------------------------------------------------------
JWT_PAGE_PATH = "/social-accounts"


@fault("test_generate_jwt_opens_the_page", "the page refuses a token the service did not sign")
@exchange
async def jwt_page_accepts_any(request: Request, call: Call) -> Response:
    """The linking page opens with any token (an altered signature too)."""
    response = await call(request)
    if _is(request, "GET", JWT_PAGE_PATH) and _error_code(response) == ErrorCode.JWT_INVALID:
        response = Response(200, [("content-type", "text/html; charset=utf-8")], b"<p>ok</p>")
    return response


@fault("test_generate_jwt_expires", "the page refuses the token after expiresIn")
@exchange
async def jwt_never_expires(request: Request, call: Call) -> Response:
    """The linking page opens with an expired token."""
    response = await call(request)
    if _is(request, "GET", JWT_PAGE_PATH) and _error_code(response) == ErrorCode.JWT_EXPIRED:
        response = Response(200, [("content-type", "text/html; charset=utf-8")], b"<p>ok</p>")
    return response


@fault("test_generate_jwt_expires", "the generate_jwt token is valid until expiresIn minutes")
@exchange
async def jwt_expires_at_once(request: Request, call: Call) -> Response:
    """generate_jwt signs tokens that expire after one minute whatever `expiresIn` says (the
    answer still echoes it)."""
    body = request.json()
    if _is(request, "POST", "/profiles/generateJWT") and isinstance(body, dict):
        asked = body.get("expiresIn")
        response = await call(request.with_json({**body, "expiresIn": 1}))
        answer = response.json()
        if isinstance(answer, dict) and "expiresIn" in answer and asked is not None:
            response = response.with_json({**answer, "expiresIn": asked})
        return response
    return await call(request)


# --- direct messages: listing, sending rules, conversations, X pages, limits, gates ------------
def _messages_read(request: Request) -> bool:
    return (
        request.method == "GET"
        and request.path.startswith("/messages/")
        and request.path.count("/") == 2
        and request.path != "/messages/autoresponse"
    )


def _faked_success(response: Response, code: int, body: dict[str, Any]) -> Response:
    if _error_code(response) == code:
        return response.with_json(body, 200)
    return response


@fault(
    "test_received_message_listed_and_answered",
    "get_messages lists a received message with action 'received'",
)
@exchange
async def messages_received_hidden(request: Request, call: Call) -> Response:
    """get_messages lists only the messages the profile sent."""
    response = await call(request)
    body = response.json()
    if _messages_read(request) and response.status == 200 and isinstance(body, dict):
        kept = [m for m in body.get("messages") or [] if m.get("action") != "received"]
        if "messages" in body:
            response = response.with_json({**body, "messages": kept, "messagesCount": len(kept)})
    return response


@fault("test_received_message_listed_and_answered", "get_messages: nextUpdate is lastUpdated + ")
@exchange
async def messages_refresh_ignored(request: Request, call: Call) -> Response:
    """get_messages answers `nextUpdate` equal to `lastUpdated`."""
    response = await call(request)
    body = response.json()
    if _messages_read(request) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({**body, "nextUpdate": body.get("lastUpdated")})
    return response


_SENT = {
    "status": "success",
    "messageId": "m_faked",
    "recipientId": "555000000000001",
    "conversationId": "t_1",
}


@fault(
    "test_send_needs_started_conversation_and_recipient",
    "send_message refuses a correspondent who has not written first",
)
@exchange
async def messages_cold_send_accepted(request: Request, call: Call) -> Response:
    """send_message to a correspondent who never wrote answers success."""
    return _faked_success(await call(request), ErrorCode.CONVERSATION_NOT_STARTED, _SENT)


@fault("test_send_needs_started_conversation_and_recipient", "send_message on X needs text")
@exchange
async def messages_x_text_optional(request: Request, call: Call) -> Response:
    """send_message on X takes media without text."""
    return _faked_success(await call(request), ErrorCode.MESSAGE_TEXT_REQUIRED, _SENT)


@fault(
    "test_archive_and_activate_conversation",
    "an archived conversation is listed only with status=archived",
)
@exchange
async def messages_archive_ignored(request: Request, call: Call) -> Response:
    """update_conversation answers the change but keeps the conversation as it was."""
    if request.method == "PUT" and request.path.startswith("/messages/"):
        body = request.json()
        if isinstance(body, dict) and body.get("status") == "archived":
            response = await call(request.with_json({**body, "status": "active"}))
            answer = response.json()
            if response.status == 200 and isinstance(answer, dict):
                return response.with_json({**answer, "conversationStatus": "archived"})
            return response
    return await call(request)


@fault(
    "test_x_messages_page_with_limit_and_next",
    "get_messages on X pages through every message with next",
)
@exchange
async def messages_x_next_ignored(request: Request, call: Call) -> Response:
    """get_messages on X ignores `next`: every page is the first one."""
    if _messages_read(request) and request.path == "/messages/twitter":
        request = _without_query(request, "next")
    return await call(request)


@fault(
    "test_active_conversation_limit_and_relink",
    "send_message refuses one more active conversation than the cycle's limit",
)
@exchange
async def messages_limit_unchecked(request: Request, call: Call) -> Response:
    """send_message over the cycle's active-conversation limit answers success."""
    return _faked_success(await call(request), ErrorCode.ACTIVE_CONVERSATION_LIMIT, _SENT)


@fault("test_active_conversation_limit_and_relink", "a link that needs a relink is refused")
@exchange
async def messages_relink_unchecked(request: Request, call: Call) -> Response:
    """The messages operations serve a link that needs a relink (an empty listing)."""
    return _faked_success(
        await call(request),
        ErrorCode.MESSAGING_RELINK_REQUIRED,
        {
            "status": "success",
            "messages": [],
            "messagesCount": 0,
            "lastUpdated": "2026-01-01T00:00:00Z",
            "nextUpdate": "2026-01-01T00:10:00Z",
        },
    )


@fault(
    "test_auto_response_settings_round_trip",
    "an empty autoResponseMessage resets the text and keeps the rest",
)
@exchange
async def auto_response_reset_ignored(request: Request, call: Call) -> Response:
    """`autoResponseMessage: ""` keeps the earlier text instead of resetting it."""
    body = request.json()
    posted = _is(request, "POST", "/messages/autoresponse") and isinstance(body, dict)
    if posted and body.get("autoResponseMessage") == "":
        rest = {k: v for k, v in body.items() if k != "autoResponseMessage"}
        request = request.with_json(rest or {"autoResponseWaitSeconds": 86400})
    return await call(request)


@fault("test_add_ons_gate_operations", "is refused without the Messaging add-on")
@exchange
async def messaging_add_on_unchecked(request: Request, call: Call) -> Response:
    """The messages operations answer without the Messaging add-on (code 361 becomes 200)."""
    return _faked_success(
        await call(request),
        ErrorCode.MESSAGING_NOT_ENABLED,
        {
            "status": "success",
            "autoResponseActive": False,
            "autoResponseMessage": "x",
            "autoResponseWaitSeconds": 86400,
        },
    )


@fault("test_unsupported_network_refused", "refuses networks it does not support")
@exchange
async def messages_networks_unchecked(request: Request, call: Call) -> Response:
    """The messages operations serve networks outside their `x-networks`: the path's network
    is swapped for Facebook before the server sees it."""
    parts = request.path.split("/")
    served = ("autoresponse", "facebook", "instagram", "twitter")
    if len(parts) >= 3 and parts[1] == "messages" and parts[2] not in served:
        parts[2] = "facebook"
        request = replace(request, path="/".join(parts))
    return await call(request)


# --- ads: ad accounts, the Ads add-on ------------------------------------------------------------
_NO_ACCOUNTS = {
    "status": "success",
    "adAccounts": [],
    "count": 0,
    "lastUpdated": "2026-01-01T00:00:00Z",
    "nextUpdate": "2026-01-01T00:10:00Z",
}


@fault(
    "test_ad_accounts_need_linked_facebook",
    "list_ad_accounts refuses a profile without a linked Facebook Page",
)
@exchange
async def ads_unlinked_accepted(request: Request, call: Call) -> Response:
    """list_ad_accounts without a linked Facebook Page answers an empty list."""
    return _faked_success(await call(request), ErrorCode.PLATFORM_NOT_LINKED, _NO_ACCOUNTS)


@fault("test_ad_accounts_need_linked_facebook", "list_ad_accounts: nextUpdate is lastUpdated + ")
@exchange
async def ads_refresh_ignored(request: Request, call: Call) -> Response:
    """list_ad_accounts answers `nextUpdate` equal to `lastUpdated`."""
    response = await call(request)
    body = response.json()
    listed = _is(request, "GET", "/ads/facebook/accounts") and response.status == 200
    if listed and isinstance(body, dict):
        response = response.with_json({**body, "nextUpdate": body.get("lastUpdated")})
    return response


@fault("test_add_ons_gate_operations", "is refused without the Ads add-on")
@exchange
async def ads_add_on_unchecked(request: Request, call: Call) -> Response:
    """list_ad_accounts answers without the Ads add-on (code 399 becomes 200)."""
    return _faked_success(await call(request), ErrorCode.ADS_ADD_ON_REQUIRED, _NO_ACCOUNTS)


# --- RSS feeds ----------------------------------------------------------------------------------
FEED_PATH = "/feed"


@fault("test_feed_added_from_what_it_serves", "add_feed answers the served feed's title")
@exchange
async def feed_title_not_read(request: Request, call: Call) -> Response:
    """add_feed answers without the feed's title (as if it were never read)."""
    response = await call(request)
    body = response.json()
    if _is(request, "POST", FEED_PATH) and response.status == 200 and isinstance(body, dict):
        return response.with_json({**body, "title": ""})
    return response


@fault("test_feed_unknown_id_refused", "of an unknown feed id")
@exchange
async def feed_unknown_id_success(request: Request, call: Call) -> Response:
    """update_feed and delete_feed answer success for an id of no feed."""
    response = await call(request)
    sent = request.json()
    if (
        _is(request, "PUT", FEED_PATH) or _is(request, "DELETE", FEED_PATH)
    ) and response.status == 404:
        feed_id = sent.get("id") if isinstance(sent, dict) else None
        answer = {"status": "success", "id": feed_id}
        if request.method == "PUT":
            answer.update(autoHashtag=False, useFirstImage=False)
        return response.with_json(answer, status=200)
    return response


@fault("test_feed_unreadable_refused", "an address that serves no feed")
@exchange
async def feed_unreadable_generic(request: Request, call: Call) -> Response:
    """add_feed refuses an address that serves no feed with invalid_request, not 631."""
    response = await call(request)
    body = response.json()
    if (
        _is(request, "POST", FEED_PATH)
        and isinstance(body, dict)
        and body.get("code") == int(ErrorCode.FEED_UNREADABLE)
    ):
        return response.with_json({**body, "code": int(ErrorCode.INVALID_REQUEST)})
    return response


@fault("test_feed_new_articles_posted", "the image-only ones only with an")
def feed_image_networks_always(app: ASGIApp) -> ASGIApp:
    """The feed schedule posts every article to the image-only networks too, image or not."""
    from reference_server.rules import feeds

    original = feeds.posting

    def posting(service: Any) -> Any:
        rules = original(service)
        return replace(rules, networks=rules.networks + rules.image_networks, image_networks=())

    feeds.posting = posting
    return app


# --- reviews ------------------------------------------------------------------------------------
REVIEWS_PATH = "/reviews"


@fault("test_reviews_listed_in_network_form", "averageRating and totalReviewCount")
@exchange
async def reviews_count_off(request: Request, call: Call) -> Response:
    """list_reviews counts one review too many on Google Business Profile."""
    response = await call(request)
    body = response.json()
    if (
        _is(request, "GET", REVIEWS_PATH)
        and response.status == 200
        and isinstance(body, dict)
        and isinstance(body.get("totalReviewCount"), int)
    ):
        return response.with_json({**body, "totalReviewCount": body["totalReviewCount"] + 1})
    return response


@fault("test_review_unknown_ids_refused", "get_review of an unknown review id")
@exchange
async def review_unknown_id_generic(request: Request, call: Call) -> Response:
    """get_review refuses an unknown id with post_not_found (114) instead of 349."""
    response = await call(request)
    body = response.json()
    if (
        request.method == "GET"
        and request.path.startswith(REVIEWS_PATH + "/")
        and isinstance(body, dict)
        and body.get("code") == int(ErrorCode.REVIEW_NOT_FOUND)
    ):
        return response.with_json({**body, "code": int(ErrorCode.POST_NOT_FOUND)})
    return response


@fault("test_review_reply_kept_and_deleted", "the review lists its latest reply")
def review_reply_first_kept(app: ASGIApp) -> ASGIApp:
    """reply_review keeps the first reply: a second one is answered but not stored."""
    from reference_server import rules
    from reference_server.rules import reviews

    async def reply_once(service: Any, call: Any) -> Any:
        with service.store.transaction() as db:
            row = reviews.RECORDS.get(
                db, call.profile.id, call.body["platform"], call.body["reviewId"]
            )
        answer = await reviews.reply_review(service, call)
        if row is not None and "reviewReply" in row.body:
            with service.store.transaction() as db:
                reviews.RECORDS.set_body(db, row, row.body)
        return answer

    rules.HANDLERS["reply_review"] = reply_once
    return app


# --- history by network (GET /history/{platform}) ------------------------------------------------
def _network_history(request: Request) -> bool:
    """A GET of the history by network (`/history/<network name>`)."""
    parts = request.path.strip("/").split("/")
    return (
        request.method == "GET"
        and len(parts) == 2
        and parts[0] == "history"
        and parts[1] in SPEC.facts.platforms
    )


def _network_posts_changed(
    response: Response, change: Callable[[list[Any]], list[Any]]
) -> Response:
    body = response.json()
    if response.status == 200 and isinstance(body, dict) and isinstance(body.get("posts"), list):
        response = response.with_json({**body, "posts": change(body["posts"])})
    return response


@fault("test_network_history_lists_published_posts", "newest first")
@exchange
async def network_history_oldest_first(request: Request, call: Call) -> Response:
    """The history by network lists the network's posts oldest first."""
    response = await call(request)
    if _network_history(request):
        response = _network_posts_changed(response, lambda posts: posts[::-1])
    return response


@fault(
    "test_network_history_lists_published_posts",
    "the history by network's analytics are those get_post_analytics answers",
)
@exchange
async def network_history_analytics_dropped(request: Request, call: Call) -> Response:
    """The history by network leaves out every post's analytics, skipAnalytics or not."""
    response = await call(request)
    if _network_history(request):
        response = _network_posts_changed(
            response,
            lambda posts: [{k: v for k, v in p.items() if k != "analytics"} for p in posts],
        )
    return response


@fault("test_network_history_lists_published_posts", "skipAnalytics=true leaves out")
@exchange
async def network_history_skip_analytics_ignored(request: Request, call: Call) -> Response:
    """The history by network ignores skipAnalytics."""
    if _network_history(request):
        request = _without_query(request, "skipAnalytics")
    return await call(request)


@fault("test_network_history_pages", "next pages through every post of the network once")
@exchange
async def network_history_next_ignored(request: Request, call: Call) -> Response:
    """The history by network ignores `next`: every page is the first one."""
    if _network_history(request):
        request = _without_query(request, "next")
    return await call(request)


@fault("test_network_history_unsupported_networks", "not in HistoryNetwork) is refused")
@exchange
async def network_history_unsupported_answered(request: Request, call: Call) -> Response:
    """A network without a history by network (gmb, reddit, telegram) answers an empty list."""
    response = await call(request)
    if _network_history(request) and _error_code(response) == ErrorCode.NETWORK_NOT_SUPPORTED:
        platform = request.path.rstrip("/").rsplit("/", 1)[1]
        stamp = "2026-11-22T18:00:00Z"
        answer = {"status": "success", "platform": platform, "posts": []}
        response = response.with_json({**answer, "lastUpdated": stamp, "nextUpdate": stamp}, 200)
    return response


# --- hashtag search (GET /hashtags/search) -------------------------------------------------------
@fault("test_search_hashtag_needs_instagram", "search_hashtag needs a linked Instagram")
@exchange
async def search_hashtag_without_instagram(request: Request, call: Call) -> Response:
    """search_hashtag answers a profile without a linked Instagram account."""
    response = await call(request)
    if _is(request, "GET", "/hashtags/search") and _error_code(response) == int(
        ErrorCode.PLATFORM_NOT_LINKED
    ):
        made_up = {"status": "success", "hashtag": {"id": "17843000000000000", "name": "x"}}
        response = response.with_json({**made_up, "searchResults": []}, 200)
    return response


@fault("test_search_hashtag_rule", "search_hashtag follows the documented rule")
@exchange
async def search_hashtag_keeps_case(request: Request, call: Call) -> Response:
    """search_hashtag keeps the keyword's upper-case letters (it looks up the name as sent)."""
    response = await call(request)
    body = response.json()
    keyword = dict(request.query).get("keyword", "")
    if _is(request, "GET", "/hashtags/search") and isinstance(body, dict) and "hashtag" in body:
        kept = "".join(c for c in keyword if c.isalnum())
        response = response.with_json({**body, "hashtag": {**body["hashtag"], "name": kept}})
    return response


# --- profile extras: create_link_session (links12) -----------------------------------------------
def _opened_page() -> Response:
    return Response(200, [("content-type", "text/html; charset=utf-8")], b"<p>ok</p>")


@fault("test_link_session_opens_the_page", "a newer session revokes the profile's earlier one")
@exchange
async def link_session_never_revoked(request: Request, call: Call) -> Response:
    """The linking page opens with the token of a session a newer one revoked."""
    response = await call(request)
    revoked = _error_code(response) == ErrorCode.LINK_SESSION_REVOKED
    if _is(request, "GET", JWT_PAGE_PATH) and revoked:
        response = _opened_page()
    return response


@fault("test_link_session_expires", "the page refuses the session after expiresAt")
@exchange
async def link_session_never_expires(request: Request, call: Call) -> Response:
    """The linking page opens with the token of an expired session."""
    response = await call(request)
    expired = _error_code(response) == ErrorCode.LINK_SESSION_EXPIRED
    if _is(request, "GET", JWT_PAGE_PATH) and expired:
        response = _opened_page()
    return response


@fault("test_link_session_expires", "create_link_session answers expiresAt, lifetimeMinutes after")
@exchange
async def link_session_expiry_misreported(request: Request, call: Call) -> Response:
    """create_link_session answers `expiresAt` as the moment the session was opened."""
    from datetime import datetime, timedelta

    response = await call(request)
    body = response.json()
    stamp = body.get("expiresAt") if isinstance(body, dict) else None
    if _is(request, "POST", "/profiles/link-sessions") and isinstance(stamp, str):
        facts = SPEC.operation("create_link_session").raw["x-link-session"]
        end = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ")
        opened = end - timedelta(minutes=int(facts["lifetimeMinutes"]))
        response = response.with_json({**body, "expiresAt": f"{opened:%Y-%m-%dT%H:%M:%SZ}"})
    return response


@fault("test_link_session_of_a_deleted_profile", "a deleted profile's session is not found")
@exchange
async def link_session_outlives_profile(request: Request, call: Call) -> Response:
    """The linking page opens with the token of a session whose User Profile was deleted."""
    response = await call(request)
    missing = _error_code(response) == ErrorCode.LINK_SESSION_NOT_FOUND
    if _is(request, "GET", JWT_PAGE_PATH) and missing:
        response = _opened_page()
    return response


@fault("test_linking_page_operation", "open_linking_page opens, as HTML, with a token and no API")
@exchange
async def linking_page_wants_api_key(request: Request, call: Call) -> Response:
    """The linking page refuses a request without an API key (106), as other operations do."""
    if _is(request, "GET", JWT_PAGE_PATH) and request.header("authorization") is None:
        return Response(401, [("content-type", JSON_CONTENT_TYPE)], b"").with_json(
            {"status": "error", "code": int(ErrorCode.MISSING_API_KEY), "message": "No key."}
        )
    return await call(request)


@fault("test_linking_page_operation", "the linking page is counted against the token's profile")
@exchange
async def linking_page_not_counted(request: Request, call: Call) -> Response:
    """The linking page answers without the x-rate-limit headers (the request is not counted)."""
    response = await call(request)
    if _is(request, "GET", JWT_PAGE_PATH):
        response = response.with_header("x-ratelimit-max", None)
        response = response.with_header("x-ratelimit-count", None)
    return response


@fault("test_linking_page_security_headers", "the linking page carries its declared security")
@exchange
async def linking_page_framable(request: Request, call: Call) -> Response:
    """The linking page answers without Content-Security-Policy (any page may frame it)."""
    response = await call(request)
    if _is(request, "GET", JWT_PAGE_PATH):
        response = response.with_header("content-security-policy", None)
    return response


@fault("test_feed_entity_declarations_refused", "a feed that declares entities is refused")
def feed_entities_parsed(app: ASGIApp) -> ASGIApp:
    """Entity declarations of a feed reach the parser (the refusal before parsing is gone).
    Parsing runs in the server process here: the isolated parser's forkserver children import
    feed_reader afresh and would still refuse."""
    from reference_server import feed_reader, isolated_parse

    async def run_here(
        self: isolated_parse.IsolatedParser, function: Any, *args: Any, timeout: float
    ) -> Any:
        return function(*args)

    feed_reader.refuse_entity_declarations = lambda data: None
    isolated_parse.IsolatedParser.run = run_here  # type: ignore[method-assign]
    return app


@fault("test_feed_limit_per_profile", "a profile keeps at most maxFeedsPerProfile feeds")
def feed_limit_ignored(app: ASGIApp) -> ASGIApp:
    """A profile keeps as many feeds as it adds (`maxFeedsPerProfile` is not enforced)."""
    from reference_server.rules import feeds

    feeds._check_room = lambda *args, **kwargs: None
    return app


@fault("test_auto_schedules_per_profile_limit", "a profile keeps at most autoSchedulesPerProfile")
def auto_schedule_limit_ignored(app: ASGIApp) -> ASGIApp:
    """A profile keeps as many auto-schedules as it sets (`autoSchedulesPerProfile` unused)."""
    from reference_server.store import Store

    Store.count_auto_schedules = lambda self, profile_id: 0  # type: ignore[method-assign]
    return app


# --- link analytics on the analytics paths (links12) ---------------------------------------------
@fault("test_analytics_links_short", "analytics_links_short lists the links as list_link_analytic")
@exchange
async def links_short_clicks_dropped(request: Request, call: Call) -> Response:
    """analytics_links_short answers every link without its clicks."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/analytics/links-short") and isinstance(body, dict):
        empty = {"totalClicks": 0, "refererCounts": {}, "browserCounts": {}}
        items = [{**item, **empty} for item in body.get("analytics") or []]
        response = response.with_json({**body, "analytics": items})
    return response


@fault("test_analytics_links_legacy", "analytics_links counts each link's clicks per platform")
@exchange
async def legacy_links_platforms_lumped(request: Request, call: Call) -> Response:
    """analytics_links counts every click under one platform."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/analytics/links") and isinstance(body, list):
        for item in body:
            total = sum(int(s.get("count", 0)) for s in item.get("linkEventStats") or [])
            lumped = [{"count": total, "event": "CLICK", "platform": "OTHER"}] if total else []
            item["linkEventStats"] = lumped
        response = response.with_json(body)
    return response


@fault("test_analytics_links_legacy", "analytics_links: no link is 186")
@exchange
async def legacy_links_empty_answered(request: Request, call: Call) -> Response:
    """analytics_links answers an empty list instead of code 186."""
    response = await call(request)
    missing = _error_code(response) == ErrorCode.ANALYTICS_POST_NOT_FOUND
    if _is(request, "GET", "/analytics/links") and missing:
        response = response.with_json([], 200)
    return response


@fault("test_analytics_links_last_days", "analytics_links keeps a link created within lastDays")
@exchange
async def legacy_links_last_days_ignored(request: Request, call: Call) -> Response:
    """analytics_links ignores lastDays (always the default window)."""
    if _is(request, "GET", "/analytics/links"):
        request = _without_query(request, "lastDays")
    return await call(request)


@fault("test_analytics_links_last_days", "analytics_links leaves out links older than lastDays")
@exchange
async def legacy_links_window_widened(request: Request, call: Call) -> Response:
    """analytics_links looks back twice `lastDays` days (at most 30)."""
    days = dict(request.query).get("lastDays", "")
    if _is(request, "GET", "/analytics/links") and days.isdigit():
        widened = [("lastDays", str(min(30, 2 * int(days))))]
        request = replace(request, query=[*_without_query(request, "lastDays").query, *widened])
    return await call(request)


@fault("test_analytics_links_last_days", "analytics_links keeps a link created within lastDays")
@exchange
async def legacy_links_created_shifted(request: Request, call: Call) -> Response:
    """analytics_links answers `created._seconds` an hour after the link was created."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/analytics/links") and isinstance(body, list):
        for item in body:
            stamp = item.get("created") or {}
            item["created"] = {**stamp, "_seconds": int(stamp.get("_seconds", 0)) + 3600}
        response = response.with_json(body)
    return response


# --- ads: boosting a post ------------------------------------------------------------------------
_BOOSTED = {
    "status": "success",
    "adId": "120218167147110411",
    "campaignId": "120218167147110400",
    "adName": "Faked",
    "accountId": "act_1",
    "fbPostId": "1_2",
    "deliveryStatus": "PENDING_REVIEW",
}


def _boosting(request: Request) -> bool:
    return _is(request, "POST", "/ads/facebook/boost")


@fault("test_boost_post_refusals", "boost_post refuses an ad shorter than x-ad-delivery")
@exchange
async def ads_short_run_accepted(request: Request, call: Call) -> Response:
    """boost_post accepts an ad that runs less than 30 hours (700 becomes 200)."""
    response = await call(request)
    if not _boosting(request):
        return response
    return _faked_success(response, ErrorCode.AD_RUN_TOO_SHORT, _BOOSTED)


@fault("test_boost_post_refusals", "boost_post refuses a budget with more than")
@exchange
async def ads_budget_decimals_accepted(request: Request, call: Call) -> Response:
    """boost_post accepts a budget with three decimals."""
    response = await call(request)
    body = request.json() if _boosting(request) else None
    budget = body.get("budget") if isinstance(body, dict) else None
    if isinstance(budget, float) and round(budget, 2) != budget:
        return _faked_success(response, ErrorCode.AD_BUDGET_INVALID, _BOOSTED)
    return response


@fault("test_boost_post_refusals", "boost_post refuses a budget below the account's")
@exchange
async def ads_budget_minimum_ignored(request: Request, call: Call) -> Response:
    """boost_post accepts a daily budget below the account's minDailyBudget."""
    response = await call(request)
    body = request.json() if _boosting(request) else None
    budget = body.get("budget") if isinstance(body, dict) else None
    if isinstance(budget, int | float) and round(budget, 2) == budget:
        return _faked_success(response, ErrorCode.AD_BUDGET_INVALID, _BOOSTED)
    return response


@fault("test_boost_post_refusals", "boost_post refuses an accountId that list_ad_accounts")
@exchange
async def ads_foreign_account_accepted(request: Request, call: Call) -> Response:
    """boost_post pays an ad from an account the Page does not have (703 becomes 200)."""
    response = await call(request)
    if not _boosting(request):
        return response
    return _faked_success(response, ErrorCode.AD_ACCOUNT_NOT_FOUND, _BOOSTED)


@fault("test_boost_post_refusals", "boost_post refuses an unknown postId")
@exchange
async def ads_unknown_post_boosted(request: Request, call: Call) -> Response:
    """boost_post boosts a Post ID that does not exist (114 becomes 200)."""
    response = await call(request)
    if not _boosting(request):
        return response
    return _faked_success(response, ErrorCode.POST_NOT_FOUND, _BOOSTED)


@fault("test_boost_post_refusals", "boost_post refuses a post not published on Facebook")
@exchange
async def ads_other_network_boosted(request: Request, call: Call) -> Response:
    """boost_post boosts a post published on LinkedIn only (702 becomes 200)."""
    response = await call(request)
    if not _boosting(request):
        return response
    return _faked_success(response, ErrorCode.AD_POST_NOT_ON_FACEBOOK, _BOOSTED)


@fault("test_boost_post_answers_ad_in_review", "a new active ad is in review")
@exchange
async def ads_review_skipped(request: Request, call: Call) -> Response:
    """boost_post answers the new ad ACTIVE at once (no review)."""
    response = await call(request)
    body = response.json()
    if _boosting(request) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({**body, "deliveryStatus": "ACTIVE"})
    return response


@fault("test_boost_post_answers_ad_in_review", "the ad names the boosted post's postId")
@exchange
async def ads_boosted_post_unnamed(request: Request, call: Call) -> Response:
    """boost_post answers without the boosted post's Post ID."""
    response = await call(request)
    body = response.json()
    if _boosting(request) and response.status == 200 and isinstance(body, dict):
        response = response.with_json({k: v for k, v in body.items() if k != "postId"})
    return response


# --- ads: listing, pausing and spending ----------------------------------------------------------
def _listing_ads(request: Request) -> bool:
    return _is(request, "GET", "/ads/facebook/ads")


@fault("test_list_ads_needs_a_filter", "list_ads refuses a request without campaignId")
@exchange
async def ads_unfiltered_listed(request: Request, call: Call) -> Response:
    """list_ads answers an empty list when no filter is sent (108 becomes 200)."""
    response = await call(request)
    if not _listing_ads(request):
        return response
    empty = {"status": "success", "ads": [], "count": 0}
    return _faked_success(response, ErrorCode.DEPENDENT_PARAMETER_MISSING, empty)


def _rewrite_ads(
    response: Response, change: Callable[[dict[str, Any]], dict[str, Any]]
) -> Response:
    body = response.json()
    if response.status == 200 and isinstance(body, dict) and isinstance(body.get("ads"), list):
        ads = [change(dict(a)) if isinstance(a, dict) else a for a in body["ads"]]
        response = response.with_json({**body, "ads": ads})
    return response


@fault("test_ad_reviewed_then_spends_its_daily_budget", "reviewSeconds the ad is ACTIVE")
@exchange
async def ads_review_never_ends(request: Request, call: Call) -> Response:
    """list_ads keeps every ad in review."""
    response = await call(request)
    if not _listing_ads(request):
        return response
    return _rewrite_ads(response, lambda a: {**a, "deliveryStatus": "PENDING_REVIEW"})


@fault("test_ad_reviewed_then_spends_its_daily_budget", "spends its daily budget evenly")
@exchange
async def ads_spend_doubled(request: Request, call: Call) -> Response:
    """list_ads answers twice the spend."""
    response = await call(request)
    if not _listing_ads(request):
        return response
    return _rewrite_ads(response, lambda a: {**a, "spend": a.get("spend", 0) * 2})


@fault("test_ad_reviewed_then_spends_its_daily_budget", "x-ad-delivery.impressionsPerUsd")
@exchange
async def ads_impressions_inflated(request: Request, call: Call) -> Response:
    """list_ads answers one impression more than the spend bought."""
    response = await call(request)
    if not _listing_ads(request):
        return response

    def more(ad: dict[str, Any]) -> dict[str, Any]:
        metrics = ad.get("metrics")
        if isinstance(metrics, dict) and isinstance(metrics.get("impressions"), int):
            ad["metrics"] = {**metrics, "impressions": metrics["impressions"] + 1}
        return ad

    return _rewrite_ads(response, more)


@fault("test_ad_reviewed_then_spends_its_daily_budget", "a paused ad spends nothing")
@exchange
async def ads_pause_not_applied(request: Request, call: Call) -> Response:
    """update_ad answers PAUSED but leaves the ad running."""
    if not _is(request, "PUT", "/ads/facebook/ads"):
        return await call(request)
    body = request.json()
    if not isinstance(body, dict) or body.get("status") != "paused":
        return await call(request)
    response = await call(request.with_json({**body, "status": "active"}))
    answer = response.json()
    ad = answer.get("ad") if isinstance(answer, dict) else None
    if response.status == 200 and isinstance(ad, dict):
        paused = {**ad, "status": "PAUSED", "deliveryStatus": "PAUSED", "isActive": False}
        response = response.with_json({**answer, "ad": paused})
    return response


@fault("test_ad_reviewed_then_spends_its_daily_budget", "update_ad refuses an unknown adId")
@exchange
async def ads_unknown_ad_updated(request: Request, call: Call) -> Response:
    """update_ad answers success for an adId that does not exist (705 becomes 200)."""
    response = await call(request)
    if not _is(request, "PUT", "/ads/facebook/ads"):
        return response
    return _faked_success(response, ErrorCode.AD_NOT_FOUND, {"status": "success", "ad": {}})


@fault("test_ad_reviewed_then_spends_its_daily_budget", "lists a boosted ad by socialPostId")
@exchange
async def ads_social_post_filter_ignored(request: Request, call: Call) -> Response:
    """list_ads finds nothing by socialPostId."""
    response = await call(request)
    if not _listing_ads(request) or "socialPostId" not in dict(request.query):
        return response
    return _rewrite_ads(response, lambda a: a).with_json(
        {"status": "success", "ads": [], "count": 0}
    )


# --- ads: spend history --------------------------------------------------------------------------
def _ad_history(request: Request) -> bool:
    return _is(request, "GET", "/ads/facebook/history", "/ads/facebook/spend")


def _rewrite_history(response: Response, change: Callable[[dict[str, Any]], None]) -> Response:
    body = response.json()
    if response.status == 200 and isinstance(body, dict) and isinstance(body.get("history"), list):
        body = json.loads(json.dumps(body))
        change(body)
        response = response.with_json(body)
    return response


@fault("test_ad_history_spend_by_day", "one entry per UTC day the ad spent on")
@exchange
async def ads_history_one_entry(request: Request, call: Call) -> Response:
    """get_ad_spend_history answers only the newest day."""
    response = await call(request)
    if not _ad_history(request):
        return response
    return _rewrite_history(response, lambda b: b.update(history=b["history"][:1]))


@fault("test_ad_history_spend_by_day", "each day's spend is its share of the daily budget")
@exchange
async def ads_history_full_budget_each_day(request: Request, call: Call) -> Response:
    """get_ad_spend_history answers the whole daily budget for every day."""
    response = await call(request)
    if not _ad_history(request):
        return response

    def full(body: dict[str, Any]) -> None:
        for entry in body["history"]:
            entry["spend"] = entry.get("budgetDaily", entry.get("spend"))

    return _rewrite_history(response, full)


@fault("test_ad_history_spend_by_day", "metrics.totalSpend is the entries' sum")
@exchange
async def ads_history_total_wrong(request: Request, call: Call) -> Response:
    """get_ad_spend_history answers a total one cent off."""
    response = await call(request)
    if not _ad_history(request):
        return response

    def off(body: dict[str, Any]) -> None:
        metrics = body.get("metrics")
        if isinstance(metrics, dict) and isinstance(metrics.get("totalSpend"), int | float):
            metrics["totalSpend"] = round(metrics["totalSpend"] + 0.01, 2)

    return _rewrite_history(response, off)


@fault("test_ad_history_spend_by_day", "the default range is x-ad-history.defaultDays")
@exchange
async def ads_history_default_range_short(request: Request, call: Call) -> Response:
    """get_ad_spend_history defaults to the last seven days."""
    from datetime import datetime, timedelta

    if _ad_history(request) and not any(k == "startDate" for k, _ in request.query):
        response = await call(request)
        body = response.json()
        if response.status == 200 and isinstance(body, dict):
            end = datetime.fromisoformat(str(body["dateRange"]["end"]).replace("Z", "+00:00"))
            start = (end - timedelta(days=7)).strftime("%Y-%m-%dT%H:%M:%SZ")
            body["dateRange"] = {**body["dateRange"], "start": start}
            response = response.with_json(body)
        return response
    return await call(request)


@fault("test_ad_history_spend_by_day", "get_ad_spend (the DOCS curl path) answers as")
@exchange
async def ads_spend_alias_empty(request: Request, call: Call) -> Response:
    """The /ads/facebook/spend alias answers no entries."""
    response = await call(request)
    if not _is(request, "GET", "/ads/facebook/spend"):
        return response
    return _rewrite_history(response, lambda b: b.update(history=[]))


# --- ads: targeting lookups ----------------------------------------------------------------------
@fault("test_targeting_lookups_filter_and_repeat", "only interests whose name contains the term")
@exchange
async def ads_interests_unfiltered(request: Request, call: Call) -> Response:
    """list_ad_interests appends an interest that does not match the term."""
    response = await call(request)
    body = response.json()
    listed = _is(request, "GET", "/ads/facebook/interests") and response.status == 200
    if listed and isinstance(body, dict) and isinstance(body.get("interests"), list):
        extra = {"id": 1, "name": "Zzz", "path": ["Zzz"], "audienceSize": 0}
        response = response.with_json({**body, "interests": [*body["interests"], extra]})
    return response


@fault("test_targeting_lookups_filter_and_repeat", "list_ad_regions answers only regions of")
@exchange
async def ads_regions_of_other_country(request: Request, call: Call) -> Response:
    """list_ad_regions answers another country's regions."""
    if not _is(request, "GET", "/ads/facebook/regions"):
        return await call(request)
    query = [(k, "GB" if k == "countryCode" else v) for k, v in request.query]
    return await call(replace(request, query=query))


@fault("test_targeting_lookups_filter_and_repeat", "list_ad_cities answers only cities of")
@exchange
async def ads_cities_region_ignored(request: Request, call: Call) -> Response:
    """list_ad_cities ignores regionId."""
    if not _is(request, "GET", "/ads/facebook/cities"):
        return await call(request)
    return await call(replace(request, query=[(k, v) for k, v in request.query if k != "regionId"]))


_SHUFFLES: list[int] = []


@fault("test_targeting_lookups_filter_and_repeat", "the same request answers the same list")
@exchange
async def ads_lookup_shuffled(request: Request, call: Call) -> Response:
    """list_ad_regions answers its list in another order every other time."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/ads/facebook/regions") and isinstance(body, dict):
        regions = body.get("regions")
        _SHUFFLES.append(1)
        if isinstance(regions, list) and len(_SHUFFLES) % 2 == 0:
            response = response.with_json({**body, "regions": regions[::-1]})
    return response


# --- user sub-resources (GET /user/batch, /user/details/pinterest, PATCH /user/{platform},
# GET /user/lookups) ------------------------------------------------------------------------------
def _batch_file(request: Request) -> bool:
    """A GET of a batch export file the reference server serves (`/batch/users/<name>`)."""
    return request.method == "GET" and request.path.startswith("/batch/users/")


@fault("test_user_batch_exports_every_profile", "the batch export holds every profile's user")
@exchange
async def user_batch_primary_only(request: Request, call: Call) -> Response:
    """The batch export file holds the Primary Profile's record only."""
    response = await call(request)
    body = response.json()
    if _batch_file(request) and response.status == 200 and isinstance(body, list):
        response = response.with_json(body[:1])
    return response


@fault("test_user_batch_exports_every_profile", "a Profile-Key does not change it")
@exchange
async def user_batch_per_profile(request: Request, call: Call) -> Response:
    """The batch export reads the Profile-Key: a User Profile gets another file address."""
    response = await call(request)
    body = response.json()
    key = request.header("profile-key")
    if _is(request, "GET", "/user/batch") and key and isinstance(body, dict) and "url" in body:
        response = response.with_json({**body, "url": f"{body['url']}?profile={key}"})
    return response


@fault("test_pinterest_boards_of_linked_account", "the Pinterest boards need a linked Pinterest")
@exchange
async def pinterest_boards_without_pinterest(request: Request, call: Call) -> Response:
    """The Pinterest boards answer a profile without a linked Pinterest account."""
    response = await call(request)
    if _is(request, "GET", "/user/details/pinterest") and _error_code(response) == int(
        ErrorCode.PLATFORM_NOT_LINKED
    ):
        board = {"id": "1", "name": "made up", "privacy": "PUBLIC", "url": "https://x.invalid"}
        response = response.with_json({"status": "success", "boards": [board]}, 200)
    return response


_BOARD_CALLS = [0]


@fault("test_pinterest_boards_of_linked_account", "the same at each call")
@exchange
async def pinterest_boards_shuffled(request: Request, call: Call) -> Response:
    """Every other answer of the Pinterest boards names a new board id."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/user/details/pinterest") and isinstance(body, dict):
        boards = body.get("boards")
        _BOARD_CALLS[0] += 1
        if isinstance(boards, list) and boards and _BOARD_CALLS[0] % 2 == 0:
            first = {**boards[0], "id": str(_BOARD_CALLS[0])}
            response = response.with_json({**body, "boards": [first, *boards[1:]]})
    return response


@fault("test_gbp_location_update", "others keep their value")
@exchange
async def gbp_update_forgets_fields(request: Request, call: Call) -> Response:
    """The location update answers only the fields of this request (earlier ones forgotten)."""
    response = await call(request)
    body = response.json()
    sent = request.json()
    if (
        _is(request, "PATCH", "/user/gbp")
        and isinstance(body, dict)
        and isinstance(sent, dict)
        and isinstance(body.get("gmb"), dict)
    ):
        data = body["gmb"].get("data") or {}
        kept = {"name": data.get("name"), "title": data.get("title"), **sent}
        response = response.with_json({**body, "gmb": {**body["gmb"], "data": kept}})
    return response


@fault("test_gbp_location_update", "phoneNumbers can be updated at most 5 times within 24 hours")
@exchange
async def gbp_phone_limit_ignored(request: Request, call: Call) -> Response:
    """The location update never refuses phoneNumbers (Google's rolling limit ignored)."""
    response = await call(request)
    if _is(request, "PATCH", "/user/gbp") and _error_code(response) == int(
        ErrorCode.NETWORK_UPDATE_LIMIT
    ):
        data = {"name": "locations/1", "title": "made up"}
        response = response.with_json(
            {"status": "success", "gmb": {"status": "success", "data": data}}, 200
        )
    return response


@fault("test_user_lookups_list_x_lookups", "the user lookups list each X user looked up")
@exchange
async def user_lookups_empty(request: Request, call: Call) -> Response:
    """The user lookups never list anything."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/user/lookups") and isinstance(body, dict) and "x" in body:
        response = response.with_json({**body, "x": []})
    return response


@fault("test_user_lookups_list_x_lookups", "the user lookups list each X user looked up")
@exchange
async def user_lookups_repeated(request: Request, call: Call) -> Response:
    """The user lookups list every lookup, not each user once."""
    response = await call(request)
    body = response.json()
    if _is(request, "GET", "/user/lookups") and isinstance(body, dict):
        entries = body.get("x")
        if isinstance(entries, list):
            response = response.with_json({**body, "x": entries + entries})
    return response


# --- history by network: network-specific filters and the X user lookup ------------------------
@fault("test_network_history_facebook_filters", "since and until keep the Facebook posts")
@exchange
async def network_history_days_ignored(request: Request, call: Call) -> Response:
    """The history by network ignores since and until."""
    if _network_history(request):
        request = _without_query(_without_query(request, "since"), "until")
    return await call(request)


@fault("test_network_history_facebook_filters", "pagePublished=true leaves out visitors' posts")
@exchange
async def network_history_page_published_ignored(request: Request, call: Call) -> Response:
    """The history by network ignores pagePublished."""
    if _network_history(request):
        request = _without_query(request, "pagePublished")
    return await call(request)


@fault("test_network_history_facebook_filters", "dataType keeps the stories or the posts only")
@exchange
async def network_history_data_type_ignored(request: Request, call: Call) -> Response:
    """The history by network ignores dataType."""
    if _network_history(request):
        request = _without_query(request, "dataType")
    return await call(request)


@fault("test_network_history_filters_of_other_networks", "does not apply to is refused")
@exchange
async def network_history_filters_anywhere(request: Request, call: Call) -> Response:
    """The history by network ignores a filter sent for another network."""
    response = await call(request)
    if _network_history(request) and _error_code(response) == int(
        ErrorCode.PARAMETER_NOT_FOR_NETWORK
    ):
        platform = request.path.rstrip("/").rsplit("/", 1)[1]
        stamp = "2026-11-22T18:00:00Z"
        answer = {"status": "success", "platform": platform, "posts": []}
        response = response.with_json({**answer, "lastUpdated": stamp, "nextUpdate": stamp}, 200)
    return response


@fault("test_network_history_x_user_lookup", "refuses a Profile-Key")
@exchange
async def network_history_lookup_with_profile_key(request: Request, call: Call) -> Response:
    """An X user lookup sent with a Profile-Key acts for the Primary Profile instead."""
    if _network_history(request) and any(k in ("userId", "userName") for k, _ in request.query):
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_network_history_x_user_lookup", "lists that user's posts")
@exchange
async def network_history_lookup_same_user(request: Request, call: Call) -> Response:
    """Every X user lookup reads the same account (the value looked up is ignored)."""
    if _network_history(request):
        query = [(k, "someone" if k == "userName" else v) for k, v in request.query]
        request = replace(request, query=query)
    return await call(request)


# --- the messages webhook's subActions (issue 13) -----------------------------------------------
def _patch_messages_events(change: Callable[[dict[str, Any]], dict[str, Any] | None]) -> None:
    """Deliveries of `messages` events are changed by `change` (None: not sent at all)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def changed(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        event = json.loads(body)
        if event.get("action") == "messages":
            event = change(event)
            if event is None:
                return "not-sent"
            body = json.dumps(event).encode()
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = changed  # type: ignore[method-assign]


def _listed_messages_changed(
    response: Response, change: Callable[[dict[str, Any]], dict[str, Any]]
) -> Response:
    body = response.json()
    if response.status == 200 and isinstance(body, dict) and isinstance(body.get("messages"), list):
        messages = [change(m) if isinstance(m, dict) else m for m in body["messages"]]
        response = response.with_json({**body, "messages": messages})
    return response


@fault(
    "test_message_read_event_delivered",
    "messageRead: what the correspondent did fires the messages webhook",
)
def message_read_event_missing(app: ASGIApp) -> ASGIApp:
    """The correspondent reading a message fires no `messageRead` delivery."""
    _patch_messages_events(lambda e: None if e.get("subAction") == "messageRead" else e)
    return app


@fault("test_message_read_event_delivered", "get_messages marks a message the correspondent read")
@exchange
async def message_read_not_listed(request: Request, call: Call) -> Response:
    """get_messages never shows that a message was read."""
    response = await call(request)
    if _messages_read(request):
        strip = ("read", "readAt")
        response = _listed_messages_changed(
            response, lambda m: {k: v for k, v in m.items() if k not in strip}
        )
    return response


@fault(
    "test_reaction_event_delivered",
    "reactionCreated: what the correspondent did fires one messages event of that subAction",
)
def message_reaction_sent_as_created(app: ASGIApp) -> ASGIApp:
    """A reaction is delivered with subAction `messageCreated`."""

    def relabel(event: dict[str, Any]) -> dict[str, Any]:
        if event.get("subAction") == "reactionCreated":
            return {**event, "subAction": "messageCreated"}
        return event

    _patch_messages_events(relabel)
    return app


@fault("test_reaction_event_delivered", "reactionCreated names the message and the reaction")
def message_reaction_event_without_reaction(app: ASGIApp) -> ASGIApp:
    """`reactionCreated` deliveries leave out the reaction."""
    _patch_messages_events(lambda e: {k: v for k, v in e.items() if k != "reaction"})
    return app


@fault("test_reaction_event_delivered", "get_messages lists the correspondent's reaction")
@exchange
async def message_reactions_not_listed(request: Request, call: Call) -> Response:
    """get_messages leaves out the reactions to messages."""
    response = await call(request)
    if _messages_read(request):
        response = _listed_messages_changed(
            response, lambda m: {k: v for k, v in m.items() if k != "reactions"}
        )
    return response


@fault("test_message_edited_event_delivered", "messageEdited names the message and carries its new")
def message_edit_event_old_text(app: ASGIApp) -> ASGIApp:
    """`messageEdited` deliveries carry the text the message had before the edit."""
    from reference_server.rules import message_events, messages, sandbox

    edit = message_events.edit_message
    before: dict[str, str] = {}

    def remembering(service: Any, call: Any) -> dict[str, Any]:
        platform = str(call.body["platform"])
        with service.store.transaction() as db:
            found = messages.RECORDS.message(db, call.profile.id, platform, call.body["messageId"])
        if found is not None and "message" in found[1]:
            before[found[1]["id"]] = found[1]["message"]
        return edit(service, call)

    def old_text(event: dict[str, Any]) -> dict[str, Any]:
        if event.get("subAction") == "messageEdited" and event.get("messageId") in before:
            return {**event, "message": before[event["messageId"]]}
        return event

    sandbox.HANDLERS["edit_message"] = remembering
    _patch_messages_events(old_text)
    return app


@fault("test_message_edited_event_delivered", "get_messages lists an edited message's new text")
@exchange
async def message_edit_not_listed(request: Request, call: Call) -> Response:
    """get_messages does not mark edited messages (`edited` left out)."""
    response = await call(request)
    if _messages_read(request):
        response = _listed_messages_changed(
            response, lambda m: {k: v for k, v in m.items() if k != "edited"}
        )
    return response


# --- GET /user: the billing cycle's conversation count (issue 13) -----------------------------
@fault(
    "test_user_reports_conversation_count",
    "get_user's conversation count grows by one per conversation sent to",
)
@exchange
async def user_conversation_count_frozen(request: Request, call: Call) -> Response:
    """get_user always reports 0 active conversations."""
    response = await call(request)
    body = response.json()
    if (
        _is(request, "GET", "/user")
        and isinstance(body, dict)
        and "messagingConversationMonthlyCount" in body
    ):
        response = response.with_json({**body, "messagingConversationMonthlyCount": 0})
    return response


# --- the mentions webhook (issue 13) ------------------------------------------------------------
@fault("test_mentions_event_delivered", "the mentions delivery body matches MentionsEvent")
def mention_event_field_dropped(app: ASGIApp) -> ASGIApp:
    """`mentions` deliveries lack the required `username` (signed as sent)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def without_username(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        event = json.loads(body)
        if event.get("action") == "mentions":
            event.pop("username", None)
            body = json.dumps(event).encode()
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = without_username  # type: ignore[method-assign]
    return app


@fault("test_mentions_event_delivered", "a mention of the profile fires the mentions webhook")
def mention_event_missing(app: ASGIApp) -> ASGIApp:
    """A mention fires no delivery (its event is never queued)."""
    from reference_server.store.outbox import Outbox

    enqueue = Outbox.enqueue

    def without_mentions(
        self: Outbox, hook_id: str, url: str, secret: str | None, body: bytes, **kwargs: Any
    ) -> str:
        if kwargs.get("action") == "mentions":
            return "not-sent"
        return enqueue(self, hook_id, url, secret, body, **kwargs)

    Outbox.enqueue = without_mentions  # type: ignore[method-assign]
    return app


# --- POST /post/copy (issue 12) -----------------------------------------------------------------
@fault(
    "test_copy_post_publishes_the_original_on_the_requested_networks",
    "copy_post publishes a new post with the original's text on the requested networks",
)
@exchange
async def copy_post_on_original_networks(request: Request, call: Call) -> Response:
    """copy_post publishes the copy on linkedin whatever networks the request names."""
    body = request.json()
    if _is(request, "POST", "/post/copy") and isinstance(body, dict):
        request = request.with_json({**body, "platforms": ["linkedin"]})
    return await call(request)


# --- PUT /post/bulk (bulk_post) and the batch export's urlAvailable (issue 12) -------------------
def _is_bulk(request: Request) -> bool:
    return request.method in ("PUT", "POST") and request.path == "/post/bulk"


def _bulk_csv(request: Request) -> str | None:
    """The CSV text of a bulk_post request's `file` part, or None."""
    if not _is_bulk(request):
        return None
    content_type = request.header("content-type") or ""
    boundary = content_type.partition("boundary=")[2].strip().strip('"')
    if not boundary:
        return None
    for part in request.body.split(b"--" + boundary.encode()):
        head, _, content = part.partition(b"\r\n\r\n")
        if b'name="file"' in head:
            return content.removesuffix(b"\r\n").decode("utf-8", "replace")
    return None


def _with_csv(request: Request, text: str) -> Request:
    """The request with `text` as its only part, the `file` part."""
    boundary = "contract-power-bulk-boundary"
    body = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n'
        f"Content-Type: text/csv\r\n\r\n{text}\r\n--{boundary}--\r\n"
    ).encode()
    request = request.with_header("content-type", f"multipart/form-data; boundary={boundary}")
    return replace(request, body=body)


def _csv_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


@fault("test_bulk_post_schedules_every_row", "bulk_post schedules one post per CSV row")
@exchange
async def bulk_post_drops_last_row(request: Request, call: Call) -> Response:
    """bulk_post schedules every row of the file but the last."""
    text = _bulk_csv(request)
    lines = _csv_lines(text) if text is not None else []
    if len(lines) > 2:
        request = _with_csv(request, "\r\n".join(lines[:-1]) + "\r\n")
    return await call(request)


@fault("test_bulk_post_schedules_every_row", "bulk_post stores ordinary scheduled posts")
@exchange
async def bulk_post_first_network_only(request: Request, call: Call) -> Response:
    """bulk_post posts each row to the first network of its `platforms` cell only."""
    text = _bulk_csv(request)
    if text is None:
        return await call(request)
    reader = csv.reader(io.StringIO(text))
    rows = list(reader)
    if rows and "platforms" in rows[0]:
        at = rows[0].index("platforms")
        for row in rows[1:]:
            if len(row) > at:
                row[at] = row[at].split(",")[0]
        out = io.StringIO()
        csv.writer(out, lineterminator="\r\n").writerows(rows)
        request = _with_csv(request, out.getvalue())
    return await call(request)


_BULK_IDS: set[str] = set()


@fault("test_bulk_post_schedules_every_row", "published at their scheduleDate")
@exchange
async def bulk_posts_never_published(request: Request, call: Call) -> Response:
    """Posts made by bulk_post stay `pending` after their scheduleDate."""
    response = await call(request)
    body = response.json()
    if _is_bulk(request) and response.status == 200 and isinstance(body, dict):
        _BULK_IDS.update(str(p.get("id")) for p in body.get("posts", []))
    post_id = request.path.removeprefix("/post/")
    mine = request.method == "GET" and post_id in _BULK_IDS and isinstance(body, dict)
    if mine and body.get("status") == "success":
        response = response.with_json({**body, "status": "pending", "postIds": []})
    return response


@fault("test_bulk_post_schedules_every_row", "x-alias-of: POST /post/bulk does what bulk_post")
@exchange
async def bulk_post_alias_missing(request: Request, call: Call) -> Response:
    """The deprecated POST /post/bulk is not served (405, as if only PUT existed)."""
    if _is(request, "POST", "/post/bulk"):
        request = replace(request, method="PATCH")
    return await call(request)


@fault("test_bulk_post_bad_row_refuses_the_file", "refuses the whole file for a bad row")
@exchange
async def bulk_post_keeps_rows_before_bad_one(request: Request, call: Call) -> Response:
    """bulk_post schedules each row on its own: the rows before a bad one are stored."""
    text = _bulk_csv(request)
    lines = _csv_lines(text) if text is not None else []
    if len(lines) < 3:
        return await call(request)
    header, rows = lines[0], lines[1:]
    posts: list[Any] = []
    for number, row in enumerate(rows, start=1):
        response = await call(_with_csv(request, f"{header}\r\n{row}\r\n"))
        body = response.json()
        if response.status != 200 or not isinstance(body, dict):
            if isinstance(body, dict) and isinstance(body.get("message"), str):
                message = str(body["message"]).replace("Row 1", f"Row {number}", 1)
                response = response.with_json({**body, "message": message})
            return response
        posts += body.get("posts", [])
    return Response(
        200,
        [("content-type", JSON_CONTENT_TYPE)],
        json.dumps({"status": "success", "posts": posts}).encode(),
    )


def _bulk_code_as(
    request: Request, response: Response, codes: tuple[ErrorCode, ...], to: ErrorCode
) -> Response:
    """A bulk_post refusal with one of `codes` answered with `to` instead."""
    body = response.json()
    if _is_bulk(request) and isinstance(body, dict) and body.get("code") in codes:
        return response.with_json({**body, "code": int(to)}, SPEC.facts.catalogue[to].status)
    return response


@fault("test_bulk_post_bad_row_refuses_the_file", "create_post's rules (past scheduleDate: 152)")
@exchange
async def bulk_post_past_row_as_invalid(request: Request, call: Call) -> Response:
    """A bulk row with a past scheduleDate is answered 619, not create_post's 152."""
    codes = (ErrorCode.SCHEDULE_DATE_IN_PAST,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.BULK_ROW_INVALID)


@fault("test_bulk_post_bad_row_refuses_the_file", "networks are all unlinked is refused (156)")
@exchange
async def bulk_post_unlinked_row_as_invalid(request: Request, call: Call) -> Response:
    """A bulk row whose networks are all unlinked is answered 619, not create_post's 156."""
    codes = (ErrorCode.PLATFORM_NOT_LINKED,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.BULK_ROW_INVALID)


@fault("test_bulk_post_unreadable_file_refused", "not a CSV file with the required columns (617)")
@exchange
async def bulk_post_unreadable_as_invalid_request(request: Request, call: Call) -> Response:
    """An unreadable CSV file is answered with the generic invalid_request."""
    codes = (ErrorCode.BULK_CSV_UNREADABLE,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.INVALID_REQUEST)


@fault("test_bulk_post_unreadable_file_refused", "without a file part is refused (120)")
@exchange
async def bulk_post_missing_file_as_unreadable(request: Request, call: Call) -> Response:
    """A bulk_post without a `file` part is answered 617, not 120."""
    codes = (ErrorCode.MISSING_FILE,)
    return _bulk_code_as(request, await call(request), codes, ErrorCode.BULK_CSV_UNREADABLE)


@fault("test_bulk_post_too_many_rows_refused", "x-bulk-csv.maxRows")
@exchange
async def bulk_post_without_row_limit(request: Request, call: Call) -> Response:
    """bulk_post silently schedules the first x-bulk-csv.maxRows rows of a longer file."""
    text = _bulk_csv(request)
    lines = _csv_lines(text) if text is not None else []
    limit = int(SPEC.operation("bulk_post").raw["x-bulk-csv"]["maxRows"])
    if len(lines) > limit + 1:
        request = _with_csv(request, "\r\n".join(lines[: limit + 1]) + "\r\n")
    return await call(request)


@fault("test_user_batch_file_not_readable_before_url_available", "not served before urlAvailable")
@exchange
async def batch_file_served_early(request: Request, call: Call) -> Response:
    """The batch export file is served at once, before its urlAvailable."""
    response = await call(request)
    if _batch_file(request) and _error_code(response) == int(ErrorCode.BATCH_FILE_NOT_READY):
        response = response.with_json([], 200).with_header("retry-after", None)
    return response


@fault("test_user_batch_file_not_readable_before_url_available", "Retry-After")
@exchange
async def batch_file_without_retry_after(request: Request, call: Call) -> Response:
    """The batch export file's early answer has no Retry-After header."""
    response = await call(request)
    if _batch_file(request):
        response = response.with_header("retry-after", None)
    return response


# --- the documented test features (contract_tests/test_rules_random_content.py) ----------------
@fault("test_random_post_writes_text_and_attaches_an_image", "randomPost: true makes the service")
@exchange
async def random_post_ignored(request: Request, call: Call) -> Response:
    """create_post ignores `randomPost` (a body without `post` is refused with 108)."""
    return await call(_without_body_fields(request, "/post", "randomPost"))


@fault("test_random_post_writes_text_and_attaches_an_image", "randomMediaUrl: true attaches one")
@exchange
async def random_media_ignored(request: Request, call: Call) -> Response:
    """create_post ignores `randomMediaUrl`: the post has no media."""
    return await call(_without_body_fields(request, "/post", "randomMediaUrl"))


@fault("test_random_video_has_the_orientation", "attaches a portrait video")
@exchange
async def random_video_orientation_swapped(request: Request, call: Call) -> Response:
    """A random portrait video is landscape (`isPortraitVideo` read as `isLandscapeVideo`)."""
    body = request.json()
    if _is(request, "POST", "/post") and isinstance(body, dict) and "isPortraitVideo" in body:
        body = {k: v for k, v in body.items() if k != "isPortraitVideo"}
        request = request.with_json({**body, "isLandscapeVideo": True})
    return await call(request)


@fault("test_post_text_or_random_post_required", "neither post nor randomPost")
@exchange
async def post_text_missing_as_invalid(request: Request, call: Call) -> Response:
    """A post without `post` or `randomPost: true` is refused with the shape code 101, not 108."""
    response = await call(request)
    if (
        _is(request, "POST", "/post")
        and _error_code(response) == ErrorCode.DEPENDENT_PARAMETER_MISSING
    ):
        body = response.json()
        response = response.with_json({**body, "code": int(ErrorCode.INVALID_REQUEST)})
    return response


@fault("test_random_comment_writes_the_text", "randomComment: true makes the service write")
@exchange
async def random_comment_ignored(request: Request, call: Call) -> Response:
    """post_comment ignores `randomComment` (a body without `comment` is refused with 108)."""
    return await call(_without_body_fields(request, "/comments", "randomComment"))


# --- the accounts sandbox networks hold: their own module, re-exported for --asgi-wrapper ----
from tests.contract_power.faults_seeded import (  # noqa: E402, F401
    empty_account_generated,
    exact_content_comments_dropped,
    seeded_account_empty_by_default,
    seeded_account_frozen,
    seeded_account_new_on_relink,
)

# --- faults defined in modules of their own ------------------------------------------------------
#: Modules whose faults register into `FAULTS` on import; their wrappers are reachable here by
#: name (`--asgi-wrapper tests.contract_power.faults:NAME`) through `__getattr__`.
FAULT_MODULES = ("tests.contract_power.faults_limits",)


def __getattr__(name: str) -> Any:
    """A wrapper of a module of `FAULT_MODULES`."""
    import importlib

    for module in FAULT_MODULES:
        found = getattr(importlib.import_module(module), name, None)
        if found is not None:
            return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


import tests.contract_power.faults_limits  # noqa: E402,F401  (registers its faults)
