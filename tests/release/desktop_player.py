"""The desktop build (build/desktop/, `make desktop`) as a player runs it: its launcher on a
virtual screen (Xvfb), a mouse moved and clicked by xdotool, and what the screen offers read
from the probe file the game writes when started with --probe-file (scripts/autoload/probe.gd).
The game's data lives in a HOME of the test's own."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

WIDTH, HEIGHT = 720, 1280


class DesktopPlayer:
    def __init__(self, launcher: Path, home: Path):
        self.launcher = launcher
        self.home = home
        # A display nobody holds (a lock left by a killed server would stop Xvfb from starting).
        free = next(n for n in range(97, 200) if not Path(f"/tmp/.X{n}-lock").exists())
        self.display = f":{free}"
        self.probe_file = home / "probe.json"
        self.log = home / "game.log"
        self._xvfb = None
        self._game = None

    def __enter__(self):
        self.home.mkdir(parents=True, exist_ok=True)
        self._xvfb = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", f"{WIDTH}x{HEIGHT}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        return self

    def __exit__(self, *exc):
        self.stop()
        self._xvfb.terminate()
        self._xvfb.wait(timeout=10)

    def env(self) -> dict:
        env = dict(os.environ, HOME=str(self.home), DISPLAY=self.display)
        env.pop("XDG_DATA_HOME", None)
        return env

    def start(self):
        self.probe_file.unlink(missing_ok=True)
        with open(self.log, "ab") as log:
            self._game = subprocess.Popen(
                [str(self.launcher), f"--probe-file={self.probe_file}"], env=self.env(),
                stdout=log, stderr=subprocess.STDOUT, start_new_session=True)

    def stop(self):
        """Asks the game to close as a window manager would, then makes sure it has."""
        if self._game is None:
            return
        if self._game.poll() is None:
            os.killpg(self._game.pid, signal.SIGTERM)
            try:
                self._game.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self._game.pid, signal.SIGKILL)
                self._game.wait(timeout=10)
        self._game = None

    def probe(self) -> dict | None:
        try:
            return json.loads(self.probe_file.read_text())
        except (FileNotFoundError, json.JSONDecodeError):
            return None

    def _xdotool(self, *args):
        subprocess.run(["xdotool", *map(str, args)], env=self.env(), check=True, timeout=20)

    def tap(self, x, y):
        self._xdotool("mousemove", int(x), int(y), "click", "1")

    def swipe(self, points, steps: int = 8):
        """Presses at the first point and drags through the others, a few moves per segment."""
        x0, y0 = points[0]
        self._xdotool("mousemove", int(x0), int(y0), "mousedown", "1")
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            for k in range(1, steps + 1):
                t = k / steps
                self._xdotool("mousemove", int(ax + (bx - ax) * t), int(ay + (by - ay) * t))
                time.sleep(0.02)
        self._xdotool("mouseup", "1")

    def screenshot(self, path: Path):
        subprocess.run(["import", "-window", "root", str(path)], env=self.env(), check=True, timeout=30)
