"""Rate-limit rules (`x-rate-limit`): answers carry the two headers as integers, count <= max,
the count grows with each request of a window; answers given before a profile is known (no
API key, no operation) carry neither header; a request over the limit is answered 429 with
the catalogued code in the Error shape, and is not carried out; each profile has a window of
its own, and the test control's requests count in none.

The linking page (`open_linking_page`), which carries no credential of the profile, is counted
in a window of its own: page loads up to the profile's limit leave its API window untouched.

Each test acts as a fresh User Profile (its own window, untouched by the other tests). To reach
the limit, the optional test control's `set_rate_limit` lowers it for that profile when the
target offers it; otherwise the limit is exhausted directly when at most
`MAX_EXHAUSTING_REQUESTS` requests reach it, else the test skips saying why.
"""

from __future__ import annotations

import re

import httpx
import pytest

from contract_tests.checks import rate_limit_window
from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import SANDBOX_PATH, Sandbox, control_spec
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

#: Most requests a test sends to exhaust a target's limit without the test control.
MAX_EXHAUSTING_REQUESTS = 400
#: The limit set through the test control.
LOWERED_LIMIT = 3

HEADERS_RULE = "every answer carries x-ratelimit-max and x-ratelimit-count (x-rate-limit)"
COUNT_RULE = "x-ratelimit-count increases with each request of a window (x-rate-limit)"
LIMIT_RULE = (
    "a request over the limit is answered 429 with code rate_limited in the Error shape "
    "(x-rate-limit)"
)
WITHIN_RULE = "requests within the limit are served (the test control's requests are never counted)"
OWN_WINDOW_RULE = "each profile has a window of its own (x-rate-limit scope: profile)"
BEFORE_PROFILE_RULE = "answers given before a profile is known carry no x-ratelimit-* headers"
NOTHING_DONE_RULE = "a request answered 429 is not carried out (RateLimited)"
PAGE_WINDOW_RULE = (
    "open_linking_page loads use none of the token's profile's API window (x-rate-limit)"
)


def _window(client: ApiClient, spec: ApiSpec, response: httpx.Response) -> tuple[int, int]:
    """(max, count) of an answer; fails the headers rule when they are missing or wrong."""
    fact = spec.facts.rate_limit
    names = (fact.max_header, fact.count_header)
    headers = {name.lower(): response.headers.get(name) for name in names}
    maximum, count, problems = rate_limit_window(spec, headers)
    if problems or maximum is None or count is None:
        client.fail(response, HEADERS_RULE, "; ".join(problems))
    return maximum, count


def _requests(spec: ApiSpec) -> list[tuple[str, str, dict[str, object]]]:
    """A few requests answered 200, 400 and 404 (every answer carries the headers)."""
    post = re.sub(r"\{[^}]+\}", "contract-no-such-post", spec.operation(OperationId.GET_POST).path)
    return [
        ("GET", spec.operation(OperationId.LIST_MEDIA).path, {}),
        ("GET", spec.operation(OperationId.LIST_WEBHOOKS).path, {}),
        (
            "GET",
            spec.operation(OperationId.GET_WEBHOOK_HISTORY).path,
            {"params": {"action": "no-such"}},
        ),
        ("GET", post, {}),
    ]


