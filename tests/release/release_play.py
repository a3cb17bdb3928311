"""Plays a shipped build the way a player does: it reads what the screen offers from the game's
probe (scripts/autoload/probe.gd: buttons, texts, targets in window pixels, the levels solved)
and answers with real input through a player (desktop_player.py: xdotool under Xvfb;
web_player.py: touch events in Chromium). The moves come from the Python core's solver for the
mode's first level, so nothing here knows a mode's rules: a solution of cells is one swipe, of
tile actions a tap per tile (or a turn button), of pieces a tap per piece."""
from __future__ import annotations

import time
from dataclasses import dataclass

from core import modes

RETAPS = 2  # taps of a target that turned into a look before the last, waited in full
RETAP_AFTER = 20.0  # seconds: far longer than a ride on the slowest software-drawn frames
POLL = 0.1
SETTLE = 0.4  # seconds a target or button must stand still before it is tapped
LEAVE_WAIT = 3.0
INTRO_RETAP = 5.0  # seconds an explanation's button stays after a tap before it is tapped again
MENU_TRIES = 3
STILL = 1.0


@dataclass
class FirstLevel:
    mode_id: str
    level_id: str
    city_id: str | None  # the city card to open first (City Cat Catch), else None
    solution: dict  # the core's solve_level answer


def first_level(mode_id: str) -> FirstLevel:
    mode = modes.get(mode_id)
    pack = mode.load_packs(mode.shipped_pack_paths()[:1])[0].pack
    level = pack.levels[0]
    solution, _ = mode.solve_level(level, 1)
    return FirstLevel(mode_id, level.id, getattr(level, "cityId", None), solution)


def centre(rect):
    return ((rect[0] + rect[2]) / 2.0, (rect[1] + rect[3]) / 2.0)


