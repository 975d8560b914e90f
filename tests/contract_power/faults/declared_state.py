"""Faults the rules of `contract_tests/test_rules_declared_state.py` must catch: each answers one
declared refusal that needs built state (a failed post, a comment, a relink, a huge image, an
expired file, a full auto-schedule, a bad CSV file ...) as a success (`shapes.refusal_accepted`),
on an operation only that module provokes it on."""

from __future__ import annotations

from collections.abc import Callable

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import on, refusal_accepted

_OK = {"status": "success"}


def _under(method: str, prefix: str) -> Callable[[Request], bool]:
    def picks(request: Request) -> bool:
        return request.method == method and request.path.startswith(prefix)

    return picks


@fault(
    "test_history_by_network_refusals",
    "the history of a network the profile has not linked",
)
@refusal_accepted(
    ErrorCode.PLATFORM_NOT_LINKED,
    {"status": "success", "posts": []},
    where=on("GET", "/history/facebook"),
)
def network_history_unlinked_served() -> None:
    """The history by network answers for a network the profile has not linked."""


@fault(
    "test_history_by_network_refusals",
    "the history by network of X without the caller's X credentials",
)
@refusal_accepted(
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    {"status": "success", "posts": []},
    where=on("GET", "/history/twitter"),
)
def network_history_x_without_credentials() -> None:
    """The history by network of X answers without the caller's X credentials."""


@fault(
    "test_retry_refusals",
    "retry_post of a post that failed on X, without the caller's X credentials",
)
@refusal_accepted(
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    _OK,
    where=on("PUT", "/post/retry"),
)
def retry_on_x_without_credentials() -> None:
    """retry_post retries a post that failed on X without the caller's X credentials."""


@fault(
    "test_comment_refusals",
    "reply_comment_legacy: a reply on a network the comment is not on",
)
@refusal_accepted(ErrorCode.NOT_ON_NETWORK, _OK, where=on("POST", "/comments/reply"))
def legacy_reply_on_other_network() -> None:
    """The legacy reply form replies on a network the comment is not on."""


@fault(
    "test_comment_refusals",
    "delete_comments of an X comment without the caller's X credentials",
)
@refusal_accepted(ErrorCode.TWITTER_CREDENTIALS_REQUIRED, _OK, where=_under("DELETE", "/comments/"))
def x_comment_deleted_without_credentials() -> None:
    """delete_comments deletes an X comment without the caller's X credentials."""


@fault(
    "test_comment_refusals",
    "delete_comments by Social Comment ID without its platform",
)
@refusal_accepted(ErrorCode.DEPENDENT_PARAMETER_MISSING, _OK, where=_under("DELETE", "/comments/"))
def social_comment_deleted_without_network() -> None:
    """delete_comments looks a Social Comment ID up without the network it needs."""


@fault("test_message_refusals", "send_message: a voice file to")
@refusal_accepted(
    ErrorCode.VOICE_MESSAGE_NOT_SUPPORTED,
    {"status": "success", "messageId": "contract", "recipientId": "contract"},
    where=_under("POST", "/messages/"),
)
def voice_message_sent_to_x() -> None:
    """send_message sends a voice file to a network without voice messages."""


@fault(
    "test_message_refusals",
    "update_conversation on a link that needs a relink",
)
@refusal_accepted(ErrorCode.MESSAGING_RELINK_REQUIRED, _OK, where=_under("PUT", "/messages/"))
def conversation_updated_before_relink() -> None:
    """update_conversation acts on a link that needs a relink."""


@fault("test_media_value_refusals", "resize_image refuses an image of more than")
@refusal_accepted(
    ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE,
    {"status": "success", "url": "https://example.com/resized.png"},
    where=on("POST", "/media/resize"),
)
def huge_image_resized() -> None:
    """resize_image resizes an image over x-resize.maxSourcePixels."""


@fault("test_media_value_refusals", "generate_alt_text refuses a file that is not an image")
@refusal_accepted(
    ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
    {"status": "success", "altText": "An image."},
    where=on("POST", "/generate/altText"),
)
def alt_text_of_text_file() -> None:
    """generate_alt_text describes a file that is not an image."""


@fault(
    "test_media_value_refusals",
    "set_youtube_watermark refuses an image the media library does not hold",
)
@refusal_accepted(
    ErrorCode.WATERMARK_IMAGE_UNAVAILABLE,
    _OK,
    where=on("POST", "/post/youTubeWatermark"),
)
def watermark_of_missing_image() -> None:
    """set_youtube_watermark accepts an image the media library does not hold."""


@fault("test_copy_of_expired_media_refused", "copy_post of a post whose library")
@refusal_accepted(
    ErrorCode.MEDIA_UNAVAILABLE,
    {"status": "success", "id": "contract"},
    where=on("POST", "/post/copy"),
)
def copy_of_expired_media() -> None:
    """copy_post copies a post whose library media expired."""


@fault(
    "test_auto_schedule_without_slot_refused",
    "create_post on an auto-schedule without a free slot",
)
@refusal_accepted(
    ErrorCode.AUTO_SCHEDULE_NO_SLOT,
    {"status": "success", "id": "contract"},
    where=on("POST", "/post"),
)
def post_placed_without_slot() -> None:
    """create_post places a post on an auto-schedule that has no free slot within a year."""


@fault("test_bulk_file_refusals", "bulk_post_legacy refuses a CSV file: more rows")
@refusal_accepted(
    ErrorCode.BULK_CSV_TOO_MANY_ROWS,
    {"status": "success", "posts": []},
    where=on("POST", "/post/bulk"),
)
def legacy_bulk_too_many_rows() -> None:
    """The deprecated bulk alias schedules a file of more rows than x-bulk-csv.maxRows."""


@fault("test_bulk_file_refusals", "bulk_post refuses a CSV file: a past scheduleDate")
@refusal_accepted(
    ErrorCode.SCHEDULE_DATE_IN_PAST,
    {"status": "success", "posts": []},
    where=on("PUT", "/post/bulk"),
)
def bulk_row_in_past() -> None:
    """bulk_post schedules a row whose scheduleDate is past."""


@fault("test_bulk_file_refusals", "upload_media_legacy refuses a file over")
@refusal_accepted(
    ErrorCode.FILE_TOO_LARGE,
    {"status": "success", "id": "contract", "url": "https://example.com/f.bin"},
    where=on("POST", "/upload"),
)
def legacy_upload_oversize() -> None:
    """upload_media_legacy stores a file over x-limits.uploadMaxBytes."""


@fault("test_linking_page_rate_limited", "open_linking_page over its token's profile's")
@refusal_accepted(ErrorCode.RATE_LIMITED, _OK, where=on("GET", "/social-accounts"))
def linking_page_over_limit() -> None:
    """The linking page opens for a profile over its x-rate-limit."""
