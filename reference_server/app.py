"""HTTP layer: routing by the spec, auth, request validation, error mapping.

Rules live in `rules/`; this module only turns HTTP requests into validated `Call`s and
results or `ApiError`s back into HTTP responses in the spec's shapes.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import math
import re
import sys
import traceback
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from pydantic import BaseModel
from social_publishing_models import MediaItem
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, Response
from starlette.types import Receive, Scope, Send

from spec_model import ControlSpec, Match, Operation, Parameter, ServiceSpec, response_problem
from spec_model.error_codes import ErrorCode

from . import feed_reader
from .compression import CompressionMiddleware
from .data_uri_upload import parse_body as parse_data_uri_body
from .errors import ApiError, error_body
from .handler_table import check_handler_table
from .http_guard import answer_malformed_requests_with
from .media_serving import media_file_response
from .multipart_upload import UploadForm, parse_upload
from .page_security import docs_page_policy, page_headers
from .presigned_upload import store_upload, verified_grant
from .rules import HANDLERS, PUBLIC_HANDLERS, links, random_content, sandbox, user_extras
from .rules.media import serve_media_file
from .scheduler import Scheduler
from .service import Answer, Call, PublicCall, RawJson, Service, model_json
from .settings import Settings
from .store import ProfileRow

# The Redoc reference page built from the spec at generate time (see generator/docs/page.py).
DOCS_PAGE = Path(__file__).resolve().parent / "static" / "docs.html"

JSON_BODY_MAX_BYTES = 1024 * 1024
#: A body larger than this is parsed and validated in a worker thread: a long JSON parse and
#: schema walk on the event loop would delay every other request (issue 28).
INLINE_BODY_MAX_BYTES = 32 * 1024
DRAIN_MAX_BYTES = 256 * 1024 * 1024
INTERNAL_ERROR_MARK = "INTERNAL ERROR"
INTEGER_RE = re.compile(r"[+-]?[0-9]+")
INTEGER_MAX_DIGITS = 40  # far past any bound a spec integer has; int() of more is slow or refused
SURROGATE_ESCAPE_RE = re.compile(rb"\\u[dD][89a-fA-F]")
NUMBER_RE = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def json_response(
    status: int, body: Any, headers: dict[str, str] | None = None, *, media_type: str
) -> Response:
    """A JSON answer: a generated model (by its aliases, the spec's names), JSON already held as
    text, or a plain value (sandbox routes and errors); `media_type` is the spec's
    `x-conventions.jsonContentType`."""
    if isinstance(body, Answer):
        status, body = body.status, body.body
    if isinstance(body, BaseModel):
        content = model_json(body).encode("utf-8")
    elif isinstance(body, RawJson):
        content = body.content
    else:
        content = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return Response(content, status_code=status, media_type=media_type, headers=headers)


class ReferenceServer:
    """The ASGI app of the reference server (without compression; see `create_app`)."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self.spec = service.spec
        self.scheduler = Scheduler(service)
        self.json_type = service.spec.facts.conventions.json_content_type
        self.query_arrays = service.spec.facts.conventions.query_arrays

    def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> Response:
        return json_response(status, body, headers, media_type=self.json_type)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if scope["type"] != "http":
            return
        request = Request(scope, receive)
        request.state.operation = None
        request.state.rate_limit_headers = None
        try:
            response = await self.dispatch(request)
        except ApiError as error:
            response = self.error_response(error)
        except ClientDisconnect:  # the client went away (or was cut off) mid-body: no answer
            return
        except Exception:
            print(INTERNAL_ERROR_MARK, scope.get("method"), scope.get("path"), file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            sys.stderr.flush()
            response = self.error_response(
                ApiError(ErrorCode.INVALID_REQUEST, "The request could not be processed.")
            )
        if request.state.rate_limit_headers:  # every answer to a counted request
            response.headers.update(request.state.rate_limit_headers)
        if self.service.settings.check_responses:
            self._check_response(request, response)
        await response(scope, receive, send)

    def _check_response(self, request: Request, response: Response) -> None:
        """Report (on stderr, as an internal error) a response the spec does not allow."""
        op: Operation | None = request.state.operation
        problem = None
        if (response.media_type or "").startswith("application/json"):
            body = json.loads(bytes(response.body))
            problem = response_problem(self.spec, op, response.status_code, body)
        if problem is not None:
            print(
                INTERNAL_ERROR_MARK,
                "response does not match the spec:",
                request.method,
                request.url.path,
                response.status_code,
                problem,
                file=sys.stderr,
                flush=True,
            )

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                # Background work of this process: webhook delivery and the scheduler.
                await self.service.delivery.start()
                await self.scheduler.start()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await self.scheduler.stop()
                await self.service.delivery.stop()
                feed_reader.PARSER.close()
                self.service.close()
                await send({"type": "lifespan.shutdown.complete"})
                return

    def error_response(self, error: ApiError) -> Response:
        status, body = error_body(self.spec, error)
        return self._json(status, body, error.headers)

    # -- routing ------------------------------------------------------------------------------

    async def dispatch(self, request: Request) -> Response:
        raw_path: bytes = request.scope.get("raw_path") or request.scope["path"].encode()
        text_path = raw_path.decode("latin-1").split("?", 1)[0]
        parts = [unquote(p) for p in text_path.split("/")[1:]]
        method = request.method.lower()

        if parts == ["openapi.yaml"]:
            self._only(method, "get")
            return Response(self.spec.text, media_type="application/yaml")
        control = self.service.settings.sandbox  # off: /_sandbox is an unknown path
        if parts == ["sandbox.yaml"] and control:  # the interface /_sandbox implements
            self._only(method, "get")
            return Response(self.service.control.text, media_type="application/yaml")
        if parts == ["docs"]:
            self._only(method, "get")
            if not DOCS_PAGE.is_file():  # built by `make generate` (python -m generator.docs)
                raise ApiError(ErrorCode.ROUTE_NOT_FOUND)
            policy = docs_page_policy(DOCS_PAGE, DOCS_PAGE.stat().st_mtime_ns)
            return FileResponse(
                DOCS_PAGE, media_type="text/html; charset=utf-8", headers=page_headers(policy)
            )
        if len(parts) == 4 and parts[:2] == ["media", "files"]:
            # HEAD too: it is how a media URL's existence is checked (verify_media_exists).
            self._only(method, "get", "head")
            path, row = serve_media_file(self.service, parts[2], parts[3])
            return media_file_response(path, row.content_type, row.file_name, request.headers)
        if len(parts) == 3 and tuple(parts[:2]) == random_content.ROUTE:
            self._only(method, "get", "head")  # the random media of create_post's test flags
            return await random_content.media_response(parts[2], method)
        if len(parts) == 3 and parts[:2] == ["media", "presigned"]:
            self._only(method, "put")
            return await self._presigned_put(request, parts[2])
        if parts and parts[0] == "_sandbox":
            if not control:
                raise ApiError(ErrorCode.ROUTE_NOT_FOUND)
            return await self._sandbox(request, parts[1:], method)

        if user_extras.is_batch_file(parts):  # get_user_batch's export file
            self._only(method, "get")
            return user_extras.batch_file(self.service, parts[-1])
        link_id = links.link_id_of(self.service, parts)
        if link_id is not None:  # a short link (x-short-link): redirect, click recorded
            self._only(method, "get")
            return links.follow(self.service, link_id, request.headers)

        route = self.spec.router.match(method, parts)
        if route.match is Match.NONE:
            raise ApiError(ErrorCode.ROUTE_NOT_FOUND)
        if route.operation is None:
            raise ApiError(
                ErrorCode.METHOD_NOT_ALLOWED, headers={"Allow": ", ".join(route.allowed)}
            )
        op = route.operation
        request.state.operation = op
        if op.public:  # no API key: the rule checks the request's own credential
            public = PublicCall(op, self._base_url(request))
            self._parameters(request, op, route.path_params, public)
            return await PUBLIC_HANDLERS[op.canonical_id](self.service, public)
        call = await self._call(request, op, route.path_params)
        result = await HANDLERS[op.canonical_id](self.service, call)  # an alias: its operation's
        return self._json(200, result)

    async def _presigned_put(self, request: Request, media_id: str) -> Response:
        """A PUT to a presigned upload URL (`presigned_upload.py`): no API key, the URL's
        signature authorizes it; answers the stored MediaItem."""
        grant = verified_grant(self.service, media_id, dict(request.query_params))
        sent_type = (request.headers.get("content-type") or "").split(";", 1)[0].strip()
        if sent_type.lower() != grant.content_type.lower():
            raise ApiError(
                ErrorCode.UNSUPPORTED_CONTENT_TYPE,
                f"This upload URL takes Content-Type {grant.content_type}.",
            )
        length = request.headers.get("content-length")
        declared = int(length) if length is not None and length.strip().isdigit() else None
        row = await store_upload(self.service, grant, request.stream(), declared)
        base = self._base_url(request)
        url = f"{base}/media/files/{row.id}/{quote(row.file_name, safe='')}"
        item = MediaItem(id=row.id, url=url, file_name=row.file_name, description="")
        return self._json(200, item)

    @staticmethod
    def _only(method: str, *allowed: str) -> None:
        if method not in allowed:
            raise ApiError(
                ErrorCode.METHOD_NOT_ALLOWED,
                headers={"Allow": ", ".join(a.upper() for a in allowed)},
            )

    async def _sandbox(self, request: Request, parts: list[str], method: str) -> Response:
        """A route of the test-control interface, matched by `sandbox.yaml`."""
        route = self.service.control.router.match(method, ["_sandbox", *parts])
        if route.match is Match.NONE:
            raise ApiError(ErrorCode.ROUTE_NOT_FOUND)
        if route.operation is None:
            raise ApiError(
                ErrorCode.METHOD_NOT_ALLOWED, headers={"Allow": ", ".join(route.allowed)}
            )
        op = route.operation
        profile = self._authenticate(
            request, profile_key_allowed=True, check_plans=False, rate_limited=False
        )
        call = Call(op, profile, self._base_url(request), request.headers.get("host", ""))
        call.path_params.update(route.path_params)  # raw: the handler checks them
        if op.body_validators:
            call.body = await self._json_body(request, JSON_BODY_MAX_BYTES)
        return self._json(200, await sandbox.HANDLERS[op.operation_id](self.service, call))

    # -- auth ---------------------------------------------------------------------------------

    def _authenticate(
        self,
        request: Request,
        *,
        profile_key_allowed: bool,
        check_plans: bool,
        plans: tuple[str, ...] | None = None,
        add_ons: tuple[str, ...] = (),
        rate_limited: bool = True,
    ) -> ProfileRow:
        """The acting profile, or ApiError: missing key, invalid key, Profile Key as API key,
        unknown Profile Key, plan required, add-on missing (in that order of checks).

        Once the profile is known, the request is counted against its rate limit (unless
        `rate_limited` is false: the test control): over the limit it is refused with
        RATE_LIMITED; either way every answer then carries the rate-limit headers.
        """
        headers = request.headers.getlist("authorization")
        if len(headers) > 1:
            raise ApiError(ErrorCode.MISSING_API_KEY, "Send the Authorization header once.")
        header = headers[0] if headers else None
        if header is None:
            raise ApiError(ErrorCode.MISSING_API_KEY)
        scheme, _, token = header.strip().partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            raise ApiError(ErrorCode.MISSING_API_KEY)
        store = self.service.store
        if not hmac.compare_digest(token.encode(), self.service.settings.api_key.encode()):
            if store.profile_by_key(token) is not None:
                raise ApiError(ErrorCode.PROFILE_KEY_AS_API_KEY)
            raise ApiError(ErrorCode.INVALID_API_KEY)
        plan = self.service.plan
        profile = self.service.primary
        profile_keys = request.headers.getlist("profile-key") if profile_key_allowed else []
        if len(profile_keys) > 1:
            raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY, "Send the Profile-Key header once.")
        profile_key = profile_keys[0] if profile_keys else None
        if profile_key is not None:
            found = store.profile_by_key(profile_key.strip()) if profile_key.strip() else None
            if found is None:
                raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY)
            profile = found
        if rate_limited:
            self._count_request(request, profile)
        if profile_key is not None:
            profile_key_plans = self.spec.facts.profile_key_plans
            if check_plans and plan not in profile_key_plans:
                raise ApiError(
                    ErrorCode.PLAN_REQUIRED,
                    f"The {plan} plan does not include acting for User Profiles "
                    f"(plans: {', '.join(profile_key_plans)}).",
                )
        if check_plans and plans is not None and plan not in plans:
            raise ApiError(
                ErrorCode.PLAN_REQUIRED,
                f"The {plan} plan does not include this operation (plans: {', '.join(plans)}).",
            )
        if check_plans:
            has = self.service.add_ons
            for add_on in add_ons:
                if add_on not in has:
                    code = self.spec.facts.add_ons[add_on].error_code
                    raise ApiError(
                        ErrorCode(code), f"This operation needs the {add_on} add-on (x-add-ons)."
                    )
        return profile

    def _count_request(self, request: Request, profile: ProfileRow) -> None:
        """Count the request against the profile's rate limit; ApiError 429 over it."""
        admission = self.service.rate_limiter.admit(profile.id)
        request.state.rate_limit_headers = admission.headers
        if not admission.admitted:
            raise ApiError(ErrorCode.RATE_LIMITED)

    # -- request validation -------------------------------------------------------------------

    async def _call(
        self, request: Request, op: Operation, raw_path_params: Mapping[str, str]
    ) -> Call:
        profile = self._authenticate(
            request,
            profile_key_allowed=op.parameter("Profile-Key", "header") is not None,
            check_plans=True,
            plans=op.plans,
            add_ons=op.add_ons,
        )
        call = Call(op, profile, self._base_url(request), request.headers.get("host", ""))
        self._parameters(request, op, raw_path_params, call)
        if op.body_validators and (op.body_required or _has_body(request)):
            await self._body(request, op, call)
        if op.networks is not None:
            _check_networks(op, op.networks, call)
        return call

    def _parameters(
        self,
        request: Request,
        op: Operation,
        raw_path_params: Mapping[str, str],
        call: Call | PublicCall,
    ) -> None:
        """Validate the operation's path, query and header parameters into `call`."""
        for param in op.parameters:
            if param.location == "path":
                call.path_params[param.name] = self._param_value(
                    op, param, raw_path_params.get(param.name, "")
                )
            elif param.location == "query":
                values = self._query_values(request, param)
                if values:
                    call.query[param.name] = self._param_value(op, param, ",".join(values))
                elif param.required:
                    raise ApiError(
                        ErrorCode.INVALID_REQUEST, f"Query parameter '{param.name}' is required."
                    )
            elif param.location == "header" and param.name.lower() != "profile-key":
                found = request.headers.getlist(param.name)
                if len(found) > 1:
                    raise ApiError(
                        ErrorCode.INVALID_REQUEST, f"Header '{param.name}' may be sent only once."
                    )
                value = found[0] if found else None
                if value is not None:
                    call.headers[param.name] = self._param_value(op, param, value)
                elif param.required:
                    raise ApiError(ErrorCode.INVALID_REQUEST, f"Header '{param.name}' is required.")

    def _query_values(self, request: Request, param: Parameter) -> list[str]:
        """The values sent for a query parameter: `k=v` (repeated or comma-separated, joined by
        the caller) and, for arrays when `x-conventions.queryArrays` has `indexed`, the official
        Python SDK's `k[0]=a&k[1]=b` (in index order; `k[]=a` too)."""
        values = request.query_params.getlist(param.name)
        if param.schema.get("type") != "array" or "indexed" not in self.query_arrays:
            return values
        indexed: list[tuple[int, int, str]] = []
        prefix = param.name + "["
        for position, (key, value) in enumerate(request.query_params.multi_items()):
            if not (key.startswith(prefix) and key.endswith("]")):
                continue
            index = key[len(prefix) : -1]
            if index == "":
                indexed.append((position, position, value))
            elif index.isascii() and index.isdigit() and len(index) <= 6:
                indexed.append((int(index), position, value))
            else:
                raise ApiError(
                    ErrorCode.INVALID_REQUEST,
                    f"Query parameter '{key[:60]}': the index must be a number.",
                )
        return values + [value for _, _, value in sorted(indexed)]

    def _param_value(self, op: Operation, param: Parameter, raw: str) -> Any:
        kind = param.schema.get("type")
        where = f"{param.location.capitalize()} parameter '{param.name}'"
        value: Any = raw
        if kind == "integer":
            if not INTEGER_RE.fullmatch(raw.strip()):
                raise ApiError(
                    self._param_code(op, param), f"{where}: {raw[:100]!r} is not an integer."
                )
            if len(raw.strip().lstrip("+-").lstrip("0")) > INTEGER_MAX_DIGITS:
                raise ApiError(
                    self._param_code(op, param), f"{where}: the integer is out of range."
                )
            value = int(raw.strip())
        elif kind == "number":
            if not NUMBER_RE.fullmatch(raw.strip()):
                raise ApiError(
                    self._param_code(op, param), f"{where}: {raw[:100]!r} is not a number."
                )
            value = float(raw.strip())
        elif kind == "boolean":  # `true`/`false`; any case (the official SDK sends `True`)
            value = {"true": True, "false": False}.get(raw.strip().lower(), raw)
        elif kind == "array":
            value = raw.split(",")
        error = best_match(param.validator.iter_errors(value))
        if error is not None:
            raise ApiError(self._param_code(op, param), f"{where}: {_short(error)}")
        return value

    @staticmethod
    def _param_code(op: Operation, param: Parameter) -> ErrorCode:
        """The parameter's `x-error-code` (from the spec), else the generic invalid_request."""
        code = param.error_code
        return ErrorCode(code) if code is not None else ErrorCode.INVALID_REQUEST

    async def _body(self, request: Request, op: Operation, call: Call) -> None:
        header = request.headers.get("content-type", "")
        media_type = header.split(";", 1)[0].strip().lower()
        if media_type not in op.body_validators:
            accepted = " or ".join(op.body_validators)
            shown = header[:100] if header else "(none)"
            raise ApiError(
                ErrorCode.UNSUPPORTED_CONTENT_TYPE,
                f"Content-Type '{shown}' is not accepted; use {accepted}.",
            )
        validator = op.body_validators[media_type]
        upload_limit = self.spec.facts.limits.upload_max_bytes
        if media_type == "multipart/form-data":
            call.form = await parse_upload(
                header, request.stream(), self.service.media, upload_limit, 4 * upload_limit
            )
            fields: dict[str, Any] = dict(call.form.fields)
            fields.pop("file", None)
            if call.form.file_path is not None:
                fields["file"] = ""
            if "fileName" not in fields and call.form.file_name is not None:
                # The part's filename becomes the item's fileName: held to the same schema.
                fields["fileName"] = call.form.file_name
            await asyncio.to_thread(self._validate_body, op, media_type, validator, fields, call)
            return
        if op.canonical_id == "upload_media":
            await self._data_uri_body(request, op, media_type, validator, call, upload_limit)
            return
        raw = await self._raw_body(request, JSON_BODY_MAX_BYTES, ErrorCode.INVALID_REQUEST)

        def parse_and_validate() -> None:
            call.body = _parse_json(raw)
            self._validate_body(op, media_type, validator, call.body, call)

        if len(raw) > INLINE_BODY_MAX_BYTES:
            await asyncio.to_thread(parse_and_validate)
        else:
            parse_and_validate()

    def _validate_body(
        self,
        op: Operation,
        media_type: str,
        validator: Draft202012Validator,
        body: Any,
        call: Call,
    ) -> None:
        error = best_match(validator.iter_errors(body))
        if error is None:
            return
        if call.form is not None and call.form.file_path is not None:
            call.form.file_path.unlink(missing_ok=True)
        code = _body_error_code(op, media_type, error)
        where = "/".join(str(p) for p in error.absolute_path)
        raise ApiError(code, f"Body{' field ' + repr(where) if where else ''}: {_short(error)}")

    async def _data_uri_body(
        self,
        request: Request,
        op: Operation,
        media_type: str,
        validator: Draft202012Validator,
        call: Call,
        limit: int,
    ) -> None:
        """A JSON `upload_media` body: the data URI is checked and decoded into a temp file in
        a worker thread (`data_uri_upload`); the rest is validated against the spec."""
        cap = math.ceil(limit / 3) * 4 + JSON_BODY_MAX_BYTES
        raw = await self._raw_body(request, cap, too_large_code=ErrorCode.FILE_TOO_LARGE)
        parsed = await asyncio.to_thread(parse_data_uri_body, raw, self.service.media, limit)
        del raw
        call.body = parsed.body
        if parsed.file is not None:
            call.form = UploadForm(
                file_path=parsed.file.path,
                file_size=parsed.file.size,
                file_content_type=parsed.file.content_type,
            )
        await asyncio.to_thread(self._validate_body, op, media_type, validator, call.body, call)
        if parsed.file is not None and parsed.file.error == ErrorCode.FILE_TOO_LARGE:
            raise ApiError(
                ErrorCode.FILE_TOO_LARGE,
                f"The file exceeds the maximum upload size of {limit} bytes.",
            )
        if parsed.file is not None and parsed.file.error is not None:
            raise ApiError(parsed.file.error)
        if call.form is not None:
            call.form.fields = {
                name: call.body[name] for name in ("fileName", "description") if name in call.body
            }

    async def _raw_body(self, request: Request, cap: int, too_large_code: ErrorCode) -> bytearray:
        """The request body (one growing buffer, no joined copy); ApiError past `cap` bytes."""
        raw = bytearray()
        stream: AsyncIterator[bytes] = request.stream()
        async for chunk in stream:
            if len(raw) + len(chunk) > cap:
                drained = 0
                async for rest in stream:  # read and drop the rest so the client gets the answer
                    drained += len(rest)
                    if drained > DRAIN_MAX_BYTES:
                        break
                raise ApiError(too_large_code, f"The request body is larger than {cap} bytes.")
            raw += chunk
        return raw

    async def _json_body(
        self, request: Request, cap: int, too_large_code: ErrorCode = ErrorCode.INVALID_REQUEST
    ) -> Any:
        raw = await self._raw_body(request, cap, too_large_code)
        if len(raw) > INLINE_BODY_MAX_BYTES:
            return await asyncio.to_thread(_parse_json, raw)
        return _parse_json(raw)

    @staticmethod
    def _base_url(request: Request) -> str:
        return str(request.base_url).rstrip("/")


