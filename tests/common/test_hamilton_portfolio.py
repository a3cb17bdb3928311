"""The solver's attempt schedule (resumable ``Solver``) and the portfolio (native, then the
exact CP-SAT model beside it), held to the pure-Python reference and a brute force on random
boards, phased ones included. No timing is asserted: budgets are given in search nodes."""
import pytest

from core.hamilton import count_paths, exact, portfolio, reference
from core.hamilton.brute import all_solutions
from solver_ext import hamilton as native
from test_hamilton_native import assert_matches_reference, medium_case, random_case
from test_hamilton_phases import hex_case, phased_case

pytest.importorskip("ortools")  # the fallback is a dev dependency (make setup installs it)


def cases(count: int, start: int = 0):
    """Random boards of every kind the exactness tests use: small ones of any clue style,
    medium snake boards, phased graphs, hex discs with turning walls."""
    for seed in range(start, start + count):
        kind = seed % 4
        yield (random_case, medium_case, phased_case, hex_case)[kind](seed)


def test_attempts_in_tiny_slices_stay_exact():
    """Slices of 1-3 nodes, every failed position stored, so attempts are dropped, kept on (a
    slice that found a solution late) and followed by fresh ones all the time: the same
    answers."""
    for problem in cases(80, 30_000):
        for limit, first in ((1, 1), (2, 2), (50, 3)):
            got, _, finished = native.search(problem, limit, False, native.PRUNE_ALL,
                                             nogood_min=1, restart_first=first)
            assert_matches_reference(problem, limit, False, got, finished)


def test_a_slice_that_found_a_solution_late_keeps_its_attempt():
    """The first slice ends right after the first solution: its attempt goes on for another
    slice as large instead of giving way to a fresh one, so a second solution within it costs
    exactly what the search without restarts pays (same nodes, same paths in the same order)."""
    plain = native.PRUNE_ALL & ~native.PRUNE_FLAGS["restarts"]
    checked = 0
    for problem in cases(200, 34_000):
        _, first, _ = native.search(problem, 1, False, plain)
        whole, second, _ = native.search(problem, 2, False, plain)
        if whole.count < 2 or second > 2 * first:
            continue
        got, nodes, finished = native.search(problem, 2, restart_first=first)
        assert finished and nodes == second and got.solutions == whole.solutions
        checked += 1
    assert checked >= 20


def test_a_search_advanced_in_steps_ends_where_one_call_does():
    """``Solver.advance`` with a node limit pauses the search anywhere (mid-attempt, between
    slices, in a probe); resuming gives the same solutions, in the same order, after the same
    search nodes as one uninterrupted call."""
    for i, problem in enumerate(cases(40, 31_000)):
        for limit in (1, 2, 50):
            whole, nodes, finished = native.search(problem, limit, restart_first=1 + i % 3)
            assert finished
            solver = native.Solver(problem, limit, restart_first=1 + i % 3)
            calls = 1
            while not solver.advance(node_limit=1 + calls % 4):
                calls += 1
            assert solver.finished and solver.nodes == nodes
            assert solver.result.solutions == whole.solutions and solver.count == whole.count


def test_an_unfinished_advance_keeps_what_it_found():
    grid = native.Solver(random_case(3), 5)
    assert grid.advance(node_limit=1) in (True, False)
    assert grid.count == len(grid.result.solutions)


def test_step_windows_hold_every_solution():
    """The exact model's position domains never cut a solution off (brute force), phased
    boards included, and an empty window means there is no solution."""
    for problem in cases(200, 32_000):
        if problem.n > 9:
            continue
        solutions = all_solutions(problem)
        windows = exact.step_windows(problem)
        if windows is None:
            assert not solutions
            continue
        for path in solutions:
            assert all(step in windows[v] for step, v in enumerate(path, 1)), (problem, path)


def test_exact_model_finds_the_paths_it_was_not_told_of():
    for problem in cases(40, 33_000):
        truth = reference.count_paths(problem, 200)
        if truth.count == 200:
            continue  # too many to list
        known = sorted(truth.solutions)[:2]
        got, finished = exact.search(problem, 200, exclude=known)
        assert finished and sorted(got.solutions) == sorted(set(truth.solutions) - set(known))


def test_portfolio_past_the_budget_agrees_with_native_and_the_reference():
    """Native stops after 1 or a few search nodes, CP-SAT settles the count alone (share 0)
    or beside native (the default); answers match native run to the end and the reference,
    including when native had found some paths before the budget ran out."""
    engines = set()
    for i, problem in enumerate(cases(24, 34_000)):
        for limit in (1, 3):
            for share in (0.0, None):
                result = portfolio.solve(problem, limit, native_nodes=1 + i % 40, share=share)
                assert_matches_reference(problem, limit, False, result, True)
                engines.add(result.engine)
                assert result.count == native.count_paths(problem, limit).count
            result = portfolio.solve(problem, limit, True, native_nodes=1, share=0.0)
            assert_matches_reference(problem, limit, True, result, True)
    assert engines == {"native", "cp-sat"}


