"""The user record (`get_user`): the acting profile's title and refId, its linked networks
with the account each sandbox link holds, its posting counters over the service clock and, with
the Messaging add-on, its active conversations in the billing cycle (the count the messaging
limit, code 666, is checked against). The record is built as the generated `UserDetails`, each
linked account as a `LinkedAccount` (`account_of`)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from pydantic import MISSING
from social_publishing_models import FirestoreTime, GetUserParameters, LinkedAccount, UserDetails

from spec_model.error_codes import ErrorCode
from spec_model.networks import Network

from ..errors import ApiError
from ..networks.accounts import INSTAGRAM_ACCOUNT_TYPE, linked_account
from ..service import Call, Service
from ..store.rows import LinkRow
from . import messages

#: The rolling window of Instagram's posting quota (`usedQuota`).
INSTAGRAM_QUOTA_WINDOW = timedelta(hours=24)


def _month_bounds(now: datetime) -> tuple[int, int]:
    start = now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    following = (start + timedelta(days=32)).replace(day=1)
    return int(start.timestamp()), int(following.timestamp()) - 1


def account_of(ref_id: str, link: LinkRow) -> LinkedAccount:
    """The account the sandbox link `link` of the profile `ref_id` holds, as `get_user` lists
    it (the network's fields, `networks.accounts`, and the link's `created`)."""
    held = linked_account(ref_id, link.platform, link.display_name)
    return LinkedAccount(**held, created=datetime.fromtimestamp(link.created, UTC))


async def get_user(service: Service, call: Call) -> UserDetails:
    profile = call.profile
    params = call.params_as(GetUserParameters)
    validate = params.validate_ is True
    if validate and profile.is_primary:
        raise ApiError(ErrorCode.VALIDATE_NEEDS_PROFILE_KEY)
    instagram_details = params.instagram_details is True or params.instagram_quota is True
    now = service.now().astimezone(UTC)
    accounts: list[LinkedAccount] = []
    for link in service.store.profiles.links(profile.id):
        account = account_of(profile.ref_id, link)
        if link.platform == Network.INSTAGRAM and instagram_details:
            since = int((now - INSTAGRAM_QUOTA_WINDOW).timestamp())
            account.used_quota = service.store.posts.count_posts(
                profile.id, since, int(now.timestamp()), published_on=account.platform
            )
            account.type = INSTAGRAM_ACCOUNT_TYPE
        accounts.append(account)
    month_start, month_end = _month_bounds(now)
    created_ms = profile.created_ms or profile.created * 1000
    return UserDetails(
        title=profile.title,
        ref_id=profile.ref_id,
        created=FirestoreTime(
            field_seconds=created_ms // 1000,
            field_nanoseconds=(created_ms % 1000) * 1_000_000,
        ),
        # absent, not empty, when nothing is linked (DOCS)
        active_social_accounts=[a.platform for a in accounts] if accounts else MISSING,
        display_names=accounts,
        monthly_post_count=service.store.posts.count_posts(profile.id, month_start, month_end),
        validated=True if validate else MISSING,
        messaging_conversation_monthly_count=messages.conversation_count(service, profile, now)
        if messages.messaging_enabled(service)
        else MISSING,
    )
