"""An operation of the spec (or of the test control) from request to the rule's answer:
auth, parameters, body, `x-networks`, the catch-up of the profile's long-grown generated
accounts (in a worker thread, `seeded_content.catch_up`), then the operation's handler in the
`HandlerTables` the app was built with (`create_app(handlers=...)`; the rules' own by default).
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping

from starlette.requests import Request
from starlette.responses import Response

from spec_model import Operation
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import ControlOperationId, OperationId

from ..errors import ApiError
from ..handler_table import HandlerTables
from ..rules import sandbox, seeded_content
from ..service import Call, PublicCall, Service
from .auth import authenticate
from .bodies import has_body, read_body, read_control_body
from .parameters import read_parameters
from .responses import base_url, json_response


async def operation(
    handlers: HandlerTables,
    service: Service,
    op: Operation,
    request: Request,
    params: Mapping[str, str],
) -> Response:
    """An operation of the spec: its rule's answer (200 unless the rule says otherwise)."""
    request.state.operation = op
    json_type = service.spec.facts.conventions.json_content_type
    query_arrays = service.spec.facts.conventions.query_arrays
    if op.public:  # no API key: the rule checks the request's own credential
        public = PublicCall(op, base_url(request))
        public.client = request.client.host if request.client else ""
        read_parameters(request, op, params, public, query_arrays)
        return await handlers.public[OperationId(op.canonical_id)](service, public)  # type: ignore[no-any-return]
    profile = authenticate(
        service,
        request,
        profile_key_allowed=op.parameter("Profile-Key", "header") is not None,
        check_plans=True,
        plans=op.plans,
        add_ons=op.add_ons,
    )
    call = Call(op, profile, base_url(request), request.headers.get("host", ""))
    read_parameters(request, op, params, call, query_arrays)
    if op.body_validators and (op.body_required or has_body(request)):
        await read_body(service, request, op, call)
    if op.networks is not None:
        check_networks(op, op.networks, call)
    await seeded_content.catch_up(service, profile)  # long-grown accounts: off the loop
    # An alias (`x-alias-of`) runs its operation's handler.
    result = await handlers.api[OperationId(op.canonical_id)](service, call)
    return json_response(200, result, media_type=json_type)


async def control(
    handlers: HandlerTables,
    service: Service,
    op: Operation,
    request: Request,
    params: Mapping[str, str],
) -> Response:
    """An operation of the test control (sandbox.yaml): same auth, never rate-counted; the
    body is checked against its schema unless the handler does it (`sandbox.OWN_BODY_CHECK`)."""
    profile = authenticate(
        service, request, profile_key_allowed=True, check_plans=False, rate_limited=False
    )
    call = Call(op, profile, base_url(request), request.headers.get("host", ""))
    call.path_params.update(params)  # raw: the handler checks them
    call.client = request.client.host if request.client else ""
    if op.body_validators:
        own_check = op.operation_id in sandbox.OWN_BODY_CHECK
        call.body = await read_control_body(request, op, validate=not own_check)
    await seeded_content.catch_up(service, profile)
    result = handlers.control[ControlOperationId(op.operation_id)](service, call)
    if inspect.isawaitable(result):
        result = await result
    return json_response(200, result, media_type=service.spec.facts.conventions.json_content_type)


def check_networks(op: Operation, networks: tuple[str, ...], call: Call) -> None:
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
