"""Every format-bearing field goes over the wire exactly as the spec says, both ways.

Date-times are sent as `YYYY-MM-DDThh:mm:ssZ` (UTC, whole seconds) whatever the caller's time
zone; every operation's result, written back by the client's attrs model (`to_dict()`), is
the JSON the server sent (date-times, the Unix `timeStamp`, enums); and a check against the
spec proves that every date-time, Unix-time and enum property reachable from a 2xx response
was seen.
"""

from __future__ import annotations

import base64
import io
import json
import re
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image
from social_publishing_client import (
    APIResponse,
    File,
    InvalidRequestError,
    SocialPublishing,
    data_uri_body,
)
from social_publishing_client.models import (
    AdUpdate,
    AltTextRequest,
    AutoHashtagsRequest,
    AutoRepost,
    AutoResponseSettings,
    AutoScheduleDeletion,
    AutoSchedulePost,
    AutoScheduleTimes,
    BoostByPostId,
    BulkPostForm,
    CommentDeletionRequest,
    CommentReply,
    CommentRequest,
    ConversationChange,
    DeleteOnePost,
    FeedDeleteRequest,
    FeedRequest,
    FeedUpdateRequest,
    GenerateFromText,
    GmbOptions,
    GmbOptionsCallToAction,
    ImageDimensions,
    ImageResizeRequest,
    JsonValidationRequest,
    JwtRequest,
    LatLng,
    LinkRequest,
    LinkSessionRequest,
    MediaUploadForm,
    MediaUrlCheck,
    MessagesEvent,
    MessageWithText,
    ModerationRequest,
    NetworkAccountUpdate,
    NetworkHistory,
    PostAnalyticsRequest,
    PostCopy,
    PostLengthRequest,
    PostRequest,
    PostResult,
    PostRetry,
    PostUpdate,
    ProfileCreation,
    ProfileDeletion,
    ProfileUpdate,
    ReviewReplyDeletion,
    ReviewReplyRequest,
    RewriteRequest,
    SentimentRequest,
    SocialAnalyticsRequest,
    SocialEvent,
    SocialUnlinkRequest,
    TranscriptionRequest,
    TranslateRequest,
    TwitterOptions,
    WatermarkSettings,
    WebhookRegistration,
    WebhookUnregistration,
    YouTubeOptions,
)

from spec_model import References, ServiceSpec, load_document
from spec_model.operation_ids import OperationId
from testkit.feed_files import FeedFiles, rss
from tests.client.harness import API_KEY, Sandbox

SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"
SPEC_FORM = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
PIXEL_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)


def test_scheduling_a_post_sends_the_spec_form_and_reads_it_back(
    client: SocialPublishing, wire: list[httpx.Request], sandbox: Sandbox
) -> None:
    sandbox("link", {"platform": "youtube"})
    berlin_summer = timezone(timedelta(hours=2))
    when = (datetime.now(UTC) + timedelta(hours=3)).astimezone(berlin_summer)
    when = when.replace(microsecond=654321)
    expected = when.astimezone(UTC).replace(microsecond=0)

    result = client.posts.create(
        PostRequest(post="Launch day", platforms=["youtube"], schedule_date=when)
    )

    sent = json.loads(wire[-1].content)
    assert sent["scheduleDate"] == expected.strftime("%Y-%m-%dT%H:%M:%SZ")
    assert SPEC_FORM.fullmatch(sent["scheduleDate"])
    assert isinstance(result, PostResult)  # the primary profile: not wrapped
    assert result.status == "scheduled"
    assert result.schedule_date == expected
    record = client.posts.get(result.id)
    assert record.schedule_date == expected and record.created.tzinfo is not None
    history = client.posts.get_history(status="pending", platforms=["youtube"])
    assert any(r.id == result.id and r.schedule_date == expected for r in history.history)


def test_a_time_without_zone_is_refused_before_anything_is_sent(
    client: SocialPublishing, wire: list[httpx.Request]
) -> None:
    naive = PostRequest(post="x", platforms=["youtube"], schedule_date=datetime(2030, 1, 1, 12))
    with pytest.raises(InvalidRequestError, match="timezone"):
        client.posts.create(naive)
    assert wire == []


