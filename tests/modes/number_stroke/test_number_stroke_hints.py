"""GDD §10 hints: add a number, show the way — from the unique solution, even off route."""
from test_number_stroke_session import session_for, walk

SOLUTION = "one l m j h B d e c b a A f g i".split()


def step_of(name):
    return SOLUTION.index(name) + 1


def test_add_number_bisects_the_first_open_interval(rule_sample):
    s = session_for(rule_sample)
    got = []
    for _ in range(4):
        hint = s.hint_number()
        assert hint["kind"] == "number" and hint["message"] == "hint_number"
        assert hint["highlight"] == [hint["cell"]]
        assert rule_sample.ids[hint["cell"]] == SOLUTION[hint["number"] - 1]
        got.append(hint["number"])
    # clues 1 and 6 of 15: (1,6) -> 3, then (1,3) -> 2, (3,6) -> 4, (4,6) -> 5
    assert got == [3, 2, 4, 5]
    assert s.hint_number()["number"] == 11  # then the tail (6, 16)


def test_add_number_skips_the_correct_prefix(rule_sample):
    s = session_for(rule_sample)
    s.press(rule_sample.index["one"])
    walk(rule_sample, s, SOLUTION[1:8])  # 8 steps right
    hint = s.hint_number()
    assert hint["number"] == 12  # interval (8, 16), not (1, 6)


def test_add_number_follows_the_solution_when_the_path_is_wrong(rule_sample):
    s = session_for(rule_sample)
    s.press(rule_sample.index["one"])
    walk(rule_sample, s, ["l", "m", "j", "i"])  # i at step 5 is the wrong turn
    assert s.conflicts == []
    hint = s.hint_number()
    assert (rule_sample.ids[hint["cell"]], hint["number"]) == ("h", 5)
    # the new number is checked at once: step 5 is now on i instead of h
    assert s.conflicts == [rule_sample.index["i"]]


def test_add_number_on_a_fully_numbered_route_says_try_the_way(rule_sample):
    s = session_for(rule_sample)
    for _ in range(13):
        assert s.hint_number()["kind"] == "number"
    hint = s.hint_number()
    assert hint == {"kind": "none", "cell": -1, "number": 0, "highlight": [], "dimmed": [],
                    "message": "hint_try_way"}


def test_show_the_way_start_next_back_restart(rule_sample):
    s = session_for(rule_sample)
    idx = rule_sample.index
    assert s.hint_way()["kind"] == "start" and s.hint_way()["cell"] == idx["one"]
    s.press(idx["one"])
    walk(rule_sample, s, ["l", "m", "j"])
    way = s.hint_way()
    assert (way["kind"], way["cell"], way["message"]) == ("next", idx["h"], "hint_next")
    walk(rule_sample, s, ["i", "g"])
    way = s.hint_way()
    assert way["kind"] == "back" and way["cell"] == idx["j"]
    assert way["dimmed"] == [idx["i"], idx["g"]]
    assert s.path[-1] == idx["g"]  # the hint changes nothing
    s.press(way["cell"])  # tapping the highlighted cell cuts back
    assert s.correct_prefix() == len(s.path) == 4


def test_show_the_way_without_clue_one_points_at_the_true_start():
    from conftest import board_from_rows

    board = board_from_rows(["a b c"], clues={"c": 1})
    s = session_for(board)
    assert s.hint_way()["cell"] == board.index["c"]
    board = board_from_rows(["a b c"], clues={"b": 2, "c": 3})
    s = session_for(board)
    assert s.legal_start() == -1
    assert s.hint_way()["cell"] == board.index["a"]
    s.press(board.index["b"])  # a wrong start
    way = s.hint_way()
    assert way["kind"] == "restart" and way["message"] == "hint_restart"
    assert way["cell"] == board.index["a"] and way["dimmed"] == [board.index["b"]]
