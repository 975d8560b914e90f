"""Rules of comments: the four identifier kinds of `x-identifier-kinds` round-trip (a Post ID and
a Social Post ID find a post's comments, a Comment ID and a Social Comment ID find a comment to
reply to or delete), a comment goes only where its post was published (291), unknown ids are
refused (114, 292), replies in the path and the SDK's body form, deletion of one comment or of
every comment made through the service on a post, an outside comment deleted only on the
networks of `x-networks-outside-comments` (157) and in the SDK's body form, LinkedIn's
`commentUrn`, `nextUpdate` after `x-refresh-seconds`, and the `comments` webhook (a
`CommentsEvent` delivered to the suite's HTTPS receiver for a comment made outside the service
on a network of its delivery's `x-networks`, naming a reply's parent, recorded in the history).

Networks are linked and comments made outside the service are added through the control
(`link_network`, `inject_comment`); only the unknown-id rules need the public API alone.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.hook_history import hook_history, still_queued
from contract_tests.receiver import WebhookReceiver
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import SANDBOX_PATH, Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

UNKNOWN_ID = "NoSuchId0000contract"


def _path(spec: ApiSpec, operation_id: OperationId, value: str) -> str:
    op = spec.operation(operation_id)
    name = next(p.name for p in op.parameters if p.location == "path")
    return op.path.replace("{" + name + "}", value)


def _publish(client: ApiClient, spec: ApiSpec, platforms: list[str]) -> Mapping[str, Any]:
    response = client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": "Contract post with comments", "platforms": platforms},
    )
    body = client.expect_status(response, 200, "create_post publishes on linked networks")
    return unwrap_post_result(body)


def _social_post_id(post: Mapping[str, Any], platform: str) -> str:
    return next(str(r["id"]) for r in post["postIds"] if r.get("platform") == platform)


def _comment(
    client: ApiClient, spec: ApiSpec, body: dict[str, Any], rule: str
) -> tuple[httpx.Response, Any]:
    response = client.post(spec.operation(OperationId.POST_COMMENT).path, json_body=body)
    return response, client.expect_status(response, 200, rule)


def _listed(body: Any, platform: str) -> list[Mapping[str, Any]]:
    items = body.get(platform) if isinstance(body, Mapping) else None
    return [i for i in items if isinstance(i, Mapping)] if isinstance(items, list) else []


def _comment_ids(body: Any, platform: str) -> list[str]:
    return [str(i.get("commentId")) for i in _listed(body, platform)]


def _read(
    client: ApiClient, spec: ApiSpec, target: str, rule: str, **params: str
) -> tuple[httpx.Response, Any]:
    response = client.get(_path(spec, OperationId.GET_COMMENTS, target), params=params or None)
    return response, client.expect_status(response, 200, rule)


@pytest.fixture
def linked(user_profile: UserProfile, profile_sandbox: Sandbox) -> list[str]:
    platforms = ["facebook", "instagram"]
    for platform in platforms:
        profile_sandbox.link(platform)
    return platforms


def test_comment_unknown_ids_refused(api: ApiClient, spec: ApiSpec) -> None:
    """Public API only: ids no post or comment of the profile has."""
    response = api.post(
        spec.operation(OperationId.POST_COMMENT).path,
        json_body={"id": UNKNOWN_ID, "comment": "x", "platforms": ["facebook"]},
    )
    api.expect_error(response, "post_not_found", "post_comment refuses an unknown Post ID")
    response = api.get(_path(spec, OperationId.GET_COMMENTS, UNKNOWN_ID))
    api.expect_error(response, "post_not_found", "get_comments refuses an unknown Post ID")
    response = api.get(
        _path(spec, OperationId.GET_COMMENTS, UNKNOWN_ID),
        params={"commentId": "true", "platform": "facebook"},
    )
    rule = "get_comments refuses an unknown Social Comment ID"
    api.expect_error(response, "comment_not_found", rule)
    response = api.post(
        _path(spec, OperationId.REPLY_COMMENT, UNKNOWN_ID),
        json_body={"comment": "x", "platforms": ["facebook"]},
    )
    api.expect_error(response, "comment_not_found", "reply_comment refuses an unknown Comment ID")
    response = api.delete(_path(spec, OperationId.DELETE_COMMENTS, UNKNOWN_ID))
    api.expect_error(response, "comment_not_found", "delete_comments refuses an unknown id")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
@pytest.mark.reads_back(OperationId.POST_COMMENT)
def test_comment_listed_by_post_id_and_social_post_id(
    user_profile: UserProfile, linked: list[str], spec: ApiSpec
) -> None:
    client = user_profile.client
    post = _publish(client, spec, linked)
    made_response, made = _comment(
        client,
        spec,
        {"id": post["id"], "comment": "Contract comment"},
        "post_comment comments on every published network when platforms is left out",
    )
    for platform in linked:
        outcome = made.get(platform)
        if not isinstance(outcome, Mapping) or not outcome.get("commentId"):
            client.fail(made_response, "post_comment answers each network's commentId")
    if not made.get("commentId") or made.get("id") != post["id"]:
        client.fail(
            made_response,
            "post_comment answers the Comment ID as commentId and the Post ID as id",
        )
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    for platform in linked:
        if made[platform]["commentId"] not in _comment_ids(listed, platform):
            client.fail(
                listed_response, f"get_comments by Post ID lists the comment's {platform} commentId"
            )
    rule = "get_comments_by_query (the id in the query) lists the same comments"
    by_query = client.get(
        spec.operation(OperationId.GET_COMMENTS_BY_QUERY).path, params={"id": post["id"]}
    )
    queried = client.expect_status(by_query, 200, rule)
    if any(_comment_ids(queried, p) != _comment_ids(listed, p) for p in linked):
        client.fail(by_query, rule)
    refresh = int(spec.operation(OperationId.GET_COMMENTS).raw["x-refresh-seconds"])
    step = parse_timestamp(listed["nextUpdate"]) - parse_timestamp(listed["lastUpdated"])
    if step != timedelta(seconds=refresh):
        client.fail(listed_response, f"get_comments: nextUpdate is lastUpdated + {refresh} s")
    social = _social_post_id(post, "instagram")
    by_social_response, by_social = _read(
        client,
        spec,
        social,
        "get_comments by Social Post ID (searchPlatformId and platform)",
        searchPlatformId="true",
        platform="instagram",
    )
    if _comment_ids(by_social, "instagram") != _comment_ids(listed, "instagram"):
        client.fail(by_social_response, "get_comments by Social Post ID lists the post's comments")
    _second_response, second = _comment(
        client,
        spec,
        {
            "id": social,
            "comment": "By social id",
            "platforms": ["instagram"],
            "searchPlatformId": True,
        },
        "post_comment by Social Post ID (searchPlatformId)",
    )
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    if second["instagram"]["commentId"] not in _comment_ids(listed, "instagram"):
        client.fail(listed_response, "a comment made by Social Post ID is listed under its post")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_comment_only_where_published(
    user_profile: UserProfile, linked: list[str], spec: ApiSpec
) -> None:
    client = user_profile.client
    post = _publish(client, spec, ["facebook"])
    response = client.post(
        spec.operation(OperationId.POST_COMMENT).path,
        json_body={"id": post["id"], "comment": "x", "platforms": ["instagram"]},
    )
    rule = "post_comment refuses a network the post was not published on"
    client.expect_error(response, "not_on_network", rule)
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    if _listed(listed, "facebook") or _listed(listed, "instagram"):
        client.fail(listed_response, "a refused comment is not posted anywhere")


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_COMMENT)
def test_outside_comment_only_where_published(
    user_profile: UserProfile, linked: list[str], spec: ApiSpec
) -> None:
    """The control's inject_comment (sandbox.yaml) refuses a network the post was not
    published on (291)."""
    client = user_profile.client
    post = _publish(client, spec, ["instagram"])
    comment = {"postId": post["id"], "platform": "facebook", "comment": "x", "username": "u"}
    response = client.post(f"{SANDBOX_PATH}/comments", json_body=comment)
    rule = "inject_comment refuses a network the post was not published on"
    client.expect_error(response, "not_on_network", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_COMMENT)
def test_outside_comment_by_social_comment_id(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    post = _publish(client, spec, linked)
    outside = profile_sandbox.inject_comment(post["id"], "instagram", "From outside", "jane")
    social_comment = str(outside["commentId"])
    one_response, one = _read(
        client,
        spec,
        social_comment,
        "get_comments by Social Comment ID (commentId and platform)",
        commentId="true",
        platform="instagram",
    )
    if _comment_ids(one, "instagram") != [social_comment]:
        client.fail(one_response, "get_comments by Social Comment ID answers that comment")
    response = client.post(
        _path(spec, OperationId.REPLY_COMMENT, social_comment),
        json_body={"comment": "Thanks", "platforms": ["instagram"], "searchPlatformId": True},
    )
    reply = client.expect_status(response, 200, "reply_comment by Social Comment ID")
    outcome = reply.get("instagram") if isinstance(reply, Mapping) else None
    if not isinstance(outcome, Mapping) or outcome.get("sourceCommentId") != social_comment:
        client.fail(response, "reply_comment answers the replied comment as sourceCommentId")
    one_response, one = _read(
        client,
        spec,
        social_comment,
        "get_comments by Social Comment ID (commentId and platform)",
        commentId="true",
        platform="instagram",
    )
    replies = [r.get("commentId") for r in _listed(one, "instagram")[0].get("replies", [])]
    if outcome["commentId"] not in replies:
        client.fail(one_response, "a reply is listed under the comment it answers")
    response = client.delete(
        _path(spec, OperationId.DELETE_COMMENTS, social_comment),
        params={"searchPlatformId": "true", "platform": "instagram"},
    )
    deleted = client.expect_status(response, 200, "delete_comments by Social Comment ID")
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    if social_comment in _comment_ids(listed, "instagram"):
        client.fail(listed_response, "a comment deleted by Social Comment ID is no longer listed")
    gone = deleted.get("instagram") if isinstance(deleted, Mapping) else None
    if not isinstance(gone, Mapping) or gone.get("id") != social_comment:
        client.fail(response, "delete_comments answers the deleted Social Comment ID")


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_COMMENT)
def test_outside_comment_deletion_networks_and_body_form(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """A LinkedIn comment answers its `commentUrn`; an outside comment on a network outside
    `x-networks-outside-comments` cannot be deleted (157); the SDK's body form (the network in
    `platforms`) deletes an outside comment, its replies with it."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    post = _publish(client, spec, [*linked, "linkedin"])
    body = {"id": post["id"], "comment": "Ours", "platforms": ["linkedin"]}
    response, made = _comment(client, spec, body, "post_comment answers")
    if not str((made.get("linkedin") or {}).get("commentUrn", "")).startswith("urn:li:comment:"):
        client.fail(response, "post_comment on LinkedIn answers the comment's commentUrn")
    outside_networks = spec.operation(OperationId.DELETE_COMMENTS).raw[
        "x-networks-outside-comments"
    ]
    assert "linkedin" not in outside_networks
    on_linkedin = profile_sandbox.inject_comment(post["id"], "linkedin", "Hm", "li")
    response = client.delete(
        _path(spec, OperationId.DELETE_COMMENTS, str(on_linkedin["commentId"])),
        params={"searchPlatformId": "true", "platform": "linkedin"},
    )
    rule = "an outside comment is deleted only on the networks of x-networks-outside-comments"
    client.expect_error(response, "network_not_supported", rule)
    outside = profile_sandbox.inject_comment(post["id"], "instagram", "Nice", "jane")
    profile_sandbox.inject_comment(
        post["id"], "instagram", "Agreed", "joe", reply_to=str(outside["commentId"])
    )
    response = client.delete(
        _path(spec, OperationId.DELETE_COMMENTS, str(outside["commentId"])),
        json_body={"searchPlatformId": True, "platforms": ["instagram"]},
    )
    rule = "delete_comments by Social Comment ID in the SDK's body form (platforms)"
    deleted = client.expect_status(response, 200, rule)
    if (deleted.get("instagram") or {}).get("id") != outside["commentId"]:
        client.fail(response, f"{rule} answers the deleted Social Comment ID")
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    if _listed(listed, "instagram"):
        client.fail(listed_response, f"{rule} deletes the comment and its replies")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
