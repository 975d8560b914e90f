"""Contains all the data models used in inputs/outputs"""

from .delete_all_scheduled_posts import DeleteAllScheduledPosts
from .delete_one_post import DeleteOnePost
from .delete_posts_in_bulk import DeletePostsInBulk
from .error import Error
from .generic_event import GenericEvent
from .history_post_id_result import HistoryPostIdResult
from .media_item import MediaItem
from .media_library import MediaLibrary
from .media_library_item import MediaLibraryItem
from .media_upload_data_uri import MediaUploadDataUri
from .media_upload_form import MediaUploadForm
from .platform import Platform
from .post_deleted import PostDeleted
from .post_error import PostError
from .post_history import PostHistory
from .post_id_result import PostIdResult
from .post_record import PostRecord
from .post_request import PostRequest
from .post_result import PostResult
from .post_status import PostStatus
from .post_type import PostType
from .profile import Profile
from .profile_created import ProfileCreated
from .profile_creation import ProfileCreation
from .profile_deleted import ProfileDeleted
from .profile_deletion import ProfileDeletion
from .profile_list import ProfileList
from .scheduled_event import ScheduledEvent
from .social_event import SocialEvent
from .watermark_result import WatermarkResult
from .watermark_settings import WatermarkSettings
from .watermark_timing_type import WatermarkTimingType
from .webhook import Webhook
from .webhook_action import WebhookAction
from .webhook_history import WebhookHistory
from .webhook_list import WebhookList
from .webhook_registered import WebhookRegistered
from .webhook_registration import WebhookRegistration
from .webhook_unregistered import WebhookUnregistered
from .webhook_unregistration import WebhookUnregistration

__all__ = (
    "DeleteAllScheduledPosts",
    "DeleteOnePost",
    "DeletePostsInBulk",
    "Error",
    "GenericEvent",
    "HistoryPostIdResult",
    "MediaItem",
    "MediaLibrary",
    "MediaLibraryItem",
    "MediaUploadDataUri",
    "MediaUploadForm",
    "Platform",
    "PostDeleted",
    "PostError",
    "PostHistory",
    "PostIdResult",
    "PostRecord",
    "PostRequest",
    "PostResult",
    "PostStatus",
    "PostType",
    "Profile",
    "ProfileCreated",
    "ProfileCreation",
    "ProfileDeleted",
    "ProfileDeletion",
    "ProfileList",
    "ScheduledEvent",
    "SocialEvent",
    "WatermarkResult",
    "WatermarkSettings",
    "WatermarkTimingType",
    "Webhook",
    "WebhookAction",
    "WebhookHistory",
    "WebhookList",
    "WebhookRegistered",
    "WebhookRegistration",
    "WebhookUnregistered",
    "WebhookUnregistration",
)
