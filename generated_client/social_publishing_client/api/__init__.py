"""The service's API: the entry points that call it, and the receivers of what it delivers.

`SocialPublishing` (sync) and `AsyncSocialPublishing` (asyncio) have one attribute per spec tag
(`client.posts.create(...)`), each the resource class of `api/<tag>/__init__.py` beside the
tag's operation modules; `with_raw_response` has the same resources returning raw responses.
Configuration comes from the arguments, else the environment: SOCIAL_PUBLISHING_API_KEY,
SOCIAL_PUBLISHING_BASE_URL, SOCIAL_PUBLISHING_PROFILE_KEY, SOCIAL_PUBLISHING_LOG=debug.

Webhook receivers (`verify_delivery`, `read_delivery`, `parse_delivery`, `sign_body`) verify a
delivery's signature and parse its body into the typed model.

The signature header holds the HMAC-SHA256 of the raw body keyed by the hook's secret
(lower-case hex); the timestamp header holds the delivery time in Unix seconds. During a
secret rotation (the hook registered again with a new `secret`) the signature header holds the
signature under the previous secret and the rotation (`-V2`) header the one under the new
secret: a receiver holding either secret verifies the delivery. Every attempt also carries the
delivery id (the same on every attempt of one delivery) and the attempt number (1-based).

Delivery is at least once: the same delivery may arrive again (a retry after a lost answer).
Deduplicate on `Delivery.delivery_id` for at least a day; the service's public material says to
deduplicate on `hookId`, which in this toolkit names the hook (the same on all its events), so
the delivery id is the key. Header names and the action -> model table come from the spec
(`social_publishing_models.spec_facts`). Generated from openapi.yaml; do not edit.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property

import pydantic

from social_publishing_models.spec_facts import (
    DELIVERY_ATTEMPT_HEADER,
    DELIVERY_ID_HEADER,
    DELIVERY_MODELS,
    ROTATION_SIGNATURE_HEADER,
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
    DeliveryEvent,
)

from ..client import AsyncAPIClient, SyncAPIClient
from ..errors import InvalidRequestError
from .ads import (
    AdsResource,
    AdsResourceWithRawResponse,
    AsyncAdsResource,
    AsyncAdsResourceWithRawResponse,
)
from .analytics import (
    AnalyticsResource,
    AnalyticsResourceWithRawResponse,
    AsyncAnalyticsResource,
    AsyncAnalyticsResourceWithRawResponse,
)
from .auto_schedule import (
    AsyncAutoscheduleResource,
    AsyncAutoscheduleResourceWithRawResponse,
    AutoscheduleResource,
    AutoscheduleResourceWithRawResponse,
)
from .brand import (
    AsyncBrandResource,
    AsyncBrandResourceWithRawResponse,
    BrandResource,
    BrandResourceWithRawResponse,
)
from .comments import (
    AsyncCommentsResource,
    AsyncCommentsResourceWithRawResponse,
    CommentsResource,
    CommentsResourceWithRawResponse,
)
from .feeds import (
    AsyncFeedsResource,
    AsyncFeedsResourceWithRawResponse,
    FeedsResource,
    FeedsResourceWithRawResponse,
)
from .generate import (
    AsyncGenerateResource,
    AsyncGenerateResourceWithRawResponse,
    GenerateResource,
    GenerateResourceWithRawResponse,
)
from .hashtags import (
    AsyncHashtagsResource,
    AsyncHashtagsResourceWithRawResponse,
    HashtagsResource,
    HashtagsResourceWithRawResponse,
)
from .links import (
    AsyncLinksResource,
    AsyncLinksResourceWithRawResponse,
    LinksResource,
    LinksResourceWithRawResponse,
)
from .media import (
    AsyncMediaResource,
    AsyncMediaResourceWithRawResponse,
    MediaResource,
    MediaResourceWithRawResponse,
)
from .messages import (
    AsyncMessagesResource,
    AsyncMessagesResourceWithRawResponse,
    MessagesResource,
    MessagesResourceWithRawResponse,
)
from .posts import (
    AsyncPostsResource,
    AsyncPostsResourceWithRawResponse,
    PostsResource,
    PostsResourceWithRawResponse,
)
from .profiles import (
    AsyncProfilesResource,
    AsyncProfilesResourceWithRawResponse,
    ProfilesResource,
    ProfilesResourceWithRawResponse,
)
from .reviews import (
    AsyncReviewsResource,
    AsyncReviewsResourceWithRawResponse,
    ReviewsResource,
    ReviewsResourceWithRawResponse,
)
from .user import (
    AsyncUserResource,
    AsyncUserResourceWithRawResponse,
    UserResource,
    UserResourceWithRawResponse,
)
from .validate import (
    AsyncValidateResource,
    AsyncValidateResourceWithRawResponse,
    ValidateResource,
    ValidateResourceWithRawResponse,
)
from .webhooks import (
    AsyncWebhooksResource,
    AsyncWebhooksResourceWithRawResponse,
    WebhooksResource,
    WebhooksResourceWithRawResponse,
)
from .youtube import (
    AsyncYouTubeResource,
    AsyncYouTubeResourceWithRawResponse,
    YouTubeResource,
    YouTubeResourceWithRawResponse,
)


class SocialPublishingWithRawResponse:
    """The resources of a `SocialPublishing` whose methods return raw responses (`APIResponse`)
    and do not raise for error statuses."""

    def __init__(self, client: SocialPublishing) -> None:
        self._client = client

    @cached_property
    def media(self) -> MediaResourceWithRawResponse:
        """Upload files to the media library and list it."""
        return MediaResourceWithRawResponse(self._client.media)

    @cached_property
    def posts(self) -> PostsResourceWithRawResponse:
        """Publish, schedule, read and delete posts on linked networks."""
        return PostsResourceWithRawResponse(self._client.posts)

    @cached_property
    def profiles(self) -> ProfilesResourceWithRawResponse:
        """User Profiles that act for separate clients of the account."""
        return ProfilesResourceWithRawResponse(self._client.profiles)

    @cached_property
    def webhooks(self) -> WebhooksResourceWithRawResponse:
        """Register webhooks, read their delivery history, and the deliveries themselves."""
        return WebhooksResourceWithRawResponse(self._client.webhooks)

    @cached_property
    def youtube(self) -> YouTubeResourceWithRawResponse:
        """Settings of the linked YouTube channel."""
        return YouTubeResourceWithRawResponse(self._client.youtube)

    @cached_property
    def auto_schedule(self) -> AutoscheduleResourceWithRawResponse:
        """Posting schedules that place posts in their next free time slot."""
        return AutoscheduleResourceWithRawResponse(self._client.auto_schedule)

    @cached_property
    def user(self) -> UserResourceWithRawResponse:
        """The acting profile's user record (linked accounts, counters)."""
        return UserResourceWithRawResponse(self._client.user)

    @cached_property
    def analytics(self) -> AnalyticsResourceWithRawResponse:
        """Metrics of posts and of linked accounts, from the networks."""
        return AnalyticsResourceWithRawResponse(self._client.analytics)

    @cached_property
    def validate(self) -> ValidateResourceWithRawResponse:
        """Check posts, text lengths, JSON and moderation before posting (Max Pack)."""
        return ValidateResourceWithRawResponse(self._client.validate)

    @cached_property
    def hashtags(self) -> HashtagsResourceWithRawResponse:
        """Add, recommend and check hashtags (Max Pack)."""
        return HashtagsResourceWithRawResponse(self._client.hashtags)

    @cached_property
    def generate(self) -> GenerateResourceWithRawResponse:
        """Write, rewrite, translate and judge posts, transcribe videos, describe images (Max Pack)."""
        return GenerateResourceWithRawResponse(self._client.generate)

    @cached_property
    def brand(self) -> BrandResourceWithRawResponse:
        """Look up accounts' public facts by user name (Max Pack)."""
        return BrandResourceWithRawResponse(self._client.brand)

    @cached_property
    def comments(self) -> CommentsResourceWithRawResponse:
        """Comment on posts, read their comments, reply and delete."""
        return CommentsResourceWithRawResponse(self._client.comments)

    @cached_property
    def links(self) -> LinksResourceWithRawResponse:
        """Short links that redirect and count their clicks (Max Pack)."""
        return LinksResourceWithRawResponse(self._client.links)

    @cached_property
    def messages(self) -> MessagesResourceWithRawResponse:
        """Direct messages on Facebook, Instagram and X, and the auto-response (Messaging add-on)."""
        return MessagesResourceWithRawResponse(self._client.messages)

    @cached_property
    def ads(self) -> AdsResourceWithRawResponse:
        """Facebook ad accounts (Ads add-on)."""
        return AdsResourceWithRawResponse(self._client.ads)

    @cached_property
    def feeds(self) -> FeedsResourceWithRawResponse:
        """RSS, Substack and YouTube feeds whose new articles are posted automatically."""
        return FeedsResourceWithRawResponse(self._client.feeds)

    @cached_property
    def reviews(self) -> ReviewsResourceWithRawResponse:
        """Reviews of a Facebook Page or Google Business Profile, and the replies to them."""
        return ReviewsResourceWithRawResponse(self._client.reviews)


