"""HTTP-level rules: compression threshold and preference order (`x-compression`), 405 with an
`Allow` header for undeclared methods (HEAD, OPTIONS and unknown ones too), and the Error body
for unknown paths (a trailing slash too)."""

from __future__ import annotations

import pytest

from contract_tests.checks import accepted_encodings
from contract_tests.fixtures import UserProfile
from contract_tests.run_settings import run_spec, walked
from contract_tests.samples import image_bytes, unique_name
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId
from spec_model.routing import PathTemplate


def _fill_library(client: ApiClient, spec: ApiSpec, min_bytes: int) -> None:
    """Upload items with long descriptions until list_media exceeds ``min_bytes``.

    Bounded: each upload adds its description to the listing, so ``min_bytes / 1500 + 2``
    uploads are enough on a server that lists what it stored; a server that does not (e.g. a
    stateless mock) fails here instead of making the suite upload forever.
    """
    path = spec.operation(OperationId.UPLOAD_MEDIA).path
    list_path = spec.operation(OperationId.LIST_MEDIA).path
    description = "d" * 1500
    uploads = min_bytes // len(description) + 2
    listing = client.get(list_path)
    for _ in range(uploads):
        if len(listing.content) > min_bytes:
            return
        response = client.post(
            path,
            files={"file": (unique_name("big", ".png"), image_bytes(4, 4), "image/png")},
            data={"description": description},
        )
        client.expect_status(response, 200, "upload_media stores the file")
        listing = client.get(list_path)
    if len(listing.content) <= min_bytes:
        client.fail(
            listing,
            "list_media lists the media uploaded by the profile (with their descriptions)",
            f"after {uploads} uploads with {len(description)}-character descriptions the "
            f"listing is still {len(listing.content)} bytes",
        )


def _spec_accept_encoding(spec: ApiSpec) -> str:
    return str(spec.compression["requestHeader"]).partition(":")[2].strip()


def test_large_response_compressed_by_preference(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    threshold = int(spec.compression["thresholdBytes"])
    _fill_library(client, spec, threshold)
    preference = [str(e) for e in spec.compression["preference"]]
    path = spec.operation(OperationId.LIST_MEDIA).path
    offers = [_spec_accept_encoding(spec)] + [
        ", ".join(preference[i:]) for i in range(1, len(preference))
    ]
    for offer in offers:
        response = client.get(path, headers={"Accept-Encoding": offer})
        wanted = next(e for e in preference if e in accepted_encodings(offer))
        used = response.headers.get("content-encoding")
        if used != wanted:
            client.fail(
                response,
                f"x-compression: bodies over {threshold} bytes are compressed, "
                f"preferring {preference}",
                f"Accept-Encoding {offer!r}: expected Content-Encoding {wanted!r}, got {used!r}",
            )
        client.expect_status(response, 200, "the compressed body decodes to JSON")


def test_small_response_not_compressed(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    threshold = int(spec.compression["thresholdBytes"])
    response = client.get(
        spec.operation(OperationId.LIST_WEBHOOKS).path,
        headers={"Accept-Encoding": _spec_accept_encoding(spec)},
    )
    size = len(response.content)
    if size > threshold:
        pytest.skip(f"the fresh profile's hook list is unexpectedly {size} bytes")
    if response.headers.get("content-encoding"):
        client.fail(
            response,
            f"x-compression: bodies of at most {threshold} bytes are not compressed",
            f"{size}-byte body sent with Content-Encoding {response.headers['content-encoding']}",
        )


def test_no_compression_unless_asked(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    _fill_library(client, spec, int(spec.compression["thresholdBytes"]))
    response = client.get(
        spec.operation(OperationId.LIST_MEDIA).path, headers={"Accept-Encoding": "identity"}
    )
    if response.headers.get("content-encoding") not in (None, "identity"):
        client.fail(response, "a response is compressed only with an encoding the request accepts")


_PATHS = list(run_spec().document["paths"])


def _templated_sibling(spec: ApiSpec, path: str, method: str) -> str | None:
    """A templated path that matches concrete ``path`` and declares ``method`` (the request is
    still not for it: concrete paths match first)."""
    parts = path.strip("/").split("/")
    for other in _PATHS:
        if (
            "{" in other
            and method in spec.methods_at(other)
            and PathTemplate.compile(other).match(parts) is not None
        ):
            return f"{method} {other}"
    return None


@pytest.mark.parametrize("path", _PATHS)
def test_undeclared_method_gets_405_with_allow(api: ApiClient, spec: ApiSpec, path: str) -> None:
    """Checked at the paths of the selected operations; the Allow header must list the
    selected methods there (a server that implements some operations of a path allows those)."""
    concrete = path.replace("{id}", "Ab12Cd34Ef56Gh78Ij90")
    declared = spec.methods_at(path)
    here = [op for op in spec.paths if op.path == path]
    selected = {op.method.upper() for op in walked(here, f"operations at {path}")}  # or skip
    for method in ("PATCH", "PUT", "TRACE"):
        if method in declared:
            continue
        rule = "a method not declared at a path gets 405 (method_not_allowed)"
        templated = _templated_sibling(spec, path, method)
        if templated:
            rule += (
                f", even where a templated path declares it ({templated}; "
                f"x-conventions.pathMatching {spec.document['x-conventions']['pathMatching']})"
            )
        response = api.request(method, concrete)
        api.expect_error(response, "method_not_allowed", rule)
        allow = {
            m.strip().upper() for m in response.headers.get("allow", "").split(",") if m.strip()
        }
        if not selected <= allow:
            api.fail(
                response,
                "a 405 answer has an Allow header listing the declared methods",
                f"Allow {sorted(allow)}, declared {sorted(declared)}",
            )


def test_unknown_path_gets_error_body(api: ApiClient, spec: ApiSpec) -> None:
    """A path of no operation gets 404 (spec/root.yaml: "404/405 for paths and methods of no
    operation"); a declared path with a trailing slash is another path."""
    response = api.get("/no/such/operation")
    api.expect_error(response, "route_not_found", "an unknown path gets the route_not_found Error")
    response = api.get(spec.operation(OperationId.LIST_MEDIA).path + "/")
    rule = "a declared path with a trailing slash is an unknown path (route_not_found)"
    api.expect_error(response, "route_not_found", rule)


def test_head_options_and_unknown_methods_get_405(api: ApiClient, spec: ApiSpec) -> None:
    """HEAD, OPTIONS and a method HTTP does not define are methods of no operation at a path
    that declares only GET: 405 with `Allow` (spec/root.yaml; catalogue code 171)."""
    path = spec.operation(OperationId.LIST_MEDIA).path
    declared = {m.upper() for m in spec.methods_at(path)}
    rule = "a method not declared at a path gets 405 (method_not_allowed)"
    for method in ("HEAD", "OPTIONS", "FOO"):
        if method in declared:
            continue
        response = api.request(method, path)
        if method == "HEAD":  # no body to read
            if response.status_code != 405:
                api.fail(response, f"{rule}: HEAD", f"HTTP {response.status_code}")
        else:
            api.expect_error(response, "method_not_allowed", f"{rule}: {method}")
        allow = {m.strip().upper() for m in response.headers.get("allow", "").split(",")}
        if not declared <= allow:
            api.fail(response, "a 405 answer has an Allow header listing the declared methods")
