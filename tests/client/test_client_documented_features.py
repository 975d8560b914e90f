"""The operations this round of the spec changed, driven end to end through the typed client
against a real reference server: typed values in, typed values out.

- create_post with the documented test features (`random_post`, `random_media_url`,
  `is_landscape_video`): the typed answer and the typed record carry the written text and a
  video the server serves; post_comment with `random_comment`;
- get_media_upload_url with the page's short content type (`UploadContentTypeName`);
- a freshly linked network's history and reviews (the seeded account), typed and aware;
- the failed-authentication limit: wrong keys from this address end in a typed
  `RateLimitError` with code 181, set low through the typed sandbox client on a server of its
  own (the limit counts per address, so it would lock out the module's shared server).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import httpx
import pytest
from social_publishing_client import (
    AuthenticationError,
    ErrorCode,
    RateLimitError,
    SocialPublishing,
)
from social_publishing_client.models import (
    CommentPosted,
    CommentRequest,
    MediaUploadUrl,
    NetworkHistory,
    PostComments,
    PostRecord,
    PostRequest,
    PostResult,
    ReviewList,
    UploadContentTypeName,
)
from social_publishing_sandbox import SandboxControl
from social_publishing_sandbox.models import AuthFailureLimitChange, NetworkLink

from testkit.server import ReferenceServer
from tests.client.harness import API_KEY


@pytest.fixture
def control(server: ReferenceServer) -> Iterator[SandboxControl]:
    with SandboxControl(API_KEY, base_url=server.base_url) as sandbox:
        yield sandbox


def test_random_post_with_a_landscape_video_round_trips(
    client: SocialPublishing, control: SandboxControl
) -> None:
    control.accounts.link_network(NetworkLink(platform="facebook"))
    body = PostRequest(
        platforms=["facebook"], random_post=True, random_media_url=True, is_landscape_video=True
    )
    created = client.posts.create(body)
    assert isinstance(created, PostResult) and created.status == "success"
    assert isinstance(created.post, str) and created.post  # the text the service wrote
    record = client.posts.get(created.id)
    assert isinstance(record, PostRecord)
    assert record.post == created.post and record.is_video is True
    assert record.created.tzinfo is not None
    (video,) = record.media_urls
    assert video.endswith("-landscape.mp4"), video
    served = httpx.get(video, timeout=10)
    assert served.status_code == 200 and served.content[4:8] == b"ftyp", served.headers


def test_random_comment_round_trips(client: SocialPublishing, control: SandboxControl) -> None:
    control.accounts.link_network(NetworkLink(platform="facebook"))
    created = client.posts.create(PostRequest(platforms=["facebook"], post="Fresh rye today"))
    assert isinstance(created, PostResult)
    posted = client.comments.post(
        CommentRequest(id=created.id, platforms=["facebook"], random_comment=True)
    )
    assert isinstance(posted, CommentPosted) and posted.status == "success"
    listed = client.comments.get(created.id)
    assert isinstance(listed, PostComments) and listed.facebook, listed
    (comment,) = listed.facebook
    assert comment.comment and comment.created.tzinfo is not None  # the text the service wrote


def test_upload_url_takes_the_documented_short_content_type(client: SocialPublishing) -> None:
    short: UploadContentTypeName = "mov"  # a Literal type: mypy refuses a name not listed
    grant = client.media.get_upload_url(file_name="launch.mov", content_type=short)
    assert isinstance(grant, MediaUploadUrl)
    assert grant.content_type == "video/quicktime" and grant.method == "PUT"
    assert grant.expires_at > datetime.now(UTC)
    assert httpx.put(
        grant.upload_url, content=b"moov" * 64, headers={"content-type": grant.content_type}
    ).is_success


def test_a_new_link_holds_a_typed_history_and_reviews(
    client: SocialPublishing, control: SandboxControl
) -> None:
    control.accounts.link_network(NetworkLink(platform="facebook"))
    history = client.posts.get_history_entry("facebook")
    assert isinstance(history, NetworkHistory) and history.posts, history
    assert all(p.created.tzinfo is not None for p in history.posts)
    reviews = client.reviews.list(platform="facebook")
    assert isinstance(reviews, ReviewList) and reviews.facebook, reviews
    newest_first = [r.created for r in reviews.facebook]
    assert newest_first == sorted(newest_first, reverse=True)


def test_wrong_keys_end_in_a_typed_rate_limit_error() -> None:
    own = ReferenceServer(api_key=API_KEY)
    own.start()
    try:
        with SandboxControl(API_KEY, base_url=own.base_url) as sandbox:
            sandbox.clock.set_auth_failure_limit(AuthFailureLimitChange(max=2))
        with SocialPublishing("not-the-key", base_url=own.base_url, max_retries=0) as wrong:
            for _ in range(2):
                with pytest.raises(AuthenticationError):
                    wrong.user.get()
            with pytest.raises(RateLimitError) as limited:
                wrong.user.get()
        assert limited.value.code == ErrorCode.AUTH_FAILURES_THROTTLED
        assert limited.value.status == 429
    finally:
        own.stop()
