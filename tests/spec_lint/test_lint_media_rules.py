"""The `media-rules` check: each rule of `x-media-rules` names a page and a catalogued code of
status 400, and each operation of `appliedBy` declares every rule's code in its 400 answer."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from spec_lint import Spec, load_spec
from spec_lint.media_rules import check_media_rules
from tests.spec_model.edits import Edit, drop, put

DOCUMENT = load_spec(Path(__file__).resolve().parents[2] / "openapi.yaml").document
COPY_400 = "/paths/~1post~1copy/post/responses/400"
REDDIT = ("x-media-rules", "networks", "reddit", 0)


def _checked(edit: Edit) -> list[tuple[str, str]]:
    document = copy.deepcopy(dict(DOCUMENT))
    edit(document)
    return [(p.location, p.message) for p in check_media_rules(Spec(document))]


def test_no_media_rules_no_problem() -> None:
    assert _checked(drop("x-media-rules")) == []


@pytest.mark.parametrize(
    ("edit", "location", "words"),
    [
        (
            put(999, *REDDIT, "errorCode"),
            "/x-media-rules/networks/reddit/0/errorCode",
            "999 is not a code",
        ),
        (
            put(102, *REDDIT, "errorCode"),
            "/x-media-rules/networks/reddit/0/errorCode",
            "status 400",
        ),
        (
            drop(*REDDIT, "source"),
            "/x-media-rules/networks/reddit/0/source",
            "names no page",
        ),
        (
            put("the FR note", "x-media-rules", "textLength", "source"),
            "/x-media-rules/textLength/source",
            "names no page",
        ),
        (
            lambda d: d["paths"]["/post/copy"]["post"]["responses"]["400"]["x-error-codes"].remove(
                722
            ),
            COPY_400,
            "lacks [722]",
        ),
        (
            lambda d: d["components"]["responses"]["BulkPostRefused"]["x-error-codes"].remove(720),
            "/paths/~1post~1bulk/put/responses/400",
            "lacks [720]",
        ),
        (
            lambda d: d["x-media-rules"]["appliedBy"].insert(0, "post_everywhere"),
            "/x-media-rules/appliedBy/0",
            "no operation",
        ),
    ],
)
def test_a_broken_rule_is_reported(edit: Any, location: str, words: str) -> None:
    (problem,) = _checked(edit)
    assert problem[0] == location
    assert words in problem[1]