def _parse_json(raw: bytearray) -> Any:
    """The JSON value of a request body; ApiError(malformed_json) when it is none."""
    try:
        body = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
        if SURROGATE_ESCAPE_RE.search(raw):  # a lone surrogate (\ud800) is no text to store
            json.dumps(body, ensure_ascii=False).encode("utf-8")
        return body
    except (ValueError, UnicodeError, RecursionError):
        raise ApiError(ErrorCode.MALFORMED_JSON) from None


def _has_body(request: Request) -> bool:
    """Whether the request carries a body (an optional one may be left out)."""
    length = request.headers.get("content-length")
    if length is not None:
        return length.strip() != "0"
    return "transfer-encoding" in request.headers


def _missing(error: Any) -> list[str]:
    instance = error.instance if isinstance(error.instance, dict) else {}
    return [p for p in error.validator_value if p not in instance]


def _short(error: Any) -> str:
    """A bounded description of a validation error (instances may be megabytes)."""
    if error.validator == "required":
        missing = _missing(error)
        return f"{', '.join(repr(m) for m in missing)} is required."
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = [k for k in error.instance if k not in allowed]
        return f"unexpected field(s) {', '.join(repr(e[:50]) for e in extra[:5])}."
    message = str(error.message)
    if len(message) > 300:
        message = message[:150] + " ... " + message[-100:]
    return message


