"""The resize decode limit (`x-resize.maxSourcePixels`, code 461) on a real reference server,
with real PNG files whose few kilobytes declare huge pixel counts (decompression bombs): one
just over the limit, and one over the pixel count at which Pillow refuses to open a file at
all (never answered 307, "not an image"). Each is refused with 461 from its header
before any pixel is decoded, so the server's peak memory barely moves; several at once are all
refused, none with a 500."""

from __future__ import annotations

import io
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.server.image_server import blank_png
from tests.server.server_harness import INTERNAL_ERROR_MARK, Api, RunningServer, start_server
from tests.server.spec_check import SpecCheck

MAX_PIXELS = int(
    ServiceSpec.load().operation(OperationId.RESIZE_IMAGE).raw["x-resize"]["maxSourcePixels"]
)
#: Peak memory growth allowed for refusing an image from its header. Decoding the smallest of
#: these images would need over 40 MB (1 bit per pixel) and, as RGB for resampling, ~120 MB.
MAX_PEAK_GROWTH = 32 * 1024 * 1024


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningServer]:
    """A server of its own: its peak memory is this module's doing only."""
    running = start_server(tmp_path_factory.mktemp("resize") / "data")
    yield running
    running.stop()
    assert INTERNAL_ERROR_MARK not in running.stderr(), running.stderr()


@pytest.fixture(scope="module")
def client(fresh: RunningServer, spec_check: SpecCheck) -> Iterator[Api]:
    found = Api(fresh, spec_check)
    yield found
    found.close()


def _upload(client: Api, name: str, data: bytes) -> str:
    return str(client.ok("POST", "/media/upload", files={"file": (name, data)})["url"])


def test_the_bombs_are_real_images() -> None:
    """The files are PNGs Pillow decodes, and the larger case is over what it opens at all."""
    with Image.open(io.BytesIO(blank_png(7, 5))) as image:
        image.load()
        assert image.size == (7, 5) and image.format == "PNG"
    assert Image.MAX_IMAGE_PIXELS is not None and 2 * Image.MAX_IMAGE_PIXELS < 20000 * 20000


@pytest.mark.parametrize(
    ("width", "height"),
    [
        (int(MAX_PIXELS**0.5) + 1, int(MAX_PIXELS**0.5) + 1),  # just over maxSourcePixels
        (20000, 20000),  # over what Pillow opens at all: was 307, not an image
    ],
)
def test_oversized_image_refused_with_461_without_decoding(
    client: Api, fresh: RunningServer, width: int, height: int
) -> None:
    url = _upload(client, f"bomb-{width}.png", blank_png(width, height))
    small = _upload(client, "small.png", blank_png(16, 16))
    warm = {"mediaUrl": small, "dimensions": {"width": 8, "height": 8}}
    client.ok("POST", "/media/resize", json=warm)  # the resize path's first use, not measured
    before = fresh.rss_bytes("VmHWM")
    for _ in range(3):
        response = client.error(
            ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE,
            "POST",
            "/media/resize",
            json={"mediaUrl": url, "platform": "instagram"},
        )
        assert response.status_code == 400, response.text
    growth = fresh.rss_bytes("VmHWM") - before
    assert growth < MAX_PEAK_GROWTH, f"peak memory grew by {growth / 2**20:.1f} MiB"
    listed = client.ok("GET", "/media")
    assert not any(m["fileName"].startswith(f"bomb-{width}-") for m in listed)  # nothing stored


def test_concurrent_oversized_resizes_are_all_refused(client: Api, fresh: RunningServer) -> None:
    url = _upload(client, "bomb-many.png", blank_png(20000, 20000))
    body = {"mediaUrl": url, "platform": "tiktok"}

    def resize(_: int) -> tuple[int, int]:
        response = client.post("/media/resize", json=body)
        return response.status_code, int(response.json()["code"])

    with ThreadPoolExecutor(max_workers=6) as pool:
        answers = list(pool.map(resize, range(6)))
    assert answers == [(400, int(ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE))] * 6, answers
