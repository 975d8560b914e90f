"""Faults the rules of `contract_tests/test_rules_user.py` must catch."""

from __future__ import annotations

from typing import Any

from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    declare,
    each_entry,
    filter_ignored,
    judged_at,
    on,
    request_rewritten,
    succeeded,
)


@fault("test_user_record_is_the_acting_profile", "get_user answers the acting profile's record")
@request_rewritten(on("GET", "/user"), lambda request: request.with_header("Profile-Key", None))
def user_record_of_primary() -> None:
    """get_user ignores the Profile-Key and answers the Primary Profile's record."""


@fault("test_user_record_is_the_acting_profile", "a profile with nothing linked lists no linked")
@answer_rewritten(
    on("GET", "/user"), lambda body: {"activeSocialAccounts": [], **body}, status=succeeded
)
def user_empty_active_accounts() -> None:
    """get_user answers `activeSocialAccounts: []` when nothing is linked."""


@fault("test_user_lists_linked_networks", "get_user lists each linked network with the name")
@answer_rewritten(on("GET", "/user"), lambda body: {**body, "displayNames": []}, status=succeeded)
def user_display_names_dropped() -> None:
    """get_user lists the linked networks but no `displayNames` entries."""


@fault("test_user_validate_needs_profile_key", "get_user validate=true needs a Profile-Key")
@filter_ignored(on("GET", "/user"), "validate")
def user_validate_ignored() -> None:
    """get_user ignores `validate`."""


@fault(
    "test_user_reports_conversation_count",
    "get_user's conversation count grows by one per conversation sent to",
)
@answer_rewritten(
    on("GET", "/user"),
    lambda body: (
        {**body, "messagingConversationMonthlyCount": 0}
        if "messagingConversationMonthlyCount" in body
        else body
    ),
)
def user_conversation_count_frozen() -> None:
    """get_user always reports 0 active conversations."""


_user_read = on("GET", "/user")


def _details(entry: dict[str, Any]) -> dict[str, Any]:
    instagram = entry.get("platform") == "instagram"
    return {"usedQuota": 0, "type": "business", **entry} if instagram else entry


def _asks_quota(request: Request) -> bool:
    return _user_read(request) and any(k.startswith("instagram") for k, _ in request.query)


for _name, _rule, _shape, _doc in (
    ("user_instagram_details_ignored", "usedQuota counts the Instagram posts",
     filter_ignored(_user_read, "instagramDetails"), "get_user ignores `instagramDetails`"),
    ("user_instagram_quota_ignored", "usedQuota counts the Instagram posts",
     filter_ignored(_user_read, "instagramQuota"), "get_user ignores `instagramQuota`"),
    ("user_instagram_details_always", "usedQuota and type only with instagram",
     answer_rewritten(_user_read, each_entry("displayNames", _details), status=succeeded),
     "get_user answers usedQuota and type on Instagram without `instagramDetails`"),
    ("user_quota_window_early", "usedQuota counts the Instagram posts",
     judged_at(-2 * 3600, _asks_quota), "get_user counts `usedQuota` 2 hours early"),
    ("user_monthly_count_a_day_late", "monthlyPostCount counts the profile's",
     judged_at(-86400, lambda r: _user_read(r) and not r.query),
     "get_user counts `monthlyPostCount` in a month that starts a day late"),
):  # fmt: skip
    _test = "test_user_instagram_quota_and_monthly_count"
    declare(globals(), _name, f"{_doc}.", _shape, fault(_test, _rule))
