"""Faults the rules of `contract_tests/test_rules_social_linking.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import httpx

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks, change_events
from tests.contract_power.faults.exchange import (
    JSON_CONTENT_TYPE,
    SPEC,
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    Shape,
    accepted_refused,
    answer_headers_dropped,
    answer_rewritten,
    declare,
    declared,
    fields_ignored,
    on,
    read_json,
    refusal_accepted,
    request_rewritten,
    write_ignored,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

UNLINK_SOCIAL_PATH = "/profiles/social"


@fault(
    "test_unlink_social_unlinks_and_sends_the_event",
    "unlink_social answers the network and the profile",
)
@exchange
async def unlink_social_answers_other_profile(request: Request, call: Call) -> Response:
    """unlink_social unlinks, but its answer names the Primary Profile's refId."""
    response = await call(request)
    if not asks(request, "DELETE", UNLINK_SOCIAL_PATH) or response.status != 200:
        return response
    as_primary = request.with_header("Profile-Key", None)
    user = await call(replace(as_primary, method="GET", path="/user", body=b"", query=[]))
    primary = user.json()
    if not isinstance(primary, dict):
        return response
    return response.with_json({**response.json(), "refId": primary.get("refId")})


@fault("test_unlink_social_unlinks_and_sends_the_event", "unlink_social unlinks the network")
@exchange
async def unlink_social_keeps_link(request: Request, call: Call) -> Response:
    """unlink_social answers success without unlinking anything."""
    if not asks(request, "DELETE", UNLINK_SOCIAL_PATH):
        return await call(request)
    user = await call(replace(request, method="GET", path="/user", body=b"", query=[]))
    body, sent = user.json(), request.json()
    if user.status != 200 or not isinstance(body, dict) or not isinstance(sent, dict):
        return await call(request)
    answer = {"status": "success", "platform": sent.get("platform"), "refId": body.get("refId")}
    return user.with_json(answer)


@fault(
    "test_unlink_social_unlinks_and_sends_the_event",
    "sends the social event with type unlink",
    parts=True,
)
def unlink_social_silent(parts: ServerParts) -> ServerParts:
    """unlink_social unlinks without sending the `social` event (the control still sends)."""
    unlinking = ContextVar("unlinking through unlink_social", default=False)

    def make(unlink_social: Callable[..., Any]) -> Callable[..., Any]:
        async def silent(service: Any, call: Any) -> Any:
            token = unlinking.set(True)
            try:
                return await unlink_social(service, call)
            finally:
                unlinking.reset(token)

        return silent

    parts = replace(parts, handlers=parts.handlers.replacing(OperationId.UNLINK_SOCIAL, make))
    return change_events(
        parts, lambda e: None if unlinking.get() and e.get("action") == "social" else e
    )


@fault("test_unlink_social_not_linked_answers_success", "unlink_social answers 200")
@exchange
async def unlink_social_not_linked_refused(request: Request, call: Call) -> Response:
    """unlink_social refuses a network that is not linked with 156 (the DOCS answer 200)."""
    if not asks(request, "DELETE", UNLINK_SOCIAL_PATH):
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


JWT_PAGE_PATH = "/social-accounts"


def _page_opens(code: ErrorCode) -> Shape:
    """The linking page opens (an HTML 200) where the server refuses it with ``code``."""

    async def opened(request: Request, call: Call) -> Response:
        response = await call(request)
        if asks(request, "GET", JWT_PAGE_PATH) and error_code(response) == code:
            response = Response(200, [("content-type", "text/html; charset=utf-8")], b"<p>ok</p>")
        return response

    return declared(opened)


@fault("test_generate_jwt_expires", "the generate_jwt token is valid until expiresIn minutes")
@exchange
async def jwt_expires_at_once(request: Request, call: Call) -> Response:
    """generate_jwt signs tokens that expire after one minute whatever `expiresIn` says (the
    answer still echoes it)."""
    body = request.json()
    if asks(request, "POST", "/profiles/generateJWT") and isinstance(body, dict):
        asked = body.get("expiresIn")
        response = await call(request.with_json({**body, "expiresIn": 1}))
        answer = response.json()
        if isinstance(answer, dict) and "expiresIn" in answer and asked is not None:
            response = response.with_json({**answer, "expiresIn": asked})
        return response
    return await call(request)


