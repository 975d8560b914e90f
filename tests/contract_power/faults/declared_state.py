"""Faults the rules of `contract_tests/test_rules_declared_state.py` must catch: each answers one
declared refusal that needs built state (a failed post, a comment, a relink, a huge image, an
expired file, a full auto-schedule, a bad CSV file ...) as a success (`shapes.refusal_accepted`),
on an operation only that module provokes it on."""

from __future__ import annotations

from collections.abc import Callable

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import refusal_accepted

_OK = {"status": "success"}


def _under(method: str, prefix: str) -> Callable[[Request], bool]:
    def picks(request: Request) -> bool:
        return request.method == method and request.path.startswith(prefix)

    return picks


network_history_unlinked_served = refusal_accepted(
    "network_history_unlinked_served",
    "The history by network answers for a network the profile has not linked.",
    ErrorCode.PLATFORM_NOT_LINKED,
    {"status": "success", "posts": []},
    where=lambda request: asks(request, "GET", "/history/facebook"),
    caught_by=fault(
        "test_history_by_network_refusals",
        "the history of a network the profile has not linked",
    ),
)

network_history_x_without_credentials = refusal_accepted(
    "network_history_x_without_credentials",
    "The history by network of X answers without the caller's X credentials.",
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    {"status": "success", "posts": []},
    where=lambda request: asks(request, "GET", "/history/twitter"),
    caught_by=fault(
        "test_history_by_network_refusals",
        "the history by network of X without the caller's X credentials",
    ),
)

retry_on_x_without_credentials = refusal_accepted(
    "retry_on_x_without_credentials",
    "retry_post retries a post that failed on X without the caller's X credentials.",
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    _OK,
    where=lambda request: asks(request, "PUT", "/post/retry"),
    caught_by=fault(
        "test_retry_refusals",
        "retry_post of a post that failed on X, without the caller's X credentials",
    ),
)

legacy_reply_on_other_network = refusal_accepted(
    "legacy_reply_on_other_network",
    "The legacy reply form replies on a network the comment is not on.",
    ErrorCode.NOT_ON_NETWORK,
    _OK,
    where=lambda request: asks(request, "POST", "/comments/reply"),
    caught_by=fault(
        "test_comment_refusals",
        "reply_comment_legacy: a reply on a network the comment is not on",
    ),
)

x_comment_deleted_without_credentials = refusal_accepted(
    "x_comment_deleted_without_credentials",
    "delete_comments deletes an X comment without the caller's X credentials.",
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    _OK,
    where=_under("DELETE", "/comments/"),
    caught_by=fault(
        "test_comment_refusals",
        "delete_comments of an X comment without the caller's X credentials",
    ),
)

social_comment_deleted_without_network = refusal_accepted(
    "social_comment_deleted_without_network",
    "delete_comments looks a Social Comment ID up without the network it needs.",
    ErrorCode.DEPENDENT_PARAMETER_MISSING,
    _OK,
    where=_under("DELETE", "/comments/"),
    caught_by=fault(
        "test_comment_refusals",
        "delete_comments by Social Comment ID without its platform",
    ),
)

voice_message_sent_to_x = refusal_accepted(
    "voice_message_sent_to_x",
    "send_message sends a voice file to a network without voice messages.",
    ErrorCode.VOICE_MESSAGE_NOT_SUPPORTED,
    {"status": "success", "messageId": "contract", "recipientId": "contract"},
    where=_under("POST", "/messages/"),
    caught_by=fault("test_message_refusals", "send_message: a voice file to"),
)

conversation_updated_before_relink = refusal_accepted(
    "conversation_updated_before_relink",
    "update_conversation acts on a link that needs a relink.",
    ErrorCode.MESSAGING_RELINK_REQUIRED,
    _OK,
    where=_under("PUT", "/messages/"),
    caught_by=fault(
        "test_message_refusals",
        "update_conversation on a link that needs a relink",
    ),
)

