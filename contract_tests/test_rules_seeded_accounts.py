"""Rules of the accounts sandbox networks hold (`account` of the control's `link_network`):
a network linked with a generated account (the default) already holds the past its
`x-seeded-account` describes (posts of the history by network with comments, conversations,
reviews), the oldest item of each kind at its window's first second (none before), and gains
more as the clock moves; linking it again after an unlink keeps the same
account; an `empty` account holds nothing, also later; `seed_network_content` gives it exactly
the content the API then lists.

Facebook has every kind (history by network, comments, messages, reviews), so the rules are
checked there. Every rule needs the control: only the control links networks.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox, control_spec
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

NETWORK = "facebook"
PAST_RULE = "a network linked with a generated account holds the past x-seeded-account describes"
GROWTH_RULE = "a generated account gains posts as the service clock moves"
SAME_RULE = "linking a network again keeps its generated account"
EMPTY_RULE = "an empty account holds nothing, also later"
EXACT_RULE = "seed_network_content's content is what the API lists"
WINDOW_RULE = (
    "a generated account's oldest item of each kind lies at its window's first second"
    " (daysBeforeLink, messageDaysBeforeLink before the link), none before"
)


def _facts(spec: ApiSpec) -> Mapping[str, int]:
    raw = control_spec(spec).by_id[ControlOperationId.LINK_NETWORK].raw["x-seeded-account"]
    return {str(k): int(v) for k, v in raw.items()}


def _seconds(text: Any) -> float:
    return parse_timestamp(str(text)).timestamp()


def _check_window(
    client: ApiClient,
    response: httpx.Response,
    kind: str,
    items: list[Mapping[str, Any]],
    anchor: float,
    days: int,
) -> None:
    """The oldest of `items` lies exactly `days` days before the link (`anchor`)."""
    times = [_seconds(i["created"]) for i in items if "created" in i]
    oldest = min(times) if times else None
    if oldest != anchor - days * 86400:
        client.fail(
            response,
            WINDOW_RULE,
            f"the oldest {kind} lies {(anchor - oldest) if oldest else 0:g} s before the link,"
            f" want {days} days ({days * 86400} s)",
        )


def _history(client: ApiClient, spec: ApiSpec) -> tuple[httpx.Response, list[Mapping[str, Any]]]:
    """Every post of the network's history (all pages), newest first."""
    path = spec.operation(OperationId.GET_POST_HISTORY_ENTRY).path.replace("{id}", NETWORK)
    params: dict[str, Any] = {"limit": 100, "skipAnalytics": "true"}
    posts: list[Mapping[str, Any]] = []
    for _ in range(50):
        response = client.get(path, params=params)
        body = client.expect_status(response, 200, "the history by network answers")
        posts += [p for p in body.get("posts", []) if isinstance(p, Mapping)]
        if not body.get("next"):
            return response, posts
        params["next"] = body["next"]
    client.fail(response, "the history by network's next ends", "more than 50 pages")


def _messages(client: ApiClient, spec: ApiSpec) -> tuple[httpx.Response, list[Mapping[str, Any]]]:
    path = spec.operation(OperationId.GET_MESSAGES).path.replace("{platform}", NETWORK)
    response = client.get(path)
    body = client.expect_status(response, 200, "get_messages answers")
    items = body.get("messages") if isinstance(body, Mapping) else None
    return response, [m for m in items or [] if isinstance(m, Mapping)]


def _reviews(client: ApiClient, spec: ApiSpec) -> httpx.Response:
    return client.get(spec.operation(OperationId.LIST_REVIEWS).path, params={"platform": NETWORK})