@fault("test_link_session_expires", "create_link_session answers expiresAt, lifetimeMinutes after")
@exchange
async def link_session_expiry_misreported(request: Request, call: Call) -> Response:
    """create_link_session answers `expiresAt` as the moment the session was opened."""
    from datetime import datetime, timedelta

    response = await call(request)
    body = response.json()
    stamp = body.get("expiresAt") if isinstance(body, dict) else None
    if asks(request, "POST", "/profiles/link-sessions") and isinstance(stamp, str):
        facts = SPEC.operation(OperationId.CREATE_LINK_SESSION).raw["x-link-session"]
        end = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ")
        opened = end - timedelta(minutes=int(facts["lifetimeMinutes"]))
        response = response.with_json({**body, "expiresAt": f"{opened:%Y-%m-%dT%H:%M:%SZ}"})
    return response


@fault("test_link_session_opens_the_page", "answers 200 for the Profile-Key header's profile")
@request_rewritten(
    on("POST", "/profiles/link-sessions"), lambda request: request.with_header("Profile-Key", None)
)
def link_session_header_ignored() -> None:
    """create_link_session ignores the Profile-Key header (reads only the body's profileKey)."""


@fault("test_linking_page_operation", "open_linking_page opens, as HTML, with a token and no API")
@exchange
async def linking_page_wants_api_key(request: Request, call: Call) -> Response:
    """The linking page refuses a request without an API key (106), as other operations do."""
    if asks(request, "GET", JWT_PAGE_PATH) and request.header("authorization") is None:
        return Response(401, [("content-type", JSON_CONTENT_TYPE)], b"").with_json(
            {"status": "error", "code": int(ErrorCode.MISSING_API_KEY), "message": "No key."}
        )
    return await call(request)


# -- writes answered as done and never applied (read-back rules) ---------------------------------
async def _unlinked(request: Request, call: Call) -> dict[str, Any]:
    """The network sent and the acting profile's refId (read from the server)."""
    sent, user = request.json(), await read_json(request, call, OperationId.GET_USER)
    return {
        "platform": sent.get("platform") if isinstance(sent, dict) else None,
        "refId": user.get("refId") if isinstance(user, dict) else None,
    }


unlink_social_ignored = write_ignored(
    OperationId.UNLINK_SOCIAL,
    caught_by=fault(
        "test_unlink_social_unlinks_and_sends_the_event", "unlink_social unlinks the network"
    ),
    answer=_unlinked,
)
generate_jwt_ignored = write_ignored(
    OperationId.GENERATE_JWT,
    caught_by=fault(
        "test_generate_jwt_opens_the_page", "generate_jwt answers the User Profile's title"
    ),
)
create_link_session_ignored = write_ignored(
    OperationId.CREATE_LINK_SESSION,
    caught_by=fault(
        "test_link_session_opens_the_page",
        "create_link_session answers the session and the profile's title",
    ),
)


# -- the page's address, what it lists, its refusals, a token's default lifetime -------------------
_signing, _sessions = on("POST", "/profiles/generateJWT"), on("POST", "/profiles/link-sessions")


def _without_domain(body: dict[str, Any]) -> dict[str, Any]:
    return {**body, "url": str(httpx.URL(str(body.get("url"))).copy_remove_param("domain"))}


def _empty_token(request: Request) -> bool:
    return asks(request, "GET", JWT_PAGE_PATH) and ("jwt", "") in request.query


def _both_keys(request: Request) -> bool:
    named = request.header("profile-key") is not None
    return _sessions(request) and named and "profileKey" in (request.json() or {})


