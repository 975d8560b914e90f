"""Deterministic stand-in media: images, videos and feeds made from a seed, never fetched.

The sandbox serves these where the service would use content from elsewhere: the random media
of `create_post` (`randomMediaUrl`, `random_content.py`) and, with `--offline-fetch`, the
answer to an outbound fetch of a public address (`outbound/offline.py`). The same seed always
gives the same bytes.

* `image(seed, width, height, fmt)`: a PNG, JPEG, WebP or GIF of exactly that size, two colours
  and a diagonal band chosen by the seed (Pillow).
* `video(seed, orientation)`: a valid one-second MP4 (ISO BMFF, H.264 Constrained Baseline,
  one IDR frame of mid grey), 256x144 landscape or 144x256 portrait; the seed is written in a
  `free` box, so each seed has its own bytes. The H.264 stream is written here bit by bit: every
  macroblock is Intra 16x16 DC-predicted with no residual, which decoders render as grey.
* `feed(seed, address, items)`: an RSS 2.0 document with `items` articles linking under
  `address`, each with a title, a date and an image.
"""

from __future__ import annotations

import hashlib
import io
import struct
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Literal
from xml.sax.saxutils import escape

from PIL import Image, ImageDraw

Orientation = Literal["landscape", "portrait"]

#: Formats `image` writes: file extension -> (Pillow format, media type).
IMAGE_FORMATS = {
    "png": ("PNG", "image/png"),
    "jpg": ("JPEG", "image/jpeg"),
    "jpeg": ("JPEG", "image/jpeg"),
    "webp": ("WEBP", "image/webp"),
    "gif": ("GIF", "image/gif"),
}
VIDEO_TYPE = "video/mp4"
FEED_TYPE = "application/rss+xml"
#: Sizes of the stand-in videos (16:9, whole macroblocks).
VIDEO_SIZES: dict[Orientation, tuple[int, int]] = {
    "landscape": (256, 144),
    "portrait": (144, 256),
}
#: The size of an image stand-in when nothing names one (offline fetches, random media).
DEFAULT_IMAGE_SIZE = (1200, 800)
#: The largest side an image stand-in is made with (a larger request is cut to it).
MAX_IMAGE_SIDE = 4096


def digest(*parts: str) -> bytes:
    """The seed of a stand-in: SHA-256 of the parts (NUL-separated)."""
    return hashlib.sha256("\x00".join(parts).encode("utf-8")).digest()


