"""Faults the rules of `contract_tests/test_rules_post_history.py` must catch."""

from __future__ import annotations

from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import answer_rewritten, filter_ignored


@fault("post_history_filters", "post history filter")
@filter_ignored(lambda request: request.path == "/history", "type")
def post_history_type_ignored() -> None:
    """The `type` filter of the post history is ignored."""


@fault("post_history_filters", "`startDate` and `endDate` keep the posts between them")
@filter_ignored(lambda request: request.path == "/history", "startDate", "endDate")
def post_history_window_ignored() -> None:
    """`startDate` and `endDate` of the post history are ignored."""


@fault("post_history_filters", "post history is newest first")
@answer_rewritten(
    lambda request: request.method == "GET" and request.path == "/history",
    lambda body: {**body, "history": list(reversed(body.get("history") or []))},
)
def post_history_oldest_first() -> None:
    """The post history lists the profile's posts oldest first."""
