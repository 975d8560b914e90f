"""The types of `social_publishing_client`, re-exported: the same `UNSET`, `File` and wire
date-times.

Copied from the generator's `client_runtime/sandbox/`; do not edit.
"""

from social_publishing_client.types import (
    NOT_GIVEN,
    UNSET,
    File,
    FileTypes,
    NotGiven,
    RequestFiles,
    Response,
    Unset,
    datetime_to_wire,
    guess_content_type,
)

__all__ = [
    "NOT_GIVEN",
    "UNSET",
    "File",
    "FileTypes",
    "NotGiven",
    "RequestFiles",
    "Response",
    "Unset",
    "datetime_to_wire",
    "guess_content_type",
]
