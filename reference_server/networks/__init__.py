"""Deterministic sandbox adapters for the 13 networks: no internet, stable identifiers.

Each network is one row of `NETWORKS`: how its Social Post ID, share id and post URL look.
Identifiers are derived from the Post ID, so the same post always gets the same ones.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class NetworkAdapter:
    """How one sandbox network names a published post."""

    platform: str
    id_format: str
    url_format: str
    share_format: str

    def publish(self, post_id: str, media_urls: list[str], is_video: bool) -> dict[str, Any]:
        digest = hashlib.sha256(f"{self.platform}:{post_id}".encode()).hexdigest()
        number = str(int(digest[:15], 16)).rjust(19, "7")[:19]
        fields = {"n": number, "h": digest[:24], "short": digest[:10]}
        social_id = self.id_format.format(**fields)
        fields["id"] = social_id
        return {
            "status": "success",
            "id": social_id,
            "idShare": self.share_format.format(**fields),
            "isVideo": is_video,
            "platform": self.platform,
            "postUrl": self.url_format.format(**fields),
            "mediaUrls": list(media_urls),
        }

    def remove(self, social_id: str) -> bool:
        """Delete a published post from the network (always succeeds in the sandbox)."""
        return True


NETWORKS: dict[str, NetworkAdapter] = {
    a.platform: a
    for a in (
        NetworkAdapter(
            "bluesky",
            "at://did:plc:{short}/app.bsky.feed.post/{h}",
            "https://bsky.app/profile/did:plc:{short}/post/{h}",
            "{h}",
        ),
        NetworkAdapter("facebook", "1049{short}_{n}", "https://www.facebook.com/{id}", "{id}"),
        NetworkAdapter("gmb", "localPosts/{n}", "https://local.google.com/place?post={n}", "{n}"),
        NetworkAdapter("instagram", "{n}", "https://www.instagram.com/p/{short}/", "{short}"),
        NetworkAdapter(
            "linkedin",
            "urn:li:share:{n}",
            "https://www.linkedin.com/feed/update/urn:li:share:{n}",
            "urn:li:share:{n}",
        ),
        NetworkAdapter("pinterest", "{n}", "https://www.pinterest.com/pin/{n}/", "{n}"),
        NetworkAdapter(
            "reddit", "t3_{short}", "https://www.reddit.com/comments/{short}/", "{short}"
        ),
        NetworkAdapter("snapchat", "{h}", "https://story.snapchat.com/spotlight/{h}", "{h}"),
        NetworkAdapter("telegram", "{n}", "https://t.me/c/{short}/{n}", "{n}"),
        NetworkAdapter("threads", "{n}", "https://www.threads.net/post/{short}", "{short}"),
        NetworkAdapter("tiktok", "v_pub_{n}", "https://www.tiktok.com/@sandbox/video/{n}", "{n}"),
        NetworkAdapter("twitter", "{n}", "https://x.com/i/web/status/{n}", "{n}"),
        NetworkAdapter("youtube", "{short}", "https://www.youtube.com/watch?v={short}", "{short}"),
    )
}


def adapter(platform: str) -> NetworkAdapter:
    return NETWORKS[platform]
