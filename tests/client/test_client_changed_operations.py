"""The operations whose spec changed since 894cd97, driven end to end through the typed
client (and the typed sandbox client for state) against a real reference server: typed
values in, typed values out.

- list_ad_interests by `search` (the deprecated `q` answers the same; `search` wins);
  list_ad_regions and list_ad_cities unfiltered, by `search`, `limit`, `countryCode` and
  `regionId`, each place with `key` (= `id`) and the answer's `count`;
  list_ad_dsa_recommendations with `accountId`;
- create_link_session naming the profile by the Profile-Key header with `expiresIn`
  minutes, and the linking page it opens until then (open_linking_page); its typed
  refusals (162 when the body's older profileKey disagrees, 108 with neither, 104);
- open_linking_page over the token's profile's rate limit: a typed `RateLimitError` whose
  code is the one its 429 lists;
- check_post_weight, the deprecated alias the client has no method for, answers what
  validate_post_length answers (sent with the client's own httpx client, read with its model);
- remove_youtube_watermark after set_youtube_watermark, idempotent, and its 250;
- verify_media_exists answering `statusCode` (and `httpStatus`, the same) and `contentType`;
- validate_json taking the page's `text/plain` body (a `str`) as well as `{"json": text}`, and
  answering a valid text with the page's message;
- update_network_account: phoneNumbers past `x-update-limits` (read from the spec) is the
  typed error of code 615, and accepted again once the window has passed;
- set_rate_limit's `suspend_after`: the profile suspended after that many 429 answers is the
  typed `PermissionDeniedError` of code 182 (`x-rate-limit.suspension`).
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from social_publishing_client import (
    AuthenticationError,
    BadRequestError,
    ErrorCode,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    SocialPublishing,
)
from social_publishing_client.models import (
    AdCities,
    AdCity,
    AdDsaRecommendations,
    AdInterests,
    AdRegion,
    AdRegions,
    JsonValidation,
    JsonValidationRequest,
    LinkSessionCreated,
    LinkSessionRequest,
    MediaUploadForm,
    MediaUrlCheck,
    MediaUrlExistence,
    NetworkAccountUpdate,
    NetworkAccountUpdated,
    PhoneNumbers,
    PostLengthRequest,
    PostLengthValidation,
    ProfileCreation,
    ProfileDeletion,
    WatermarkRemoved,
    WatermarkResult,
    WatermarkSettings,
)
from social_publishing_client.types import UNSET, File, Unset
from social_publishing_sandbox import SandboxControl
from social_publishing_sandbox.models import (
    ClockChange,
    ClockFreeze,
    ClockState,
    NetworkLink,
    RateLimitChange,
    RateLimitSetting,
)

from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY

SPEC = ServiceSpec.load()
PIXEL_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)
NOON = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


@pytest.fixture
def control(server: ReferenceServer) -> Iterator[SandboxControl]:
    """The typed sandbox client; afterwards the server's clock is the real time again."""
    with SandboxControl(API_KEY, base_url=server.base_url) as sandbox:
        yield sandbox
        sandbox.clock.set(ClockChange(set=datetime.now(UTC).replace(microsecond=0)))
        sandbox.clock.freeze(ClockFreeze(frozen=False))


@pytest.fixture
def profile_key(client: SocialPublishing) -> Iterator[str]:
    """A fresh User Profile's key; the profile is deleted afterwards."""
    created = client.profiles.create(ProfileCreation(title=f"Changed ops {id(client)}"))
    yield created.profile_key
    client.profiles.delete(ProfileDeletion(ref_id=created.ref_id))


def test_ad_interests_by_search_and_the_deprecated_q(
    client: SocialPublishing, control: SandboxControl
) -> None:
    control.accounts.link_network(NetworkLink(platform="facebook"))
    found = client.ads.list_interests(search="BAK")
    assert isinstance(found, AdInterests) and found.interests, found
    assert all("bak" in interest.name.lower() for interest in found.interests)
    assert all(isinstance(interest.id, int) for interest in found.interests)
    assert client.ads.list_interests(q="BAK") == found  # the deprecated alias
    assert client.ads.list_interests(search="BAK", q="zzz-no-such-interest") == found
    with pytest.raises(BadRequestError) as missing:
        client.ads.list_interests()
    assert missing.value.code == ErrorCode.DEPENDENT_PARAMETER_MISSING


