"""A Hamiltonian-path puzzle reduced to a graph: what every solver back end consumes."""
from __future__ import annotations

from dataclasses import dataclass, field

NO_PARITY = 0
ODD = 1
EVEN = 2
MAX_PERIOD = 64  # phase sets are bit masks of one machine word in the compiled solver


@dataclass(frozen=True)
class PathProblem:
    """Nodes ``0..n-1`` with undirected adjacency and per-node step constraints.

    ``step_of[v]`` is the 1-based step node ``v`` must take (0: free); ``parity[v]`` is
    ``NO_PARITY``, ``ODD`` or ``EVEN``. The start is the node with step 1 when there is one,
    otherwise every node is tried.

    **Edges that open by phase** (Hex Walls' turning walls). ``period`` is ``P >= 1`` (at most
    ``MAX_PERIOD``); ``edge_phases`` lists ``(u, v, phases)`` with ``u < v`` an edge of
    ``adjacency`` and ``phases`` a frozenset of residues ``0..P-1``: the phases at which that
    edge is open. An edge not listed is always open, so the defaults (``P = 1``, nothing
    listed) are the plain problem. The *phase of a move* is ``k mod P``, where ``k`` is the
    number of cells placed before the move, the start included: the move from the node at
    step ``k`` to the node at step ``k + 1`` happens at phase ``k mod P``, whichever direction
    the edge is walked and whichever end a solver grows the path from.

    Worked example, ``P = 3``, path ``a, b, c, d`` (steps 1-4), edge ``{b, c}`` listed with
    phases ``{0, 1}``: the start ``a`` is placed (k = 1), ``a -> b`` happens at phase 1; then
    ``b -> c`` at phase ``2 mod 3 = 2``, where ``{b, c}`` is closed, so this path is not a
    solution. The path ``d, c, b, a`` walks ``c -> b`` at phase 2 too and is refused; ``x, a,
    b, c`` (if ``x - a`` is an edge) would walk ``b -> c`` at phase 3 mod 3 = 0: open. A turning
    wall of Hex Walls that closes edge ``e`` after ``r`` turns is ``e`` listed with every phase
    but ``r``, since the wall has turned once per placed cell when a move is judged.
    """

    adjacency: tuple[tuple[int, ...], ...]
    step_of: tuple[int, ...]
    parity: tuple[int, ...]
    period: int = 1
    edge_phases: tuple[tuple[int, int, frozenset], ...] = ()
    _open: dict = field(init=False, repr=False, compare=False, hash=False, default_factory=dict)

    def __post_init__(self):
        if not isinstance(self.period, int) or not 1 <= self.period <= MAX_PERIOD:
            raise ValueError(f"period must be an int in 1..{MAX_PERIOD}, got {self.period!r}")
        table = {}
        for entry in self.edge_phases:
            u, v, phases = entry
            if not (isinstance(u, int) and isinstance(v, int) and 0 <= u < v < len(self.adjacency)):
                raise ValueError(f"edge_phases: ({u}, {v}) is not a pair u < v of nodes")
            if v not in self.adjacency[u]:
                raise ValueError(f"edge_phases: ({u}, {v}) is not an edge of the graph")
            if (u, v) in table:
                raise ValueError(f"edge_phases: ({u}, {v}) is listed twice")
            bad = [p for p in phases if not (isinstance(p, int) and 0 <= p < self.period)]
            if bad:
                raise ValueError(f"edge_phases: ({u}, {v}) has phases {bad} outside 0..{self.period - 1}")
            table[(u, v)] = frozenset(phases)
        object.__setattr__(self, "_open", table)

    @property
    def n(self) -> int:
        return len(self.adjacency)

    @property
    def phased(self) -> bool:
        """Whether some edge is closed at some phase."""
        return any(len(p) < self.period for p in self._open.values())

    @classmethod
    def build(cls, adjacency, step_of=None, parity=None, period: int = 1,
              edge_phases=None) -> "PathProblem":
        """``edge_phases``: a mapping ``{(u, v): phases}`` (either order of ``u, v``) or pairs of
        the same; each ``phases`` an iterable of residues modulo ``period``."""
        n = len(adjacency)
        items = edge_phases.items() if hasattr(edge_phases, "items") else (edge_phases or ())
        phased = sorted((min(u, v), max(u, v), frozenset(ph)) for (u, v), ph in items)
        return cls(
            tuple(tuple(sorted(set(a))) for a in adjacency),
            tuple(step_of) if step_of is not None else (0,) * n,
            tuple(parity) if parity is not None else (NO_PARITY,) * n,
            period,
            tuple(phased),
        )

    def without_clues(self) -> "PathProblem":
        """The same board (phased edges included) with no numbers and no parity marks."""
        n = self.n
        return PathProblem(self.adjacency, (0,) * n, (NO_PARITY,) * n, self.period,
                           self.edge_phases)

    def open_phases(self, u: int, v: int) -> frozenset:
        """Phases at which edge ``{u, v}`` is open (every phase when it is not listed)."""
        phases = self._open.get((u, v) if u < v else (v, u))
        return frozenset(range(self.period)) if phases is None else phases

    def edge_open(self, u: int, v: int, step: int) -> bool:
        """Whether the node at 1-based ``step`` and the node at ``step + 1`` may be ``u`` and
        ``v`` (in either order): they are adjacent and the edge is open at ``step mod P``."""
        if v not in self.adjacency[u]:
            return False
        phases = self._open.get((u, v) if u < v else (v, u))
        return phases is None or step % self.period in phases

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
        """Full check of a node order: Hamiltonian, each move along an edge open at its phase,
        every constraint met."""
        n = self.n
        if len(path) != n or sorted(path) != list(range(n)):
            return False
        for i, v in enumerate(path):
            if not self.fits(v, i + 1):
                return False
            if i and not self.edge_open(path[i - 1], v, i):
                return False
        return True


@dataclass
class PathResult:
    """Solutions found, at most ``limit``; ``count < limit`` means the count is exact.
    ``engine`` names the back end that settled it (``native``, ``cp-sat``, ``reference``; empty
    when a back end was called directly)."""

    count: int
    solutions: list[tuple[int, ...]] = field(default_factory=list)
    limit: int = 2
    engine: str = ""

    @property
    def unique(self) -> bool:
        return self.count == 1 and self.limit >= 2