_JWT, _SESSION = "test_generate_jwt_opens_the_page", "test_link_session_opens_the_page"
_OPEN = {"status": "success", "sessionId": "none", "url": "http://127.0.0.1/", "title": "none"}
for _name, _test, _rule, _shape, _doc in (
    ("jwt_address_without_domain", _JWT, "answers the page's address with the domain sent",
     answer_rewritten(_signing, _without_domain),
     "generate_jwt answers the page's address without the `domain` sent"),
    ("jwt_allowed_social_ignored", _JWT, "lists the networks allowedSocial allows",
     fields_ignored(_signing, "allowedSocial"),
     "generate_jwt ignores `allowedSocial`: the page lists every network"),
    ("linking_page_empty_token_read", _JWT, "the page refuses an empty token",
     request_rewritten(_empty_token, lambda r: replace(r, query=[("jwt", "x")])),
     "The linking page reads an empty token as a token (refused as not signed, 441)"),
    ("link_session_naming_nothing_accepted", _SESSION, "naming no profile (108)",
     refusal_accepted(ErrorCode.DEPENDENT_PARAMETER_MISSING, _OPEN, where=_sessions),
     "create_link_session naming no profile (no header, no body key) answers success"),
    ("link_session_body_key_refused", _SESSION, "takes the header's own key in the body",
     accepted_refused(ErrorCode.PROFILE_NOT_FOUND, _both_keys),
     "create_link_session refuses a body `profileKey` naming the header's own profile"),
):  # fmt: skip
    declare(globals(), _name, f"{_doc}.", _shape, fault(_test, _rule))


@fault("test_generate_jwt_expires", "a generate_jwt token without expiresIn is valid 5 minutes")
@exchange
async def jwt_default_lifetime_short(request: Request, call: Call) -> Response:
    """generate_jwt without `expiresIn` signs a token that lasts 4 minutes (the answer still
    says 5)."""
    body = request.json()
    if not (_signing(request) and isinstance(body, dict) and "expiresIn" not in body):
        return await call(request)
    response = await call(request.with_json({**body, "expiresIn": 4}))
    answer = response.json()
    if isinstance(answer, dict) and answer.get("expiresIn") == 4:
        response = response.with_json({**answer, "expiresIn": 5})
    return response


_OPENED: dict[str, Response] = {}


@fault("test_generate_jwt_of_a_deleted_profile", "a deleted profile's token opens nothing")
@exchange
async def jwt_outlives_profile(request: Request, call: Call) -> Response:
    """The linking page keeps opening, for a token it once opened, after refusing it as not
    signed (its profile deleted)."""
    response = await call(request)
    if not asks(request, "GET", JWT_PAGE_PATH):
        return response
    seen = "&".join(f"{k}={v}" for k, v in request.query)
    if response.status == 200:
        _OPENED[seen] = response
    elif error_code(response) == ErrorCode.JWT_INVALID and seen in _OPENED:
        return _OPENED[seen]
    return response


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("jwt_page_accepts_any",
     ("test_generate_jwt_opens_the_page", "the page refuses a token the service did not sign"),
     _page_opens(ErrorCode.JWT_INVALID),
     "The linking page opens with any token (an altered signature too)."),
    ("jwt_never_expires",
     ("test_generate_jwt_expires", "the page refuses the token after expiresIn"),
     _page_opens(ErrorCode.JWT_EXPIRED),
     "The linking page opens with an expired token."),
    ("link_session_never_revoked",
     ("test_link_session_opens_the_page", "a newer session revokes the profile's earlier one"),
     _page_opens(ErrorCode.LINK_SESSION_REVOKED),
     "The linking page opens with the token of a session a newer one revoked."),
    ("link_session_never_expires",
     ("test_link_session_expires", "the page refuses the session after expiresAt"),
     _page_opens(ErrorCode.LINK_SESSION_EXPIRED),
     "The linking page opens with the token of an expired session."),
    ("link_session_expires_in_ignored",
     ("test_link_session_expires", "create_link_session answers expiresAt, expiresIn minutes"),
     fields_ignored(on("POST", "/profiles/link-sessions"), "expiresIn"),
     "create_link_session ignores the body's `expiresIn` (every session lives the default)."),
    ("link_session_outlives_profile",
     ("test_link_session_of_a_deleted_profile", "a deleted profile's session is not found"),
     _page_opens(ErrorCode.LINK_SESSION_NOT_FOUND),
     "The linking page opens with the token of a session whose User Profile was deleted."),
    ("linking_page_not_counted",
     ("test_linking_page_operation", "the linking page is counted against the token's profile"),
     answer_headers_dropped(on("GET", JWT_PAGE_PATH), "x-ratelimit-max", "x-ratelimit-count"),
     "The linking page answers without the x-rate-limit headers (the request is not counted)."),
    ("linking_page_framable",
     ("test_linking_page_security_headers", "the linking page carries its declared security"),
     answer_headers_dropped(on("GET", JWT_PAGE_PATH), "content-security-policy"),
     "The linking page answers without Content-Security-Policy (any page may frame it)."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
