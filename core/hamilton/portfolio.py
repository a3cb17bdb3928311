"""Native first, then an exact CP-SAT model for what native cannot decide within its budget.

``solve`` runs the compiled solver for ``NATIVE_SECONDS``. Nearly every board ends there. Past
that budget the same ``PathProblem`` (phased edges included) goes to the CP-SAT model of
``core.hamilton.exact`` on a thread of its own (one CP-SAT worker; it releases the GIL), told
to look for paths other than those native already found, and native keeps searching on the
calling thread; whichever of the two settles the count first answers (the other is
stopped). With two cores or more they run side by side, so a board costs about the budget
more than the faster of the two; on one core native takes only ``SHARED_CORE_SHARE`` of it
(short slices, then waits), so a board costs at most about the budget plus 9 % more than
CP-SAT alone.

An answer the fallback took part in is cross-checked before it is returned: each solution
must be a solution of the problem and appear once, and a count CP-SAT settled below the limit
must hold every path native found meanwhile. A failed check is a ``SolverDisagreement`` (a
bug, never a verdict). Native's own answers are what the exactness tests hold it to, board by
board, against the reference and a brute force.

When OR-tools is missing (a designer-side dependency: ``make setup`` installs it, the game
never needs it) the native search goes on alone after saying so once on stderr.
"""
from __future__ import annotations

import importlib.util
import os
import sys
import time

from .problem import PathProblem, PathResult

NATIVE_SECONDS = 0.1   # native alone first; nearly every board is decided well within it
SHARED_CORE_SHARE = 0.08  # native's share of the time beside CP-SAT when they share one core
NATIVE_SLICE = 0.008   # seconds per native slice while CP-SAT runs
_noted = False


class SolverDisagreement(RuntimeError):
    """The engines of the portfolio contradict each other (or the problem): a solver bug."""


def fallback_available() -> bool:
    return importlib.util.find_spec("ortools") is not None


def _exact_search():
    """The fallback's class, imported on the first board past native's budget. A Ctrl-C that
    lands inside OR-tools' extension while it loads comes out as an ImportError caused by the
    KeyboardInterrupt: it is the interrupt again, so the command ends as any Ctrl-C does."""
    try:
        from .exact import ExactSearch
    except ImportError as exc:
        if isinstance(exc.__cause__, KeyboardInterrupt) or isinstance(exc.__context__, KeyboardInterrupt):
            raise KeyboardInterrupt from None
        raise
    return ExactSearch


def native_share() -> float:
    """Native's share of the time while CP-SAT runs: all of it when the process may use two
    cores or more (CP-SAT has one thread, native the caller's), else ``SHARED_CORE_SHARE``,
    so that CP-SAT keeps about 92 % of the one core."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    return 1.0 if cores > 1 else SHARED_CORE_SHARE


def _note_missing_fallback() -> None:
    global _noted
    if not _noted:
        _noted = True
        print(f"note: a board took the native solver over {NATIVE_SECONDS:g} s; the exact "
              "fallback (CP-SAT) needs OR-tools, which is not installed (`make setup` or "
              "`pip install ortools` adds it): searching on with the native solver alone",
              file=sys.stderr)


def solve(problem: PathProblem, limit: int = 2, ignore_clues: bool = False,
          native_seconds: float = NATIVE_SECONDS, native_nodes: int = 0,
          fallback: bool = True, share: float | None = None) -> PathResult:
    """Ordered solutions up to ``limit``. ``native_seconds`` (or, when given, ``native_nodes``
    search nodes: deterministic, for tests) is native's budget before the exact model joins,
    and ``share`` its share of the time after (default ``native_share()``; 0: CP-SAT alone
    settles it); ``fallback=False``
    keeps native alone. ``PathResult.engine`` says who settled the count: ``native`` or
    ``cp-sat``."""
    return search(problem, limit, ignore_clues, native_seconds, native_nodes, fallback, share)[0]


def search(problem: PathProblem, limit: int = 2, ignore_clues: bool = False,
           native_seconds: float = NATIVE_SECONDS, native_nodes: int = 0,
           fallback: bool = True, share: float | None = None,
           time_limit: float = 0.0) -> tuple[PathResult, bool]:
    """``solve`` with a time limit for the whole (seconds, 0: none; the bench caps its calls
    with it): ``(PathResult, finished)``, and when not finished the result holds the paths
    found so far."""
    from solver_ext import hamilton as native

    start = time.perf_counter()
    solver = native.Solver(problem, limit, ignore_clues)
    budget = min(native_seconds, time_limit) if time_limit > 0 else native_seconds
    if native_nodes > 0:
        done = solver.advance(budget if time_limit > 0 else 0.0, native_nodes)
    else:
        done = solver.advance(budget) if budget > 0 else False
    if not done and (not fallback or not fallback_available()):
        if fallback:
            _note_missing_fallback()
        done = solver.advance(max(time_limit - (time.perf_counter() - start), 1e-6)
                              if time_limit > 0 else 0.0)
    if done or not fallback or not fallback_available():
        solver.result.engine = "native"  # its answers are what the exactness tests check
        return solver.result, done
    ExactSearch = _exact_search()

    target = problem.without_clues() if ignore_clues else problem
    known = list(solver.result.solutions)
    job = ExactSearch(target, limit - len(known), exclude=known).start()
    share = native_share() if share is None else share
    pause = NATIVE_SLICE * (1 - share) / share if share > 0 else 0.05
    try:
        while True:
            if share > 0 and solver.advance(NATIVE_SLICE):
                job.stop()
                solver.result.engine = "native"
                return solver.result, True
            if job.wait(pause):
                break
            if time_limit > 0 and time.perf_counter() - start > time_limit:
                job.stop()
                partial = _checked(target, PathResult(len(solver.result.solutions),
                                                      list(solver.result.solutions), limit), "")
                return partial, False
    except BaseException:
        job.stop()
        raise
    if not job.finished:  # CP-SAT gave up (it has no limit here, so this is a bug)
        raise SolverDisagreement("CP-SAT stopped before settling the count")
    found = known + job.solutions
    if len(found) < limit:  # CP-SAT says these are all: native's paths must be among them
        extra = set(solver.result.solutions) - set(found)
        if extra:
            raise SolverDisagreement(f"CP-SAT settled {len(found)} paths, native found others: "
                                     f"{sorted(extra)[:2]}")
    return _checked(target, PathResult(len(found), found, limit), "cp-sat"), True


def _checked(target: PathProblem, result: PathResult, engine: str) -> PathResult:
    if len(set(result.solutions)) != len(result.solutions) or result.count != len(result.solutions):
        raise SolverDisagreement(f"{engine}: {result.count} paths counted, "
                                 f"{len(set(result.solutions))} distinct reported")
    bad = next((path for path in result.solutions if not target.is_solution(path)), None)
    if bad is not None:
        raise SolverDisagreement(f"{engine}: reported a path that is not a solution: {bad}")
    result.engine = engine
    return result
