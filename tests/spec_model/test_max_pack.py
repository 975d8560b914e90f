"""`x-max-pack` is read typed and checked at load (shape, platforms)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from spec_model import ServiceSpec, SpecLoadError, load_document
from tests.yaml_text import dump_yaml

DOCUMENT = load_document()


def _load(tmp_path: Path, document: dict[str, Any]) -> ServiceSpec:
    path = tmp_path / "openapi.yaml"
    path.write_text(dump_yaml(document, sort_keys=False), encoding="utf-8")
    return ServiceSpec.load(path)


def test_max_pack_rules_are_read() -> None:
    rules = ServiceSpec.load().max_pack
    assert rules is not None
    raw = DOCUMENT["x-max-pack"]
    assert dict(rules.text_limits) == raw["textLimits"]["maxCharacters"]
    category, words = next(iter(raw["moderation"]["categories"].items()))
    assert rules.moderation_category(words[0].upper()) == category
    assert rules.moderation_category(words[0] + "x") is None


def test_absent_max_pack_reads_as_none(tmp_path: Path) -> None:
    document = copy.deepcopy(DOCUMENT)
    del document["x-max-pack"]
    assert _load(tmp_path, document).max_pack is None


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["textLimits"]["maxCharacters"].update(myspace=10), "not Platforms"),
        (lambda d: d["textLimits"]["maxCharacters"].update(twitter=0), "maxCharacters/twitter"),
        (lambda d: d["moderation"]["categories"].update(spam=["Free"]), "categories/spam/0"),
        (lambda d: d.pop("moderation"), "moderation"),
        (lambda d: d["brand"]["profileUrls"].update(myspace="https://m/{username}"), "brand"),
        (lambda d: d["brand"]["profileUrls"].update(facebook="https://f/"), "profileUrls"),
        (lambda d: d["generate"]["sentiment"].pop("negative"), "sentiment"),
    ],
)
def test_a_bad_max_pack_fails_at_load(tmp_path: Path, edit: Any, message: str) -> None:
    document = copy.deepcopy(DOCUMENT)
    edit(document["x-max-pack"])
    with pytest.raises(SpecLoadError, match=message):
        _load(tmp_path, document)
