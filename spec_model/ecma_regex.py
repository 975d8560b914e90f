"""The spec's `pattern`s matched as JSON Schema says: ECMA-262 regular expressions.

jsonschema checks `pattern` with Python's `re`, which reads the same text differently:
Python's `\\s` also matches U+001C-U+001F and U+0085 and misses U+FEFF, `\\d` and `\\w` match
any Unicode digit or letter, and `$` matches before a final newline. A schemathesis case such
as the title `"\\x1d"` matches the spec's `\\S` (ECMA: U+001D is not white space) and was
refused by the reference server with 101. `regress` is an ECMA-262 engine (Rust, the one
jsonschema-rs uses); every validator built by `References.validator_for` checks `pattern`
(and so `propertyNames` patterns) with it.

regress takes UTF-8 text; a lone surrogate (possible in a query or form value, never in a
JSON body: the server refuses those as malformed JSON) is matched as U+FFFD, which every
class the spec uses treats as ECMA treats a lone UTF-16 code unit (not white space, not a
word character, matched by `.` and by negated classes).

`maxLength` is checked before `pattern` and `format`: a string longer than its schema's
`maxLength` is refused by that keyword and never reaches a regular expression (so the cost
of a pattern is bounded by the length the spec allows; spec_lint's `pattern-time` rule keeps
every pattern linear in it). jsonschema's `uri` check (the rfc3986 grammar, Python's `re`)
takes about 1 s and 100 MB on a 1 MB string, which maxLength refuses first.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

import regress
from jsonschema import Draft202012Validator, ValidationError, _keywords, validators


@lru_cache(maxsize=1024)
def compile_ecma(pattern: str) -> regress.Regex:
    """The compiled ECMA-262 regular expression (cached: the spec has a few dozen)."""
    return regress.Regex(pattern)


def ecma_search(pattern: str, text: str) -> bool:
    """Whether `pattern` (ECMA-262) matches somewhere in `text`, as JSON Schema `pattern` does."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
    return compile_ecma(pattern).find(text) is not None


def _too_long(validator: Any, instance: Any, schema: Mapping[str, Any]) -> bool:
    """Whether `maxLength` refuses `instance` (then no regular expression runs on it)."""
    longest = schema.get("maxLength")
    return (
        validator.is_type(instance, "string")
        and isinstance(longest, int)
        and len(instance) > longest
    )


def _pattern(
    validator: Any, pattern: str, instance: Any, schema: Mapping[str, Any]
) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "string") or _too_long(validator, instance, schema):
        return
    if not ecma_search(pattern, instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _format(
    validator: Any, format: str, instance: Any, schema: Mapping[str, Any]
) -> Iterator[ValidationError]:
    if not _too_long(validator, instance, schema):
        check: Any = _keywords.format  # typed as returning None; it yields ValidationErrors
        yield from check(validator, format, instance, schema)


#: Draft 2020-12 with ECMA-262 `pattern`s (not registered for a meta-schema: nothing else that
#: uses jsonschema in the process changes).
EcmaDraft202012Validator: type[Draft202012Validator] = validators.extend(  # type: ignore[no-untyped-call]
    Draft202012Validator, {"pattern": _pattern, "format": _format}
)
