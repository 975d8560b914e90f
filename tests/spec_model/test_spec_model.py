"""The spec library: YAML 1.2 loading, operations, routing, facts checked at load, codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spec_model import (
    HTTP_METHODS,
    Match,
    ServiceSpec,
    SpecLoadError,
    error_codes_of,
    load_document,
    load_yaml,
)
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.spec_model.edits import Edit, at, drop, load_edited, put

DOCUMENT = load_document()
MEDIA = ("paths", "/media", "get")
UNPROVOKABLE = ("x-error-catalogue", "112", "unprovokable")


def test_yaml_1_2_scalars() -> None:
    loaded = load_yaml("day: 2026-03-31\nflag: yes\nother: on\nreal: true\n")
    assert loaded == {"day": "2026-03-31", "flag": "yes", "other": "on", "real": True}


def test_every_operation_of_the_document_is_read() -> None:
    spec = ServiceSpec.load()
    expected = {
        op["operationId"]
        for section in ("paths", "webhooks")
        for item in DOCUMENT[section].values()
        for method, op in item.items()
        if method in HTTP_METHODS
    }
    assert set(spec.by_id) == expected
    assert {op.section for op in spec.webhooks} == {"webhooks"}
    create = spec.operation(OperationId.CREATE_POST)
    assert create.label == "POST /post"
    assert create.body_required and "application/json" in create.body_validators
    assert create.response(200) is not None
    refused = create.response(400)
    assert refused is not None and refused.error_codes
    with pytest.raises(KeyError, match="no_such_operation"):
        spec.operation("no_such_operation")  # type: ignore[arg-type]


def test_router_prefers_concrete_paths_and_reports_allowed_methods() -> None:
    router = ServiceSpec.load().router
    concrete = router.match_path("POST", "/post/youTubeWatermark")
    assert concrete.match is Match.FULL and concrete.target is not None
    assert concrete.target.operation_id == "set_youtube_watermark"
    templated = router.match_path("GET", "/post/Ab12%2FCd?x=1")
    assert templated.target is not None and templated.target.operation_id == "get_post"
    assert templated.path_params == {"id": "Ab12/Cd"}
    partial = router.match_path("GET", "/post")
    assert partial.match is Match.PARTIAL
    assert set(partial.allowed) == {"POST", "DELETE", "PATCH", "PUT"}
    alias = router.match_path("PUT", "/post")  # the SDKs' form of update_post
    assert alias.target is not None and alias.target.canonical_id == "update_post"
    assert router.match_path("GET", "/nowhere").match is Match.NONE
    assert router.match_path("GET", "/post/").match is Match.NONE  # empty id is no id


def test_facts_are_typed() -> None:
    facts = ServiceSpec.load().facts
    assert facts.limits.upload_max_bytes == DOCUMENT["x-limits"]["uploadMaxBytes"]
    assert facts.compression.preference[0] in ("br", "gzip", "deflate")
    (rule,) = facts.header_requirements
    assert rule.when_targeting == "twitter" and rule.error_code in facts.catalogue
    assert all(s.error_code in facts.catalogue for s in facts.action_sunsets.values())


def test_field_codes_come_from_the_spec() -> None:
    spec = ServiceSpec.load()
    register = spec.operation(OperationId.REGISTER_WEBHOOK)
    assert register.body_field_codes("application/json", "url").invalid == ErrorCode(131)
    assert register.body_field_codes("application/json", "action").invalid == ErrorCode(130)
    assert register.body_field_codes("application/json", "secret").invalid is None
    upload = spec.operation(OperationId.UPLOAD_MEDIA)
    assert upload.body_field_codes("multipart/form-data", "file").missing == ErrorCode(120)
    history = spec.operation(OperationId.GET_WEBHOOK_HISTORY)
    action = history.parameter("action", "query")
    assert action is not None and action.error_code == ErrorCode(130)


def test_error_code_enum_matches_the_catalogue() -> None:
    catalogue = ServiceSpec.load().facts.catalogue
    assert catalogue.mismatches(ErrorCode) == []
    assert catalogue.by_name("route_not_found").code == ErrorCode.ROUTE_NOT_FOUND
    with pytest.raises(KeyError, match="no_such_name"):
        catalogue.by_name("no_such_name")


def test_aliases_and_conventions_are_read() -> None:
    spec = ServiceSpec.load()
    alias = spec.operation(OperationId.DELETE_POST_LEGACY)
    assert alias.deprecated and alias.canonical_id == "delete_post"
    assert spec.operation(OperationId.DELETE_POST).canonical_id == OperationId.DELETE_POST
    conventions = spec.facts.conventions
    assert conventions.unknown_request_fields == "ignore"
    assert "indexed" in conventions.query_arrays
    assert conventions.json_content_type.startswith("application/json")


def test_gates_are_read(tmp_path: Path) -> None:
    spec = load_edited(
        tmp_path,
        put(["MaxPack"], *MEDIA, "x-add-ons"),
        put(["facebook", "gmb"], *MEDIA, "x-networks"),
    )
    listed = spec.operation(OperationId.LIST_MEDIA)
    assert listed.add_ons == ("MaxPack",) and listed.networks == ("facebook", "gmb")
    assert spec.facts.add_ons["MaxPack"].error_code == 109
    assert spec.operation(OperationId.CREATE_POST).networks is None


def test_error_codes_of_reads_errors_and_results() -> None:
    assert error_codes_of({"status": "error", "code": 101, "message": "x"}) == [101]
    result = {"status": "error", "errors": [{"code": 156}, {"code": 153}], "postIds": []}
    assert error_codes_of(result) == [156, 153]
    assert error_codes_of({"status": "error", "posts": [result, {"errors": []}]}) == [156, 153]
    assert error_codes_of({"status": "success"}) == [] and error_codes_of([1]) == []


def test_enum_drift_is_reported(tmp_path: Path) -> None:
    def renumber(document: dict[str, Any]) -> None:
        document["x-error-catalogue"]["175"] = document["x-error-catalogue"].pop("170")
        for response in document["components"]["responses"].values():
            codes = response.get("x-error-codes")
            if codes and 170 in codes:
                codes[codes.index(170)] = 175

    spec = load_edited(tmp_path, renumber)
    assert "ROUTE_NOT_FOUND=175 missing" in spec.facts.catalogue.mismatches(ErrorCode)


def test_missing_file_and_non_openapi_file_are_clear(tmp_path: Path) -> None:
    with pytest.raises(SpecLoadError, match="cannot read the spec"):
        ServiceSpec.load(tmp_path / "absent.yaml")
    other = tmp_path / "other.yaml"
    other.write_text("just: a mapping\n", encoding="utf-8")
    with pytest.raises(SpecLoadError, match="not an OpenAPI document"):
        ServiceSpec.load(other)


def test_watermark_rules_are_read() -> None:
    rules = ServiceSpec.load().facts.watermark
    assert rules.platform in ServiceSpec.load().facts.platforms
    assert rules.ratio_ok(400, 400) and not rules.ratio_ok(1200, 800)


def test_reading_the_spec_does_not_build_the_iri_grammar() -> None:
    probe = (
        "import sys, spec_model, jsonschema; spec_model.ServiceSpec.load(); "
        "print(sys.modules.get('rfc3987_syntax') is None)"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == "True", result.stdout + result.stderr


def test_rate_limit_fact_is_typed() -> None:
    raw = DOCUMENT["x-rate-limit"]
    rate = ServiceSpec.load().facts.rate_limit
    assert rate.window_seconds == raw["windowSeconds"]
    assert (rate.max_header, rate.count_header) == (raw["headers"]["max"], raw["headers"]["count"])
    assert rate.published_max == raw["publishedMaxPerWindow"]
    assert rate.reference_server_max == raw["referenceServerMaxPerWindow"]
    assert rate.sources and rate.conflict
    assert rate.error_code == ErrorCode.RATE_LIMITED


def test_parsed_documents_are_not_shared() -> None:
    """load_yaml keeps what it parsed, but every caller gets its own copy: a change one makes
    is not seen by the next."""
    from spec_model import load_document

    first = load_document()
    first["info"]["title"] = "changed"
    first["paths"].clear()
    second = load_document()
    assert second["info"]["title"] != "changed"
    assert second["paths"]


def test_patterns_are_matched_as_ecma_262() -> None:
    """JSON Schema patterns are ECMA-262; Python's re reads `$`, `\\s` and `\\d` otherwise."""
    import re

    from spec_model.ecma_regex import ecma_search

    # `$` is the end of the text, not also before a final newline (Python).
    stamp = "2026-11-23T10:00:00Z\n"
    pattern = ServiceSpec.load().refs.lookup("/components/schemas/Timestamp")["pattern"]
    assert re.search(pattern, stamp)  # what Python's re (jsonschema's default) would accept
    errors = list(ServiceSpec.load().refs.schema_validator("Timestamp").iter_errors(stamp))
    assert [e.validator for e in errors] == ["pattern"]
    assert not list(ServiceSpec.load().refs.schema_validator("Timestamp").iter_errors(stamp[:-1]))
    # ECMA white space: U+FEFF is, U+001D is not; ECMA's \d is ASCII only.
    assert ecma_search(r"\S", "\x1d") and not re.search(r"\S", "\x1d")
    assert not ecma_search(r"\S", "\ufeff") and re.search(r"\S", "\ufeff")
    assert not ecma_search(r"^\d$", "\u0663") and re.search(r"^\d$", "\u0663")
    # A lone surrogate (not UTF-8) is matched, not a crash.
    assert ecma_search(r"^.$", "\ud800") and not ecma_search(r"^[a-z]$", "\ud800")


