"""Hand-written runtime of the generated Social Publishing client.

Its source lives in the toolkit's `generator/companion/`; the generator copies it next to the
generated packages. The entry points (`SocialPublishing`, `AsyncSocialPublishing`) are generated
into `social_publishing_client`; this package holds what they run on: settings from the
environment, sticky `Profile-Key` and X own-credential headers, request building with streamed
multipart uploads, retries (`RetryPolicy`, on tenacity), the exceptions, raw responses and the
rate limit they report (`RateLimit`), the debug-logging switch, data-URI bodies and webhook
signature verification.
"""

from .errors import (
    APIConnectionError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    ErrorCode,
    GoneError,
    InternalServerError,
    NotFoundError,
    PayloadTooLargeError,
    PermissionDeniedError,
    RateLimitError,
    SocialPublishingError,
    UnprocessableEntityError,
    UnsupportedMediaTypeError,
)
from .logs import enable_logging
from .rate_limit import RateLimit
from .response import APIResponse
from .retries import RetryPolicy
from .settings import NOT_GIVEN, NotGiven
from .uploads import FilePart, data_uri, data_uri_body, guess_content_type
from .webhooks import (
    Delivery,
    InvalidDelivery,
    parse_delivery,
    read_delivery,
    sign_body,
    verify_delivery,
)

__all__ = [
    "NOT_GIVEN",
    "APIConnectionError",
    "APIResponse",
    "APIResponseValidationError",
    "APIStatusError",
    "APITimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "Delivery",
    "ErrorCode",
    "FilePart",
    "GoneError",
    "InternalServerError",
    "InvalidDelivery",
    "NotFoundError",
    "NotGiven",
    "PayloadTooLargeError",
    "PermissionDeniedError",
    "RateLimit",
    "RateLimitError",
    "RetryPolicy",
    "SocialPublishingError",
    "UnprocessableEntityError",
    "UnsupportedMediaTypeError",
    "data_uri",
    "data_uri_body",
    "enable_logging",
    "guess_content_type",
    "parse_delivery",
    "read_delivery",
    "sign_body",
    "verify_delivery",
]
