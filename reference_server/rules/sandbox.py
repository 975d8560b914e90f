"""The test-control interface under `/_sandbox`: the handlers of the operations of
`sandbox.yaml` (routes and request bodies are read from it through `spec_model.ControlSpec`).

They let tests drive state the public API cannot: the clock, the plan and add-ons, linked
networks, webhook history entries, the delivery settings, a profile's rate limit and exact
post metrics (`sandbox_limits.py` holds the operations that reach the spec's limits). Same
auth as the API (but never counted against the rate limit or the failed-authentication
limit); errors use the spec's Error shape. Bodies are read as their generated models
(`social_publishing_models.sandbox`, `Call.body_as`), except `seed_webhook_history`'s, which
its handler checks entry by entry before the schema (on the JSON as sent) and stores as sent;
answers are built as the generated answer models.

Changing the clock publishes the scheduled posts it makes due, checks the feeds it makes
due, and attempts the webhook retries it makes due, before answering. Linking and
unlinking emit a `social` event (queued with the change, in one transaction) when the acting
profile has a `social` hook; linking an already linked network changes it without an event.
Unlinking is `social_accounts.unlink_network`, which the public `unlink_social` uses too.
What a linked network's account holds (generated, empty or exact) is `seeded_content`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from jsonschema import Draft202012Validator
from pydantic import MISSING, BaseModel, TypeAdapter
from social_publishing_models import (
    AddOnsChange,
    ClockChange,
    ClockFreeze,
    ClockState,
    ControlStatus,
    DeliveryLog,
    DeliverySettingsChange,
    GenericEvent,
    HistorySeed,
    HistorySeeded,
    NetworkLink,
    NetworkLinked,
    NetworkUnlink,
    NetworkUnlinked,
    PlanChange,
    RateLimitChange,
    RateLimitSetting,
)
from social_publishing_models.sandbox import AddOn, Plan

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import ControlOperationId, OperationId
from spec_model.social_events import social_changes

from ..errors import ApiError, refuse_invalid
from ..service import Call, Service, field_name, model_data
from . import (
    analytics,
    comments,
    feeds,
    mentions,
    message_events,
    messages,
    network_history,
    reviews,
    sandbox_limits,
    seeded_content,
    social_accounts,
)
from .due_posts import publish_due

#: A control handler: sync or async, answering a JSON object. The HTTP layer
#: (`http/operations.control`) checks the body against sandbox.yaml first, except for the
#: operations of `OWN_BODY_CHECK`, whose handler checks it itself.
Route = Callable[[Service, Call], Awaitable[dict[str, Any]] | dict[str, Any]]

#: Checks its entries by their action's event schema before the body's (clearer messages and
#: the catalogued invalid_webhook_action for an unknown action).
OWN_BODY_CHECK = frozenset({ControlOperationId.SEED_WEBHOOK_HISTORY})

#: The deliveries whose entries are checked against the delivery's body schema; an entry of
#: another action is checked against `GenericEvent` (the fields every event has).
CHECKED_EVENTS = (
    OperationId.DELIVER_SOCIAL_EVENT,
    OperationId.DELIVER_SCHEDULED_EVENT,
    OperationId.DELIVER_COMMENTS_EVENT,
    OperationId.DELIVER_MESSAGES_EVENT,
    OperationId.DELIVER_MENTIONS_EVENT,
)
OTHER_EVENT_SCHEMA = "GenericEvent"
#: The field of `seed_webhook_history`'s body that lists the entries.
ENTRIES = field_name(HistorySeed.model_construct(entries=[]))
JSON = "application/json"
PLAN: TypeAdapter[Plan] = TypeAdapter(Plan)
ADD_ONS: TypeAdapter[list[AddOn]] = TypeAdapter(list[AddOn])


def _answer(model: BaseModel) -> dict[str, Any]:
    """A control answer: the generated answer model's data."""
    data: dict[str, Any] = model_data(model)
    return data


def _clock_state(service: Service) -> dict[str, Any]:
    return _answer(ClockState(now=service.now(), frozen=service.clock.frozen))


def _validate_body(call: Call) -> None:
    """The body against its schema in sandbox.yaml (invalid_request when it does not match)."""
    assert call.operation is not None
    refuse_invalid(call.operation.body_validators[JSON], call.body, "Body")


