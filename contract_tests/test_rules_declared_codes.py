"""Declared refusals provoked on every operation that declares them: each test reads from the
spec which operations list a code in `x-error-codes` and sends each its documented example
request with one stated rule broken; the answer must carry the code with its catalogued status.

* `profile_key_as_api_key` (103): a User Profile's key in `Authorization`.
* `auth_failures_throttled` (181): from an address that made `x-auth-failure-limit`'s failures
  (lowered to one by the test control, from a second loopback address); operations with
  `security: []` are never refused for failures, so they are left out.
* `rate_limited` (180): as a User Profile whose `x-rate-limit` is 0 (the test control); the
  operations that act for the Primary Profile only (its window is shared by every test of the
  run) from a second loopback address whose own limit for the Primary Profile the control
  sets to 0 (`callingAddressOnly`), while the suite's address is still served.
* `profile_suspended` (182): as a User Profile suspended by its first 429 answer (the test
  control: limit 0 and `suspendAfter` 1), on every operation that takes `Profile-Key`.
* `plan_required` (105): on a plan (the test control) outside the operation's `x-plans` or, for
  an operation acting for a User Profile, outside `Profile-Key`'s `x-plans`.
* `unsupported_content_type` (111): the example body sent as `text/plain` (`application/xml`
  to an operation that takes text/plain).
* `malformed_json` (112): a JSON body that does not parse.
* `platform_not_linked` (156), `twitter_credentials_required` (419): a profile's post on X and
  Facebook, then its networks unlinked, or X targeted without the caller's own X credentials.
* `short_link_limit_reached` (635): a profile seeded to `x-limits.shortLinksPerProfile`.
* `schedule_date_in_past` (152): a `scheduleDate` in the past (on a pending post where the
  operation takes one).
* `invalid_request` (101): a path or query parameter outside its `pattern`.
* `media_unavailable` (153): a media-library URL that names no item, in every media field.
* More, each from the operation's example: a title another profile has (146), a published or
  deleted post (154, 383), a new auto-schedule without times (194), an add-on missing on
  aliases too (109, 361, 399), a flag without its `platform` (108), a foreign cursor (667),
  Social Post ID analytics on two networks or a network the post is not on (437, 433), an
  auto-schedule a fresh profile has not set (192).

Requests that need state the tests do not build (`NEEDS_OTHER_STATE`) and multipart bodies are
left out here; `test_rules_declared_state.py` builds that state, and the coverage report lists
what stays unprovoked. One test per code (breadth, not
cases); each failure names the operation.
"""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest

from contract_tests.checks import rate_limit_window
from contract_tests.example_requests import ExampleRequest, example_request
from contract_tests.fixtures import UserProfile
from contract_tests.run_settings import walked
from contract_tests.samples import image_bytes, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, Operation
from contract_tests.target import ApiClient
from spec_model.ecma_regex import ecma_search
from spec_model.operation_ids import ControlOperationId, OperationId

PROFILE_KEY = "Profile-Key"


def declaring(spec: ApiSpec, name: str) -> list[Operation]:
    """The operations whose responses declare the code called ``name`` (`x-error-codes`), of
    those the run selects (`run_settings.walked`: the test skips when it selects none)."""
    code = spec.error_code(name)
    return walked(
        (
            op
            for op in spec.paths
            if any(code in (response.error_codes or ()) for response in op.responses.values())
        ),
        f"operations declaring {name}",
    )


def _send(
    client: ApiClient,
    spec: ApiSpec,
    op: Operation,
    *,
    auth: str | bool | None = True,
    headers: dict[str, str] | None = None,
    content: bytes | None = None,
) -> httpx.Response:
    """The operation's example request; ``content`` (with its Content-Type in ``headers``)
    replaces the body."""
    example = example_request(spec, op)
    path = op.path
    for name, value in example.path_params.items():
        path = path.replace("{" + name + "}", str(value))
    query = {
        k: ",".join(map(str, v)) if isinstance(v, list) else v for k, v in example.query.items()
    }
    if content is not None:
        return client.request(
            op.method.upper(),
            path,
            params=query or None,
            auth=auth,
            headers=headers,
            content=content,
        )
    return client.request(
        op.method.upper(),
        path,
        params=query or None,
        json_body=example.body,
        auth=auth,
        headers=headers,
    )


