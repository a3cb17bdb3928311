"""The deduction grader (core/common/path_grade.py) on Number Stroke boards: it never removes
the true solution nor settles an edge wrongly, it finishes only unique levels, and it grades by
the hardest technique needed."""
import random

import pytest

from conftest import board_from_rows, random_small_board
from core.common import path_grade
from core.hamilton import count_paths
from core.modes.number_stroke.board import Board
from core.modes.number_stroke.catalog import load_all_levels
from core.modes.number_stroke.grade import grade
from tests.support.grading import assert_consistent


def cheap_rules_fix(board, without=()) -> int:
    """Steps fixed by the givens and the cost-1 techniques (but ``without``) alone."""
    state = path_grade.start_state(board.problem(), board.ids)
    path_grade.givens(state)
    rules = [rule for name, rule in path_grade.RULES if path_grade.COSTS[name] <= 1 and name not in without]
    while any(rule(state) for rule in rules):
        pass
    return len(state.fixed())


def test_every_shipped_level_is_graded_and_solved_by_deduction_alone(number_stroke_grade):
    for level in load_all_levels():
        board = Board(level)
        report = number_stroke_grade(board)  # validate grades them too: once a session
        assert report.solved and report.grade in path_grade.GRADE_ORDER, level.id
        solution = count_paths(board.problem(), 2).solutions[0]
        fixed = {d.step: d.cell for d in report.trace if d.step}
        assert fixed == {i + 1: board.ids[v] for i, v in enumerate(solution)}, level.id


def test_a_line_from_its_end_is_easy_and_a_board_with_two_routes_needs_a_guess():
    line = board_from_rows(["a b c d e"], clues={"a": 1})
    report = grade(line)
    assert report.solved and report.grade == "easy" and path_grade.COSTS[report.hardest] == 1
    loop = board_from_rows(["a b", "d c"], clues={"a": 1})  # a,b,c,d and a,d,c,b
    report = grade(loop)
    assert not report.solved and report.grade == "guess" and report.open_steps == [2, 4]  # c is step 3 either way


def test_a_board_past_the_assumptions_budget_is_over_limit_not_graded_forever(monkeypatch):
    """An open grid without numbers offers an assumption on every cell at every step and none
    leads anywhere: the grader stops when its trials pass the budget, says so, and leaves the
    board unsolved (at the default budget a 300-cell grid stops in seconds, not in a day)."""
    rows = ["a b c d e f", "g h i j k l", "m n o p q r", "s t u v w x"]
    board = board_from_rows(rows)
    unlimited = grade(board)
    assert unlimited.grade == "guess" and not unlimited.solved
    monkeypatch.setattr(path_grade, "TRIAL_WORK_BUDGET", 24 * 24 * 10)  # ten trials
    stopped = grade(board)
    assert stopped.grade == "over limit" and not stopped.solved and stopped.open_steps
    assert "the grader stopped at its limit of assumptions" in stopped.lines()[-1]
    assert "cannot be finished without guessing" in unlimited.lines()[-1]


def test_a_cell_with_two_open_sides_is_a_corridor():
    """f touches only e and the bar b, d only e: counting alone stalls, the corridor rule
    (the route passes through both sides of f) finishes the level."""
    board = board_from_rows([". a b", ". c b", "d e b", ". f b"], clues={"a": 6, "e": 2})
    assert count_paths(board.problem(), 2).count == 1
    assert cheap_rules_fix(board, without=("corridor",)) < board.n
    assert cheap_rules_fix(board) == board.n
    report = grade(board)
    assert report.solved and report.grade == "easy" and report.uses["corridor"] >= 1


def test_a_link_that_would_close_a_loop_is_ruled_out():
    """Two links a-b and b-c lie on one stretch; the edge c-a would close it: ruled out."""
    triangle = board_from_rows(["a a", "b c"])  # a (a bar) touches b and c, b touches c
    state = path_grade.start_state(triangle.problem(), triangle.ids)
    a, b, c = (triangle.index[x] for x in "abc")
    state.mark(a, triangle.adjacency[a].index(b), path_grade.USED)
    assert path_grade._loop(state) == 0  # one link: no stretch has both a and c yet
    state.mark(b, triangle.adjacency[b].index(c), path_grade.USED)
    assert path_grade._loop(state) == 1
    assert state.edge[a][triangle.adjacency[a].index(c)] == path_grade.BANNED


