"""The one MP4/QuickTime box reader (`reference_server.media.mp4_facts`): what it reads of a
movie with and without a video track, through a file handle, within its box budget."""

from __future__ import annotations

import io
import struct
from pathlib import Path

from contract_tests.samples import mp4_lasting
from reference_server.media.mp4_facts import (
    MAX_BOXES,
    Mp4Facts,
    VideoTrack,
    mp4_file_facts,
    read_mp4,
    video_facts,
)


def _box(kind: bytes, payload: bytes) -> bytes:
    return struct.pack(">I4s", 8 + len(payload), kind) + payload


def _without_picture(movie: bytes) -> bytes:
    """The movie with its one track made a sound track (handler `soun`, size 0 x 0)."""
    hdlr = movie.index(b"hdlr") + 4 + 8
    movie = movie[:hdlr] + b"soun" + movie[hdlr + 4 :]
    size = movie.index(b"tkhd") + 4 + 76
    return movie[:size] + bytes(8) + movie[size + 8 :]


def test_a_video_gives_its_duration_picture_and_codec() -> None:
    facts = read_mp4(io.BytesIO(mp4_lasting(12.5, 320, 240)))
    assert facts == Mp4Facts(12.5, (320, 240), VideoTrack("h264", 320, 240))
    meta = video_facts(io.BytesIO(mp4_lasting(12.5, 320, 240)))
    assert meta is not None
    assert (meta.codec, meta.duration, meta.width, meta.height) == ("h264", 12.5, 320, 240)


def test_a_movie_without_a_picture_still_has_its_duration() -> None:
    movie = _without_picture(mp4_lasting(7))
    assert read_mp4(io.BytesIO(movie)) == Mp4Facts(7.0, None, None)
    assert video_facts(io.BytesIO(movie)) is None


def test_a_large_file_is_read_by_seeking_past_its_media(tmp_path: Path) -> None:
    """A 64-bit `mdat` of 3 GiB (a sparse file) before the movie box is skipped, not read."""
    movie = mp4_lasting(30, 1080, 1920)
    ftyp_end = struct.unpack(">I", movie[:4])[0]
    mdat = 3 << 30
    path = tmp_path / "large.mp4"
    with path.open("wb") as handle:
        handle.write(movie[:ftyp_end] + struct.pack(">I4sQ", 1, b"mdat", mdat))
        handle.seek(ftyp_end + mdat)
        handle.write(movie[ftyp_end:])
    facts = mp4_file_facts(path)
    assert facts is not None
    assert (facts.seconds, facts.picture) == (30.0, (1080, 1920))


def test_the_box_budget_bounds_the_search() -> None:
    movie = mp4_lasting(5)
    padding = _box(b"free", b"") * MAX_BOXES
    assert read_mp4(io.BytesIO(padding + movie)) is None
    facts = read_mp4(io.BytesIO(_box(b"free", b"") * (MAX_BOXES - 5) + movie))
    assert facts is not None and facts.seconds == 5.0


def test_other_files_give_nothing(tmp_path: Path) -> None:
    for data in (b"", b"moov" * 64, b"\x00\x00\x00\x18ftypmp42 not really a video" * 100):
        assert video_facts(io.BytesIO(data)) is None
        assert read_mp4(io.BytesIO(data)) in (None, Mp4Facts(None, None, None))
    assert mp4_file_facts(tmp_path / "missing.mp4") is None
