"""Number Stroke's grade: the deduction grader of the path modes (core/common/path_grade.py,
where the techniques and their costs are listed) on a board's solver view."""
from __future__ import annotations

from ...common.path_grade import GRADE_ORDER, GradeReport, grade as grade_problem
from .board import Board

__all__ = ["GRADE_ORDER", "GradeReport", "grade"]


def grade(board: Board) -> GradeReport:
    return grade_problem(board.problem(), board.ids, board.level.id)
