"""Reading create_post/retry_post results: a request sent with a Profile-Key (a User Profile)
is answered wrapped as `{status, posts: [result]}`; `unwrap_post_result` gives the one result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def unwrap_post_result(body: Any) -> Mapping[str, Any]:
    """The single post result of `body`: `posts[0]` of a User Profile's wrapped answer, else
    `body` itself; raises ValueError when the body is neither shape."""
    if isinstance(body, Mapping) and isinstance(body.get("posts"), list):
        posts = body["posts"]
        if len(posts) != 1 or not isinstance(posts[0], Mapping):
            raise ValueError(f"expected one post result in the wrapper, got {posts!r}")
        return posts[0]
    if isinstance(body, Mapping):
        return body
    raise ValueError(f"a post result is a JSON object, got {body!r}")