class Game:
    """One running build, through `player` (tap(x, y), swipe(points), probe() -> dict|None)."""

    def __init__(self, player, timeout: float = 60.0):
        self.player = player
        self.timeout = timeout

    def screen(self) -> dict:
        return self.wait(lambda s: s, "the game's first frame")

    def wait(self, found, what: str, timeout: float | None = None, quiet: bool = False):
        """Polls the probe until found(screen) is truthy; returns that value (None after the
        timeout when quiet, else the failure says what the screen had)."""
        deadline = time.monotonic() + (timeout or self.timeout)
        last = None
        while time.monotonic() < deadline:
            last = self.player.probe()
            if last:
                value = found(last)
                if value:
                    return value
            time.sleep(POLL)
        if quiet:
            return None
        seen = "nothing" if not last else (
            f"buttons {[b['key'] for b in last['buttons']]}, texts {last['texts'][:12]}, "
            f"targets {sorted(last['targets'])[:12]}, solved {last.get('solved')}")
        raise AssertionError(f"waited {timeout or self.timeout:.0f} s for {what}; the screen had {seen}")

    def button(self, key: str | None = None, text: str | None = None, suffix: str | None = None):
        def find(screen):
            for b in screen["buttons"]:
                if (key is not None and b["key"] == key) or (text is not None and b["text"] == text) \
                        or (suffix is not None and b["key"].endswith(suffix)):
                    return centre(b["rect"])
            return None
        return find

    def press(self, key: str | None = None, text: str | None = None, timeout: float | None = None):
        x, y = self.settled(self.button(key=key, text=text), f"a button {key or text!r}", timeout)
        self.player.tap(x, y)

    def go_home(self):
        """From a game screen, once it is still (the next level slid in, or a clear card came):
        through its menu's "all games", or, while a clear card holds the screen (the menu does
        not open under it), through the card's level list (the tests play in English) and the
        lists' back buttons. Each step waits for whichever screen comes, however slowly a loaded
        machine draws it."""
        self.wait_still()
        self.press(key="≡")
        menu, card = self.button(key="back_to_modes"), self.button(text="Level list")
        self._tap_to_leave(self.settled(lambda s: menu(s) or card(s), "the menu or the card's level list"))
        back = self.button(key="←")
        for _ in range(MENU_TRIES):  # a mode's lists (City Cat Catch: a city's, then the cities)
            spot = self.settled(lambda s: "home" if self.at_home(s) else back(s),
                                "the home screen or a list's back button")
            if spot == "home":
                return
            self._tap_to_leave(spot)
        self.wait(self.at_home, "the home screen")

    def _tap_to_leave(self, spot):
        """Taps a button that leaves the screen, then waits until the screen has changed (a tap a
        slow frame lost leaves it as it was after LEAVE_WAIT: the caller looks again), so the
        screen being left is never taken for the next one."""
        before = self.player.probe()
        self.player.tap(*spot)
        self.wait(lambda s: s != before, "the screen to change after a tap", LEAVE_WAIT, quiet=True)

    def wait_still(self):
        """Until the screen has not changed for STILL seconds (nothing is sliding in)."""
        seen = {}

        def still(screen):
            now = time.monotonic()
            if seen.get("screen") != screen:
                seen.update(screen=screen, since=now)
                return False
            return now - seen["since"] >= STILL
        self.wait(still, "the screen to be still")

    @staticmethod
    def at_home(screen) -> bool:
        return any(name.startswith("mode:") for name in screen["targets"])

    def settled(self, find, what: str, timeout: float | None = None):
        """Where find(screen) points once it has stopped moving (a screen that just opened may
        still be laying out or sliding in): the same point for SETTLE seconds."""
        seen = {}

        def still(screen):
            point = find(screen)
            now = time.monotonic()
            if point is None or seen.get("point") != point:
                seen.update(point=point, since=now)
                return None
            return point if now - seen["since"] >= SETTLE else None
        return self.wait(still, f"{what} standing still", timeout)

    def target(self, name: str, timeout: float | None = None):
        return self.settled(lambda s: s["targets"].get(name), f"the target {name!r}", timeout)

    def touch(self, name: str, timeout: float | None = None):
        x, y = self.target(name, timeout)
        self.player.tap(x, y)

    # --- a player's steps ------------------------------------------------------------------

    def answer_consent(self, agree: bool):
        self.press(key="consent_agree" if agree else "consent_refuse")
        self.wait(lambda s: not self.button(key="consent_agree")(s), "the consent question to close")

    def open_mode(self, mode_id: str):
        self.touch(f"mode:{mode_id}")

    def play_first_level(self, mode_id: str) -> FirstLevel:
        """From the home screen: opens the mode, its first level, and solves it by input. Returns
        the level once the game has recorded it solved."""
        level = first_level(mode_id)
        self.open_mode(mode_id)
        if level.city_id:
            self.touch(f"city:{level.city_id}")
        self.press(text="1")
        self.wait(lambda s: any(p["mode"] == mode_id for p in s["playing"]), f"{mode_id}'s game screen")
        self._dismiss_first_time()
        self._play(level)
        done = f"{mode_id}/{level.level_id}"
        self.wait(lambda s: done in s["solved"], f"{done} solved")
        return level

    def _dismiss_first_time(self):
        """A mode's first-time explanation (a button whose key ends in _intro_ok) is read and closed."""
        intro = self.button(suffix="_intro_ok")
        spot = self.wait(lambda s: intro(s) or ("none",), "the level or its explanation", 10)
        # It fades in: a tap during the fade is not taken, so a player taps again, but only once
        # the button has stayed for INTRO_RETAP seconds after the tap: a tap made while a slow
        # software-drawn frame still shows a closed explanation lands on the board below it and
        # takes a piece (the web build's first Cat level lost a piece that way).
        for _ in range(10):
            if spot == ("none",) or spot is None:
                return
            time.sleep(0.5)
            self.player.tap(*spot)
            if self.wait(lambda s: not intro(s), "the first-time explanation to close", INTRO_RETAP, quiet=True):
                return
            spot = intro(self.player.probe() or {"buttons": []})
        raise AssertionError(f"{intro}: the first-time explanation never closed")

    def _play(self, level: FirstLevel):
        answer = level.solution
        if "solution" in answer:  # a path of cells: one swipe through their centres
            points = [self.target(f"cell:{cell}") for cell in answer["solution"]]
            self.player.swipe(points)
        elif "actions" in answer:  # tile actions, each once the last one's ride is over
            for action in answer["actions"]:
                if action["op"] == "tap":
                    self._take(f"tile:{action['tile']}")
                else:
                    self.press(text="↻" if action["dir"] > 0 else "↺")  # scenes/hex_tracks/game.tscn
        elif "witness" in answer:  # pieces, each tapped once it is free
            for piece in answer["witness"]:
                self._take(f"piece:{piece}")
        else:
            raise AssertionError(f"{level.mode_id}: the core's answer has no moves: {sorted(answer)}")

    def _take(self, name: str):
        """Taps a target and waits until it has gone from the board. Taps made during a ride are
        the scene tests' business (they queue); here a software-drawn frame can take longer than
        the hold time, which turns such a tap into a look (it sends nothing): a target still
        there once the screen is still is tapped again, as a player would."""
        gone = lambda s: name not in s["targets"]  # noqa: E731
        for _ in range(RETAPS):
            self.touch(name)
            if self.wait(gone, f"{name} to leave the board", RETAP_AFTER, quiet=True):
                return
        self.touch(name)
        self.wait(gone, f"{name} to leave the board")