def _same_key(places: list[AdRegion] | list[AdCity]) -> None:
    assert places and all(place.key == place.id for place in places)


def test_ad_regions_without_a_filter_by_search_and_by_country(
    client: SocialPublishing, control: SandboxControl
) -> None:
    control.accounts.link_network(NetworkLink(platform="facebook"))
    every = client.ads.list_regions()
    assert isinstance(every, AdRegions) and every.count == len(every.regions)
    _same_key(every.regions)
    assert len({region.country_code for region in every.regions}) > 1  # every country's
    found = client.ads.list_regions(search="AL")
    assert found.count == len(found.regions) > 0
    assert [r for r in every.regions if "al" in r.name.lower()] == found.regions
    country = every.regions[0].country_code
    of_country = client.ads.list_regions(country_code=country)
    assert of_country.regions == [r for r in every.regions if r.country_code == country]
    both = client.ads.list_regions(search="al", country_code=country)
    assert both.regions == [r for r in found.regions if r.country_code == country]
    nowhere = client.ads.list_regions(country_code="ZZ")
    assert (nowhere.regions, nowhere.count) == ([], 0)


def test_ad_cities_by_search_limit_and_region(
    client: SocialPublishing, control: SandboxControl
) -> None:
    control.accounts.link_network(NetworkLink(platform="facebook"))
    every = client.ads.list_cities(limit=1000)
    assert isinstance(every, AdCities) and every.count == len(every.cities)
    _same_key(every.cities)
    names = [city.name for city in every.cities]
    assert names == sorted(names) and len(names) > 2  # by name
    first_two = client.ads.list_cities(limit=2)
    assert first_two.cities == every.cities[:2] and first_two.count == 2
    term = every.cities[-1].name[1:4].upper()
    found = client.ads.list_cities(search=term, limit=1000)
    assert found.cities == [c for c in every.cities if term.lower() in c.name.lower()]
    regions = client.ads.list_regions()
    region = next(r for r in regions.regions if any(c.region_id == r.key for c in every.cities))
    in_region = client.ads.list_cities(region_id=region.key, country_code=region.country_code)
    assert in_region.cities and all(c.region_id == region.key for c in in_region.cities)
    assert in_region.cities == [c for c in every.cities if c.region_id == region.key][:25]


def test_dsa_recommendations_take_an_account_id(
    client: SocialPublishing, control: SandboxControl
) -> None:
    control.accounts.link_network(NetworkLink(platform="facebook", display_name="Rye & Co"))
    named = client.ads.list_dsa_recommendations(account_id="act_1234567890")
    assert isinstance(named, AdDsaRecommendations)
    assert named.recommendations == ["Rye & Co"]
    assert client.ads.list_dsa_recommendations() == named


def _token(session: LinkSessionCreated) -> str:
    (token,) = parse_qs(urlsplit(session.url).query)["jwt"]
    return token


def test_link_session_by_the_profile_key_header_lives_expires_in_minutes(
    client: SocialPublishing, control: SandboxControl, profile_key: str
) -> None:
    control.clock.set(ClockChange(set=NOON))
    session = client.profiles.create_link_session(
        LinkSessionRequest(expires_in=60), profile_key=profile_key
    )
    assert isinstance(session, LinkSessionCreated) and session.status == "success"
    assert session.title.startswith("Changed ops") and session.email_sent is False
    assert isinstance(session.expires_at, datetime)
    assert session.expires_at == NOON + timedelta(minutes=60)
    page = client.profiles.open_linking_page(jwt=_token(session))
    assert isinstance(page, str) and session.title in page
    control.clock.set(ClockChange(set=session.expires_at - timedelta(seconds=1)))
    assert session.title in client.profiles.open_linking_page(jwt=_token(session))
    control.clock.set(ClockChange(set=session.expires_at))  # expired from `expiresAt` on
    with pytest.raises(AuthenticationError) as expired:
        client.profiles.open_linking_page(jwt=_token(session))
    assert expired.value.code == ErrorCode.LINK_SESSION_EXPIRED