def _body_error_code(op: Operation, media_type: str, error: ValidationError) -> ErrorCode:
    """The code of a body the schema refuses: the field's `x-error-code` (a value that does not
    match) or `x-missing-error-code` (a required top-level field absent) from the spec, else
    the generic invalid_request."""
    path = list(error.absolute_path)
    if error.validator == "required":
        if path:
            return ErrorCode.INVALID_REQUEST
        for name in _missing(error):
            missing = op.body_field_codes(media_type, name).missing
            if missing is not None:
                return ErrorCode(missing)
        return ErrorCode.INVALID_REQUEST
    if path:
        invalid = op.body_field_codes(media_type, path[0]).invalid
        if invalid is not None:
            return ErrorCode(invalid)
    return ErrorCode.INVALID_REQUEST


def create_app(
    settings: Settings, spec: ServiceSpec | None = None, control: ControlSpec | None = None
) -> Any:
    """The reference server's ASGI app for `settings` (compression included); raises
    `HandlerTableError` when the handler tables do not match the spec's operations.
    `spec`/`control`: already read (see `Service`)."""
    service = Service(settings, spec, control)
    try:
        check_handler_table(service.spec, service.control)
    except Exception:
        service.close()
        raise
    status, body = error_body(
        service.spec,
        ApiError(
            ErrorCode.INVALID_REQUEST,
            "The request is not valid HTTP/1.1; the connection is closed.",
        ),
    )
    answer_malformed_requests_with(
        status,
        json.dumps(body, separators=(",", ":")).encode(),
        service.spec.facts.conventions.json_content_type,
    )
    return CompressionMiddleware(ReferenceServer(service), service.spec.facts.compression)


def _check_networks(op: Operation, networks: tuple[str, ...], call: Call) -> None:
    """`x-networks`: a `platform`/`platforms` value (path, query or body) the operation does not
    support is refused with network_not_supported before anything is done."""
    named: list[object] = []
    body = call.body if isinstance(call.body, dict) else {}
    for source in (call.path_params, call.query, body):
        for key in ("platform", "platforms"):
            value = source.get(key)
            named.extend(value if isinstance(value, list) else [value] if value else [])
    for value in named:
        if isinstance(value, str) and value not in networks and value != "all":
            raise ApiError(
                ErrorCode.NETWORK_NOT_SUPPORTED,
                f"{op.label} does not support {value!r}; it supports {', '.join(networks)}.",
            )
