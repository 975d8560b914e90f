"""Contains all the data models used in inputs/outputs"""

from .account_kind import AccountKind
from .add_on import AddOn
from .add_ons_change import AddOnsChange
from .auth_failure_limit_change import AuthFailureLimitChange
from .auth_failure_limit_setting import AuthFailureLimitSetting
from .clock_change import ClockChange
from .clock_freeze import ClockFreeze
from .clock_state import ClockState
from .comment_author import CommentAuthor
from .comment_injection import CommentInjection
from .comment_item import CommentItem
from .comment_reply_item import CommentReplyItem
from .content_comment import ContentComment
from .content_conversation import ContentConversation
from .content_message import ContentMessage
from .content_message_action import ContentMessageAction
from .content_post import ContentPost
from .content_post_data_type import ContentPostDataType
from .content_review import ContentReview
from .control_status import ControlStatus
from .delivery_log import DeliveryLog
from .delivery_log_deliveries_item import DeliveryLogDeliveriesItem
from .delivery_settings import DeliverySettings
from .delivery_settings_change import DeliverySettingsChange
from .error import Error
from .facebook_rating import FacebookRating
from .generic_event import GenericEvent
from .gmb_rating import GmbRating
from .history_network import HistoryNetwork
from .history_post_id_result import HistoryPostIdResult
from .history_seed import HistorySeed
from .history_seeded import HistorySeeded
from .mention_injected import MentionInjected
from .mention_injection import MentionInjection
from .mention_type import MentionType
from .message import Message
from .message_action import MessageAction
from .message_edit import MessageEdit
from .message_injection_with_media import MessageInjectionWithMedia
from .message_injection_with_text import MessageInjectionWithText
from .message_platform import MessagePlatform
from .message_reaction import MessageReaction
from .message_reaction_injection import MessageReactionInjection
from .messages_read import MessagesRead
from .messages_reading import MessagesReading
from .messaging_state import MessagingState
from .messaging_state_change import MessagingStateChange
from .network_content import NetworkContent
from .network_content_seeded import NetworkContentSeeded
from .network_link import NetworkLink
from .network_link_account import NetworkLinkAccount
from .network_linked import NetworkLinked
from .network_post import NetworkPost
from .network_post_bluesky_entry_viewer import NetworkPostBlueskyEntryViewer
from .network_post_facebook_liker import NetworkPostFacebookLiker
from .network_post_injection import NetworkPostInjection
from .network_post_injection_data_type import NetworkPostInjectionDataType
from .network_post_media_product_type import NetworkPostMediaProductType
from .network_post_media_type import NetworkPostMediaType
from .network_post_metrics import NetworkPostMetrics
from .network_unlink import NetworkUnlink
from .network_unlinked import NetworkUnlinked
from .plan import Plan
from .plan_change import PlanChange
from .platform import Platform
from .post_analytics_seed import PostAnalyticsSeed
from .post_analytics_seed_analytics import PostAnalyticsSeedAnalytics
from .post_analytics_seeded import PostAnalyticsSeeded
from .post_analytics_seeded_analytics import PostAnalyticsSeededAnalytics
from .post_error import PostError
from .post_id_result import PostIdResult
from .rate_limit_change import RateLimitChange
from .rate_limit_setting import RateLimitSetting
from .review import Review
from .review_injection import ReviewInjection
from .review_network import ReviewNetwork
from .review_reply import ReviewReply
from .reviewer import Reviewer
from .reviewer_profile import ReviewerProfile
from .scheduled_event import ScheduledEvent
from .seed_count import SeedCount
from .seeded import Seeded
from .seeded_post_ids import SeededPostIds
from .sender_details import SenderDetails
from .social_event import SocialEvent
from .transfer_limits import TransferLimits
from .transfer_limits_change import TransferLimitsChange
from .webhook_action import WebhookAction
from .webhook_delivery_status import WebhookDeliveryStatus

__all__ = (
    "AccountKind",
    "AddOn",
    "AddOnsChange",
    "AuthFailureLimitChange",
    "AuthFailureLimitSetting",
    "ClockChange",
    "ClockFreeze",
    "ClockState",
    "CommentAuthor",
    "CommentInjection",
    "CommentItem",
    "CommentReplyItem",
    "ContentComment",
    "ContentConversation",
    "ContentMessage",
    "ContentMessageAction",
    "ContentPost",
    "ContentPostDataType",
    "ContentReview",
    "ControlStatus",
    "DeliveryLog",
    "DeliveryLogDeliveriesItem",
    "DeliverySettings",
    "DeliverySettingsChange",
    "Error",
    "FacebookRating",
    "GenericEvent",
    "GmbRating",
    "HistoryNetwork",
    "HistoryPostIdResult",
    "HistorySeed",
    "HistorySeeded",
    "MentionInjected",
    "MentionInjection",
    "MentionType",
    "Message",
    "MessageAction",
    "MessageEdit",
    "MessageInjectionWithMedia",
    "MessageInjectionWithText",
    "MessagePlatform",
    "MessageReaction",
    "MessageReactionInjection",
    "MessagesRead",
    "MessagesReading",
    "MessagingState",
    "MessagingStateChange",
    "NetworkContent",
    "NetworkContentSeeded",
    "NetworkLink",
    "NetworkLinkAccount",
    "NetworkLinked",
    "NetworkPost",
    "NetworkPostBlueskyEntryViewer",
    "NetworkPostFacebookLiker",
    "NetworkPostInjection",
    "NetworkPostInjectionDataType",
    "NetworkPostMediaProductType",
    "NetworkPostMediaType",
    "NetworkPostMetrics",
    "NetworkUnlink",
    "NetworkUnlinked",
    "Plan",
    "PlanChange",
    "Platform",
    "PostAnalyticsSeed",
    "PostAnalyticsSeedAnalytics",
    "PostAnalyticsSeeded",
    "PostAnalyticsSeededAnalytics",
    "PostError",
    "PostIdResult",
    "RateLimitChange",
    "RateLimitSetting",
    "Review",
    "ReviewInjection",
    "ReviewNetwork",
    "ReviewReply",
    "Reviewer",
    "ReviewerProfile",
    "ScheduledEvent",
    "SeedCount",
    "Seeded",
    "SeededPostIds",
    "SenderDetails",
    "SocialEvent",
    "TransferLimits",
    "TransferLimitsChange",
    "WebhookAction",
    "WebhookDeliveryStatus",
)
