"""Runtime data of Hex Tracks (docs/hex-tracks-runtime.md §1), written deterministically.

The engine gets the level as written (cells, tracks, tiles, budget, whether it may turn, the
lesson caption to show, how far the board starts turned) plus what the core worked out:
whether the board can turn (``canRotate``: allowed and six-fold symmetric), the reference
solution (taps and rotations), R (the optimum the stars are counted against, stars.py), the
score and its band. The curves are not baked: the runtime computes them with the documented
formula (geometry.py), which is what keeps its ``trace()`` equal to Python's; ``geometry``
repeats the constants.
"""
from __future__ import annotations

from ..base import PackFile, baked_packs
from .analysis import analyze
from .board import Board
from .geometry import CONTACT_RADIUS, EXIT_LENGTH, SAMPLES, TILE_RADIUS
from .schema import MODE_ID, Level
from .solver import solve
from .trace import Tables

BAKE_FORMAT = 1
GEOMETRY = {
    "samples": SAMPLES, "tileRadius": TILE_RADIUS, "contactRadius": CONTACT_RADIUS,
    "exitLength": EXIT_LENGTH, "controlFraction": "1/3",
}


def localized(text) -> dict[str, str]:
    if isinstance(text, str):
        return {"zh": text, "en": text}
    out = dict(sorted(text.items()))
    out.setdefault("zh", out.get("en", ""))
    out.setdefault("en", out.get("zh", ""))
    return dict(sorted(out.items()))


def bake_level(level: Level, pack: int, index: int) -> dict:
    board = Board.from_level(level)
    tables = Tables(board)
    solution = solve(tables)
    analysis = analyze(board, tables, solution)
    return {
        "id": level.id,
        "pack": pack,
        "index": index,
        "name": localized(level.name),
        "lesson": level.lesson or 0,
        "beat": level.beat or "",
        "caption": level.caption.model_dump() if level.caption else {"en": "", "zh": ""},
        "startRotation": level.startRotation or 0,
        "rotationEnabled": level.rotationEnabled,
        "canRotate": board.rotatable,
        "moveLimit": level.moveLimit,
        "cells": [{"q": c.q, "r": c.r, "tracks": list(c.tracks)} for c in level.cells],
        "tiles": [{"id": t.id, "q": t.q, "r": t.r, "dir": t.dir, "color": t.color} for t in level.tiles],
        "verdict": analysis["verdict"],
        "solution": solution.actions,
        "rotations": solution.rotations if solution.found else -1,
        "minimumActions": solution.minimum_actions if solution.found else -1,
        "score": analysis["score"] if analysis["score"] is not None else -1,
        "band": analysis["band"] or "",
    }


def bake_packs(pack_files: list[PackFile]) -> dict:
    return baked_packs(MODE_ID, BAKE_FORMAT, pack_files, bake_level, geometry=GEOMETRY)
