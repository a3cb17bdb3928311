"""The path state machine (GDD §4.3–§4.5, §5.1–§5.3) and its invariants."""
import random

import pytest
from conftest import board_from_rows
from hypothesis import given, settings
from hypothesis import strategies as st

from core.common.path_grade import hint_order
from core.hamilton import count_paths
from core.modes.number_stroke.session import CLEARED, DRAWING, EMPTY, IDLE, Session, SessionLevel


def session_for(board, solution=None, hint_cells=None) -> Session:
    """A session on a board; ``hint_cells`` the hint order as cell ids (default: the bake's)."""
    if solution is None:
        solution = count_paths(board.problem(), 2, backend="reference").solutions[0]
    if hint_cells is None:
        order = tuple(hint_order(board.problem(), solution))
    else:
        order = tuple(board.index[name] for name in hint_cells)
    return Session(SessionLevel(board.adjacency, tuple(board.clue), tuple(board.parity), tuple(solution), order))


def ids(board, nodes):
    return [board.ids[v] for v in nodes]


@pytest.fixture
def sample(rule_sample):
    return rule_sample, session_for(rule_sample)


def walk(board, s, names, op="drag"):
    for name in names:
        getattr(s, op)(board.index[name])


def test_only_clue_one_starts_and_an_illegal_start_points_at_it(sample):
    board, s = sample
    ev = s.press(board.index["A"])
    assert ev == {"kind": "illegal_start", "cell": board.index["one"]}
    assert s.phase == EMPTY and s.path == []
    assert s.press(board.index["one"]) == {"kind": "started", "cell": board.index["one"]}
    assert s.phase == DRAWING and s.remaining == 14


def test_any_cell_starts_without_clue_one():
    board = board_from_rows(["a b c"], clues={"c": 3})
    s = session_for(board)
    assert s.legal_start() == -1
    assert s.press(board.index["b"])["kind"] == "started"
    assert s.conflicts == []


def test_drag_appends_only_adjacent_unvisited_cells(sample):
    board, s = sample
    s.press(board.index["one"])
    assert s.drag(board.index["m"])["kind"] == "ignored"  # not adjacent to the end
    assert s.drag(board.index["l"])["kind"] == "appended"
    assert s.drag(board.index["l"])["kind"] == "ignored"  # already the end
    walk(board, s, ["m", "j"])
    assert ids(board, s.path) == ["one", "l", "m", "j"]


def test_touching_a_visited_cell_cuts_back_and_keeps_it(sample):
    board, s = sample
    s.press(board.index["one"])
    walk(board, s, ["l", "m", "j", "h"])
    assert s.drag(board.index["l"]) == {"kind": "cut", "cell": board.index["l"]}
    assert ids(board, s.path) == ["one", "l"]
    assert s.phase == DRAWING
    assert s.drag(board.index["m"])["kind"] == "appended"  # keeps drawing without lifting


def test_release_keeps_the_path_and_tap_next_to_the_end_appends(sample):
    board, s = sample
    s.press(board.index["one"])
    s.drag(board.index["l"])
    assert s.release()["kind"] == "released"
    assert s.phase == IDLE and ids(board, s.path) == ["one", "l"]
    assert s.drag(board.index["m"])["kind"] == "ignored"  # not drawing: drags do nothing
    assert s.press(board.index["m"])["kind"] == "appended"
    s.release()
    assert s.press(board.index["A"])["kind"] == "ignored"  # far from the end
    assert s.press(board.index["m"])["kind"] == "resumed"  # pressing the end resumes drawing
    assert s.press(board.index["one"])["kind"] == "cut"
    assert s.path == [board.index["one"]]


def test_wrong_turn_shows_the_gdd_conflict(sample):
    """GDD §7.3: after 1 l m j going left into i puts B at step 8 at best: red."""
    board, s = sample
    s.press(board.index["one"])
    walk(board, s, ["l", "m", "j", "i", "g", "f", "A", "a", "b", "c", "e", "d", "B"])
    # step 6 reached on g (clue 6 belongs to B), and B itself reached at step 14
    assert ids(board, s.conflicts) == sorted(["g", "B"], key=board.index.get)
    assert s.remaining == 1 and not s.dead_end  # h is still next to B
    s.drag(board.index["h"])
    assert s.remaining == 0 and not s.cleared and s.dead_end  # full, but in conflict
    assert s.phase == DRAWING


