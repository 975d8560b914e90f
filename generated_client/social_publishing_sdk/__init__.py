"""Hand-written companion of the generated Social Publishing client.

Its source lives in the toolkit's `generator/companion/`; the generator copies it next to the
generated packages. It adds what a generator cannot: a client with sticky auth, `Profile-Key`
and X own-credential headers, streamed uploads and data-URI bodies, errors as the spec's
`Error` model or as one exception type, and webhook signature verification.
"""

from .client import ServiceClient, connect
from .errors import ServiceError, error_of, unwrap
from .uploads import data_uri, data_uri_body, media_form, upload_file, upload_file_async
from .webhooks import InvalidDelivery, parse_delivery, sign_body, verify_delivery

__all__ = [
    "InvalidDelivery",
    "ServiceClient",
    "ServiceError",
    "connect",
    "data_uri",
    "data_uri_body",
    "error_of",
    "media_form",
    "parse_delivery",
    "sign_body",
    "unwrap",
    "upload_file",
    "upload_file_async",
    "verify_delivery",
]
