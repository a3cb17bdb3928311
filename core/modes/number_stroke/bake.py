"""Runtime data for the engine (docs/number-stroke-runtime.md §1), written deterministically."""
from __future__ import annotations

from ...common.path_grade import hint_order
from . import grade as grading
from .analysis import unique_solution
from .board import Board
from ..base import PackFile, baked_packs, localized
from .schema import MODE_ID, Level

BAKE_FORMAT = 1


def bake_level(level: Level, pack: int, index: int, solution=None) -> dict:
    """One level as the runtime loads it; ``solution`` defaults to the unique one. ``grade`` is
    the grader's, left out when it cannot finish the level (a play-test level not yet unique)."""
    board = Board(level)
    if solution is None:
        solution = unique_solution(board)
    min_x, min_y, width, height = board.bounds()
    cells = []
    for node, cell in enumerate(level.cells):
        cells.append(
            {
                "id": cell.id,
                "x": cell.x - min_x,
                "y": cell.y - min_y,
                "w": cell.w,
                "h": cell.h,
                "units": [[x - min_x, y - min_y] for x, y in board.units[node]],
                "clue": cell.clue or 0,
                "parity": cell.parity or "",
            }
        )
    baked = {"id": level.id, "pack": pack, "index": index}
    if level.caption is not None:
        baked["caption"] = localized(level.caption)
    baked.update(
        {
            "width": width,
            "height": height,
            "cells": cells,
            "adjacency": [list(a) for a in board.adjacency],
            "hintPath": list(solution),
            "hintCells": hint_order(board.problem(), solution),
            "hintLimit": hint_limit(board),
        }
    )
    report = grading.grade(board)  # via the module: tests memoise it
    if report.solved:
        baked["grade"] = report.grade
    return baked


def hint_limit(board: Board) -> int:
    """Add-a-number presses a level allows: one per five open steps, 1 to 3, so help never
    writes the route out (each number halves an open stretch)."""
    open_steps = board.n - sum(1 for c in board.clue if c)
    return max(1, min(3, open_steps // 5))


def bake_packs(pack_files: list[PackFile]) -> dict:
    return baked_packs(MODE_ID, BAKE_FORMAT, pack_files, bake_level)
