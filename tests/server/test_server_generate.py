"""The generate operations (Max Pack) on the reference server where no proven contract rule
looks: alt text of a public address is fetched (not fetchable on this server, run with
--no-external-fetch). The documented sandbox rules of `x-max-pack.generate` themselves, `text`
over `post` and the `lang` pattern: `contract_tests/test_rules_generate.py`."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def test_alt_text_of_a_public_address_is_fetched(api: Api) -> None:
    api.error(
        int(ErrorCode.MEDIA_NOT_FETCHABLE),
        "POST",
        "/generate/altText",
        json={"url": "https://example.com/i.png"},
    )
