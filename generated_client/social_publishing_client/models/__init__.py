"""Contains all the data models used in inputs/outputs"""

from .ad import Ad
from .ad_account import AdAccount
from .ad_accounts import AdAccounts
from .ad_boosted import AdBoosted
from .ad_cities import AdCities
from .ad_city import AdCity
from .ad_delivery_status import AdDeliveryStatus
from .ad_dsa_recommendations import AdDsaRecommendations
from .ad_goal import AdGoal
from .ad_goal_info import AdGoalInfo
from .ad_history import AdHistory
from .ad_history_date_range import AdHistoryDateRange
from .ad_history_metrics import AdHistoryMetrics
from .ad_interest import AdInterest
from .ad_interests import AdInterests
from .ad_list import AdList
from .ad_locations import AdLocations
from .ad_metrics import AdMetrics
from .ad_region import AdRegion
from .ad_regions import AdRegions
from .ad_spend_entry import AdSpendEntry
from .ad_spend_entry_status import AdSpendEntryStatus
from .ad_status import AdStatus
from .ad_update import AdUpdate
from .ad_update_status import AdUpdateStatus
from .ad_updated import AdUpdated
from .alt_text import AltText
from .alt_text_request import AltTextRequest
from .analytics_error import AnalyticsError
from .auto_hashtags import AutoHashtags
from .auto_hashtags_legacy_request import AutoHashtagsLegacyRequest
from .auto_hashtags_request import AutoHashtagsRequest
from .auto_hashtags_request_position import AutoHashtagsRequestPosition
from .auto_repost import AutoRepost
from .auto_response import AutoResponse
from .auto_response_settings import AutoResponseSettings
from .auto_schedule_deleted import AutoScheduleDeleted
from .auto_schedule_deletion import AutoScheduleDeletion
from .auto_schedule_list import AutoScheduleList
from .auto_schedule_list_schedules import AutoScheduleListSchedules
from .auto_schedule_post import AutoSchedulePost
from .auto_schedule_set import AutoScheduleSet
from .auto_schedule_start import AutoScheduleStart
from .auto_schedule_times import AutoScheduleTimes
from .banned_hashtag import BannedHashtag
from .bluesky_options import BlueskyOptions
from .bluesky_post_analytics import BlueskyPostAnalytics
from .bluesky_post_metrics import BlueskyPostMetrics
from .bluesky_post_metrics_bluesky_post_viewer import (
    BlueskyPostMetricsBlueskyPostViewer,
)
from .bluesky_social_analytics import BlueskySocialAnalytics
from .bluesky_social_metrics import BlueskySocialMetrics
from .boost_by_facebook_post_id import BoostByFacebookPostId
from .boost_by_facebook_post_id_status import BoostByFacebookPostIdStatus
from .boost_by_post_id import BoostByPostId
from .boost_by_post_id_status import BoostByPostIdStatus
from .brand_account import BrandAccount
from .brand_lookup import BrandLookup
from .browser_counts import BrowserCounts
from .bulk_post_form import BulkPostForm
from .bulk_post_item import BulkPostItem
from .bulk_post_item_status import BulkPostItemStatus
from .bulk_post_result import BulkPostResult
from .bulk_post_result_status import BulkPostResultStatus
from .comment_author import CommentAuthor
from .comment_deletion import CommentDeletion
from .comment_deletion_request import CommentDeletionRequest
from .comment_item import CommentItem
from .comment_post_outcome import CommentPostOutcome
from .comment_posted import CommentPosted
from .comment_replied import CommentReplied
from .comment_reply import CommentReply
from .comment_reply_item import CommentReplyItem
from .comment_reply_legacy import CommentReplyLegacy
from .comment_reply_outcome import CommentReplyOutcome
from .comment_request import CommentRequest
from .comments_deleted import CommentsDeleted
from .comments_event import CommentsEvent
from .conversation_change import ConversationChange
from .conversation_status import ConversationStatus
from .conversation_updated import ConversationUpdated
from .copy_post_result import CopyPostResult
from .daily_value import DailyValue
from .delete_all_scheduled_posts import DeleteAllScheduledPosts
from .delete_one_post import DeleteOnePost
from .delete_posts_in_bulk import DeletePostsInBulk
from .email import Email
from .error import Error
from .facebook_options import FacebookOptions
from .facebook_post_analytics import FacebookPostAnalytics
from .facebook_post_metrics import FacebookPostMetrics
from .facebook_post_metrics_facebook_video_reactions import (
    FacebookPostMetricsFacebookVideoReactions,
)
from .facebook_rating import FacebookRating
from .facebook_social_analytics import FacebookSocialAnalytics
from .facebook_social_metrics import FacebookSocialMetrics
from .feed import Feed
from .feed_added import FeedAdded
from .feed_delete_request import FeedDeleteRequest
from .feed_deleted import FeedDeleted
from .feed_event import FeedEvent
from .feed_event_post_ids_item import FeedEventPostIdsItem
from .feed_event_status import FeedEventStatus
from .feed_image import FeedImage
from .feed_list import FeedList
from .feed_request import FeedRequest
from .feed_type import FeedType
from .feed_update_request import FeedUpdateRequest
from .feed_updated import FeedUpdated
from .firestore_time import FirestoreTime
from .gbp_location import GbpLocation
from .generate_from_media import GenerateFromMedia
from .generate_from_post_field import GenerateFromPostField
from .generate_from_text import GenerateFromText
from .generated_post import GeneratedPost
from .generic_event import GenericEvent
from .get_post_history_entry_data_type import GetPostHistoryEntryDataType
from .gmb_options import GmbOptions
from .gmb_options_call_to_action import GmbOptionsCallToAction
from .gmb_options_call_to_action_action_type import GmbOptionsCallToActionActionType
from .gmb_rating import GmbRating
from .google_business_social_analytics import GoogleBusinessSocialAnalytics
from .google_business_social_metrics import GoogleBusinessSocialMetrics
from .hashtag_media import HashtagMedia
from .hashtag_media_media_type import HashtagMediaMediaType
from .hashtag_recommendation import HashtagRecommendation
from .hashtag_recommendations import HashtagRecommendations
from .hashtag_search import HashtagSearch
from .hashtag_search_hashtag import HashtagSearchHashtag
from .history_network import HistoryNetwork
from .history_post_id_result import HistoryPostIdResult
from .image_dimensions import ImageDimensions
from .image_resize_request import ImageResizeRequest
from .image_resize_request_mode import ImageResizeRequestMode
from .image_resized import ImageResized
from .instagram_options import InstagramOptions
from .instagram_post_analytics import InstagramPostAnalytics
from .instagram_post_metrics import InstagramPostMetrics
from .instagram_post_metrics_media_product_type import (
    InstagramPostMetricsMediaProductType,
)
from .instagram_post_metrics_media_type import InstagramPostMetricsMediaType
from .instagram_social_analytics import InstagramSocialAnalytics
from .instagram_social_metrics import InstagramSocialMetrics
from .json_validation import JsonValidation
from .json_validation_request import JsonValidationRequest
from .jwt_created import JwtCreated
from .jwt_request import JwtRequest
from .jwt_request_email import JwtRequestEmail
from .lat_lng import LatLng
from .legacy_link_event_stat import LegacyLinkEventStat
from .legacy_link_stats import LegacyLinkStats
from .legacy_timestamp import LegacyTimestamp
from .link_analytics import LinkAnalytics
from .link_analytics_list import LinkAnalyticsList
from .link_created import LinkCreated
from .link_request import LinkRequest
from .link_session_created import LinkSessionCreated
from .link_session_request import LinkSessionRequest
from .link_shortened import LinkShortened
from .link_stats import LinkStats
from .link_stats_browser_counts import LinkStatsBrowserCounts
from .link_stats_referer_counts import LinkStatsRefererCounts
from .linked_account import LinkedAccount
from .linked_in_followers import LinkedInFollowers
from .linked_in_options import LinkedInOptions
from .linked_in_options_visibility import LinkedInOptionsVisibility
from .linked_in_post_analytics import LinkedInPostAnalytics
from .linked_in_post_metrics import LinkedInPostMetrics
from .linked_in_post_metrics_linked_in_reactions import (
    LinkedInPostMetricsLinkedInReactions,
)
from .linked_in_social_analytics import LinkedInSocialAnalytics
from .linked_in_social_metrics import LinkedInSocialMetrics
from .linked_in_social_metrics_linked_in_page_views import (
    LinkedInSocialMetricsLinkedInPageViews,
)
from .location_profile import LocationProfile
from .media_item import MediaItem
from .media_library_item import MediaLibraryItem
from .media_meta import MediaMeta
from .media_meta_type import MediaMetaType
from .media_upload_data_uri import MediaUploadDataUri
from .media_upload_form import MediaUploadForm
from .media_upload_url import MediaUploadUrl
from .media_url_check import MediaUrlCheck
from .media_url_existence import MediaUrlExistence
from .mention_type import MentionType
from .mentions_event import MentionsEvent
from .message import Message
from .message_action import MessageAction
from .message_platform import MessagePlatform
from .message_reaction import MessageReaction
from .message_sent import MessageSent
from .message_with_media import MessageWithMedia
from .message_with_text import MessageWithText
from .messages import Messages
from .messages_event import MessagesEvent
from .messages_event_sub_action import MessagesEventSubAction
from .moderation import Moderation
from .moderation_match import ModerationMatch
from .moderation_request import ModerationRequest
from .network_account_update import NetworkAccountUpdate
from .network_account_updated import NetworkAccountUpdated
from .network_account_updated_gmb import NetworkAccountUpdatedGmb
from .network_deletion import NetworkDeletion
from .network_deletion_status import NetworkDeletionStatus
from .network_history import NetworkHistory
from .network_history_status import NetworkHistoryStatus
from .network_post import NetworkPost
from .network_post_analytics import NetworkPostAnalytics
from .network_post_bluesky_entry_viewer import NetworkPostBlueskyEntryViewer
from .network_post_facebook_liker import NetworkPostFacebookLiker
from .network_post_media_product_type import NetworkPostMediaProductType
from .network_post_media_type import NetworkPostMediaType
from .network_post_metrics import NetworkPostMetrics
from .network_social_analytics import NetworkSocialAnalytics
from .one_review import OneReview
from .phone_numbers import PhoneNumbers
from .pinterest_board import PinterestBoard
from .pinterest_board_privacy import PinterestBoardPrivacy
from .pinterest_boards import PinterestBoards
from .pinterest_options import PinterestOptions
from .pinterest_post_analytics import PinterestPostAnalytics
from .pinterest_post_metrics import PinterestPostMetrics
from .pinterest_post_metrics_pinterest_pin_media import (
    PinterestPostMetricsPinterestPinMedia,
)
from .pinterest_post_metrics_pinterest_pin_media_media_type import (
    PinterestPostMetricsPinterestPinMediaMediaType,
)
from .pinterest_social_analytics import PinterestSocialAnalytics
from .pinterest_social_metrics import PinterestSocialMetrics
from .platform import Platform
from .post_analytics import PostAnalytics
from .post_analytics_request import PostAnalyticsRequest
from .post_analytics_status import PostAnalyticsStatus
from .post_comments import PostComments
from .post_copy import PostCopy
from .post_deleted import PostDeleted
from .post_error import PostError
from .post_history import PostHistory
from .post_id_result import PostIdResult
from .post_length_request import PostLengthRequest
from .post_length_result import PostLengthResult
from .post_length_validation import PostLengthValidation
from .post_record import PostRecord
from .post_request import PostRequest
from .post_result import PostResult
from .post_result_status import PostResultStatus
from .post_retry import PostRetry
from .post_status import PostStatus
from .post_type import PostType
from .post_update import PostUpdate
from .post_updated import PostUpdated
from .post_validation import PostValidation
from .post_validation_error import PostValidationError
from .post_validation_status import PostValidationStatus
from .profile import Profile
from .profile_created import ProfileCreated
from .profile_creation import ProfileCreation
from .profile_deleted import ProfileDeleted
from .profile_deletion import ProfileDeletion
from .profile_list import ProfileList
from .profile_post_result import ProfilePostResult
from .profile_post_results import ProfilePostResults
from .profile_settings import ProfileSettings
from .profile_status import ProfileStatus
from .profile_update import ProfileUpdate
from .profile_update_legacy import ProfileUpdateLegacy
from .profile_updated import ProfileUpdated
from .reactions import Reactions
from .reddit_options import RedditOptions
from .reddit_post_analytics import RedditPostAnalytics
from .reddit_post_metrics import RedditPostMetrics
from .reddit_social_analytics import RedditSocialAnalytics
from .reddit_social_metrics import RedditSocialMetrics
from .referer_counts import RefererCounts
from .review import Review
from .review_action_answer import ReviewActionAnswer
from .review_action_result import ReviewActionResult
from .review_action_result_action import ReviewActionResultAction
from .review_list import ReviewList
from .review_network import ReviewNetwork
from .review_reply import ReviewReply
from .review_reply_deletion import ReviewReplyDeletion
from .review_reply_request import ReviewReplyRequest
from .reviewer import Reviewer
from .reviewer_profile import ReviewerProfile
from .rewrite_request import RewriteRequest
from .rewrites import Rewrites
from .schedule_rules import ScheduleRules
from .scheduled_event import ScheduledEvent
from .search_hashtag_search_type import SearchHashtagSearchType
from .sender_details import SenderDetails
from .sentiment import Sentiment
from .sentiment_request import SentimentRequest
from .sentiment_sentiment import SentimentSentiment
from .short_link_analytics_list import ShortLinkAnalyticsList
from .short_link_stats import ShortLinkStats
from .snapchat_options import SnapchatOptions
from .snapchat_post_analytics import SnapchatPostAnalytics
from .snapchat_post_metrics import SnapchatPostMetrics
from .snapchat_social_analytics import SnapchatSocialAnalytics
from .snapchat_social_metrics import SnapchatSocialMetrics
from .social_analytics import SocialAnalytics
from .social_analytics_error import SocialAnalyticsError
from .social_analytics_request import SocialAnalyticsRequest
from .social_analytics_status import SocialAnalyticsStatus
from .social_event import SocialEvent
from .social_unlink_request import SocialUnlinkRequest
from .social_unlinked import SocialUnlinked
from .telegram_options import TelegramOptions
from .threads_options import ThreadsOptions
from .threads_post_analytics import ThreadsPostAnalytics
from .threads_post_metrics import ThreadsPostMetrics
from .threads_post_metrics_media_type import ThreadsPostMetricsMediaType
from .threads_social_analytics import ThreadsSocialAnalytics
from .threads_social_metrics import ThreadsSocialMetrics
from .tik_tok_options import TikTokOptions
from .tik_tok_options_visibility import TikTokOptionsVisibility
from .tik_tok_post_analytics import TikTokPostAnalytics
from .tik_tok_post_metrics import TikTokPostMetrics
from .tik_tok_post_metrics_tik_tok_audience_country import (
    TikTokPostMetricsTikTokAudienceCountry,
)
from .tik_tok_post_metrics_tik_tok_impression_source import (
    TikTokPostMetricsTikTokImpressionSource,
)
from .tik_tok_social_analytics import TikTokSocialAnalytics
from .tik_tok_social_metrics import TikTokSocialMetrics
from .transcription import Transcription
from .transcription_request import TranscriptionRequest
from .translate_request import TranslateRequest
from .translation import Translation
from .twitter_options import TwitterOptions
from .twitter_options_poll import TwitterOptionsPoll
from .twitter_options_reply_settings import TwitterOptionsReplySettings
from .update_network_account_platform import UpdateNetworkAccountPlatform
from .upload_content_type_name import UploadContentTypeName
from .user_batch import UserBatch
from .user_details import UserDetails
from .user_lookups import UserLookups
from .watermark_removed import WatermarkRemoved
from .watermark_result import WatermarkResult
from .watermark_settings import WatermarkSettings
from .watermark_timing_type import WatermarkTimingType
from .webhook import Webhook
from .webhook_action import WebhookAction
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_history import WebhookHistory
from .webhook_list import WebhookList
from .webhook_registered import WebhookRegistered
from .webhook_registration import WebhookRegistration
from .webhook_unregistered import WebhookUnregistered
from .webhook_unregistration import WebhookUnregistration
from .x_post_analytics import XPostAnalytics
from .x_post_metrics import XPostMetrics
from .x_post_metrics_x_non_public_metrics import XPostMetricsXNonPublicMetrics
from .x_post_metrics_x_organic_metrics import XPostMetricsXOrganicMetrics
from .x_post_metrics_x_public_metrics import XPostMetricsXPublicMetrics
from .x_social_analytics import XSocialAnalytics
from .x_social_metrics import XSocialMetrics
from .x_user_lookup import XUserLookup
from .you_tube_options import YouTubeOptions
from .you_tube_options_visibility import YouTubeOptionsVisibility
from .you_tube_post_analytics import YouTubePostAnalytics
from .you_tube_post_metrics import YouTubePostMetrics
from .you_tube_post_metrics_privacy_status import YouTubePostMetricsPrivacyStatus
from .you_tube_post_metrics_you_tube_video_playlist import (
    YouTubePostMetricsYouTubeVideoPlaylist,
)
from .you_tube_social_analytics import YouTubeSocialAnalytics
from .you_tube_social_metrics import YouTubeSocialMetrics
from .you_tube_social_metrics_long_uploads_status import (
    YouTubeSocialMetricsLongUploadsStatus,
)
from .you_tube_social_metrics_privacy_status import YouTubeSocialMetricsPrivacyStatus
from .you_tube_social_metrics_you_tube_channel_playlist import (
    YouTubeSocialMetricsYouTubeChannelPlaylist,
)

