"""The same question as an exact CP-SAT model (OR-tools): the portfolio's fallback and the
bench's peer. OR-tools is a designer-side dependency (``make setup`` installs it); the game
never needs it, and nothing imports this module unless the fallback runs.

Model: one circuit over the nodes plus a dummy node (the arc dummy -> v makes v the start,
v -> dummy the end, so the circuit minus the dummy is a Hamiltonian path); a position
variable per node tied to the arcs (``position[w] == position[v] + 1`` on a chosen arc
``v -> w``) and all different. Each position's domain is the steps the node may take: its
number, else the steps the gaps between consecutive numbers leave it (``s + d(c, v)`` to
``s' - d(v, c')`` with ``d`` the distance over the edges open at some phase), minus the
numbered steps, within its parity mark. An arc exists only where some step ``t`` of its tail
and ``t + 1`` of its head fit and the edge is open at phase ``t mod P`` (the number of cells
placed before the move, as in ``PathProblem``); the arc then also limits its tail's position
to those steps. Every path has exactly one assignment, so enumerating assignments enumerates
paths; ``exclude`` forbids given paths (one clause each), so the model can look for paths
other than some already found.
"""
from __future__ import annotations

import threading
from collections import deque

from ortools.sat.python import cp_model

from .problem import EVEN, ODD, PathProblem, PathResult


def _distances(adjacency, source: int, depth: int) -> dict[int, int]:
    dist = {source: 0}
    queue = deque([source])
    while queue:
        u = queue.popleft()
        if dist[u] < depth:
            for w in adjacency[u]:
                if w not in dist:
                    dist[w] = dist[u] + 1
                    queue.append(w)
    return dist


def step_windows(problem: PathProblem) -> list[set[int]] | None:
    """The steps each node may take (see the module notes); None when some node has none
    or two consecutive numbers are too far apart, so no path exists."""
    n = problem.n
    union = [[w for w in problem.adjacency[v] if problem.open_phases(v, w)] for v in range(n)]
    allowed: list[set[int]] = [set() for _ in range(n)]
    numbered = sorted((s, v) for v, s in enumerate(problem.step_of) if s)
    if len({s for s, _ in numbered}) < len(numbered) or any(not 1 <= s <= n for s, _ in numbered):
        return None
    bounds = [(0, None), *numbered, (n + 1, None)]
    for (s1, c1), (s2, c2) in zip(bounds, bounds[1:]):
        gap = s2 - s1
        if c1 is not None and c2 is not None:
            left, right = _distances(union, c1, gap), _distances(union, c2, gap)
            if right.get(c1, gap + 1) > gap:
                return None
            for v, d in left.items():
                if v in right and d + right[v] <= gap:
                    allowed[v].update(range(s1 + d, s2 - right[v] + 1))
        elif c1 is not None:
            for v, d in _distances(union, c1, gap - 1).items():
                allowed[v].update(range(s1 + d, n + 1))
        elif c2 is not None:
            for v, d in _distances(union, c2, gap - 1).items():
                allowed[v].update(range(1, s2 - d + 1))
        else:
            for steps in allowed:
                steps.update(range(1, n + 1))
    taken = {s for s, _ in numbered}
    for v in range(n):
        step = problem.step_of[v]
        steps = {step} & allowed[v] if step else allowed[v] - taken
        if problem.parity[v] == ODD:
            steps = {t for t in steps if t % 2}
        elif problem.parity[v] == EVEN:
            steps = {t for t in steps if t % 2 == 0}
        if not steps:
            return None
        allowed[v] = steps
    return allowed


def _domain(steps) -> cp_model.Domain:
    runs: list[list[int]] = []
    for t in sorted(steps):
        if runs and runs[-1][1] == t - 1:
            runs[-1][1] = t
        else:
            runs.append([t, t])
    return cp_model.Domain.from_intervals(runs)


class _Collector(cp_model.CpSolverSolutionCallback):
    def __init__(self, position, limit: int):
        super().__init__()
        self.position = position
        self.limit = limit
        self.solutions: list[tuple[int, ...]] = []

    def on_solution_callback(self):
        order = sorted(range(len(self.position)), key=lambda v: self.value(self.position[v]))
        self.solutions.append(tuple(order))
        if len(self.solutions) >= self.limit:
            self.stop_search()


