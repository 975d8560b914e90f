"""Synthetic uploads of the corpus: files a step names by kind and size instead of writing them
out, built when the step runs (never stored in the corpus).

A step's `request.synthetic` maps a field of its `json` body to a file spec; the field is set
to the file as a base64 data URI (as `upload_media` takes it). A spec has `kind` (`png` or
`mp4`) and any of:

* `bytes`: the file's exact size (a PNG grows by a private ancillary chunk, an MP4 by a `free`
  box at its end: both are skipped by readers, so the file stays valid);
* `width`, `height`: the picture's pixels (a PNG's header; an MP4's track header, `tkhd`);
  a PNG is 400 x 400 and an MP4 256 x 144 unless given;
* `seconds` (`mp4` only): the duration its movie header (`mvhd`) says (10 unless given).
"""

from __future__ import annotations

from typing import Any

from contract_tests.samples import data_uri, mp4_lasting, mp4_of_bytes, png_1bit, png_of_bytes

KINDS = {"png": "image/png", "mp4": "video/mp4"}
FIELDS = {"kind", "bytes", "width", "height", "seconds"}


def check(spec: Any) -> str:
    """Why `spec` is not a synthetic file spec ('' when it is)."""
    if not isinstance(spec, dict):
        return "a synthetic file is a mapping"
    unknown = set(spec) - FIELDS
    if unknown:
        return f"unknown synthetic file fields {sorted(unknown)}"
    if spec.get("kind") not in KINDS:
        return f"synthetic kind {spec.get('kind')!r} is not one of {sorted(KINDS)}"
    for name in ("bytes", "width", "height"):
        if name in spec and (not isinstance(spec[name], int) or spec[name] < 1):
            return f"synthetic {name} must be a positive integer"
    if "seconds" in spec and (
        spec["kind"] != "mp4" or not isinstance(spec["seconds"], int | float)
    ):
        return "synthetic seconds is a number, of an mp4"
    return ""


def build(spec: dict[str, Any]) -> bytes:
    """The file `spec` describes (checked by `check`)."""
    if spec["kind"] == "png":
        width, height = int(spec.get("width", 400)), int(spec.get("height", 400))
        if "bytes" in spec:
            return png_of_bytes(int(spec["bytes"]), width, height)
        return png_1bit(width, height)
    width, height = int(spec.get("width", 256)), int(spec.get("height", 144))
    seconds = float(spec.get("seconds", 10))
    if "bytes" in spec:
        return mp4_of_bytes(int(spec["bytes"]), seconds, width, height)
    return mp4_lasting(seconds, width, height)


def with_files(json_body: dict[str, Any], files: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """`json_body` with each field of `files` set to its synthetic file as a data URI."""
    made = {name: data_uri(build(spec), KINDS[spec["kind"]]) for name, spec in files.items()}
    return {**json_body, **made}
