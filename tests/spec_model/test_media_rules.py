"""`x-media-rules` is read typed, and its rules judge image sizes and video durations as written.
Its checks at load (shape, platforms, catalogued codes, the page of each rule) are in
test_spec_model.py's table of bad facts."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from spec_model import ServiceSpec, load_document
from spec_model.media_rules import ratio
from tests.spec_model.edits import drop, load_edited

DOCUMENT = load_document()


def test_media_rules_are_read() -> None:
    rules = ServiceSpec.load().media_rules
    assert rules is not None
    raw = DOCUMENT["x-media-rules"]
    assert len(rules.rules) == sum(len(items) for items in raw["networks"].values())
    assert {r.network for r in rules.rules} == set(raw["networks"])
    assert rules.text_error_code == raw["textLength"]["errorCode"]
    ratio = next(r for r in rules.rules if r.kind == "imageAspectRatio")
    assert ratio.min_ratio is not None and ratio.max_ratio is not None
    assert ratio.image_problem(1000, 1000) is None
    too_wide = ratio.max_ratio * 2
    assert ratio.image_problem(too_wide.numerator, too_wide.denominator)
    for accepted in ratio.also_ratios:
        assert ratio.image_problem(accepted.numerator * 100, accepted.denominator * 100) is None


def test_bounds_are_inclusive() -> None:
    rules = ServiceSpec.load().media_rules
    assert rules is not None
    kinds = {r.kind for r in rules.rules}
    assert {"imageFileSize", "videoFileSize", "videoAspectRatio"} <= kinds
    for rule in rules.rules:
        if rule.kind == "imageSize" and rule.max_width is not None:
            height = rule.min_height or 1
            assert rule.image_problem(rule.max_width, height) is None
            assert rule.image_problem(rule.max_width + 1, height) is not None
        if rule.kind == "videoDuration" and rule.min_seconds is not None:
            assert rule.video_problem(rule.min_seconds) is None
            assert rule.video_problem(rule.min_seconds / 2) is not None
        if rule.kind == "imageMaxPixels" and rule.max_count is not None:
            assert rule.image_problem(rule.max_count, 1) is None
            assert rule.image_problem(rule.max_count + 1, 1) is not None
        if rule.kind in ("imageFileSize", "videoFileSize"):
            assert rule.max_bytes is not None
            video = rule.kind == "videoFileSize"
            assert rule.file_problem(video, rule.max_bytes) is None
            assert rule.file_problem(video, rule.max_bytes + 1) is not None
            assert rule.file_problem(not video, rule.max_bytes + 1) is None  # the other kind
        if rule.kind == "videoAspectRatio":
            assert rule.min_ratio is not None and rule.max_ratio is not None
            high, low = rule.max_ratio, rule.min_ratio
            assert rule.video_size_problem(high.numerator, high.denominator) is None
            assert rule.video_size_problem(low.numerator, low.denominator) is None
            assert rule.video_size_problem(high.numerator + 1, high.denominator) is not None
            assert rule.video_size_problem(low.numerator, low.denominator + 1) is not None
            assert rule.image_problem(high.numerator * 9, high.denominator) is None  # images not


def test_ratios_are_exact() -> None:
    assert ratio("1.91:1") == Fraction(191, 100)
    assert ratio("4:5") == Fraction(4, 5)


def test_absent_media_rules_read_as_none(tmp_path: Path) -> None:
    assert load_edited(tmp_path, drop("x-media-rules")).media_rules is None
