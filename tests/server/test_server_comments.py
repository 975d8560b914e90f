"""Comments through HTTP, what the contract rules do not check: the control refuses an outside
comment on a network the post is not on. Outside comments, replies, deletion (LinkedIn's
`commentUrn`, `x-networks-outside-comments`, the SDK's body form) and the comments event:
`contract_tests/test_rules_comments.py`."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def test_control_refuses_an_outside_comment_off_the_post_networks(api: Api) -> None:
    pk = api.linked_profile("Commenter", "instagram")
    post = api.create_post({"post": "Hello", "platforms": ["instagram"]}, headers=pk)
    comment = {"postId": post["id"], "platform": "facebook", "comment": "x", "username": "u"}
    api.error(ErrorCode.NOT_ON_NETWORK, "POST", "/_sandbox/comments", json=comment, headers=pk)
