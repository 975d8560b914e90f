"""How the sandbox networks name comments: a Social Comment ID in each network's own form
(Facebook `<post>_<n>`, Instagram and X numbers, LinkedIn with a comment URN, Reddit `t1_`,
YouTube `Ug...`, Bluesky AT URIs ...). Fresh random identifiers, no internet."""

from __future__ import annotations

import hashlib
import secrets


def _number(digits: int) -> str:
    return str(secrets.randbelow(9 * 10 ** (digits - 1)) + 10 ** (digits - 1))


def social_comment_id(platform: str, social_post_id: str) -> str:
    """A new Social Comment ID for a comment on ``platform`` under ``social_post_id``."""
    token = secrets.token_hex(12)
    if platform == "facebook":
        return f"{social_post_id.split('_')[0]}_{_number(19)}"
    if platform == "reddit":
        return f"t1_{token[:8]}"
    if platform == "youtube":
        return f"Ug{token}"
    if platform == "bluesky":
        did = social_post_id.split("/app.bsky")[0] if "/app.bsky" in social_post_id else ""
        return f"{did or 'at://did:plc:sandbox'}/app.bsky.feed.post/{token}"
    if platform == "tiktok":
        return _number(19)
    return _number(17 if platform == "instagram" else 19)


def comment_urn(platform: str, social_post_id: str, social_id: str) -> str | None:
    """LinkedIn's URN of a comment (used to reply there); None on other networks."""
    if platform != "linkedin":
        return None
    return f"urn:li:comment:({social_post_id},{social_id})"


def author_id(platform: str, username: str) -> str:
    """A stable network user id for ``username`` (the same name gets the same id)."""
    digest = hashlib.sha256(f"{platform}:{username}".encode()).hexdigest()
    return str(int(digest[:14], 16))
