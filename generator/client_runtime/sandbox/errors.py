"""The errors of `social_publishing_client`, re-exported: the sandbox answers errors in the
API's shape and catalogue, so there is one set of exception classes to catch.

Copied from the generator's `client_runtime/sandbox/`; do not edit.
"""

from social_publishing_client.errors import (
    APIConnectionError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ErrorCode,
    InvalidRequestError,
    NotFoundError,
    PermissionDeniedError,
    SocialPublishingError,
    UnexpectedStatus,
)

__all__ = [
    "APIConnectionError",
    "APIResponseValidationError",
    "APIStatusError",
    "APITimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "ErrorCode",
    "InvalidRequestError",
    "NotFoundError",
    "PermissionDeniedError",
    "SocialPublishingError",
    "UnexpectedStatus",
]
