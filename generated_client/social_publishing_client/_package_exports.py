"""The runtime's names that the package's rendered `__init__.py` re-exports
(`from ._package_exports import *` and `__all__ += _package_exports.__all__`) beside the
entry points and the tool's `Client`/`AuthenticatedClient`: the webhook receivers
(`_receivers`), raw responses, retries, uploads and logging, the typed errors (`errors`, all of
them: a test compares the lists) and the sentinels and `File` (`types`)."""

from ._operations import APIResponse
from ._receivers import (
    Delivery,
    InvalidDelivery,
    parse_delivery,
    read_delivery,
    sign_body,
    verify_delivery,
)
from ._retries import RetryPolicy
from ._settings import enable_logging
from ._uploads import data_uri, data_uri_body
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
    InvalidRequestError,
    NotFoundError,
    PayloadTooLargeError,
    PermissionDeniedError,
    RateLimit,
    RateLimitError,
    SocialPublishingError,
    UnexpectedStatus,
    UnprocessableEntityError,
    UnsupportedMediaTypeError,
)
from .types import NOT_GIVEN, UNSET, File, NotGiven, Unset

__all__ = [
    "NOT_GIVEN",
    "UNSET",
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
    "File",
    "GoneError",
    "InternalServerError",
    "InvalidDelivery",
    "InvalidRequestError",
    "NotFoundError",
    "NotGiven",
    "PayloadTooLargeError",
    "PermissionDeniedError",
    "RateLimit",
    "RateLimitError",
    "RetryPolicy",
    "SocialPublishingError",
    "UnexpectedStatus",
    "UnprocessableEntityError",
    "Unset",
    "UnsupportedMediaTypeError",
    "data_uri",
    "data_uri_body",
    "enable_logging",
    "parse_delivery",
    "read_delivery",
    "sign_body",
    "verify_delivery",
]
