"""The two hints (docs/number-stroke-runtime.md §3): from the unique solution, even off route, and
never spent on what the board already shows (issue 29 item 3)."""
import json
from pathlib import Path

from core.common import path_grade
from core.common.path_grade import EASY_COST, hint_order
from core.hamilton import PathProblem
from core.modes.number_stroke.session import Session, SessionLevel
from test_number_stroke_session import session_for, walk

SOLUTION = "one l m j h B d e c b a A f g i".split()
# The rule sample's hint order: each cell leaves the fewest steps open to the easy rules.
ORDER = "f c m a l j h d e b A g i".split()


def step_of(name):
    return SOLUTION.index(name) + 1


def level_8_20():
    """8-20 as baked when issue 29 was found on it (issue 30 regenerated pack 8), and its session."""
    level = json.loads((Path(__file__).parent / "baked_8_20.json").read_text(encoding="utf-8"))
    return level, Session(SessionLevel.from_baked(level))


def open_after(board, numbers):
    """The steps the easy rules leave open on the board with these numbers (node -> step)."""
    state = path_grade.start_state(board.problem(extra_clues=numbers), board.ids)
    path_grade.givens(state)
    path_grade.propagate(state, EASY_COST, None)
    return board.n - len(state.fixed())


def test_the_hint_order_takes_each_time_the_number_that_leaves_the_fewest_steps_open(rule_sample):
    solution = session_for(rule_sample).level.solution
    order = hint_order(rule_sample.problem(), solution)
    assert [rule_sample.ids[v] for v in order] == ORDER
    numbers = {}
    for node in order:
        if open_after(rule_sample, numbers) == 0:
            break  # the easy rules settle the rest: the widest stretch decides (below)
        best = min(open_after(rule_sample, {**numbers, v: solution.index(v) + 1}) for v in order)
        assert open_after(rule_sample, {**numbers, node: solution.index(node) + 1}) == best
        numbers[node] = solution.index(node) + 1


def test_add_number_gives_the_hint_order_s_first_cell_the_board_does_not_show(rule_sample):
    s = session_for(rule_sample)
    hint = s.hint_number()
    assert hint == {"kind": "number", "cell": rule_sample.index["f"], "number": 13,
                    "highlight": [rule_sample.index["f"]], "dimmed": [], "message": "hint_number"}
    assert s.added == {rule_sample.index["f"]: 13}
    s.press(rule_sample.index["one"])
    walk(rule_sample, s, ["l", "m"])  # the correct prefix holds m; from m, j is the one way on
    got = [s.hint_number() for _ in range(3)]
    # c, then a (m lies in the prefix), then h (l in the prefix, j one way on from m)
    assert [(rule_sample.ids[h["cell"]], h["number"]) for h in got] == [("c", 9), ("a", 11), ("h", 5)]


def grade_with(level, numbers):
    """The grade of a baked level with more numbers (node -> step)."""
    baked = SessionLevel.from_baked(level)
    clues = tuple(numbers.get(v, c) for v, c in enumerate(baked.clue))
    problem = PathProblem(baked.adjacency, clues, baked.parity)
    return path_grade.grade(problem, [c["id"] for c in level["cells"]], level["id"]).grade


def test_add_number_never_gives_a_step_with_one_way_in():
    """Issue 29 item 3: on 8-20 "add a number" gave 2, then 3, both one way on from the 1."""
    level, s = level_8_20()
    assert sorted(s.shown_steps()) == [1, 2, 3, 4, 5, 6, 15]  # 2, 3, 5 and 6: one way on
    hint = s.hint_number()
    assert hint["kind"] == "number" and hint["number"] not in (2, 3, 5, 6)
    # the number the grader ranks first: the hard level becomes a medium one, half the effort
    assert grade_with(level, {}) == "hard"
    assert grade_with(level, {hint["cell"]: hint["number"]}) == "medium"


def test_add_number_follows_the_solution_when_the_path_is_wrong(rule_sample):
    s = session_for(rule_sample, hint_cells="h f".split())
    s.press(rule_sample.index["one"])
    walk(rule_sample, s, ["l", "m", "j", "i"])  # i at step 5 is the wrong turn
    assert s.conflicts == []
    hint = s.hint_number()
    assert (rule_sample.ids[hint["cell"]], hint["number"]) == ("h", 5)
    # the new number is checked at once: step 5 is now on i instead of h
    assert s.conflicts == [rule_sample.index["i"]]


def test_add_number_with_every_step_shown_says_try_the_way(rule_sample):
    s = session_for(rule_sample)
    hints = [s.hint_number() for _ in ORDER]
    given = [h for h in hints if h["kind"] == "number"]
    # the numbers given leave every other step one way on from them
    assert 0 < len(given) < len(ORDER) and s.shown_steps() == set(range(1, 16))
    assert hints[len(given):] == [{"kind": "none", "cell": -1, "number": 0, "highlight": [],
                                   "dimmed": [], "message": "hint_try_way"}] * (len(ORDER) - len(given))


def test_show_the_way_on_an_empty_board_leads_past_the_marked_start(rule_sample):
    """Issue 29 item 3: it spent the day's hint on the start the 1 already marks."""
    s = session_for(rule_sample)
    idx = rule_sample.index
    way = s.hint_way()
    # 1 is marked, 2 is the one way on from it; 3 is the first step the board does not show
    assert way == {"kind": "next", "cell": idx["m"], "number": 0,
                   "highlight": [idx["one"], idx["l"], idx["m"]], "dimmed": [],
                   "message": "hint_follow"}
    level, s = level_8_20()
    way = s.hint_way()
    assert [level["hintPath"].index(v) + 1 for v in way["highlight"]] == [1, 2, 3, 4, 5, 6, 7]


def test_show_the_way_next_back_restart(rule_sample):
    s = session_for(rule_sample)
    idx = rule_sample.index
    s.press(idx["one"])
    walk(rule_sample, s, ["l", "m", "j"])
    way = s.hint_way()
    assert (way["kind"], way["cell"], way["highlight"], way["message"]) == ("next", idx["h"], [idx["h"]], "hint_next")
    walk(rule_sample, s, ["i", "g"])
    way = s.hint_way()
    assert way["kind"] == "back" and way["cell"] == idx["j"]
    assert way["dimmed"] == [idx["i"], idx["g"]]
    assert s.path[-1] == idx["g"]  # the hint changes nothing
    s.press(way["cell"])  # tapping the highlighted cell cuts back
    assert s.correct_prefix() == len(s.path) == 4


def test_show_the_way_without_clue_one_points_at_the_true_start_and_says_when_all_is_shown():
    from conftest import board_from_rows

    board = board_from_rows(["a b c"], clues={"c": 1})
    s = session_for(board)
    way = s.hint_way()  # c is marked, b and a are one way on: the board shows it all
    assert (way["kind"], way["message"]) == ("shown", "hint_shown")
    assert way["highlight"] == [board.index[n] for n in "cba"] and way["cell"] == board.index["a"]
    board = board_from_rows(["a b c"], clues={"b": 2, "c": 3})
    s = session_for(board)
    assert s.legal_start() == -1
    way = s.hint_way()
    assert (way["kind"], way["cell"], way["message"]) == ("start", board.index["a"], "hint_start")
    s.press(board.index["b"])  # a wrong start
    way = s.hint_way()
    assert way["kind"] == "restart" and way["message"] == "hint_restart"
    assert way["cell"] == board.index["a"] and way["dimmed"] == [board.index["b"]]
