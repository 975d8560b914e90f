"""Rules of `get_brand_by_user` (Max Pack), as the operation documents its sandbox behaviour:
one entry per network asked for (of its `x-networks`), each with the user name sent, the
address made from `x-max-pack.brand.profileUrls` and the documented follower count (a user
name sent with a leading `@` is the same name); a network without its user name parameter is
refused. The X own-credential headers go with every request (one network is X). The refusal
of other networks is the generic `x-networks` rule (test_rules_gates.py). Public API only; a
target whose account lacks the Max Pack add-on answers its code and the test skips."""

from __future__ import annotations

import hashlib

from contract_tests.max_pack_rules import call_max_pack, rules_of
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId

USERS = {"instagram": "bakery_lane", "facebook": "bakery.lane", "twitter": "@bakery_lane"}


def test_brand_by_user_rule(api: ApiClient, spec: ApiSpec) -> None:
    rules = rules_of(spec)
    op = spec.operation(OperationId.GET_BRAND_BY_USER)
    networks = list(op.networks or ())
    params = {f"{p}User": USERS.get(p, "bakery") for p in networks}
    query = {"platforms": ",".join(networks), **params}
    response = call_max_pack(
        api, spec, OperationId.GET_BRAND_BY_USER, params=query, headers=spec.x_credential_headers()
    )
    rule = "get_brand_by_user answers each network asked for by the documented rule"
    body = api.expect_status(response, 200, rule)
    want = []
    for platform in networks:
        user = params[f"{platform}User"].removeprefix("@")
        digest = hashlib.sha256(f"{platform}:{user}".encode()).hexdigest()
        want.append(
            {
                "platform": platform,
                "username": user,
                "followersCount": int(digest[:6], 16),
                "profileUrl": rules.profile_urls[platform].replace("{username}", user),
            }
        )
    if body != {"status": "success", "brands": want}:
        api.fail(response, rule, f"expected brands {want}")
    for platform in networks:
        others = {k: v for k, v in params.items() if k != f"{platform}User"}
        response = api.get(
            op.path,
            params={"platforms": ",".join(networks), **others},
            headers=spec.x_credential_headers(),
        )
        api.expect_error(
            response,
            "dependent_parameter_missing",
            f"get_brand_by_user needs {platform}User for {platform}",
        )