def _comments(client: ApiClient, spec: ApiSpec, social_post_id: str) -> httpx.Response:
    path = spec.operation(OperationId.GET_COMMENTS).path.replace(
        "{id}", quote(social_post_id, safe="")
    )
    return client.get(path, params={"searchPlatformId": "true", "platform": NETWORK})


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
    ControlOperationId.UNLINK_NETWORK,
)
def test_generated_account_holds_its_past(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    facts = _facts(spec)
    with profile_sandbox.clock_at(profile_sandbox.now()):
        linked = profile_sandbox.link(NETWORK)
        response, posts = _history(client, spec)
        if "accountAnchor" not in linked:
            client.fail(response, PAST_RULE, f"the link answered no accountAnchor: {linked}")
        anchor = _seconds(linked["accountAnchor"])
        start = anchor - facts["daysBeforeLink"] * 86400
        before = [p for p in posts if start <= _seconds(p["created"]) < anchor]
        _check_window(client, response, "post", posts, anchor, facts["daysBeforeLink"])
        if linked.get("account") != "generated" or len(before) != facts["postsBeforeLink"]:
            client.fail(
                response,
                PAST_RULE,
                f"account {linked.get('account')!r}: {len(before)} posts in the "
                f"{facts['daysBeforeLink']} days before the link, want {facts['postsBeforeLink']}",
            )
        commented = 0
        for post in before:
            answer = client.expect_status(
                _comments(client, spec, str(post["id"])), 200, "get_comments by Social Post ID"
            )
            listed = answer.get(NETWORK, [])
            if len(listed) > facts["commentsPerPost"]:
                client.fail(response, PAST_RULE, f"{len(listed)} comments on {post['id']}")
            for comment in listed:  # each within commentWithinSeconds after its post
                after = _seconds(comment.get("created")) - _seconds(post["created"])
                if not 0 <= after <= facts["commentWithinSeconds"]:
                    client.fail(
                        response,
                        PAST_RULE,
                        f"a comment {after:g} s after its post {post['id']} (want 0 to "
                        f"commentWithinSeconds, {facts['commentWithinSeconds']})",
                    )
            commented += bool(listed)
        response, messages = _messages(client, spec)
        _check_window(client, response, "message", messages, anchor, facts["messageDaysBeforeLink"])
        conversations = {m.get("conversationId") for m in messages}
        want = facts["conversations"] * facts["messagesPerConversation"]
        if commented == 0 or len(messages) < want or len(conversations) != facts["conversations"]:
            client.fail(
                response,
                PAST_RULE,
                f"{commented} posts with comments, {len(messages)} messages in "
                f"{len(conversations)} conversations (want {want} in {facts['conversations']})",
            )
        response = _reviews(client, spec)
        reviews = client.expect_status(response, 200, PAST_RULE + " (reviews)").get(NETWORK, [])
        if len(reviews) < facts["reviewsBeforeLink"]:
            client.fail(response, PAST_RULE, f"{len(reviews)} reviews")
        listed = [r for r in reviews if isinstance(r, Mapping)]
        _check_window(client, response, "review", listed, anchor, facts["daysBeforeLink"])
        # the clock moves: new posts
        days = 3
        profile_sandbox.advance_clock(days * facts["postEverySeconds"])
        response, later = _history(client, spec)
        if not len(posts) + days - 1 <= len(later) <= len(posts) + days + 1:
            client.fail(
                response,
                GROWTH_RULE,
                f"{len(posts)} posts, then {len(later)} after {days} x postEverySeconds",
            )
        # unlinked and linked again: the same account
        profile_sandbox.unlink(NETWORK)
        again = profile_sandbox.link(NETWORK)
        response, relinked = _history(client, spec)
        if [p["id"] for p in relinked] != [p["id"] for p in later] or again.get(
            "accountAnchor"
        ) != linked.get("accountAnchor"):
            client.fail(
                response,
                SAME_RULE,
                f"anchor {linked.get('accountAnchor')} then {again.get('accountAnchor')}; "
                f"{len(later)} posts then {len(relinked)}",
            )


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_empty_account_holds_nothing(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    facts = _facts(spec)
    with profile_sandbox.clock_at(profile_sandbox.now()):
        linked = profile_sandbox.link(NETWORK, account="empty")
        for moment in ("at the link", "later"):
            response, posts = _history(client, spec)
            _, messages = _messages(client, spec)
            reviews = _reviews(client, spec)
            if linked.get("account") != "empty" or posts or messages or reviews.status_code != 404:
                client.fail(
                    response,
                    EMPTY_RULE,
                    f"{moment}: account {linked.get('account')!r}, {len(posts)} posts, "
                    f"{len(messages)} messages, list_reviews HTTP {reviews.status_code}",
                )
            profile_sandbox.advance_clock(2 * facts["postEverySeconds"])


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.SEED_NETWORK_CONTENT)
def test_exact_content_is_listed(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    profile_sandbox.link(NETWORK)
    content = {
        "posts": [
            {
                "post": "Contract loaf one",
                "created": "2026-01-02T08:00:00Z",
                "comments": [{"comment": "Contract comment", "username": "contract.user"}],
            },
            {"post": "Contract loaf two", "created": "2026-01-03T08:00:00Z"},
        ],
        "conversations": [
            {"senderId": "90000000000000001", "messages": [{"message": "Contract hello"}]}
        ],
        "reviews": [{"rating": "positive", "reviewerName": "Contract Reviewer"}],
    }
    seeded = profile_sandbox.seed_network_content(NETWORK, content)
    response, posts = _history(client, spec)
    got = [(p.get("id"), p.get("post")) for p in posts]
    ids = [p["id"] for p in seeded["posts"]]
    want = [(ids[1], "Contract loaf two"), (ids[0], "Contract loaf one")]
    if got != want:
        client.fail(response, EXACT_RULE, f"history {got}, want {want}")
    response = _comments(client, spec, str(seeded["posts"][0]["id"]))
    comments = client.expect_status(response, 200, EXACT_RULE).get(NETWORK, [])
    if [c.get("comment") for c in comments] != ["Contract comment"]:
        client.fail(response, EXACT_RULE, f"comments {comments}")
    response, messages = _messages(client, spec)
    if [m.get("message") for m in messages] != ["Contract hello"]:
        client.fail(response, EXACT_RULE, f"messages {[m.get('message') for m in messages]}")
    response = _reviews(client, spec)
    reviews = client.expect_status(response, 200, EXACT_RULE).get(NETWORK, [])
    if [r.get("id") for r in reviews] != seeded["reviewIds"]:
        client.fail(response, EXACT_RULE, f"reviews {reviews}")


PERIOD_RULE = (
    "a generated account gains one item of each kind per period of x-seeded-account after the "
    "link, at most maxAfterLink"
)


def _network_posts(client: ApiClient, spec: ApiSpec) -> tuple[httpx.Response, list[Any]]:
    """Every post of the network's history, in pages of the most `limit` takes."""
    path = spec.operation(OperationId.GET_POST_HISTORY_ENTRY).path.replace("{id}", NETWORK)
    most = spec.operation(OperationId.GET_POST_HISTORY_ENTRY).parameter("limit", "query")
    size = int(most.schema.get("maximum", 100)) if most is not None else 100
    params: dict[str, Any] = {"limit": size, "skipAnalytics": "true"}
    posts: list[Any] = []
    for _ in range(20):
        response = client.get(path, params=params)
        body = client.expect_status(response, 200, "the history by network answers")
        posts += [p for p in body.get("posts", []) if isinstance(p, Mapping)]
        if not body.get("next"):
            return response, posts
        params["next"] = body["next"]
    client.fail(response, "the history by network's next ends", "more than 20 pages")


def _after(items: list[Any], anchor: float) -> int:
    return sum(1 for item in items if _seconds(item.get("created")) > anchor)


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_generated_account_growth_periods(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """The k-th item of a kind after the link lies within the k-th period after the anchor
    (`postEverySeconds`, `messageEverySeconds`, `reviewEverySeconds`), so one second before
    the end of the n-th period exactly n have appeared (none early, none late), up to
    `maxAfterLink`: one second before the end of the period after the last, still
    `maxAfterLink`."""
    client = user_profile.client
    facts = _facts(spec)
    cap = facts["maxAfterLink"]
    with profile_sandbox.clock_at(profile_sandbox.now()):
        linked = profile_sandbox.link(NETWORK)
        anchor = _seconds(linked.get("accountAnchor"))

        def posts() -> tuple[httpx.Response, list[Any]]:
            return _network_posts(client, spec)

        def messages() -> tuple[httpx.Response, list[Any]]:
            response, items = _messages(client, spec)
            return response, [m for m in items if m.get("action") == "received"]

        def reviews() -> tuple[httpx.Response, list[Any]]:
            response = _reviews(client, spec)
            body = client.expect_status(response, 200, "list_reviews answers")
            return response, list(body.get(NETWORK, []))

        kinds = (
            ("posts", facts["postEverySeconds"], posts),
            ("messages", facts["messageEverySeconds"], messages),
            ("reviews", facts["reviewEverySeconds"], reviews),
        )
        # Ascending moments: items read at a moment stay the account's (the clock goes back
        # only at the end).
        moments = sorted(
            (n * every - 1, name, n, every, read)
            for name, every, read in kinds
            for n in (1, cap, cap + 1)
        )
        for offset, name, n, every, read in moments:
            profile_sandbox.set_clock(_stamp(anchor + offset))
            response, items = read()
            got, want = _after(items, anchor), min(n, cap)
            if got != want:
                client.fail(
                    response,
                    PERIOD_RULE,
                    f"{name}: {got} after the link one second before the end of period {n} "
                    f"of {every} s, want {want}",
                )


def _stamp(seconds: float) -> str:
    return format_timestamp(datetime.fromtimestamp(seconds, UTC))