class ExactSearch:
    """One CP-SAT search (one worker) of the paths of ``problem`` other than ``exclude``, up to
    ``limit`` of them. ``run`` blocks; ``start`` runs it on a thread (CP-SAT releases the GIL),
    ``stop`` ends it early from any thread, ``wait`` joins. After the search: ``solutions``,
    and ``finished`` (False when stopped or out of time before the count was settled)."""

    def __init__(self, problem: PathProblem, limit: int, exclude=(), time_limit: float = 0.0):
        self.limit = limit
        self.solutions: list[tuple[int, ...]] = []
        self.finished = False
        self._stopped = False
        self._thread: threading.Thread | None = None
        self._solver = cp_model.CpSolver()
        self._solver.parameters.enumerate_all_solutions = True
        self._solver.parameters.num_workers = 1
        # CP-SAT's own Ctrl-C handler would take SIGINT from Python (whose KeyboardInterrupt
        # ends the command with exit 130) and abort the process (std::bad_function_call)
        self._solver.parameters.catch_sigint_signal = False
        if time_limit > 0:
            self._solver.parameters.max_time_in_seconds = time_limit
        self._model = self._build(problem, exclude)

    def _build(self, problem: PathProblem, exclude):
        n = problem.n
        allowed = step_windows(problem) if n and self.limit > 0 else None
        if allowed is None:
            return None
        model = cp_model.CpModel()
        position = [model.new_int_var_from_domain(_domain(allowed[v]), f"p{v}") for v in range(n)]
        dummy = n
        arcs, arc_of = [], {}
        for v in range(n):
            if 1 in allowed[v]:
                first = model.new_bool_var(f"s{v}")
                arcs.append((dummy, v, first))
                model.add(position[v] == 1).only_enforce_if(first)
            if n in allowed[v]:
                arcs.append((v, dummy, model.new_bool_var(f"e{v}")))
            for w in problem.adjacency[v]:
                phases = problem.open_phases(v, w)
                steps = [t for t in allowed[v] if t + 1 in allowed[w] and t % problem.period in phases]
                if w == v or not steps:
                    continue
                arc = model.new_bool_var(f"a{v}_{w}")
                arcs.append((v, w, arc))
                arc_of[(v, w)] = arc
                model.add(position[w] == position[v] + 1).only_enforce_if(arc)
                if len(steps) < len(allowed[v]):
                    model.add_linear_expression_in_domain(position[v], _domain(steps)).only_enforce_if(arc)
        if n > 1 and not arcs:
            return None
        model.add_circuit(arcs)
        model.add_all_different(position)
        for path in exclude:
            found = [arc_of.get((a, b)) for a, b in zip(path, path[1:])]
            used = [arc for arc in found if arc is not None]
            if len(used) == len(found):
                model.add_bool_or([arc.Not() for arc in used])
        self._position = position
        return model

    def run(self) -> "ExactSearch":
        if self._model is None:  # the windows alone rule every path out
            self.finished = True
            return self
        if self._stopped:
            return self
        collector = _Collector(self._position, self.limit)
        self._collector = collector
        status = self._solver.solve(self._model, collector)
        self.solutions = collector.solutions
        self.finished = not self._stopped and (
            len(self.solutions) >= self.limit or status in (cp_model.OPTIMAL, cp_model.INFEASIBLE))
        return self

    def start(self) -> "ExactSearch":
        self._thread = threading.Thread(target=self.run, name="cp-sat", daemon=True)
        self._thread.start()
        return self

    def wait(self, timeout: float | None = None) -> bool:
        """Whether the search has ended (after at most ``timeout`` seconds of waiting)."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def stop(self) -> None:
        self._stopped = True
        self._solver.stop_search()
        while not self.wait(0.05):  # a stop sent just before the solve began is lost: again
            self._solver.stop_search()


def search(problem: PathProblem, limit: int = 2, ignore_clues: bool = False,
           time_limit: float = 0.0, exclude=()) -> tuple[PathResult, bool]:
    """``(PathResult, finished)`` from CP-SAT alone; ``finished`` is False when ``time_limit``
    (seconds, 0: none) ran out before the count was settled."""
    if ignore_clues:
        problem = problem.without_clues()
    if problem.n == 0 or limit <= 0:
        return PathResult(0, [], limit), True
    job = ExactSearch(problem, limit, exclude, time_limit).run()
    return PathResult(len(job.solutions), job.solutions, limit), job.finished


def count_paths(problem: PathProblem, limit: int = 2, ignore_clues: bool = False) -> PathResult:
    return search(problem, limit, ignore_clues)[0]
