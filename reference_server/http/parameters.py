"""An operation's path, query and header parameters, validated against their schemas and
converted to their types (`x-conventions.queryArrays` decides how arrays may be sent)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from jsonschema.exceptions import best_match
from starlette.requests import Request

from spec_model import Operation, Parameter
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, PublicCall
from .bodies import short_message

INTEGER_RE = re.compile(r"[+-]?[0-9]+")
INTEGER_MAX_DIGITS = 40  # far past any bound a spec integer has; int() of more is slow or refused
NUMBER_RE = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def read_parameters(
    request: Request,
    op: Operation,
    raw_path_params: Mapping[str, str],
    call: Call | PublicCall,
    query_arrays: tuple[str, ...],
) -> None:
    """Validate the operation's path, query and header parameters into `call`."""
    for param in op.parameters:
        if param.location == "path":
            call.path_params[param.name] = _value(param, raw_path_params.get(param.name, ""))
        elif param.location == "query":
            values = _query_values(request, param, query_arrays)
            if values:
                call.query[param.name] = _value(param, ",".join(values))
            elif param.required:
                raise ApiError(
                    ErrorCode.INVALID_REQUEST, f"Query parameter '{param.name}' is required."
                )
        elif param.location == "header" and param.name.lower() != "profile-key":
            found = request.headers.getlist(param.name)
            if len(found) > 1:
                raise ApiError(
                    ErrorCode.INVALID_REQUEST, f"Header '{param.name}' may be sent only once."
                )
            value = found[0] if found else None
            if value is not None:
                call.headers[param.name] = _value(param, value)
            elif param.required:
                raise ApiError(ErrorCode.INVALID_REQUEST, f"Header '{param.name}' is required.")


def _query_values(request: Request, param: Parameter, query_arrays: tuple[str, ...]) -> list[str]:
    """The values sent for a query parameter: `k=v` (repeated or comma-separated, joined by
    the caller) and, for arrays when `x-conventions.queryArrays` has `indexed`, the official
    Python SDK's `k[0]=a&k[1]=b` (in index order; `k[]=a` too)."""
    values = request.query_params.getlist(param.name)
    if param.schema.get("type") != "array" or "indexed" not in query_arrays:
        return values
    indexed: list[tuple[int, int, str]] = []
    prefix = param.name + "["
    for position, (key, value) in enumerate(request.query_params.multi_items()):
        if not (key.startswith(prefix) and key.endswith("]")):
            continue
        index = key[len(prefix) : -1]
        if index == "":
            indexed.append((position, position, value))
        elif index.isascii() and index.isdigit() and len(index) <= 6:
            indexed.append((int(index), position, value))
        else:
            raise ApiError(
                ErrorCode.INVALID_REQUEST,
                f"Query parameter '{key[:60]}': the index must be a number.",
            )
    return values + [value for _, _, value in sorted(indexed)]


def _value(param: Parameter, raw: str) -> Any:
    kind = param.schema.get("type")
    where = f"{param.location.capitalize()} parameter '{param.name}'"
    value: Any = raw
    if kind == "integer":
        if not INTEGER_RE.fullmatch(raw.strip()):
            raise ApiError(_code(param), f"{where}: {raw[:100]!r} is not an integer.")
        if len(raw.strip().lstrip("+-").lstrip("0")) > INTEGER_MAX_DIGITS:
            raise ApiError(_code(param), f"{where}: the integer is out of range.")
        value = int(raw.strip())
    elif kind == "number":
        if not NUMBER_RE.fullmatch(raw.strip()):
            raise ApiError(_code(param), f"{where}: {raw[:100]!r} is not a number.")
        value = float(raw.strip())
    elif kind == "boolean":  # `true`/`false`; any case (the official SDK sends `True`)
        value = {"true": True, "false": False}.get(raw.strip().lower(), raw)
    elif kind == "array":
        value = raw.split(",")
    error = best_match(param.validator.iter_errors(value))
    if error is not None:
        raise ApiError(_code(param), f"{where}: {short_message(error)}")
    return value


def _code(param: Parameter) -> ErrorCode:
    """The parameter's `x-error-code` (from the spec), else the generic invalid_request."""
    code = param.error_code
    return ErrorCode(code) if code is not None else ErrorCode.INVALID_REQUEST