def test_auto_back_end_is_the_portfolio_and_exact_is_cp_sat_alone(monkeypatch):
    seen = []
    real = portfolio.solve

    def spy(problem, limit=2, ignore_clues=False, **kwargs):
        seen.append(limit)
        return real(problem, limit, ignore_clues, native_nodes=1, share=0.0)

    monkeypatch.setattr(portfolio, "solve", spy)
    problem = medium_case(10_003)
    assert_matches_reference(problem, 2, False, count_paths(problem, 2), True)
    assert seen == [2]
    result = count_paths(problem, 3, backend="exact")
    assert result.engine == "cp-sat"
    assert_matches_reference(problem, 3, False, result, True)


def test_missing_fallback_says_so_once_and_native_goes_on(monkeypatch, capsys):
    monkeypatch.setattr(portfolio, "fallback_available", lambda: False)
    monkeypatch.setattr(portfolio, "_noted", False)
    for seed in (10_001, 10_002, 10_004):
        problem = medium_case(seed)
        result = portfolio.solve(problem, 3, native_nodes=1)
        assert result.engine == "native"
        assert_matches_reference(problem, 3, False, result, True)
    err = capsys.readouterr().err
    assert err.count("OR-tools") == 1 and "make setup" in err
    with pytest.raises(RuntimeError, match="OR-tools"):
        count_paths(medium_case(10_001), 2, backend="exact")


def test_ctrl_c_while_the_fallback_loads_is_the_interrupt_not_an_import_error(monkeypatch):
    """OR-tools' extension turns a Ctrl-C during its import into ``ImportError: initialization
    failed`` caused by the KeyboardInterrupt: the portfolio raises the interrupt itself, so the
    command ends with its one line and exit 130, never a traceback. Any other import error
    stays what it is."""
    import builtins
    import sys

    real_import = builtins.__import__

    def failing_import(cause):
        def fake(name, *args, **kwargs):
            if name == "exact" or name.endswith(".exact"):
                raise ImportError("initialization failed") from cause
            return real_import(name, *args, **kwargs)
        return fake

    monkeypatch.delitem(sys.modules, "core.hamilton.exact", raising=False)
    monkeypatch.setattr(builtins, "__import__", failing_import(KeyboardInterrupt()))
    with pytest.raises(KeyboardInterrupt):
        portfolio.solve(medium_case(10_001), 3, native_nodes=1)
    monkeypatch.setattr(builtins, "__import__", failing_import(None))
    with pytest.raises(ImportError, match="initialization failed"):
        portfolio.solve(medium_case(10_001), 3, native_nodes=1)


def fake_exact(solutions, busy_waits=0):
    """A stand-in for ``exact.ExactSearch`` that "settles" on ``solutions`` after saying it is
    still busy ``busy_waits`` times."""
    class Fake:
        def __init__(self, problem, limit, exclude=(), time_limit=0.0):
            self.solutions, self.finished, self.busy = list(solutions), True, busy_waits

        def start(self):
            return self

        def wait(self, timeout=None):
            self.busy -= 1
            return self.busy < 0

        def stop(self):
            pass
    return Fake


def test_a_wrong_answer_from_the_fallback_is_refused(monkeypatch):
    """The cross-check: a path that is not a solution, the same path twice, or a count CP-SAT
    settled below the limit while native (searching beside it) holds a path it did not report
    each raise ``SolverDisagreement``."""
    problem = medium_case(10_007)  # several solutions
    truth = sorted(reference.count_paths(problem, 5).solutions)
    assert len(truth) >= 2
    bogus = (truth[0][1], truth[0][0]) + truth[0][2:]
    assert not problem.is_solution(bogus)
    for solutions in ([bogus], [truth[0], truth[0]]):
        monkeypatch.setattr(exact, "ExactSearch", fake_exact(solutions))
        with pytest.raises(portfolio.SolverDisagreement):
            portfolio.solve(problem, 5, native_nodes=1, share=0.0)
    # a 5x5 grid has thousands of paths: native finds some in its slice beside "CP-SAT",
    # which then claims there are none
    from support.boards import grid_board

    grid = grid_board(5, 5).problem()
    monkeypatch.setattr(exact, "ExactSearch", fake_exact([], busy_waits=1))
    with pytest.raises(portfolio.SolverDisagreement):
        portfolio.solve(grid, 10**6, native_nodes=1, share=1.0)


def test_a_time_limit_ends_the_portfolio_with_what_it_found():
    from support.boards import grid_board

    grid = grid_board(9, 9).problem()
    result, finished = portfolio.search(grid, 10**9, time_limit=0.2, native_nodes=1)
    assert not finished
    assert all(grid.is_solution(s) for s in result.solutions)