@pytest.mark.parametrize("technique", [name for name, _ in path_grade.RULES])
def test_each_technique_alone_never_removes_the_true_route(technique):
    """On random unique boards: with only the givens and one technique, propagation keeps
    every step of the one solution among the candidates and settles no edge against it."""
    rng = random.Random(technique)
    checked = 0
    rule = dict(path_grade.RULES)[technique]
    while checked < 60:
        board = random_small_board(rng, max_cells=10)
        result = count_paths(board.problem(), 2)
        if result.count != 1:
            continue
        checked += 1
        state = path_grade.start_state(board.problem(), board.ids)
        path_grade.givens(state)
        for _ in range(4 * board.n):
            if not rule(state):
                break
        assert_consistent(state, result.solutions[0], technique)


def test_the_whole_grader_is_sound_on_random_boards():
    rng = random.Random(13)
    solved = 0
    for _ in range(150):
        board = random_small_board(rng, max_cells=9)
        result = count_paths(board.problem(), 2)
        report = grade(board)
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


# --- the effort model (docs/number-stroke-runtime.md §6) ----------------------------------------
@pytest.mark.parametrize("cells", [3, 5, 10])
def test_a_line_from_its_end_takes_three_rounds_whatever_its_length(cells):
    """The 1 is given; distance puts step N on the far end; only-cell fills every cell between
    at once; corridor closes the sides left: three rounds, each applied everywhere at once, and
    nothing held in mind."""
    line = board_from_rows([" ".join("abcdefghij"[:cells])], clues={"a": 1})
    report = grade(line)
    effort = report.effort
    assert report.solved and list(report.uses) == ["number", "distance", "only-cell", "corridor"]
    assert (effort.rounds, effort.assumptions, effort.search, effort.chain, effort.branching) == (3, 0, 0, 0, 0)
    assert report.score == effort.total == 3 and report.grade == "easy"


def test_without_an_assumption_the_effort_is_the_rounds_of_the_trace():
    board = board_from_rows([". a b", ". c b", "d e b", ". f b"], clues={"a": 6, "e": 2})
    report = grade(board)
    counted = sum(times for name, times in report.uses.items() if path_grade.COSTS[name])
    assert report.effort.total == report.effort.rounds == counted > 3
    assert report.effort.chain == report.effort.search == 0


# 9 cells: b and i are shapes; the 6 and the odd mark leave four assumptions to make, and the
# first one tried for one of them leads nowhere
BRANCHING = (["a b . c", "d b b e", "f b . .", "g h i .", "i i i ."], {"f": 6}, {"i": "odd"})


def test_assumptions_that_lead_nowhere_are_search_and_the_deepest_one_is_the_chain(monkeypatch):
    rows, clues, parity = BRANCHING
    board = board_from_rows(rows, clues=clues, parity=parity)
    assert count_paths(board.problem(), 2).count == 1
    report = grade(board)
    effort = report.effort
    assert report.solved and effort.assumptions == report.uses["lookahead"] >= 2
    assert effort.branching >= 2 and effort.search > 0  # a trial failed before one worked
    assert 1 <= effort.chain and effort.total == effort.rounds + effort.assumptions + effort.search + effort.chain
    # each failed trial is one plus its rounds, at most CHAIN_CAP of them
    monkeypatch.setattr(path_grade, "CHAIN_CAP", 0)
    failed = grade(board).effort.search
    assert 1 <= failed <= effort.search <= failed * (1 + 8)


def test_search_comes_only_with_branching_on_random_boards():
    """On a finished level a failed trial is always followed by one that works in the same
    search, so effort.search > 0 exactly when more than one trial was needed somewhere."""
    rng = random.Random(31)
    seen = 0
    while seen < 40:
        board = random_small_board(rng, max_cells=9)
        report = grade(board)
        if not report.solved:
            continue
        seen += 1
        effort = report.effort
        assert (effort.search > 0) == (effort.branching > 1)
        assert (effort.assumptions > 0) == (effort.chain > 0) == ("lookahead" in report.uses)


def test_the_bands_cut_the_effort_into_the_five_grades():
    edges = [(0, "easy"), (14, "easy"), (15, "medium"), (39, "medium"), (40, "hard"), (89, "hard"),
             (90, "expert"), (179, "expert"), (180, "fiendish"), (5000, "fiendish")]
    assert [path_grade.grade_of(effort) for effort, _ in edges] == [grade for _, grade in edges]
    assert [name for _, name in path_grade.EFFORT_BANDS] + ["fiendish"] == list(path_grade.GRADE_ORDER)


def test_every_shipped_level_is_graded_by_its_effort_and_the_tutorial_rises_to_its_boss(number_stroke_grade):
    graded = {level.id: number_stroke_grade(Board(level)) for level in load_all_levels()}
    assert all(r.grade == path_grade.grade_of(r.effort.total) for r in graded.values())
    # issue 30: pack 1 was easy throughout, its boss too
    assert graded["1-1"].grade == "easy" and graded["1-10"].grade != "easy"
