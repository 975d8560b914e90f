"""`generate_jwt` and `create_link_session`: a signed token (PyJWT) for a User Profile's
social-account linking page, and the page itself (`x-jwt.pagePath` on this server), which
answers 200 for a token it signed that has not expired by the service clock (for a session's
token: whose session is still open), and a catalogued error otherwise. The signing key is drawn
once per data dir and kept in the store's meta table; sessions are kept in
store/link_sessions.py. Requests are read as their generated models (`Call.body_as`: `JwtRequest`,
`LinkSessionRequest`) and answers built as theirs; the page options sent are signed into the
token as claims named as the request names them."""

from __future__ import annotations

import html
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import Any
from urllib.parse import urlencode

import jwt
from pydantic import MISSING
from social_publishing_models import (
    JwtCreated,
    JwtRequest,
    LinkSessionCreated,
    LinkSessionRequest,
    ProfileDeletion,
)
from starlette.responses import HTMLResponse

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..page_security import LINKING_PAGE_POLICY, page_headers
from ..service import Call, PublicCall, Service, field_name, model_data
from ..store import ProfileRow
from ..store.link_sessions import LinkSessionRow

FACTS_OPERATION = OperationId.GENERATE_JWT
SESSION_OPERATION = (
    OperationId.CREATE_LINK_SESSION
)  # its `x-link-session` holds the session lifetime
SESSION_CLAIM = "sid"
SECRET_META = "jwt_signing_key"


@dataclass(frozen=True)
class JwtFacts:
    """`x-jwt` of `generate_jwt`."""

    page: tuple[str, ...]
    token_parameter: str
    algorithm: str


@cache
def _facts_of(spec: ServiceSpec) -> JwtFacts:
    raw = spec.operation(FACTS_OPERATION).raw["x-jwt"]
    page_path = spec.operation(OperationId(str(raw["pageOperation"]))).path
    return JwtFacts(
        page=tuple(p for p in page_path.split("/") if p),
        token_parameter=str(raw["tokenParameter"]),
        algorithm=str(raw["algorithm"]),
    )


def facts(service: Service) -> JwtFacts:
    return _facts_of(service.spec)


@cache
def _session_minutes(spec: ServiceSpec) -> int:
    return int(spec.operation(SESSION_OPERATION).raw["x-link-session"]["lifetimeMinutes"])


def _key(service: Service) -> str:
    """The signing key, drawn by the first process that needs it (the others read that one)."""
    with service.store.transaction() as db:
        db.execute(
            "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
            (SECRET_META, secrets.token_hex(32)),
        )
        row = db.execute("SELECT value FROM meta WHERE key = ?", (SECRET_META,)).fetchone()
    return str(row[0])


def _signed_page(
    service: Service, call: Call, claims: dict[str, Any], request: JwtRequest | LinkSessionRequest
) -> tuple[str, str]:
    """Sign `claims` (plus the page options of `request` that were sent) and answer (token,
    page address)."""
    body = model_data(request)  # by the spec's names; fields not sent (MISSING) left out
    # The page options sent, as claims named as the request names them: every field but the
    # profile's key, the token's lifetime and the mail address.
    not_options = model_data(
        LinkSessionRequest.model_construct(
            profile_key=request.profile_key, expires_in=0, email=request.email
        )
    )
    claims.update((name, value) for name, value in body.items() if name not in not_options)
    rules = facts(service)
    token = jwt.encode(claims, _key(service), algorithm=rules.algorithm)
    # the page address carries the white-label domain as the request names it
    query: dict[str, Any] = model_data(LinkSessionRequest.model_construct(domain=request.domain))
    query[rules.token_parameter] = token
    url = call.base_url + "/" + "/".join(rules.page) + "?" + urlencode(query)
    return token, url


def _user_profile(service: Service, profile_key: str) -> ProfileRow:
    profile = service.store.profiles.profile_by_key(profile_key)
    if profile is None or profile.is_primary:
        raise ApiError(ErrorCode.PROFILE_NOT_FOUND, "No User Profile has this profileKey.")
    return profile


async def generate_jwt(service: Service, call: Call) -> JwtCreated:
    request = call.body_as(JwtRequest)
    profile = _user_profile(service, request.profile_key)
    assert request.expires_in is not None  # the schema's default applies; null is refused
    minutes = request.expires_in
    now = service.now_unix()
    claims: dict[str, Any] = {
        "sub": profile.ref_id,
        field_name(ProfileDeletion(title=profile.title)): profile.title,  # a profile's title
        "iat": now,
        "exp": now + minutes * 60,
    }
    token, url = _signed_page(service, call, claims, request)
    return JwtCreated(
        title=profile.title,
        token=token,
        url=url,
        email_sent=False,  # the sandbox sends no mail
        expires_in=minutes,
    )


