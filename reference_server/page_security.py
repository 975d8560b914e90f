"""The headers of the HTML pages the server renders on the API's origin (the linking page and
the /docs reference page): a Content-Security-Policy that allows only what the page itself
needs and forbids framing (`frame-ancestors 'none'`, clickjacking), and
`X-Content-Type-Options: nosniff`. The spec's `PageSecurity` headers say what a
page answer must carry; the policies here are this server's way of meeting them.

/docs is Redoc with its script inlined: its inline scripts are allowed by their SHA-256
hashes (computed once from the built page), its styles (styled-components injects them) and
its search worker (a `blob:` URL) by source; nothing is loaded from elsewhere.
"""

from __future__ import annotations

import base64
import hashlib
import re
from functools import cache
from pathlib import Path

LINKING_PAGE_POLICY = (
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none';"
    " form-action 'none'; frame-ancestors 'none'"
)
_INLINE_SCRIPT = re.compile(rb"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.DOTALL)


def page_headers(policy: str) -> dict[str, str]:
    """The security headers of a page answered with `policy`."""
    return {
        "Content-Security-Policy": policy,
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "no-referrer",
    }


@cache
def docs_page_policy(page: Path, modified_ns: int) -> str:
    """The policy of the built /docs page (cached per file version: `modified_ns`)."""
    hashes = sorted(
        {
            "'sha256-" + base64.b64encode(hashlib.sha256(body).digest()).decode() + "'"
            for body in _INLINE_SCRIPT.findall(page.read_bytes())
        }
    )
    return (
        f"default-src 'none'; script-src {' '.join(hashes)}; style-src 'unsafe-inline';"
        " img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self';"
        " worker-src blob:; child-src blob:; base-uri 'none'; form-action 'none';"
        " frame-ancestors 'none'"
    )
