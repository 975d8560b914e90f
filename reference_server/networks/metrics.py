"""Metrics of the sandbox networks, filled from the spec's answer schemas: every field is a
pure function of a seed (the post, or the profile's account), the network, the field's path and
the hours since publishing (or the window an account's counts cover), so tests can move the
service clock and predict every answer.

* Counts (`integer`) are zero at publishing and grow with time after it (towards their own
  ceiling, half of it after a day); rates (`number`) grow likewise towards a fraction of their
  `maximum` (100 when the schema gives none); flags (`boolean`) are false; an `enum` is its
  first value.
* A field with `x-value-of` carries a fact of the post or the account (`Facts`) or an id the
  network makes (`token:<prefix>:<length>`, `digits:<length>`), as the spec's root describes.
* An object is filled field by field (an object of counts with a `total` holds their sum); an
  array of objects holds one item per value of the items' first field with an `enum` (or, an
  open set, `examples`), one item when none has; an array of strings the fact it names (or
  none).

The field names and kinds of each network are its schemas in the spec, read by the caller:
nothing here repeats them."""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Callable, Mapping
from typing import Any

#: Hours after publishing at which a metric reaches half its ceiling.
HALF_LIFE_HOURS = 24.0
#: The ceilings of the counts lie in [1, CEILING_SPAN].
CEILING_SPAN = 5000
#: The property of an object of counts that holds their sum (Facebook `reactions.total`).
TOTAL = "total"
#: The extension naming the fact a field carries.
VALUE_OF = "x-value-of"
#: The largest rate when its schema gives no `maximum` (a percentage).
RATE_MAXIMUM = 100.0
_ALPHANUMERIC = string.ascii_letters + string.digits
_BASE32 = string.ascii_lowercase + "234567"
_FIRST = ("Jane", "Omar", "Lena", "Ravi", "Mia", "Tom", "Aiko", "Carlos", "Nora", "Sam")
_LAST = ("Doe", "Haddad", "Berg", "Patel", "Rossi", "Baker", "Sato", "Lopez", "Kim", "Reed")
_HASHTAG = re.compile(r"#(\w+)")
_VIDEO_EXTENSIONS = (".mp4", ".mov", ".m4v", ".webm", ".avi")

Resolve = Callable[[Any], dict[str, Any]]
#: The facts `x-value-of` names (`post.text`, `account.username`, ...); `post.media` is a list.
Facts = Mapping[str, Any]


def _ceiling(seed: str, platform: str, name: str) -> int:
    digest = hashlib.sha256(f"metric:{seed}:{platform}:{name}".encode()).hexdigest()
    return 1 + int(digest[:8], 16) % CEILING_SPAN


def metric_value(post_id: str, platform: str, name: str, hours: float) -> int:
    """The count `name` of a post `hours` after publishing (0 before and at publishing)."""
    if hours <= 0:
        return 0
    return int(_ceiling(post_id, platform, name) * hours / (hours + HALF_LIFE_HOURS))


def rate_value(seed: str, platform: str, name: str, hours: float, maximum: float) -> float:
    """A rate of at most `maximum`: 0 at publishing, growing towards a fraction of it."""
    if hours <= 0:
        return 0.0
    share = _ceiling(seed, platform, name) / CEILING_SPAN * hours / (hours + HALF_LIFE_HOURS)
    return round(maximum * share, 4)


def _token(seed: str, platform: str, path: str, spec: str) -> str:
    """An id the network makes: `token:<prefix>:<length>` (letters and digits),
    `base32:<prefix>:<length>` (lower-case base32, as content ids) or `digits:<length>`."""
    digest = hashlib.sha512(f"token:{seed}:{platform}:{path}".encode()).digest()
    kind, _, rest = spec.partition(":")
    if kind == "digits":
        return str(int.from_bytes(digest, "big"))[: int(rest)]
    prefix, _, length = rest.rpartition(":")
    alphabet = _BASE32 if kind == "base32" else _ALPHANUMERIC
    body = "".join(alphabet[b % len(alphabet)] for b in digest)
    return prefix + body[: int(length) - len(prefix)]


def _person(seed: str, platform: str, path: str) -> str:
    """A person's name (a liker, a viewer): first and last name drawn from the seed."""
    digest = hashlib.sha256(f"person:{seed}:{platform}:{path}".encode()).digest()
    return f"{_FIRST[digest[0] % len(_FIRST)]} {_LAST[digest[1] % len(_LAST)]}"


def _media_kind(media: list[str]) -> str:
    if not media:
        return "text"
    if any(url.lower().split("?")[0].endswith(_VIDEO_EXTENSIONS) for url in media):
        return "video"
    return "image"


