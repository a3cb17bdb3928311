"""The back ends the path-solver suites of ``make bench`` time (``python -m tests.bench``): the
native solver (alone, interleaved with its frozen earlier builds, to a first path), the
pure-Python reference in a worker process killed at the cap, the CP-SAT model and the
portfolio."""
from __future__ import annotations

import multiprocessing
import statistics
import time

from core.hamilton import reference
from core.hamilton.problem import PathProblem

from . import reference_builds

BUILDS = (reference_builds.RELEASE, reference_builds.FIRST)  # frozen earlier solvers
SLOWER = 1.10  # issue 23: a board slower than the release by more than 10 % is a regression


def _reference_worker(conn):
    while True:
        problem, limit = conn.recv()
        start = time.perf_counter()
        count = reference.count_paths(problem, limit).count
        conn.send((count, time.perf_counter() - start))


class ReferenceRunner:
    """The pure-Python reference in a worker process that can be killed at the cap."""

    def __init__(self):
        self.ctx = multiprocessing.get_context("fork")
        self.proc = None

    def _start(self):
        self.conn, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_reference_worker, args=(child,), daemon=True)
        self.proc.start()

    def __call__(self, problem: PathProblem, cap: float, limit: int = 2):
        if self.proc is None:
            self._start()
        self.conn.send((problem, limit))
        if self.conn.poll(cap):
            return self.conn.recv()
        self.close()
        return None, cap

    def close(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.join()
            self.proc = None


def _run_native(problem: PathProblem, cap: float, prune: int | None = None, limit: int = 2):
    """Sub-millisecond calls are repeated (up to 5 runs, 2 ms in all) and the median kept:
    one such call is below the clock's and the cache's noise."""
    from solver_ext import hamilton

    flags = hamilton.PRUNE_ALL if prune is None else prune
    runs = []
    while len(runs) < 5 and sum(runs) < 0.002:
        start = time.perf_counter()
        result, nodes, finished = hamilton.search(problem, limit, False, flags, cap)
        runs.append(time.perf_counter() - start)
    return (result.count if finished else None), statistics.median(runs), nodes


def _interleaved(problem: PathProblem, limit: int, cap: float, builds: dict, rounds: int = 9,
                 seconds: float = 0.05) -> dict:
    """Each build in turn on the same board, round after round (up to ``rounds``, until the
    slowest has had about ``seconds``, once when a call is capped or takes over 0.5 s): the
    least disturbed run of each (its minimum), its verdict and its search nodes. Runs taken in
    turn see the same load, so their ratio holds where absolute times do not."""
    runs = {name: [] for name in builds}
    out = {}
    for done in range(1, rounds + 1):
        for name, module in builds.items():
            start = time.perf_counter()
            result, nodes, finished = module.search(problem, limit, False, module.PRUNE_ALL, cap)
            runs[name].append(time.perf_counter() - start)
            out[name] = {"count": result.count if finished else None, "nodes": nodes}
        slowest = max(min(r) for r in runs.values())
        if slowest * done >= seconds or slowest > 0.5 or any(o["count"] is None for o in out.values()):
            break
    for name, o in out.items():
        o["seconds"] = min(runs[name])
    return out


def _against_builds(problem: PathProblem, limit: int, cap: float) -> dict:
    """The native solver and the frozen builds on one board (the first solver only where no
    edge is phased: it has no phases), re-measured once more when native looks slower than
    the release by more than ``SLOWER``, so one disturbed run cannot make a regression."""
    from solver_ext import hamilton

    builds = {"native": hamilton}
    for name in BUILDS:
        if name != reference_builds.FIRST or not problem.phased:
            builds[name] = reference_builds.load(name)
    out = _interleaved(problem, limit, cap, builds)
    nat, rel = out["native"], out[reference_builds.RELEASE]
    if (nat["count"] is not None and rel["count"] is not None and nat["seconds"] < 2.0
            and nat["seconds"] > SLOWER * rel["seconds"]):
        again = _interleaved(problem, limit, cap, {"native": hamilton,
                                                  reference_builds.RELEASE: builds[reference_builds.RELEASE]},
                             rounds=15, seconds=max(0.2, 3 * nat["seconds"]))
        for name in again:
            out[name]["seconds"] = min(out[name]["seconds"], again[name]["seconds"])
    return out


def _first_path(problem: PathProblem, cap: float) -> dict:
    """Whether the native solver finds any path (limit 1) within the cap: tells a capped
    uniqueness verdict that failed to find a first path from one that failed to rule out a
    second."""
    from solver_ext import hamilton

    start = time.perf_counter()
    result, _, finished = hamilton.search(problem, 1, False, hamilton.PRUNE_ALL, cap)
    return {"decided": finished, "found": result.count > 0, "seconds": time.perf_counter() - start}


def _run_cpsat(problem: PathProblem, cap: float, limit: int = 2):
    """Count, wall seconds, and CPU seconds of this thread (one CP-SAT worker searches on the
    calling thread), which a loaded machine does not inflate."""
    from core.hamilton import exact

    start, cpu = time.perf_counter(), time.thread_time()
    result, finished = exact.search(problem, limit, time_limit=cap)
    return (result.count if finished else None), time.perf_counter() - start, time.thread_time() - cpu


def _run_portfolio(problem: PathProblem, cap: float, limit: int = 2):
    from core.hamilton import portfolio

    start = time.perf_counter()
    result, finished = portfolio.search(problem, limit, time_limit=cap)
    return (result.count if finished else None), time.perf_counter() - start, result.engine


# ---- suites --------------------------------------------------------------------------------


def _native_verdict(problem: PathProblem):
    from solver_ext import hamilton

    return hamilton.count_paths(problem, 2)


# ---- measuring -------------------------------------------------------------------------------
