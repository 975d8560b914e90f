"""Typed client of the Social Publishing Service.

`SocialPublishing` (sync) and `AsyncSocialPublishing` (asyncio) are the entry points; their
attributes follow the spec's tags (`client.posts.create(...)`). Bodies and results are the
attrs models of `social_publishing_client.models`; failures raise the exceptions of
`errors`, re-exported here. The operation functions of openapi-python-client are in `api/<tag>/<operation>.py` (they
take `Client`/`AuthenticatedClient`). Generated from openapi.yaml; do not edit.
"""

from .api import (
    AsyncSocialPublishing,
    AsyncSocialPublishingWithRawResponse,
    Delivery,
    InvalidDelivery,
    SocialPublishing,
    SocialPublishingWithRawResponse,
    parse_delivery,
    read_delivery,
    sign_body,
    verify_delivery,
)
from .client import (
    APIResponse,
    AuthenticatedClient,
    Client,
    RetryPolicy,
    data_uri,
    data_uri_body,
    enable_logging,
)
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

__all__ = (
    "NOT_GIVEN",
    "UNSET",
    "APIConnectionError",
    "APIResponse",
    "APIResponseValidationError",
    "APIStatusError",
    "APITimeoutError",
    "AsyncSocialPublishing",
    "AsyncSocialPublishingWithRawResponse",
    "AuthenticatedClient",
    "AuthenticationError",
    "BadRequestError",
    "Client",
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
    "SocialPublishing",
    "SocialPublishingError",
    "SocialPublishingWithRawResponse",
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
)
