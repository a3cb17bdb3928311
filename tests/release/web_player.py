"""The web build (build/web/, `make web`) as a phone's browser runs it: Debian's Chromium, driven
by Playwright's Python client, at a phone's size (360 x 640 dp at scale 2, touch, mobile), the
build served over HTTP on the loopback. Taps and swipes are touch events; what the screen offers
comes from window.onestrokeProbe (the page's ?probe; scripts/autoload/probe.gd), in the canvas's
pixels, which are the page's CSS pixels times the scale."""
from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 360, "height": 640}
SCALE = 2
# Headless Chromium draws WebGL with SwiftShader on a machine without a GPU; the rest keeps it
# from calling out to Google's services on a closed network.
CHROMIUM_ARGS = [
    "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
    "--ignore-gpu-blocklist", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".webmanifest": "application/manifest+json",
                      ".pck": "application/octet-stream"}

    def log_message(self, *args):
        pass


class WebServer:
    """Serves one folder on 127.0.0.1 (any free port) until stopped."""

    def __init__(self, folder: Path):
        handler = functools.partial(QuietHandler, directory=str(folder))
        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.origin = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def stop(self):
        if self._thread.is_alive():
            self._server.shutdown()
            self._server.server_close()
            self._thread.join(timeout=10)


class WebPlayer:
    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.console = []
        page.on("console", lambda message: self.console.append(message.text))

    def open(self, url: str):
        self.page.goto(url, wait_until="load")

    def probe(self) -> dict | None:
        try:
            return self.page.evaluate("window.onestrokeProbe || null")
        except Exception:  # the page is navigating: nothing to read this time
            return None

    def storage_idle(self) -> dict | None:
        """The game's copies of user:// to IndexedDB (scripts/common/web_storage.gd) once at least
        one has finished and none is running; else None."""
        try:
            state = self.page.evaluate("window.onestrokeStorage || null")
        except Exception:  # the page is navigating
            return None
        return state if state and state["copies"] > 0 and not state["busy"] else None

    def _touch(self, kind: str, points):
        touches = [{"x": x / SCALE, "y": y / SCALE, "id": 0} for x, y in points]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touches})

    def tap(self, x, y):
        # Down and up at once: the software-rendered canvas draws a frame in about a third of a
        # second here, so a finger held for a phone's 60 ms tap would span a frame or two.
        self._touch("touchStart", [(x, y)])
        self._touch("touchEnd", [])

    def swipe(self, points, steps: int = 8):
        """A finger down on the first point, dragged through the others, then lifted."""
        self._touch("touchStart", [points[0]])
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            for k in range(1, steps + 1):
                t = k / steps
                self._touch("touchMove", [(ax + (bx - ax) * t, ay + (by - ay) * t)])
                self.page.wait_for_timeout(20)
        self._touch("touchEnd", [])

    def screenshot(self, path: Path):
        self.page.screenshot(path=str(path))
