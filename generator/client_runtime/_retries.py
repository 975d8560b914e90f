"""When and how long the façade's clients wait before a retry; the loop itself is tenacity's.

Retried, as the service's guidance says (the spec's description, "Rate limits"):

* a 429, at most once per call, whatever the method: the spec says a rate-limited request was
  not carried out, so sending it again cannot do it twice;
* 408 and 409, for reads only (GET, HEAD, OPTIONS): a write is never retried after a 4xx;
* 5xx, connection failures and timeouts, for idempotent methods only (`IDEMPOTENT_METHODS`):
  the request may have been carried out, and the spec has no idempotency key for `POST /post`
  yet, so a POST is never sent twice for them.

The wait is exponential with jitter (`initial_delay * 2**n`, at most `max_delay`, plus up to
`jitter` seconds) unless the response says how long to wait: `Retry-After` (seconds or an HTTP
date), `retry-after-ms`, or `x-ratelimit-reset` (seconds, or a Unix time). A 429 whose
rate-limit count (`x-rate-limit` headers) has reached the maximum without a reset time is not
retried (the service's window is minutes long), nor is any response that asks for a wait
longer than `max_retry_after`.

The clients make a call's first attempt themselves and enter the tenacity loop only when it
must be retried, so a call that succeeds at once pays nothing for the retry machinery.
"""

import email.utils
import math
import random
import time
from dataclasses import dataclass
from typing import Any

import httpx
import tenacity

from ._settings import logger
from .errors import APIConnectionError, rate_limit_of

RATE_LIMITED = 429
#: Other 4xx statuses worth retrying, for reads only.
READ_RETRY_STATUSES = frozenset({408, 409})
READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
"""Methods safe to send twice (RFC 9110 section 9.2.2): the only ones retried after a failure
that may have carried the request out (5xx, connection failures, timeouts)."""


def _seconds(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return number if math.isfinite(number) and number >= 0 else None


def header_delay(headers: httpx.Headers, now: float | None = None) -> float | None:
    """Seconds the response asks the client to wait; `math.inf` when it cannot say."""
    current = time.time() if now is None else now
    milliseconds = _seconds(headers.get("retry-after-ms"))
    if milliseconds is not None:
        return milliseconds / 1000
    retry_after = headers.get("retry-after")
    if retry_after is not None:
        seconds = _seconds(retry_after)
        if seconds is not None:
            return seconds
        try:
            moment = email.utils.parsedate_to_datetime(retry_after)
        except (TypeError, ValueError):
            moment = None
        if moment is not None and moment.tzinfo is not None:
            return max(0.0, moment.timestamp() - current)
    reset = _seconds(headers.get("x-ratelimit-reset"))
    if reset is not None:
        # A Unix time when it is larger than a year of seconds, else seconds from now.
        return max(0.0, reset - current) if reset > 366 * 86400 else reset
    window = rate_limit_of(headers)
    if window is not None and window.exhausted:
        return math.inf
    return None


@dataclass(frozen=True)
class RetryPolicy:
    """Backoff settings; the number of retries is the client's (or the call's) `max_retries`."""

    initial_delay: float = 0.5
    max_delay: float = 8.0
    jitter: float = 0.25
    max_retry_after: float = 60.0

    def retryable_status(self, status: int, method: str = "GET", rate_limited: int = 0) -> bool:
        """Whether `status` answering `method` may be retried, after `rate_limited` 429
        answers earlier in the same call."""
        if status == RATE_LIMITED:
            return rate_limited == 0
        if status in READ_RETRY_STATUSES:
            return method.upper() in READ_METHODS
        return status >= 500 and method.upper() in IDEMPOTENT_METHODS

    def retryable_response(self, response: httpx.Response, rate_limited: int = 0) -> bool:
        """An error status worth retrying (for the request's method, after `rate_limited`
        earlier 429s of the call) whose requested wait (if any) is acceptable."""
        method = response.request.method
        if not self.retryable_status(response.status_code, method, rate_limited):
            return False
        delay = header_delay(response.headers)
        return delay is None or delay <= self.max_retry_after

    @staticmethod
    def retryable_error(error: BaseException) -> bool:
        """A connection failure or timeout of an idempotent request (it may have arrived)."""
        return (
            isinstance(error, APIConnectionError)
            and error.request.method.upper() in IDEMPOTENT_METHODS
        )

    def backoff(self, attempts_made: int) -> float:
        """Exponential wait with jitter after `attempts_made` attempts (1 for the first)."""
        exponential = self.initial_delay * 2.0 ** (attempts_made - 1)
        return float(min(self.max_delay, exponential) + random.uniform(0, self.jitter))

    def delay_after(self, response: httpx.Response | None, attempts_made: int) -> float:
        """Seconds before the next attempt: the server's wish, else the backoff."""
        if response is not None:
            delay = header_delay(response.headers)
            if delay is not None:
                return min(delay, self.max_retry_after)
        return self.backoff(attempts_made)

    def wait(self, state: tenacity.RetryCallState, attempts_before: int = 0) -> float:
        """tenacity's `wait`: `delay_after` for the outcome of the attempt that just ended."""
        outcome = state.outcome
        response = outcome.result() if outcome is not None and not outcome.failed else None
        return self.delay_after(response, state.attempt_number + attempts_before)

    def _arguments(
        self, max_retries: int, attempts_before: int, rate_limited_before: int
    ) -> dict[str, Any]:
        rate_limited = [rate_limited_before]  # 429 answers so far in this call

        def retry_result(response: httpx.Response) -> bool:
            retry = self.retryable_response(response, rate_limited[0])
            if response.status_code == RATE_LIMITED:
                rate_limited[0] += 1
            return retry

        return {
            "stop": tenacity.stop_after_attempt(max_retries + 1 - attempts_before),
            "wait": lambda state: self.wait(state, attempts_before),
            "retry": (
                tenacity.retry_if_exception(self.retryable_error)
                | tenacity.retry_if_result(retry_result)
            ),
            "before_sleep": _log_retry,
            "retry_error_callback": _last_outcome,
            "reraise": True,
        }

    def retrying(
        self, max_retries: int, attempts_before: int = 0, rate_limited_before: int = 0
    ) -> tenacity.Retrying:
        """A tenacity loop for a sync call (`attempts_before` attempts were made already,
        `rate_limited_before` of them answered 429)."""
        arguments = self._arguments(max_retries, attempts_before, rate_limited_before)
        return tenacity.Retrying(**arguments)

    def async_retrying(
        self, max_retries: int, attempts_before: int = 0, rate_limited_before: int = 0
    ) -> tenacity.AsyncRetrying:
        """A tenacity loop for an async call (see `retrying`)."""
        arguments = self._arguments(max_retries, attempts_before, rate_limited_before)
        return tenacity.AsyncRetrying(**arguments)


def log_first_retry(reason: object, wait: float) -> None:
    """Log the retry after a call's first attempt (made outside the tenacity loop)."""
    logger.info("retrying in %.2f s after attempt 1: %s", wait, reason)


def _last_outcome(state: tenacity.RetryCallState) -> Any:
    """After the last attempt: its response, or its exception raised again."""
    assert state.outcome is not None
    return state.outcome.result()


def _log_retry(state: tenacity.RetryCallState) -> None:
    outcome = state.outcome
    if outcome is None:
        return
    if outcome.failed:
        reason: object = outcome.exception()
    else:
        response: httpx.Response = outcome.result()
        reason = f"HTTP {response.status_code}"
    wait = state.next_action.sleep if state.next_action is not None else 0.0
    logger.info("retrying in %.2f s after attempt %d: %s", wait, state.attempt_number, reason)
