"""The user record (`get_user`): the acting profile's title and refId, its linked networks
with the account each sandbox link holds, its posting counters over the service clock and, with
the Messaging add-on, its active conversations in the billing cycle (the count the messaging
limit, code 666, is checked against)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from social_publishing_models import UserDetails

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..networks.accounts import INSTAGRAM_ACCOUNT_TYPE, linked_account
from ..service import Call, Service
from . import messages

#: The rolling window of Instagram's posting quota (`usedQuota`).
INSTAGRAM_QUOTA_WINDOW = timedelta(hours=24)


def _month_bounds(now: datetime) -> tuple[int, int]:
    start = now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    following = (start + timedelta(days=32)).replace(day=1)
    return int(start.timestamp()), int(following.timestamp()) - 1


async def get_user(service: Service, call: Call) -> UserDetails:
    profile = call.profile
    if call.query.get("validate") and profile.is_primary:
        raise ApiError(ErrorCode.VALIDATE_NEEDS_PROFILE_KEY)
    instagram_details = bool(call.query.get("instagramDetails") or call.query.get("instagramQuota"))
    now = service.now().astimezone(UTC)
    accounts: list[dict[str, Any]] = []
    for link in service.store.profiles.links(profile.id):
        account = linked_account(profile.ref_id, link.platform, link.display_name)
        account["created"] = format_timestamp(datetime.fromtimestamp(link.created, UTC))
        if link.platform == "instagram" and instagram_details:
            since = int((now - INSTAGRAM_QUOTA_WINDOW).timestamp())
            account["usedQuota"] = service.store.posts.count_posts(
                profile.id, since, int(now.timestamp()), published_on="instagram"
            )
            account["type"] = INSTAGRAM_ACCOUNT_TYPE
        accounts.append(account)
    month_start, month_end = _month_bounds(now)
    created_ms = profile.created_ms or profile.created * 1000
    record: dict[str, Any] = {
        "status": "success",
        "title": profile.title,
        "refId": profile.ref_id,
        "created": {
            "_seconds": created_ms // 1000,
            "_nanoseconds": (created_ms % 1000) * 1_000_000,
        },
        "displayNames": accounts,
        "monthlyPostCount": service.store.posts.count_posts(profile.id, month_start, month_end),
    }
    if accounts:  # absent, not empty, when nothing is linked (DOCS)
        record["activeSocialAccounts"] = [a["platform"] for a in accounts]
    if call.query.get("validate"):
        record["validated"] = True
    if messages.messaging_enabled(service):
        record["messagingConversationMonthlyCount"] = messages.conversation_count(
            service, profile, now
        )
    return UserDetails.model_validate(record)
