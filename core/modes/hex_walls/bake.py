"""Runtime data of Hex Walls (docs/hex-walls-runtime.md §1), written deterministically."""
from __future__ import annotations

from ..base import PackFile, baked_packs, localized
from .analysis import unique_solution
from .grade import grade
from .board import HexBoard
from .schema import MODE_ID, Level

BAKE_FORMAT = 1
NO_EDGE = [-1, -1]


def bake_level(level: Level, pack: int, index: int, solution=None) -> dict:
    """One level as the runtime loads it; ``solution`` defaults to the unique one. ``grade`` is
    the grader's, left out when it cannot finish the level (a play-test level not yet unique)."""
    board = HexBoard(level)
    if solution is None:
        solution = unique_solution(board)
    open_board = board.problem(without_walls=True)  # every hex neighbour, walls or not
    baked = {"id": level.id, "pack": pack, "index": index}
    if level.caption is not None:
        baked["caption"] = localized(level.caption)
    baked.update({
        "cells": [{"id": c.id, "q": c.q, "r": c.r, "number": c.number or 0} for c in level.cells],
        "adjacency": [list(a) for a in open_board.adjacency],
        "walls": [sorted(w) for w in board.walls],
        "turningWalls": [
            {
                "pivot": [list(h) for h in wall.pivot_hexes()],
                "edge": wall.edge,
                "edges": [list(e) if e else NO_EDGE for e in board.turning_edges(wall)],
            }
            for wall in level.turning_walls
        ],
        "hintPath": list(solution),
    })
    report = grade(board)
    if report.solved:
        baked["grade"] = report.grade
    return baked


def bake_packs(pack_files: list[PackFile]) -> dict:
    return baked_packs(MODE_ID, BAKE_FORMAT, pack_files, bake_level)