def test_profile_key_as_api_key_on_every_operation(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    rule = "a Profile Key sent in place of the API key is refused with profile_key_as_api_key"
    auth = f"Bearer {user_profile.profile_key}"
    for op in declaring(spec, "profile_key_as_api_key"):
        response = _send(api, spec, op, auth=auth)
        api.expect_error(response, "profile_key_as_api_key", f"{op.operation_id}: {rule}")


def test_unsupported_content_type_on_every_operation(api: ApiClient, spec: ApiSpec) -> None:
    rule = "a body of a Content-Type the operation does not take is refused (415)"
    for op in declaring(spec, "unsupported_content_type"):
        # text/plain, unless the operation takes it (validate_json's page form).
        sent = next(t for t in ("text/plain", "application/xml") if t not in op.body_schemas)
        response = _send(
            api, spec, op, headers={"Content-Type": sent}, content=b"contract coverage"
        )
        api.expect_error(response, "unsupported_content_type", f"{op.operation_id}: {rule}")


def test_malformed_json_on_every_operation(api: ApiClient, spec: ApiSpec) -> None:
    rule = "a JSON body that does not parse is refused with malformed_json"
    for op in declaring(spec, "malformed_json"):
        response = _send(
            api, spec, op, headers={"Content-Type": "application/json"}, content=b'{"contract'
        )
        api.expect_error(response, "malformed_json", f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
def test_rate_limited_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    rule = "a request over the profile's x-rate-limit is refused with rate_limited"
    client = user_profile.client
    control = profile_sandbox
    control.set_rate_limit(0)
    try:
        for op in declaring(spec, "rate_limited"):
            if op.parameter(PROFILE_KEY, "header") is None:
                continue  # the Primary Profile's window is the other tests' too
            response = _send(client, spec, op)
            client.expect_error(response, "rate_limited", f"{op.operation_id}: {rule}")
    finally:
        control.set_rate_limit(None)


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
def test_profile_suspended_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """`test_rules_suspension.py` drives the count and the end; here the refusal itself."""
    rule = "a suspended User Profile's request is refused with profile_suspended"
    client = user_profile.client
    control = profile_sandbox
    control.set_suspension(0, 1)
    try:
        first = client.get(spec.operation(OperationId.LIST_MEDIA).path)
        client.expect_error(first, "rate_limited", "the 429 answer that suspends the profile")
        for op in declaring(spec, "profile_suspended"):
            response = _send(client, spec, op)
            client.expect_error(response, "profile_suspended", f"{op.operation_id}: {rule}")
    finally:
        control.set_suspension(None, None)


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
def test_rate_limited_on_primary_only_operations(
    api: ApiClient, spec: ApiSpec, sandbox: Sandbox, side: ApiClient
) -> None:
    """The operations without Profile-Key, from a second address whose Primary Profile limit
    alone is 0: refused with rate_limited and the x-rate-limit headers; the suite's address
    (the same profile) is still served."""
    rule = "a request over the Primary Profile's x-rate-limit is refused with rate_limited"
    headers_rule = "a rate_limited answer carries x-ratelimit-max and x-ratelimit-count"
    other_rule = "a limit set for one client address only leaves another address served"
    fact = spec.facts.rate_limit
    control = sandbox.for_client(side)
    try:
        control.set_address_rate_limit(0)
    except httpx.TransportError as error:
        pytest.skip(f"cannot reach the target from a second loopback address: {error}")
    try:
        for op in declaring(spec, "rate_limited"):
            if op.public or op.parameter(PROFILE_KEY, "header") is not None:
                # As a User Profile: test_rate_limited_on_every_operation; the linking page
                # (its token's profile): test_linking_page_rate_limited.
                continue
            response = _send(side, spec, op)
            side.expect_error(
                response, "rate_limited", f"{op.operation_id}: {rule}", code=fact.error_code
            )
            names = (fact.max_header, fact.count_header)
            found = {name.lower(): response.headers.get(name) for name in names}
            maximum, _, problems = rate_limit_window(spec, found)
            if problems or maximum != 0:
                detail = "; ".join(problems) or f"{fact.max_header} is {maximum}, not 0"
                side.fail(response, f"{op.operation_id}: {headers_rule}", detail)
        listed = api.get(spec.operation(OperationId.LIST_PROFILES).path)
        api.expect_status(listed, 200, other_rule)
    finally:
        control.set_address_rate_limit(None)


@pytest.mark.control(ControlOperationId.SET_AUTH_FAILURE_LIMIT)
def test_auth_failures_throttled_on_every_operation(
    spec: ApiSpec, sandbox: Sandbox, side: ApiClient
) -> None:
    rule = (
        "once the address made x-auth-failure-limit's failures, a request with credentials is "
        "refused with auth_failures_throttled"
    )
    control = sandbox.for_client(side)
    address = str(control.set_auth_failure_limit(1)["address"])
    try:
        wrong = f"Bearer wrong-{uuid.uuid4().hex}"
        side.expect_error(
            side.get(spec.operation(OperationId.LIST_MEDIA).path, auth=wrong),
            "invalid_api_key",
            rule,
        )
        for op in declaring(spec, "auth_failures_throttled"):
            if op.public:
                continue  # security: [] operations are neither counted nor refused
            side.expect_error(
                _send(side, spec, op), "auth_failures_throttled", f"{op.operation_id}: {rule}"
            )
    finally:
        sandbox.set_auth_failure_limit(None, address)


@pytest.mark.control(ControlOperationId.SET_PLAN)
def test_plan_required_on_every_operation(
    api: ApiClient, spec: ApiSpec, sandbox: Sandbox, user_profile: UserProfile
) -> None:
    plans = [str(p) for p in spec.document["x-plans"]]
    key_plans = spec.document["components"]["parameters"]["ProfileKey"]["x-plans"]
    by_plan: dict[str, list[tuple[Operation, bool]]] = {}
    for op in declaring(spec, "plan_required"):
        as_profile = op.parameter(PROFILE_KEY, "header") is not None
        allowed = set(op.plans or plans) & (set(key_plans) if as_profile else set(plans))
        outside = [p for p in plans if p not in allowed]
        if outside:
            by_plan.setdefault(outside[0], []).append((op, as_profile))
    rule = "an operation is refused with plan_required on a plan outside its x-plans"
    for plan, operations in by_plan.items():
        with sandbox.plan(plan):
            for op, as_profile in operations:
                client = user_profile.client if as_profile else api
                response = _send(client, spec, op)
                api.expect_error(response, "plan_required", f"{op.operation_id} on {plan}: {rule}")


#: Operations whose example request, even with a real post's id, cannot reach the check: each
#: needs state the tables do not build (`test_rules_declared_state.py` builds it).
NEEDS_OTHER_STATE: dict[OperationId, str] = {
    OperationId.RETRY_POST: "a post whose publishing failed on a network",
    OperationId.GET_POST_HISTORY_ENTRY: (
        "a network name in place of the Post ID (a record reads no network)"
    ),
    OperationId.DELETE_COMMENTS: "a comment of the network",
    OperationId.REPLY_COMMENT: "a comment of the network",
    OperationId.REPLY_COMMENT_LEGACY: "a comment of the network",
}


def _with_post(spec: ApiSpec, op: Operation, post_id: str) -> ExampleRequest:
    """The operation's example request with the example Post ID replaced by ``post_id``."""
    example_id = spec.operation(OperationId.GET_POST).parameter("id", "path")
    request = example_request(spec, op)
    old = example_id.example if example_id else None
    request.path_params = _swap(request.path_params, old, post_id)
    request.query = _swap(request.query, old, post_id)
    request.body = _swap(request.body, old, post_id)
    return request


def _swap(node: Any, old: Any, new: Any) -> Any:
    if isinstance(node, dict):
        return {key: _swap(value, old, new) for key, value in node.items()}
    if isinstance(node, list):
        return [_swap(value, old, new) for value in node]
    return new if node == old and old is not None else node


def _table(spec: ApiSpec, name: str) -> list[Operation]:
    """The operations declaring ``name`` whose JSON example the test can send."""
    return [
        op
        for op in declaring(spec, name)
        if op.operation_id not in NEEDS_OTHER_STATE
        and not (op.body_required and "application/json" not in op.body_schemas)
    ]


def _published_post(client: ApiClient, spec: ApiSpec) -> str:
    """A post of the profile published on X and another network: its ID."""
    body = dict(example_request(spec, spec.operation(OperationId.CREATE_POST)).body)
    body.pop("scheduleDate", None)
    body["platforms"] = [spec.header_sunset("TwitterApiKey")["whenTargeting"], "facebook"]
    response = client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body=body,
        headers=spec.x_credential_headers(),
    )
    answer = client.expect_status(response, 200, "a post to linked networks is published")
    return str(answer["posts"][0]["id"] if "posts" in answer else answer["id"])


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.UNLINK_NETWORK)
def test_platform_not_linked_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    control = profile_sandbox
    for platform in spec.platforms:
        control.link(platform)
    post_id = _published_post(client, spec)
    for platform in spec.platforms:
        control.unlink(platform)
    code = spec.error_code("platform_not_linked")
    rule = "a request naming a network the profile has not linked is refused (platform_not_linked)"
    for op in _table(spec, "platform_not_linked"):
        response = _with_post(spec, op, post_id).send(client)
        client.expect_code(response, code, f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_twitter_credentials_required_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    control = profile_sandbox
    for platform in spec.platforms:
        control.link(platform)
    post_id = _published_post(client, spec)
    x = spec.header_sunset("TwitterApiKey")["whenTargeting"]
    code = spec.error_code("twitter_credentials_required")
    rule = "a request targeting X without the caller's own X credentials is refused (x-sunset)"
    for op in _table(spec, "twitter_credentials_required"):
        request = _with_post(spec, op, post_id)
        request.set_platform(x)
        client.expect_code(request.send(client), code, f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.SEED_SHORT_LINKS)
def test_short_link_limit_on_every_operation(
    spec: ApiSpec, profile_sandbox: Sandbox, user_profile: UserProfile
) -> None:
    client = user_profile.client
    most = int(spec.limits["shortLinksPerProfile"])
    kept = profile_sandbox.seed_short_links(most)
    assert kept == most, f"seed_short_links left the profile {kept} links"
    rule = "a profile at x-limits.shortLinksPerProfile is refused another short link"
    for op in _table(spec, "short_link_limit_reached"):
        response = _send(client, spec, op)
        client.expect_error(response, "short_link_limit_reached", f"{op.operation_id}: {rule}")


#: A moment every clock of a run is past (the test control moves clocks forward only by days).
PAST = "2001-01-01T00:00:00Z"


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_schedule_date_in_past_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    control = profile_sandbox
    for platform in spec.platforms:
        control.link(platform)
    rule = "a scheduleDate in the past is refused with schedule_date_in_past"
    for op in _table(spec, "schedule_date_in_past"):
        pending = _pending_post(client, spec)
        request = _with_post(spec, op, pending)
        if not isinstance(request.body, dict):
            continue
        request.body["scheduleDate"] = PAST
        code = spec.error_code("schedule_date_in_past")
        client.expect_code(request.send(client), code, f"{op.operation_id}: {rule}")


def _pending_post(client: ApiClient, spec: ApiSpec) -> str:
    """A post of the profile scheduled in the future (pending): its ID."""
    body = dict(example_request(spec, spec.operation(OperationId.CREATE_POST)).body)
    body["platforms"] = ["facebook"]
    body["scheduleDate"] = "2099-01-01T00:00:00Z"
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    answer = client.expect_status(response, 200, "a post scheduled in the future is accepted")
    return str(answer["posts"][0]["id"] if "posts" in answer else answer["id"])


#: Values that break a parameter's `pattern`: the first its pattern refuses is sent.
OFF_PATTERN = ("contract!off-pattern", "contract\\off", "\u00e9")


def _off_pattern(pattern: str) -> str | None:
    return next((v for v in OFF_PATTERN if not ecma_search(pattern, v)), None)


def test_parameter_pattern_on_every_operation(api: ApiClient, spec: ApiSpec) -> None:
    rule = "a path or query parameter outside its pattern is refused with invalid_request"
    for op in _table(spec, "invalid_request"):
        request = example_request(spec, op)
        broken = next(
            (
                p
                for p in op.parameters
                if p.location in ("path", "query")
                and "pattern" in p.schema
                and p.error_code is None
            ),
            None,
        )
        if broken is None:
            continue
        holder = request.path_params if broken.location == "path" else request.query
        holder[broken.name] = _off_pattern(str(broken.schema["pattern"]))
        response = request.send(api)
        api.expect_error(response, "invalid_request", f"{op.operation_id} ({broken.name}): {rule}")


def _swap_profile_key(request: ExampleRequest, spec: ApiSpec, key: str) -> ExampleRequest:
    """``request`` with the example Profile Key (anywhere in it) replaced by ``key``."""
    example = spec.document["components"]["parameters"]["ProfileKey"].get("example")
    request.body = _swap(request.body, example, key)
    request.query = _swap(request.query, example, key)
    return request


def test_profile_title_taken_on_every_operation(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, other_profile: UserProfile
) -> None:
    """Creating or renaming a User Profile to another's title is refused; the update is sent
    for ``user_profile`` (its key in the body where the operation takes it there)."""
    rule = "a User Profile title another profile has is refused with profile_title_taken"
    for op in _table(spec, "profile_title_taken"):
        request = _swap_profile_key(example_request(spec, op), spec, user_profile.profile_key)
        if not isinstance(request.body, dict):
            continue
        request.body["title"] = other_profile.title
        client = user_profile.client if op.method != "post" else api
        response = request.send(client)
        client.expect_error(response, "profile_title_taken", f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_post_state_refusals_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """A published post is not pending (post_not_pending); a deleted post is already deleted
    (post_already_deleted)."""
    client = user_profile.client
    control = profile_sandbox
    for platform in spec.platforms:
        control.link(platform)
    published = _published_post(client, spec)
    deleted = _published_post(client, spec)
    gone = client.request(
        "DELETE",
        spec.operation(OperationId.DELETE_POST).path,
        json_body={"id": deleted},
        headers=spec.x_credential_headers(),
    )
    client.expect_status(gone, 200, "a published post can be deleted")
    for name, post_id, rule in (
        ("post_not_pending", published, "only a pending post can be rescheduled"),
        ("post_already_deleted", deleted, "a deleted post cannot be deleted again"),
    ):
        for op in _table(spec, name):
            request = _with_post(spec, op, post_id)
            response = client.request(
                op.method.upper(),
                op.path,
                json_body=request.body,
                headers=spec.x_credential_headers(),
            )
            client.expect_error(response, name, f"{op.operation_id}: {rule} ({name})")


def test_auto_schedule_times_required_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile
) -> None:
    client = user_profile.client
    rule = "a new auto-schedule title without `schedule` times is refused (code 194)"
    for op in _table(spec, "auto_schedule_times_required"):
        request = example_request(spec, op)
        if not isinstance(request.body, dict):
            continue
        # A new title with a start date but no times.
        request.body = {
            "title": f"contract-{uuid.uuid4().hex[:8]}",
            "setStartDate": "2030-01-01T00:00:00Z",
        }
        response = request.send(client)
        client.expect_error(response, "auto_schedule_times_required", f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.SET_ADD_ONS)
def test_add_on_required_on_every_operation(
    api: ApiClient, spec: ApiSpec, sandbox: Sandbox
) -> None:
    """Aliases included (`test_rules_gates.py` checks the canonical operations)."""
    add_ons = dict(spec.facts.add_ons)
    for name, add_on in add_ons.items():
        code = spec.error_catalogue[add_on.error_code]
        rule = f"an operation of the {name} add-on is refused without it ({code.name})"
        with sandbox.add_ons([a for a in add_ons if a != name]):
            for op in _table(spec, code.name):
                response = example_request(spec, op).send(api)
                api.expect_error(response, code.name, f"{op.operation_id}: {rule}")


def test_dependent_parameter_missing_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile
) -> None:
    """Every boolean query flag set while the `platform` it depends on is left out."""
    client = user_profile.client
    rule = "a query flag without the `platform` it needs is refused (dependent_parameter_missing)"
    for op in _table(spec, "dependent_parameter_missing"):
        flags = [
            p.name
            for p in op.parameters
            if p.location == "query" and p.schema.get("type") == "boolean"
        ]
        if not flags or op.parameter("platform", "query") is None:
            continue
        request = example_request(spec, op)
        kept = {k: v for k, v in request.query.items() if k != "platform"}  # e.g. a query `id`
        request.query = {**kept, **{name: "true" for name in flags}}
        response = request.send(client)
        client.expect_error(response, "dependent_parameter_missing", f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_invalid_cursor_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """A `next` cursor the operation did not make, on X (whose answers are paged)."""
    client = user_profile.client
    x = spec.header_sunset("TwitterApiKey")["whenTargeting"]
    profile_sandbox.link(x)
    rule = "a `next` cursor the operation did not make is refused with invalid_cursor"
    for op in _table(spec, "invalid_cursor"):
        if op.parameter("next", "query") is None:
            continue
        path = op.path.replace("{platform}", x)
        response = client.get(
            path, params={"next": "contract-not-a-cursor"}, headers=spec.x_credential_headers()
        )
        client.expect_error(response, "invalid_cursor", f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_post_analytics_refusals_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """A post published on Facebook only: `searchPlatformId` with two networks is refused
    (social_id_needs_one_network); its analytics on a network it is not on are an error
    result (analytics_not_available)."""
    client = user_profile.client
    control = profile_sandbox
    for platform in spec.platforms:
        control.link(platform)
    body = dict(example_request(spec, spec.operation(OperationId.CREATE_POST)).body)
    body.pop("scheduleDate", None)
    body["platforms"] = ["facebook"]
    answer = client.expect_status(
        client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body),
        200,
        "a post is published",
    )
    post_id = str(answer["posts"][0]["id"] if "posts" in answer else answer["id"])
    cases = (
        (
            "social_id_needs_one_network",
            {"searchPlatformId": True, "platforms": ["facebook", "instagram"]},
        ),
        ("analytics_not_available", {"platforms": ["pinterest"]}),
    )
    for name, change in cases:
        code = spec.error_code(name)
        for op in _table(spec, name):
            request = _with_post(spec, op, post_id)
            if not isinstance(request.body, dict):
                continue
            request.body.update(change)
            rule = f"analytics asked as {change} of a Facebook-only post are refused ({name})"
            client.expect_code(request.send(client), code, f"{op.operation_id}: {rule}")


#: Request fields that name media of the library.
MEDIA_FIELDS = ("mediaUrls", "mediaUrl", "url", "videoUrl", "imageUrl")


def _media_fields(spec: ApiSpec, op: Operation, body: dict[str, Any]) -> list[str]:
    """The media fields of ``body``, else those its JSON schema takes."""
    found = [name for name in MEDIA_FIELDS if name in body]
    if found:
        return found
    schema = spec.resolve(op.body_schemas.get("application/json", {}))
    properties = schema.get("properties", {}) if isinstance(schema, dict) else {}
    return [name for name in MEDIA_FIELDS if name in properties]


def test_media_unavailable_on_every_operation(spec: ApiSpec, user_profile: UserProfile) -> None:
    """A URL of the profile's media library that names no item (an uploaded file's URL with
    another item id) in every media field of the example request."""
    client = user_profile.client
    name = unique_name("exists", ".png")
    uploaded = client.expect_status(
        client.post(
            spec.operation(OperationId.UPLOAD_MEDIA).path,
            files={"file": (name, image_bytes(8, 8), "image/png")},
            data={"fileName": name},
        ),
        200,
        "upload_media stores the file",
    )
    base = str(uploaded["url"]).rsplit("/", 2)[0]
    missing = f"{base}/{uuid.uuid4().hex}/{unique_name('gone', '.png')}"
    code = spec.error_code("media_unavailable")
    rule = "a media URL that names no item of the media library is refused (media_unavailable)"
    for op in _table(spec, "media_unavailable"):
        request = example_request(spec, op)
        if not isinstance(request.body, dict):
            continue
        fields = _media_fields(spec, op, request.body)
        if not fields:
            continue
        for field in fields:
            request.body[field] = [missing] if field == "mediaUrls" else missing
        client.expect_code(request.send(client), code, f"{op.operation_id}: {rule}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_auto_schedule_not_found_on_every_operation(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """A fresh profile (its networks linked, so a post can be placed) has no auto-schedule:
    listing, deleting or posting by a title is refused."""
    client = user_profile.client
    for platform in spec.platforms:
        profile_sandbox.link(platform)
    title = f"contract-none-{uuid.uuid4().hex[:8]}"
    rule = "an auto-schedule the profile has not set is refused with auto_schedule_not_found"
    for op in _table(spec, "auto_schedule_not_found"):
        request = example_request(spec, op)
        if isinstance(request.body, dict):
            if "title" in request.body:
                request.body["title"] = title
            else:
                request.body["autoSchedule"] = {"schedule": True, "title": title}
        response = request.send(client)
        client.expect_error(response, "auto_schedule_not_found", f"{op.operation_id}: {rule}")
