"""The façade's resources, one module per spec tag. Generated from openapi.yaml; do not edit."""

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

__all__ = [
    "AdsResource",
    "AdsResourceWithRawResponse",
    "AnalyticsResource",
    "AnalyticsResourceWithRawResponse",
    "AsyncAdsResource",
    "AsyncAdsResourceWithRawResponse",
    "AsyncAnalyticsResource",
    "AsyncAnalyticsResourceWithRawResponse",
    "AsyncAutoscheduleResource",
    "AsyncAutoscheduleResourceWithRawResponse",
    "AsyncBrandResource",
    "AsyncBrandResourceWithRawResponse",
    "AsyncCommentsResource",
    "AsyncCommentsResourceWithRawResponse",
    "AsyncFeedsResource",
    "AsyncFeedsResourceWithRawResponse",
    "AsyncGenerateResource",
    "AsyncGenerateResourceWithRawResponse",
    "AsyncHashtagsResource",
    "AsyncHashtagsResourceWithRawResponse",
    "AsyncLinksResource",
    "AsyncLinksResourceWithRawResponse",
    "AsyncMediaResource",
    "AsyncMediaResourceWithRawResponse",
    "AsyncMessagesResource",
    "AsyncMessagesResourceWithRawResponse",
    "AsyncPostsResource",
    "AsyncPostsResourceWithRawResponse",
    "AsyncProfilesResource",
    "AsyncProfilesResourceWithRawResponse",
    "AsyncReviewsResource",
    "AsyncReviewsResourceWithRawResponse",
    "AsyncUserResource",
    "AsyncUserResourceWithRawResponse",
    "AsyncValidateResource",
    "AsyncValidateResourceWithRawResponse",
    "AsyncWebhooksResource",
    "AsyncWebhooksResourceWithRawResponse",
    "AsyncYouTubeResource",
    "AsyncYouTubeResourceWithRawResponse",
    "AutoscheduleResource",
    "AutoscheduleResourceWithRawResponse",
    "BrandResource",
    "BrandResourceWithRawResponse",
    "CommentsResource",
    "CommentsResourceWithRawResponse",
    "FeedsResource",
    "FeedsResourceWithRawResponse",
    "GenerateResource",
    "GenerateResourceWithRawResponse",
    "HashtagsResource",
    "HashtagsResourceWithRawResponse",
    "LinksResource",
    "LinksResourceWithRawResponse",
    "MediaResource",
    "MediaResourceWithRawResponse",
    "MessagesResource",
    "MessagesResourceWithRawResponse",
    "PostsResource",
    "PostsResourceWithRawResponse",
    "ProfilesResource",
    "ProfilesResourceWithRawResponse",
    "ReviewsResource",
    "ReviewsResourceWithRawResponse",
    "UserResource",
    "UserResourceWithRawResponse",
    "ValidateResource",
    "ValidateResourceWithRawResponse",
    "WebhooksResource",
    "WebhooksResourceWithRawResponse",
    "YouTubeResource",
    "YouTubeResourceWithRawResponse",
]
