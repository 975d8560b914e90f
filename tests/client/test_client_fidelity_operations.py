"""The operations whose answers or request forms changed to follow the service's pages, driven
end to end through the typed client (and the typed sandbox client for state) against a real
reference server: typed values in, typed values out.

- post_comment answers the post's id as `id` and the Comment ID as `comment_id`, which
  a reply names;
- update_profile names the profile by `profile_key` in the body (no Profile-Key header);
- create_post with `profile_keys` answers a `ProfilePostResults` with one result per profile,
  in the order sent;
- generate_post answers its token counters `usage` and `total_monthly_usage`;
- list_media answers the gallery page's array (`size` a string of digits), get_media_meta the
  metadata page's fields, list_webhooks a key per registered action and `updated`;
- X's thread options: `thread_number` without `thread` is refused (108), with it the post
  answers one result for X;
- set_auth_failure_limit names another address (`AuthFailureLimitSetting.address`), and
  set_transfer_limits refuses a value above the declared limit with the typed 101.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

import pytest
from social_publishing_client import BadRequestError, ErrorCode, SocialPublishing
from social_publishing_client.models import (
    CommentPosted,
    CommentReply,
    CommentRequest,
    GeneratedPost,
    GenerateFromText,
    MediaLibraryItem,
    MediaMeta,
    MediaUploadForm,
    PostRequest,
    ProfileCreation,
    ProfileDeletion,
    ProfilePostResults,
    ProfileUpdate,
    TwitterOptions,
    WebhookList,
    WebhookRegistration,
)
from social_publishing_client.types import UNSET, File
from social_publishing_sandbox import SandboxControl
from social_publishing_sandbox.models import (
    AuthFailureLimitChange,
    AuthFailureLimitSetting,
    NetworkLink,
    TransferLimitsChange,
)

from contract_tests.samples import png_bytes
from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY

SPEC = ServiceSpec.load()


@pytest.fixture
def control(server: ReferenceServer) -> Iterator[SandboxControl]:
    with SandboxControl(API_KEY, base_url=server.base_url) as sandbox:
        yield sandbox


@pytest.fixture
def profiles(client: SocialPublishing) -> Iterator[list[tuple[str, str]]]:
    """Two fresh User Profiles, (profile key, refId) each; deleted afterwards."""
    made = [
        client.profiles.create(ProfileCreation(title=f"Fidelity {n} {id(client)}"))
        for n in range(2)
    ]
    yield [(p.profile_key, p.ref_id) for p in made]
    for profile in made:
        client.profiles.delete(ProfileDeletion(ref_id=profile.ref_id))


def test_a_comment_answers_the_post_id_and_the_comment_id(
    client: SocialPublishing, control: SandboxControl, profiles: list[tuple[str, str]]
) -> None:
    key, _ = profiles[0]
    control.accounts.link_network(NetworkLink(platform="facebook"), profile_key=key)
    posted = client.posts.create(
        PostRequest(post="Comment on me", platforms=["facebook"]), profile_key=key
    )
    assert isinstance(posted, ProfilePostResults)  # a Profile-Key: the wrapped form
    (result,) = posted.posts
    made = client.comments.post(
        CommentRequest(id=result.id, comment="Typed", platforms=["facebook"]), profile_key=key
    )
    assert isinstance(made, CommentPosted)
    assert made.id == result.id and made.comment_id and made.comment_id != result.id
    replied = client.comments.reply(
        made.comment_id,
        CommentReply(comment="Typed reply", platforms=["facebook"]),
        profile_key=key,
    )
    assert replied.status == "success"


def test_update_profile_by_the_body_profile_key(
    client: SocialPublishing, profiles: list[tuple[str, str]]
) -> None:
    key, ref_id = profiles[0]
    title = f"Renamed by body {ref_id[:8]}"
    updated = client.profiles.update(ProfileUpdate(title=title, profile_key=key))
    assert updated.ref_id == ref_id
    assert title in [p.title for p in client.profiles.list().profiles]


def test_a_post_for_several_profiles_answers_one_result_each(
    client: SocialPublishing, control: SandboxControl, profiles: list[tuple[str, str]]
) -> None:
    for key, _ in profiles:
        control.accounts.link_network(NetworkLink(platform="linkedin"), profile_key=key)
    keys = [key for key, _ in profiles]
    answer = client.posts.create(  # the API key alone: the body names the profiles
        PostRequest(post="For both", platforms=["linkedin"], profile_keys=keys)
    )
    assert isinstance(answer, ProfilePostResults)
    assert [r.ref_id for r in answer.posts] == [ref_id for _, ref_id in profiles]
    assert all(r.status == "success" for r in answer.posts)


def test_generate_post_answers_its_token_counters(
    client: SocialPublishing, profiles: list[tuple[str, str]]
) -> None:
    key, _ = profiles[0]
    first = client.generate.post(GenerateFromText(text="Fresh bread at dawn"), profile_key=key)
    assert isinstance(first, GeneratedPost) and first.post
    assert first.usage > 0 and first.total_monthly_usage == first.usage
    second = client.generate.post(GenerateFromText(text="Rye on Sundays"), profile_key=key)
    assert second.total_monthly_usage == first.usage + second.usage


def test_control_limits_are_typed_and_bounded(
    control: SandboxControl, profiles: list[tuple[str, str]]
) -> None:
    other = "127.0.0.2"
    setting = control.clock.set_auth_failure_limit(AuthFailureLimitChange(max=3, address=other))
    assert setting == AuthFailureLimitSetting(address=other, max=3)
    control.clock.set_auth_failure_limit(AuthFailureLimitChange(max=None, address=other))
    key, _ = profiles[0]
    declared = SPEC.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxReadSeconds"]
    with pytest.raises(BadRequestError) as refused:
        control.clock.set_transfer_limits(
            TransferLimitsChange(feed_read_seconds=declared + 1), profile_key=key
        )
    assert refused.value.code == ErrorCode.INVALID_REQUEST


def test_list_media_answers_the_pages_array(
    client: SocialPublishing, profiles: list[tuple[str, str]]
) -> None:
    key, _ = profiles[0]
    made = client.media.upload(
        MediaUploadForm(file=File.from_bytes(png_bytes(40, 30), "gallery.png")), profile_key=key
    )
    listed = client.media.list(profile_key=key)
    assert isinstance(listed, list) and [i.id for i in listed] == [made.id]
    (item,) = listed
    assert isinstance(item, MediaLibraryItem) and item.url == made.url
    assert item.size.isdigit() and int(item.size) > 0  # the page writes the byte count as text
    assert item.time_created.tzinfo is not None and item.expires_at > item.time_created


def test_media_meta_answers_the_metadata_pages_fields(
    client: SocialPublishing, profiles: list[tuple[str, str]]
) -> None:
    key, _ = profiles[0]
    made = client.media.upload(
        MediaUploadForm(file=File.from_bytes(png_bytes(40, 30), "meta.png")), profile_key=key
    )
    meta = client.media.get_meta(url=made.url, profile_key=key)
    assert isinstance(meta, MediaMeta)
    assert (meta.width, meta.height) == (40, 30)
    assert meta.type == "image" and meta.filename == made.url and meta.format


def test_list_webhooks_answers_a_key_per_action_and_updated(
    client: SocialPublishing, profiles: list[tuple[str, str]]
) -> None:
    key, _ = profiles[0]
    assert client.webhooks.list(profile_key=key).updated is UNSET  # no hook yet
    url = "https://hooks.example.test/feed"
    client.webhooks.register(WebhookRegistration(action="feed", url=url), profile_key=key)
    listed = client.webhooks.list(profile_key=key)
    assert isinstance(listed, WebhookList)
    assert listed.feed == url and listed.social is UNSET
    assert isinstance(listed.updated, datetime) and listed.updated.tzinfo is not None
    assert [h.action for h in listed.webhooks] == ["feed"]


def test_x_thread_options_need_thread(
    client: SocialPublishing, control: SandboxControl, profiles: list[tuple[str, str]]
) -> None:
    key, _ = profiles[0]
    control.accounts.link_network(NetworkLink(platform="twitter"), profile_key=key)
    client.set_twitter_byo("consumer-key", "consumer-secret")
    try:
        numbered = TwitterOptions(thread_number=True)
        with pytest.raises(BadRequestError) as refused:
            client.posts.create(
                PostRequest(post="Numbered", platforms=["twitter"], twitter_options=numbered),
                profile_key=key,
            )
        assert refused.value.code == ErrorCode.DEPENDENT_PARAMETER_MISSING
        long_text = "A long thought. " * 30  # over X's 280 characters: split into a thread
        posted = client.posts.create(
            PostRequest(
                post=long_text,
                platforms=["twitter"],
                twitter_options=TwitterOptions(thread=True, thread_number=True),
            ),
            profile_key=key,
        )
        with pytest.raises(BadRequestError) as too_long:  # without `thread` it is refused
            client.posts.create(PostRequest(post=long_text, platforms=["twitter"]), profile_key=key)
    finally:
        client.clear_twitter_byo()
    assert too_long.value.code == ErrorCode.POST_TOO_LONG
    assert isinstance(posted, ProfilePostResults)
    (result,) = posted.posts
    assert result.status == "success"
    # One entry for X: the thread's first post.
    assert [p.platform for p in result.post_ids] == ["twitter"]