__all__ = (
    "Ad",
    "AdAccount",
    "AdAccounts",
    "AdBoosted",
    "AdCities",
    "AdCity",
    "AdDeliveryStatus",
    "AdDsaRecommendations",
    "AdGoal",
    "AdGoalInfo",
    "AdHistory",
    "AdHistoryDateRange",
    "AdHistoryMetrics",
    "AdInterest",
    "AdInterests",
    "AdList",
    "AdLocations",
    "AdMetrics",
    "AdRegion",
    "AdRegions",
    "AdSpendEntry",
    "AdSpendEntryStatus",
    "AdStatus",
    "AdUpdate",
    "AdUpdateStatus",
    "AdUpdated",
    "AltText",
    "AltTextRequest",
    "AnalyticsError",
    "AutoHashtags",
    "AutoHashtagsLegacyRequest",
    "AutoHashtagsRequest",
    "AutoHashtagsRequestPosition",
    "AutoRepost",
    "AutoResponse",
    "AutoResponseSettings",
    "AutoScheduleDeleted",
    "AutoScheduleDeletion",
    "AutoScheduleList",
    "AutoScheduleListSchedules",
    "AutoSchedulePost",
    "AutoScheduleSet",
    "AutoScheduleStart",
    "AutoScheduleTimes",
    "BannedHashtag",
    "BlueskyOptions",
    "BlueskyPostAnalytics",
    "BlueskyPostMetrics",
    "BlueskyPostMetricsBlueskyPostViewer",
    "BlueskySocialAnalytics",
    "BlueskySocialMetrics",
    "BoostByFacebookPostId",
    "BoostByFacebookPostIdStatus",
    "BoostByPostId",
    "BoostByPostIdStatus",
    "BrandAccount",
    "BrandLookup",
    "BrowserCounts",
    "BulkPostForm",
    "BulkPostItem",
    "BulkPostItemStatus",
    "BulkPostResult",
    "BulkPostResultStatus",
    "CommentAuthor",
    "CommentDeletion",
    "CommentDeletionRequest",
    "CommentItem",
    "CommentPostOutcome",
    "CommentPosted",
    "CommentReplied",
    "CommentReply",
    "CommentReplyItem",
    "CommentReplyLegacy",
    "CommentReplyOutcome",
    "CommentRequest",
    "CommentsDeleted",
    "CommentsEvent",
    "ConversationChange",
    "ConversationStatus",
    "ConversationUpdated",
    "CopyPostResult",
    "DailyValue",
    "DeleteAllScheduledPosts",
    "DeleteOnePost",
    "DeletePostsInBulk",
    "Email",
    "Error",
    "FacebookOptions",
    "FacebookPostAnalytics",
    "FacebookPostMetrics",
    "FacebookPostMetricsFacebookVideoReactions",
    "FacebookRating",
    "FacebookSocialAnalytics",
    "FacebookSocialMetrics",
    "Feed",
    "FeedAdded",
    "FeedDeleteRequest",
    "FeedDeleted",
    "FeedEvent",
    "FeedEventPostIdsItem",
    "FeedEventStatus",
    "FeedImage",
    "FeedList",
    "FeedRequest",
    "FeedType",
    "FeedUpdateRequest",
    "FeedUpdated",
    "FirestoreTime",
    "GbpLocation",
    "GenerateFromMedia",
    "GenerateFromPostField",
    "GenerateFromText",
    "GeneratedPost",
    "GenericEvent",
    "GetPostHistoryEntryDataType",
    "GmbOptions",
    "GmbOptionsCallToAction",
    "GmbOptionsCallToActionActionType",
    "GmbRating",
    "GoogleBusinessSocialAnalytics",
    "GoogleBusinessSocialMetrics",
    "HashtagMedia",
    "HashtagMediaMediaType",
    "HashtagRecommendation",
    "HashtagRecommendations",
    "HashtagSearch",
    "HashtagSearchHashtag",
    "HistoryNetwork",
    "HistoryPostIdResult",
    "ImageDimensions",
    "ImageResizeRequest",
    "ImageResizeRequestMode",
    "ImageResized",
    "InstagramOptions",
    "InstagramPostAnalytics",
    "InstagramPostMetrics",
    "InstagramPostMetricsMediaProductType",
    "InstagramPostMetricsMediaType",
    "InstagramSocialAnalytics",
    "InstagramSocialMetrics",
    "JsonValidation",
    "JsonValidationRequest",
    "JwtCreated",
    "JwtRequest",
    "JwtRequestEmail",
    "LatLng",
    "LegacyLinkEventStat",
    "LegacyLinkStats",
    "LegacyTimestamp",
    "LinkAnalytics",
    "LinkAnalyticsList",
    "LinkCreated",
    "LinkRequest",
    "LinkSessionCreated",
    "LinkSessionRequest",
    "LinkShortened",
    "LinkStats",
    "LinkStatsBrowserCounts",
    "LinkStatsRefererCounts",
    "LinkedAccount",
    "LinkedInFollowers",
    "LinkedInOptions",
    "LinkedInOptionsVisibility",
    "LinkedInPostAnalytics",
    "LinkedInPostMetrics",
    "LinkedInPostMetricsLinkedInReactions",
    "LinkedInSocialAnalytics",
    "LinkedInSocialMetrics",
    "LinkedInSocialMetricsLinkedInPageViews",
    "LocationProfile",
    "MediaItem",
    "MediaLibraryItem",
    "MediaMeta",
    "MediaMetaType",
    "MediaUploadDataUri",
    "MediaUploadForm",
    "MediaUploadUrl",
    "MediaUrlCheck",
    "MediaUrlExistence",
    "MentionType",
    "MentionsEvent",
    "Message",
    "MessageAction",
    "MessagePlatform",
    "MessageReaction",
    "MessageSent",
    "MessageWithMedia",
    "MessageWithText",
    "Messages",
    "MessagesEvent",
    "MessagesEventSubAction",
    "Moderation",
    "ModerationMatch",
    "ModerationRequest",
    "NetworkAccountUpdate",
    "NetworkAccountUpdated",
    "NetworkAccountUpdatedGmb",
    "NetworkDeletion",
    "NetworkDeletionStatus",
    "NetworkHistory",
    "NetworkHistoryStatus",
    "NetworkPost",
    "NetworkPostAnalytics",
    "NetworkPostBlueskyEntryViewer",
    "NetworkPostFacebookLiker",
    "NetworkPostMediaProductType",
    "NetworkPostMediaType",
    "NetworkPostMetrics",
    "NetworkSocialAnalytics",
    "OneReview",
    "PhoneNumbers",
    "PinterestBoard",
    "PinterestBoardPrivacy",
    "PinterestBoards",
    "PinterestOptions",
    "PinterestPostAnalytics",
    "PinterestPostMetrics",
    "PinterestPostMetricsPinterestPinMedia",
    "PinterestPostMetricsPinterestPinMediaMediaType",
    "PinterestSocialAnalytics",
    "PinterestSocialMetrics",
    "Platform",
    "PostAnalytics",
    "PostAnalyticsRequest",
    "PostAnalyticsStatus",
    "PostComments",
    "PostCopy",
    "PostDeleted",
    "PostError",
    "PostHistory",
    "PostIdResult",
    "PostLengthRequest",
    "PostLengthResult",
    "PostLengthValidation",
    "PostRecord",
    "PostRequest",
    "PostResult",
    "PostResultStatus",
    "PostRetry",
    "PostStatus",
    "PostType",
    "PostUpdate",
    "PostUpdated",
    "PostValidation",
    "PostValidationError",
    "PostValidationStatus",
    "Profile",
    "ProfileCreated",
    "ProfileCreation",
    "ProfileDeleted",
    "ProfileDeletion",
    "ProfileList",
    "ProfilePostResult",
    "ProfilePostResults",
    "ProfileSettings",
    "ProfileStatus",
    "ProfileUpdate",
    "ProfileUpdateLegacy",
    "ProfileUpdated",
    "Reactions",
    "RedditOptions",
    "RedditPostAnalytics",
    "RedditPostMetrics",
    "RedditSocialAnalytics",
    "RedditSocialMetrics",
    "RefererCounts",
    "Review",
    "ReviewActionAnswer",
    "ReviewActionResult",
    "ReviewActionResultAction",
    "ReviewList",
    "ReviewNetwork",
    "ReviewReply",
    "ReviewReplyDeletion",
    "ReviewReplyRequest",
    "Reviewer",
    "ReviewerProfile",
    "RewriteRequest",
    "Rewrites",
    "ScheduleRules",
    "ScheduledEvent",
    "SearchHashtagSearchType",
    "SenderDetails",
    "Sentiment",
    "SentimentRequest",
    "SentimentSentiment",
    "ShortLinkAnalyticsList",
    "ShortLinkStats",
    "SnapchatOptions",
    "SnapchatPostAnalytics",
    "SnapchatPostMetrics",
    "SnapchatSocialAnalytics",
    "SnapchatSocialMetrics",
    "SocialAnalytics",
    "SocialAnalyticsError",
    "SocialAnalyticsRequest",
    "SocialAnalyticsStatus",
    "SocialEvent",
    "SocialUnlinkRequest",
    "SocialUnlinked",
    "TelegramOptions",
    "ThreadsOptions",
    "ThreadsPostAnalytics",
    "ThreadsPostMetrics",
    "ThreadsPostMetricsMediaType",
    "ThreadsSocialAnalytics",
    "ThreadsSocialMetrics",
    "TikTokOptions",
    "TikTokOptionsVisibility",
    "TikTokPostAnalytics",
    "TikTokPostMetrics",
    "TikTokPostMetricsTikTokAudienceCountry",
    "TikTokPostMetricsTikTokImpressionSource",
    "TikTokSocialAnalytics",
    "TikTokSocialMetrics",
    "Transcription",
    "TranscriptionRequest",
    "TranslateRequest",
    "Translation",
    "TwitterOptions",
    "TwitterOptionsPoll",
    "TwitterOptionsReplySettings",
    "UpdateNetworkAccountPlatform",
    "UploadContentTypeName",
    "UserBatch",
    "UserDetails",
    "UserLookups",
    "WatermarkRemoved",
    "WatermarkResult",
    "WatermarkSettings",
    "WatermarkTimingType",
    "Webhook",
    "WebhookAction",
    "WebhookDeliveryStatus",
    "WebhookHistory",
    "WebhookList",
    "WebhookRegistered",
    "WebhookRegistration",
    "WebhookUnregistered",
    "WebhookUnregistration",
    "XPostAnalytics",
    "XPostMetrics",
    "XPostMetricsXNonPublicMetrics",
    "XPostMetricsXOrganicMetrics",
    "XPostMetricsXPublicMetrics",
    "XSocialAnalytics",
    "XSocialMetrics",
    "XUserLookup",
    "YouTubeOptions",
    "YouTubeOptionsVisibility",
    "YouTubePostAnalytics",
    "YouTubePostMetrics",
    "YouTubePostMetricsPrivacyStatus",
    "YouTubePostMetricsYouTubeVideoPlaylist",
    "YouTubeSocialAnalytics",
    "YouTubeSocialMetrics",
    "YouTubeSocialMetricsLongUploadsStatus",
    "YouTubeSocialMetricsPrivacyStatus",
    "YouTubeSocialMetricsYouTubeChannelPlaylist",
)