def test_answers_carry_rate_limit_headers(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    # The Primary Profile's answers too (other tests share its window: presence only).
    _window(api, spec, api.get(spec.operation(OperationId.LIST_MEDIA).path))
    client = user_profile.client
    previous: tuple[int, int] | None = None
    new_windows = 0
    for method, path, options in _requests(spec) * 2:
        response = client.request(method, path, **options)  # type: ignore[arg-type]
        maximum, count = _window(client, spec, response)
        if response.status_code == 429:
            break  # the limit is reached: the count stops growing (not counted)
        if previous is not None and count <= previous[1]:
            if count == previous[1] or new_windows:
                client.fail(
                    response,
                    COUNT_RULE,
                    f"the count went from {previous[1]} to {count} between consecutive "
                    f"requests of one profile (max {maximum})",
                )
            new_windows += 1  # a lower count once: a new window began
        previous = (maximum, count)


def _rate_limited(client: ApiClient, spec: ApiSpec, response: httpx.Response) -> None:
    """The answer is the 429 of `x-rate-limit`, with the headers."""
    expected = spec.facts.rate_limit.error_code
    client.expect_error(response, "rate_limited", LIMIT_RULE, code=expected)
    _window(client, spec, response)


def test_answers_before_a_profile_is_known_carry_no_headers(api: ApiClient, spec: ApiSpec) -> None:
    """The spec's **Rate limits** (info.description): answers given before a profile is known
    carry neither header: a request without credentials (401) and a path of no operation
    (404)."""
    media = spec.operation(OperationId.LIST_MEDIA).path
    names = (spec.facts.rate_limit.max_header, spec.facts.rate_limit.count_header)
    for what, response in (
        ("a request without an API key", api.get(media, auth=False)),
        ("a path of no operation", api.get("/contract-no-such-route/rate")),
    ):
        if any(response.headers.get(name) is not None for name in names):
            api.fail(response, f"{BEFORE_PROFILE_RULE}: {what}")


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT, required=False)
def test_over_the_limit_answers_429(
    spec: ApiSpec, user_profile: UserProfile, other_profile: UserProfile, has_sandbox: bool
) -> None:
    """Uses the test control's set_rate_limit when offered (a fresh window of
    `LOWERED_LIMIT`; the control's own requests are never counted, sandbox.yaml), else
    exhausts the target's own limit. Another profile's window is its own (requests are
    counted per acting profile)."""
    client = user_profile.client
    media = spec.operation(OperationId.LIST_MEDIA).path
    if not has_sandbox:
        _exhaust(client, spec, media)
        return
    control = Sandbox(client)
    hooks = spec.operation(OperationId.LIST_WEBHOOKS).path
    hook_url = f"https://hooks.contract.test/rate-limit/{user_profile.ref_id}"
    try:
        control.set_rate_limit(LOWERED_LIMIT)
        control.now()
        for _ in range(LOWERED_LIMIT):
            client.expect_status(client.get(media), 200, WITHIN_RULE)
        _rate_limited(client, spec, client.get(media))
        stranger = other_profile.client
        stranger.expect_status(stranger.get(media), 200, OWN_WINDOW_RULE)
        write = {"action": "social", "url": hook_url}
        refused = client.post(spec.operation(OperationId.REGISTER_WEBHOOK).path, json_body=write)
        _rate_limited(client, spec, refused)
    finally:
        control.set_rate_limit(None)
    response = client.get(hooks)
    body = client.expect_status(response, 200, "list_webhooks lists the profile's hooks")
    if any(hook.get("url") == hook_url for hook in body.get("webhooks", [])):
        client.fail(response, NOTHING_DONE_RULE, "the hook registered by the refused request")


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
def test_linking_page_not_in_api_window(spec: ApiSpec, user_profile: UserProfile) -> None:
    """With the profile's limit at `LOWERED_LIMIT` (a fresh window), that many loads of its
    linking page (no API key: the token only) are served, and the owner's next API request
    is still served: the page counts in a window of its own."""
    client = user_profile.client
    jwt = spec.operation(OperationId.GENERATE_JWT)
    answer = client.expect_status(
        client.request("POST", jwt.path, json_body={"profileKey": user_profile.profile_key}),
        200,
        "generate_jwt answers 200",
    )
    parameter = str(jwt.raw["x-jwt"]["tokenParameter"])
    page = spec.operation(OperationId.OPEN_LINKING_PAGE).path
    media = spec.operation(OperationId.LIST_MEDIA).path
    control = Sandbox(client)
    try:
        control.set_rate_limit(LOWERED_LIMIT)
        for _ in range(LOWERED_LIMIT):
            opened = client.request("GET", page, params={parameter: answer["token"]}, auth=False)
            if opened.status_code != 200:
                client.fail(
                    opened,
                    "the linking page within the profile's limit is served",
                    f"expected HTTP 200, got {opened.status_code}",
                )
        owner = client.get(media)
        if owner.status_code != 200:
            client.fail(
                owner,
                PAGE_WINDOW_RULE,
                f"after {LOWERED_LIMIT} page loads with the profile's limit at "
                f"{LOWERED_LIMIT}, the owner's list_media was answered {owner.status_code}",
            )
    finally:
        control.set_rate_limit(None)