huge_image_resized = refusal_accepted(
    "huge_image_resized",
    "resize_image resizes an image over x-resize.maxSourcePixels.",
    ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE,
    {"status": "success", "url": "https://example.com/resized.png"},
    where=lambda request: asks(request, "POST", "/media/resize"),
    caught_by=fault("test_media_value_refusals", "resize_image refuses an image of more than"),
)

alt_text_of_text_file = refusal_accepted(
    "alt_text_of_text_file",
    "generate_alt_text describes a file that is not an image.",
    ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
    {"status": "success", "altText": "An image."},
    where=lambda request: asks(request, "POST", "/generate/altText"),
    caught_by=fault(
        "test_media_value_refusals", "generate_alt_text refuses a file that is not an image"
    ),
)

watermark_of_missing_image = refusal_accepted(
    "watermark_of_missing_image",
    "set_youtube_watermark accepts an image the media library does not hold.",
    ErrorCode.WATERMARK_IMAGE_UNAVAILABLE,
    _OK,
    where=lambda request: asks(request, "POST", "/post/youTubeWatermark"),
    caught_by=fault(
        "test_media_value_refusals",
        "set_youtube_watermark refuses an image the media library does not hold",
    ),
)

copy_of_expired_media = refusal_accepted(
    "copy_of_expired_media",
    "copy_post copies a post whose library media expired.",
    ErrorCode.MEDIA_UNAVAILABLE,
    {"status": "success", "id": "contract"},
    where=lambda request: asks(request, "POST", "/post/copy"),
    caught_by=fault("test_copy_of_expired_media_refused", "copy_post of a post whose library"),
)

post_placed_without_slot = refusal_accepted(
    "post_placed_without_slot",
    "create_post places a post on an auto-schedule that has no free slot within a year.",
    ErrorCode.AUTO_SCHEDULE_NO_SLOT,
    {"status": "success", "id": "contract"},
    where=lambda request: asks(request, "POST", "/post"),
    caught_by=fault(
        "test_auto_schedule_without_slot_refused",
        "create_post on an auto-schedule without a free slot",
    ),
)

legacy_bulk_too_many_rows = refusal_accepted(
    "legacy_bulk_too_many_rows",
    "The deprecated bulk alias schedules a file of more rows than x-bulk-csv.maxRows.",
    ErrorCode.BULK_CSV_TOO_MANY_ROWS,
    {"status": "success", "posts": []},
    where=lambda request: asks(request, "POST", "/post/bulk"),
    caught_by=fault("test_bulk_file_refusals", "bulk_post_legacy refuses a CSV file: more rows"),
)

bulk_row_in_past = refusal_accepted(
    "bulk_row_in_past",
    "bulk_post schedules a row whose scheduleDate is past.",
    ErrorCode.SCHEDULE_DATE_IN_PAST,
    {"status": "success", "posts": []},
    where=lambda request: asks(request, "PUT", "/post/bulk"),
    caught_by=fault("test_bulk_file_refusals", "bulk_post refuses a CSV file: a past scheduleDate"),
)

legacy_upload_oversize = refusal_accepted(
    "legacy_upload_oversize",
    "upload_media_legacy stores a file over x-limits.uploadMaxBytes.",
    ErrorCode.FILE_TOO_LARGE,
    {"status": "success", "id": "contract", "url": "https://example.com/f.bin"},
    where=lambda request: asks(request, "POST", "/upload"),
    caught_by=fault("test_bulk_file_refusals", "upload_media_legacy refuses a file over"),
)

linking_page_over_limit = refusal_accepted(
    "linking_page_over_limit",
    "The linking page opens for a profile over its x-rate-limit.",
    ErrorCode.RATE_LIMITED,
    _OK,
    where=lambda request: asks(request, "GET", "/social-accounts"),
    caught_by=fault(
        "test_linking_page_rate_limited", "open_linking_page over its token's profile's"
    ),
)
