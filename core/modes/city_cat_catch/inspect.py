"""What the level editor's City Cat Catch piece shows, as the core computes it (two mode commands):

- ``python -m core city-cat-catch presets --json``: the cities and their level presets (what a
  board is generated from: ``generate --mode city-cat-catch --city C --level N --seed S``).
- ``python -m core city-cat-catch inspect FILE --level L [--policy P] [--run K] --json``: one
  board's stage zones, its city's colours and the art of its elements (as the bake writes them),
  its overlap graph (which piece covers which, each piece's depth, the pieces clickable at the
  start), and a tool-free run of a policy replayed pick by pick on the runtime rules (the tray
  after each pick, the triples cleared, won or lost): run K of the batch stream ``validate``
  measures, so the run is one of those its pass rate counts.
"""
from __future__ import annotations

import json

from ...errors import LevelFileError, Problem, argument_problem
from ...options import whole
from ..base import WON
from .bake import bake_city, stage
from .board import Board, load_pack
from .content import cities_by_id, load_cities
from .policies import PANEL, simulate
from .rules import RuntimeState

MAX_RUN = 999


def presets() -> dict:
    return {
        "cities": [
            {
                "cityId": city.cityId,
                "name": city.name.model_dump(),
                "presets": [
                    {"levelId": p.levelId, "revision": p.revision, "pieces": p.total_pieces}
                    for p in sorted(city.levelPresets, key=lambda p: p.levelId)
                ],
            }
            for city in load_cities()
        ]
    }


def replay(board: Board, policy: str, run: int) -> dict:
    """Tool-free run ``run`` (0-based) of ``policy`` on the board's batch stream, pick by pick."""
    picks = simulate(board, policy, run + 1, False, record=run + 1)["sequences"][run]
    state = RuntimeState.start(board)
    state.tools = {t: 0 for t in state.tools}
    steps = []
    for pick in picks:
        event = state.tap(pick)
        steps.append({
            "pick": board.ids[pick],
            "event": event["kind"],
            "cleared": event["cleared"],
            "tray": [board.ids[t] for t in state.tray],
        })
    return {"policy": policy, "run": run, "won": state.status == WON, "taps": state.taps, "steps": steps}


def inspect(level, policy: str, run: int) -> dict:
    board = Board.from_level(level)
    city = cities_by_id().get(level.cityId)
    used = {p.elementId for p in level.pieces}
    baked = bake_city(city) if city is not None else {"colors": {}, "elements": []}
    return {
        "level": level.id,
        "cityId": level.cityId,
        "levelId": level.levelId,
        "stage": stage(),
        "colors": baked["colors"],
        "elements": {e["id"]: {"name": e["name"], "art": e["art"]} for e in baked["elements"] if e["id"] in used},
        "covers": [[board.ids[a], board.ids[b]] for a, b in board.edges()],
        "depth": dict(zip(board.ids, board.depth())),
        "clickable": [board.ids[i] for i in board.initial_clickable()],
        "replay": replay(board, policy, run),
    }


def cmd_presets(args) -> int:
    answer = presets()
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
        return 0
    for city in answer["cities"]:
        levels = ", ".join(f"{p['levelId']} ({p['pieces']} pieces)" for p in city["presets"])
        print(f"{city['cityId']}: {levels}")
    return 0


def cmd_inspect(args) -> int:
    if args.policy not in PANEL:
        raise LevelFileError([argument_problem(f"--policy takes one of {', '.join(PANEL)}, not {args.policy!r}")])
    pack = load_pack(args.file)
    level = next((lv for lv in pack.levels if lv.id == args.level), None) if args.level else pack.levels[0]
    if level is None:
        raise LevelFileError([Problem("unknown-level", f"no board '{args.level}'", args.level, file=args.file)])
    answer = inspect(level, args.policy, args.run_index)
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
        return 0
    run = answer["replay"]
    print(f"{level.id}: {len(answer['covers'])} overlaps, {len(answer['clickable'])} clickable at the start")
    print(f"  {run['policy']} run {run['run']}: {'won' if run['won'] else 'lost'} after {run['taps']} taps")
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("presets", help="the cities and their level presets")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.set_defaults(run=cmd_presets)
    p = subparsers.add_parser("inspect", help="a board's overlap graph and a policy run, pick by pick")
    p.add_argument("file", help="a board file (a pack)")
    p.add_argument("--level", help="the board's id (default: the first)")
    p.add_argument("--policy", default=PANEL[0], help=f"one of {', '.join(PANEL)}")
    p.add_argument("--run", dest="run_index", type=whole(0, MAX_RUN), default=0,
                   help="which tool-free run of the batch (0 is the first)")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.set_defaults(run=cmd_inspect)
