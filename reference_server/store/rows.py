"""The rows the service's records are read as (frozen dataclasses), and how keys are stored."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any


def hash_key(key: str) -> str:
    """Profile Keys are stored only as their SHA-256."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


class TitleTakenError(Exception):
    """Another User Profile has this title (titles are unique)."""


@dataclass(frozen=True)
class ProfileRow:
    id: int
    ref_id: str
    title: str
    is_primary: bool
    created: int
    created_ms: int = 0  # the creation instant in milliseconds (rows of older data dirs: created)
    settings: dict[str, Any] = field(default_factory=dict)  # create/update settings, by spec name


@dataclass(frozen=True)
class LinkRow:
    platform: str
    display_name: str
    can_manage: bool
    created: int


@dataclass(frozen=True)
class HookRow:
    """A registered hook. During a secret rotation (until `rotation_until`, Unix seconds of
    the service clock) `previous_secret` is the secret the new one replaced."""

    hook_id: str
    action: str
    url: str
    secret: str | None
    created: int
    previous_secret: str | None = None
    rotation_until: int | None = None

    def rotating_from(self, now: int) -> str | None:
        """The previous secret while the rotation lasts at `now`, else None."""
        if self.previous_secret is None or self.rotation_until is None:
            return None
        return self.previous_secret if now < self.rotation_until else None


@dataclass(frozen=True)
class MediaRow:
    id: str
    profile_id: int
    file_name: str
    description: str
    content_type: str
    size: int
    created: int
    expires: int


@dataclass(frozen=True)
class PostRow:
    """A stored post. Read from the file it holds the record's JSON text (`raw`, served as is
    by the history) and parses it into `body` only when a rule reads a field."""

    id: str
    profile_id: int
    status: str
    type: str
    created: int
    schedule: int | None
    parsed: dict[str, Any] | None
    raw: str = ""  # the stored JSON text of `body` (set when read from the file)

    @property
    def body(self) -> dict[str, Any]:
        if self.parsed is None:
            object.__setattr__(self, "parsed", json.loads(self.raw))
        assert self.parsed is not None
        return self.parsed
