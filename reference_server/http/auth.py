"""Who acts: the API key, the Profile-Key, the plan and add-ons an operation needs, a suspended
User Profile refused (`suspension.py`), the request counted against the acting profile's rate
limit, and failed authentications limited per client address (`auth_throttle.py`)."""

from __future__ import annotations

import hmac
from datetime import UTC, datetime

from starlette.requests import Request

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..rules import events
from ..service import Service
from ..store import ProfileRow

#: The webhook action announcing a suspension (`spec/webhooks.yaml`).
SUSPENDED_ACTION = "suspended"


def authenticate(
    service: Service,
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
    RATE_LIMITED, which counts towards a User Profile's suspension; a suspended User Profile
    (its Profile-Key) is refused with PROFILE_SUSPENDED first, not counted. Either way every
    answer then carries the rate-limit headers (`request.state.rate_limit_headers`).

    Always (the test control too: a guess must not be confirmable anywhere), credentials from
    a client address that has used up its failed authentications are refused first, whatever
    the key, and a failed one is counted (`auth_throttle.py`). The client address is the
    connection's peer unless the operator named trusted proxies (`--forwarded-allow-ips`).
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
    throttle = service.auth_throttle
    host = request.client.host if request.client else ""
    throttle.check(host)
    try:
        profile, by_key = _identify(service, request, token, profile_key_allowed)
    except ApiError as error:
        if throttle.counts(error.code):
            throttle.failed(host)
        elif error.code == ErrorCode.UNKNOWN_PROFILE_KEY and rate_limited:  # the API key is
            count_request(service, request, service.primary)  # right: the account pays
        raise
    if not rate_limited:
        return _permitted(service, profile, by_key, check_plans, plans, add_ons)
    if by_key:
        _refuse_suspended(service, request, profile)
    count_request(service, request, profile, suspendable=by_key)
    return _permitted(service, profile, by_key, check_plans, plans, add_ons)


def _refuse_suspended(service: Service, request: Request, profile: ProfileRow) -> None:
    """ApiError 403 PROFILE_SUSPENDED while the User Profile is suspended, with the headers of
    its window as it stands (the request is not counted)."""
    until = service.suspender.suspended_until(profile.id)
    if until is None:
        return
    host = request.client.host if request.client else ""
    request.state.rate_limit_headers = service.rate_limiter.current(profile.id, host).headers
    ends = format_timestamp(datetime.fromtimestamp(until, UTC))
    raise ApiError(
        ErrorCode.PROFILE_SUSPENDED,
        f"The User Profile is suspended until {ends} after too many rate-limited requests; "
        "nothing was done (x-rate-limit.suspension).",
    )


def _identify(
    service: Service, request: Request, token: str, profile_key_allowed: bool
) -> tuple[ProfileRow, bool]:
    """The profile the API key `token` and the Profile-Key header act for, and whether a
    Profile-Key chose it; or ApiError: invalid key, Profile Key as API key, unknown one."""
    store = service.store
    if not hmac.compare_digest(token.encode(), service.settings.api_key.encode()):
        if store.profiles.profile_by_key(token) is not None:
            raise ApiError(ErrorCode.PROFILE_KEY_AS_API_KEY)
        raise ApiError(ErrorCode.INVALID_API_KEY)
    profile = service.primary
    profile_keys = request.headers.getlist("profile-key") if profile_key_allowed else []
    if len(profile_keys) > 1:
        raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY, "Send the Profile-Key header once.")
    profile_key = profile_keys[0] if profile_keys else None
    if profile_key is not None:
        found = store.profiles.profile_by_key(profile_key.strip()) if profile_key.strip() else None
        if found is None:
            raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY)
        profile = found
    return profile, profile_key is not None


def _permitted(
    service: Service,
    profile: ProfileRow,
    by_profile_key: bool,
    check_plans: bool,
    plans: tuple[str, ...] | None,
    add_ons: tuple[str, ...],
) -> ProfileRow:
    """`profile`, or ApiError when the plan does not include acting for User Profiles
    (`by_profile_key`), the operation, or one of its add-ons."""
    plan = service.plan
    spec = service.spec
    if by_profile_key:
        profile_key_plans = spec.facts.profile_key_plans
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
        has = service.add_ons
        for add_on in add_ons:
            if add_on not in has:
                code = spec.facts.add_ons[add_on].error_code
                raise ApiError(
                    ErrorCode(code), f"This operation needs the {add_on} add-on (x-add-ons)."
                )
    return profile


def count_request(
    service: Service, request: Request, profile: ProfileRow, *, suspendable: bool = False
) -> None:
    """Count the request against the profile's rate limit; ApiError 429 over it, counted
    towards the profile's suspension when it is `suspendable` (acting by its Profile-Key)."""
    host = request.client.host if request.client else ""
    admission = service.rate_limiter.admit(profile.id, host)
    request.state.rate_limit_headers = admission.headers
    if not admission.admitted:
        user_profile = suspendable and profile.id != service.primary.id
        if user_profile and service.suspender.rate_limited(profile.id):
            _announce_suspension(service, profile)
        raise ApiError(ErrorCode.RATE_LIMITED)


def _announce_suspension(service: Service, profile: ProfileRow) -> None:
    """The `suspended` webhook event of a User Profile just suspended, to its hook for that
    action if it has one (`x-rate-limit.suspension`; the common event fields only)."""
    with service.store.transaction() as db:
        events.emit(service, profile, SUSPENDED_ACTION, {}, db)
    service.delivery.wake()
