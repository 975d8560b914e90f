"""Test data the rule tests send: images of chosen shapes and formats, data URIs, events."""

from __future__ import annotations

import base64
import io
import uuid
from datetime import datetime
from typing import Any

from PIL import Image

from contract_tests.spec import format_timestamp


def image_bytes(width: int, height: int, image_format: str = "PNG") -> bytes:
    """An image of ``width`` x ``height`` pixels in ``image_format`` (PNG, WEBP, ...)."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 40, 90)).save(buffer, format=image_format)
    return buffer.getvalue()


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
