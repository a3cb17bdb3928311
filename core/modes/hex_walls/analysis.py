"""The validate gates of Hex Walls (docs/rules/hex-walls.md), each a solver question on the phased path
problem of ``board.HexBoard``."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...hamilton import count_paths
from .board import HexBoard
from .schema import TurningWall


@dataclass
class Verdict:
    count: int  # solutions, capped at 2
    first: tuple[int, ...] | None
    walls_needed: bool | None = None  # with every wall gone, no longer unique (None: not asked)
    redundant_walls: list[int] = field(default_factory=list)  # static walls removable alone
    weak_turning: list[str] = field(default_factory=list)  # why a turning wall is not necessary


def count(board: HexBoard, limit: int = 2, **problem_args):
    return count_paths(board.problem(**problem_args), limit)


def needs_walls(level_index: int, pack: int) -> bool:
    """From pack 1 level 3 on, and in every later pack, walls must carry the level."""
    return pack > 1 or level_index >= 3


def _turning_wall_problems(board: HexBoard) -> list[str]:
    """A turning wall is necessary when the level loses uniqueness without it and no static
    wall on any edge at its pivot keeps the level unique in its place."""
    problems = []
    walls = board.level.turning_walls
    for i, wall in enumerate(walls):
        others = [w for j, w in enumerate(walls) if j != i]
        if count(board, turning_walls=others).count == 1:
            problems.append(f"turning wall {i + 1} can go")
            continue
        for edge in board.turning_edges(wall):
            if edge is not None and count(board, turning_walls=others, extra_walls=(edge,)).count == 1:
                a, b = board.ids_of(edge)
                problems.append(f"turning wall {i + 1} could be a static wall {a}-{b}")
                break
    return problems


def verdict(board: HexBoard, level_index: int, pack: int) -> Verdict:
    result = count(board)
    v = Verdict(result.count, result.solutions[0] if result.solutions else None)
    if result.count != 1:
        return v
    if needs_walls(level_index, pack):
        has_walls = bool(board.walls or board.level.turning_walls)
        v.walls_needed = has_walls and count(board, without_walls=True).count != 1
    v.redundant_walls = [i for i in range(len(board.walls)) if count(board, drop_wall=i).count == 1]
    v.weak_turning = _turning_wall_problems(board)
    return v


def unique_solution(board: HexBoard) -> tuple[int, ...]:
    result = count(board)
    if result.count != 1:
        raise ValueError(f"level {board.level.id} has {result.count if result.count < 2 else '2+'} solutions")
    return result.solutions[0]


def turning_wall(pivot, edge: int) -> TurningWall:
    return TurningWall(pivot=[list(h) for h in pivot], edge=edge)