class SocialPublishing(SyncAPIClient):
    """The Social Publishing Service, sync (httpx.Client): one attribute per spec tag.

    Configuration comes from the arguments, else the environment: SOCIAL_PUBLISHING_API_KEY,
    SOCIAL_PUBLISHING_BASE_URL, SOCIAL_PUBLISHING_PROFILE_KEY, SOCIAL_PUBLISHING_LOG=debug.
    """

    media: MediaResource
    """Upload files to the media library and list it."""
    posts: PostsResource
    """Publish, schedule, read and delete posts on linked networks."""
    profiles: ProfilesResource
    """User Profiles that act for separate clients of the account."""
    webhooks: WebhooksResource
    """Register webhooks, read their delivery history, and the deliveries themselves."""
    youtube: YouTubeResource
    """Settings of the linked YouTube channel."""
    auto_schedule: AutoscheduleResource
    """Posting schedules that place posts in their next free time slot."""
    user: UserResource
    """The acting profile's user record (linked accounts, counters)."""
    analytics: AnalyticsResource
    """Metrics of posts and of linked accounts, from the networks."""
    validate: ValidateResource
    """Check posts, text lengths, JSON and moderation before posting (Max Pack)."""
    hashtags: HashtagsResource
    """Add, recommend and check hashtags (Max Pack)."""
    generate: GenerateResource
    """Write, rewrite, translate and judge posts, transcribe videos, describe images (Max Pack)."""
    brand: BrandResource
    """Look up accounts' public facts by user name (Max Pack)."""
    comments: CommentsResource
    """Comment on posts, read their comments, reply and delete."""
    links: LinksResource
    """Short links that redirect and count their clicks (Max Pack)."""
    messages: MessagesResource
    """Direct messages on Facebook, Instagram and X, and the auto-response (Messaging add-on)."""
    ads: AdsResource
    """Facebook ad accounts (Ads add-on)."""
    feeds: FeedsResource
    """RSS, Substack and YouTube feeds whose new articles are posted automatically."""
    reviews: ReviewsResource
    """Reviews of a Facebook Page or Google Business Profile, and the replies to them."""
    with_raw_response: SocialPublishingWithRawResponse
    """The same resources, returning raw responses."""

    def _bind_resources(self) -> None:
        self.media = MediaResource(self)
        self.posts = PostsResource(self)
        self.profiles = ProfilesResource(self)
        self.webhooks = WebhooksResource(self)
        self.youtube = YouTubeResource(self)
        self.auto_schedule = AutoscheduleResource(self)
        self.user = UserResource(self)
        self.analytics = AnalyticsResource(self)
        self.validate = ValidateResource(self)
        self.hashtags = HashtagsResource(self)
        self.generate = GenerateResource(self)
        self.brand = BrandResource(self)
        self.comments = CommentsResource(self)
        self.links = LinksResource(self)
        self.messages = MessagesResource(self)
        self.ads = AdsResource(self)
        self.feeds = FeedsResource(self)
        self.reviews = ReviewsResource(self)
        self.with_raw_response = SocialPublishingWithRawResponse(self)


