"""Rules of ads: the Facebook ad accounts need a linked Facebook Page (156) and answer
`count` accounts with `nextUpdate` after `x-refresh-seconds`. The Ads add-on (399) is the
generic rule of test_rules_gates.py. Facebook is linked through the control (`link_network`).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from contract_tests.conftest import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp


@pytest.mark.control("link_network")
def test_ad_accounts_need_linked_facebook(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    client = user_profile.client
    path = spec.operation("list_ad_accounts").path
    response = client.get(path)
    rule = "list_ad_accounts refuses a profile without a linked Facebook Page"
    client.expect_error(response, "platform_not_linked", rule)
    profile_sandbox.link("facebook")
    response = client.get(path)
    body = client.expect_status(response, 200, "list_ad_accounts answers a linked Facebook Page")
    if body.get("count") != len(body.get("adAccounts") or []):
        client.fail(response, "list_ad_accounts: count is the number of adAccounts")
    refresh = int(spec.operation("list_ad_accounts").raw["x-refresh-seconds"])
    step = parse_timestamp(body["nextUpdate"]) - parse_timestamp(body["lastUpdated"])
    if step != timedelta(seconds=refresh):
        client.fail(response, f"list_ad_accounts: nextUpdate is lastUpdated + {refresh} s")
