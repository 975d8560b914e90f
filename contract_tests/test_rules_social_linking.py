"""Rules of social account linking, as the spec documents them: `unlink_social` (DELETE
/profiles/social) unlinks a network from the acting profile, answers `{status, platform,
refId}`, answers the same for a network that is not linked (DOCS: 200 even then), and sends the
`social` event with `type: unlink` to the profile's `social` hook. `generate_jwt` answers a
token and the linking page (`open_linking_page`, named by `x-jwt`), which opens with that token
until `expiresIn` minutes later (service clock) and refuses an altered (441) or expired (442)
one. `create_link_session` answers a session whose page opens until `expiresAt`
(`x-link-session`; then 503), until a newer session of the profile revokes it (501), and not
once its profile is deleted (502). The page takes no API key and, for a valid token, is counted
against the token's profile (rate-limit headers).

The not-linked answer uses the public API only; unlinking a linked network needs one, which
only the control can make (`link_network`). The event is delivered to the suite's HTTPS
receiver (test CA), which a target is told to trust through the control when it offers
delivery settings.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile, create_user_profile, delete_user_profile
from contract_tests.receiver import WebhookReceiver, receiver_ca
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId


def _unlink(profile: UserProfile, spec: ApiSpec, platform: str) -> Any:
    op = spec.operation(OperationId.UNLINK_SOCIAL)
    client = profile.client
    response = client.request(op.method.upper(), op.path, json_body={"platform": platform})
    body = client.expect_status(response, 200, "unlink_social answers 200")
    want = {"status": "success", "platform": platform, "refId": profile.ref_id}
    if body != want:
        client.fail(response, "unlink_social answers the network and the profile", f"{want}")
    return response


def _linked(profile: UserProfile, spec: ApiSpec) -> list[str]:
    response = profile.client.get(spec.operation(OperationId.GET_USER).path)
    user = profile.client.expect_status(response, 200, "get_user answers 200")
    return sorted(user.get("activeSocialAccounts") or [])


def test_unlink_social_not_linked_answers_success(user_profile: UserProfile, spec: ApiSpec) -> None:
    """A network that is not linked: the same 200 answer (the DOCS' wording), still unlinked."""
    response = _unlink(user_profile, spec, "twitter")
    if "twitter" in _linked(user_profile, spec):
        user_profile.client.fail(response, "unlink_social leaves the network unlinked")


@pytest.fixture
def trusted_receiver(
    profile_sandbox: Sandbox, receiver_reachable: None
) -> Iterator[WebhookReceiver]:
    """The suite's HTTPS receiver; the target trusts its CA when its control can be told."""
    if profile_sandbox.delivery_settings() is not None:
        profile_sandbox.configure_delivery(ca_pem=receiver_ca().cert_pem.bytes().decode())
    found = WebhookReceiver(answer=lambda index: 200)
    found.start()
    yield found
    found.stop()


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
@pytest.mark.reads_back(OperationId.UNLINK_SOCIAL)
def test_unlink_social_unlinks_and_sends_the_event(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    trusted_receiver: WebhookReceiver,
) -> None:
    """Needs the control (a linked network): the network leaves the profile's linked accounts,
    the other stays, and the `social` hook gets the unlink event naming the network."""
    client = user_profile.client
    url = f"{trusted_receiver.base_url}/social"
    hook = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": "social", "url": url},
    )
    client.expect_status(hook, 200, "register_webhook for the receiver")
    profile_sandbox.link("tiktok", display_name="Contract Tok")
    profile_sandbox.link("reddit", display_name="Contract Reddit")
    wait = current_profile().delivery_wait_seconds
    if len(trusted_receiver.wait_for(2, wait)) < 2:  # the link events show delivery works
        pytest.skip(f"the link events did not reach the suite's HTTPS receiver within {wait:g}s")
    response = _unlink(user_profile, spec, "tiktok")
    if _linked(user_profile, spec) != ["reddit"]:
        client.fail(response, "unlink_social unlinks the network (and only it)")
    got = trusted_receiver.wait_for(3, wait)
    events = [json.loads(d.body) for d in got]
    unlinked = [e for e in events if e.get("type") == "unlink" and e.get("platform") == "tiktok"]
    if len(unlinked) != 1 or unlinked[0].get("displayName") != "Contract Tok":
        client.fail(
            response,
            "unlink_social sends the social event with type unlink to the profile's hook",
            f"got {events}",
        )
    if unlinked[0].get("refId") != user_profile.ref_id or unlinked[0].get("url") != url:
        client.fail(response, "the unlink event names the profile and the hook's url", f"{events}")


# -- generate_jwt -----------------------------------------------------------------------------