class AsyncSocialPublishingWithRawResponse:
    """The resources of a `AsyncSocialPublishing` whose methods return raw responses (`APIResponse`)
    and do not raise for error statuses."""

    def __init__(self, client: AsyncSocialPublishing) -> None:
        self._client = client

    @cached_property
    def media(self) -> AsyncMediaResourceWithRawResponse:
        """Upload files to the media library and list it."""
        return AsyncMediaResourceWithRawResponse(self._client.media)

    @cached_property
    def posts(self) -> AsyncPostsResourceWithRawResponse:
        """Publish, schedule, read and delete posts on linked networks."""
        return AsyncPostsResourceWithRawResponse(self._client.posts)

    @cached_property
    def profiles(self) -> AsyncProfilesResourceWithRawResponse:
        """User Profiles that act for separate clients of the account."""
        return AsyncProfilesResourceWithRawResponse(self._client.profiles)

    @cached_property
    def webhooks(self) -> AsyncWebhooksResourceWithRawResponse:
        """Register webhooks, read their delivery history, and the deliveries themselves."""
        return AsyncWebhooksResourceWithRawResponse(self._client.webhooks)

    @cached_property
    def youtube(self) -> AsyncYouTubeResourceWithRawResponse:
        """Settings of the linked YouTube channel."""
        return AsyncYouTubeResourceWithRawResponse(self._client.youtube)

    @cached_property
    def auto_schedule(self) -> AsyncAutoscheduleResourceWithRawResponse:
        """Posting schedules that place posts in their next free time slot."""
        return AsyncAutoscheduleResourceWithRawResponse(self._client.auto_schedule)

    @cached_property
    def user(self) -> AsyncUserResourceWithRawResponse:
        """The acting profile's user record (linked accounts, counters)."""
        return AsyncUserResourceWithRawResponse(self._client.user)

    @cached_property
    def analytics(self) -> AsyncAnalyticsResourceWithRawResponse:
        """Metrics of posts and of linked accounts, from the networks."""
        return AsyncAnalyticsResourceWithRawResponse(self._client.analytics)

    @cached_property
    def validate(self) -> AsyncValidateResourceWithRawResponse:
        """Check posts, text lengths, JSON and moderation before posting (Max Pack)."""
        return AsyncValidateResourceWithRawResponse(self._client.validate)

    @cached_property
    def hashtags(self) -> AsyncHashtagsResourceWithRawResponse:
        """Add, recommend and check hashtags (Max Pack)."""
        return AsyncHashtagsResourceWithRawResponse(self._client.hashtags)

    @cached_property
    def generate(self) -> AsyncGenerateResourceWithRawResponse:
        """Write, rewrite, translate and judge posts, transcribe videos, describe images (Max Pack)."""
        return AsyncGenerateResourceWithRawResponse(self._client.generate)

    @cached_property
    def brand(self) -> AsyncBrandResourceWithRawResponse:
        """Look up accounts' public facts by user name (Max Pack)."""
        return AsyncBrandResourceWithRawResponse(self._client.brand)

    @cached_property
    def comments(self) -> AsyncCommentsResourceWithRawResponse:
        """Comment on posts, read their comments, reply and delete."""
        return AsyncCommentsResourceWithRawResponse(self._client.comments)

    @cached_property
    def links(self) -> AsyncLinksResourceWithRawResponse:
        """Short links that redirect and count their clicks (Max Pack)."""
        return AsyncLinksResourceWithRawResponse(self._client.links)

    @cached_property
    def messages(self) -> AsyncMessagesResourceWithRawResponse:
        """Direct messages on Facebook, Instagram and X, and the auto-response (Messaging add-on)."""
        return AsyncMessagesResourceWithRawResponse(self._client.messages)

    @cached_property
    def ads(self) -> AsyncAdsResourceWithRawResponse:
        """Facebook ad accounts (Ads add-on)."""
        return AsyncAdsResourceWithRawResponse(self._client.ads)

    @cached_property
    def feeds(self) -> AsyncFeedsResourceWithRawResponse:
        """RSS, Substack and YouTube feeds whose new articles are posted automatically."""
        return AsyncFeedsResourceWithRawResponse(self._client.feeds)

    @cached_property
    def reviews(self) -> AsyncReviewsResourceWithRawResponse:
        """Reviews of a Facebook Page or Google Business Profile, and the replies to them."""
        return AsyncReviewsResourceWithRawResponse(self._client.reviews)


