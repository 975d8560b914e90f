"""The running service: spec (and test-control spec), store, clock and media files, the
per-request `Call`, and what rules share about models and stored posts (`model_data`,
`live_post`, `published_results`, `outcome`)."""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, TypeAdapter
from social_publishing_models import PostIdResult, PostRecord

from spec_model import ControlSpec, Operation, ServiceSpec, SpecLoadError, format_timestamp
from spec_model.error_codes import ErrorCode

from .answer_cache import AnswerCache
from .auth_throttle import AuthThrottle
from .clock import Clock
from .media.files import MediaFiles
from .media.multipart import UploadForm
from .rate_limit import RateLimiter
from .seams import Seams
from .settings import Settings
from .store import AuthFailureWindows, PostRow, ProfileRow, RateWindows, Store, Suspensions
from .suspension import Suspender
from .webhooks.server_delivery import ServerDelivery

PRIMARY_TITLE = "Primary Profile"
M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
DEFAULT_PLAN = "Enterprise"
#: Where the clock keeps its state (`clock.ClockState.stored`).
CLOCK_META_KEY = "clock_offset"


class Service:
    """State shared by all requests of one server instance."""

    def __init__(
        self,
        settings: Settings,
        spec: ServiceSpec | None = None,
        control: ControlSpec | None = None,
        seams: Seams | None = None,
    ) -> None:
        """`spec`/`control`: the specs already read from `settings.spec_path` and sandbox.yaml
        (the CLI reads them to check the handler tables before it binds; not read twice).
        `seams`: the decisions given at construction (default the production ones, `Seams()`)."""
        self.settings = settings
        self.seams = seams or Seams()
        self.spec = spec if spec is not None else ServiceSpec.load(settings.spec_path)
        drift = self.spec.facts.catalogue.mismatches(ErrorCode)
        if drift:  # the code names this server raises must mean what the spec says
            raise SpecLoadError(
                f"{self.spec.path}: x-error-catalogue does not match spec_model.error_codes "
                f"(run `make bundle`): {'; '.join(drift[:5])}"
            )
        # The /_sandbox routes and their request bodies (sandbox.yaml, read against self.spec).
        self.control = control if control is not None else ControlSpec.load(api=self.spec)
        settings.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        settings.data_dir.chmod(0o700)  # webhook secrets and uploads: the owner's only
        database = settings.data_dir / "service.sqlite3"
        self.store = Store(database)
        self.media = MediaFiles(settings.data_dir, self.store.media.all_media_ids)
        self.clock = Clock(
            persist=lambda state: self.store.meta.set(CLOCK_META_KEY, state),
            load=lambda: self.store.meta.get(CLOCK_META_KEY),
        )
        if settings.plan is not None:
            self.set_plan(settings.plan)
        elif self.store.meta.get("plan") is None:
            self.set_plan(DEFAULT_PLAN)
        self.primary = self.store.profiles.ensure_primary_profile(
            secrets.token_hex(16), PRIMARY_TITLE, int(self.clock.now().timestamp())
        )
        self.delivery = ServerDelivery(
            settings, self.store, self.clock, self.seams.delivery, self.spec.facts.delivery
        )
        #: GET /hook/history answers and GET /history record lists by their inputs
        #: (`rules/history.py`, `rules/post_history.py`).
        self.history_answers: AnswerCache[bytes] = AnswerCache()
        self.post_history_texts: AnswerCache[tuple[int, str]] = AnswerCache()
        rate_limit = self.spec.facts.rate_limit
        failures = self.spec.facts.auth_failure_limit
        self.auth_throttle = AuthThrottle(
            failures,
            AuthFailureWindows(database),  # its own connection, like the rate windows
            self.clock,
            failures.max_failures
            if settings.auth_failure_max is None
            else settings.auth_failure_max,
        )
        self.rate_limiter = RateLimiter(
            rate_limit,
            RateWindows(database),  # its own connection: every request writes there
            self.clock,
            rate_limit.reference_server_max
            if settings.rate_limit_max is None
            else settings.rate_limit_max,
            self.auth_throttle.bucket,  # a validated address, never a client's text
        )
        self.suspender = Suspender(
            rate_limit.suspension, Suspensions(database), self.clock, self.seams.suspension
        )

    @property
    def plan(self) -> str:
        return self.store.meta.get("plan") or DEFAULT_PLAN

    def set_plan(self, plan: str) -> None:
        plans = self.spec.facts.plans
        if plan not in plans:
            raise ValueError(f"unknown plan {plan!r}; one of {list(plans)}")
        self.store.meta.set("plan", plan)

    @property
    def add_ons(self) -> frozenset[str]:
        """The account's add-ons (`x-add-ons`); all of them until the control sets others."""
        stored = self.store.meta.get("add_ons")
        if stored is None:
            return frozenset(self.spec.facts.add_ons)
        return frozenset(a for a in stored.split(",") if a)

    def set_add_ons(self, add_ons: list[str]) -> None:
        unknown = [a for a in add_ons if a not in self.spec.facts.add_ons]
        if unknown:
            raise ValueError(f"unknown add-ons {unknown}; of {list(self.spec.facts.add_ons)}")
        self.store.meta.set("add_ons", ",".join(sorted(set(add_ons))))

    def now(self) -> datetime:
        return self.clock.now()

    def now_unix(self) -> int:
        return int(self.clock.now().timestamp())

    def close(self) -> None:
        self.delivery.outbox.close()
        self.rate_limiter.close()
        self.suspender.close()
        self.auth_throttle.close()
        self.store.close()


def live_post(row: PostRow | None) -> PostRow | None:
    """The stored post, unless there is none or it was deleted (a deleted post stays stored
    for the history but is gone for every other rule)."""
    return None if row is None or row.status == "deleted" else row