def _jwt(profile: UserProfile, spec: ApiSpec, **options: Any) -> Any:
    client = profile.client
    body = {"profileKey": profile.profile_key, **options}
    response = client.post(spec.operation(OperationId.GENERATE_JWT).path, json_body=body)
    answer = client.expect_status(response, 200, "generate_jwt answers 200")
    if answer.get("expiresIn") != options.get("expiresIn", 5) or not answer.get("token"):
        client.fail(response, "generate_jwt answers the token and its lifetime in minutes")
    if answer.get("title") != profile.title:
        client.fail(response, "generate_jwt answers the User Profile's title", f"{answer}")
    return answer


def _open(profile: UserProfile, url: str) -> httpx.Response:
    """GET the linking page (only when it is on the target)."""
    client = profile.client
    base = str(client.http.base_url).rstrip("/")
    if not url.startswith(base + "/"):
        pytest.skip(f"the linking page {url} is not on the target ({base})")
    return client.request("GET", url, auth=False)


def _tampered(url: str, token: str) -> str:
    head, payload, signature = token.split(".")
    other = ("A" if signature[0] != "A" else "B") + signature[1:]
    return url.replace(token, f"{head}.{payload}.{other}")


@pytest.mark.reads_back(OperationId.GENERATE_JWT)
def test_generate_jwt_opens_the_page(user_profile: UserProfile, spec: ApiSpec) -> None:
    """The answered address is the page (`open_linking_page`) with the token and the `domain`
    sent; it opens (200) with the token, listing the networks `allowedSocial` allows (all when
    absent) under the profile's title, and not with a token altered in transit (441), whose
    refusal carries no rate-limit headers (no profile is known), nor with an empty token (101);
    an unknown profileKey is refused (162) (paths/social-linking.yaml)."""
    client = user_profile.client
    answer = _jwt(user_profile, spec, expiresIn=30, domain="acme", allowedSocial=["reddit"])
    url = httpx.URL(answer["url"])
    page = spec.operation(OperationId.OPEN_LINKING_PAGE).path
    parameter = str(spec.operation(OperationId.GENERATE_JWT).raw["x-jwt"]["tokenParameter"])
    opened = _open(user_profile, answer["url"])
    if not url.path.endswith(page) or url.params.get("domain") != "acme":
        client.fail(opened, "generate_jwt answers the page's address with the domain sent")
    if url.params.get(parameter) != answer["token"]:
        client.fail(opened, "generate_jwt answers the page's address with the token")
    if opened.status_code != 200:
        client.fail(opened, "the generate_jwt page opens with its token")
    text = opened.text
    if user_profile.title not in text or "reddit" not in text or "facebook" in text:
        client.fail(opened, "the page lists the networks allowedSocial allows under the title")
    every = _open(user_profile, _jwt(user_profile, spec)["url"])
    if "facebook" not in every.text:
        client.fail(every, "the page lists every network when allowedSocial is absent")
    altered = _open(user_profile, _tampered(answer["url"], answer["token"]))
    client.expect_error(altered, "jwt_invalid", "the page refuses a token the service did not sign")
    limit = spec.facts.rate_limit
    if any(altered.headers.get(name) for name in (limit.max_header, limit.count_header)):
        client.fail(altered, "a refused token's answer carries no rate-limit headers")
    empty = client.request("GET", page, params={parameter: ""}, auth=False)
    client.expect_error(empty, "invalid_request", "the page refuses an empty token (101)")
    response = client.post(
        spec.operation(OperationId.GENERATE_JWT).path, json_body={"profileKey": "PK-0000-NONE"}
    )
    client.expect_error(response, "profile_not_found", "generate_jwt refuses an unknown profileKey")


def _delete(api: ApiClient, spec: ApiSpec, profile: UserProfile) -> None:
    """Delete the User Profile; its client stays open, to try what the profile held."""
    deleted = api.delete(
        spec.operation(OperationId.DELETE_PROFILE).path, json_body={"refId": profile.ref_id}
    )
    api.expect_status(deleted, 200, "delete_profile deletes the User Profile")