class AsyncSocialPublishing(AsyncAPIClient):
    """The Social Publishing Service, asyncio (httpx.AsyncClient): one attribute per spec tag.

    Configuration comes from the arguments, else the environment: SOCIAL_PUBLISHING_API_KEY,
    SOCIAL_PUBLISHING_BASE_URL, SOCIAL_PUBLISHING_PROFILE_KEY, SOCIAL_PUBLISHING_LOG=debug.
    """

    media: AsyncMediaResource
    """Upload files to the media library and list it."""
    posts: AsyncPostsResource
    """Publish, schedule, read and delete posts on linked networks."""
    profiles: AsyncProfilesResource
    """User Profiles that act for separate clients of the account."""
    webhooks: AsyncWebhooksResource
    """Register webhooks, read their delivery history, and the deliveries themselves."""
    youtube: AsyncYouTubeResource
    """Settings of the linked YouTube channel."""
    auto_schedule: AsyncAutoscheduleResource
    """Posting schedules that place posts in their next free time slot."""
    user: AsyncUserResource
    """The acting profile's user record (linked accounts, counters)."""
    analytics: AsyncAnalyticsResource
    """Metrics of posts and of linked accounts, from the networks."""
    validate: AsyncValidateResource
    """Check posts, text lengths, JSON and moderation before posting (Max Pack)."""
    hashtags: AsyncHashtagsResource
    """Add, recommend and check hashtags (Max Pack)."""
    generate: AsyncGenerateResource
    """Write, rewrite, translate and judge posts, transcribe videos, describe images (Max Pack)."""
    brand: AsyncBrandResource
    """Look up accounts' public facts by user name (Max Pack)."""
    comments: AsyncCommentsResource
    """Comment on posts, read their comments, reply and delete."""
    links: AsyncLinksResource
    """Short links that redirect and count their clicks (Max Pack)."""
    messages: AsyncMessagesResource
    """Direct messages on Facebook, Instagram and X, and the auto-response (Messaging add-on)."""
    ads: AsyncAdsResource
    """Facebook ad accounts (Ads add-on)."""
    feeds: AsyncFeedsResource
    """RSS, Substack and YouTube feeds whose new articles are posted automatically."""
    reviews: AsyncReviewsResource
    """Reviews of a Facebook Page or Google Business Profile, and the replies to them."""
    with_raw_response: AsyncSocialPublishingWithRawResponse
    """The same resources, returning raw responses."""

    def _bind_resources(self) -> None:
        self.media = AsyncMediaResource(self)
        self.posts = AsyncPostsResource(self)
        self.profiles = AsyncProfilesResource(self)
        self.webhooks = AsyncWebhooksResource(self)
        self.youtube = AsyncYouTubeResource(self)
        self.auto_schedule = AsyncAutoscheduleResource(self)
        self.user = AsyncUserResource(self)
        self.analytics = AsyncAnalyticsResource(self)
        self.validate = AsyncValidateResource(self)
        self.hashtags = AsyncHashtagsResource(self)
        self.generate = AsyncGenerateResource(self)
        self.brand = AsyncBrandResource(self)
        self.comments = AsyncCommentsResource(self)
        self.links = AsyncLinksResource(self)
        self.messages = AsyncMessagesResource(self)
        self.ads = AsyncAdsResource(self)
        self.feeds = AsyncFeedsResource(self)
        self.reviews = AsyncReviewsResource(self)
        self.with_raw_response = AsyncSocialPublishingWithRawResponse(self)


