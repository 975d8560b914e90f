"""The account a sandbox network link holds: ids, user name, addresses and picture, derived
deterministically from the profile and the network (no internet), so a user record answers the
same every time for the same link."""

from __future__ import annotations

import hashlib
from typing import Any

#: Where each network shows an account (`{u}` user name, `{i}` account id).
PROFILE_URLS: dict[str, str] = {
    "bluesky": "https://bsky.app/profile/{u}.bsky.social",
    "facebook": "https://www.facebook.com/{i}",
    "gmb": "https://business.google.com/n/{i}",
    "instagram": "https://www.instagram.com/{u}",
    "linkedin": "https://www.linkedin.com/company/{i}",
    "pinterest": "https://www.pinterest.com/{u}",
    "reddit": "https://www.reddit.com/user/{u}",
    "snapchat": "https://www.snapchat.com/add/{u}",
    "telegram": "https://t.me/{u}",
    "threads": "https://www.threads.net/@{u}",
    "tiktok": "https://www.tiktok.com/@{u}",
    "twitter": "https://x.com/{u}",
    "youtube": "https://www.youtube.com/channel/UC{i}",
}
#: The account type a network's entry carries (`type`): LinkedIn Pages, Telegram channels.
ACCOUNT_TYPES = {"linkedin": "organization", "telegram": "channel"}
INSTAGRAM_ACCOUNT_TYPE = "business"


def linked_account(ref_id: str, platform: str, display_name: str) -> dict[str, Any]:
    """The `LinkedAccount` fields the network itself holds for the profile's link (without
    `created`, which is the link's)."""
    digest = hashlib.sha256(f"account:{ref_id}:{platform}".encode()).hexdigest()
    account_id = str(int(digest[:13], 16))
    username = f"sandbox_{digest[13:21]}"
    account: dict[str, Any] = {
        "platform": platform,
        "displayName": display_name,
        "id": account_id,
        "username": username,
        "profileUrl": PROFILE_URLS[platform].format(u=username, i=account_id),
        "userImage": f"https://sandbox.invalid/avatars/{platform}/{digest[21:31]}.png",
    }
    if platform == "facebook":
        account["pageName"] = display_name
        account["userId"] = str(int(digest[31:44], 16))
    if platform in ACCOUNT_TYPES:
        account["type"] = ACCOUNT_TYPES[platform]
    return account