def test_query_date_times_and_arrays_take_the_spec_form(
    client: SocialPublishing, wire: list[httpx.Request]
) -> None:
    when = datetime(2099, 11, 23, 7, 10, 52, 361284, tzinfo=timezone(timedelta(hours=2)))
    client.posts.get_history(start_date=when, end_date=when, platforms=["twitter", "facebook"])
    assert wire[-1].url.params["startDate"] == "2099-11-23T05:10:52Z"
    assert wire[-1].url.params.get_list("platforms") == ["twitter,facebook"]  # explode: false


# -- every operation, round trip --------------------------------------------------------------


def _resolve(spec: dict[str, Any], schema: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
    ref = schema.get("$ref")
    if ref is None:
        return None, schema
    name = ref.rsplit("/", 1)[1]
    return name, spec["components"]["schemas"][name]


def _format_bearing(spec: dict[str, Any], schema: dict[str, Any]) -> bool:
    name, target = _resolve(spec, schema)
    if target.get("type") == "array":
        return _format_bearing(spec, target.get("items", {}))
    if any(_format_bearing(spec, b) for b in target.get("oneOf", []) + target.get("anyOf", [])):
        return True
    return (
        target.get("format") == "date-time"
        or name == "UnixTime"
        or ("enum" in target and len(target["enum"]) > 1)
    )


def format_bearing_properties(spec: dict[str, Any], side: str) -> set[str]:
    """Names of the date-time, Unix-time and enum properties reachable from the JSON request
    bodies (`side="request"`) or the 2xx responses (`side="response"`) of every operation."""
    found: set[str] = set()
    seen: set[str] = set()
    stack: list[dict[str, Any]] = []
    refs = References(spec)
    for item in spec["paths"].values():
        for operation in item.values():
            if "x-alias-of" in operation:
                continue  # the same bodies as the operation it is an alias of
            if side == "request":
                body = refs.resolve(operation.get("requestBody", {}))
                content = body.get("content", {})
                if "application/json" in content:
                    stack.append(content["application/json"]["schema"])
                continue
            for code, response in operation.get("responses", {}).items():
                content = refs.resolve(response).get("content", {})
                if str(code).startswith("2") and "application/json" in content:  # not a page
                    stack.append(content["application/json"]["schema"])
    while stack:
        name, schema = _resolve(spec, stack.pop())
        if name is not None:
            if name in seen:
                continue
            seen.add(name)
        for key in ("oneOf", "anyOf", "allOf"):
            stack.extend(schema.get(key, []))
        if "items" in schema:
            stack.append(schema["items"])
        for prop, prop_schema in (schema.get("properties") or {}).items():
            if _format_bearing(spec, prop_schema):
                found.add(prop)
            stack.append(prop_schema)
    return found


def _keys_with_values(value: Any, into: set[str]) -> set[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if item not in (None, [], {}):
                into.add(key)
            _keys_with_values(item, into)
    elif isinstance(value, list):
        for item in value:
            _keys_with_values(item, into)
    return into


def test_every_operation_round_trips_every_format_bearing_field(
    client: SocialPublishing, sandbox: Sandbox, wire: list[httpx.Request]
) -> None:
    spec = load_document(SPEC)
    raw = client.with_raw_response
    calls: dict[str, APIResponse[Any]] = {}

    def call(response: APIResponse[Any]) -> Any:
        assert response.ok, (response, response.content)
        calls[response.operation.name] = response
        return response.parse()

    for action in ("social", "scheduled"):
        call(raw.webhooks.register(WebhookRegistration(action=action, url="https://h.test/x")))
    sandbox("link", {"platform": "linkedin"})  # a `social` event for the history
    sandbox("link", {"platform": "youtube"})
    media = call(raw.media.upload(MediaUploadForm(file=File.from_bytes(PIXEL_PNG, "p.png"))))
    call(raw.media.upload(data_uri_body(PIXEL_PNG, file_name="d.png")))
    call(raw.media.list())
    assert call(raw.media.verify_exists(MediaUrlCheck(media_url=media.url))).exists is True
    assert call(raw.media.get_meta(url=media.url)).width == 1
    resize = ImageResizeRequest(media_url=media.url, dimensions=ImageDimensions(width=3, height=2))
    assert call(raw.media.resize_image(resize)).height == 2
    grant = call(raw.media.get_upload_url(file_name="big.bin", content_type="video/mp4"))
    assert grant.expires_at.tzinfo is not None and grant.method == "PUT"
    call(raw.webhooks.list())
    when = datetime.now(UTC) + timedelta(minutes=5)
    scheduled = call(
        raw.posts.create(PostRequest(post="later", platforms=["linkedin"], schedule_date=when))
    )
    sandbox("clock", {"advanceSeconds": 600})  # publishes it: a `scheduled` event
    call(raw.posts.get(scheduled.id))
    call(
        raw.posts.get_history(
            last_days=30, limit=50, platforms=["linkedin", "youtube"], type="scheduled"
        )
    )
    registered = calls["register_webhook"].parse()
    event = SocialEvent(
        action="social", hook_id=registered.hook_id, ref_id=registered.ref_id, url=registered.url,
        created=when, time_stamp=int(when.timestamp()), title="Primary Profile",
        platform="facebook", type="link", display_name="Acme", source="user",
    )  # fmt: skip
    sandbox("webhook-history", {"entries": [event.to_dict()]})
    social_history = call(raw.webhooks.get_history(action="social"))
    assert social_history.social[-1].time_stamp == int(when.timestamp())
    social_history = calls["get_webhook_history"]
    call(raw.webhooks.get_history(action="scheduled"))
    later = (when + timedelta(days=2)).replace(microsecond=0)
    now_post = call(
        raw.posts.create(
            PostRequest(
                post="now",
                platforms=["youtube"],
                youtube_options=YouTubeOptions(title="Now", visibility="unlisted"),
                gmb_options=GmbOptions(call_to_action=GmbOptionsCallToAction(action_type="book")),
                twitter_options=TwitterOptions(reply_settings="mentioned"),
                auto_repost=AutoRepost(repeat=2, days=7, start_date=later),
            )
        )
    )
    echoed = call(raw.posts.get(now_post.id))
    assert echoed.auto_repost.start_date == later
    # The same operation reads a network's posts when given a network name
    # (called first: `calls` keeps the Post ID answer, called last; both are checked below).
    network = call(raw.posts.get_history_entry("linkedin", limit=5))
    assert isinstance(network, NetworkHistory) and network.platform == "linkedin"
    assert network.posts and network.posts[0].created.tzinfo is not None
    network_history = calls["get_post_history_entry"]
    assert call(raw.posts.get_history_entry(now_post.id)).id == now_post.id
    pending = call(
        raw.posts.create(
            PostRequest(post="later", platforms=["youtube"], schedule_date=when + timedelta(days=1))
        )
    )
    moved = call(raw.posts.update(PostUpdate(id=pending.id, schedule_date=later, notes="moved")))
    assert moved.post.schedule_date == later and moved.post.notes == "moved"
    partly = call(raw.posts.create(PostRequest(post="partly", platforms=["youtube", "reddit"])))
    assert [e.platform for e in partly.errors] == ["reddit"]  # not linked yet
    sandbox("link", {"platform": "reddit"})
    retried = call(raw.posts.retry(PostRetry(id=partly.id)))
    assert retried.status == "success" and len(retried.post_ids) == 2
    copied = call(raw.posts.copy(PostCopy(post_id=partly.id, platforms=["linkedin"])))
    assert copied.copied_from == partly.id and copied.original_post == "partly"
    assert [r.platform for r in copied.post_ids] == ["linkedin"] and copied.id != partly.id
    stamp = later.strftime("%Y-%m-%dT%H:%M:%SZ")
    rows = (
        f'post,platforms,mediaUrls,scheduleDate\r\nbulk,"linkedin, youtube",{media.url},{stamp}\r\n'
    )
    bulked = call(raw.posts.bulk(BulkPostForm(file=File(io.BytesIO(rows.encode())))))
    assert [(p.post, p.schedule_date, p.status) for p in bulked.posts] == [
        ("bulk", later, "scheduled")
    ]
    call(raw.posts.delete(DeleteOnePost(id=now_post.id)))
    call(
        raw.youtube.set_watermark(
            WatermarkSettings(
                media_urls=[media.url],
                timing_type="offsetFromStart",
                offset_ms=1500,
                duration_ms=10000,
            )
        )
    )
    assert call(raw.youtube.remove_watermark()).status == "success"
    profile = call(raw.profiles.create(ProfileCreation(title="Round Trip Bakery")))
    linked = httpx.post(
        f"{client.base_url}/_sandbox/link",
        json={"platform": "tiktok"},
        headers={"Authorization": f"Bearer {API_KEY}", "Profile-Key": profile.profile_key},
    )
    assert linked.status_code == 200, linked.text
    # The Max Pack operations (the reference server has the add-on).
    valid = call(
        raw.validate.post(
            PostRequest(post="ok", platforms=["tiktok"]), profile_key=profile.profile_key
        )
    )
    assert valid.valid is True and valid.errors == []
    measured = call(raw.validate.post_length(PostLengthRequest(post="ok", platforms=["twitter"])))
    assert [r.platform for r in measured.results] == ["twitter"]
    assert call(raw.validate.json(JsonValidationRequest(json="[1]"))).valid is True
    assert call(raw.validate.moderation(ModerationRequest(text="hello"))).flagged is False
    assert call(raw.hashtags.auto(AutoHashtagsRequest(post="Bakery"))).post == "#Bakery"
    tags = call(raw.hashtags.recommend(keyword="bread", profile_key=profile.profile_key))
    assert tags.recommendations[0].view_count >= tags.recommendations[-1].view_count
    assert call(raw.hashtags.check_banned(hashtag="#bread")).banned is False
    sandbox("link", {"platform": "instagram"})  # search_hashtag needs it
    assert call(raw.hashtags.search(keyword="#Bread")).hashtag.name == "bread"
    assert call(raw.generate.post(GenerateFromText(text="hi", hashtags=False))).post == "Hi."
    assert len(call(raw.generate.rewrite(RewriteRequest(post="Hi", rewrites=2))).posts) == 2
    assert call(raw.generate.transcription(TranscriptionRequest(video_url=media.url)))
    assert call(raw.generate.translate(TranslateRequest(text="Hi", lang="fr"))).lang == "fr"
    alt = call(raw.generate.alt_text(AltTextRequest(url=media.url)))
    assert alt.alt_text == "An image of 1x1 pixels."
    assert call(raw.generate.sentiment(SentimentRequest(text="good"))).sentiment == "positive"
    brands = call(raw.brand.get_by_user(platforms=["instagram"], instagram_user="bakery"))
    assert [b.username for b in brands.brands] == ["bakery"]
    renamed = ProfileUpdate(
        title="Round Trip Cafe", hide_top_header=True, tags=["north"], disable_social=["reddit"]
    )
    call(raw.profiles.update(renamed, profile_key=profile.profile_key))
    listed = call(
        raw.profiles.list(
            has_active_social_accounts=True, includes_active_social_accounts=["tiktok"]
        )
    )
    assert [(p.ref_id, p.tags) for p in listed.profiles] == [(profile.ref_id, ["north"])]
    refresh = ServiceSpec.load().operation(OperationId.LIST_PROFILES).raw["x-refresh-seconds"]
    listed_at = datetime.fromisoformat(listed.last_updated)
    assert datetime.fromisoformat(listed.next_update) - listed_at == timedelta(seconds=refresh)
    unlinked = call(
        raw.profiles.unlink_social(
            SocialUnlinkRequest(platform="tiktok"), profile_key=profile.profile_key
        )
    )
    assert (unlinked.platform, unlinked.ref_id) == ("tiktok", profile.ref_id)
    signed = call(
        raw.profiles.generate_jwt(
            JwtRequest(profile_key=profile.profile_key, allowed_social=["tiktok"], expires_in=9)
        )
    )
    assert signed.expires_in == 9 and signed.token in str(signed.url)
    session = call(
        raw.profiles.create_link_session(
            LinkSessionRequest(profile_key=profile.profile_key, allowed_social=["tiktok"])
        )
    )
    assert session.title == signed.title and session.expires_at.tzinfo is not None
    page = call(raw.profiles.open_linking_page(jwt=signed.token, domain="acme"))
    assert isinstance(page, str) and page.startswith("<!doctype html>") and "tiktok" in page
    assert "authorization" not in wire[-1].headers  # a public operation: no API key sent
    link = call(raw.links.create(LinkRequest(url="https://shop.test/a", utm_source="news")))
    assert call(raw.links.get_analytics(link.id)).analytics.total_clicks == 0
    window = call(raw.links.list_analytics(from_created_date=link.created, to_click_date=when))
    assert window.analytics == []  # no click yet: a click window leaves the link out
    assert call(raw.links.shorten(LinkRequest(url="https://shop.test/b"))).short_url
    assert call(raw.links.short(LinkRequest(url="https://shop.test/c"))).short_url
    legacy = call(raw.links.analytics(last_days=30))  # the links just created, by platform
    assert link.short_url in [item.short_link for item in legacy]
    short_stats = call(raw.links.analytics_short()).analytics
    assert short_stats[0].short_url == link.short_url
    call(raw.profiles.delete(ProfileDeletion(ref_id=profile.ref_id)))
    call(raw.webhooks.unregister(WebhookUnregistration(action="social")))

    user = call(raw.user.get(instagram_details=True))
    assert {"linkedin", "youtube"} <= set(user.active_social_accounts or [])
    post_analytics = call(raw.analytics.get_post(PostAnalyticsRequest(id=scheduled.id)))
    assert post_analytics.status == "success" and post_analytics.linkedin is not None
    social = call(
        raw.analytics.get_social(
            SocialAnalyticsRequest(platforms=["linkedin", "youtube"], daily=True, quarters=1)
        )
    )
    assert social.status == "success" and social.youtube is not None

    talked = call(raw.posts.create(PostRequest(post="talk", platforms=["linkedin"])))
    made = call(raw.comments.post(CommentRequest(id=talked.id, comment="First")))
    reply = call(
        raw.comments.reply(made.comment_id, CommentReply(comment="Re", platforms=["linkedin"]))
    )
    listed_comments = call(raw.comments.get(talked.id))
    assert listed_comments.linkedin[0].replies[0].comment_id == reply.linkedin.comment_id
    by_network = CommentDeletionRequest(search_platform_id=True, platform="linkedin")
    call(raw.comments.delete(reply.linkedin.comment_id, by_network))
    call(raw.comments.delete(made.comment_id))

    start = (when + timedelta(days=3)).replace(microsecond=0)
    settings = AutoScheduleTimes(title="Mornings", schedule=["09:00Z"], set_start_date=start)
    assert call(raw.auto_schedule.set_auto_schedule(settings)).set_start_date == start
    placed = call(
        raw.posts.create(
            PostRequest(
                post="placed",
                platforms=["linkedin"],
                auto_schedule=AutoSchedulePost(schedule=True, title="Mornings"),
            )
        )
    )
    mornings = call(raw.auto_schedule.list_auto_schedules()).schedules["Mornings"]
    assert mornings.last_schedule_date is not None and mornings.last_schedule_date >= start
    assert call(raw.posts.get(placed.id)).schedule_date == mornings.last_schedule_date
    call(raw.auto_schedule.delete_auto_schedule(AutoScheduleDeletion(title="Mornings")))

    sandbox("link", {"platform": "instagram"})
    # Instagram's post metrics carry its product type (an enum only its answers hold); the
    # photo is one Instagram takes (x-media-rules: at least 320 px wide, 4:5 to 1.91:1).
    square = io.BytesIO()
    Image.new("L", (1080, 1080)).save(square, "PNG")
    photo = call(
        raw.media.upload(MediaUploadForm(file=File.from_bytes(square.getvalue(), "s.png")))
    )
    pictured = call(
        raw.posts.create(
            PostRequest(post="Pictured", platforms=["instagram"], media_urls=[photo.url])
        )
    )
    insights = call(
        raw.analytics.get_post(PostAnalyticsRequest(id=pictured.id, platforms=["instagram"]))
    )
    assert insights.instagram is not None
    instagram_analytics = calls["get_post_analytics"]
    received = sandbox(
        "messages", {"platform": "instagram", "senderId": "160000000000001", "message": "Hi"}
    )
    answered = call(
        raw.messages.send(
            "instagram", MessageWithText(message="Hello", recipient_id="160000000000001")
        )
    )
    assert answered.conversation_id == received["conversationId"]
    sandbox("messages/read", {"platform": "instagram", "conversationId": answered.conversation_id})
    reaction = {"platform": "instagram", "messageId": received["id"], "reaction": "\U0001f44d"}
    sandbox("messages/reaction", reaction)
    read = call(raw.messages.get("instagram", conversation_id=answered.conversation_id))
    assert [m.action for m in read.messages or []] == ["received", "sent"]
    first, reply = read.messages or []
    assert reply.read_at is not None and reply.read_at.tzinfo is not None
    assert first.reactions and first.reactions[0].created.tzinfo is not None
    assert read.last_updated < read.next_update
    archived = call(
        raw.messages.update_conversation(
            "instagram", answered.conversation_id, ConversationChange(status="archived")
        )
    )
    assert archived.conversation_status == "archived"
    auto = call(raw.messages.set_auto_response(AutoResponseSettings(auto_response_active=True)))
    assert call(raw.messages.get_auto_response()) == auto
    seeded = MessagesEvent(
        action="messages", hook_id="h-m1", ref_id="r-1", url="https://h.test/m",
        created=when, time_stamp=int(when.timestamp()), sub_action="messageRead",
        platform="instagram", conversation_id=answered.conversation_id, message_id="m1",
        sender_id="160000000000001", recipient_id=received["recipientId"],
    )  # fmt: skip
    sandbox("webhook-history", {"entries": [seeded.to_dict()]})
    sandbox("link", {"platform": "facebook"})
    accounts = call(raw.ads.list_accounts(limit=10))
    assert accounts.count == 1 and accounts.ad_accounts[0].created is not None
    fb_post = call(raw.posts.create(PostRequest(post="Boost me", platforms=["facebook"])))
    boosted = call(
        raw.ads.boost_post(
            BoostByPostId(
                post_id=fb_post.id, account_id=accounts.ad_accounts[0].account_id, budget=2.5,
                start_date=when + timedelta(days=1), end_date=when + timedelta(days=8),
            )
        )
    )  # fmt: skip
    assert boosted.post_id == fb_post.id and boosted.delivery_status == "PENDING_REVIEW"
    listed_ads = call(raw.ads.list(ad_id=boosted.ad_id))
    assert listed_ads.ads[0].created is not None and listed_ads.ads[0].end_date is not None
    paused_ad = call(raw.ads.update(AdUpdate(ad_id=boosted.ad_id, status="paused"))).ad
    assert paused_ad.delivery_status == "PAUSED" and paused_ad.start_date is not None
    call(raw.ads.update(AdUpdate(ad_id=boosted.ad_id, status="active")))
    sandbox("clock", {"advanceSeconds": 3 * 86400})  # reviewed, then two days running
    try:
        spent = call(raw.ads.get_spend_history(post_id=fb_post.id, start_date=when))
    finally:
        sandbox("clock", {"advanceSeconds": -3 * 86400})
    assert spent.date_range.start == when.replace(microsecond=0)
    assert spent.history[-1].spend_date.tzinfo is not None
    assert call(raw.ads.list_interests(q="bread")).interests[0].name == "Bread"
    region = call(raw.ads.list_regions(country_code="GB")).regions[0]
    assert call(raw.ads.list_cities(country_code="GB", region_id=region.id)).cities
    assert call(raw.ads.list_dsa_recommendations()).recommendations
    scheduled_history = calls["get_webhook_history"]
    messages = call(raw.webhooks.get_history(action="messages")).messages
    assert [e.sub_action for e in messages or []] == ["messageRead"]

    feed_files = FeedFiles()  # a real RSS file on a loopback HTTP server
    try:
        feed_files.files["/rss.xml"] = rss("Bakery", "https://shop.test/", "News", [])
        feed = call(raw.feeds.add(FeedRequest(url=f"{feed_files.base_url}/rss.xml", type="rss")))
        assert feed.title == "Bakery" and feed.type == "rss"
        listed_feed = call(raw.feeds.get()).feeds[0]
        assert listed_feed.next_check > listed_feed.created
        assert call(raw.feeds.update(FeedUpdateRequest(id=feed.id, auto_hashtag=True))).auto_hashtag
        call(raw.feeds.delete(FeedDeleteRequest(id=feed.id)))
    finally:
        feed_files.stop()

    sandbox("link", {"platform": "gmb"})
    written = when.replace(microsecond=0)
    review = sandbox(
        "reviews",
        {
            "platform": "gmb",
            "rating": "FOUR",
            "reviewerName": "Jo",
            "created": written.strftime("%Y-%m-%dT%H:%M:%SZ"),
        },
    )
    assert call(raw.reviews.list(platform="gmb")).gmb[0].created == written
    call(raw.reviews.reply(ReviewReplyRequest(platform="gmb", review_id=review["id"], reply="Ta")))
    assert call(raw.reviews.get(review["id"], platform="gmb")).review_reply.reply == "Ta"
    call(raw.reviews.delete_reply(ReviewReplyDeletion(platform="gmb", review_id=review["id"])))

    sandbox("link", {"platform": "pinterest"})
    assert call(raw.user.get_pinterest_boards()).boards[0].privacy == "PUBLIC"
    place = LatLng(latitude=40.5, longitude=-74.0)
    relocated = call(raw.user.update_network_account("gbp", NetworkAccountUpdate(latlng=place)))
    assert relocated.gmb.data.latlng == place
    batch = call(raw.user.get_batch())
    assert batch.last_updated < batch.url_available < batch.url_expires
    assert call(raw.user.get_lookups()).status == "success"

    # Deprecated aliases (`x-alias-of`, the SDKs' legacy paths) have no client method.
    operation_ids = {
        op["operationId"]
        for item in spec["paths"].values()
        for op in item.values()
        if "x-alias-of" not in op
    }
    assert set(calls) == operation_ids

    seen: set[str] = set()
    responses = [*calls.values(), social_history, network_history, scheduled_history]
    for response in [*responses, instagram_analytics]:
        parsed = response.parse()
        if isinstance(parsed, str):  # a text document (the linking page), not JSON
            assert parsed == response.http_response.text
            continue
        server_json = response.http_response.json()
        # The attrs models write back what they read (a list answer, analytics_links, item by
        # item); json round trip: to_dict() keeps tuples and other non-JSON containers out.
        client_json = json.loads(
            json.dumps(
                [item.to_dict() for item in parsed]
                if isinstance(parsed, list)
                else parsed.to_dict()
            )
        )
        assert client_json == server_json, response.operation.name
        _keys_with_values(server_json, seen)
    for text in re.findall(r'"(?:created|scheduleDate|timeCreated|expiresAt)":"([^"]*)"',
                           "".join(r.http_response.text for r in calls.values())):  # fmt: skip
        assert SPEC_FORM.fullmatch(text)
    missing = format_bearing_properties(spec, "response") - seen
    assert not missing, f"format-bearing properties never received: {sorted(missing)}"

    sent: set[str] = set()
    json_requests = [r for r in wire if r.headers.get("content-type") == "application/json"]
    assert all(r.content for r in json_requests)  # no JSON content type without a body
    bodies = [json.loads(r.content) for r in json_requests]
    for body in bodies:
        _keys_with_values(body, sent)
    missing = format_bearing_properties(spec, "request") - sent
    assert not missing, f"format-bearing properties never sent: {sorted(missing)}"
    assert SPEC_FORM.fullmatch(next(b["scheduleDate"] for b in bodies if "scheduleDate" in b))
