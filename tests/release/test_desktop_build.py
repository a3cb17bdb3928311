"""The desktop build as shipped (`make desktop`): started by its launcher under Xvfb, the consent
question answered, and the first level of every mode cleared with the mouse; then closed and
started again, the progress is still there. Run by `make test-release` after `make desktop`."""
from pathlib import Path

import pytest

from core import modes
from tests.release.desktop_player import DesktopPlayer
from tests.release.release_play import Game

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = ROOT / "build" / "desktop" / "onestroke"


@pytest.fixture()
def desktop(tmp_path):
    if not LAUNCHER.exists():
        pytest.fail(f"{LAUNCHER} is missing: run `make desktop` first (make test-release does)")
    with DesktopPlayer(LAUNCHER, tmp_path / "home") as player:
        yield player


def test_desktop_build_clears_the_first_level_of_every_mode_and_keeps_it(desktop, tmp_path):
    desktop.start()
    game = Game(desktop)
    game.answer_consent(agree=False)
    for mode_id in modes.ids():
        game.play_first_level(mode_id)
        desktop.screenshot(tmp_path / f"{mode_id}.png")
        game.go_home()
    desktop.stop()
    desktop.start()
    # Started once more: every mode's list counts its first level as cleared.
    for mode_id in modes.ids():
        game.open_mode(mode_id)
        game.wait(lambda s: any(t.startswith("1 / ") and t.endswith("cleared") for t in s["texts"]),
                  f"{mode_id}'s list showing one level cleared")
        game.press(key="←")
        game.wait(game.at_home, "the home screen")
