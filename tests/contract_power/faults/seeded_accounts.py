"""Faults the rules of `contract_tests/test_rules_seeded_accounts.py` must catch (the accounts
sandbox networks hold: `account` of `link_network`, `seed_network_content`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from reference_server.seams import RuleDecisions
from spec_model import ControlSpec
from spec_model.operation_ids import ControlOperationId
from tests.contract_power.faults.common import asks, with_seams
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

LINK_PATH = "/_sandbox/link"
CONTENT_PREFIX = "/_sandbox/networks/"


def _link_body(request: Request) -> dict[str, Any] | None:
    body = request.json()
    if asks(request, "POST", LINK_PATH) and isinstance(body, dict):
        return body
    return None


@fault(
    "test_generated_account_holds_its_past",
    "a network linked with a generated account holds the past x-seeded-account describes",
)
@exchange
async def seeded_account_empty_by_default(request: Request, call: Call) -> Response:
    """A new link without `account` links an empty account (no past) instead of a generated
    one."""
    body = _link_body(request)
    if body is not None and "account" not in body:
        request = request.with_json({**body, "account": "empty"})
    return await call(request)


@fault(
    "test_generated_account_holds_its_past",
    "a generated account gains posts as the service clock moves",
    parts=True,
)
def seeded_account_frozen(parts: ServerParts) -> ServerParts:
    """A generated account holds its past but never gains anything as the clock moves."""

    class Frozen(RuleDecisions):
        def stores_due_items(self) -> bool:
            return False

    return with_seams(parts, decisions=Frozen())


@fault(
    "test_generated_account_holds_its_past",
    "linking a network again keeps its generated",
    parts=True,
)
def seeded_account_new_on_relink(parts: ServerParts) -> ServerParts:
    """Unlinking forgets the generated account: linking again generates a new one."""

    def make(unlink: Callable[..., Any]) -> Callable[..., Any]:
        async def forgetting(service: Any, call: Any) -> Any:
            answer = await unlink(service, call)
            with service.store.transaction():
                state = service.store.seeded_accounts.get(call.profile.id, call.body["platform"])
                if state is not None:
                    service.store.seeded_accounts.put(replace(state, kind="exact"))
            return answer

        return forgetting

    return replace(
        parts, handlers=parts.handlers.replacing(ControlOperationId.UNLINK_NETWORK, make)
    )


@fault("test_empty_account_holds_nothing", "an empty account holds nothing, also later")
@exchange
async def empty_account_generated(request: Request, call: Call) -> Response:
    """`account: empty` is ignored: the link gets a generated account (and answers empty)."""
    body = _link_body(request)
    if body is None or body.get("account") != "empty":
        return await call(request)
    response = await call(request.with_json({k: v for k, v in body.items() if k != "account"}))
    answer = response.json()
    if response.status == 200 and isinstance(answer, dict):
        answer = {k: v for k, v in answer.items() if k != "accountAnchor"}
        response = response.with_json({**answer, "account": "empty"})
    return response


@fault("test_exact_content_is_listed", "seed_network_content's content is what the API lists")
@exchange
async def exact_content_comments_dropped(request: Request, call: Call) -> Response:
    """seed_network_content stores the posts without their comments."""
    body = request.json()
    if request.path.startswith(CONTENT_PREFIX) and isinstance(body, dict):
        posts = body.get("posts")
        if isinstance(posts, list):
            stripped = [
                {k: v for k, v in p.items() if k != "comments"} if isinstance(p, dict) else p
                for p in posts
            ]
            request = request.with_json({**body, "posts": stripped})
    return await call(request)


def _seeded_facts(parts: ServerParts, **changes: int) -> ServerParts:
    """A generated account follows `x-seeded-account` with ``changes``."""

    class Changed(RuleDecisions):
        def seeded_facts(self, declared: Any) -> Any:
            return replace(declared, **changes)

    return with_seams(parts, decisions=Changed())


_GROWTH = "test_generated_account_growth_periods"
_PERIOD_RULE = "a generated account gains one item of each kind per period"
_SEEDED = ControlSpec.load(api=SPEC).by_id[ControlOperationId.LINK_NETWORK].raw["x-seeded-account"]


@fault(_GROWTH, _PERIOD_RULE, parts=True)
def seeded_account_one_more_after_link(parts: ServerParts) -> ServerParts:
    """A generated account keeps growing one item past `maxAfterLink`."""
    return _seeded_facts(parts, max_after_link=int(_SEEDED["maxAfterLink"]) + 1)


@fault(_GROWTH, _PERIOD_RULE, parts=True)
def seeded_account_one_less_after_link(parts: ServerParts) -> ServerParts:
    """A generated account stops one item before `maxAfterLink`."""
    return _seeded_facts(parts, max_after_link=int(_SEEDED["maxAfterLink"]) - 1)


@fault(_GROWTH, _PERIOD_RULE, parts=True)
def seeded_messages_twice_as_often(parts: ServerParts) -> ServerParts:
    """Correspondents write every half `messageEverySeconds`."""
    return _seeded_facts(parts, message_every_seconds=int(_SEEDED["messageEverySeconds"]) // 2)


@fault(_GROWTH, _PERIOD_RULE, parts=True)
def seeded_reviews_half_as_often(parts: ServerParts) -> ServerParts:
    """Reviews arrive every two `reviewEverySeconds`."""
    return _seeded_facts(parts, review_every_seconds=2 * int(_SEEDED["reviewEverySeconds"]))


@fault("test_generated_account_holds_its_past", "want 0 to commentWithinSeconds", parts=True)
def seeded_comments_too_late(parts: ServerParts) -> ServerParts:
    """Comments on a generated account's posts come up to twice `commentWithinSeconds` late."""
    return _seeded_facts(parts, comment_within_seconds=2 * int(_SEEDED["commentWithinSeconds"]))


_PAST = "test_generated_account_holds_its_past"
_WINDOW_RULE = "oldest item of each kind lies at its window's first second"


@fault(_PAST, _WINDOW_RULE, parts=True)
def seeded_past_window_a_day_longer(parts: ServerParts) -> ServerParts:
    """A generated account's posts and reviews start `daysBeforeLink` + 1 days before the
    link."""
    return _seeded_facts(parts, days_before_link=int(_SEEDED["daysBeforeLink"]) + 1)


@fault(_PAST, _WINDOW_RULE, parts=True)
def seeded_message_window_a_day_longer(parts: ServerParts) -> ServerParts:
    """A generated account's messages start `messageDaysBeforeLink` + 1 days before the link."""
    return _seeded_facts(parts, message_days_before_link=int(_SEEDED["messageDaysBeforeLink"]) + 1)
