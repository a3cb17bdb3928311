"""Difficulty analysis of Hex Tracks, with seed 003's formulas exactly ("认知难度",
"工作量与内部时长估计", "实际参考路径使用量").

With N tiles; T, Tmax the mean and largest bends of the tiles' own routes at the starting
orientation ignoring the other tiles; W the removal layers of the reference solution and
D = max(0, W-1)/(N-1) (0 when N <= 1); F the tiles free at the start; S the tiles blocked
at the start by grazing (trace()'s blocker, the first tile the route touches, sits off the
cells the route covers); R the fewest rotations:

    bends      = min(1, T/4) * 22          longest  = min(1, Tmax/8) * 12
    dependency = min(1, D) * 18            blocking = (1 - F/N) * 28
    grazing    = S/N * 12                  rotation = min(1, R/3) * 8
    score = round(sum of the unrounded terms), halves rounded up

Ratios are 0 when N = 0 (an empty level scores 0 and is never a valid solvable level). Bands:
0-29 easy (轻松), 30-49 advanced (进阶), 50-69 tough (烧脑), 70-100 challenge (挑战).
``workload.estimatedSeconds = round(3N + 0.75 * totalBends + 4R)`` with totalBends the bends of
the tiles' own starting routes. Unsolvable (cannot be cleared), exhausted (R not proven) and
budget-short (``moveLimit < N``) are kept apart in ``verdict``; the score and the time are
given only when a reference solution exists (``null`` otherwise).
"""
from __future__ import annotations

import math

from .board import Board
from .solver import Solution, solve
from .trace import BLOCKED, EXIT, Tables

BANDS = ((70, "challenge", "挑战"), (50, "tough", "烧脑"), (30, "advanced", "进阶"), (0, "easy", "轻松"))
WEIGHTS = {"bends": 22, "longest": 12, "dependency": 18, "blocking": 28, "grazing": 12, "rotation": 8}


def round_half_up(x: float) -> int:
    return math.floor(x + 0.5)


def band(score: int) -> tuple[str, str]:
    for low, key, zh in BANDS:
        if score >= low:
            return key, zh
    return BANDS[-1][1], BANDS[-1][2]


def verdict_of(solution: Solution, n: int, move_limit: int) -> str:
    if n == 0:
        return "empty"
    if not solution.reachable:
        return "unsolvable"
    if not solution.found:
        return "exhausted"
    if move_limit < n:
        return "budget-short"
    return "solvable"


def path_usage(tables: Tables, actions: list[dict]) -> dict:
    """Replay a solution's rotations and removals, reading each removal's real route with the
    same trace(); failed tries are ignored (seed 003 ``solutionPathUsage``)."""
    board = tables.board
    index = {t.id: i for i, t in enumerate(board.tiles)}
    orientation = 0
    remaining = tables.full
    paths: list[dict] = []
    run = longest_run = 0
    for action in actions:
        if action["op"] == "rotate":
            orientation = (orientation + action["dir"]) % 6
            continue
        i = index[action["tile"]]
        result = tables.trace(orientation, remaining, i)
        if result.outcome != EXIT:
            continue
        remaining &= ~(1 << i)
        bends = result.route.bends
        paths.append({"id": board.tiles[i].id, "bends": bends, "cells": result.route.cells})
        run = 0 if bends else run + 1
        longest_run = max(longest_run, run)
    removals = len(paths)
    curved = sum(1 for p in paths if p["bends"] >= 1)
    return {
        "removals": removals,
        "curvedRemovals": curved,
        "straightRemovals": removals - curved,
        "curvedRatio": curved / removals if removals else 0.0,
        "singleBendRemovals": sum(1 for p in paths if p["bends"] == 1),
        "multiBendRemovals": sum(1 for p in paths if p["bends"] > 1),
        "totalBends": sum(p["bends"] for p in paths),
        "maxBends": max((p["bends"] for p in paths), default=0),
        "maxConsecutiveStraight": longest_run,
        "paths": paths,
    }


def grazed_at_start(tables: Tables, tile: int) -> bool:
    """Blocked at the start by grazing: trace()'s blocker sits off the cells its route covers."""
    result = tables.trace(0, tables.full, tile)
    return result.outcome == BLOCKED and bool(tables.at(0).offroute[tile] >> result.blocker & 1)


def analyze(board: Board, tables: Tables | None = None, solution: Solution | None = None) -> dict:
    """The seed's ``analyze()``: verdict, score and its terms, workload, pathUsage."""
    tables = tables or Tables(board)
    solution = solution or solve(tables)
    n = board.n
    start = tables.at(0)
    own_bends = [route.bends for route in start.routes]
    total_bends = sum(own_bends)
    t_mean = total_bends / n if n else 0.0
    t_max = max(own_bends, default=0)
    free = bin(tables.free(0, tables.full)).count("1")
    grazed = sum(1 for i in range(n) if grazed_at_start(tables, i))
    verdict = verdict_of(solution, n, board.move_limit)
    found = solution.found
    r = solution.rotations if solution.rotations is not None else 0  # found: not None
    w = len(solution.layers)
    d = max(0, w - 1) / (n - 1) if n > 1 else 0.0
    terms = {
        "bends": min(1.0, t_mean / 4) * 22,
        "longest": min(1.0, t_max / 8) * 12,
        "dependency": min(1.0, d) * 18,
        "blocking": (1 - free / n) * 28 if n else 0.0,
        "grazing": grazed / n * 12 if n else 0.0,
        "rotation": min(1.0, r / 3) * 8,
    }
    scored = found and n > 0
    score = round_half_up(sum(terms.values())) if scored else None
    key, zh = band(score) if score is not None else (None, None)
    return {
        "level": None,
        "verdict": verdict,
        "reachable": solution.reachable,
        "solvable": verdict == "solvable",
        "exhausted": solution.exhausted,
        "score": score,
        "band": key,
        "bandZh": zh,
        "terms": terms,
        "inputs": {
            "N": n, "T": t_mean, "Tmax": t_max, "W": w if found else None, "D": d if found else None,
            "F": free, "S": grazed, "R": solution.rotations,
        },
        "workload": {
            "removals": n,
            "rotations": solution.rotations,
            "minimumActions": solution.minimum_actions,
            "routeCells": sum(route.cells for route in start.routes),
            "totalBends": total_bends,
            "estimatedSeconds": round_half_up(3 * n + 0.75 * total_bends + 4 * r) if scored else None,
        },
        "pathUsage": path_usage(tables, solution.actions) if found else None,
        "actions": solution.actions,
    }
