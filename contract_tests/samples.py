"""Test data the rule tests send: images of chosen shapes and formats, data URIs, events."""

from __future__ import annotations

import base64
import struct
import uuid
import zlib
from datetime import datetime
from typing import Any

from contract_tests.spec import format_timestamp

_COLOUR = bytes((200, 40, 90))
#: A 120 x 120 lossless WebP of that colour (made once with Pillow; the suite needs no imaging
#: library, so its light install stays small).
_WEBP_120 = base64.b64decode("UklGRiQAAABXRUJQVlA4TBcAAAAvd8AdAAdQlCJXq/9hABLC//9KRP9TgwA=")


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bytes(width: int, height: int) -> bytes:
    """A ``width`` x ``height`` RGB PNG of one colour (PNG spec: IHDR, IDAT, IEND)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = b"".join(b"\x00" + _COLOUR * width for _ in range(height))
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", zlib.compress(rows))
        + _png_chunk(b"IEND", b"")
    )


def image_bytes(width: int, height: int, image_format: str = "PNG") -> bytes:
    """An image of ``width`` x ``height`` pixels in ``image_format`` (PNG; WEBP 120 x 120)."""
    if image_format == "PNG":
        return png_bytes(width, height)
    if image_format == "WEBP" and (width, height) == (120, 120):
        return _WEBP_120
    raise ValueError(f"no {image_format} sample of {width} x {height}")


def data_uri(content: bytes, content_type: str) -> str:
    return f"data:{content_type};base64,{base64.b64encode(content).decode()}"


def unique_name(stem: str, suffix: str) -> str:
    return f"{stem}-{uuid.uuid4().hex[:10]}{suffix}"


def social_event(
    *, created: datetime, ref_id: str, title: str, platform: str, kind: str = "link"
) -> dict[str, Any]:
    """A `social` history entry (schema SocialEvent) at ``created``."""
    return {
        "action": "social",
        "created": format_timestamp(created),
        "displayName": f"Contract {platform}",
        "hookId": f"h-{uuid.uuid4().hex[:16]}",
        "platform": platform,
        "refId": ref_id,
        "source": "user",
        "timeStamp": int(created.timestamp()),
        "title": title,
        "type": kind,
        "url": "https://hooks.contract.test/social",
    }


def generic_event(*, action: str, created: datetime, ref_id: str) -> dict[str, Any]:
    """An entry of an action whose fields are not published (schema GenericEvent)."""
    return {
        "action": action,
        "created": format_timestamp(created),
        "timeStamp": int(created.timestamp()),
        "hookId": f"h-{uuid.uuid4().hex[:16]}",
        "refId": ref_id,
        "url": f"https://hooks.contract.test/{action}",
    }


def messages_event(*, created: datetime, ref_id: str) -> dict[str, Any]:
    """A `messages` entry (schema MessagesEvent): a direct message received on Instagram."""
    return {
        **generic_event(action="messages", created=created, ref_id=ref_id),
        "subAction": "messageCreated",
        "platform": "instagram",
        "conversationId": "aWdfZAGNvbnYx",
        "messageId": f"aWdfZAG{uuid.uuid4().hex[:16]}",
        "message": "Hello",
        "senderId": "17841400000000001",
        "recipientId": "17841400000000000",
    }


#: A one-second H.264 MP4 (256x144) of mid grey, as the reference server's stand-in makes it.
_ONE_SECOND_MP4 = base64.b64decode(
    "AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAABZZnJlZXNhbmRib3ggc3RhbmQtaW4gMzY2NDNkOW"
    "Y4ZmZkMTQxOGJjYTliYzEyYzZhMWQzNDAzZDU2ZjQxOTg5OGU0YTIyNjczZDQzMTczMjVkMWM4NAAAAm5tb292"
    "AAAAbG12aGQAAAAAAAAAAAAAAAAAAAPoAAAD6AABAAABAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAA"
    "AAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAB+nRyYWsAAABcdGtoZAAAAAMA"
    "AAAAAAAAAAAAAAEAAAAAAAAD6AAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAA"
    "AAAEAAAAABAAAAAJAAAAAAAZZtZGlhAAAAIG1kaGQAAAAAAAAAAAAAAAAAAAPoAAAD6FXEAAAAAAAtaGRscgAA"
    "AAAAAAAAdmlkZQAAAAAAAAAAAAAAAFZpZGVvSGFuZGxlcgAAAAFBbWluZgAAABR2bWhkAAAAAQAAAAAAAAAAAA"
    "AAJGRpbmYAAAAcZHJlZgAAAAAAAAABAAAADHVybCAAAAABAAABAXN0YmwAAACFc3RzZAAAAAAAAAABAAAAdWF2"
    "YzEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAABAACQAEgAAABIAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAA"
    "AAAAAAAAAAAAAAAAAY//8AAAAfYXZjQwFCwB7/4QAIZ0LAHtoEBOQBAARozjiAAAAAGHN0dHMAAAAAAAAAAQAA"
    "AAEAAAPoAAAAFHN0c3MAAAAAAAAAAQAAAAEAAAAcc3RzYwAAAAAAAAABAAAAAQAAAAEAAAABAAAAGHN0c3oAAA"
    "AAAAAAAAAAAAEAAACYAAAAFHN0Y28AAAAAAAAAAQAAAu8AAACgbWRhdAAAAJRliISTk5OTk5OTk5OTk5OTk5OT"
    "k5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5"
    "OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5PA"
)


def mp4_lasting(seconds: float, width: int = 256, height: int = 144) -> bytes:
    """The one-second MP4 with its movie header (`mvhd`, version 0) saying `seconds` and its
    track header (`tkhd`, version 0) saying `width` x `height` pixels (16.16 fixed point)."""
    at = _ONE_SECOND_MP4.index(b"mvhd") + 4
    scale = struct.unpack(">I", _ONE_SECOND_MP4[at + 12 : at + 16])[0]
    duration = struct.pack(">I", max(1, round(seconds * scale)))
    movie = _ONE_SECOND_MP4[: at + 16] + duration + _ONE_SECOND_MP4[at + 20 :]
    track = movie.index(b"tkhd") + 4 + 76  # width, then height, after version 0's fields
    size = struct.pack(">II", width << 16, height << 16)
    return movie[:track] + size + movie[track + 8 :]


def mp4_of_bytes(size: int, seconds: float = 10, width: int = 256, height: int = 144) -> bytes:
    """`mp4_lasting(seconds, width, height)` grown to exactly `size` bytes by a `free` box at
    its end (a box readers skip)."""
    movie = mp4_lasting(seconds, width, height)
    extra = size - len(movie)
    if extra < 8:
        raise ValueError(f"an MP4 of {size} bytes is too small (at least {len(movie) + 8})")
    return movie + struct.pack(">I4s", extra, b"free") + bytes(extra - 8)


def png_of_bytes(size: int, width: int = 400, height: int = 400) -> bytes:
    """`png_1bit(width, height)` grown to exactly `size` bytes by a private ancillary chunk
    (`prVt`, which decoders skip) before its end."""
    image = png_1bit(width, height)
    end = len(image) - 12  # the IEND chunk
    extra = size - len(image) - 12
    if extra < 0:
        raise ValueError(f"a PNG of {size} bytes is too small (at least {len(image) + 12})")
    return image[:end] + _png_chunk(b"prVt", bytes(extra)) + image[end:]


def png_1bit(width: int, height: int) -> bytes:
    """A black `width` x `height` PNG of one bit per pixel, compressed row by row (small even
    at tens of millions of pixels)."""
    row = b"\x00" * (1 + (width + 7) // 8)
    packer = zlib.compressobj(9)
    data = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", data)
        + _png_chunk(b"IEND", b"")
    )
