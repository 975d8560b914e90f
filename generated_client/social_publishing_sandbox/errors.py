"""The errors of `social_publishing_client`, re-exported. Generated from sandbox.yaml; do not edit."""

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
