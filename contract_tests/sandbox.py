"""The optional test-control interface (`sandbox.yaml`, served under `/_sandbox`), detected
over HTTP.

Not part of the API: a server may not offer it. A test that needs it names the operations it
calls with `@pytest.mark.control("link_network", ...)` (operationIds of `sandbox.yaml`); when
the target does not offer the control, the test skips naming each operation (method, path,
operationId), so a team knows what to implement for full coverage. A test that uses the
control when offered but checks its rule through the public API otherwise says so with
`@pytest.mark.control(..., required=False)` (it reads `has_sandbox`, never the skipping
`sandbox`/`profile_sandbox` fixtures). Each test's need is recorded as its `control` user
property (JUnit, and the JSON summary's `control` section).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

import httpx

from contract_tests.target import ApiClient, ContractViolation
from spec_model import ControlSpec, ServiceSpec
from spec_model.operation_ids import ControlOperationId

SANDBOX_PATH = "/_sandbox"
#: The marker naming the control operations a test needs, and the fixtures that give them.
CONTROL_MARKER = "control"
CONTROL_FIXTURES = ("sandbox", "profile_sandbox")
#: The call that detects the control (every test that needs the control needs this one too).
DETECT_OPERATION = ControlOperationId.GET_CONTROL_STATUS
#: The test's user property recording its need: "required: op, ..." or "optional: op, ...".
CONTROL_PROPERTY = "control"
#: How the reason of a test skipped for want of the control begins (`skip_reason`).
CONTROL_SKIP_PREFIX = "needs the optional test-control interface (sandbox.yaml): "


@lru_cache(maxsize=4)
def control_spec(spec: ServiceSpec) -> ControlSpec:
    """`sandbox.yaml`, read against the spec this run judges by."""
    return ControlSpec.load(api=spec)


def skip_reason(control: ControlSpec, operation_ids: Iterable[ControlOperationId]) -> str:
    """Why a test that needs `operation_ids` skips on a target without the control."""
    needed = [op for op in operation_ids if op != DETECT_OPERATION] or [DETECT_OPERATION]
    return (
        CONTROL_SKIP_PREFIX
        + ", ".join(control.describe(op) for op in needed)
        + f"; the target does not offer it ({control.describe(DETECT_OPERATION)} did not "
        "answer sandbox: true)"
    )


def control_need(marks: Iterable[Any]) -> tuple[list[ControlOperationId], bool] | None:
    """The operations a test's `control` markers name, and whether it needs them (False:
    `required=False`, the rule is checked through the public API without the control); None
    for a test without the marker (`marker_problems` stops collection when one names a plain
    string)."""
    marks = list(marks)
    if not marks:
        return None
    operation_ids = [op for mark in marks for op in mark.args]
    return operation_ids, all(mark.kwargs.get("required", True) for mark in marks)


def control_property(need: tuple[list[ControlOperationId], bool]) -> str:
    """The `control` user property of a test: ``required: set_plan`` or ``optional: ...``."""
    operation_ids, required = need
    return f"{'required' if required else 'optional'}: {', '.join(operation_ids)}"


def parse_control_property(text: str) -> tuple[list[str], bool]:
    """The inverse of `control_property`."""
    kind, _, operations = text.partition(": ")
    return [op for op in operations.split(", ") if op], kind == "required"


def marker_problems(
    control: ControlSpec, name: str, fixtures: Iterable[str], marks: Any
) -> list[str]:
    """What is wrong with a test's `control` marker: missing while it uses the control, naming
    an operation by a plain string (mypy cannot see marker arguments: they are
    `ControlOperationId` members) or one `sandbox.yaml` does not have, or `required=False` on a
    test that uses the fixtures that skip without the control."""
    marks = list(marks)
    operation_ids = [op for mark in marks for op in mark.args]
    problems = []
    uses_skipping = set(fixtures) & set(CONTROL_FIXTURES)
    if not operation_ids and uses_skipping:
        problems.append(f"{name} uses the control but has no @pytest.mark.control(...)")
    need = control_need(marks)
    if need is not None and not need[1] and uses_skipping:
        problems.append(
            f"{name}: @pytest.mark.control(..., required=False) but it uses "
            f"{sorted(uses_skipping)}, which skip without the control (use has_sandbox)"
        )
    problems += [
        f"{name}: @pytest.mark.control names {op!r}: name it ControlOperationId.{str(op).upper()}"
        for op in operation_ids
        if not isinstance(op, ControlOperationId)
    ]
    problems += [
        f"{name}: @pytest.mark.control names '{op}', which sandbox.yaml does not have"
        for op in operation_ids
        if op not in control.by_id
    ]
    return problems


class SandboxError(RuntimeError):
    """The sandbox control answered with an error."""


class Sandbox:
    """Calls to `/_sandbox` acting as the client's profile."""

    def __init__(self, client: ApiClient) -> None:
        self.client = client

    @staticmethod
    def detect(client: ApiClient) -> bool:
        try:
            response = client.get(SANDBOX_PATH)
        except (httpx.HTTPError, ContractViolation):
            return False  # no usable answer (e.g. undecodable): no control to rely on
        if response.status_code != 200:
            return False
        try:
            body = response.json()
        except ValueError:
            return False
        return isinstance(body, Mapping) and body.get("sandbox") is True

    def for_client(self, client: ApiClient) -> Sandbox:
        return Sandbox(client)

    def _call(self, method: str, path: str, body: Any = None) -> Any:
        response = self.client.request(method, f"{SANDBOX_PATH}{path}", json_body=body)
        if not 200 <= response.status_code < 300:
            raise SandboxError(
                f"{method} {SANDBOX_PATH}{path} answered {response.status_code}: {response.text}"
            )
        return response.json()

    def state(self) -> Mapping[str, Any]:
        return self._call("GET", "")  # type: ignore[no-any-return]

    def now(self) -> str:
        return str(self.state()["now"])

    def set_clock(self, moment: str) -> str:
        return str(self._call("POST", "/clock", {"set": moment})["now"])

    def advance_clock(self, seconds: int) -> str:
        return str(self._call("POST", "/clock", {"advanceSeconds": seconds})["now"])

    def set_plan(self, plan: str) -> str:
        return str(self._call("POST", "/plan", {"plan": plan})["plan"])

    def set_add_ons(self, add_ons: list[str]) -> list[str]:
        """The account's add-ons (`x-add-ons`) from now on; the add-ons in force."""
        return [str(a) for a in self._call("POST", "/add-ons", {"addOns": add_ons})["addOns"]]

    @contextmanager
    def add_ons(self, add_ons: list[str]) -> Iterator[list[str]]:
        """The account has exactly ``add_ons`` for the block, then what it had before."""
        before = self.state().get("addOns")
        try:
            yield self.set_add_ons(add_ons)
        finally:
            if isinstance(before, list):
                self.set_add_ons([str(a) for a in before])

    def link(
        self,
        platform: str,
        *,
        display_name: str | None = None,
        can_manage: bool = True,
        account: str | None = None,
    ) -> Any:
        """Link `platform`; `account` (`link_network`): what the network's account holds,
        `generated` (its past; the server's default) or `empty` (a test that counts what the
        account holds links an empty one)."""
        body: dict[str, Any] = {"platform": platform, "canManage": can_manage}
        if display_name is not None:
            body["displayName"] = display_name
        if account is not None:
            body["account"] = account
        return self._call("POST", "/link", body)

    def seed_network_content(self, platform: str, content: Mapping[str, Any]) -> Any:
        """`seed_network_content`: the account on `platform` holds exactly `content`."""
        return self._call("POST", f"/networks/{platform}/content", content)

    def unlink(self, platform: str) -> Any:
        return self._call("POST", "/unlink", {"platform": platform})

    def seed_history(self, entries: list[Mapping[str, Any]]) -> Any:
        return self._call("POST", "/webhook-history", {"entries": entries})

    def seed_post_analytics(self, post_id: str, platform: str, metrics: Mapping[str, Any]) -> Any:
        """Exact metrics of the post on the network (`seed_post_analytics`)."""
        body = {"id": post_id, "platform": platform, "analytics": dict(metrics)}
        return self._call("POST", "/post-analytics", body)

    def deliveries(self) -> Any | None:
        """The delivery log, or None when the server does not offer one."""
        response = self.client.get(f"{SANDBOX_PATH}/deliveries")
        if response.status_code != 200:
            return None
        return response.json()

    def delivery_settings(self) -> Mapping[str, Any] | None:
        """The target's delivery settings (`retryScale`, `caPems`, maybe
        `receiverTimeoutSeconds`), or None when it has none."""
        response = self.client.get(f"{SANDBOX_PATH}/delivery")
        if response.status_code != 200:
            return None
        body = response.json()
        return body if isinstance(body, Mapping) else None

    def configure_delivery(
        self,
        *,
        ca_pem: str | None = None,
        retry_scale: float | None = None,
        receiver_timeout: float | None = None,
    ) -> Mapping[str, Any]:
        """Make the target trust ``ca_pem`` for deliveries, scale its retry delays and/or set
        its receiver timeout."""
        body: dict[str, Any] = {}
        if ca_pem is not None:
            body["caPem"] = ca_pem
        if retry_scale is not None:
            body["retryScale"] = retry_scale
        if receiver_timeout is not None:
            body["receiverTimeoutSeconds"] = receiver_timeout
        return self._call("POST", "/delivery", body)  # type: ignore[no-any-return]

    def set_rate_limit(self, limit: int | None) -> int:
        """The acting profile's requests per `x-rate-limit` window (None: the server's own);
        starts a fresh window. The limit now in force."""
        return int(self._call("POST", "/rate-limit", {"max": limit})["max"])

    def set_suspension(self, limit: int | None, after: int | None) -> Mapping[str, Any]:
        """The acting User Profile's requests per `x-rate-limit` window (None: the server's)
        and the 429 answers that suspend it (`x-rate-limit.suspension`; None: the spec's),
        with a fresh window, a fresh count and no suspension. The two now in force (`max`,
        `suspendAfter`)."""
        body = {"max": limit, "suspendAfter": after}
        return self._call("POST", "/rate-limit", body)  # type: ignore[no-any-return]

    def set_address_rate_limit(self, limit: int | None) -> Mapping[str, Any]:
        """The acting profile's requests per `x-rate-limit` window from the calling address
        only (None: remove that limit); starts a fresh window for them. The address as the
        target names it and the limit now in force (`address`, `max`)."""
        body = {"max": limit, "callingAddressOnly": True}
        return self._call("POST", "/rate-limit", body)  # type: ignore[no-any-return]

    def set_auth_failure_limit(
        self, limit: int | None, address: str | None = None
    ) -> Mapping[str, Any]:
        """The failed authentications per `x-auth-failure-limit` window (None: the server's
        own) of the calling address, or of `address`; discards its window. The control is
        refused to an address that used up its failures, so a refused one is put back from
        another address naming it. The address as the target names it and the limit now in
        force (`address`, `max`)."""
        body: dict[str, Any] = {"max": limit} | ({} if address is None else {"address": address})
        return self._call("POST", "/auth-failures", body)  # type: ignore[no-any-return]

    def seed_short_links(self, count: int) -> int:
        """Give the acting profile `count` more short links at once; how many it keeps."""
        return int(self._call("POST", "/seed/short-links", {"count": count})["total"])

    def seed_profiles(self, count: int) -> int:
        """Give the account `count` more User Profiles at once; how many it keeps."""
        return int(self._call("POST", "/seed/profiles", {"count": count})["total"])

    def remove_seeded_profiles(self) -> int:
        """Delete the User Profiles `seed_profiles` made; how many the account keeps."""
        return int(self._call("DELETE", "/seed/profiles")["total"])

    def set_transfer_limits(self, **change: float | None) -> Mapping[str, Any]:
        """The acting profile's feed read time and upload size (`feedReadSeconds`,
        `uploadMaxBytes`; None: the declared value again, a name left out: unchanged); both
        limits now in force."""
        return self._call("POST", "/transfer-limits", change)  # type: ignore[no-any-return]

    @contextmanager
    def transfer_limits(self, **change: float) -> Iterator[Mapping[str, Any]]:
        """The acting profile's transfer limits set as ``change`` for the block (the limits
        in force yielded), then the declared ones again."""
        try:
            yield self.set_transfer_limits(**change)
        finally:
            self.set_transfer_limits(**dict.fromkeys(change))

    def freeze_clock(self, frozen: bool) -> str:
        """Stop the clock at its current second (True), or let it run on (False)."""
        return str(self._call("POST", "/clock/frozen", {"frozen": frozen})["now"])

    @contextmanager
    def clock_at(self, moment: str) -> Iterator[str]:
        """The clock set to ``moment`` and frozen for the block (every request in it sees the
        instant the test last set, so a slow request cannot carry the clock over a boundary
        the test drives to the second), then put back where it was, running."""
        before = self.now()
        self.freeze_clock(True)
        try:
            yield self.set_clock(moment)
        finally:
            self.set_clock(before)
            self.freeze_clock(False)

    @contextmanager
    def plan(self, plan: str) -> Iterator[str]:
        before = str(self.state()["plan"])
        try:
            yield self.set_plan(plan)
        finally:
            self.set_plan(before)

    def inject_comment(
        self,
        post_id: str,
        platform: str,
        comment: str,
        username: str,
        *,
        reply_to: str | None = None,
    ) -> Mapping[str, Any]:
        """A comment made outside the service under the acting profile's post (as
        `get_comments` lists it: its Social Comment ID in `commentId`)."""
        body: dict[str, Any] = {
            "postId": post_id,
            "platform": platform,
            "comment": comment,
            "username": username,
        }
        if reply_to is not None:
            body["replyTo"] = reply_to
        return self._call("POST", "/comments", body)  # type: ignore[no-any-return]

    def inject_message(
        self, platform: str, sender_id: str, message: str, *, sender_name: str | None = None
    ) -> Mapping[str, Any]:
        """A correspondent's direct message to the acting profile (as `get_messages` lists
        it: `action: received`, its `conversationId`)."""
        body: dict[str, Any] = {"platform": platform, "senderId": sender_id, "message": message}
        if sender_name is not None:
            body["senderName"] = sender_name
        return self._call("POST", "/messages", body)  # type: ignore[no-any-return]

    def read_messages(self, platform: str, conversation_id: str) -> Mapping[str, Any]:
        """The correspondent reads the profile's unread messages of the conversation
        (`read_messages`; `messageIds` names those read now)."""
        body = {"platform": platform, "conversationId": conversation_id}
        return self._call("POST", "/messages/read", body)  # type: ignore[no-any-return]

    def react_to_message(self, platform: str, message_id: str, reaction: str) -> Mapping[str, Any]:
        """The correspondent reacts to a message (`react_to_message`; the message answered)."""
        body = {"platform": platform, "messageId": message_id, "reaction": reaction}
        return self._call("POST", "/messages/reaction", body)  # type: ignore[no-any-return]

    def edit_message(self, platform: str, message_id: str, message: str) -> Mapping[str, Any]:
        """The correspondent edits a message they sent (`edit_message`; the message answered)."""
        body = {"platform": platform, "messageId": message_id, "message": message}
        return self._call("POST", "/messages/edit", body)  # type: ignore[no-any-return]

    def inject_mention(
        self, platform: str, username: str, text: str, *, kind: str | None = None
    ) -> Mapping[str, Any]:
        """An account mentions the acting profile on `platform` (`inject_mention`; the mention
        with its `mentionId`)."""
        body: dict[str, Any] = {"platform": platform, "username": username, "text": text}
        if kind is not None:
            body["type"] = kind
        return self._call("POST", "/mentions", body)  # type: ignore[no-any-return]

    def set_messaging_state(self, **state: Any) -> Mapping[str, Any]:
        """`set_messaging_state`: `relinkRequired` (networks of the acting profile) and/or
        `activeConversationLimit` (per profile and billing cycle)."""
        return self._call("POST", "/messaging", state)  # type: ignore[no-any-return]

    def inject_review(
        self, platform: str, rating: str, reviewer: str, *, review: str = "", created: str = ""
    ) -> Mapping[str, Any]:
        """A review of the acting profile's account on `platform` (as `list_reviews` lists it)."""
        body: dict[str, Any] = {
            "platform": platform,
            "rating": rating,
            "reviewerName": reviewer,
            "review": review,
        }
        if created:
            body["created"] = created
        return self._call("POST", "/reviews", body)  # type: ignore[no-any-return]

    def add_network_post(self, platform: str, post: str, **fields: Any) -> Mapping[str, Any]:
        """A post made outside the service on the acting profile's linked account on
        `platform` (`byPage`, `dataType`, `created`), as the history by network lists it."""
        body: dict[str, Any] = {"platform": platform, "post": post, **fields}
        return self._call("POST", "/network-posts", body)  # type: ignore[no-any-return]