def test_link_session_refusals_are_typed(client: SocialPublishing, profile_key: str) -> None:
    """The header is canonical: the body's older profileKey must name the same profile (162),
    one of them must be sent (108), and an unknown header is the API's 104 (ProfileForbidden)."""
    with pytest.raises(NotFoundError) as other:
        client.profiles.create_link_session(
            LinkSessionRequest(profile_key="PK-NO-SUCH-PROFILE"), profile_key=profile_key
        )
    assert other.value.code == ErrorCode.PROFILE_NOT_FOUND
    with pytest.raises(BadRequestError) as neither:
        client.profiles.create_link_session(LinkSessionRequest(expires_in=5))
    assert neither.value.code == ErrorCode.DEPENDENT_PARAMETER_MISSING
    with pytest.raises(PermissionDeniedError) as unknown:
        client.profiles.create_link_session(LinkSessionRequest(), profile_key="PK-NO-SUCH")
    assert unknown.value.code == ErrorCode.UNKNOWN_PROFILE_KEY
    by_body = client.profiles.create_link_session(LinkSessionRequest(profile_key=profile_key))
    assert by_body.title.startswith("Changed ops")  # the older form still names it


def test_linking_page_over_the_profiles_rate_limit_is_a_typed_rate_limit_error(
    server: ReferenceServer, control: SandboxControl, profile_key: str
) -> None:
    declared = SPEC.operation(OperationId.OPEN_LINKING_PAGE).response(429)
    assert declared is not None and declared.error_codes is not None
    with SocialPublishing(API_KEY, base_url=server.base_url, max_retries=0) as client:
        session = client.profiles.create_link_session(LinkSessionRequest(), profile_key=profile_key)
        control.clock.set_rate_limit(RateLimitChange(max=1), profile_key=profile_key)
        try:
            assert session.title in client.profiles.open_linking_page(jwt=_token(session))
            with pytest.raises(RateLimitError) as limited:
                client.profiles.open_linking_page(jwt=_token(session))
        finally:
            control.clock.set_rate_limit(RateLimitChange(max=None), profile_key=profile_key)
    assert limited.value.code == ErrorCode.RATE_LIMITED
    assert [limited.value.code] == list(declared.error_codes)
    assert limited.value.rate_limit is not None and limited.value.rate_limit.exhausted


def test_check_post_weight_answers_as_validate_post_length(client: SocialPublishing) -> None:
    alias = SPEC.operation(OperationId.CHECK_POST_WEIGHT)
    assert alias.deprecated and alias.alias_of == "validate_post_length"
    body = PostLengthRequest(post="\U0001f369" * 3, platforms=["bluesky", "twitter"])
    canonical = client.validate.post_length(body)
    assert isinstance(canonical, PostLengthValidation) and canonical.length == 3
    assert [(r.platform, r.length, r.valid) for r in canonical.results] == [
        ("bluesky", 3, True),
        ("twitter", 3, True),
    ]
    # The client leaves aliases out (the twin is the method): send it with its httpx client.
    response = client.http_client.request(
        alias.method.upper(),
        client.base_url + alias.path,
        json=body.to_dict(),
        headers={"Authorization": f"Bearer {API_KEY}"},
    )
    assert response.status_code == 200, response.text
    assert PostLengthValidation.from_dict(response.json()) == canonical


