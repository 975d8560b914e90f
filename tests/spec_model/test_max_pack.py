"""`x-max-pack` is read typed (absent: None); its checks at load are in test_spec_model.py's
table of bad facts."""

from __future__ import annotations

from pathlib import Path

from spec_model import ServiceSpec, load_document
from tests.spec_model.edits import drop, load_edited


def test_max_pack_rules_are_read() -> None:
    rules = ServiceSpec.load().max_pack
    assert rules is not None
    raw = load_document()["x-max-pack"]
    assert dict(rules.text_limits) == raw["textLimits"]["maxCharacters"]
    category, words = next(iter(raw["moderation"]["categories"].items()))
    assert rules.moderation_category(words[0].upper()) == category
    assert rules.moderation_category(words[0] + "x") is None


def test_absent_max_pack_reads_as_none(tmp_path: Path) -> None:
    assert load_edited(tmp_path, drop("x-max-pack")).max_pack is None