# --- webhook receivers ------------------------------------------------------------------------

DEFAULT_TOLERANCE_SECONDS = 300.0


class InvalidDelivery(Exception):
    """The delivery is not authentic, too old, or its body is not a known event."""


@dataclass(frozen=True)
class Delivery:
    """A verified delivery: its event, id, attempt number and timestamp.

    `delivery_id` is None and `attempt` 1 when the sender did not send those headers.
    """

    event: DeliveryEvent
    delivery_id: str | None
    attempt: int
    timestamp: int


def sign_body(body: bytes, secret: str) -> str:
    """The signature the service sends for `body` (lower-case hex HMAC-SHA256)."""
    return hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


def parse_delivery(body: bytes) -> DeliveryEvent:
    """The typed model of a delivery body, chosen by its `action`."""
    try:
        data = json.loads(body)
    except ValueError as exc:
        raise InvalidDelivery(f"body is not JSON: {exc}") from exc
    action = data.get("action") if isinstance(data, dict) else None
    model = DELIVERY_MODELS.get(action) if isinstance(action, str) else None
    if model is None:
        raise InvalidDelivery(f"unknown webhook action {action!r}")
    try:
        return model.model_validate(data)
    except pydantic.ValidationError as exc:
        raise InvalidDelivery(f"body is not a valid {action!r} event: {exc}") from exc