def test_youtube_watermark_is_removed_after_it_is_set(
    client: SocialPublishing, control: SandboxControl
) -> None:
    control.accounts.link_network(NetworkLink(platform="youtube", can_manage=False))
    with pytest.raises(PermissionDeniedError) as refused:
        client.youtube.remove_watermark()
    assert refused.value.code == ErrorCode.WATERMARK_NOT_PERMITTED
    control.accounts.link_network(NetworkLink(platform="youtube", can_manage=True))
    image = client.media.upload(MediaUploadForm(file=File.from_bytes(PIXEL_PNG, "mark.png")))
    settings = WatermarkSettings(
        media_urls=[image.url], timing_type="offsetFromEnd", offset_ms=2000, duration_ms=5000
    )
    set_ = client.youtube.set_watermark(settings)
    assert isinstance(set_, WatermarkResult) and set_.timing_type == "offsetFromEnd"
    removed = client.youtube.remove_watermark()
    assert isinstance(removed, WatermarkRemoved) and removed.status == "success"
    assert removed.message
    assert client.youtube.remove_watermark() == removed  # idempotent


def test_verify_media_exists_answers_the_status_code(
    server: ReferenceServer, client: SocialPublishing
) -> None:
    image = client.media.upload(MediaUploadForm(file=File.from_bytes(PIXEL_PNG, "seen.png")))
    seen = client.media.verify_exists(MediaUrlCheck(media_url=image.url))
    assert isinstance(seen, MediaUrlExistence)
    assert (seen.media_url, seen.exists, seen.status_code) == (image.url, True, 200)
    assert seen.http_status == seen.status_code and seen.content_type == "image/png"
    missing_url = f"{server.base_url}/no-such-media-{id(seen)}.png"
    missing = client.media.verify_exists(MediaUrlCheck(media_url=missing_url))
    assert missing.exists is False and isinstance(missing.status_code, int)
    assert missing.status_code >= 400 and missing.http_status == missing.status_code
    assert isinstance(missing.content_type, Unset)  # a file's type, not an error page's
    silent = client.media.verify_exists(MediaUrlCheck(media_url="http://127.0.0.1:1/x.png"))
    assert silent.exists is False
    assert silent.status_code is UNSET and silent.http_status is UNSET  # no answer came


def test_phone_updates_past_the_specs_limit_are_the_typed_615(
    client: SocialPublishing, control: SandboxControl
) -> None:
    operation = SPEC.operation(OperationId.UPDATE_NETWORK_ACCOUNT)
    limit = operation.raw["x-update-limits"]["phoneNumbers"]
    most, window = int(limit["maxUpdates"]), int(limit["windowSeconds"])
    refusal = operation.response(400)
    assert refusal is not None and refusal.error_codes is not None
    assert ErrorCode.NETWORK_UPDATE_LIMIT in refusal.error_codes
    control.accounts.link_network(NetworkLink(platform="gmb"))
    control.clock.set(ClockChange(set=NOON))

    def update(number: int) -> NetworkAccountUpdated:
        phones = PhoneNumbers(primary_phone=f"212-555-{number:04d}")
        return client.user.update_network_account("gbp", NetworkAccountUpdate(phone_numbers=phones))

    for number in range(most):
        updated = update(number)
        assert isinstance(updated, NetworkAccountUpdated) and updated.gmb.status == "success"
        assert isinstance(updated.gmb.data.phone_numbers, PhoneNumbers)
        assert updated.gmb.data.phone_numbers.primary_phone == f"212-555-{number:04d}"
    with pytest.raises(BadRequestError) as refused:
        update(most)
    assert refused.value.code == ErrorCode.NETWORK_UPDATE_LIMIT
    assert refused.value.status == SPEC.facts.catalogue[ErrorCode.NETWORK_UPDATE_LIMIT].status
    control.clock.set(ClockChange(set=NOON + timedelta(seconds=window - 1)))
    with pytest.raises(BadRequestError):
        update(most)  # the first update still counts until exactly `window` after it
    control.clock.set(ClockChange(set=NOON + timedelta(seconds=window + 1)))
    assert update(most).gmb.status == "success"