def test_generate_jwt_of_a_deleted_profile(api: ApiClient, spec: ApiSpec) -> None:
    """Once its User Profile is deleted, a `generate_jwt` token opens nothing (441)."""
    profile = create_user_profile(api, spec)
    try:
        answer = _jwt(profile, spec)
        if _open(profile, answer["url"]).status_code != 200:
            api.fail(_open(profile, answer["url"]), "the generate_jwt page opens with its token")
        _delete(api, spec, profile)
        gone = _open(profile, answer["url"])
        api.expect_error(gone, "jwt_invalid", "a deleted profile's token opens nothing (441)")
    finally:
        delete_user_profile(api, spec, profile)


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_generate_jwt_expires(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (the clock): the token opens the page until `expiresIn` minutes
    (default 5) after it was signed, then the page refuses it (442)."""
    client = user_profile.client
    with profile_sandbox.clock_at("2026-10-01T10:00:00Z"):
        answer = _jwt(user_profile, spec, expiresIn=2)
        profile_sandbox.set_clock("2026-10-01T10:01:59Z")
        still = _open(user_profile, answer["url"])
        if still.status_code != 200:
            client.fail(still, "the generate_jwt token is valid until expiresIn minutes")
        profile_sandbox.set_clock("2026-10-01T10:02:00Z")
        late = _open(user_profile, answer["url"])
        client.expect_error(late, "jwt_expired", "the page refuses the token after expiresIn")
        profile_sandbox.set_clock("2026-10-01T10:00:00Z")
        default = _jwt(user_profile, spec)
        profile_sandbox.set_clock("2026-10-01T10:04:59Z")
        still = _open(user_profile, default["url"])
        if still.status_code != 200:
            client.fail(still, "a generate_jwt token without expiresIn is valid 5 minutes")
        profile_sandbox.set_clock("2026-10-01T10:05:00Z")
        late = _open(user_profile, default["url"])
        client.expect_error(late, "jwt_expired", "the page refuses the token after 5 minutes")


# -- create_link_session ----------------------------------------------------------------------


def _session(profile: UserProfile, spec: ApiSpec, body: dict[str, Any] | None = None) -> Any:
    """A session for `profile`, named as DOCS create-link-session does: by the Profile-Key
    header (the profile's client sends it), the body without `profileKey`."""
    client = profile.client
    response = client.post(
        spec.operation(OperationId.CREATE_LINK_SESSION).path, json_body=body or {}
    )
    answer = client.expect_status(
        response, 200, "create_link_session answers 200 for the Profile-Key header's profile"
    )
    if answer.get("title") != profile.title or not answer.get("sessionId"):
        client.fail(response, "create_link_session answers the session and the profile's title")
    return answer


def _token_of(url: str) -> str:
    """The signed token in the page address (the query value with two dots)."""
    values = [v for v in httpx.URL(url).params.values() if v.count(".") == 2]
    if len(values) != 1:
        pytest.skip(f"the linking page address {url} carries no token the suite can alter")
    return values[0]


@pytest.mark.reads_back(OperationId.CREATE_LINK_SESSION)
def test_link_session_opens_the_page(
    api: ApiClient, user_profile: UserProfile, spec: ApiSpec
) -> None:
    """The session's page opens (200) with its token, not with a token altered in transit
    (441); a second session for the profile revokes the first (501, inferred rule of the
    spec); an unknown profileKey is refused (162), the header's own key in the body is served,
    and neither header nor key is refused (108)."""
    client = user_profile.client
    first = _session(user_profile, spec)
    opened = _open(user_profile, first["url"])
    if opened.status_code != 200:
        client.fail(opened, "the create_link_session page opens with its token")
    altered = _open(user_profile, _tampered(first["url"], _token_of(first["url"])))
    client.expect_error(altered, "jwt_invalid", "the page refuses a token the service did not sign")
    second = _session(user_profile, spec)
    if second["sessionId"] == first["sessionId"]:
        client.fail(opened, "each create_link_session opens a new session")
    revoked = _open(user_profile, first["url"])
    client.expect_error(
        revoked, "link_session_revoked", "a newer session revokes the profile's earlier one"
    )
    if _open(user_profile, second["url"]).status_code != 200:
        client.fail(revoked, "the newer session's page opens")
    response = client.post(
        spec.operation(OperationId.CREATE_LINK_SESSION).path,
        json_body={"profileKey": "PK-0000-NONE"},
    )
    client.expect_error(
        response, "profile_not_found", "create_link_session refuses an unknown profileKey"
    )
    sessions = spec.operation(OperationId.CREATE_LINK_SESSION).path
    same = client.post(sessions, json_body={"profileKey": user_profile.profile_key})
    client.expect_status(same, 200, "create_link_session takes the header's own key in the body")
    response = api.post(sessions, json_body={})
    api.expect_error(
        response, "dependent_parameter_missing", "create_link_session naming no profile (108)"
    )


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_link_session_expires(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (the clock): the session expires `x-link-session.lifetimeMinutes`
    after it was opened (`expiresAt`), or the body's `expiresIn` minutes; its page opens until
    then and is refused after (503)."""
    client = user_profile.client
    minutes = int(
        spec.operation(OperationId.CREATE_LINK_SESSION).raw["x-link-session"]["lifetimeMinutes"]
    )
    end = f"2026-10-01T10:{minutes:02d}:00Z"
    with profile_sandbox.clock_at("2026-10-01T10:00:00Z"):
        answer = _session(user_profile, spec)
        if answer.get("expiresAt") != end:
            client.fail(
                _open(user_profile, answer["url"]),
                "create_link_session answers expiresAt, lifetimeMinutes after now",
                f"expected {end}, got {answer.get('expiresAt')}",
            )
        profile_sandbox.set_clock(f"2026-10-01T10:{minutes - 1:02d}:59Z")
        still = _open(user_profile, answer["url"])
        if still.status_code != 200:
            client.fail(still, "the session's page opens until expiresAt")
        profile_sandbox.set_clock(end)
        late = _open(user_profile, answer["url"])
        client.expect_error(
            late, "link_session_expired", "the page refuses the session after expiresAt"
        )
        profile_sandbox.set_clock("2026-10-01T10:00:00Z")
        longer = _session(user_profile, spec, {"expiresIn": 60})  # DOCS' example body
        if longer.get("expiresAt") != "2026-10-01T11:00:00Z":
            client.fail(
                _open(user_profile, longer["url"]),
                "create_link_session answers expiresAt, expiresIn minutes after now",
                f"expected 2026-10-01T11:00:00Z, got {longer.get('expiresAt')}",
            )


def test_link_session_of_a_deleted_profile(api: ApiClient, spec: ApiSpec) -> None:
    """Once its User Profile is deleted, the session no longer exists (502, inferred rule)."""
    profile = create_user_profile(api, spec)
    try:
        answer = _session(profile, spec)
        _delete(api, spec, profile)
        gone = _open(profile, answer["url"])
        api.expect_error(gone, "link_session_not_found", "a deleted profile's session is not found")
    finally:
        delete_user_profile(api, spec, profile)


def test_linking_page_operation(user_profile: UserProfile, spec: ApiSpec) -> None:
    """The page is the operation `open_linking_page`: its path with the token in the parameter
    `x-jwt.tokenParameter` opens it without an API key, as HTML, counted against the token's
    profile (the x-rate-limit headers); a value that is no token is refused (441)."""
    client = user_profile.client
    page = spec.operation(OperationId.OPEN_LINKING_PAGE)
    parameter = spec.operation(OperationId.GENERATE_JWT).raw["x-jwt"]["tokenParameter"]
    answer = _jwt(user_profile, spec)
    opened = client.request("GET", page.path, params={parameter: answer["token"]}, auth=False)
    if opened.status_code != 200 or not opened.headers.get("content-type", "").startswith(
        "text/html"
    ):
        client.fail(opened, "open_linking_page opens, as HTML, with a token and no API key")
    limit = spec.facts.rate_limit
    for name in (limit.max_header, limit.count_header):
        if not (opened.headers.get(name) or "").isdigit():
            client.fail(opened, "the linking page is counted against the token's profile")
    forged = client.request("GET", page.path, params={parameter: "x.y.z"}, auth=False)
    client.expect_error(forged, "jwt_invalid", "the page refuses a value that is no token")


def test_linking_page_security_headers(user_profile: UserProfile, spec: ApiSpec) -> None:
    """The linking page answers the security headers its 200 response declares (the spec's
    `Content-Security-Policy` with `frame-ancestors 'none'`: no other page may frame it;
    `X-Content-Type-Options: nosniff`), each matching its schema."""
    client = user_profile.client
    page = spec.operation(OperationId.OPEN_LINKING_PAGE)
    parameter = spec.operation(OperationId.GENERATE_JWT).raw["x-jwt"]["tokenParameter"]
    declared = spec.responses(OperationId.OPEN_LINKING_PAGE)["200"]["headers"]
    answer = _jwt(user_profile, spec)
    opened = client.request("GET", page.path, params={parameter: answer["token"]}, auth=False)
    if opened.status_code != 200:
        client.fail(opened, "open_linking_page opens, as HTML, with a token and no API key")
    for name, header in declared.items():
        resolved = spec.resolve(header)
        if name.lower().startswith("x-ratelimit") or not resolved.get("required"):
            continue  # the rate-limit headers have their own rule
        schema = spec.resolve(resolved.get("schema", {}))
        value = opened.headers.get(name)
        if value is None or any(spec.refs.validator_for(schema).iter_errors(value)):
            client.fail(
                opened,
                "the linking page carries its declared security headers (no framing, nosniff)",
                f"{name}: {value!r} does not match {schema}",
            )
