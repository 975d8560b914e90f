"""The spec library's typed readers of what rules need beyond the models: single operations'
extensions (checked at load), the analytics answers' metric schemas and the social event's
kinds of change."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from spec_model import ServiceSpec, SpecLoadError, load_document
from spec_model.analytics_schemas import account_metric_schemas, post_metric_schemas
from spec_model.social_events import social_changes

DOCUMENT = load_document()
SPEC = ServiceSpec.load()


def _raw(operation_id: str, key: str) -> Any:
    return next(op.raw[key] for op in SPEC.operations if op.operation_id == operation_id)


def _spec_with(tmp_path: Path, document: dict[str, Any]) -> Path:
    path = tmp_path / "openapi.yaml"
    path.write_text(yaml.safe_dump(document, sort_keys=False), encoding="utf-8")
    return path


def test_the_operation_facts_are_those_of_the_extensions() -> None:
    facts = SPEC.operation_facts
    short = facts.short_link
    assert short is not None
    raw = _raw("create_link", "x-short-link")
    assert "/".join(("", *short.prefix, "{id}")) == raw["path"]
    assert short.redirect_status == raw["redirectStatus"]
    assert ("utmSource", "utm_source") in short.utm_fields
    feed = facts.feed_posting
    assert feed is not None
    raw = _raw("add_feed", "x-feed-posting")
    assert (feed.max_hashtags, feed.networks) == (raw["maxHashtags"], tuple(raw["networks"]))
    search = facts.hashtag_search
    assert search is not None
    raw = _raw("search_hashtag", "x-hashtag-search")
    assert (search.results, search.words) == (raw["results"], tuple(raw["words"]))


@pytest.mark.parametrize(
    ("path", "method", "key", "drop"),
    [
        ("/links", "post", "x-short-link", "redirectStatus"),
        ("/feed", "post", "x-feed-posting", "maxHashtags"),
        ("/hashtags/search", "get", "x-hashtag-search", "results"),
    ],
)
def test_a_malformed_extension_fails_at_load(
    tmp_path: Path, path: str, method: str, key: str, drop: str
) -> None:
    document = copy.deepcopy(DOCUMENT)
    del document["paths"][path][method][key][drop]
    with pytest.raises(SpecLoadError, match=key):
        ServiceSpec.load(_spec_with(tmp_path, document))


def test_the_metric_schemas_are_found_per_network() -> None:
    posts = post_metric_schemas(SPEC.refs)
    accounts = account_metric_schemas(SPEC.refs)
    assert "facebook" in posts and posts["facebook"].get("properties")
    assert "facebook" in accounts and accounts["facebook"][0].get("properties")
    assert any(daily for _, daily in accounts.values())


def test_the_social_changes_are_the_examples() -> None:
    changes = social_changes(SPEC.refs)
    assert (changes.link, changes.unlink) == ("link", "unlink")
