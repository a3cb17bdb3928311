"""The exact solver: native == plain Python DFS on random positions, every pruning alone off,
witnesses valid, and positions from play (tray residues, bypass, lanes)."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from core.modes.city_cat_catch.rules import RuntimeState
from core.modes.city_cat_catch.solver import Solver, check_witness, native_available, reference_solve

from city_cat_catch_helpers import random_board, random_position


def test_the_native_solver_is_built():
    assert native_available(), "solver_ext.cat_catch is not built: run `make setup`"


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32))
def test_native_agrees_with_the_reference(seed):
    rng = random.Random(seed)
    kinds, covers, tray, nk = random_position(rng)
    want = reference_solve(kinds, covers, tray, nk)
    got = Solver(kinds, covers, tray, nk).solve()
    assert (got is None) == (want is None)
    if got is not None:
        assert check_witness(kinds, covers, tray, got)


def test_both_verdicts_occur_and_each_pruning_is_exact():
    from solver_ext import cat_catch

    rng = random.Random(7)
    verdicts = set()
    for _ in range(250):
        kinds, covers, tray, nk = random_position(rng, 21)
        want = reference_solve(kinds, covers, tray, nk) is not None
        verdicts.add(want)
        for name, flag in cat_catch.PRUNE_FLAGS.items():
            solver = Solver(kinds, covers, tray, nk, prune=cat_catch.PRUNE_ALL & ~flag)
            assert solver.solvable() == want, name
        assert Solver(kinds, covers, tray, nk, prune=0).solvable() == want
    assert verdicts == {True, False}


def test_queries_share_the_memo_and_stay_exact():
    rng = random.Random(3)
    for _ in range(40):
        kinds, covers, tray, nk = random_position(rng, 18)
        solver = Solver(kinds, covers, tray, nk)
        picked = []
        from core.modes.city_cat_catch.solver import available
        for _ in range(rng.randint(0, 8)):
            av = available(kinds, covers, tray, picked)
            if not av:
                break
            picked.append(rng.choice(av))
        want = reference_solve(kinds, covers, tray, nk, picked)
        assert solver.solvable(picked) == (want is not None)
        assert solver.solvable() == (reference_solve(kinds, covers, tray, nk) is not None)


def test_fatal_scan_matches_the_reference():
    rng = random.Random(11)
    for _ in range(30):
        kinds, covers, tray, nk = random_position(rng, 15)
        native = Solver(kinds, covers, tray, nk)
        ref = Solver(kinds, covers, tray, nk, backend="reference")
        seq = native.solve() or []
        assert native.fatal_scan(seq) == ref.fatal_scan(seq)


def test_positions_from_play_with_tray_bypass_and_lanes():
    rng = random.Random(5)
    for _ in range(40):
        board = random_board(rng, 5)
        rt = RuntimeState.start(board)
        for _ in range(rng.randint(0, 10)):
            if rt.status != "playing":
                break
            choices = [i for i in range(board.n) if rt.tappable(i)]
            rt.tap(rng.choice(choices))
            tool = rng.choice(["undo", "remove", "shuffle", None])
            if tool and rt.can_tool(tool):
                rt.use_tool(tool)
        if rt.status != "playing":
            continue
        solver, left = Solver.for_state(rt)
        kinds, covers, tray, nk, _ = rt.solver_view()
        want = reference_solve(kinds, covers, tray, nk)
        got = solver.solve()
        assert (got is None) == (want is None)
        if got is not None:  # replay the witness on the real rules
            for j in got:
                assert rt.tappable(left[j])
                rt.tap(left[j])
            assert rt.status == "won"


def test_a_budgeted_search_counts_what_it_expands_and_stops_at_the_budget():
    rng = random.Random(21)
    cut = 0
    for _ in range(200):
        kinds, covers, tray, nk = random_position(rng, 24)
        solver = Solver(kinds, covers, tray, nk)
        verdict, nodes, witness = solver.solve_within(10**7)
        want = reference_solve(kinds, covers, tray, nk)
        assert verdict == (1 if want is not None else 0)
        assert solver.solve_within(10**7)[1] == nodes  # the memo starts empty: the same count again
        if witness is not None:
            assert check_witness(kinds, covers, tray, witness)
        if nodes > 1:
            short = solver.solve_within(nodes - 1)
            assert short[0] == -1 and short[2] is None
            cut += 1
        assert solver.solve_within(max(nodes, 1))[0] == verdict
    assert cut > 50