async def status(service: Service, call: Call) -> dict[str, Any]:
    return _answer(
        ControlStatus(
            now=service.now(),
            plan=PLAN.validate_python(service.plan),
            add_ons=ADD_ONS.validate_python(sorted(service.add_ons)),
        )
    )


async def clock(service: Service, call: Call) -> dict[str, Any]:
    await service.delivery.settle()  # attempts in flight are timed on the clock before the move
    request = call.body_as(ClockChange)  # exactly one of the two (the schema's maxProperties)
    if request.set is not MISSING:
        service.clock.set(request.set)
    elif request.advance_seconds is not MISSING:
        service.clock.advance(request.advance_seconds)
    service.delivery.follow_clock()  # deliveries enqueued from here on are timed on the new clock
    publish_due(service)  # other processes see the change at their next poll
    await feeds.check_due_feeds(service)  # the feeds it made due, read before answering
    await service.delivery.run_due()  # the webhook retries it made due, attempted
    return _clock_state(service)


async def freeze_clock(service: Service, call: Call) -> dict[str, Any]:
    service.clock.freeze(call.body_as(ClockFreeze).frozen)
    return _clock_state(service)


async def plan(service: Service, call: Call) -> dict[str, Any]:
    service.set_plan(call.body_as(PlanChange).plan)
    return _answer(PlanChange(plan=PLAN.validate_python(service.plan)))


async def add_ons(service: Service, call: Call) -> dict[str, Any]:
    service.set_add_ons(list(call.body_as(AddOnsChange).add_ons))
    return _answer(AddOnsChange(add_ons=ADD_ONS.validate_python(sorted(service.add_ons))))


async def link(service: Service, call: Call) -> dict[str, Any]:
    request = call.body_as(NetworkLink)
    platform = request.platform
    display_name = (
        f"{call.profile.title} on {platform}"
        if request.display_name is MISSING
        else request.display_name
    )
    can_manage = bool(request.can_manage)  # the schema's default: True
    kind = None if request.account is MISSING else request.account
    store = service.store
    with store.transaction() as db:
        was_linked = any(
            link.platform == platform for link in store.profiles.links(call.profile.id)
        )
        store.profiles.link(call.profile.id, platform, display_name, can_manage, service.now_unix())
        if not was_linked:
            change = social_changes(service.spec.refs).link
            social_accounts.emit_social_event(
                service, call.profile, platform, display_name, change, db
            )
        account = seeded_content.on_link(service, call.profile, platform, kind, was_linked)
    service.delivery.wake()
    linked = NetworkLinked(
        platform=platform,
        display_name=display_name,
        can_manage=can_manage,
        ref_id=call.profile.ref_id,
        account=account.account,
        account_anchor=account.account_anchor,
    )
    return _answer(linked)


async def unlink(service: Service, call: Call) -> dict[str, Any]:
    platform = call.body_as(NetworkUnlink).platform
    removed = social_accounts.unlink_network(service, call.profile, platform)
    return _answer(NetworkUnlinked(platform=platform, unlinked=removed))


def _action_of(entry: object) -> object:
    """The `action` of a history entry as sent (None when it has none or is no object), read
    through the generated `GenericEvent` without checking the rest."""
    if not isinstance(entry, dict) or not all(isinstance(k, str) for k in entry):
        return None
    try:
        return GenericEvent.model_construct(**entry).action
    except AttributeError:  # not sent
        return None


def _entry_validator(service: Service, action: object) -> Draft202012Validator:
    """The schema an entry of `action` is checked against (`CHECKED_EVENTS`)."""
    for operation_id in CHECKED_EVENTS:
        delivery = service.spec.operation(operation_id)
        if delivery.path == action:  # a webhook's path is its action
            return delivery.body_validators[JSON]
    return service.spec.refs.schema_validator(OTHER_EVENT_SCHEMA)


async def webhook_history(service: Service, call: Call) -> dict[str, Any]:
    sent = call.body.get(ENTRIES) if isinstance(call.body, dict) else None
    entries: list[Any] = sent if isinstance(sent, list) else []  # the body checked below
    for index, entry in enumerate(entries):
        action = _action_of(entry)
        if isinstance(entry, dict) and action not in service.spec.facts.webhook_actions:
            raise ApiError(
                ErrorCode.INVALID_WEBHOOK_ACTION,
                f"Entry {index}: the action {str(action)[:50]!r} is not known.",
            )
    for index, entry in enumerate(entries):
        if isinstance(entry, dict):  # the schema of its action: a clearer message than anyOf
            refuse_invalid(_entry_validator(service, _action_of(entry)), entry, f"Entry {index}")
    _validate_body(call)
    seed = call.body_as(HistorySeed)  # checked: a list of entries, each stored as sent
    rows: list[tuple[str, int, dict[str, Any]]] = [
        (typed.action, int(typed.created.timestamp()), entry)
        for typed, entry in zip(seed.entries, entries, strict=True)
    ]
    service.store.hooks.add_history(call.profile.id, rows)
    return _answer(HistorySeeded(stored=len(rows)))


