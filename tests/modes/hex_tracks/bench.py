"""Hex Tracks solver and analysis benchmark (issue 11 §8), the mode's suite of ``make bench``.

``run(args) -> dict`` prints its table and returns the numbers (``python -m tests.bench``
calls it as the suite named by the mode's id, tests/support/mode_parts.py;
``python -m tests.modes.hex_tracks.bench`` runs it alone). Suites, one core, pure Python:

- campaign: every shipped level solved and analysed from scratch (tables, search, score,
  pathUsage); targets: the whole campaign under 2 s, every level under 50 ms;
- random 61/25: 61-cell boards with 25 tiles at random (mostly not clearable), and clearable
  61-cell boards with 25 tiles placed in reverse at all six orientations (so the search has
  rotations to find); target: none exhausted.

``args`` may carry ``boards`` (random boards per group, default 40), ``seed`` (default 1) and
``quick`` (10 boards); anything missing takes its default.
"""
from __future__ import annotations

import statistics
import sys
import time

from core.common.hexgrid import spiral
from core.common.rng import SeededRng
from core.modes.hex_tracks.analysis import analyze
from core.modes.hex_tracks.board import PAIRINGS, Board, TileSpec
from core.modes.hex_tracks.mode import MODE
from core.modes.hex_tracks.solver import solve
from core.modes.hex_tracks.trace import EXIT, Tables, route_zone

CAMPAIGN_TOTAL_TARGET = 2.0
LEVEL_TARGET = 0.050


def _timed(board: Board) -> tuple[float, dict, object]:
    start = time.perf_counter()
    tables = Tables(board)
    solution = solve(tables)
    analysis = analyze(board, tables, solution)
    return time.perf_counter() - start, analysis, solution


def _random_boards(rng: SeededRng, count: int) -> list[Board]:
    cells_at = spiral(4)
    boards = []
    for _ in range(count):
        cells = {p: rng.choice(PAIRINGS) for p in cells_at}
        spots = list(cells_at)
        rng.shuffle(spots)
        tiles = [TileSpec(f"t{i}", q, r, rng.below(6), 0) for i, (q, r) in enumerate(spots[:25])]
        boards.append(Board(cells, tiles, True, 25))
    return boards


def _clearable_boards(rng: SeededRng, count: int, radius: int = 4) -> list[Board]:
    """61 cells (radius 4), 25 tiles, clearable by construction: tiles placed in reverse, each
    free among the earlier ones at a base orientation drawn from all six (no other constraint),
    so the search has rotations to find."""
    cells_at = spiral(radius)
    boards = []
    while len(boards) < count:
        cells = {p: rng.choice(PAIRINGS) for p in cells_at}
        probe = Board(cells, [], True)
        placed: list[TileSpec] = []
        for _ in range(200):
            if len(placed) == 25:
                break
            base = rng.below(6)
            taken = {t.pos for t in placed}
            p = rng.choice(cells_at)
            d = rng.below(6)
            if p in taken:
                continue
            outcome, _steps, zone = route_zone(probe.tracks_at(base), p, d)
            if outcome == EXIT and not any(q in zone for q in taken):
                placed.append(TileSpec(f"t{len(placed)}", p[0], p[1], d, 0))
        if len(placed) == 25:
            rng.shuffle(placed)
            boards.append(Board(cells, [TileSpec(f"t{i}", t.q, t.r, t.dir, 0) for i, t in enumerate(placed)], True, 25))
    return boards


def _group(name: str, boards: list[Board]) -> dict:
    times, exhausted, expanded, verdicts, rotations = [], 0, [], {}, []
    for board in boards:
        seconds, analysis, solution = _timed(board)
        times.append(seconds)
        exhausted += solution.exhausted
        expanded.append(solution.expanded)
        verdicts[analysis["verdict"]] = verdicts.get(analysis["verdict"], 0) + 1
        if solution.found:
            rotations.append(solution.rotations)
    return {
        "suite": name, "boards": len(boards), "verdicts": verdicts, "exhausted": exhausted,
        "medianMs": 1000 * statistics.median(times), "maxMs": 1000 * max(times),
        "totalS": sum(times), "maxExpanded": max(expanded), "maxRotations": max(rotations, default=0),
        "tiles": f"{min(b.n for b in boards)}-{max(b.n for b in boards)}",
    }


def run(args=None) -> dict:
    boards = getattr(args, "boards", None) or (10 if getattr(args, "quick", False) else 40)
    seed = getattr(args, "seed", None) or 1
    rng = SeededRng(f"hex-tracks-bench:{seed}")
    levels = [lv for pf in MODE.load_packs(MODE.shipped_pack_paths()) for lv in pf.pack.levels]
    campaign = _group("campaign", [Board.from_level(lv) for lv in levels])
    groups = [campaign, _group("random 61/25", _random_boards(rng, boards)),
              _group("clearable 61/25", _clearable_boards(rng, boards))]
    print("Hex Tracks: solve + analyse from scratch, one core, pure Python")
    print(f"{'suite':<20} {'boards':>6} {'tiles':>6} {'verdicts':<38} {'exh':>3} {'median ms':>9} "
          f"{'max ms':>7} {'total s':>7} {'max states':>10} {'max R':>5}")
    for g in groups:
        verdicts = ", ".join(f"{k} {v}" for k, v in sorted(g["verdicts"].items()))
        print(f"{g['suite']:<20} {g['boards']:>6} {g['tiles']:>6} {verdicts:<38} {g['exhausted']:>3} "
              f"{g['medianMs']:>9.2f} {g['maxMs']:>7.2f} {g['totalS']:>7.3f} {g['maxExpanded']:>10} {g['maxRotations']:>5}")
    targets = {
        "campaign under 2 s": campaign["totalS"] < CAMPAIGN_TOTAL_TARGET,
        "every level under 50 ms": campaign["maxMs"] < 1000 * LEVEL_TARGET,
        "no random 61-cell board exhausted": all(g["exhausted"] == 0 for g in groups[1:]),
    }
    for name, met in targets.items():
        print(f"  {'met' if met else 'MISSED'}: {name}")
    return {"groups": groups, "targets": targets}


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--quick", action="store_true")
    result = run(parser.parse_args())
    sys.exit(0 if all(result["targets"].values()) else 1)
