"""A Hamiltonian-path puzzle reduced to a graph: what every solver back end consumes."""
from __future__ import annotations

from dataclasses import dataclass, field

NO_PARITY = 0
ODD = 1
EVEN = 2


@dataclass(frozen=True)
class PathProblem:
    """Nodes ``0..n-1`` with undirected adjacency and per-node step constraints.

    ``step_of[v]`` is the 1-based step node ``v`` must take (0: free); ``parity[v]`` is
    ``NO_PARITY``, ``ODD`` or ``EVEN``. The start is the node with step 1 when there is one,
    otherwise every node is tried.
    """

    adjacency: tuple[tuple[int, ...], ...]
    step_of: tuple[int, ...]
    parity: tuple[int, ...]

    @property
    def n(self) -> int:
        return len(self.adjacency)

    @classmethod
    def build(cls, adjacency, step_of=None, parity=None) -> "PathProblem":
        n = len(adjacency)
        return cls(
            tuple(tuple(sorted(set(a))) for a in adjacency),
            tuple(step_of) if step_of is not None else (0,) * n,
            tuple(parity) if parity is not None else (NO_PARITY,) * n,
        )

    def without_clues(self) -> "PathProblem":
        n = self.n
        return PathProblem(self.adjacency, (0,) * n, (NO_PARITY,) * n)

    def fits(self, node: int, step: int) -> bool:
        """Whether ``node`` may be visited at 1-based ``step`` (its own constraints only)."""
        want = self.step_of[node]
        if want and want != step:
            return False
        par = self.parity[node]
        if par == ODD and step % 2 == 0:
            return False
        if par == EVEN and step % 2 == 1:
            return False
        return True

    def is_solution(self, path) -> bool:
        """Full check of a node order: Hamiltonian, adjacent steps, every constraint met."""
        n = self.n
        if len(path) != n or sorted(path) != list(range(n)):
            return False
        for i, v in enumerate(path):
            if not self.fits(v, i + 1):
                return False
            if i and path[i - 1] not in self.adjacency[v]:
                return False
        return True


@dataclass
class PathResult:
    """Solutions found, at most ``limit``; ``count < limit`` means the count is exact."""

    count: int
    solutions: list[tuple[int, ...]] = field(default_factory=list)
    limit: int = 2

    @property
    def unique(self) -> bool:
        return self.count == 1 and self.limit >= 2
