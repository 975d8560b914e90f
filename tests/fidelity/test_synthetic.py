"""The corpus's synthetic uploads are the files their specs name: exact sizes, readable
pictures of the pixels asked, the durations asked; bad specs are refused at load."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from reference_server.media.mp4_facts import mp4_file_facts
from tests.fidelity.synthetic import build, check, with_files


def test_png_of_an_exact_size_stays_a_png() -> None:
    content = build({"kind": "png", "bytes": 1_048_577, "width": 320, "height": 200})
    assert len(content) == 1_048_577
    with Image.open(io.BytesIO(content)) as picture:
        assert picture.size == (320, 200)
        picture.load()  # the padding chunk does not break decoding


def test_mp4_carries_its_duration_dimensions_and_size(tmp_path: Path) -> None:
    path = tmp_path / "video.mp4"
    path.write_bytes(build({"kind": "mp4", "seconds": 42, "width": 310, "height": 100}))
    facts = mp4_file_facts(path)
    assert facts is not None
    assert (facts.seconds, facts.picture) == (42, (310, 100))
    path.write_bytes(build({"kind": "mp4", "bytes": 200_000, "width": 100, "height": 250}))
    assert path.stat().st_size == 200_000
    facts = mp4_file_facts(path)
    assert facts is not None
    assert (facts.seconds, facts.picture) == (10, (100, 250))


def test_with_files_sets_data_uris() -> None:
    body = with_files({"fileName": "a.png"}, {"file": {"kind": "png", "width": 8, "height": 8}})
    assert body["fileName"] == "a.png"
    assert body["file"].startswith("data:image/png;base64,")


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ({"kind": "gif"}, "kind"),
        ({"kind": "png", "bytes": 0}, "bytes"),
        ({"kind": "png", "seconds": 3}, "seconds"),
        ({"kind": "mp4", "colour": "red"}, "unknown"),
        ("png", "mapping"),
    ],
)
def test_bad_specs_are_named(spec: object, problem: str) -> None:
    assert problem in check(spec)


def test_too_small_a_size_is_refused() -> None:
    with pytest.raises(ValueError, match="too small"):
        build({"kind": "mp4", "bytes": 100})
