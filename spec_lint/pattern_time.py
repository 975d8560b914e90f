"""Check: every schema `pattern` of the spec runs in linear time on any input.

JSON Schema patterns are ECMA-262 regular expressions, and ECMA engines backtrack: two
adjacent quantifiers over overlapping characters (`[^ /]+[^ ]*$`) take quadratic time on a
long string that fails at its end, a quantifier inside a quantifier (`(a+)+$`) exponential
time. A pattern that runs on a request field can then freeze a server (a quadratic URL
pattern takes seconds to refuse a 24,000 character URL).

Two parts:
- statically, a repeated group that holds a variable repetition (`(a+)+`, `(a|ab)*`) is a
  problem without running anything (it may take exponential time, so it is never timed);
- every other pattern is timed with the spec's own engine (`spec_model.ecma_regex`, regress)
  on adversarial inputs: for each repetition of the pattern, the shortest text leading to
  it, then one character of each class of characters the pattern tells apart pumped to the
  schema's `maxLength` (DEFAULT_LENGTH when it has none), then a character that fails. The
  length grows by doubling; a pattern is super-linear when the time at 4n is more than
  GROWTH times the time at n AND more than SLOW_MS (a linear pattern at these lengths takes
  microseconds, so timing noise never reaches both bounds). Inputs stop growing at the
  pattern's length bound or once one run takes STOP_MS.

Patterns are read as Python's `re` parser reads them (the spec's patterns avoid the escapes
where ECMA and Python differ, a Spectral rule); one Python cannot parse is reported.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from spec_lint.document import Spec
from spec_lint.problems import Problem, pointer
from spec_model.ecma_regex import compile_ecma

CHECK = "pattern-time"
#: The length timed for a pattern whose schema has no `maxLength`.
DEFAULT_LENGTH = 8192
#: The shortest pumped input timed (below it times are all noise).
START_LENGTH = 128
GROWTH = 8.0
SLOW_MS = 4.0
STOP_MS = 60.0
REPEATS = 3

_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")
_UNBOUNDED = _c.MAXREPEAT
#: The characters whose classes are told apart: printable ASCII and the controls, spaces and
#: non-ASCII letters the spec's classes name.
ALPHABET = (
    "".join(chr(c) for c in range(0x20, 0x7F))
    + "\x00\t\n\r\x1f\x7f\x85\xa0\u1680\u2000\u2028\u202f\u3000\ufeff\xe9\u4e2d\U0001f600"
)


@dataclass(frozen=True)
class Timed:
    """The worst growth of one pattern on one adversarial input family."""

    prefix: str
    pump: str
    suffix: str
    length: int
    milliseconds: float
    quarter_milliseconds: float


def check_pattern_times(spec: Spec) -> list[Problem]:
    """Every schema `pattern` is free of nested variable repetition and runs in linear time."""
    problems: list[Problem] = []
    found: dict[tuple[str, int], str | None] = {}  # each pattern and bound is timed once
    for location, pattern, longest in schema_patterns(spec.document):
        if (pattern, longest) not in found:
            found[pattern, longest] = pattern_problem(pattern, longest)
        message = found[pattern, longest]
        if message is not None:
            problems.append(Problem(location, message, CHECK))
    return problems


def schema_patterns(
    document: Any, path: tuple[str | int, ...] = ()
) -> Iterator[tuple[str, str, int]]:
    """(location, pattern, length bound) of every mapping with a string `pattern`."""
    if isinstance(document, Mapping):
        pattern = document.get("pattern")
        if isinstance(pattern, str):
            longest = document.get("maxLength")
            bound = longest if isinstance(longest, int) and longest > 0 else DEFAULT_LENGTH
            yield pointer(*path, "pattern"), pattern, bound
        for key, value in document.items():
            if key not in ("example", "examples"):
                yield from schema_patterns(value, (*path, str(key)))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from schema_patterns(value, (*path, index))


def pattern_problem(pattern: str, longest: int) -> str | None:
    """Why `pattern` may take super-linear time on strings up to `longest`, or None."""
    try:
        tree = list(_parser.parse(pattern))
    except Exception as error:  # re.error and the parser's own: the reason is in the message
        return f"pattern {pattern!r} cannot be analysed ({error})"
    nested = _nested_repeat(tree)
    if nested:
        return f"pattern {pattern!r} repeats a group holding a variable repetition ({nested})"
    worst = worst_growth(pattern, tree, longest)
    if worst is None:
        return None
    sample = f"{worst.prefix!r} + {worst.pump!r} * n + {worst.suffix!r}"
    return (
        f"pattern {pattern!r} takes super-linear time: {worst.milliseconds:.1f} ms at "
        f"{worst.length} characters, {worst.quarter_milliseconds:.1f} ms at a quarter of it "
        f"(input {sample}); write it so no two adjacent repetitions match the same character"
    )


def worst_growth(pattern: str, tree: Sequence[Any], longest: int) -> Timed | None:
    """The first input family on which `pattern` grows super-linearly, or None."""
    regex = compile_ecma(pattern)
    classes = _char_classes(tree)
    for prefix, pump, suffix in _families(tree, classes):
        timed = _time_family(regex, prefix, pump, suffix, longest)
        if timed is not None:
            return timed
    return None


def _time_family(regex: Any, prefix: str, pump: str, suffix: str, longest: int) -> Timed | None:
    times: dict[int, float] = {}
    length = START_LENGTH
    while True:
        count = max(1, (min(length, longest) - len(prefix) - len(suffix)) // len(pump))
        text = prefix + pump * count + suffix
        best = min(_once(regex, text) for _ in range(REPEATS))
        size = len(text)
        times[size] = best
        quarter = [t for s, t in times.items() if s * 4 <= size * 1.05 and s * 4 >= size * 0.8]
        if quarter and best > SLOW_MS and best > GROWTH * quarter[-1]:
            return Timed(prefix, pump, suffix, size, best, quarter[-1])
        if length >= longest or best > STOP_MS:
            return None
        length *= 2


def _once(regex: Any, text: str) -> float:
    started = time.perf_counter()
    regex.find(text)
    return (time.perf_counter() - started) * 1000


# -- the pattern's tree --------------------------------------------------------------------------


def _nested_repeat(tree: Sequence[Any], inside: bool = False) -> str:
    """The first variable repetition inside a repeated group ('' when there is none)."""
    for op, av in tree:
        if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            low, high, body = av
            variable = high != low
            if inside and variable:
                return f"{'{'}{low},{'' if high == _UNBOUNDED else high}{'}'} in a repetition"
            found = _nested_repeat(body, inside or (high > 1 and not _single(body)))
            if found:
                return found
        else:
            for sub in _subtrees(op, av):
                found = _nested_repeat(sub, inside)
                if found:
                    return found
    return ""


def _subtrees(op: Any, av: Any) -> list[Sequence[Any]]:
    if op is _c.SUBPATTERN:
        return [av[-1]]
    if op is _c.BRANCH:
        return list(av[1])
    if op in (_c.ASSERT, _c.ASSERT_NOT):
        return [av[1]]
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        return [av[2]]
    return []


def _single(body: Sequence[Any]) -> bool:
    """Whether a repetition's body is one character (a class, a literal, `.`)."""
    items = list(body)
    while len(items) == 1 and items[0][0] is _c.SUBPATTERN:
        items = list(items[0][1][-1])
    return len(items) == 1 and items[0][0] in (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY)


