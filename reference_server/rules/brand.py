"""Brand rule (Max Pack): the public facts of accounts looked up by user name (a leading `@`
is not part of the name), made by the sandbox rule `get_brand_by_user` documents (no network
contacted)."""

from __future__ import annotations

import hashlib

from social_publishing_models import BrandLookup

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, Service
from .posts import require_twitter_credentials
from .validate import rules


def followers(platform: str, username: str) -> int:
    """The sandbox's followers: the first 6 hex digits of SHA-256 of `platform:username`."""
    return int(hashlib.sha256(f"{platform}:{username}".encode()).hexdigest()[:6], 16)


async def get_brand_by_user(service: Service, call: Call) -> BrandLookup:
    urls = rules(service).profile_urls
    require_twitter_credentials(service, call, list(call.query["platforms"]))
    brands = []
    for platform in call.query["platforms"]:
        username = call.query.get(f"{platform}User", "").removeprefix("@")
        if not username:
            raise ApiError(
                ErrorCode.DEPENDENT_PARAMETER_MISSING,
                f"Query parameter '{platform}User' is required with platforms={platform}.",
            )
        template = urls.get(platform)
        if template is None:  # x-networks lets only networks with an address through
            raise ApiError(ErrorCode.NETWORK_NOT_SUPPORTED, f"No lookup on {platform}.")
        brands.append(
            {
                "platform": platform,
                "username": username,
                "followersCount": followers(platform, username),
                "profileUrl": template.replace("{username}", username),
            }
        )
    return BrandLookup.model_validate({"status": "success", "brands": brands})