def outcome(answered: int, failed: int) -> Literal["success", "partial", "error"]:
    """The status of an answer with a result per network: `success` when none failed,
    `partial` when some failed and some answered, `error` when none answered."""
    return "success" if not failed else "partial" if answered else "error"


def published_results(record: PostRecord) -> dict[str, PostIdResult]:
    """A stored post's results on the networks it was published on (status `success`), by
    network."""
    return {r.platform: r for r in record.post_ids if r.status == "success"}


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, datetime):
        return format_timestamp(value)
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)  # URLs and the like, as pydantic's JSON mode writes them


def model_data(model: BaseModel) -> Any:
    """A generated model as JSON data by its aliases, every timestamp in the spec's exact
    `YYYY-MM-DDThh:mm:ssZ`: pydantic's JSON mode writes years before 1000 without their
    leading zeros (`363-08-30T...`), which the Timestamp schema refuses."""
    return _jsonable(model.model_dump(mode="python", by_alias=True))


def model_json(model: BaseModel) -> str:
    """`model_data` as compact JSON text (the one serializer of answers and stored records)."""
    return json.dumps(model_data(model), ensure_ascii=False, separators=(",", ":"))


def own_fields(model: BaseModel, common: type[BaseModel]) -> dict[str, Any]:
    """`model_data` of `model` without the fields `common` also has (by alias): a webhook
    event's own fields, built as the generated event model, less those every event has."""
    shared = {info.alias or name for name, info in common.model_fields.items()}
    return {k: v for k, v in model_data(model).items() if k not in shared}


def field_name(model: BaseModel) -> str:
    """The spec name of the one field `model` holds (a generated model built with one field,
    every other one unset): how a rule names a field in a message without writing it."""
    (name,) = model.model_dump(by_alias=True, exclude_unset=True)
    return str(name)


def list_answer_json(answer: BaseModel, field: str | None, items: Sequence[BaseModel]) -> bytes:
    """`model_json` of `answer` with `items` in its list `field` (empty in `answer`; None: its
    one field that is an empty list), each item serialized on its own. For long answers built
    in a worker thread: the event loop's thread takes the interpreter lock between items,
    while one serialization of the whole list would hold it throughout."""
    if field is None:
        empty_lists = [name for name, value in model_data(answer).items() if value == []]
        if len(empty_lists) != 1:
            raise ValueError(f"the answer has no one empty list field: {empty_lists}")
        field = empty_lists[0]
    head = model_json(answer)
    empty = f'"{field}":[]'
    if head.count(empty) != 1:
        raise ValueError(f"the answer has no one empty list {field!r}")
    before, after = head.split(empty)
    parts = [before, f'"{field}":[', ",".join(model_json(item) for item in items), "]", after]
    return "".join(parts).encode("utf-8")


@dataclass(frozen=True)
class RawJson:
    """A response body that is already serialized JSON (skips a parse/serialize round trip)."""

    content: bytes


@dataclass(frozen=True)
class Answer:
    """A rule's answer with a status other than 200: the service answers a post that failed on
    every network with HTTP 400 and the full result (not an `Error`)."""

    status: int
    body: Any


@dataclass
class Call:
    """One authenticated, validated request to an operation of the spec."""

    operation: Operation | None
    profile: ProfileRow
    base_url: str
    host: str
    path_params: dict[str, Any] = field(default_factory=dict)
    query: dict[str, Any] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = None
    form: UploadForm | None = None
    #: The client address the request came from (set for the test control's calls).
    client: str = ""

    def body_as(self, model: type[M], *, extras: bool = False) -> M:
        """The body (already checked against the operation's schema) as the generated request
        model `model`, so a rule reads typed fields as it answers with a typed model.

        Fields are read by their spec names only: the models also take their Python names
        (`validate_by_name`), which the schema merely tolerates as unknown fields, so
        `schedule_date` is not read as `scheduleDate` (nor refused with a 500 when it is no
        timestamp), as a rule reading the JSON by the spec's names never did. `extras`: keep
        the fields the schema tolerates without naming them as the model's extras
        (`model_extra`), for a rule that stores the body as sent. An optional body that was
        not sent reads as `{}`: every field at its default (or MISSING)."""
        extra: Literal["allow"] | None = "allow" if extras else None
        body = {} if self.body is None else self.body
        return model.model_validate(body, extra=extra, by_alias=True, by_name=False)

    def params_as(self, model: type[M]) -> M:
        """The path and query parameters (already validated and converted to their types) as
        the operation's generated parameters model (`<OperationId>Parameters` of
        `social_publishing_models.parameters`, the query reader of the rules), read by their
        spec names only, as `body_as` reads a body; one not sent reads as its default."""
        values = {**self.path_params, **self.query}
        return model.model_validate(values, by_alias=True, by_name=False)

    def body_one_of(self, shape: TypeAdapter[T]) -> T:
        """The body (already checked) as one branch of a generated "one of these fields" alias
        (`PostDeletion = DeleteOnePost | DeletePostsInBulk | ...`), through a `TypeAdapter` of
        the alias built once by the rule module; fields are read by their spec names only, as
        `body_as` reads them."""
        return shape.validate_python(self.body, by_alias=True, by_name=False)


@dataclass
class PublicCall:
    """One validated request to an operation that takes no API key (`security: []`): its rule
    checks the request's own credential (the linking page's token)."""

    operation: Operation
    base_url: str
    path_params: dict[str, Any] = field(default_factory=dict)
    query: dict[str, Any] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    #: The client address the request came from (its rate limit may be set per address).
    client: str = ""
