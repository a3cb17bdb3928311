"""Work at each mode's limits (issue 24 §4), one suite of ``make bench``: synthetic files as
large as each mode admits (``python -m core limits``), each command that reads them run once in
a fresh process (``python -m core …``, capped at ``CAP`` seconds), and the worst time per mode
against the goal of ``GOAL`` seconds. A command past the goal must print progress and stop on
Ctrl-C with nothing half-written (the CLI's heartbeat does both); the table says which.

``run(args) -> dict`` prints the table and returns the numbers (``python -m tests.bench`` calls
it; ``python -m tests.bench.limits`` runs it alone). No test asserts on these times.
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.common.hexgrid import spiral
from core.common.rng import SeededRng
from core.modes.city_cat_catch.board import MAX_PIECES
from core.modes.hex_tracks.board import PAIRINGS
from core.modes.hex_tracks.schema import MAX_CELLS as TRACKS_CELLS, MAX_MOVE_LIMIT, MAX_RADIUS
from core.modes.hex_walls.mode import GENERATE_MAX_RADIUS
from core.modes.hex_walls.schema import MAX_CELLS as WALLS_CELLS
from core.modes.number_stroke.mode import GENERATE_MAX_CELLS
from core.modes.number_stroke.schema import MAX_CELLS as STROKE_CELLS

GOAL = 30.0  # seconds a command may take at the limits without showing progress
CAP = 180.0  # a command still running after this is stopped (and shown as "> CAP")
ROOT = Path(__file__).resolve().parents[2]
HEX_STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def _pack(mode: str, levels: list) -> dict:
    return {"mode": mode, "pack": 1, "title": {"zh": "极限", "en": "Limits"}, "levels": levels}


def number_stroke_files() -> dict:
    """A 1xN strip (unique, the grader's slowest shape), an open grid without numbers (more
    routes than any limit) and a long winding board with numbers off its route."""
    n = STROKE_CELLS
    strip = [{"id": f"c{i}", "x": i, "y": 0, "w": 1, "h": 1, **({"clue": 1} if i == 0 else {})} for i in range(n)]
    width = 20
    grid = [{"id": f"c{i}", "x": i % width, "y": i // width, "w": 1, "h": 1} for i in range(n)]
    height = n // width
    order = [(x if y % 2 == 0 else width - 1 - x, y) for y in range(height) for x in range(width)]
    rng = random.Random(24)
    clued = {0: 1, **{i: i + 1 for i in rng.sample(range(1, n - 1), 6)}}
    winding = [{"id": f"w{i}", "x": x, "y": y, "w": 1, "h": 1, **({"clue": clued[i]} if i in clued else {})}
               for i, (x, y) in enumerate(order)]
    return {
        f"strip 1x{n}": _pack("01-number-stroke", [{"id": "1-1", "cells": strip}]),
        f"open grid of {n}": _pack("01-number-stroke", [{"id": "1-1", "cells": grid}]),
        f"winding {width}x{height}, 7 numbers": _pack("01-number-stroke", [{"id": "1-1", "cells": winding}]),
    }


def hex_walls_files() -> dict:
    """A parallelogram of the most cells, walled on every edge off one route (unique, and the
    most walls for design to try), and the same board open."""
    width, height = 20, WALLS_CELLS // 20
    route = [(q if r % 2 == 0 else width - 1 - q, r) for r in range(height) for q in range(width)]
    ids = {hexagon: f"h{i}" for i, hexagon in enumerate(route)}
    on_route = {frozenset(pair) for pair in zip(route, route[1:])}
    walls = []
    for (q, r), name in ids.items():
        for dq, dr in HEX_STEPS[:3]:
            other = (q + dq, r + dr)
            if other in ids and frozenset(((q, r), other)) not in on_route:
                walls.append([name, ids[other]])
    cells = [{"id": ids[h], "q": h[0], "r": h[1], **({"number": 1} if i == 0 else {})} for i, h in enumerate(route)]
    return {
        f"{len(cells)} cells, {len(walls)} walls": _pack("03-hex-walls", [{"id": "1-1", "cells": cells, "walls": walls}]),
        f"{len(cells)} cells, open": _pack("03-hex-walls", [{"id": "1-1", "cells": cells}]),
    }


def hex_tracks_files() -> dict:
    """The whole radius-6 board with random pairings, full of tiles and half full."""
    rng = SeededRng("limits")
    cells_at = spiral(MAX_RADIUS)[:TRACKS_CELLS]
    cells = [{"q": q, "r": r, "tracks": list(rng.choice(PAIRINGS))} for q, r in cells_at]
    spots = list(cells_at)
    rng.shuffle(spots)

    def level(count: int) -> dict:
        tiles = [{"id": f"t{i}", "q": q, "r": r, "dir": rng.below(6), "color": i % 12}
                 for i, (q, r) in enumerate(spots[:count])]
        return {"version": 1, "id": "1-1", "name": "limits", "moveLimit": MAX_MOVE_LIMIT, "cells": cells,
                "tiles": tiles}

    return {f"{len(cells)} cells, {n} tiles": _pack("hex-tracks", [level(n)]) for n in (len(cells), len(cells) // 2)}


def city_cat_catch_files() -> dict:
    """The largest shipped board stacked on itself (layers above its own) up to the piece
    limit: every element still comes in threes."""
    from core import modes

    boards = [lv for path in modes.get("city-cat-catch").shipped_pack_paths()
              for lv in json.loads(path.read_text(encoding="utf-8"))["levels"]]
    board = max(boards, key=lambda lv: len(lv["pieces"]))
    top = max(p["layer"] for p in board["pieces"])
    copies = MAX_PIECES // len(board["pieces"])
    pieces = [{**p, "id": f"p{k}-{p['id']}"[:16], "layer": p["layer"] + k * top}
              for k in range(copies) for p in board["pieces"]]
    level = {k: v for k, v in board.items() if k not in ("metrics", "pieces")}
    return {f"{board['id']} x{copies}, {len(pieces)} pieces": _pack("city-cat-catch", [{**level, "pieces": pieces}])}


def commands(mode: str, path: str, level: str) -> list[list[str]]:
    """The commands that read a file of ``mode`` (the mode's design tools included)."""
    argv = [["validate", "--pack", path], ["solve", path, "--limit", "1000"]]
    if mode in ("01-number-stroke", "03-hex-walls"):
        from core import modes

        for option in modes.get(mode).design_options:
            argv.append(["design", level, "--pack", path, f"--{option.name}", *(["3"] if option.takes else [])])
    if mode == "hex-tracks":
        argv.append(["hex-tracks", "analyze", path])
    if mode == "city-cat-catch":
        argv.append(["city-cat-catch", "simulate", path])
    return argv


def generate_commands(out: str) -> dict[str, list[list[str]]]:
    """``generate`` at the largest options (one level: the time grows with --count)."""
    return {
        "01-number-stroke": [["generate", "--mode", "01-number-stroke", "--seed", "1", "--cells",
                              str(GENERATE_MAX_CELLS), "--count", "1", "--out", out, "--force"]],
        "03-hex-walls": [["generate", "--mode", "03-hex-walls", "--seed", "1", "--radius", str(GENERATE_MAX_RADIUS),
                          "--trim", "0", "--turning", "4", "--count", "1", "--out", out, "--force"]],
        "hex-tracks": [["generate", "--mode", "hex-tracks", "--seed", "1", "--radius", str(MAX_RADIUS), "--tiles",
                        "60", "--count", "1", "--out", out, "--force"]],
        "city-cat-catch": [["generate", "--mode", "city-cat-catch", "--city", "blossom", "--level", "6",
                            "--out", out, "--force"]],
    }


def _timed(argv: list[str]) -> tuple[float | None, int | None, str]:
    start = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, "-m", "core", *argv], cwd=ROOT, capture_output=True, text=True,
                              timeout=CAP)
    except subprocess.TimeoutExpired:
        return None, None, ""
    last = (proc.stderr.strip().splitlines() or proc.stdout.strip().splitlines() or [""])[-1]
    return time.perf_counter() - start, proc.returncode, last


