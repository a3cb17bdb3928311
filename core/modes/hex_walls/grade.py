"""Hex Walls' grade: the deduction grader of the path modes (core/common/path_grade.py) on the
phased path problem of a board, so static walls are missing edges and every turning wall's
position at each step is a deduction (its ``wall-phase`` technique)."""
from __future__ import annotations

from ...common.path_grade import GRADE_ORDER, GradeReport, grade as grade_problem
from .board import HexBoard

__all__ = ["GRADE_ORDER", "GradeReport", "grade"]


def grade(board: HexBoard, max_lookahead: int | None = None) -> GradeReport:
    return grade_problem(board.problem(), board.ids, board.level.id, max_lookahead)
