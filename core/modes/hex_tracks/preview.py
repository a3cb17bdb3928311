"""What the level editor's Hex Tracks piece shows, as the core computes it (two mode commands):

- ``python -m core hex-tracks routes FILE --level L [--orientation O] --json``: the board at
  that orientation (its cells' turned tracks) and, for every tile with every other tile on the
  board, where ``trace()`` takes it: the route as a polyline in board units (R = 1, the cell
  (q, r) centred at ``(1.5 q, sqrt(3) (r + q / 2))``, y down), cut at the contact point when a
  tile stops it, with the outcome and the blocker. The editor draws the polyline as it is.
- ``python -m core hex-tracks seeds FILE [--entry ID] --json``: checks a campaign seeds file
  (``campaign.load_seeds``; bad input exits 2 with located problems) and, for one entry, the
  level the campaign builds from it (``campaign.build_level``), its analysis and its gates with
  the chapter's other entries as siblings, as ``campaign --search`` judges a seed.
"""
from __future__ import annotations

import json
from pathlib import Path

from ...errors import LevelFileError, Problem
from ...options import whole
from .board import Board
from .geometry import EXIT_LENGTH, PORTS, UNIT, bezier_samples, offset_point
from .trace import BLOCKED, EXIT, Tables

ROUTE_DIGITS = 4  # the polyline's coordinates are rounded for the JSON (board units)


def route_points(board: Board, tile: int, steps, outcome: str) -> list[tuple[float, float]]:
    """The polyline of a tile's route: segment k of trace()'s contact parameter runs from
    point k to point k + 1 (the start run, 20 segments a cell entered, then the exit run)."""
    spec = board.tiles[tile]
    cx, cy = offset_point(spec.q, spec.r)
    px, py = PORTS[spec.dir]
    points = [(cx, cy), (cx + px, cy + py)]
    for q, r, entry, exit_ in steps:
        ox, oy = offset_point(q, r)
        points += [(ox + x, oy + y) for x, y in bezier_samples(entry, exit_)[1:]]
    if outcome == EXIT:
        direction = steps[-1][3] if steps else spec.dir
        ux, uy = UNIT[direction]
        ex, ey = points[-1]
        points.append((ex + EXIT_LENGTH * ux, ey + EXIT_LENGTH * uy))
    return points


def cut_at(points: list[tuple[float, float]], contact: float) -> list[tuple[float, float]]:
    """The polyline up to the contact parameter s = segment + t."""
    k = int(contact)
    t = contact - k
    (ax, ay), (bx, by) = points[k], points[k + 1]
    return points[: k + 1] + [(ax + (bx - ax) * t, ay + (by - ay) * t)]


def routes(level, orientation: int) -> dict:
    """The board at ``orientation`` and every tile's route with all tiles present."""
    board = Board.from_level(level)
    tables = Tables(board)
    out = []
    for i, spec in enumerate(board.tiles):
        result = tables.trace(orientation, tables.full, i)
        points = route_points(board, i, result.route.steps, result.route.outcome)
        if result.outcome == BLOCKED:
            points = cut_at(points, result.contact)
        out.append({
            "tile": spec.id,
            "outcome": result.outcome,
            "blocker": board.tiles[result.blocker].id if result.blocker >= 0 else "",
            "contact": result.contact,
            "bends": result.route.bends,
            "cells": result.route.cells,
            "points": [[round(x, ROUTE_DIGITS), round(y, ROUTE_DIGITS)] for x, y in points],
        })
    return {
        "level": level.id,
        "orientation": orientation,
        "orientations": list(board.orientations),
        "cells": board.turned_cells(orientation),
        "routes": out,
    }


def entry_preview(seeds, entry_id: str, path: str) -> dict:
    """The level the campaign builds for one entry, its analysis and its gates."""
    from .campaign import build_level, known_level
    from .gates import evaluate
    from .schema import Level

    position = next((i for i, e in enumerate(seeds.levels) if e.id == entry_id), None)
    if position is None:
        raise LevelFileError([Problem("unknown-level", f"no entry '{entry_id}'", entry_id, file=path)])
    entry = seeds.levels[position]
    built = build_level(entry)
    line = {"entry": entry.id, "chapter": entry.chapter, "beat": entry.beat, "seed": entry.seed}
    if built is None:
        return line | {"level": None, "gates": [f"seed {entry.seed} does not place every tile"]}
    level = Level.model_validate(built)
    siblings = []
    for other in seeds.levels:
        if other.chapter == entry.chapter and other.id != entry.id:
            sibling = known_level(other) or build_level(other)
            if sibling is not None:
                siblings.append(Level.model_validate(sibling))
    *_rest, analysis, gates = evaluate(level, entry.chapter, position % 6 + 1, siblings + [level])
    return line | {
        "level": built,
        "verdict": analysis["verdict"],
        "score": analysis["score"],
        "band": analysis["band"],
        "rotations": analysis["inputs"]["R"],
        "pathUsage": analysis["pathUsage"],
        "gates": gates,
    }


def cmd_routes(args) -> int:
    from .mode import _load_any

    pf = _load_any(args.file)
    level = next((lv for lv in pf.pack.levels if lv.id == args.level), None) if args.level else pf.pack.levels[0]
    if level is None:
        raise LevelFileError([Problem("unknown-level", f"no level '{args.level}'", args.level, file=args.file)])
    answer = routes(level, args.orientation)
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
        return 0
    for route in answer["routes"]:
        stop = f" by {route['blocker']}" if route["outcome"] == BLOCKED else ""
        print(f"{route['tile']}: {route['outcome']}{stop}, {route['cells']} cells, {route['bends']} bends")
    return 0


def cmd_seeds(args) -> int:
    from .campaign import load_seeds

    seeds = load_seeds(Path(args.file))
    if not args.entry:
        answer = {"file": args.file, "entries": len(seeds.levels), "chapters": len(seeds.chapters)}
        print(json.dumps(answer) if args.json else f"{args.file}: {len(seeds.levels)} entries, sound")
        return 0
    answer = entry_preview(seeds, args.entry, args.file)
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
    else:
        gates = "pass" if not answer["gates"] else "; ".join(answer["gates"])
        print(f"{args.entry}: seed {answer['seed']}, score {answer.get('score')} ({answer.get('band')}), gates {gates}")
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("routes", help="every tile's route at one orientation (the editor's preview)")
    p.add_argument("file", help="a pack or a single level file")
    p.add_argument("--level", help="level id (default: the first)")
    p.add_argument("--orientation", type=whole(0, 5), default=0, help="clockwise turns, 0..5")
    p.add_argument("--json", action="store_true", help="one JSON object: the turned cells and the routes")
    p.set_defaults(run=cmd_routes)

    p = subparsers.add_parser("seeds", help="check a campaign seeds file; preview one entry's level")
    p.add_argument("file", help="a campaign seeds file (levels/hex-tracks/campaign-seeds.json)")
    p.add_argument("--entry", help="the level id of one entry: its level, analysis and gates")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.set_defaults(run=cmd_seeds)
