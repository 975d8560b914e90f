"""The list of what the service's documentation did not settle and how the spec decided
(`decisions.yaml`): complete entries, and `problems()` names an anchor that no longer says its
phrases and a second form the spec keeps (`x-alias-of`, a deprecated parameter) that no decision
names. That the committed list has no problem is test_docs_tables.py's: its table refuses to
render while `problems()` names one."""

from __future__ import annotations

import dataclasses

from spec_model import ServiceSpec

from .decisions import Anchor, Decision, load, problems, table

SPEC = ServiceSpec.load()


def test_decisions_are_complete_entries() -> None:
    decisions = load()
    assert len(decisions) >= 20
    for decision in decisions:
        assert decision.question.endswith("?"), decision.id
        assert decision.sources and decision.decision and decision.anchors, decision.id
        assert all(anchor.says for anchor in decision.anchors), decision.id


def test_a_phrase_the_spec_no_longer_says_is_reported() -> None:
    decisions = load()
    first = decisions[0]
    changed = dataclasses.replace(
        first, anchors=(Anchor(first.anchors[0].at, ("a phrase no spec holds",)),)
    )
    found = problems(SPEC, [changed, *decisions[1:]])
    assert found == [
        f"{first.id}: the spec at {first.anchors[0].at} no longer says ['a phrase no spec holds']"
    ]
    gone = dataclasses.replace(first, anchors=(Anchor("no_such_operation", ("x",)),))
    assert f"{first.id}: no_such_operation is not in the spec" in problems(
        SPEC, [gone, *decisions[1:]]
    )


def test_a_kept_second_form_without_a_decision_is_reported() -> None:
    without_profiles = [d for d in load() if d.id != "sdk-profile-paths"]
    found = problems(SPEC, without_profiles)
    assert any(p.startswith("create_profile_sdk keeps a second form") for p in found), found
    without_interests = [d for d in load() if d.id != "ad-interests-search"]
    found = problems(SPEC, without_interests)
    assert any(p.startswith("list_ad_interests keeps a second form") for p in found), found


def test_table_has_one_row_per_decision() -> None:
    decisions: list[Decision] = load()
    rows = table(decisions).splitlines()[2:]
    assert len(rows) == len(decisions)
    assert all(f"`{d.anchors[0].at}`" in row for d, row in zip(decisions, rows, strict=True))