def test_validate_json_takes_the_page_text_body(
    client: SocialPublishing, wire: list[httpx.Request]
) -> None:
    """A `str` body is sent as the page's `text/plain` body (the text itself); a
    `JsonValidationRequest` as `{"json": text}`; both are judged alike."""
    valid_message = SPEC.operation(OperationId.VALIDATE_JSON).raw["x-validate"]["validMessage"]
    text = '{"post": "Grüße 🍩", "platforms": ["twitter"]}'
    seen = client.validate.json(text)
    assert isinstance(seen, JsonValidation)
    assert (seen.valid, seen.message) == (True, valid_message)
    sent = wire[-1]
    assert sent.headers["content-type"] == "text/plain" and sent.content == text.encode()
    assert client.validate.json(JsonValidationRequest(json=text)) == seen
    assert wire[-1].headers["content-type"] == "application/json"
    assert json.loads(wire[-1].content) == {"json": text}
    broken = client.validate.json('{"a": 1,}')
    assert (broken.valid, broken.line, broken.column) == (False, 1, 9)


def test_a_frozen_clock_is_typed_and_stays_where_it_is_set(control: SandboxControl) -> None:
    """freeze_clock through the typed sandbox client: `ClockState.frozen` in, a set keeps it."""
    frozen = control.clock.freeze(ClockFreeze(frozen=True))
    assert isinstance(frozen, ClockState) and frozen.frozen is True
    assert control.clock.set(ClockChange(set=NOON)) == ClockState(now=NOON, frozen=True)
    assert control.clock.get_control_status().now == NOON
    running = control.clock.freeze(ClockFreeze(frozen=False))
    assert running.frozen is False and running.now >= NOON


def test_a_rate_limit_for_the_calling_address_only_is_typed(
    server: ReferenceServer, control: SandboxControl, profile_key: str
) -> None:
    """set_rate_limit with `calling_address_only`: the typed setting names the address, and
    the profile's requests from it are the typed `RateLimitError`."""
    with SocialPublishing(API_KEY, base_url=server.base_url, max_retries=0) as client:
        setting = control.clock.set_rate_limit(
            RateLimitChange(max=0, calling_address_only=True), profile_key=profile_key
        )
        try:
            assert isinstance(setting, RateLimitSetting) and setting.max == 0
            assert setting.address == "127.0.0.1"
            with pytest.raises(RateLimitError) as limited:
                client.profiles.create_link_session(LinkSessionRequest(), profile_key=profile_key)
        finally:
            control.clock.set_rate_limit(
                RateLimitChange(max=None, calling_address_only=True), profile_key=profile_key
            )
        assert limited.value.code == ErrorCode.RATE_LIMITED
        client.profiles.create_link_session(LinkSessionRequest(), profile_key=profile_key)


def test_a_suspension_count_for_the_profile_is_typed(
    server: ReferenceServer, control: SandboxControl, profile_key: str
) -> None:
    """set_rate_limit with `suspend_after`: the typed setting gives the count; the profile's
    first 429 is the typed `RateLimitError`, its next request the typed
    `PermissionDeniedError` of code 182; `None` gives the spec's count back and lifts it."""
    suspension = SPEC.facts.rate_limit.suspension
    assert suspension is not None
    with SocialPublishing(API_KEY, base_url=server.base_url, max_retries=0) as client:
        setting = control.clock.set_rate_limit(
            RateLimitChange(max=0, suspend_after=1), profile_key=profile_key
        )
        assert isinstance(setting, RateLimitSetting)
        assert (setting.max, setting.suspend_after) == (0, 1)
        with pytest.raises(RateLimitError) as limited:
            client.media.list(profile_key=profile_key)
        assert limited.value.code == ErrorCode.RATE_LIMITED
        with pytest.raises(PermissionDeniedError) as suspended:
            client.media.list(profile_key=profile_key)
        assert suspended.value.code == ErrorCode.PROFILE_SUSPENDED
        restored = control.clock.set_rate_limit(
            RateLimitChange(max=None, suspend_after=None), profile_key=profile_key
        )
        assert restored.suspend_after == suspension.after
        client.media.list(profile_key=profile_key)
