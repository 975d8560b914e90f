"""Typed client of the Social Publishing Service.

`SocialPublishing` (sync) and `AsyncSocialPublishing` (asyncio) are the entry points; their
attributes follow the spec's tags (`client.posts.create(...)`). Bodies and results are the
attrs models of `social_publishing_client.models`; failures raise the exceptions of
`errors`, re-exported here. The operation functions of openapi-python-client are in `api/<tag>/<operation>.py` (they
take `Client`/`AuthenticatedClient`). Generated from openapi.yaml; do not edit.
"""

from . import _package_exports
from ._package_exports import *
from .api import (
    AsyncSocialPublishing,
    AsyncSocialPublishingWithRawResponse,
    SocialPublishing,
    SocialPublishingWithRawResponse,
)
from .client import AuthenticatedClient, Client

__all__ = [
    "AsyncSocialPublishing",
    "AsyncSocialPublishingWithRawResponse",
    "AuthenticatedClient",
    "Client",
    "SocialPublishing",
    "SocialPublishingWithRawResponse",
]
__all__ += _package_exports.__all__
