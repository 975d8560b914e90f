"""Brand rule (Max Pack): the public facts of accounts looked up by user name (a leading `@`
is not part of the name), made by the sandbox rule `get_brand_by_user` documents (no network
contacted). Its parameters are read as `GetBrandByUserParameters` (`Call.params_as`) and the
answer is built as `BrandLookup`."""

from __future__ import annotations

import hashlib

from pydantic import MISSING
from social_publishing_models import BrandAccount, BrandLookup
from social_publishing_models.parameters import GetBrandByUserParameters

from spec_model.error_codes import ErrorCode
from spec_model.networks import Network

from ..errors import ApiError
from ..service import Call, Service
from .posts import require_twitter_credentials
from .validate import rules


def followers(platform: str, username: str) -> int:
    """The sandbox's followers: the first 6 hex digits of SHA-256 of `platform:username`."""
    return int(hashlib.sha256(f"{platform}:{username}".encode()).hexdigest()[:6], 16)


async def get_brand_by_user(service: Service, call: Call) -> BrandLookup:
    urls = rules(service).profile_urls
    query = call.params_as(GetBrandByUserParameters)
    require_twitter_credentials(service, call, list(query.platforms))
    # The user name parameter of each network (`<network>User`).
    users = {
        Network.FACEBOOK: query.facebook_user,
        Network.INSTAGRAM: query.instagram_user,
        Network.TWITTER: query.twitter_user,
    }
    brands = []
    for platform in query.platforms:
        sent = users.get(platform, MISSING)
        username = "" if sent is MISSING else sent.removeprefix("@")
        if not username:
            raise ApiError(
                ErrorCode.DEPENDENT_PARAMETER_MISSING,
                f"Query parameter '{platform}User' is required with platforms={platform}.",
            )
        template = urls.get(platform)
        if template is None:  # x-networks lets only networks with an address through
            raise ApiError(ErrorCode.NETWORK_NOT_SUPPORTED, f"No lookup on {platform}.")
        brands.append(
            BrandAccount(
                platform=platform,
                username=username,
                followers_count=followers(platform, username),
                profile_url=template.replace("{username}", username),
            )
        )
    return BrandLookup(brands=brands)
