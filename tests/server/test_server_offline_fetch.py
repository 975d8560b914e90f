"""`--offline-fetch` on a real server subprocess: fetches of public addresses (feeds, images
to resize or read, media URLs checked or attached) are answered by deterministic stand-ins,
never the internet; private and loopback targets keep the egress rules (refused without
`--allow-private-targets`, and never answered by a stand-in); without the option the same
public addresses fail as before (the test servers run with `--no-external-fetch`, so no
internet is used either way)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image

from spec_model.error_codes import ErrorCode
from tests.server.image_server import ImageServer, image_bytes
from tests.server.server_harness import INTERNAL_ERROR_MARK, Api, start_server
from tests.server.spec_check import SpecCheck

FEED = "https://news.example.com/blog/feed.xml"
PHOTO = "https://images.example.org/photos/tree-640x480.png"


@pytest.fixture(scope="module")
def offline(tmp_path_factory: pytest.TempPathFactory, spec_check: SpecCheck) -> Iterator[Api]:
    """A server with `--offline-fetch` and without `--allow-private-targets`."""
    root: Path = tmp_path_factory.mktemp("offline")
    running = start_server(root / "data", "--offline-fetch", allow_private=False)
    client = Api(running, spec_check)
    yield client
    client.close()
    running.stop()
    assert INTERNAL_ERROR_MARK not in running.stderr(), running.stderr()


@pytest.fixture(scope="module")
def loopback() -> Iterator[ImageServer]:
    server = ImageServer(default=image_bytes(10, 10))
    yield server
    server.close()


def meta(api: Api, url: str) -> dict[str, object]:
    answer: dict[str, object] = api.ok("GET", "/media/meta", params={"url": url})
    return answer


def test_feed_at_a_public_address_is_added(offline: Api) -> None:
    added = offline.ok("POST", "/feed", json={"url": FEED})
    assert added["feedURL"] == FEED and added["type"] == "rss"
    assert added["title"].startswith("Stand-in feed "), added
    # The official Node SDK's own example: a Substack address, read at its /feed path.
    substack = offline.ok(
        "POST", "/feed", json={"url": "https://bankless.substack.com/", "type": "substack"}
    )
    assert substack["type"] == "substack" and substack["title"] != added["title"]


def test_image_has_the_kind_and_size_the_url_names(offline: Api) -> None:
    """The kind by the extension, the size by the name or the query (JPEG 1200x800 without
    either); a file named as a square kind of image (DOCS set-youtube-watermark's address) is
    square unless the address names a size. The same address gives the same bytes."""
    for url, kind, width, height in (
        (PHOTO, "image/png", 640, 480),
        ("https://cdn.example.net/pic.webp?w=300&h=200", "image/webp", 300, 200),
        ("https://cdn.example.net/photo", "image/jpeg", 1200, 800),
        ("https://example.com/watermark.png", "image/png", 800, 800),
        ("https://example.com/logo-300x100.png", "image/png", 300, 100),
        ("https://images.example.org/photos/other-640x480.png", "image/png", 640, 480),
    ):
        found = meta(offline, url)
        assert (found["contentType"], found["width"], found["height"]) == (kind, width, height)
    assert meta(offline, PHOTO)["size"] == meta(offline, PHOTO)["size"]


def test_public_image_is_resized(offline: Api) -> None:
    resized = offline.ok(
        "POST",
        "/media/resize",
        json={"mediaUrl": PHOTO, "dimensions": {"width": 320, "height": 100}},
    )
    assert (resized["width"], resized["height"]) == (320, 100)
    stored = offline.client.get(resized["url"])
    assert stored.status_code == 200
    with Image.open(io.BytesIO(stored.content)) as picture:
        assert (picture.format, picture.size) == ("PNG", (320, 100))
    # The Node SDK's example (a public JPEG, sized for Facebook).
    sdk_example = "https://cdn.pixabay.com/photo/2015/04/23/22/00/tree-736885_1280.jpg"
    facebook = offline.ok(
        "POST", "/media/resize", json={"imageUrl": sdk_example, "platform": "facebook"}
    )
    assert (facebook["width"], facebook["height"]) == (1200, 630)


def test_public_video_is_an_mp4(offline: Api) -> None:
    video = meta(offline, "https://cdn.example.com/clips/launch-portrait.mp4")
    assert video["contentType"] == "video/mp4" and int(str(video["size"])) > 0
    # The metadata page's video fields, read from the MP4's boxes (a portrait stand-in).
    assert (video["type"], video["format"], video["codec"]) == ("video", "QuickTime / MOV", "h264")
    assert int(str(video["height"])) > int(str(video["width"]))
    assert float(str(video["duration"])) > 0


@pytest.mark.parametrize(
    "url",
    [
        PHOTO,
        "https://cdn.example.com/clips/launch-portrait.mp4",
        "https://img.example.net/a/logo.webp",
        "https://img.example.net/a/banner.gif?w=20&h=10",
        "https://img.example.net/a/no-extension",
        "https://news.example.com/feed",
    ],
)
def test_public_url_exists_as_the_type_its_stand_in_is_served(offline: Api, url: str) -> None:
    """The HEAD check (urlExists) names the media type a GET of the stand-in gets (meta)."""
    answer = offline.ok("POST", "/media/urlExists", json={"mediaUrl": url})
    assert (answer["exists"], answer["statusCode"]) == (True, 200)
    if url.endswith("/feed"):  # not media: meta refuses it, the stand-in is a feed
        assert answer["contentType"] == "application/rss+xml"
        return
    assert answer["contentType"] == meta(offline, url)["contentType"]


def test_public_media_url_posts(offline: Api) -> None:
    offline.sandbox("link", {"platform": "facebook"})
    result = offline.create_post(
        {"post": "Offline media", "platforms": ["facebook"], "mediaUrls": [PHOTO]}
    )
    assert result["status"] == "success" and result["postIds"], result


def test_private_targets_are_still_refused(offline: Api, loopback: ImageServer) -> None:
    loopback.requests.clear()
    for url in (
        f"{loopback.url}/pic.png",  # loopback IP literal
        f"http://localhost:{loopback.url.rsplit(':', 1)[1]}/pic.png",
        "http://10.1.2.3/pic.png",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/pic.png",
    ):
        offline.error(ErrorCode.MEDIA_NOT_FETCHABLE, "GET", "/media/meta", params={"url": url})
        answer = offline.ok("POST", "/media/urlExists", json={"mediaUrl": url})
        assert answer["exists"] is False and "httpStatus" not in answer, (url, answer)
        assert "statusCode" not in answer, (url, answer)
        offline.error(ErrorCode.FEED_UNREADABLE, "POST", "/feed", json={"url": url})
    assert loopback.requests == []  # nothing was contacted


def test_without_the_option_public_fetches_fail_as_before(api: Api) -> None:
    api.error(ErrorCode.FEED_UNREADABLE, "POST", "/feed", json={"url": FEED})
    api.error(ErrorCode.MEDIA_NOT_FETCHABLE, "GET", "/media/meta", params={"url": PHOTO})
    api.error(
        ErrorCode.MEDIA_NOT_FETCHABLE,
        "POST",
        "/media/resize",
        json={"mediaUrl": PHOTO, "platform": "facebook"},
    )
    answer = api.ok("POST", "/media/urlExists", json={"mediaUrl": PHOTO})
    assert answer["exists"] is False and "httpStatus" not in answer


def test_concurrent_large_stand_ins_share_one_memory_budget(offline: Api) -> None:
    """Stand-in images are drawn one at a time per process, like resize decodes: four
    concurrent 4096x4096 images raise the server's peak memory by about what one does, not
    four times as much."""

    def large(n: int) -> str:
        return f"https://example.com/budget-{n}.webp?w=4096&h=4096"

    before = offline.server.rss_bytes("VmHWM")
    assert meta(offline, large(0))["width"] == 4096
    one = offline.server.rss_bytes("VmHWM") - before
    with ThreadPoolExecutor(max_workers=4) as pool:
        answers = list(pool.map(lambda n: meta(offline, large(n)), range(1, 5)))
    assert [a["height"] for a in answers] == [4096] * 4
    four = offline.server.rss_bytes("VmHWM") - before
    assert four < 2 * one + 64 * 2**20, (
        f"one image: +{one >> 20} MiB, four at once: +{four >> 20} MiB"
    )