def test_white_space_titles_are_refused_by_every_engine() -> None:
    """The spec's "not only white space" class agrees with ECMA, Python and Unicode white space."""
    import re
    import sys

    from spec_model.ecma_regex import ecma_search

    pattern = ServiceSpec.load().refs.lookup("/components/schemas/ProfileTitle")["pattern"]
    spaces = [chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()] + ["\ufeff"]
    for space in spaces:
        assert not ecma_search(pattern, space * 2), repr(space)
        assert not re.search(pattern, space * 2), repr(space)
    for text in ("a", " x ", "\u200b", "\x1bz"):
        assert ecma_search(pattern, text) and re.search(pattern, text), repr(text)


def test_max_length_is_checked_before_the_pattern(monkeypatch: pytest.MonkeyPatch) -> None:
    """A string past its `maxLength` is refused by that keyword; the pattern never runs on it
    (a quadratic pattern takes seconds on a 24,000 character URL, on the event loop)."""
    from spec_model import ecma_regex

    ran: list[int] = []
    real = ecma_regex.ecma_search

    def counting(pattern: str, text: str) -> bool:
        ran.append(len(text))
        return real(pattern, text)

    monkeypatch.setattr(ecma_regex, "ecma_search", counting)
    validator = ecma_regex.EcmaDraft202012Validator(
        {"type": "string", "maxLength": 10, "pattern": "^a+$"}
    )
    assert [e.validator for e in validator.iter_errors("a" * 11)] == ["maxLength"]
    assert ran == []
    assert [e.validator for e in validator.iter_errors("b" * 10)] == ["pattern"]
    assert ran == [10]


