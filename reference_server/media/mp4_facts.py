"""What an MP4/QuickTime file says about itself, read from its boxes (ISO/IEC 14496-12) through
a binary file handle: seeks and small reads only, never the whole file, and at most
`MAX_BOXES` boxes of one level. Nothing is decoded.

`read_mp4` gives the movie's duration in seconds (`moov/mvhd`, with or without a video
track), the display size of the first track with a picture (`trak/tkhd`) and the first video
track's codec (its sample entry's four-character code, named as ffprobe names it) with that
track's size. `video_facts` is what `get_media_meta` shows of a video (None for anything
else). Also the kinds of media `get_media_meta` names (`MediaMeta.type`)."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Final, Literal

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
#: The first boxes of a file `video_facts` takes for an MP4/QuickTime file.
FIRST_BOXES = (b"ftyp", b"moov", b"free", b"wide", b"mdat")
#: The kinds of media a metadata answer names (`MediaMeta.type`).
MediaKind = Literal["image", "video"]
IMAGE_KIND: Final[MediaKind] = "image"
VIDEO_KIND: Final[MediaKind] = "video"
#: How many boxes of one level are read before the search gives up.
MAX_BOXES = 64


@dataclass(frozen=True)
class VideoTrack:
    """The first video track: its codec and its display size."""

    codec: str
    width: int
    height: int


@dataclass(frozen=True)
class Mp4Facts:
    """The movie's duration in seconds (None when `mvhd` is missing or unreadable), the
    (width, height) of its first track with a picture, and its first video track."""

    seconds: float | None
    picture: tuple[int, int] | None
    video: VideoTrack | None


@dataclass(frozen=True)
class VideoFacts:
    """What `get_media_meta` shows of a video: codec, duration (ms precision) and size."""

    codec: str
    duration: float
    width: int
    height: int


def _boxes(handle: BinaryIO, start: int, end: int) -> Iterator[tuple[bytes, int, int]]:
    """(type, payload start, payload end) of the first `MAX_BOXES` boxes from `start` to
    `end`; a box that runs past `end` is cut there, one of size 0 runs to `end`."""
    at = start
    for _ in range(MAX_BOXES):
        if at + 8 > end:
            return
        handle.seek(at)
        head = handle.read(8)
        if len(head) < 8:
            return
        size, kind = struct.unpack(">I4s", head)
        header = 8
        if size == 1:
            large = handle.read(8)
            if len(large) < 8:
                return
            (size,) = struct.unpack(">Q", large)
            header = 16
        elif size == 0:
            size = end - at
        if size < header or at + header > end:
            return
        yield kind, at + header, min(at + size, end)
        at += size


def _child(handle: BinaryIO, start: int, end: int, kind: bytes) -> tuple[int, int] | None:
    return next(((s, e) for k, s, e in _boxes(handle, start, end) if k == kind), None)


def _read(handle: BinaryIO, start: int, end: int, most: int) -> bytes:
    handle.seek(start)
    return handle.read(min(end - start, most))


def _seconds(handle: BinaryIO, start: int, end: int) -> float | None:
    """Seconds of the movie header `mvhd` whose payload is at start:end."""
    body = _read(handle, start, end, 32)
    if body[:1] == b"\x01":
        if len(body) < 32:
            return None
        timescale, duration = struct.unpack_from(">IQ", body, 20)
    else:
        if len(body) < 20:
            return None
        timescale, duration = struct.unpack_from(">II", body, 12)
    return duration / timescale if timescale else None


def _size(handle: BinaryIO, start: int, end: int) -> tuple[int, int] | None:
    """The display width and height (16.16 fixed point) of the track header `tkhd`."""
    body = _read(handle, start, end, 96)
    at = 88 if body[:1] == b"\x01" else 76
    if len(body) < at + 8:
        return None
    width, height = struct.unpack_from(">II", body, at)
    return width >> 16, height >> 16


def _codec(handle: BinaryIO, start: int, end: int) -> str | None:
    """The codec of the track at start:end when it is a video track with a sample entry."""
    mdia = _child(handle, start, end, b"mdia")
    hdlr = None if mdia is None else _child(handle, *mdia, b"hdlr")
    if mdia is None or hdlr is None:
        return None
    handle.seek(hdlr[0] + 8)
    if handle.read(4) != b"vide":
        return None
    minf = _child(handle, *mdia, b"minf")
    stbl = None if minf is None else _child(handle, *minf, b"stbl")
    stsd = None if stbl is None else _child(handle, *stbl, b"stsd")
    if stsd is None or stsd[1] - stsd[0] < 16:
        return None
    handle.seek(stsd[0] + 12)
    entry = handle.read(4)
    return CODEC_NAMES.get(entry, entry.decode("latin-1").strip())


def read_mp4(handle: BinaryIO) -> Mp4Facts | None:
    """The facts of the MP4/QuickTime file at `handle`, None when it has no `moov` box."""
    end = handle.seek(0, 2)
    moov = _child(handle, 0, end, b"moov")
    if moov is None:
        return None
    seconds: float | None = None
    picture: tuple[int, int] | None = None
    video: VideoTrack | None = None
    for kind, start, stop in _boxes(handle, *moov):
        if kind == b"mvhd" and seconds is None:
            seconds = _seconds(handle, start, stop)
        if kind != b"trak" or (picture is not None and video is not None):
            continue
        tkhd = _child(handle, start, stop, b"tkhd")
        size = None if tkhd is None else _size(handle, *tkhd)
        if size is None:
            continue
        if picture is None and size[0] and size[1]:
            picture = size
        if video is None:
            codec = _codec(handle, start, stop)
            video = None if codec is None else VideoTrack(codec, *size)
    return Mp4Facts(seconds, picture, video)


def mp4_file_facts(path: Path) -> Mp4Facts | None:
    """`read_mp4` of the file at `path` (None when it cannot be read)."""
    try:
        with path.open("rb") as handle:
            return read_mp4(handle)
    except OSError:
        return None


def video_facts(handle: BinaryIO) -> VideoFacts | None:
    """What `get_media_meta` shows of the MP4/QuickTime file at `handle`: its first video
    track's codec and size and the movie's duration; None for anything else."""
    handle.seek(0)
    if handle.read(8)[4:8] not in FIRST_BOXES:
        return None
    facts = read_mp4(handle)
    if facts is None or facts.seconds is None or facts.video is None:
        return None
    video = facts.video
    return VideoFacts(video.codec, round(facts.seconds, 3), video.width, video.height)
