"""§14 deadlock classes, decided by the exact solver, on positions known by hand."""
import random

from core.modes.city_cat_catch.deadlock import classify_deadlock, restoring_tools, stuck_after_loss
from core.modes.city_cat_catch.policies import simulate
from core.modes.city_cat_catch.rules import RuntimeState
from core.modes.city_cat_catch.solver import Solver, reference_solve

from city_cat_catch_helpers import graph_board, random_position, seven_walls, two_open_triples



def lost_walls(tools):
    rt = RuntimeState.start(seven_walls(tools))
    for i in range(7):
        rt.tap(i)
    assert rt.status == "lost" and len(rt.tray) == 7
    return rt


def test_no_deadlock_on_a_clearable_position():
    rt = RuntimeState.start(two_open_triples())
    assert classify_deadlock(rt) == "none"
    rt.tap(0)
    assert classify_deadlock(rt) == "none"


def test_hard_a_full_tray_and_no_tool():
    assert classify_deadlock(lost_walls({"undo": 0, "remove": 0, "shuffle": 3})) == "hard"  # no shuffle once lost


def test_hard_when_the_only_usable_tool_restores_nothing():
    rt = lost_walls({"undo": 1, "remove": 0, "shuffle": 0})
    assert rt.can_tool("undo") and restoring_tools(rt) == []
    assert classify_deadlock(rt) == "hard"


def test_soft_when_a_tool_restores_a_clearable_position():
    rt = lost_walls({"undo": 1, "remove": 1, "shuffle": 0})
    assert restoring_tools(rt) == ["remove"]
    assert classify_deadlock(rt) == "soft"


def test_an_empty_tray_with_tools_left_is_never_hard():
    # the seven walls cannot be cleared, but nothing is in the tray yet
    rt = RuntimeState.start(seven_walls({"undo": 2, "remove": 1, "shuffle": 0}))
    assert not Solver.for_state(rt)[0].solvable()
    assert classify_deadlock(rt) == "doomed"
    rt.tap(0)
    assert classify_deadlock(rt) == "doomed"  # one in the tray, still room: not §14.1


def test_shuffle_restores_only_when_its_seeded_deal_is_clearable():
    # tray A A B B C D after six taps; on the board three E in sight, one of them covering the
    # thirds of A and B and the rest of C and D: every tap fills the tray. Only Shuffle is left;
    # it restores play when its seeded deal puts an A or a B in sight (and the rest follows).
    A, B, C, D, E = range(5)
    kinds = [A, B, C, D, A, B, E, A, B, E, E, C, D, C, D]
    covers = [[] for _ in kinds]
    covers[6] = [7, 8, 11, 12, 13, 14]
    seen = set()
    for seed in range(40):
        board = graph_board(kinds, covers, {"undo": 0, "remove": 0, "shuffle": 1}, seed=str(seed))
        rt = RuntimeState.start(board)
        for i in range(6):
            rt.tap(i)
        assert rt.status == "playing" and len(rt.tray) == 6
        assert not Solver.for_state(rt)[0].solvable()
        after = RuntimeState.start(board)
        after.load(rt.save())
        after.use_tool("shuffle")
        v_kinds, v_covers, v_tray, nk, _ = after.solver_view()
        restores = reference_solve(v_kinds, v_covers, v_tray, nk) is not None
        assert classify_deadlock(rt) == ("soft" if restores else "doomed")
        seen.add(restores)
    assert seen == {True, False}


def test_the_batch_shortcut_agrees_with_the_classification():
    rng = random.Random(4)
    checked = 0
    verdicts = set()
    for _ in range(30):
        tools = {"undo": rng.randint(0, 2), "remove": rng.randint(0, 1), "shuffle": rng.randint(0, 2)}
        kinds, covers, _, _ = random_position(rng, 27)
        board = graph_board(kinds, covers, tools)
        _, kinds = board.kind_index()
        run = simulate(board, "slot-build", 8, False, keep_lost=True)
        for picks in run["lost"]:
            rt = RuntimeState.start(board)
            for p in picks:
                rt.tap(p)
            assert rt.status == "lost"
            stuck = stuck_after_loss(board, kinds, picks)
            assert stuck == (classify_deadlock(rt) == "hard")
            verdicts.add(stuck)
            checked += 1
    assert checked > 20 and verdicts == {True, False}