async def deliveries(service: Service, call: Call) -> dict[str, Any]:
    return _answer(DeliveryLog(deliveries=service.delivery.log(call.profile.ref_id)))


async def delivery_settings(service: Service, call: Call) -> dict[str, Any]:
    return service.delivery.config()


async def set_delivery_settings(service: Service, call: Call) -> dict[str, Any]:
    request = call.body_as(DeliverySettingsChange)
    try:
        return service.delivery.set_config(
            None if request.retry_scale is MISSING else request.retry_scale,
            None if request.ca_pem is MISSING else request.ca_pem,
            None
            if request.receiver_timeout_seconds is MISSING
            else request.receiver_timeout_seconds,
        )
    except ValueError as exc:
        raise ApiError(ErrorCode.INVALID_REQUEST, str(exc)[:300]) from None


async def rate_limit(service: Service, call: Call) -> dict[str, Any]:
    change = call.body_as(RateLimitChange)
    limiter = service.rate_limiter
    suspend_after = change.suspend_after
    if suspend_after is not MISSING:
        if call.profile.id == service.primary.id:
            raise ApiError(
                ErrorCode.INVALID_REQUEST,
                "suspendAfter needs a User Profile's Profile-Key: the Primary Profile is never "
                "suspended (x-rate-limit.suspension).",
            )
        suspend_after = service.suspender.set_after(call.profile.id, suspend_after)
    if change.calling_address_only:
        address, limit = limiter.set_address_limit(call.profile.id, call.client, change.max)
        setting = RateLimitSetting(max=limit, address=address, suspend_after=suspend_after)
    else:
        limit = limiter.set_profile_limit(call.profile.id, change.max)
        setting = RateLimitSetting(max=limit, suspend_after=suspend_after)
    return _answer(setting)


#: The handler of each operationId of sandbox.yaml (tests/server checks they match).
HANDLERS: dict[ControlOperationId, Route] = {
    ControlOperationId.GET_CONTROL_STATUS: status,
    ControlOperationId.SET_CLOCK: clock,
    ControlOperationId.FREEZE_CLOCK: freeze_clock,
    ControlOperationId.SET_PLAN: plan,
    ControlOperationId.LINK_NETWORK: link,
    ControlOperationId.UNLINK_NETWORK: unlink,
    ControlOperationId.SEED_WEBHOOK_HISTORY: webhook_history,
    ControlOperationId.LIST_DELIVERIES: deliveries,
    ControlOperationId.GET_DELIVERY_SETTINGS: delivery_settings,
    ControlOperationId.SET_DELIVERY_SETTINGS: set_delivery_settings,
    ControlOperationId.SET_RATE_LIMIT: rate_limit,
    ControlOperationId.SET_ADD_ONS: add_ons,
    ControlOperationId.SEED_POST_ANALYTICS: analytics.seed_post_analytics,
    ControlOperationId.INJECT_COMMENT: comments.inject_comment,
    ControlOperationId.INJECT_MESSAGE: messages.inject_message,
    ControlOperationId.SET_MESSAGING_STATE: message_events.set_messaging_state,
    ControlOperationId.INJECT_REVIEW: reviews.inject_review,
    ControlOperationId.ADD_NETWORK_POST: network_history.add_network_post,
    ControlOperationId.SEED_NETWORK_CONTENT: seeded_content.seed_network_content,
    ControlOperationId.READ_MESSAGES: message_events.read_messages,
    ControlOperationId.REACT_TO_MESSAGE: message_events.react_to_message,
    ControlOperationId.EDIT_MESSAGE: message_events.edit_message,
    ControlOperationId.INJECT_MENTION: mentions.inject_mention,
}


# The limits' operations (their bodies are checked by the HTTP layer like every other).
HANDLERS.update(sandbox_limits.HANDLERS)
