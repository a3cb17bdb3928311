"""The deduction grader: it never removes the true solution, it finishes only unique levels,
and it grades by the hardest technique needed."""
import random

import pytest

from conftest import board_from_rows, random_small_board
from core.hamilton import count_paths
from core.modes.number_stroke import grade as grading
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.catalog import load_all_levels


def test_every_shipped_level_is_graded_and_solved_by_deduction_alone(number_stroke_grade):
    for level in load_all_levels():
        board = Board(level)
        report = number_stroke_grade(board)  # validate grades them too: once a session
        assert report.solved and report.grade in ("easy", "medium", "hard", "expert", "fiendish"), level.id
        solution = count_paths(board.problem(), 2).solutions[0]
        fixed = {d.step: d.cell for d in report.trace if d.step}
        assert fixed == {i + 1: board.ids[v] for i, v in enumerate(solution)}, level.id


def test_a_line_from_its_end_is_easy_and_a_board_with_two_routes_needs_a_guess():
    line = board_from_rows(["a b c d e"], clues={"a": 1})
    report = grading.grade(line)
    assert report.solved and report.grade == "easy" and report.hardest in ("distance", "next-door", "only-cell")
    loop = board_from_rows(["a b", "d c"], clues={"a": 1})  # a,b,c,d and a,d,c,b
    report = grading.grade(loop)
    assert not report.solved and report.grade == "guess" and report.open_steps == [2, 4]  # c is step 3 either way


def test_level_1_7_needs_the_dead_end_rule():
    """1-7: counting steps alone stalls; one dead-end deduction opens it (medium)."""
    board = Board(next(level for level in load_all_levels() if level.id == "1-7"))
    state = grading._State(board)
    grading._givens(state)
    grading._propagate(state, max_cost=1, report=None)
    assert len(state.fixed()) < board.n
    report = grading.grade(board)
    assert report.solved and report.hardest == "dead-end" and report.grade == "medium"


@pytest.mark.parametrize("technique", ["only-cell", "distance", "next-door", "dead-end", "pocket"])
def test_each_technique_alone_never_removes_the_true_route(technique):
    """On random unique boards: with only the givens and one technique, propagation keeps
    every step of the one solution among the candidates."""
    rng = random.Random(technique)
    checked = 0
    rule = dict(grading._RULES)[technique]
    while checked < 60:
        board = random_small_board(rng, max_cells=10)
        result = count_paths(board.problem(), 2)
        if result.count != 1:
            continue
        checked += 1
        state = grading._State(board)
        grading._givens(state)
        grading._marks(state)
        for _ in range(4 * board.n):
            if not rule(state):
                break
        for step, v in enumerate(result.solutions[0], start=1):
            assert state.cand[v] >> step & 1, (technique, board.level.cells, step)


def test_the_whole_grader_is_sound_on_random_boards():
    rng = random.Random(13)
    solved = 0
    for _ in range(150):
        board = random_small_board(rng, max_cells=9)
        result = count_paths(board.problem(), 2)
        report = grading.grade(board)
        if result.count == 0:
            assert not report.solved
            continue
        if report.solved:
            solved += 1
            assert result.count == 1
            fixed = {d.step: d.cell for d in report.trace if d.step}
            assert fixed == {i + 1: board.ids[v] for i, v in enumerate(result.solutions[0])}
        if result.count > 1:
            assert not report.solved and report.grade == "guess"
    assert solved > 20