def _session_profile(service: Service, call: Call, request: LinkSessionRequest) -> ProfileRow:
    """The User Profile the Profile-Key header (DOCS, canonical) or the body's `profileKey`
    names: both sent must name the same one (162), neither is 108."""
    body_key = None if request.profile_key is MISSING else request.profile_key
    if not call.profile.is_primary:
        if body_key is not None and _user_profile(service, body_key).id != call.profile.id:
            raise ApiError(
                ErrorCode.PROFILE_NOT_FOUND,
                "The body's profileKey and the Profile-Key header name different profiles.",
            )
        return call.profile
    if body_key is None:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            "The Profile-Key header (or the body's profileKey) must name the User Profile.",
        )
    return _user_profile(service, body_key)


async def create_link_session(service: Service, call: Call) -> LinkSessionCreated:
    """Open a session (revoking the profile's earlier ones) whose token opens the page."""
    request = call.body_as(LinkSessionRequest)
    profile = _session_profile(service, call, request)
    now = service.now_unix()
    minutes = (
        _session_minutes(service.spec) if request.expires_in is MISSING else request.expires_in
    )
    session = LinkSessionRow(
        id="ls_" + secrets.token_hex(8),
        profile_id=profile.id,
        created=now,
        expires=now + minutes * 60,
        revoked=False,
    )
    with service.store.transaction():
        service.store.link_sessions.open(
            session, service.spec.facts.limits.raw["linkSessionsKeptPerProfile"]
        )
    claims: dict[str, Any] = {
        "sub": profile.ref_id,
        SESSION_CLAIM: session.id,
        "iat": now,
        "exp": session.expires,
    }
    _, url = _signed_page(service, call, claims, request)
    return LinkSessionCreated(
        session_id=session.id,
        url=url,
        expires_at=datetime.fromtimestamp(session.expires, UTC),
        email_sent=False,  # the sandbox sends no mail
        title=profile.title,
    )


def _check_session(service: Service, session_id: str) -> None:
    """A session's token opens the page while its session exists, is not revoked and has not
    expired by the service clock (checked in that order)."""
    with service.store.transaction():
        session = service.store.link_sessions.get(session_id)
    if session is None:
        raise ApiError(ErrorCode.LINK_SESSION_NOT_FOUND)
    if session.revoked:
        raise ApiError(ErrorCode.LINK_SESSION_REVOKED)
    if session.expires <= service.now_unix():
        raise ApiError(ErrorCode.LINK_SESSION_EXPIRED)


async def page(service: Service, call: PublicCall) -> HTMLResponse:
    """The linking page (`open_linking_page`): 200 for a valid token (expiry by the service
    clock), else 441/442; a session's token (`create_link_session`) by its session, else
    501/502/503. A valid token's User Profile is counted against its rate limit, in the
    profile's page window (`RuleDecisions.page_admission`): a page load uses none of the owner's
    API window."""
    rules = facts(service)
    token = str(call.query.get(rules.token_parameter, ""))
    try:
        claims = jwt.decode(
            token,
            _key(service),
            algorithms=[rules.algorithm],
            # Time is the service clock's (checked below), not this machine's: PyJWT would
            # refuse an `iat` ahead of the wall clock once the control moved the clock.
            options={"verify_exp": False, "verify_iat": False, "require": ["exp", "sub"]},
        )
    except jwt.PyJWTError:
        raise ApiError(ErrorCode.JWT_INVALID) from None
    if SESSION_CLAIM in claims:
        _check_session(service, str(claims[SESSION_CLAIM]))
    elif not isinstance(claims.get("exp"), int) or claims["exp"] <= service.now_unix():
        raise ApiError(ErrorCode.JWT_EXPIRED)
    profile = service.store.profiles.profile_by_ref(str(claims["sub"]))
    if profile is None:  # deleted since the token was signed
        raise ApiError(ErrorCode.JWT_INVALID, "The token's User Profile no longer exists.")
    admission = service.seams.decisions.page_admission(
        service.rate_limiter, profile.id, call.client
    )
    if not admission.admitted:
        raise ApiError(ErrorCode.RATE_LIMITED, headers=admission.headers)
    options = LinkSessionRequest.model_construct(**claims)  # the page options it carries
    allowed: list[str] = [] if options.allowed_social is MISSING else list(options.allowed_social)
    networks = allowed or list(service.spec.facts.platforms)
    items = "".join(f"<li>{html.escape(str(n))}</li>" for n in networks)
    title = html.escape(profile.title)
    return HTMLResponse(
        f"<!doctype html><html><head><meta charset='utf-8'><title>Link accounts: {title}"
        f"</title></head><body><h1>{title}</h1><ul id='networks'>{items}</ul></body></html>",
        headers={
            "Cache-Control": "no-store",
            **page_headers(LINKING_PAGE_POLICY),
            **admission.headers,
        },
    )