def image(seed: bytes, width: int, height: int, extension: str = "jpg") -> tuple[bytes, str]:
    """(bytes, media type) of a `width` x `height` image in the format of `extension`."""
    pillow_format, media_type = IMAGE_FORMATS[extension.lower()]
    width = max(1, min(width, MAX_IMAGE_SIDE))
    height = max(1, min(height, MAX_IMAGE_SIDE))
    back = (seed[0], seed[1], seed[2])
    front = (255 - seed[0], seed[3], 255 - seed[2])
    # Drawn with a two-colour palette: PNG and GIF stay small and fast at 4096x4096 too.
    picture = Image.new("P", (width, height), 0)
    picture.putpalette([*back, *front])
    band = max(1, min(width, height) // 4)
    ImageDraw.Draw(picture).line([(0, height), (width, 0)], fill=1, width=band)
    if pillow_format in ("JPEG", "WEBP"):
        picture = picture.convert("RGB")
    out = io.BytesIO()
    picture.save(out, format=pillow_format, **({"method": 0} if pillow_format == "WEBP" else {}))
    return out.getvalue(), media_type


# -- H.264 ---------------------------------------------------------------------------------


class _Bits:
    """An RBSP written bit by bit (Exp-Golomb codes of ITU-T H.264 9.1)."""

    def __init__(self) -> None:
        self.bits: list[int] = []

    def u(self, count: int, value: int) -> None:
        self.bits.extend((value >> i) & 1 for i in reversed(range(count)))

    def ue(self, value: int) -> None:
        code = value + 1
        self.u(code.bit_length() - 1, 0)
        self.u(code.bit_length(), code)

    def se(self, value: int) -> None:
        self.ue(2 * value - 1 if value > 0 else -2 * value)

    def trailing(self) -> bytes:
        """The RBSP with its stop bit, aligned to a byte."""
        self.bits.append(1)
        self.bits.extend([0] * (-len(self.bits) % 8))
        return bytes(
            int("".join(map(str, self.bits[i : i + 8])), 2) for i in range(0, len(self.bits), 8)
        )


def _nal(header: int, rbsp: bytes) -> bytes:
    """A NAL unit: header byte and the RBSP with emulation prevention bytes inserted."""
    out = bytearray([header])
    zeros = 0
    for byte in rbsp:
        if zeros >= 2 and byte <= 3:
            out.append(3)
            zeros = 0
        out.append(byte)
        zeros = zeros + 1 if byte == 0 else 0
    return bytes(out)


PROFILE_BASELINE, CONSTRAINTS, LEVEL = 66, 0xC0, 30


def _sps(mbs_wide: int, mbs_high: int) -> bytes:
    bits = _Bits()
    bits.u(8, PROFILE_BASELINE)
    bits.u(8, CONSTRAINTS)  # constraint_set0 and 1: Constrained Baseline
    bits.u(8, LEVEL)
    bits.ue(0)  # seq_parameter_set_id
    bits.ue(0)  # log2_max_frame_num_minus4
    bits.ue(2)  # pic_order_cnt_type
    bits.ue(1)  # max_num_ref_frames
    bits.u(1, 0)  # gaps_in_frame_num_value_allowed_flag
    bits.ue(mbs_wide - 1)
    bits.ue(mbs_high - 1)
    bits.u(1, 1)  # frame_mbs_only_flag
    bits.u(1, 1)  # direct_8x8_inference_flag
    bits.u(1, 0)  # frame_cropping_flag
    bits.u(1, 0)  # vui_parameters_present_flag
    return _nal(0x67, bits.trailing())


def _pps() -> bytes:
    bits = _Bits()
    bits.ue(0)  # pic_parameter_set_id
    bits.ue(0)  # seq_parameter_set_id
    bits.u(1, 0)  # entropy_coding_mode_flag: CAVLC
    bits.u(1, 0)  # bottom_field_pic_order_in_frame_present_flag
    bits.ue(0)  # num_slice_groups_minus1
    bits.ue(0)  # num_ref_idx_l0_default_active_minus1
    bits.ue(0)  # num_ref_idx_l1_default_active_minus1
    bits.u(1, 0)  # weighted_pred_flag
    bits.u(2, 0)  # weighted_bipred_idc
    bits.se(0)  # pic_init_qp_minus26
    bits.se(0)  # pic_init_qs_minus26
    bits.se(0)  # chroma_qp_index_offset
    bits.u(1, 0)  # deblocking_filter_control_present_flag
    bits.u(1, 0)  # constrained_intra_pred_flag
    bits.u(1, 0)  # redundant_pic_cnt_present_flag
    return _nal(0x68, bits.trailing())


def _idr_slice(macroblocks: int) -> bytes:
    bits = _Bits()
    bits.ue(0)  # first_mb_in_slice
    bits.ue(7)  # slice_type: I (all slices of the picture)
    bits.ue(0)  # pic_parameter_set_id
    bits.u(4, 0)  # frame_num
    bits.ue(0)  # idr_pic_id
    bits.u(1, 0)  # no_output_of_prior_pics_flag
    bits.u(1, 0)  # long_term_reference_flag
    bits.se(0)  # slice_qp_delta
    for _ in range(macroblocks):
        bits.ue(3)  # mb_type I_16x16_2_0_0: DC prediction, no coded luma or chroma
        bits.ue(0)  # intra_chroma_pred_mode: DC
        bits.se(0)  # mb_qp_delta
        bits.u(1, 1)  # Intra16x16DCLevel coeff_token: no coefficients (0 <= nC < 2)
    return _nal(0x65, bits.trailing())


# -- MP4 -----------------------------------------------------------------------------------


def _box(kind: bytes, *payload: bytes) -> bytes:
    body = b"".join(payload)
    return struct.pack(">I", 8 + len(body)) + kind + body


def _full_box(kind: bytes, version: int, flags: int, *payload: bytes) -> bytes:
    return _box(kind, struct.pack(">I", (version << 24) | flags), *payload)


_MATRIX = struct.pack(">9I", 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000)
_TIMESCALE = 1000
_DURATION = 1000  # one second
_MP4_EPOCH = datetime(1904, 1, 1, tzinfo=UTC)


def video(seed: bytes, orientation: Orientation, created: datetime | None = None) -> bytes:
    """A one-second MP4 of `orientation` (see the module docstring)."""
    width, height = VIDEO_SIZES[orientation]
    sps, pps = _sps(width // 16, height // 16), _pps()
    sample = _idr_slice((width // 16) * (height // 16))
    sample = struct.pack(">I", len(sample)) + sample
    when = int(((created or _MP4_EPOCH) - _MP4_EPOCH).total_seconds())
    avcc = _box(
        b"avcC",
        bytes([1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xFF, 0xE1]),
        struct.pack(">H", len(sps)),
        sps,
        bytes([1]),
        struct.pack(">H", len(pps)),
        pps,
    )
    avc1 = _box(
        b"avc1",
        bytes(6),
        struct.pack(">H", 1),  # data_reference_index
        bytes(16),
        struct.pack(">HH", width, height),
        struct.pack(">II", 0x00480000, 0x00480000),
        bytes(4),
        struct.pack(">H", 1),  # frame_count
        bytes(32),  # compressorname
        struct.pack(">Hh", 0x0018, -1),
        avcc,
    )

    def stbl(chunk_offset: int) -> bytes:
        return _box(
            b"stbl",
            _full_box(b"stsd", 0, 0, struct.pack(">I", 1), avc1),
            _full_box(b"stts", 0, 0, struct.pack(">III", 1, 1, _DURATION)),
            _full_box(b"stss", 0, 0, struct.pack(">II", 1, 1)),
            _full_box(b"stsc", 0, 0, struct.pack(">IIII", 1, 1, 1, 1)),
            _full_box(b"stsz", 0, 0, struct.pack(">III", 0, 1, len(sample))),
            _full_box(b"stco", 0, 0, struct.pack(">II", 1, chunk_offset)),
        )

    def moov(chunk_offset: int) -> bytes:
        dinf = _box(
            b"dinf", _full_box(b"dref", 0, 0, struct.pack(">I", 1), _full_box(b"url ", 0, 1))
        )
        minf = _box(b"minf", _full_box(b"vmhd", 0, 1, bytes(8)), dinf, stbl(chunk_offset))
        mdia = _box(
            b"mdia",
            _full_box(
                b"mdhd", 0, 0, struct.pack(">IIIIHH", when, when, _TIMESCALE, _DURATION, 0x55C4, 0)
            ),
            _full_box(b"hdlr", 0, 0, bytes(4), b"vide", bytes(12), b"VideoHandler\x00"),
            minf,
        )
        tkhd = _full_box(
            b"tkhd",
            0,
            3,  # enabled, in movie
            struct.pack(">IIIII", when, when, 1, 0, _DURATION),
            bytes(8),
            struct.pack(">hhhH", 0, 0, 0, 0),
            _MATRIX,
            struct.pack(">II", width << 16, height << 16),
        )
        mvhd = _full_box(
            b"mvhd",
            0,
            0,
            struct.pack(">IIII", when, when, _TIMESCALE, _DURATION),
            struct.pack(">IH", 0x00010000, 0x0100),
            bytes(10),
            _MATRIX,
            bytes(24),
            struct.pack(">I", 2),  # next_track_ID
        )
        return _box(b"moov", mvhd, _box(b"trak", tkhd, mdia))

    ftyp = _box(b"ftyp", b"isom", struct.pack(">I", 512), b"isomiso2avc1mp41")
    free = _box(b"free", b"sandbox stand-in " + seed.hex().encode("ascii"))
    head = len(ftyp) + len(free) + len(moov(0)) + 8
    return ftyp + free + moov(head) + _box(b"mdat", sample)


# -- feeds ---------------------------------------------------------------------------------

FEED_START = datetime(2026, 1, 1, tzinfo=UTC)


def feed(seed: bytes, address: str, items: int = 3) -> bytes:
    """An RSS 2.0 feed of `items` articles under `address` (newest first, one a day)."""
    base = address.rstrip("/")
    name = seed.hex()[:8]
    entries = []
    for number in range(items, 0, -1):
        link = f"{base}/articles/{name}-{number}"
        when = FEED_START + timedelta(days=seed[4] % 200 + number)
        entries.append(
            "<item>"
            f"<title>Stand-in article {number} of {escape(name)}</title>"
            f"<link>{escape(link)}</link><guid>{escape(link)}</guid>"
            f"<pubDate>{format_datetime(when)}</pubDate>"
            f'<enclosure url="{escape(link)}.jpg" type="image/jpeg" length="0"/>'
            "</item>"
        )
    text = (
        '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>'
        f"<title>Stand-in feed {escape(name)}</title><link>{escape(base)}</link>"
        "<description>Served by the reference server's offline fetch.</description>"
        + "".join(entries)
        + "</channel></rss>"
    )
    return text.encode("utf-8")
