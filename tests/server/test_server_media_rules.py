"""The networks' video file-size rules (`x-media-rules` `videoFileSize`, hundreds of MB), which
the contract suite cannot provoke through `upload_media` (`x-limits.uploadMaxBytes`): a small
uploaded MP4 whose stored file is then grown, sparsely, to one byte over a rule's `maxBytes` is
refused on that network with the rule's code; grown to exactly `maxBytes` it is not."""

from __future__ import annotations

import os
from typing import Any

from contract_tests.samples import data_uri, mp4_lasting
from spec_model import ServiceSpec
from testkit.post_results import unwrap_post_result
from tests.server.server_harness import Api

RULES = ServiceSpec.load().media_rules
X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


def _codes(body: Any) -> set[tuple[str, int]]:
    result = unwrap_post_result(body)
    return {(e.get("platform"), e.get("code")) for e in result.get("errors") or []}


def test_video_file_sizes_are_checked_on_the_stored_file(api: Api) -> None:
    assert RULES is not None
    rules = [r for r in RULES.rules if r.kind == "videoFileSize"]
    assert rules, "x-media-rules has no videoFileSize rule"
    headers = api.linked_profile("Video sizes", *sorted({r.network for r in rules}))
    for rule in rules:
        assert rule.max_bytes is not None
        upload = {"file": data_uri(mp4_lasting(10), "video/mp4"), "fileName": "v.mp4"}
        item = api.ok("POST", "/media/upload", json=upload, headers=headers)
        stored = api.server.data_dir / "media" / item["id"]
        post = {"post": f"Video size {rule.network}", "platforms": [rule.network]}
        post["mediaUrls"] = [item["url"]]
        sent = headers | (X_HEADERS if rule.network == "twitter" else {})
        os.truncate(stored, rule.max_bytes + 1)  # sparse: no disk is written
        refused = api.create_post(post, headers=sent, status=400)
        assert (rule.network, rule.error_code) in _codes(refused), (rule, refused)
        os.truncate(stored, rule.max_bytes)
        accepted = api.create_post(post | {"post": f"{post['post']} at the limit"}, headers=sent)
        assert (rule.network, rule.error_code) not in _codes(accepted), (rule, accepted)
        os.truncate(stored, 0)
