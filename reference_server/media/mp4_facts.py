"""What an MP4/QuickTime file says about its video, read from its boxes (ISO/IEC 14496-12):
the first video track's codec (its sample entry's four-character code, named as ffprobe
names it), the movie's duration in seconds (`mvhd`) and the track's display size (`tkhd`).
Nothing is decoded; a file that is not such a container, or has no video track, gives None.
Also the kinds of media `get_media_meta` names (`MediaMeta.type`)."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final, Literal

#: ffprobe's codec names of the sample entries a video track may hold.
CODEC_NAMES = {
    b"avc1": "h264",
    b"avc3": "h264",
    b"hvc1": "hevc",
    b"hev1": "hevc",
    b"vp09": "vp9",
    b"av01": "av1",
    b"mp4v": "mpeg4",
}
#: How ffprobe names the format of the MP4/QuickTime family (the page's `format`).
FORMAT_NAME = "QuickTime / MOV"
#: The kinds of media a metadata answer names (`MediaMeta.type`).
MediaKind = Literal["image", "video"]
IMAGE_KIND: Final[MediaKind] = "image"
VIDEO_KIND: Final[MediaKind] = "video"


@dataclass(frozen=True)
class VideoFacts:
    codec: str
    duration: float
    width: int
    height: int


def _boxes(data: bytes, start: int, end: int) -> Iterator[tuple[bytes, int, int]]:
    """(type, payload start, payload end) of each box in data[start:end]."""
    at = start
    while at + 8 <= end:
        size, kind = struct.unpack_from(">I4s", data, at)
        head = 8
        if size == 1 and at + 16 <= end:
            (size,) = struct.unpack_from(">Q", data, at + 8)
            head = 16
        elif size == 0:
            size = end - at
        if size < head or at + size > end:
            return
        yield kind, at + head, at + size
        at += size


def _child(data: bytes, start: int, end: int, kind: bytes) -> tuple[int, int] | None:
    return next(((s, e) for k, s, e in _boxes(data, start, end) if k == kind), None)


def _duration(data: bytes, start: int, end: int) -> float | None:
    """Seconds of the movie header `mvhd` at data[start:end]."""
    version = data[start] if start < end else None
    if version == 0 and end - start >= 20:
        timescale, duration = struct.unpack_from(">II", data, start + 12)
    elif version == 1 and end - start >= 32:
        timescale, duration = struct.unpack_from(">IQ", data, start + 20)
    else:
        return None
    return round(duration / timescale, 3) if timescale else None


def _size(data: bytes, start: int, end: int) -> tuple[int, int] | None:
    """The display width and height (16.16 fixed point) ending the track header `tkhd`."""
    if end - start < 84:
        return None
    width, height = struct.unpack_from(">II", data, end - 8)
    return width >> 16, height >> 16


def _video_track(data: bytes, start: int, end: int) -> tuple[str, tuple[int, int]] | None:
    """(codec, size) of the track at data[start:end] when it is a video track."""
    mdia = _child(data, start, end, b"mdia")
    tkhd = _child(data, start, end, b"tkhd")
    if mdia is None or tkhd is None:
        return None
    hdlr = _child(data, *mdia, b"hdlr")
    if hdlr is None or data[hdlr[0] + 8 : hdlr[0] + 12] != b"vide":
        return None
    stbl = None
    minf = _child(data, *mdia, b"minf")
    if minf is not None:
        stbl = _child(data, *minf, b"stbl")
    stsd = None if stbl is None else _child(data, *stbl, b"stsd")
    size = _size(data, *tkhd)
    if stsd is None or size is None or stsd[1] - stsd[0] < 16:
        return None
    entry = data[stsd[0] + 12 : stsd[0] + 16]
    codec = CODEC_NAMES.get(entry, entry.decode("latin-1").strip())
    return codec, size


def video_facts(data: bytes) -> VideoFacts | None:
    """The facts of the first video track of an MP4/QuickTime file, None for anything else."""
    if data[4:8] not in (b"ftyp", b"moov", b"free", b"wide", b"mdat"):
        return None
    moov = _child(data, 0, len(data), b"moov")
    if moov is None:
        return None
    mvhd = _child(data, *moov, b"mvhd")
    duration = None if mvhd is None else _duration(data, *mvhd)
    if duration is None:
        return None
    for kind, start, end in _boxes(data, *moov):
        if kind == b"trak":
            track = _video_track(data, start, end)
            if track is not None:
                codec, (width, height) = track
                return VideoFacts(codec, duration, width, height)
    return None
