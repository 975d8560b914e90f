"""The generated client's public names and imports, read from the committed package.

Names: a field or method parameter the spec calls `type`, `next` or `max` keeps that name (the
tool writes `type_`, `next_`, `max_` for every builtin's name; the templates give the spec's
back); keywords (`from`) keep the tool's `from_`. Imports: the resource modules
(`api/<tag>/__init__.py`) import what they use and nothing else.
"""

from __future__ import annotations

import builtins
import importlib
import inspect
import keyword
import pkgutil
import subprocess
import sys
from pathlib import Path

import attrs
import social_publishing_client.models as models
from social_publishing_client import api
from social_publishing_client.models import AutoHashtagsRequest, FeedRequest

PACKAGE = Path(api.__file__).resolve().parent.parent
SHADOWING = {n for n in dir(builtins) if n.islower() and not n.startswith("_")}
SHADOWING -= set(keyword.kwlist)


def _suffixed_builtin(name: str) -> bool:
    return name.endswith("_") and name[:-1] in SHADOWING


def test_no_model_field_is_a_suffixed_builtin() -> None:
    fields = [
        (cls.__name__, field.name)
        for _, cls in inspect.getmembers(models, inspect.isclass)
        if attrs.has(cls)
        for field in attrs.fields(cls)
    ]
    assert ("FeedRequest", "type") in fields and ("Messages", "next") in fields
    assert [f for f in fields if _suffixed_builtin(f[1])] == []


def test_no_resource_parameter_is_a_suffixed_builtin() -> None:
    found = []
    for module in pkgutil.iter_modules(api.__path__):
        resources = importlib.import_module(f"{api.__name__}.{module.name}")
        for name, cls in inspect.getmembers(resources, inspect.isclass):
            if name.endswith("Resource") and cls.__module__ == resources.__name__:
                for method, function in inspect.getmembers(cls, inspect.isfunction):
                    found += [(name, method, p) for p in inspect.signature(function).parameters]
    assert ("PostsResource", "get_history", "type") in found
    assert [f for f in found if _suffixed_builtin(f[2])] == []


def test_a_renamed_field_reads_and_writes_the_wire_name() -> None:
    feed = FeedRequest.from_dict({"url": "https://blog.example.com/rss.xml", "type": "substack"})
    assert feed.type == "substack"
    assert FeedRequest(url=feed.url, type="rss").to_dict()["type"] == "rss"
    hashtags = AutoHashtagsRequest.from_dict({"post": "Fresh bread", "max": 3})
    assert hashtags.max == 3 and AutoHashtagsRequest(post="x").to_dict()["max"] == 2


def test_resource_modules_import_what_they_use() -> None:
    """ruff's unused (F401) and undefined (F821) names over the generated package."""
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--isolated",
            "--no-cache",
            "--select",
            "F401,F821",
            "--output-format",
            "concise",
            str(PACKAGE),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
