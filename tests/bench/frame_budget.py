"""The frame budget of the game (issue 23 §3), one suite of ``make bench``: ``run(args) -> dict``.

Runs ``tests/godot/bench/frame_budget.gd`` in headless Godot (``godot3-server``), which opens
every registered mode's real scenes and times, through the calls the screens make, every
computation the game does on a player's action or on opening a level (each mode's bench:
``tests/godot/bench/<mode>.gd``), then prints each one against its goals:

- on the main thread: at most ``BUDGET_MS`` (8 ms) here, the call and the rest of its frame
  (the views' drawing) together; and, on a phone ``PHONE_FACTOR`` (5) times slower than this
  machine, input never held up more than ``INPUT_MS`` (100 ms);
- on a worker thread (with a busy state on the screen and input live): met by where it runs;
  its time is printed for the record.

Work spread over several frames (the scene loaded at home, the rest of a level list) is judged
frame by frame, and its frames and their sum are printed beside it.

Where a goal is missed the line says by how much. Then the same scenes run in the web build,
printed beside these (tests/bench/web_frame_budget.py, skipped where there is no web template or
Chromium; ``--no-web`` skips it). ``python -m tests.bench.frame_budget [--modes id,id]`` runs it alone; ``--write-fixture`` writes the Hex Tracks board it plays (127 cells, 25 tiles,
the hardest of a seeded batch for the solver) to ``FIXTURE``. No test asserts on these times.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

BUDGET_MS = 8.0
PHONE_FACTOR = 5.0
INPUT_MS = 100.0
REPEATS = 5
ROOT = Path(__file__).resolve().parents[2]
GODOT = "godot3-server"
SCRIPT = "res://tests/godot/bench/frame_budget.gd"
FIXTURE = ROOT / "tests" / "fixtures" / "frame-budget" / "hex-tracks-127-25.json"


def _godot(repeats: int, only: list[str]) -> dict:
    env = dict(os.environ, XDG_DATA_HOME=str(ROOT / "build" / "xdg-bench"))  # user:// of its own
    modes = ["--modes", ",".join(only)] if only else []
    done = subprocess.run([GODOT, "--path", str(ROOT), "-s", SCRIPT, "--", "--repeats", str(repeats), "--json", *modes],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    # The report is the last JSON line; the engine's exit status is not read (Godot 3.2.3 may
    # abort while tearing down after a scene-heavy run, once the report is out).
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return {"error": (done.stdout + done.stderr).strip().splitlines()[-3:] or ["no output"]}
    return json.loads(lines[-1])


def judge(case: dict) -> dict:
    """The goals of one case: ``met`` and, where missed, ``gap`` (words)."""
    if case["thread"] == "worker":
        return {"met": True, "gap": "", "goal": "off the main thread, busy state shown"}
    worst = case["frameWorstMs"]
    phone = worst * PHONE_FACTOR
    gaps = []
    if worst > BUDGET_MS:
        gaps.append(f"{worst - BUDGET_MS:.1f} ms over {BUDGET_MS:g} ms here")
    if phone > INPUT_MS:
        gaps.append(f"holds input {phone:.0f} ms on the phone, {phone - INPUT_MS:.0f} ms over {INPUT_MS:g}")
    return {"met": not gaps, "gap": "; ".join(gaps),
            "goal": f"<= {BUDGET_MS:g} ms here, <= {INPUT_MS:g} ms on the phone"}


def _spread(case: dict) -> str:
    """What work spread over frames holds in all (budget.gd _add_runs), so that spreading it
    never hides its cost: its frames and their sum, here and on the phone."""
    if "framesPerRun" not in case:
        return ""
    return (f"; {case['framesPerRun']} frames, {case['runMedianMs']:.1f} ms in all (worst "
            f"{case['runWorstMs']:.1f}, phone {case['runWorstMs'] * PHONE_FACTOR:.0f})")


def print_table(report: dict, out=print) -> int:
    """The table; returns the number of missed goals."""
    out(f"Frame budget in the game (headless Godot, {report['repeats']} runs a case; phone assumed "
        f"{PHONE_FACTOR:g}x slower than this machine; an idle frame {report['idleFrameMs']:.2f} ms)")
    out(f"goal: every computation on a player's action or on opening a level <= {BUDGET_MS:g} ms here "
        f"(the call and its frame), or on a worker thread with a busy state; none holds input over "
        f"{INPUT_MS:g} ms on the phone")
    out(f"{'mode':<17}{'computation':<34}{'thread':<8}{'median':>8}{'worst':>8}{'frame':>8}"
        f"{'phone':>8}  {'goal':<8}on / gap")
    missed = 0
    for mode in report["modes"]:
        if "error" in mode:
            missed += 1
            out(f"{mode['id']:<17}NOT MEASURED: {mode['error']}")
        for case in mode["cases"]:
            verdict = judge(case)
            missed += not verdict["met"]
            worker = case["thread"] == "worker"
            frame = "-" if worker else f"{case['frameWorstMs']:.2f}"
            phone = case["worstMs"] if worker else case["frameWorstMs"]
            out(f"{mode['id']:<17}{case['name']:<34}{case['thread']:<8}{case['medianMs']:>8.2f}"
                f"{case['worstMs']:>8.2f}{frame:>8}{phone * PHONE_FACTOR:>8.0f}  "
                f"{'met' if verdict['met'] else 'MISSED':<8}{case['detail']}{_spread(case)}"
                + (f"  <-- {verdict['gap']}" if verdict["gap"] else ""))
    out("(ms; median/worst of the call, worst of the call with its frame, that worst x"
        f"{PHONE_FACTOR:g} for the phone; a worker's phone figure is its time there, input stays live)")
    out(f"frame budget: {missed} goal(s) missed" if missed else "frame budget: every goal met")
    return missed


def run(args=None) -> dict:
    repeats = 2 if getattr(args, "quick", False) else REPEATS
    if shutil.which(GODOT) is None:
        print(f"Frame budget: skipped ({GODOT} is not installed)")
        return {"skipped": f"{GODOT} not installed"}
    # Alone, --modes id,id; `make bench` measures every mode (its own --modes is for its suites).
    only = [mode for mode in (getattr(args, "budget_modes", None) or "").split(",") if mode]
    report = _godot(repeats, only)
    if "error" in report:
        print(f"Frame budget: failed: {report['error']}")
        return report
    report["missed"] = print_table(report)
    report["goals"] = {"budgetMs": BUDGET_MS, "phoneFactor": PHONE_FACTOR, "inputMs": INPUT_MS}
    for mode in report["modes"]:
        for case in mode["cases"]:
            case.update(judge(case))
    if not getattr(args, "no_web", False):
        from . import web_frame_budget

        print()
        report["web"] = web_frame_budget.run(report, repeats, only)
    return report


def write_fixture(boards: int = 300) -> Path:
    """The Hex Tracks board of the bench: of ``boards`` seeded clearable boards of 127 cells
    (radius 6) and 25 tiles, the one whose exact solve expands the most states."""
    from core.common.rng import SeededRng
    from core.modes.hex_tracks.solver import solve
    from core.modes.hex_tracks.trace import Tables

    from tests.modes.hex_tracks.bench import _clearable_boards

    best, most = None, -1
    for board in _clearable_boards(SeededRng("frame-budget:127/25"), boards, radius=6):
        expanded = solve(Tables(board)).expanded
        if expanded > most:
            best, most = board, expanded
    level = {
        "version": 1, "id": "frame-budget", "name": {"en": "127 cells, 25 tiles", "zh": "127 格 25 块"},
        "moveLimit": best.n, "rotationEnabled": True,
        "cells": [{"q": q, "r": r, "tracks": list(tracks)} for (q, r), tracks in best.cells.items()],
        "tiles": [{"id": t.id, "q": t.q, "r": t.r, "dir": t.dir, "color": i % 12} for i, t in enumerate(best.tiles)],
    }
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    temp = FIXTURE.with_suffix(".tmp")
    temp.write_text(json.dumps(level, ensure_ascii=False) + "\n", encoding="utf-8")
    temp.replace(FIXTURE)
    print(f"written {FIXTURE.relative_to(ROOT)} ({len(best.cells)} cells, {best.n} tiles, {most} states expanded)")
    return FIXTURE


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2 runs a case")
    parser.add_argument("--no-web", action="store_true", help="the native table only (not the web build's)")
    parser.add_argument("--modes", dest="budget_modes", metavar="ID,ID",
                        help="these mode ids only (comma-separated; default every registered mode)")
    parser.add_argument("--write-fixture", action="store_true", help="write the Hex Tracks board and stop")
    options = parser.parse_args()
    if options.write_fixture:
        write_fixture()
        sys.exit(0)
    result = run(options)
    sys.exit(2 if "error" in result else 0)