def test_max_length_is_checked_before_the_format() -> None:
    """jsonschema's `uri` check (Python's re over the rfc3986 grammar) takes about 1 s and 100 MB
    on a 1 MB string; past `maxLength` it never runs."""
    from jsonschema import Draft202012Validator

    from spec_model import ecma_regex

    validator = ecma_regex.EcmaDraft202012Validator(
        {"type": "string", "maxLength": 20, "format": "uri"},
        format_checker=Draft202012Validator.FORMAT_CHECKER,
    )
    assert [e.validator for e in validator.iter_errors("https://" + "a" * 300_000 + " ")] == [
        "maxLength"
    ]
    assert [e.validator for e in validator.iter_errors("https://a b")] == ["format"]


def test_unprovokable_pairs_are_read_and_checked(tmp_path: Path) -> None:
    """A catalogue entry's `unprovokable` says why, on the operations it names (all when none)."""
    named = put([{"operations": ["register_webhook"], "reason": "made up"}], *UNPROVOKABLE)
    malformed = load_edited(tmp_path, named).facts.catalogue[ErrorCode.MALFORMED_JSON]
    assert malformed.unprovokable_on("register_webhook") == "made up"
    assert malformed.unprovokable_on("update_post") is None
    spec = load_edited(tmp_path, named, drop(*UNPROVOKABLE, 0, "operations"))
    assert spec.facts.catalogue[ErrorCode.MALFORMED_JSON].unprovokable_on("update_post")


def rename_extension(document: dict[str, Any]) -> None:
    document["x-limit"] = document.pop("x-limits")


def copy_reddit_rules_to_myspace(document: dict[str, Any]) -> None:
    networks = at(document, "x-media-rules", "networks")
    networks["myspace"] = networks["reddit"]


