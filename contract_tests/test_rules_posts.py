"""Rules of posts: the X own-credential headers (`x-sunset` of the X header parameters, code
419), the X thread options that need `thread: true` (108), unlinked networks (156), past
schedule dates (152) and unknown Post IDs (114, in a bulk delete too), deleted scheduled posts
never published, rescheduled ones published at their new date, held posts listed by the
history's `awaiting approval` filter; each
write of a post (create, update, delete, retry and their aliases) is read back through get_post
and the history (`read_back.py`)."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

import pytest

from contract_tests import read_back
from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from spec_model.references import UnresolvableReference, resolve_pointer
from testkit.post_results import unwrap_post_result


def _post(client: ApiClient, spec: ApiSpec, body: dict[str, Any], **kwargs: Any) -> Any:
    return client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body, **kwargs)


@pytest.fixture
def x_linked(user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec) -> str:
    platform = str(spec.header_sunset("TwitterApiKey")["whenTargeting"])
    profile_sandbox.link(platform, display_name="Contract X")
    return platform


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_x_requests_need_own_credentials(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, x_linked: str
) -> None:
    """Needs the control: X must be linked (the public API cannot link a network) and the
    clock set on both sides of `x-sunset.requiredFrom`."""
    client = user_profile.client
    sunset = spec.header_sunset("TwitterApiKey")
    code = int(sunset["errorCode"])
    required_from = parse_timestamp(sunset["requiredFrom"])
    body = {"post": "Contract post to X", "platforms": [x_linked]}
    headers = spec.x_credential_headers()
    with profile_sandbox.clock_at(format_timestamp(required_from + timedelta(days=1))):
        rule = "requests that target X need both own-credential headers (x-sunset)"
        client.expect_error(_post(client, spec, body), "", rule, code=code)
        for name in headers:
            only_one = {name: headers[name]}
            client.expect_error(_post(client, spec, body, headers=only_one), "", rule, code=code)
        response = _post(client, spec, body, headers=headers)
        created = unwrap_post_result(
            client.expect_status(response, 200, "a post to X with both headers is accepted")
        )
        delete = spec.operation(OperationId.DELETE_POST)
        response = client.request("DELETE", delete.path, json_body={"id": created["id"]})
        client.expect_error(
            response, "", "deleting a post published on X needs the headers", code=code
        )
        response = client.request(
            "DELETE", delete.path, json_body={"id": created["id"]}, headers=headers
        )
        client.expect_status(response, 200, "deleting a post on X with both headers is accepted")
        other = {"post": "Contract post", "platforms": ["linkedin"]}
        profile_sandbox.link("linkedin")
        response = _post(client, spec, other)
        client.expect_status(response, 200, "posts that do not target X need no X headers")
    with profile_sandbox.clock_at(format_timestamp(required_from - timedelta(days=1))):
        response = _post(client, spec, body)
        client.expect_status(
            response, 200, "before x-sunset.requiredFrom the X headers are optional"
        )


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_x_thread_options_need_thread(
    user_profile: UserProfile, spec: ApiSpec, x_linked: str
) -> None:
    """`twitterOptions.threadNumber` and the thread's `mediaUrls` need `thread: true` (108,
    `TwitterOptions`); with it the page's thread options are accepted. Needs the control: X
    must be linked."""
    client = user_profile.client
    headers = spec.x_credential_headers()
    media: list[str | None] = ["https://img.ayrshare.com/012/gb.jpg", None]
    rule = "twitterOptions.threadNumber and mediaUrls need thread: true (code 108)"
    refused: tuple[dict[str, object], ...] = (
        {"threadNumber": True},
        {"thread": False, "threadNumber": True},
        {"mediaUrls": media},
    )
    for options in refused:
        body = {"post": "Contract thread", "platforms": [x_linked], "twitterOptions": options}
        response = _post(client, spec, body, headers=headers)
        client.expect_error(response, "dependent_parameter_missing", f"{rule}: {options}")
    thread = {"thread": True, "threadNumber": True, "mediaUrls": media}
    body = {"post": "First.\n\nSecond.", "platforms": [x_linked], "twitterOptions": thread}
    response = _post(client, spec, body, headers=headers)
    client.expect_status(response, 200, "a thread post with the page's thread options is accepted")


def test_unlinked_network_refused(user_profile: UserProfile, spec: ApiSpec) -> None:
    """A fresh User Profile has no linked network (public API only): when every requested
    network fails the answer is HTTP 400 with the full result, each network with its 156 entry."""
    client = user_profile.client
    rule = "a post to only unlinked networks answers 400 with the full result (code 156 each)"
    response = _post(client, spec, {"post": "Nothing linked", "platforms": ["pinterest"]})
    body = client.expect_status(response, 400, rule)
    try:
        result = unwrap_post_result(body)
    except ValueError as exc:
        client.fail(response, rule, str(exc))
    entries = result.get("errors")
    code = spec.error_code("platform_not_linked")
    if not isinstance(entries, list) or [
        (e.get("platform"), e.get("code")) for e in entries if isinstance(e, dict)
    ] != [("pinterest", code)]:
        client.fail(response, rule, f"expected one errors entry for pinterest, got {entries!r}")
    history = client.get(spec.operation(OperationId.GET_POST_HISTORY).path, params={"lastDays": 0})
    body = client.expect_status(history, 200, "get_post_history answers 200")
    published = [h for h in body.get("history", []) if h.get("status") == "success"]
    if published:
        client.fail(history, "nothing is published when every network is unlinked", f"{published}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.UNLINK_NETWORK)
def test_networks_each_their_own_outcome(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (linked networks). `platforms: all` publishes on every linked network
    and no other, each with its own address; a requested network that is not linked fails
    alone (HTTP 200, `status: error`, its 156 entry) and the stored post can be retried."""
    client = user_profile.client
    unlinked = "reddit"
    linked = [p for p in spec.platforms if p != unlinked]
    for platform in spec.platforms:
        profile_sandbox.link(platform)
    profile_sandbox.unlink(unlinked)
    rule = "platforms all publishes on every linked network, each its own result"
    response = _post(
        client, spec, {"post": "all", "platforms": "all"}, headers=spec.x_credential_headers()
    )
    result = unwrap_post_result(client.expect_status(response, 200, rule))
    results = result.get("postIds") or []
    published = sorted(r.get("platform") for r in results)
    if (result.get("status"), result.get("errors"), published) != ("success", [], sorted(linked)):
        client.fail(
            response,
            rule,
            f"{result.get('status')!r} on {published}, errors {result.get('errors')!r}",
        )
    if len({r.get("postUrl") for r in results}) != len(linked):
        client.fail(response, rule, "two networks answered the same postUrl")
    rule = "a network that is not linked fails alone: HTTP 200, status error, its 156 entry"
    response = _post(client, spec, {"post": "x", "platforms": ["linkedin", unlinked]})
    result = unwrap_post_result(client.expect_status(response, 200, rule))
    errors = [(e.get("platform"), e.get("code")) for e in result.get("errors") or []]
    published = [r.get("platform") for r in result.get("postIds") or []]
    want = ("error", ["linkedin"], [(unlinked, spec.error_code("platform_not_linked"))])
    if (result.get("status"), published, errors) != want:
        client.fail(response, rule, f"{result.get('status')!r} on {published}, errors {errors}")
    read = client.get(spec.operation(OperationId.GET_POST).path.replace("{id}", str(result["id"])))
    record = client.expect_status(read, 200, rule)
    if (record.get("status"), record.get("retryAvailable")) != ("error", True):
        client.fail(
            read,
            rule,
            f"stored {record.get('status')!r}, retryAvailable {record.get('retryAvailable')!r}",
        )
    response = client.request(
        "PUT", spec.operation(OperationId.RETRY_POST).path, json_body={"id": "xxx"}
    )
    client.expect_error(response, "post_not_found", "retrying an unknown Post ID is refused")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_past_schedule_date_refused(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the date is judged on a post to linked networks (a post to unlinked
    ones is refused for that first), and the public API cannot link a network."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    past = parse_timestamp(profile_sandbox.now()) - timedelta(hours=1)
    response = _post(
        client,
        spec,
        {"post": "Too late", "platforms": ["linkedin"], "scheduleDate": format_timestamp(past)},
    )
    client.expect_error(response, "schedule_date_in_past", "a past scheduleDate is refused")


def test_unknown_post_id_refused(api: ApiClient, spec: ApiSpec) -> None:
    """get_post, delete_post, update_post and get_post_history_entry refuse an unknown Post ID
    with code 114 (spec/paths/posts.yaml)."""
    path = spec.operation(OperationId.GET_POST).path.replace("{id}", "NoSuchPost0000")
    api.expect_error(api.get(path), "post_not_found", "an unknown Post ID is refused")
    response = api.request(
        "DELETE", spec.operation(OperationId.DELETE_POST).path, json_body={"id": "NoSuchPost0000"}
    )
    api.expect_error(response, "post_not_found", "deleting an unknown Post ID is refused")
    update = spec.operation(OperationId.UPDATE_POST)
    response = api.request(update.method.upper(), update.path, json_body={"id": "NoSuchPost0000"})
    api.expect_error(response, "post_not_found", "updating an unknown Post ID is refused")
    path = spec.operation(OperationId.GET_POST_HISTORY_ENTRY).path.replace("{id}", "NoSuchPost0000")
    rule = "the history record of an unknown Post ID is refused"
    api.expect_error(api.get(path), "post_not_found", rule)


def test_profile_key_answers_are_wrapped(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    """With a Profile-Key the result is `{status, posts: [{..., profileTitle, refId}]}`; the
    Primary Profile's result is the bare post result."""
    client = user_profile.client
    body = {"post": "Wrapped", "platforms": [spec.platforms[0]]}
    response = _post(client, spec, body)
    answer = client.json_of(response, "create_post answers JSON")
    rule = "a User Profile's post result is wrapped as {status, posts: [...]}"
    posts = answer.get("posts") if isinstance(answer, dict) else None
    if not isinstance(posts, list) or len(posts) != 1 or not isinstance(posts[0], dict):
        client.fail(response, rule, f"no one-entry posts list in {answer!r}"[:300])
    entry = posts[0]
    if entry.get("refId") != user_profile.ref_id or entry.get("profileTitle") != user_profile.title:
        client.fail(
            response,
            rule,
            f"posts[0] names refId {entry.get('refId')!r} / profileTitle "
            f"{entry.get('profileTitle')!r}, not the acting profile's",
        )
    if answer.get("status") != entry.get("status"):
        client.fail(response, rule, "the wrapper's status is not its post's status")
    response = _post(api, spec, body)
    bare = api.json_of(response, "create_post answers JSON")
    if not isinstance(bare, dict) or "posts" in bare or not bare.get("id"):
        api.fail(response, "the Primary Profile's post result is not wrapped", f"{bare!r}"[:300])


def test_profile_keys_post_for_each_profile(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, other_profile: UserProfile
) -> None:
    """`profileKeys` (the older page's several-profile form) posts for each profile named and
    answers `{status, posts}` with one result per profile, in the order sent; an unknown key is
    refused (unknown_profile_key), and with a Profile-Key header a key of another profile too
    (profile_not_found)."""
    keys = [other_profile.profile_key, user_profile.profile_key]
    body = {"post": "For two profiles", "platforms": [spec.platforms[0]], "profileKeys": keys}
    response = _post(api, spec, body)
    answer = api.json_of(response, "create_post answers JSON")
    rule = "create_post with profileKeys answers one result per profile, in the order sent"
    posts = answer.get("posts") if isinstance(answer, dict) else None
    got = [p.get("refId") for p in posts if isinstance(p, dict)] if isinstance(posts, list) else []
    if got != [other_profile.ref_id, user_profile.ref_id]:
        api.fail(response, rule, f"posts name refIds {got!r}")
    unknown = {**body, "profileKeys": ["PK-NO-SUCH-PROFILE-KEY"]}
    api.expect_error(
        _post(api, spec, unknown), "unknown_profile_key", "profileKeys with an unknown key"
    )
    client = user_profile.client
    client.expect_error(
        _post(client, spec, body),
        "profile_not_found",
        "profileKeys naming a profile other than the Profile-Key header's",
    )


def test_idempotency_key_answers_the_first_post(
    spec: ApiSpec, user_profile: UserProfile, other_profile: UserProfile
) -> None:
    """A repeated `idempotencyKey` answers the first post (here one that failed: nothing is
    linked) with its HTTP status and creates nothing, once per profile: another profile's post
    with the same key is its own (`PostRequest.idempotencyKey`, spec/components/schemas)."""
    key = f"contract-{uuid.uuid4().hex}"
    body = {"post": "Once only", "platforms": [spec.platforms[0]], "idempotencyKey": key}
    client = user_profile.client
    rule = "a repeated idempotencyKey answers the first post and creates no other"
    answered = _post(client, spec, body)
    first = unwrap_post_result(client.json_of(answered, rule))
    response = _post(client, spec, {**body, "post": "Twice?"})
    second = unwrap_post_result(client.json_of(response, rule))
    if second.get("id") != first.get("id"):
        client.fail(response, rule, f"first id {first.get('id')!r}, then {second.get('id')!r}")
    if response.status_code != answered.status_code:
        client.fail(
            response,
            f"{rule}, with its HTTP status",
            f"first HTTP {answered.status_code}, then {response.status_code}",
        )
    history = client.get(spec.operation(OperationId.GET_POST_HISTORY).path, params={"lastDays": 0})
    entries = client.expect_status(history, 200, "get_post_history answers 200")["history"]
    if len(entries) != 1:
        client.fail(history, rule, f"{len(entries)} posts in the profile's history, not 1")
    other = other_profile.client
    response = _post(other, spec, body)
    third = unwrap_post_result(other.json_of(response, rule))
    if third.get("id") == first.get("id"):
        other.fail(response, "idempotency keys are per profile", "another profile got its post")


def test_delete_answers_the_id_then_already_deleted(
    spec: ApiSpec, user_profile: UserProfile
) -> None:
    """`delete_post` (spec/paths/posts.yaml): one post by `id` answers its id, a second delete
    code 383; `bulk` deletes each post named, and with an unknown Post ID among them is refused
    (114) with nothing deleted."""
    client = user_profile.client
    created = _post(client, spec, {"post": "Delete me", "platforms": [spec.platforms[0]]})
    post_id = unwrap_post_result(created.json())["id"]
    path = spec.operation(OperationId.DELETE_POST).path
    response = client.delete(path, json_body={"id": post_id})
    body = client.expect_status(response, 200, "delete_post answers 200")
    if body.get("id") != post_id:
        client.fail(response, "delete_post answers with the deleted post's id", f"{body!r}"[:300])
    again = client.delete(path, json_body={"id": post_id})
    client.expect_error(
        again, "post_already_deleted", "deleting a deleted post answers post_already_deleted"
    )
    _check_bulk_delete(client, spec)


def _check_bulk_delete(client: ApiClient, spec: ApiSpec) -> None:
    text = "delete_post with bulk"
    ids = [
        _stored_post(client, spec, {"post": f"Bulk {n}", "platforms": ["pinterest"]}, text)
        for n in range(3)
    ]
    path = spec.operation(OperationId.DELETE_POST).path
    response = client.delete(path, json_body={"bulk": ids[:2]})
    rule = "delete_post with bulk deletes every post named and answers their ids"
    answer = client.expect_status(response, 200, rule)
    if sorted(answer.get("deleted") or []) != sorted(ids[:2]):
        client.fail(response, rule, f"{answer!r}"[:300])
    response = client.delete(path, json_body={"bulk": [ids[2], "NoSuchPost0000"]})
    rule = "delete_post with an unknown Post ID in bulk is refused (114) and deletes nothing"
    client.expect_error(response, "post_not_found", rule)
    read, record = _record(client, spec, ids[2], rule)
    if record.get("status") == "deleted":
        client.fail(read, rule, f"{ids[2]} was deleted")


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_deleted_scheduled_posts_never_publish(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """`deleteAllScheduled` deletes every pending scheduled post of the profile and answers
    their ids; a deleted scheduled post is not published when its date comes; a post
    rescheduled by `update_post`'s `scheduleDate` (spec/paths/posts.yaml) is published at its
    new date."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    due = parse_timestamp(profile_sandbox.now()) + timedelta(minutes=10)
    ids = []
    for number in range(3):
        body = {"post": f"Scheduled {number}", "platforms": ["linkedin"],
                "scheduleDate": format_timestamp(due)}  # fmt: skip
        made = client.expect_status(_post(client, spec, body), 200, "create_post schedules")
        ids.append(unwrap_post_result(made)["id"])
    path = spec.operation(OperationId.DELETE_POST).path
    response = client.delete(path, json_body={"id": ids[0]})
    client.expect_status(response, 200, "delete_post deletes a scheduled post")
    response = client.delete(path, json_body={"deleteAllScheduled": True})
    rule = "delete_post with deleteAllScheduled deletes every pending scheduled post"
    answer = client.expect_status(response, 200, rule)
    if sorted(answer.get("deleted") or []) != sorted(ids[1:]):
        client.fail(response, f"{rule} and answers their ids", f"{answer!r}"[:300])
    later = format_timestamp(due + timedelta(days=2))
    body = {"post": "Moved", "platforms": ["linkedin"], "scheduleDate": later}
    response = _post(client, spec, body)
    moved = unwrap_post_result(client.expect_status(response, 200, "create_post schedules"))
    if moved.get("scheduleDate") != later:
        client.fail(response, "create_post's answer names a scheduled post's scheduleDate")
    update = spec.operation(OperationId.UPDATE_POST)
    sent = {"id": moved["id"], "scheduleDate": format_timestamp(due)}
    response = client.request(update.method.upper(), update.path, json_body=sent)
    rule = "update_post's scheduleDate reschedules a pending post"
    post = (client.expect_status(response, 200, rule) or {}).get("post") or {}
    if (post.get("scheduleDate"), post.get("status")) != (sent["scheduleDate"], "pending"):
        client.fail(response, rule, f"{post.get('scheduleDate')!r}, {post.get('status')!r}")
    rule = "a deleted scheduled post is not published at its scheduleDate"
    with profile_sandbox.clock_at(format_timestamp(due + timedelta(minutes=1))):
        for post_id in ids:
            read, record = _record(client, spec, post_id, rule)
            if record.get("status") != "deleted" or record.get("postIds"):
                client.fail(read, rule, f"{record.get('status')!r}, {record.get('postIds')!r}")
        read, record = _record(client, spec, moved["id"], "a rescheduled post is published")
        if record.get("status") != "success":
            rule = "a rescheduled post is published at its new scheduleDate"
            client.fail(read, rule, f"status {record.get('status')!r}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
@pytest.mark.reads_back(OperationId.UPDATE_POST)
def test_approval_holds_the_post_until_approved(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: only a post to a linked network can be held and then published. The
    history's `status=awaiting approval` (PostStatus, spec/components/schemas/posts.yaml)
    lists the held post and no other."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    body = {"post": "Hold me", "platforms": ["linkedin"], "requiresApproval": True}
    response = _post(client, spec, body)
    held = unwrap_post_result(client.expect_status(response, 200, "create_post answers 200"))
    rule = "requiresApproval: the post waits for approval and is not published"
    record = client.expect_status(
        client.get(spec.operation(OperationId.GET_POST).path.replace("{id}", held["id"])),
        200,
        "get_post answers 200",
    )
    if record.get("status") != "awaiting approval" or record.get("postIds"):
        client.fail(
            response, rule, f"status {record.get('status')!r}, postIds {record.get('postIds')!r}"
        )
    other = {"post": "Not held", "platforms": ["linkedin"]}
    client.expect_status(_post(client, spec, other), 200, "create_post answers 200")
    response, waiting = _history(client, spec, rule, status="awaiting approval")
    if [h.get("id") for h in waiting] != [held["id"]]:
        rule = "the history's status=awaiting approval lists the held posts only"
        client.fail(response, rule, f"{[h.get('id') for h in waiting]}")
    update = spec.operation(OperationId.UPDATE_POST)
    response = client.request(
        update.method.upper(), update.path, json_body={"id": held["id"], "approved": True}
    )
    client.expect_status(response, 200, "update_post approves the post")
    record = client.get(
        spec.operation(OperationId.GET_POST).path.replace("{id}", held["id"])
    ).json()
    if record.get("status") != "success" or not record.get("postIds"):
        client.fail(
            response,
            "an approved post is published",
            f"status {record.get('status')!r}, postIds {record.get('postIds')!r}",
        )


def _link_value(expression: str, request_headers: dict[str, str], response_body: Any) -> Any:
    """The value of an OpenAPI runtime expression of a response link (`$response.body#/ptr`,
    `$request.header.Name`); None when it names nothing."""
    if expression.startswith("$response.body#"):
        try:
            return resolve_pointer(response_body, expression.partition("#")[2])
        except UnresolvableReference:
            return None
    if expression.startswith("$request.header."):
        wanted = expression.removeprefix("$request.header.").lower()
        return next((v for k, v in request_headers.items() if k.lower() == wanted), None)
    return expression


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_created_post_links_resolve(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Each link of create_post's answer to an operation that reads (GET) leads to the post
    just created: followed as the spec writes it (runtime expressions), it answers 2xx.
    Schemathesis' stateful test checks the same (`ensure_resource_availability`) on the
    scenarios it happens to generate; this test does it for one known-good post every run.
    Needs the control: only a post to a linked network is created."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    body = {"post": "Follow my links", "platforms": ["linkedin"]}
    response = _post(client, spec, body)
    created = client.expect_status(response, 200, "create_post answers 200")
    sent_headers = dict(response.request.headers)
    links = spec.resolve(spec.responses(OperationId.CREATE_POST)["200"]).get("links") or {}
    followed = 0
    for name, raw_link in links.items():
        link = spec.resolve(raw_link)
        target = spec.operation(link["operationId"])
        if target.method.lower() != "get":
            continue
        path, query, headers = target.path, {}, {}
        for key, expression in (link.get("parameters") or {}).items():
            value = _link_value(str(expression), sent_headers, created)
            where, _, parameter = key.rpartition(".")
            if value is None:
                client.fail(
                    response,
                    "a response link's expressions name values of the answer",
                    f"link {name}: {expression} names nothing",
                )
            if where == "header":
                headers[parameter] = str(value)
            elif "{" + parameter + "}" in path:
                path = path.replace("{" + parameter + "}", str(value))
            else:
                query[parameter] = str(value)
        answer = client.get(path, params=query, headers=headers)
        if not 200 <= answer.status_code < 300:
            client.fail(
                answer,
                "ensure_resource_availability: a resource the create_post answer links to is "
                "available",
                f"link {name} ({target.operation_id}) answered HTTP {answer.status_code}",
            )
        followed += 1
    if not followed:
        pytest.skip("create_post's answer documents no link to a reading operation")


# -- read-back rules: each write of a post, seen again through get_post and the history -------
def _stored_post(client: ApiClient, spec: ApiSpec, body: dict[str, Any], text: str) -> str:
    """The id of a post made by create_post to networks the fresh profile has not linked:
    stored either way (failed there, answered 400 with the full result)."""
    response = _post(client, spec, body)
    if response.status_code not in (200, 400):
        client.fail(response, text, f"create_post answered HTTP {response.status_code}")
    try:
        return str(unwrap_post_result(response.json())["id"])
    except (ValueError, KeyError, TypeError) as error:
        client.fail(response, text, f"no post id in the answer: {error!r}")


def _record(client: ApiClient, spec: ApiSpec, post_id: str, text: str) -> tuple[Any, Any]:
    response = client.get(spec.operation(OperationId.GET_POST).path.replace("{id}", post_id))
    return response, client.expect_status(response, 200, text)


def _history(client: ApiClient, spec: ApiSpec, text: str, **params: str) -> tuple[Any, list[Any]]:
    response = client.get(
        spec.operation(OperationId.GET_POST_HISTORY).path, params={"lastDays": 0, **params}
    )
    return response, list(client.expect_status(response, 200, text).get("history") or [])


@pytest.mark.reads_back(OperationId.CREATE_POST)
def test_created_post_read_back(spec: ApiSpec, user_profile: UserProfile) -> None:
    """Public API only: the created post is read by get_post and listed by get_post_history
    with the fields sent (`autoRepost` too: `PostRecord`), under its `count` and the profile's
    `refId` (`PostHistory`, spec/components/schemas/posts.yaml); get_post_history_entry of its
    Post ID answers the same record (spec/paths/posts.yaml), the SDK's repeated `id` query
    parameter with it."""
    client = user_profile.client
    sent = {
        "post": f"Read me back {uuid.uuid4().hex[:8]}",
        "platforms": [spec.platforms[0]],
        "notes": "contract notes",
        "autoRepost": {"repeat": 2, "days": 7},
    }
    text = read_back.rule(
        OperationId.CREATE_POST, "get_post and get_post_history show the fields sent"
    )
    post_id = _stored_post(client, spec, sent, text)
    response, record = _record(client, spec, post_id, text)
    read_back.expect_fields(client, response, text, record, sent)
    if not isinstance(record, dict) or record.get("shortenLinks") is not False:
        client.fail(response, "get_post answers shortenLinks (false when the post left it out)")
    entry = spec.operation(OperationId.GET_POST_HISTORY_ENTRY).path.replace("{id}", post_id)
    response = client.get(entry, params={"id": post_id})  # the SDK repeats the id in the query
    if client.expect_status(response, 200, text) != record:
        client.fail(response, "get_post_history_entry of a Post ID answers get_post's record")
    response, history = _history(client, spec, text)
    read_back.expect_fields(client, response, text, read_back.find(history, "id", post_id), sent)
    envelope = response.json()
    if (envelope.get("count"), envelope.get("refId")) != (len(history), user_profile.ref_id):
        client.fail(
            response,
            "get_post_history answers `count` (the posts listed) and the profile's `refId`",
            f"count {envelope.get('count')!r}, refId {envelope.get('refId')!r}",
        )


@pytest.mark.parametrize(
    "operation_id",
    read_back.each_write(OperationId.UPDATE_POST, OperationId.UPDATE_POST_LEGACY),
)
def test_updated_post_read_back(
    spec: ApiSpec, user_profile: UserProfile, operation_id: OperationId
) -> None:
    """Public API only: the notes an update sends are what get_post reads (notes change on a
    post in any status)."""
    client = user_profile.client
    text = read_back.rule(operation_id, "get_post shows the notes sent")
    post_id = _stored_post(
        client, spec, {"post": "Update me", "platforms": [spec.platforms[0]], "notes": "old"}, text
    )
    update = spec.operation(operation_id)
    sent = {"notes": f"new notes {uuid.uuid4().hex[:8]}"}
    response = client.request(update.method.upper(), update.path, json_body={"id": post_id, **sent})
    client.expect_status(response, 200, f"{operation_id} answers 200")
    response, record = _record(client, spec, post_id, text)
    read_back.expect_fields(client, response, text, record, sent)


@pytest.mark.parametrize(
    "operation_id",
    read_back.each_write(OperationId.DELETE_POST, OperationId.DELETE_POST_LEGACY),
)
def test_deleted_post_gone(
    spec: ApiSpec, user_profile: UserProfile, operation_id: OperationId
) -> None:
    """Public API only: a deleted post keeps its record with status `deleted` (get_post) and
    leaves the history, which lists it only when `status=deleted` asks."""
    client = user_profile.client
    text = read_back.rule(operation_id, "the post is deleted in get_post and the history")
    post_id = _stored_post(client, spec, {"post": "Delete me", "platforms": ["pinterest"]}, text)
    delete = spec.operation(operation_id)
    response = client.request(delete.method.upper(), delete.path, json_body={"id": post_id})
    client.expect_status(response, 200, f"{operation_id} answers 200")
    response, record = _record(client, spec, post_id, text)
    read_back.expect_fields(client, response, text, record, {"status": "deleted"})
    response, history = _history(client, spec, text)
    read_back.expect_gone(client, response, text, history, "id", post_id)
    response, deleted = _history(client, spec, text, status="deleted")
    if read_back.find(deleted, "id", post_id) is None:
        client.fail(response, text, "status=deleted does not list the deleted post")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
@pytest.mark.reads_back(OperationId.RETRY_POST)
def test_retried_post_read_back(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """Needs the control: a post fails on a network not linked yet; once it is linked, a
    retry publishes it there and get_post reads the post as published; a second retry of the
    now published post is refused with code 155 (`post_not_retryable`)."""
    client = user_profile.client
    text = read_back.rule(OperationId.RETRY_POST, "get_post shows the post published")
    post_id = _stored_post(client, spec, {"post": "Retry me", "platforms": ["linkedin"]}, text)
    profile_sandbox.link("linkedin")
    retry = spec.operation(OperationId.RETRY_POST)
    response = client.request(retry.method.upper(), retry.path, json_body={"id": post_id})
    client.expect_status(response, 200, "retry_post answers 200")
    response, record = _record(client, spec, post_id, text)
    published = [r.get("platform") for r in record.get("postIds") or [] if isinstance(r, dict)]
    if record.get("status") != "success" or published != ["linkedin"] or record.get("errors"):
        client.fail(
            response,
            text,
            f"status {record.get('status')!r}, published on {published}, "
            f"errors {record.get('errors')!r}",
        )
    again = client.request(retry.method.upper(), retry.path, json_body={"id": post_id})
    client.expect_code(
        again,
        spec.error_code("post_not_retryable"),
        "retry_post refuses a post that did not fail (post_not_retryable)",
    )
