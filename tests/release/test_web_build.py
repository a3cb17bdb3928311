"""The web build as shipped (`make web`), in Debian's Chromium at a phone's size with touch: the
consent question answered yes, the first level of every mode cleared by touch, the progress still
there after reloads, the game served by its service worker with the network gone, and the played
levels' events stored by a play-data collector on the loopback (CORS for the page's origin only).
Run by `make test-release` once the web template is installed (`make web-template`)."""
import shutil
import subprocess
from pathlib import Path

import pytest

from core import modes
from tests.release.release_play import Game
from tests.release.web_player import CHROMIUM, CHROMIUM_ARGS, PHONE, SCALE, WebPlayer, WebServer
from tests.telemetry.telemetry_helpers import Collector, stored_lines

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build" / "web"
SCREENSHOTS = ROOT / "build" / "release-screenshots"


def with_endpoint(folder: Path, endpoint: str):
    """The build's own settings for another endpoint, written as `make web ENDPOINT=` writes them."""
    subprocess.run(["bash", "-c", 'source release/build_settings.sh && write_build_settings "$0" "$1"',
                    str(folder), endpoint], cwd=ROOT, check=True)


@pytest.fixture()
def site(tmp_path):
    if not (BUILD / "index.html").exists():
        pytest.fail(f"{BUILD} has no build: run `make web` first (make test-release does)")
    folder = tmp_path / "web"
    shutil.copytree(BUILD, folder)
    server = WebServer(folder)
    collector = Collector(tmp_path / "events", "--allow-origin", server.origin)
    with_endpoint(folder, collector.base)
    yield server, collector
    collector.stop()
    server.stop()


@pytest.fixture()
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield chromium
        chromium.close()


def home(game: Game):
    game.wait(game.at_home, "the home screen", 120)


def one_cleared(screen) -> bool:
    return any(t.startswith("1 / ") and t.endswith("cleared") for t in screen["texts"])


def test_web_build_plays_every_mode_by_touch_keeps_progress_and_works_offline(site, browser):
    server, collector = site
    context = browser.new_context(viewport=PHONE, device_scale_factor=SCALE, is_mobile=True,
                                  has_touch=True, locale="en-US", service_workers="allow")
    page = context.new_page()
    player = WebPlayer(page)
    game = Game(player, timeout=90)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    player.open(f"{server.origin}/index.html?probe")
    game.answer_consent(agree=True)
    played = []
    for mode_id in modes.ids():
        home(game)
        played.append(game.play_first_level(mode_id))
        player.screenshot(SCREENSHOTS / f"web-{mode_id}-cleared.png")
        if mode_id != modes.ids()[-1]:
            game.go_home()
    # Reloaded as soon as the copies to IndexedDB the saves asked for are done (the engine's own
    # copy waits for 5 s without a write; here that can be longer than the game's own copies).
    game.wait(lambda _s: player.storage_idle(), "the saves' copies to IndexedDB", 60)
    page.reload()
    for mode_id in modes.ids():
        home(game)
        game.open_mode(mode_id)
        game.wait(one_cleared, f"{mode_id}'s list counting its first level after a reload")
        player.screenshot(SCREENSHOTS / f"web-{mode_id}-list.png")
        game.press(key="←")

    # What was played reached the collector, from the page's origin.
    def stored_wins():
        events = stored_lines(collector.out)
        return {(e.get("mode"), e.get("level")) for e in events if e.get("kind") == "win"}

    wanted = {(level.mode_id, level.level_id) for level in played}
    game.wait(lambda _s: wanted <= stored_wins(), f"win events of {sorted(wanted)} at the collector", 120)

    # The service worker has this build; with the server gone and the network off it still opens.
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    home(game)
    server.stop()
    context.set_offline(True)
    page.reload()
    home(game)
    game.open_mode(modes.ids()[0])
    game.wait(one_cleared, "the first mode's progress, offline")
    player.screenshot(SCREENSHOTS / "web-offline.png")
    context.close()