def _exhaust(client: ApiClient, spec: ApiSpec, path: str) -> None:
    """Without the control: request until the limit answers 429, if that is few enough."""
    first = client.get(path)
    maximum, count = _window(client, spec, first)
    if maximum - count > MAX_EXHAUSTING_REQUESTS:
        control = control_spec(spec).describe(ControlOperationId.SET_RATE_LIMIT)
        pytest.skip(
            f"x-ratelimit-max is {maximum}: reaching it takes more than "
            f"{MAX_EXHAUSTING_REQUESTS} requests and the target does not offer the "
            f"test control's {control}"
        )
    # Room for one new window starting on the way.
    for _ in range(maximum - count + 1 + maximum):
        response = client.get(path)
        if response.status_code == 429:
            _rate_limited(client, spec, response)
            return
        _window(client, spec, response)
    client.fail(
        response,
        LIMIT_RULE,
        f"no 429 after {2 * maximum - count + 1} requests with x-ratelimit-max {maximum}",
    )


UNKNOWN_KEY_RULE = (
    "a request with the right API key and an unknown Profile-Key counts in the Primary "
    "Profile's window (x-rate-limit)"
)


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
def test_unknown_profile_key_counts_in_the_primary_window(
    spec: ApiSpec, sandbox: Sandbox, side: ApiClient
) -> None:
    """The spec's **Rate limits** (info.description): the API key identifies the account, so a
    wrong Profile-Key is one of the Primary Profile's requests: its 403 (104) carries that
    window's headers, counted, and over the limit it is answered 429, as the account's own
    next request. From a second address whose Primary Profile limit alone is lowered
    (`callingAddressOnly`), so that other clients of the account keep theirs."""
    control = sandbox.for_client(side)
    try:
        control.set_address_rate_limit(LOWERED_LIMIT)
    except httpx.TransportError as error:
        pytest.skip(f"cannot reach the target from a second loopback address: {error}")
    media = spec.operation(OperationId.LIST_MEDIA).path
    unknown = {"Profile-Key": "PK-CONTRACT-NO-SUCH-KEY"}
    try:
        for used in range(1, LOWERED_LIMIT + 1):
            response = side.get(media, headers=unknown)
            side.expect_error(response, "unknown_profile_key", UNKNOWN_KEY_RULE)
            fact = spec.facts.rate_limit
            got = tuple(response.headers.get(n) for n in (fact.max_header, fact.count_header))
            if got != (str(LOWERED_LIMIT), str(used)):
                side.fail(
                    response, UNKNOWN_KEY_RULE, f"expected ({LOWERED_LIMIT}, {used}), got {got}"
                )
        _rate_limited(side, spec, side.get(media, headers=unknown))
        _rate_limited(side, spec, side.get(media))
    finally:
        control.set_address_rate_limit(None)


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
@pytest.mark.parametrize(
    "body",
    [{"max": -1}, {"max": "5"}, {}, {"max": 5, "x": 1}],
    ids=["negative", "text", "no-max", "unknown-field"],
)
def test_rate_limit_control_refuses_a_bad_limit(
    user_profile: UserProfile, spec: ApiSpec, body: dict[str, object]
) -> None:
    """The control's `set_rate_limit` (sandbox.yaml RateLimitChange: `max` required, an
    integer from 0 or null, no other field) refuses a bad limit (101) and changes nothing."""
    client = user_profile.client
    media = spec.operation(OperationId.LIST_MEDIA).path
    header = spec.facts.rate_limit.max_header
    before = client.get(media).headers.get(header)
    response = client.post(f"{SANDBOX_PATH}/rate-limit", json_body=body)
    try:
        client.expect_error(response, "invalid_request", f"set_rate_limit refuses {body}")
        after = client.get(media)
        if after.headers.get(header) != before:
            client.fail(after, f"a refused set_rate_limit changes nothing: {header} was {before}")
    finally:
        if response.status_code == 200:
            Sandbox(client).set_rate_limit(None)