def test_parity_mismatch_is_a_conflict_and_parity_takes_no_other_step():
    board = board_from_rows(["a b c d"], clues={"a": 1}, parity={"b": "odd"})
    s = session_for(board, solution=(0, 1, 2, 3), hint_cells=())  # not a solution: no hint order
    s.press(0)
    s.drag(1)
    assert s.conflicts == [1]
    s.drag(2)
    assert s.conflicts == [1]  # c at step 3 (odd) is fine: the mark only binds b


def test_clearing_locks_the_session(sample):
    board, s = sample
    s.press(board.index["one"])
    *middle, last = "l m j h B d e c b a A f g i".split()
    walk(board, s, middle)
    assert s.drag(board.index[last]) == {"kind": "cleared", "cell": board.index[last]}
    assert s.phase == CLEARED and s.cleared and s.remaining == 0
    for ev in (s.press(board.index["one"]), s.drag(board.index["g"]), s.release(), s.restart()):
        assert ev["kind"] == "ignored"
    assert s.hint_number()["kind"] == "none" and s.hint_way()["kind"] == "none"
    assert len(s.path) == 15


def test_restart_empties_the_path_but_keeps_added_numbers(sample):
    board, s = sample
    s.press(board.index["one"])
    s.drag(board.index["l"])
    hint = s.hint_number()
    s.restart()
    assert s.phase == EMPTY and s.path == [] and s.conflicts == []
    assert s.added == {hint["cell"]: hint["number"]}


def test_out_of_range_cells_are_ignored(sample):
    _board, s = sample
    for bad in (-1, 15, 99):
        assert s.press(bad)["kind"] == "ignored"
    assert s.path == []


# --- properties over random command sequences ---------------------------------------------

OPS = st.lists(
    st.tuples(st.sampled_from(["press", "drag", "drag", "drag", "release", "restart", "hint_number", "hint_way"]),
              st.integers(0, 10**6)),
    max_size=60,
)


def play(s: Session, ops, rng_bias=True):
    for op, pick in ops:
        n = s.level.n
        if op in ("press", "drag"):
            # bias picks towards meaningful cells: the end's neighbours and the solution
            if s.path and pick % 3 == 0:
                cell = s.level.adjacency[s.path[-1]][pick % len(s.level.adjacency[s.path[-1]])]
            elif pick % 3 == 1 and len(s.path) < n:
                cell = s.level.solution[len(s.path)]
            else:
                cell = pick % n
            getattr(s, op)(cell)
        else:
            getattr(s, op)()
        yield op


def assert_legal(s: Session):
    path = s.path
    assert len(set(path)) == len(path)
    for a, b in zip(path, path[1:]):
        assert b in s.level.adjacency[a]
    assert (s.phase == EMPTY) == (not path)
    assert s.remaining == s.level.n - len(path)
    assert s.cleared == (s.phase == CLEARED)


@settings(max_examples=150, deadline=None)
@given(ops=OPS)
def test_random_commands_never_make_an_illegal_path(rule_sample, ops):
    s = session_for(rule_sample)
    start = rule_sample.index["one"]
    for _ in play(s, ops):
        assert_legal(s)
        if s.path and not s.added:
            assert s.path[0] == start


@settings(max_examples=150, deadline=None)
@given(ops=OPS)
def test_cleared_exactly_when_the_path_is_the_solution(rule_sample, ops):
    s = session_for(rule_sample)
    for _ in play(s, ops):
        assert s.cleared == (tuple(s.path) == s.level.solution)


@settings(max_examples=150, deadline=None)
@given(ops=OPS, cut=st.integers(0, 10**6))
def test_cutting_back_restores_the_earlier_state_exactly(rule_sample, ops, cut):
    s = session_for(rule_sample)
    for _ in play(s, [(op, p) for op, p in ops if not op.startswith("hint")]):
        pass
    if s.cleared or len(s.path) < 2:
        return
    k = cut % (len(s.path) - 1)  # cut to an earlier cell
    prefix = s.path[: k + 1]
    s.press(prefix[-1])
    fresh = session_for(rule_sample)
    fresh.press(prefix[0])
    for v in prefix[1:]:
        fresh.drag(v)
    assert s.state() == fresh.state()


def test_random_sequences_on_random_unique_boards():
    from conftest import random_small_board

    rng = random.Random(5)
    checked = 0
    while checked < 60:
        board = random_small_board(rng, max_cells=10)
        result = count_paths(board.problem(), 2, backend="reference")
        if result.count != 1:
            continue
        checked += 1
        s = session_for(board, result.solutions[0])
        ops = [(rng.choice(["press", "drag", "drag", "release", "hint_way", "hint_number"]), rng.randrange(10**6))
               for _ in range(80)]
        for _ in play(s, ops):
            assert_legal(s)
            assert s.cleared == (tuple(s.path) == result.solutions[0])