@pytest.mark.reads_back(OperationId.REPLY_COMMENT, OperationId.REPLY_COMMENT_LEGACY)
def test_reply_by_comment_id_in_both_forms(
    user_profile: UserProfile, linked: list[str], spec: ApiSpec
) -> None:
    client = user_profile.client
    post = _publish(client, spec, linked)
    _made_response, made = _comment(
        client, spec, {"id": post["id"], "comment": "Ours"}, "post_comment answers"
    )
    path_form = client.post(
        _path(spec, OperationId.REPLY_COMMENT, made["commentId"]),
        json_body={"comment": "Path form", "platforms": ["facebook"]},
    )
    body_form = client.post(
        spec.operation(OperationId.REPLY_COMMENT_LEGACY).path,
        json_body={
            "commentId": made["commentId"],
            "comment": "Body form",
            "platforms": ["facebook"],
        },
    )
    source = made["facebook"]["commentId"]
    replies: list[str] = []
    for response, form in ((path_form, "path"), (body_form, "SDK's body")):
        rule = f"reply_comment by Comment ID in the {form} form"
        answer = client.expect_status(response, 200, rule)
        outcome = answer.get("facebook") if isinstance(answer, Mapping) else None
        if not isinstance(outcome, Mapping) or outcome.get("sourceCommentId") != source:
            client.fail(response, f"{rule} answers the comment's commentId as sourceCommentId")
        if not answer.get("id") or answer["id"] == made["commentId"]:
            client.fail(response, f"{rule} answers the reply's own Comment ID")
        replies.append(str(outcome["commentId"]))
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    threads = [c for c in _listed(listed, "facebook") if c.get("commentId") == source]
    listed_replies = [r.get("commentId") for t in threads for r in t.get("replies", [])]
    if listed_replies != replies:
        client.fail(listed_response, "both replies are listed under the comment, in order")


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_COMMENT)
@pytest.mark.reads_back(OperationId.DELETE_COMMENTS)
def test_delete_comments_by_comment_id_and_post_id(
    user_profile: UserProfile, linked: list[str], profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    post = _publish(client, spec, linked)
    _first_response, first = _comment(
        client, spec, {"id": post["id"], "comment": "One"}, "post_comment answers"
    )
    _second_response, second = _comment(
        client, spec, {"id": post["id"], "comment": "Two"}, "post_comment answers"
    )
    outside = profile_sandbox.inject_comment(post["id"], "facebook", "Not ours", "joe")
    response = client.delete(_path(spec, OperationId.DELETE_COMMENTS, first["commentId"]))
    client.expect_status(response, 200, "delete_comments by Comment ID")
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    for platform in linked:
        ids = _comment_ids(listed, platform)
        if first[platform]["commentId"] in ids or second[platform]["commentId"] not in ids:
            client.fail(listed_response, "delete_comments by Comment ID deletes that comment only")
    response = client.delete(_path(spec, OperationId.DELETE_COMMENTS, post["id"]))
    client.expect_status(response, 200, "delete_comments by Post ID")
    listed_response, listed = _read(
        client, spec, post["id"], "get_comments lists a post's comments by Post ID"
    )
    if _comment_ids(listed, "facebook") != [outside["commentId"]] or _listed(listed, "instagram"):
        client.fail(
            listed_response,
            "delete_comments by Post ID deletes every comment made through the service, "
            "and only those",
        )
    response = client.delete(_path(spec, OperationId.DELETE_COMMENTS, post["id"]))
    rule = "delete_comments by Post ID with no comment made through the service left"
    client.expect_error(response, "comment_not_found", rule)


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_COMMENT,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_comments_event_delivered(
    user_profile: UserProfile,
    linked: list[str],
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """A comment made outside the service on a network of the `comments` delivery's
    `x-networks` (here a reply to the profile's own) is delivered to the `comments` hook as a
    `CommentsEvent` naming its parent, and recorded in the history with its hookId and url; a
    comment on another network, or one made through the service, fires nothing."""
    client = user_profile.client
    delivery = spec.operation(OperationId.DELIVER_COMMENTS_EVENT)
    assert delivery.networks is not None
    quiet = next(
        p
        for p in spec.operation(OperationId.POST_COMMENT).networks or ()
        if p not in delivery.networks
    )
    profile_sandbox.link(quiet)
    url = f"{event_receiver.base_url}/comments"
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": "comments", "url": url},
    )
    registered = client.expect_status(response, 200, "register_webhook for the comments action")
    post = _publish(client, spec, [*linked, quiet])
    network = delivery.networks[0]
    response = client.post(
        spec.operation(OperationId.POST_COMMENT).path,
        json_body={"id": post["id"], "comment": "Ours", "platforms": [network]},
    )
    ours = client.expect_status(response, 200, "post_comment comments on a published post")
    parent = str((ours.get(network) or {}).get("commentId"))
    profile_sandbox.inject_comment(post["id"], quiet, "Not delivered", "quiet")
    injected = profile_sandbox.inject_comment(post["id"], network, "Hello", "jane", reply_to=parent)
    wait = current_profile().delivery_wait_seconds
    got = event_receiver.wait_for(1, wait)
    if not got:
        client.fail(
            client.get(
                spec.operation(OperationId.GET_WEBHOOK_HISTORY).path, params={"action": "comments"}
            ),
            "a comment made outside the service fires the comments webhook",
            f"nothing arrived within {wait:g} s",
        )
    history_response, recorded = hook_history(client, spec, profile_sandbox, "comments", url)
    events = [json.loads(d.body) for d in event_receiver.deliveries]
    elsewhere = [e.get("platform") for e in events if e.get("platform") not in delivery.networks]
    unsent = still_queued(profile_sandbox, url)
    if elsewhere or len(events) != 1 or unsent:
        client.fail(
            history_response,
            f"the comments webhook fires only for {', '.join(delivery.networks)} (x-networks)"
            " and only for comments made outside the service",
            f"{len(events)} deliveries, for {[e.get('platform') for e in events]};"
            f" {unsent} more queued",
        )
    event = events[0]
    errors = [e.message for e in _event_validator(spec, "CommentsEvent").iter_errors(event)]
    if errors:
        client.fail(
            history_response,
            "the comments delivery body matches CommentsEvent",
            "; ".join(errors[:5]),
        )
    expected = (registered.get("hookId"), url, injected["commentId"], post["id"], parent)
    fields = ("hookId", "url", "commentId", "id", "parentCommentId")
    if tuple(event.get(name) for name in fields) != expected:
        client.fail(
            history_response,
            "the comments event names the hook, url, comment, post and the parent of a reply",
            repr(event),
        )
    if not any(e.get("hookId") == event.get("hookId") for e in recorded):
        client.fail(
            history_response, "history records the comments delivery with its hookId and url"
        )


def _event_validator(spec: ApiSpec, schema_name: str) -> Draft202012Validator:
    """The spec library's validator of the event schema (formats, ECMA-262 patterns)."""
    return spec.refs.schema_validator(schema_name)
