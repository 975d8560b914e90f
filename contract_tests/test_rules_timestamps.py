"""Timestamps in listed records are exactly `YYYY-MM-DDThh:mm:ssZ` (schema Timestamp).

The property tests check every response they see; this test makes sure records that carry
timestamps exist first (a hook, an upload), so the rule is always exercised. (Profiles
carry `created` as `{_seconds, _nanoseconds}` and `createdUTC` with milliseconds, as the
service's docs show: not `Timestamp`s.)
"""

from __future__ import annotations

from datetime import datetime

from contract_tests.fixtures import UserProfile
from contract_tests.samples import image_bytes, unique_name
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId


def _check(
    client: ApiClient,
    spec: ApiSpec,
    operation_id: OperationId,
    key: str | None,
    fields: tuple[str, ...],
) -> None:
    """The listed records of `operation_id`: the answer's `key` list, or the answer itself when
    it is the list (`key` None)."""
    response = client.get(spec.operation(operation_id).path)
    body = client.expect_status(response, 200, f"{operation_id} answers 200")
    records = body if key is None else body[key]
    if not records:
        client.fail(response, f"{operation_id} lists the record just made", "empty list")
    for record in records:
        for name in fields:
            value = record.get(name)
            ok = isinstance(value, str) and spec.timestamp_pattern.fullmatch(value) is not None
            if ok:
                try:
                    datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
                except ValueError:
                    ok = False
            if not ok:
                client.fail(
                    response,
                    "Timestamp format rule: exactly YYYY-MM-DDThh:mm:ssZ (schema Timestamp)",
                    f"`{name}` is {value!r}",
                )


def test_timestamps_exact_format(api: ApiClient, spec: ApiSpec, user_profile: UserProfile) -> None:
    client = user_profile.client
    client.expect_status(
        client.post(
            spec.operation(OperationId.REGISTER_WEBHOOK).path,
            json_body={"action": "social", "url": "https://hooks.contract.test/ts"},
        ),
        200,
        "register_webhook",
    )
    client.expect_status(
        client.post(
            spec.operation(OperationId.UPLOAD_MEDIA).path,
            files={"file": (unique_name("ts", ".png"), image_bytes(8, 8), "image/png")},
        ),
        200,
        "upload_media",
    )
    _check(client, spec, OperationId.LIST_WEBHOOKS, "webhooks", ("created",))
    _check(client, spec, OperationId.LIST_MEDIA, None, ("timeCreated", "expiresAt"))
