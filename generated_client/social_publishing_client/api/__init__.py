"""The service's API: the entry points that call it, and the receivers of what it delivers.

`SocialPublishing` (sync) and `AsyncSocialPublishing` (asyncio) have one attribute per spec tag
(`client.posts.create(...)`), each the resource class of `api/<tag>/__init__.py` beside the
tag's operation modules; `with_raw_response` has the same resources returning raw responses.
Configuration comes from the arguments, else the environment: SOCIAL_PUBLISHING_API_KEY,
SOCIAL_PUBLISHING_BASE_URL, SOCIAL_PUBLISHING_PROFILE_KEY, SOCIAL_PUBLISHING_LOG=debug.

Webhook receivers (`verify_delivery`, `read_delivery`, `parse_delivery`, `sign_body`) verify a
delivery's signature and parse its body into the typed model (`_receivers.py`, copied from the
generator's `client_runtime/`). Generated from openapi.yaml; do not edit.
"""

from __future__ import annotations

from functools import cached_property

from .. import _receivers
from .._receivers import *
from ..client import AsyncAPIClient, SyncAPIClient
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


__all__ = [
    "AsyncSocialPublishing",
    "AsyncSocialPublishingWithRawResponse",
    "SocialPublishing",
    "SocialPublishingWithRawResponse",
]

__all__ += _receivers.__all__