def run(args=None) -> dict:
    files = {"01-number-stroke": number_stroke_files(), "03-hex-walls": hex_walls_files(),
             "hex-tracks": hex_tracks_files(), "city-cat-catch": city_cat_catch_files()}
    rows = []
    print(f"Work at each mode's limits (synthetic inputs, a fresh process a command, goal {GOAL:.0f} s, "
          f"cap {CAP:.0f} s)")
    print(f"{'mode':<17} {'input':<28} {'command':<40} {'seconds':>8} exit")
    with tempfile.TemporaryDirectory() as folder:
        for mode, inputs in files.items():
            work = []
            for name, pack in inputs.items():
                path = Path(folder) / f"{mode}-{len(work)}.json"
                path.write_text(json.dumps(pack), encoding="utf-8")
                work += [(name, argv) for argv in commands(mode, str(path), pack["levels"][0]["id"])]
            out = str(Path(folder) / f"{mode}-generated.json")  # each mode replaces only its own kind
            work += [("largest options", argv) for argv in generate_commands(out)[mode]]
            for name, argv in work:
                seconds, status, last = _timed(argv)
                shown = " ".join(a if not a.startswith(folder) else "FILE" for a in argv if a != "--force")
                shown = shown.replace("--out FILE", "")[:40]
                rows.append({"mode": mode, "input": name, "command": shown, "seconds": seconds, "exit": status,
                             "last": last})
                time_text = f"> {CAP:.0f}" if seconds is None else f"{seconds:.1f}"
                print(f"{mode:<17} {name[:28]:<28} {shown:<40} {time_text:>8} {status if status is not None else '-'}",
                      flush=True)
    print("worst at the limits:")
    worst = {}
    for mode in files:
        mine = [r for r in rows if r["mode"] == mode]
        slowest = max(mine, key=lambda r: CAP + 1 if r["seconds"] is None else r["seconds"])
        worst[mode] = slowest
        seconds = slowest["seconds"]
        verdict = "within the goal" if seconds is not None and seconds <= GOAL else "past the goal: progress + Ctrl-C"
        time_text = f"> {CAP:.0f}" if seconds is None else f"{seconds:.1f}"
        print(f"  {mode:<17} {time_text:>7} s  {slowest['command']} on {slowest['input']} ({verdict})")
    return {"goal_seconds": GOAL, "cap_seconds": CAP, "rows": rows,
            "worst": {m: r["seconds"] for m, r in worst.items()}}


if __name__ == "__main__":
    run()
