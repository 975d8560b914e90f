"""Ads rules (the Ads add-on): the Facebook ad accounts of the acting profile's linked Page.

The add-on gate (`x-add-ons`, code 399) is enforced before a rule runs. The sandbox has no
Meta to ask: every linked Facebook Page has one ad account made from the profile (stable id,
nothing spent yet; inferred). `nextUpdate` is the service clock plus the operation's
`x-refresh-seconds`.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta
from typing import Any

from social_publishing_models import AdAccounts

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, Service

ACCOUNT_NETWORK = "facebook"


def _account(call: Call, display_name: str, linked: int) -> dict[str, Any]:
    digest = hashlib.sha256(f"ads:{call.profile.ref_id}".encode()).hexdigest()
    return {
        "accountId": "act_" + str(int(digest, 16))[:12],
        "name": f"{display_name} Ads",
        "currency": "USD",
        "status": "Active",
        "amountSpent": 0,
        "balance": 0,
        "minDailyBudget": 1,
        "timezoneName": "UTC",
        "created": format_timestamp(datetime.fromtimestamp(linked, UTC)),
        "isPersonal": False,
    }


async def list_ad_accounts(service: Service, call: Call) -> AdAccounts:
    link = next(
        (x for x in service.store.links(call.profile.id) if x.platform == ACCOUNT_NETWORK), None
    )
    if link is None:
        raise ApiError(
            ErrorCode.PLATFORM_NOT_LINKED, f"{ACCOUNT_NETWORK} is not linked to the profile."
        )
    accounts = [_account(call, link.display_name, link.created)]
    accounts = accounts[: int(call.query.get("limit", 100))]
    now = service.now()
    assert call.operation is not None
    refresh = int(call.operation.raw["x-refresh-seconds"])
    return AdAccounts.model_validate(
        {
            "status": "success",
            "adAccounts": accounts,
            "count": len(accounts),
            "lastUpdated": format_timestamp(now),
            "nextUpdate": format_timestamp(now + timedelta(seconds=refresh)),
        }
    )


__all__ = ["list_ad_accounts"]
