"""Solver-backed facts about a level: solution count, parity necessity, removable clues."""
from __future__ import annotations

from dataclasses import dataclass

from ...hamilton import count_paths
from .board import Board


@dataclass
class Verdict:
    count: int  # solutions found, capped at 2
    first: tuple[int, ...] | None
    redundant_parity: list[int]  # nodes whose mark can go with the solution kept unique

    @property
    def ok(self) -> bool:
        return self.count == 1 and not self.redundant_parity


def solution_count(board: Board, limit: int = 2, **problem_args):
    return count_paths(board.problem(**problem_args), limit)


def verdict(board: Board) -> Verdict:
    result = solution_count(board)
    first = result.solutions[0] if result.solutions else None
    redundant = []
    if result.count == 1:
        redundant = [
            v for v in range(board.n) if board.parity[v] and solution_count(board, drop_parity=v).count == 1
        ]
    return Verdict(result.count, first, redundant)


def unique_solution(board: Board) -> tuple[int, ...]:
    """The one solution of a shipped level; a ValueError names the level otherwise."""
    result = solution_count(board)
    if result.count != 1:
        raise ValueError(f"level {board.level.id} has {result.count if result.count < 2 else '2+'} solutions")
    return result.solutions[0]


def removable_clues(board: Board) -> list[int]:
    """Numbered nodes whose clue alone can be removed with the solution kept unique."""
    return [v for v in range(board.n) if board.clue[v] and solution_count(board, drop_clue=v).count == 1]
