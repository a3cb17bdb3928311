"""Peer model of the same question in OR-tools CP-SAT, for the bench (``make bench`` installs it).

One circuit over the nodes plus a dummy node: the arc dummy -> v makes v the start, v -> dummy
the end, so the circuit minus the dummy is a Hamiltonian path. Position variables are tied to
the arcs (start at 1, +1 along each chosen arc); numbers and parity marks constrain positions.
Every path has one assignment, so enumerating assignments enumerates paths; the callback stops
at ``limit``. Phased edges: the arc ``v -> w`` may only be chosen when ``position[v] mod P``
(the number of cells placed before the move) is one of the edge's open phases.
"""
from __future__ import annotations

from ortools.sat.python import cp_model

from core.hamilton.problem import EVEN, ODD, PathProblem, PathResult


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


def search(problem: PathProblem, limit: int = 2, ignore_clues: bool = False,
           time_limit: float = 0.0) -> tuple[PathResult, bool]:
    """``(PathResult, finished)``; ``finished`` is False when ``time_limit`` (seconds, 0: none)
    ran out before the count was settled. One search worker, like the other back ends."""
    if ignore_clues:
        problem = problem.without_clues()
    n = problem.n
    if n == 0 or limit <= 0:
        return PathResult(0, [], limit), True
    model = cp_model.CpModel()
    position = [model.new_int_var(1, n, f"p{v}") for v in range(n)]
    dummy = n
    arcs = []
    arc_of = {}
    for v in range(n):
        first = model.new_bool_var(f"s{v}")
        arcs.append((dummy, v, first))
        model.add(position[v] == 1).only_enforce_if(first)
        arcs.append((v, dummy, model.new_bool_var(f"e{v}")))
        for w in problem.adjacency[v]:
            if w != v:
                arc = model.new_bool_var(f"a{v}_{w}")
                arcs.append((v, w, arc))
                arc_of[(v, w)] = arc
                model.add(position[w] == position[v] + 1).only_enforce_if(arc)
    if problem.phased:
        phase = {}
        for v in range(n):
            for w in problem.adjacency[v]:
                closed = set(range(problem.period)) - problem.open_phases(v, w)
                if not closed:
                    continue
                if v not in phase:
                    phase[v] = model.new_int_var(0, problem.period - 1, f"m{v}")
                    model.add_modulo_equality(phase[v], position[v], problem.period)
                arc = arc_of[(v, w)]
                for c in sorted(closed):
                    model.add(phase[v] != c).only_enforce_if(arc)
    model.add_circuit(arcs)
    model.add_all_different(position)
    for v in range(n):
        step = problem.step_of[v]
        if step:
            model.add(position[v] == step)
        if problem.parity[v] in (ODD, EVEN):
            half = model.new_int_var(0, n, f"h{v}")
            model.add(position[v] == 2 * half + (1 if problem.parity[v] == ODD else 0))
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    if time_limit > 0:
        solver.parameters.max_time_in_seconds = time_limit
    collector = _Collector(position, limit)
    status = solver.solve(model, collector)
    found = collector.solutions
    finished = len(found) >= limit or status in (cp_model.OPTIMAL, cp_model.INFEASIBLE)
    return PathResult(len(found), found, limit), finished


def count_paths(problem: PathProblem, limit: int = 2, ignore_clues: bool = False) -> PathResult:
    return search(problem, limit, ignore_clues)[0]
