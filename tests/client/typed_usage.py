"""Typed usage of the generated client; `test_client_typing.py` runs `mypy --strict` on it.

Not a test module: it only has to type-check (and it runs, too, given a server).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from social_publishing_client.api.posts import get_post_history
from social_publishing_client.api.webhooks import get_webhook_history, register_webhook
from social_publishing_client.models import (
    Error,
    MediaItem,
    PostHistory,
    ScheduledEvent,
    WebhookRegistered,
    WebhookRegistration,
)
from social_publishing_client.types import Response
from social_publishing_models import SocialEvent
from social_publishing_models.spec_facts import DeliveryEvent
from social_publishing_sdk import (
    ServiceClient,
    ServiceError,
    connect,
    error_of,
    unwrap,
    upload_file,
    verify_delivery,
)


def register(client: ServiceClient, url: str) -> WebhookRegistered:
    response: Response[Error | WebhookRegistered] = register_webhook.sync_detailed(
        client=client, body=WebhookRegistration(action="scheduled", url=url, secret="s3cret")
    )
    registered: WebhookRegistered = unwrap(response)
    return registered


def upload(client: ServiceClient, path: Path) -> str:
    response = upload_file(client, path, description="typed")
    error: Error | None = error_of(response)
    if error is not None:
        raise ServiceError.from_error(response.status_code, error)
    item: MediaItem = unwrap(response)
    return item.url


def scheduled_posts(client: ServiceClient) -> list[str]:
    history: PostHistory = unwrap(
        get_post_history.sync_detailed(client=client, type_="scheduled", limit=10)
    )
    return [record.id for record in history.history]


def scheduled_hook_ids(client: ServiceClient) -> list[str]:
    result = get_webhook_history.sync(client=client, action="scheduled")
    if result is None or isinstance(result, Error):
        return []
    entries: list[ScheduledEvent] = result.scheduled or []
    return [entry.hook_id for entry in entries]


def receive(body: bytes, headers: dict[str, str]) -> str:
    event: DeliveryEvent = verify_delivery(body, headers, "s3cret", tolerance_seconds=60)
    if isinstance(event, SocialEvent):
        return f"{event.platform} {event.type}"
    return event.action


async def history_async(base_url: str, api_key: str) -> int:
    async with connect(base_url, api_key, raise_on_error=True) as client:
        result = await get_webhook_history.asyncio(client=client)
        return 0 if result is None or isinstance(result, Error) else len(result.to_dict())


def main(base_url: str, api_key: str, profile_key: str, path: Path) -> None:
    with connect(base_url, api_key) as client:
        client.with_profile_key(profile_key).set_twitter_byo("key", "secret")
        print(register(client, "https://hooks.example.test/s").hook_id)
        print(upload(client, path))
        client.without_profile_key().clear_twitter_byo()
        print(scheduled_posts(client), scheduled_hook_ids(client))
    print(asyncio.run(history_async(base_url, api_key)))
