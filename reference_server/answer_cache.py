"""Serialized answers kept for their exact inputs: a small LRU a rule fills and reads.

A rule keys an answer by everything it is built from, including a version of the stored rows
that moves on every change (`Store.history_version`, `Store.posts_version`), so a hit is the
answer a rebuild would give. Bounded by entry count; shared by the requests of one process.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class AnswerCache(Generic[V]):
    """The last `entries` answers by key."""

    def __init__(self, entries: int = 16) -> None:
        self.entries = entries
        self._answers: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> V | None:
        with self._lock:
            found = self._answers.get(key)
            if found is not None:
                self._answers.move_to_end(key)
            return found

    def put(self, key: Hashable, answer: V) -> None:
        with self._lock:
            self._answers[key] = answer
            self._answers.move_to_end(key)
            while len(self._answers) > self.entries:
                self._answers.popitem(last=False)