def _enum_of_kind(values: list[Any], kind: str) -> Any:
    """The enum value naming the media kind (text falls back to image, then the first)."""
    for wanted in (kind, "image") if kind == "text" else (kind,):
        for value in values:
            if wanted in str(value).lower():
                return value
    return values[0]


def _fact(
    source: str, prop: Mapping[str, Any], facts: Facts, seed: str, platform: str, path: str
) -> Any:
    if source.startswith(("token:", "base32:", "digits:")):
        return _token(seed, platform, path, source)
    if source == "person.name":
        return _person(seed, platform, path)
    media = [str(m) for m in facts.get("post.media", [])]
    if source == "post.media":
        return media if prop.get("type") == "array" else (media[0] if media else "")
    if source == "post.hashtags":
        return _HASHTAG.findall(str(facts.get("post.text", "")))
    if source == "post.mediaType":
        return _enum_of_kind(list(prop.get("enum", ["IMAGE"])), _media_kind(media))
    return str(facts.get(source, ""))


def _choices(field: Mapping[str, Any]) -> list[Any]:
    """The values a field takes: its `enum`, else its `examples` (an open set's usual ones)."""
    return list(field.get("enum") or field.get("examples") or [])


def _array(
    prop: Mapping[str, Any],
    resolve: Resolve,
    seed: str,
    platform: str,
    hours: float,
    facts: Facts,
    path: str,
) -> list[Any]:
    items = resolve(prop.get("items", {}))
    if items.get("type") != "object":
        return []
    fields = {name: resolve(node) for name, node in items.get("properties", {}).items()}
    key = next((name for name, field in fields.items() if _choices(field)), None)
    values = _choices(fields[key]) if key is not None else [None]
    filled = []
    for index, value in enumerate(values):
        item = fill(items, resolve, seed, platform, hours, facts, f"{path}[{index}].")
        if key is not None:
            item[key] = value
        filled.append(item)
    return filled


def _value(
    name: str,
    prop: dict[str, Any],
    resolve: Resolve,
    seed: str,
    platform: str,
    hours: float,
    facts: Facts,
    path: str,
) -> Any:
    source = prop.get(VALUE_OF)
    if source is not None:
        return _fact(str(source), prop, facts, seed, platform, path)
    kind = prop.get("type")
    if kind == "object":
        counts = fill(prop, resolve, seed, platform, hours, facts, f"{path}.")
        if TOTAL in counts:
            counts[TOTAL] = sum(v for k, v in counts.items() if k != TOTAL)
        return counts
    if kind == "array":
        return _array(prop, resolve, seed, platform, hours, facts, path)
    if "enum" in prop:
        return prop["enum"][0]
    if kind == "integer":
        return metric_value(seed, platform, path, hours)
    if kind == "number":
        return rate_value(seed, platform, path, hours, float(prop.get("maximum", RATE_MAXIMUM)))
    if kind == "boolean":
        return False
    owner = facts.get("account.name")
    return f"Sandbox {name} of {owner}" if owner else ""


def fill(
    schema: Mapping[str, Any],
    resolve: Resolve,
    seed: str,
    platform: str,
    hours: float,
    facts: Facts,
    prefix: str = "",
) -> dict[str, Any]:
    """Every field of `schema` (a resolved object schema) for `seed` on `platform`."""
    return {
        name: _value(name, resolve(node), resolve, seed, platform, hours, facts, prefix + name)
        for name, node in schema.get("properties", {}).items()
    }


def post_metrics(
    schema: Mapping[str, Any],
    resolve: Resolve,
    post_id: str,
    platform: str,
    hours: float,
    facts: Facts | None = None,
) -> dict[str, Any]:
    """The metrics object of `schema` (resolved) for a post `hours` after publishing; texts
    from `facts` (the post and its account)."""
    return fill(schema, resolve, post_id, platform, hours, facts or {})


def account_facts(account: Mapping[str, Any]) -> dict[str, Any]:
    """The `account.*` facts of a linked account (`networks.accounts.linked_account`)."""
    return {
        "account.id": account["id"],
        "account.name": account["displayName"],
        "account.username": account["username"],
        "account.url": account["profileUrl"],
        "account.image": account["userImage"],
        "account.created": account.get("created", ""),
    }


def account_metrics(
    schema: Mapping[str, Any],
    resolve: Resolve,
    seed: str,
    platform: str,
    hours: float,
    account: Mapping[str, Any],
) -> dict[str, Any]:
    """The account analytics of `schema` (resolved): counts over a window of `hours` (a pure
    function of `seed`, the network, the metric and the window), texts from the `account`."""
    return fill(schema, resolve, seed, platform, hours, account_facts(account))