def _matches(op: Any, av: Any, char: str) -> bool:
    """Whether a one-character node matches `char`."""
    code = ord(char)
    if op is _c.LITERAL:
        return bool(code == av)
    if op is _c.NOT_LITERAL:
        return bool(code != av)
    if op is _c.ANY:
        return char not in "\n\r\u2028\u2029"
    negate = False
    found = False
    for item_op, item_av in av:
        if item_op is _c.NEGATE:
            negate = True
        elif item_op is _c.LITERAL:
            found = found or code == item_av
        elif item_op is _c.RANGE:
            found = found or item_av[0] <= code <= item_av[1]
        elif item_op is _c.CATEGORY:
            found = found or _category(item_av, char)
    return found != negate


def _category(category: Any, char: str) -> bool:
    name = str(category)
    if "DIGIT" in name:
        hit = "0" <= char <= "9"
    elif "SPACE" in name:
        hit = char.isspace()
    else:
        hit = char.isalnum() or char == "_"
    return hit != ("NOT" in name)


def _char_nodes(tree: Sequence[Any]) -> Iterator[tuple[Any, Any]]:
    for op, av in tree:
        if op in (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY):
            yield op, av
        for sub in _subtrees(op, av):
            yield from _char_nodes(sub)


def _char_classes(tree: Sequence[Any]) -> dict[tuple[bool, ...], str]:
    """One representative character per set of the pattern's character nodes it matches."""
    nodes = list(_char_nodes(tree))
    classes: dict[tuple[bool, ...], str] = {}
    for char in ALPHABET:
        classes.setdefault(tuple(_matches(op, av, char) for op, av in nodes), char)
    return classes


def _example(tree: Sequence[Any]) -> str:
    """A short text `tree` matches (best effort: the first branch, minimal repetition)."""
    out = []
    for op, av in tree:
        if op in (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY):
            out.append(next((c for c in ALPHABET if _matches(op, av, c)), "a"))
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            out.append(_example(av[2]) * av[0])
        elif op is _c.SUBPATTERN:
            out.append(_example(av[-1]))
        elif op is _c.BRANCH:
            out.append(_example(av[1][0]))
    return "".join(out)


def _families(
    tree: Sequence[Any], classes: dict[tuple[bool, ...], str], prefix: str = ""
) -> Iterator[tuple[str, str, str]]:
    """(prefix, pump, suffix) inputs for each repetition of `tree`: every character class
    the repetition takes, pumped, then each character class it does not take (or nothing)."""
    for index, (op, av) in enumerate(tree):
        lead = prefix + _example(tree[:index])
        if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and av[1] > 1:
            body = av[2]
            pumps = [
                c for c in classes.values() if _example(body) and _fullmatch_single(body, c)
            ] or [_example(body) or "a"]
            refused = [c for c in classes.values() if c not in pumps][:6]
            for pump in pumps:
                for suffix in ["", *refused]:
                    yield lead, pump, suffix
            yield from _families(body, classes, lead)
        else:
            for sub in _subtrees(op, av):
                yield from _families(sub, classes, lead)


def _fullmatch_single(body: Sequence[Any], char: str) -> bool:
    items = list(body)
    while len(items) == 1 and items[0][0] is _c.SUBPATTERN:
        items = list(items[0][1][-1])
    if len(items) != 1 or items[0][0] not in (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY):
        return False
    return _matches(items[0][0], items[0][1], char)