def _signature_matches(body: bytes, signatures: list[str], secrets: Iterable[str]) -> bool:
    """Whether one of the received signatures is the body's under one of the secrets."""
    expected = [sign_body(body, secret) for secret in secrets]
    found = False
    for signature in signatures:
        for candidate in expected:  # every comparison runs: constant time in the match
            found |= hmac.compare_digest(signature, candidate)
    return found


def _unix_seconds(now: float | datetime) -> float:
    if not isinstance(now, datetime):
        return float(now)
    if now.tzinfo is None or now.utcoffset() is None:
        raise InvalidRequestError(f"now={now!r} has no time zone: pass an aware datetime")
    return now.timestamp()


def read_delivery(
    body: bytes,
    headers: Mapping[str, str],
    secret: str | Iterable[str],
    *,
    tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
    now: float | datetime | None = None,
) -> Delivery:
    """Check signature (constant time) and timestamp, then parse the body and read the
    delivery id and attempt number.

    `body` must be the raw request body as received; `headers` may use any letter case.
    `secret` is the hook's secret, or several (old and new while you rotate): the delivery is
    authentic when the signature header or the rotation header is the body's signature under
    one of them. Raises `InvalidDelivery` when no signature matches, the timestamp is missing or
    further than `tolerance_seconds` from `now` (default: the current time), or the attempt
    header is malformed.

    `now` is the time the timestamp is checked against: Unix seconds or an aware `datetime`.
    A delivery from a sandbox whose clock was moved is signed at the sandbox's time: pass it
    (`now=SandboxControl().clock.get_control_status().now`, or the `now` a clock change answers).
    A naive `datetime` is refused with `InvalidRequestError`.
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    secrets = [secret] if isinstance(secret, str) else list(secret)
    if not secrets:
        raise InvalidDelivery("no secret to verify the delivery with")
    signatures = [
        lowered[name.lower()].strip().lower()
        for name in (SIGNATURE_HEADER, ROTATION_SIGNATURE_HEADER)
        if lowered.get(name.lower())
    ]
    if not signatures:
        raise InvalidDelivery(f"missing {SIGNATURE_HEADER} header")
    if not _signature_matches(body, signatures, secrets):
        raise InvalidDelivery("signature does not match the body")
    stamp = lowered.get(TIMESTAMP_HEADER.lower())
    try:
        sent_at = int(stamp) if stamp is not None else None
    except ValueError:
        sent_at = None
    if sent_at is None:
        raise InvalidDelivery(f"missing or malformed {TIMESTAMP_HEADER} header")
    current = time.time() if now is None else _unix_seconds(now)
    if abs(current - sent_at) > tolerance_seconds:
        raise InvalidDelivery(
            f"timestamp {sent_at} is more than {tolerance_seconds:g} s from now ({current:.0f})"
        )
    attempt_text = lowered.get(DELIVERY_ATTEMPT_HEADER.lower(), "1")
    if not attempt_text.strip().isdigit() or int(attempt_text) < 1:
        raise InvalidDelivery(f"malformed {DELIVERY_ATTEMPT_HEADER} header {attempt_text!r}")
    return Delivery(
        event=parse_delivery(body),
        delivery_id=lowered.get(DELIVERY_ID_HEADER.lower()) or None,
        attempt=int(attempt_text),
        timestamp=sent_at,
    )


def verify_delivery(
    body: bytes,
    headers: Mapping[str, str],
    secret: str | Iterable[str],
    *,
    tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
    now: float | datetime | None = None,
) -> DeliveryEvent:
    """The event of a verified delivery (`read_delivery` without the delivery id and attempt).

    Raises `InvalidDelivery` as `read_delivery` does.
    """
    return read_delivery(body, headers, secret, tolerance_seconds=tolerance_seconds, now=now).event


__all__ = [
    "DEFAULT_TOLERANCE_SECONDS",
    "AsyncSocialPublishing",
    "AsyncSocialPublishingWithRawResponse",
    "Delivery",
    "InvalidDelivery",
    "SocialPublishing",
    "SocialPublishingWithRawResponse",
    "parse_delivery",
    "read_delivery",
    "sign_body",
    "verify_delivery",
]
