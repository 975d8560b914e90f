"""The stand-in media (`reference_server/media/stand_ins.py`) read back by independent parsers:
images by Pillow, the MP4 box by box (ISO BMFF) with its H.264 parameter sets decoded, feeds by
feedparser. (The MP4 was also decoded with FFmpeg through PyAV when it was written: one grey
frame of the stated size; PyAV is not a dependency, so this test reads the structure.)"""

from __future__ import annotations

import io
import struct
from datetime import UTC, datetime

import feedparser
import pytest
from PIL import Image

from reference_server.media import stand_ins as media


def boxes(data: bytes) -> dict[bytes, bytes]:
    """The top-level boxes of `data` by type (the last of each type), payload only."""
    found: dict[bytes, bytes] = {}
    at = 0
    while at < len(data):
        size, kind = struct.unpack(">I4s", data[at : at + 8])
        assert size >= 8 and at + size <= len(data), (kind, size)
        found[kind] = data[at + 8 : at + size]
        at += size
    return found


def child(data: bytes, *path: bytes, skip: int = 0) -> bytes:
    """The payload at `path` below `data` (`skip` bytes of a full/sample entry header)."""
    for kind in path:
        data = boxes(data[skip:])[kind]
        skip = 0
    return data


class BitReader:
    def __init__(self, rbsp: bytes) -> None:
        self.bits = "".join(f"{b:08b}" for b in rbsp)
        self.at = 0

    def u(self, count: int) -> int:
        value = int(self.bits[self.at : self.at + count], 2)
        self.at += count
        return value

    def ue(self) -> int:
        zeros = 0
        while self.bits[self.at] == "0":
            zeros += 1
            self.at += 1
        return self.u(zeros + 1) - 1


@pytest.mark.parametrize(
    ("orientation", "size"), [("landscape", (256, 144)), ("portrait", (144, 256))]
)
def test_video_is_an_mp4_of_the_orientation(
    orientation: media.Orientation, size: tuple[int, int]
) -> None:
    created = datetime(2026, 3, 1, tzinfo=UTC)
    data = media.video(media.digest("seed"), orientation, created)
    top = boxes(data)
    assert data[4:8] == b"ftyp" and top[b"ftyp"][:4] == b"isom"
    trak = child(top[b"moov"], b"trak")
    tkhd = boxes(trak)[b"tkhd"]
    assert struct.unpack(">II", tkhd[-8:]) == (size[0] << 16, size[1] << 16)
    stbl = child(trak, b"mdia", b"minf", b"stbl")
    parts = boxes(stbl)
    avc1 = boxes(parts[b"stsd"][8:])[b"avc1"]
    assert struct.unpack(">HH", avc1[24:28]) == size
    avcc = boxes(avc1[78:])[b"avcC"]
    assert avcc[1] == 66  # Baseline
    sps_length = struct.unpack(">H", avcc[6:8])[0]
    sps = avcc[8 : 8 + sps_length]
    assert sps[0] & 0x1F == 7
    bits = BitReader(sps[1:])
    assert bits.u(8) == 66
    bits.u(16)
    assert [bits.ue(), bits.ue(), bits.ue(), bits.ue(), bits.u(1)] == [0, 0, 2, 1, 0]
    assert ((bits.ue() + 1) * 16, (bits.ue() + 1) * 16) == size
    # The one sample: where stco points, as long as stsz says, one IDR slice NAL unit.
    (sample_size,) = struct.unpack(">I", parts[b"stsz"][12:16])
    (offset,) = struct.unpack(">I", parts[b"stco"][8:12])
    sample = data[offset : offset + sample_size]
    (nal_length,) = struct.unpack(">I", sample[:4])
    assert nal_length == sample_size - 4 and sample[4] & 0x1F == 5
    assert data[offset - 4 : offset] == b"mdat"
    # One second; the clock time is the creation time; the seed makes the bytes.
    mvhd = boxes(top[b"moov"])[b"mvhd"]
    when, _, scale, duration = struct.unpack(">IIII", mvhd[4:20])
    assert duration / scale == 1.0
    assert when == int((created - datetime(1904, 1, 1, tzinfo=UTC)).total_seconds())
    assert media.video(media.digest("seed"), orientation, created) == data
    assert media.video(media.digest("other"), orientation, created) != data


@pytest.mark.parametrize("extension", ["png", "jpg", "webp", "gif"])
def test_image_has_the_size_and_format(extension: str) -> None:
    data, media_type = media.image(media.digest("x"), 321, 123, extension)
    with Image.open(io.BytesIO(data)) as picture:
        assert picture.size == (321, 123)
        assert Image.MIME[picture.format or ""] == media_type
    assert media.image(media.digest("x"), 321, 123, extension)[0] == data
    assert media.image(media.digest("y"), 321, 123, extension)[0] != data


def test_feed_is_rss_with_items() -> None:
    parsed = feedparser.parse(media.feed(media.digest("f"), "https://example.com/news", 3))
    assert parsed.version == "rss20" and not parsed.bozo
    assert len(parsed.entries) == 3
    assert all(e.link.startswith("https://example.com/news/articles/") for e in parsed.entries)
    assert len({e.id for e in parsed.entries}) == 3