ALIAS = ("paths", "/delete", "delete")
WATERMARK = ("paths", "/post/youTubeWatermark", "post", "x-watermark")
MAX_PACK = "x-max-pack"
REDDIT_RULE = ("x-media-rules", "networks", "reddit", 0)
DELIVERY = "x-webhook-delivery"
STATUSES = (DELIVERY, "retryableStatuses")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (drop(*ALIAS, "deprecated"), "x-alias-of"),
        (put("no_such_operation", *ALIAS, "x-alias-of"), "x-alias-of"),
        (put("update_post_legacy", *ALIAS, "x-alias-of"), "x-alias-of"),
        (put(["Galaxy"], *MEDIA, "x-add-ons"), "x-add-ons"),
        (put(["myspace"], *MEDIA, "x-networks"), "x-networks"),
        (put([], *MEDIA, "x-networks"), "x-networks"),
        (put(["gmb", "gmb"], *MEDIA, "x-networks"), "x-networks"),
        (put(99999, "x-add-ons", "MaxPack", "errorCode"), "x-add-ons/MaxPack/errorCode"),
        (rename_extension, "'x-limits' is a required property"),
        (put(["soon"], DELIVERY, "retryDelaysSeconds"), f"#/{DELIVERY}/retryDelaysSeconds/0"),
        (put(["5xx"], *STATUSES), f"#/{DELIVERY}/retryableStatuses/0"),
        (put([99], *STATUSES), f"#/{DELIVERY}/retryableStatuses/0"),
        (put([429, 429], *STATUSES), f"#/{DELIVERY}/retryableStatuses"),
        (put("yes", DELIVERY, "retryOnNoResponse"), f"#/{DELIVERY}/retryOnNoResponse"),
        (put(-1, DELIVERY, "rotationWindowSeconds"), f"#/{DELIVERY}/rotationWindowSeconds"),
        (put("", DELIVERY, "attemptHeader"), f"#/{DELIVERY}/attemptHeader"),
        (drop(DELIVERY, "deliveryIdHeader"), "'deliveryIdHeader' is a required property"),
        (
            put([999], "components", "responses", "PostNotFound", "x-error-codes"),
            "#/components/responses/PostNotFound/x-error-codes/0: 999",
        ),
        (put(0, *WATERMARK, "aspectRatio", "width"), "x-watermark/aspectRatio/width"),
        (drop(*WATERMARK), "exactly one operation must carry x-watermark"),
        # IRI formats are refused since they are not checked
        (
            put("iri", "components", "schemas", "Timestamp", "format"),
            "#/components/schemas/Timestamp",
        ),
        (put(0, "x-rate-limit", "windowSeconds"), "#/x-rate-limit/windowSeconds"),
        (drop("x-rate-limit"), "'x-rate-limit' is a required property"),
        (
            put("X-RateLimit-Max", "x-rate-limit", "headers", "count"),
            "max and count name the same header",
        ),
        (
            put(int(ErrorCode.ROUTE_NOT_FOUND), "x-rate-limit", "errorCode"),
            r"#/x-rate-limit/errorCode: code .* not 429",
        ),
        (put(99999, "x-rate-limit", "errorCode"), "#/x-rate-limit/errorCode: 99999"),
        (
            put(
                [{"operations": ["list_media"], "reason": "list_media takes no body"}],
                *UNPROVOKABLE,
            ),
            "x-error-catalogue/112/unprovokable",
        ),
        (drop("paths", "/links", "post", "x-short-link", "redirectStatus"), "x-short-link"),
        (drop("paths", "/feed", "post", "x-feed-posting", "maxHashtags"), "x-feed-posting"),
        (
            drop("paths", "/hashtags/search", "get", "x-hashtag-search", "results"),
            "x-hashtag-search",
        ),
        (put(10, MAX_PACK, "textLimits", "maxCharacters", "myspace"), "not Platforms"),
        (put(0, MAX_PACK, "textLimits", "maxCharacters", "twitter"), "maxCharacters/twitter"),
        (put(["Free"], MAX_PACK, "moderation", "categories", "spam"), "categories/spam/0"),
        (drop(MAX_PACK, "moderation"), "moderation"),
        (put("https://m/{username}", MAX_PACK, "brand", "profileUrls", "myspace"), "brand"),
        (put("https://f/", MAX_PACK, "brand", "profileUrls", "facebook"), "profileUrls"),
        (drop(MAX_PACK, "generate", "sentiment", "negative"), "sentiment"),
        (copy_reddit_rules_to_myspace, "not Platforms"),
        (put(999, *REDDIT_RULE, "errorCode"), "does not list"),
        (put("FR", *REDDIT_RULE, "source"), "source"),
        (drop(*REDDIT_RULE, "source"), "source"),
        (put("maxGifs", *REDDIT_RULE, "rule"), "maxGifs"),
        (put(-1, *REDDIT_RULE, "max"), "max"),
        (put(999, "x-media-rules", "textLength", "errorCode"), "textLength"),
    ],
)
def test_a_bad_fact_fails_at_load_naming_it(tmp_path: Path, edit: Edit, message: str) -> None:
    with pytest.raises(SpecLoadError, match=message):
        load_edited(tmp_path, edit)
