"""Typed usage of the client (attrs models); `test_client_typing.py` runs `mypy --strict` on it.

Not a test module: it only has to type-check (and it runs, too, given a server).
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

from social_publishing_client import (
    APIResponse,
    AsyncSocialPublishing,
    ErrorCode,
    File,
    NotFoundError,
    SocialPublishing,
    Unset,
    verify_delivery,
)
from social_publishing_client.models import (
    Error,
    FeedRequest,
    MediaItem,
    MediaUploadForm,
    PostHistory,
    PostRequest,
    PostResult,
    ProfilePostResults,
    ScheduledEvent,
    WebhookRegistered,
    WebhookRegistration,
)
from social_publishing_models import SocialEvent
from social_publishing_models.spec_facts import DeliveryEvent


def register(client: SocialPublishing, url: str) -> WebhookRegistered:
    return client.webhooks.register(
        WebhookRegistration(action="scheduled", url=url, secret="s3cret")
    )


def upload(client: SocialPublishing, path: Path) -> str:
    response: APIResponse[MediaItem] = client.with_raw_response.media.upload(
        MediaUploadForm(file=File.from_path(path), description="typed")
    )
    error: Error | None = response.error
    if error is not None:
        return f"refused: {error.code}"
    return response.parse().url


def schedule(client: SocialPublishing) -> PostResult:
    when = datetime.now(UTC) + timedelta(days=1)
    result = client.posts.create(
        PostRequest(post="tomorrow", platforms=["linkedin"], schedule_date=when), timeout=10.0
    )
    # Without a Profile-Key the answer is a PostResult; with one, ProfilePostResults.
    if isinstance(result, ProfilePostResults):
        return PostResult.from_dict(result.posts[0].to_dict())
    return result


def scheduled_posts(client: SocialPublishing) -> list[str]:
    history: PostHistory = client.posts.get_history(type="scheduled", limit=10)
    return [record.id for record in history.history]


def feed_kind(url: str) -> str:
    # A model with a field named like a builtin (`type`) still reads back as itself.
    feed = FeedRequest.from_dict({"url": url, "type": "substack"})
    return "rss" if isinstance(feed.type, Unset) else feed.type


def post_or_none(client: SocialPublishing, post_id: str) -> str | None:
    try:
        return client.posts.get(post_id).post
    except NotFoundError as error:
        assert error.code is ErrorCode.POST_NOT_FOUND
        return None


def scheduled_hook_ids(client: SocialPublishing) -> list[str]:
    entries = client.webhooks.get_history(action="scheduled").scheduled
    if isinstance(entries, Unset):  # an absent field is UNSET
        return []
    scheduled: list[ScheduledEvent] = entries
    return [entry.hook_id for entry in scheduled]


def receive(body: bytes, headers: dict[str, str]) -> str:
    event: DeliveryEvent = verify_delivery(body, headers, "s3cret", tolerance_seconds=60)
    if isinstance(event, SocialEvent):
        return f"{event.platform} {event.type}"
    return event.action


async def hooks_async(api_key: str) -> int:
    async with AsyncSocialPublishing(api_key, max_retries=1) as client:
        return len((await client.webhooks.list()).webhooks)


def main(base_url: str, api_key: str, profile_key: str, path: Path) -> None:
    with SocialPublishing(api_key, base_url=base_url) as client:
        client.with_profile_key(profile_key).set_twitter_byo("key", "secret")
        print(register(client, "https://hooks.example.test/s").hook_id)
        print(upload(client, path), schedule(client).id)
        client.without_profile_key().clear_twitter_byo()
        print(scheduled_posts(client), scheduled_hook_ids(client), post_or_none(client, "x"))
    print(asyncio.run(hooks_async(api_key)))
