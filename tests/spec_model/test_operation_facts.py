"""The spec library's typed readers of what rules need beyond the models: single operations'
extensions (their checks at load are in test_spec_model.py's table of bad facts), the analytics
answers' metric schemas and the social event's kinds of change."""

from __future__ import annotations

from typing import Any

from spec_model import ServiceSpec
from spec_model.analytics_schemas import account_metric_schemas, post_metric_schemas
from spec_model.social_events import social_changes

SPEC = ServiceSpec.load()


def _raw(operation_id: str, key: str) -> Any:
    return next(op.raw[key] for op in SPEC.operations if op.operation_id == operation_id)


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


def test_the_metric_schemas_are_found_per_network() -> None:
    posts = post_metric_schemas(SPEC.refs)
    accounts = account_metric_schemas(SPEC.refs)
    assert "facebook" in posts and posts["facebook"].get("properties")
    assert "facebook" in accounts and accounts["facebook"][0].get("properties")
    assert any(daily for _, daily in accounts.values())


def test_the_social_changes_are_the_examples() -> None:
    changes = social_changes(SPEC.refs)
    assert (changes.link, changes.unlink) == ("link", "unlink")
