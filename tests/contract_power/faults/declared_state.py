"""Faults the rules of `contract_tests/test_rules_declared_state.py` must catch: each answers one
declared refusal that needs built state (a failed post, a comment, a relink, a huge image, an
expired file, a full auto-schedule, a bad CSV file ...) as a success (`shapes.refusal_accepted`),
on an operation only that module provokes it on."""

from __future__ import annotations

from collections.abc import Callable

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import declare, on, refusal_accepted

_OK = {"status": "success"}


def _under(method: str, prefix: str) -> Callable[[Request], bool]:
    def picks(request: Request) -> bool:
        return request.method == method and request.path.startswith(prefix)

    return picks


for _name, _selection, _rule, _code, _answer, _where, _doc in (
    (
        "network_history_unlinked_served",
        "test_history_by_network_refusals",
        "the history of a network the profile has not linked",
        ErrorCode.PLATFORM_NOT_LINKED,
        {"status": "success", "posts": []},
        on("GET", "/history/facebook"),
        "The history by network answers for a network the profile has not linked.",
    ),
    (
        "network_history_x_without_credentials",
        "test_history_by_network_refusals",
        "the history by network of X without the caller's X credentials",
        ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
        {"status": "success", "posts": []},
        on("GET", "/history/twitter"),
        "The history by network of X answers without the caller's X credentials.",
    ),
    (
        "retry_on_x_without_credentials",
        "test_retry_refusals",
        "retry_post of a post that failed on X, without the caller's X credentials",
        ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
        _OK,
        on("PUT", "/post/retry"),
        "retry_post retries a post that failed on X without the caller's X credentials.",
    ),
    (
        "legacy_reply_on_other_network",
        "test_comment_refusals",
        "reply_comment_legacy: a reply on a network the comment is not on",
        ErrorCode.NOT_ON_NETWORK,
        _OK,
        on("POST", "/comments/reply"),
        "The legacy reply form replies on a network the comment is not on.",
    ),
    (
        "x_comment_deleted_without_credentials",
        "test_comment_refusals",
        "delete_comments of an X comment without the caller's X credentials",
        ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
        _OK,
        _under("DELETE", "/comments/"),
        "delete_comments deletes an X comment without the caller's X credentials.",
    ),
    (
        "social_comment_deleted_without_network",
        "test_comment_refusals",
        "delete_comments by Social Comment ID without its platform",
        ErrorCode.DEPENDENT_PARAMETER_MISSING,
        _OK,
        _under("DELETE", "/comments/"),
        "delete_comments looks a Social Comment ID up without the network it needs.",
    ),
    (
        "voice_message_sent_to_x",
        "test_message_refusals",
        "send_message: a voice file to",
        ErrorCode.VOICE_MESSAGE_NOT_SUPPORTED,
        {"status": "success", "messageId": "contract", "recipientId": "contract"},
        _under("POST", "/messages/"),
        "send_message sends a voice file to a network without voice messages.",
    ),
    (
        "conversation_updated_before_relink",
        "test_message_refusals",
        "update_conversation on a link that needs a relink",
        ErrorCode.MESSAGING_RELINK_REQUIRED,
        _OK,
        _under("PUT", "/messages/"),
        "update_conversation acts on a link that needs a relink.",
    ),
    (
        "huge_image_resized",
        "test_media_value_refusals",
        "resize_image refuses an image of more than",
        ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE,
        {"status": "success", "url": "https://example.com/resized.png"},
        on("POST", "/media/resize"),
        "resize_image resizes an image over x-resize.maxSourcePixels.",
    ),
    (
        "alt_text_of_text_file",
        "test_media_value_refusals",
        "generate_alt_text refuses a file that is not an image",
        ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
        {"status": "success", "altText": "An image."},
        on("POST", "/generate/altText"),
        "generate_alt_text describes a file that is not an image.",
    ),
    (
        "watermark_of_missing_image",
        "test_media_value_refusals",
        "set_youtube_watermark refuses an image the media library does not hold",
        ErrorCode.WATERMARK_IMAGE_UNAVAILABLE,
        _OK,
        on("POST", "/post/youTubeWatermark"),
        "set_youtube_watermark accepts an image the media library does not hold.",
    ),
    (
        "copy_of_expired_media",
        "test_copy_of_expired_media_refused",
        "copy_post of a post whose library",
        ErrorCode.MEDIA_UNAVAILABLE,
        {"status": "success", "id": "contract"},
        on("POST", "/post/copy"),
        "copy_post copies a post whose library media expired.",
    ),
    (
        "post_placed_without_slot",
        "test_auto_schedule_without_slot_refused",
        "create_post on an auto-schedule without a free slot",
        ErrorCode.AUTO_SCHEDULE_NO_SLOT,
        {"status": "success", "id": "contract"},
        on("POST", "/post"),
        "create_post places a post on an auto-schedule that has no free slot within a year.",
    ),
    (
        "legacy_bulk_too_many_rows",
        "test_bulk_file_refusals",
        "bulk_post_legacy refuses a CSV file: more rows",
        ErrorCode.BULK_CSV_TOO_MANY_ROWS,
        {"status": "success", "posts": []},
        on("POST", "/post/bulk"),
        "The deprecated bulk alias schedules a file of more rows than x-bulk-csv.maxRows.",
    ),
    (
        "bulk_row_in_past",
        "test_bulk_file_refusals",
        "bulk_post refuses a CSV file: a past scheduleDate",
        ErrorCode.SCHEDULE_DATE_IN_PAST,
        {"status": "success", "posts": []},
        on("PUT", "/post/bulk"),
        "bulk_post schedules a row whose scheduleDate is past.",
    ),
    (
        "legacy_upload_oversize",
        "test_bulk_file_refusals",
        "upload_media_legacy refuses a file over",
        ErrorCode.FILE_TOO_LARGE,
        {"status": "success", "id": "contract", "url": "https://example.com/f.bin"},
        on("POST", "/upload"),
        "upload_media_legacy stores a file over x-limits.uploadMaxBytes.",
    ),
    (
        "linking_page_over_limit",
        "test_linking_page_rate_limited",
        "open_linking_page over its token's profile's",
        ErrorCode.RATE_LIMITED,
        _OK,
        on("GET", "/social-accounts"),
        "The linking page opens for a profile over its x-rate-limit.",
    ),
):
    declare(
        globals(),
        _name,
        _doc,
        refusal_accepted(_code, _answer, where=_where),
        fault(_selection, _rule),
    )
