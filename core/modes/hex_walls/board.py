"""A Hex Walls level as a graph (docs/rules/hex-walls.md): hexes are nodes, neighbours share an edge, a
static wall closes its edge for good, and a turning wall closes one of the three edges at its
vertex, turning 120° clockwise after each placed cell (the start included).

The phase of a move is the number of cells placed before it, modulo 3: a turning wall that
stands on edge ``e`` at step 0 stands on edge ``(e + k) mod 3`` when the move after ``k``
placed cells is judged, so that edge is closed at phase ``k``. This is exactly
``core.hamilton.PathProblem``'s phased edges with period 3.
"""
from __future__ import annotations

from ...common import hexgrid
from ...common.graph import reachable
from ...errors import Problem
from ...hamilton import NO_PARITY, PathProblem
from .schema import Level, TurningWall

PERIOD = 3


def _clockwise_from(pivot: list[tuple[int, int]]) -> bool:
    """Whether three hexes meet at one vertex and are listed clockwise (from any of them)."""
    try:
        ordered = hexgrid.vertex_hexes(hexgrid.vertex_key(*pivot))
    except ValueError:
        return False
    start = ordered.index(pivot[0])
    return [ordered[(start + i) % 3] for i in range(3)] == pivot


def pivot_edges(wall: TurningWall) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The wall's three edges as hex pairs, edge i between pivot i and i+1."""
    hexes = wall.pivot_hexes()
    return [(hexes[i], hexes[(i + 1) % 3]) for i in range(3)]


def _wall_problems(level: Level, index_of_hex: dict, id_index: dict) -> list[Problem]:
    problems = []
    seen: dict[frozenset, int] = {}
    for i, (a, b) in enumerate(level.walls, start=1):
        label = f"wall {i} ({a}-{b})"
        missing = [c for c in (a, b) if c not in id_index]
        if missing:
            problems.append(Problem("wall-cell", f"{label}: no cell '{missing[0]}'", level.id))
            continue
        ca, cb = level.cells[id_index[a]], level.cells[id_index[b]]
        if hexgrid.direction_to((ca.q, ca.r), (cb.q, cb.r)) is None:
            problems.append(Problem("wall-not-neighbours", f"{label}: the cells share no edge", level.id, a))
            continue
        key = frozenset((a, b))
        if key in seen:
            problems.append(Problem("wall-duplicate", f"{label} repeats wall {seen[key]}", level.id, a))
        seen[key] = i
    pivots: dict[frozenset, int] = {}
    for i, wall in enumerate(level.turning_walls, start=1):
        hexes = wall.pivot_hexes()
        label = f"turning wall {i}"
        if not _clockwise_from(hexes):
            problems.append(Problem(
                "pivot", f"{label}: {hexes} are not three hexes around one vertex listed clockwise", level.id,
            ))
            continue
        on_board = sum(1 for h in hexes if h in index_of_hex)
        if on_board < 2:
            problems.append(Problem("pivot", f"{label}: its vertex touches {on_board} board cell(s), needs 2", level.id))
        pivot = frozenset(hexes)
        if pivot in pivots:
            problems.append(Problem("pivot-duplicate", f"{label} turns on the vertex of turning wall {pivots[pivot]}", level.id))
        pivots[pivot] = i
    return problems


def structure_problems(level: Level) -> list[Problem]:
    """Unique ids and coordinates, walls on neighbours and not repeated, pivots that are
    vertices touching two board cells, numbers 1..N unique, connected with static walls."""
    problems = []
    id_index: dict[str, int] = {}
    index_of_hex: dict[tuple[int, int], int] = {}
    for i, cell in enumerate(level.cells):
        if cell.id in id_index:
            problems.append(Problem("duplicate-cell-id", "another cell has this id", level.id, cell.id))
        else:
            id_index[cell.id] = i
        if (cell.q, cell.r) in index_of_hex:
            other = level.cells[index_of_hex[(cell.q, cell.r)]].id
            problems.append(Problem("duplicate-coordinate", f"({cell.q},{cell.r}) is also cell {other}", level.id, cell.id))
        else:
            index_of_hex[(cell.q, cell.r)] = i
    n = len(level.cells)
    numbers: dict[int, str] = {}
    for cell in level.cells:
        if cell.number is None:
            continue
        if not 1 <= cell.number <= n:
            problems.append(Problem("number-range", f"number {cell.number} is outside 1..{n} (N = {n})", level.id, cell.id))
        elif cell.number in numbers:
            problems.append(Problem("number-duplicate", f"number {cell.number} is also on cell {numbers[cell.number]}", level.id, cell.id))
        else:
            numbers[cell.number] = cell.id
    problems.extend(_wall_problems(level, index_of_hex, id_index))
    if not problems:
        adjacency = HexBoard(level).adjacency
        reached = reachable(adjacency, 0)
        if len(reached) < n:
            cut_off = [level.cells[v].id for v in range(n) if v not in reached]
            shown = ", ".join(cut_off[:5]) + (" …" if len(cut_off) > 5 else "")
            problems.append(Problem(
                "disconnected",
                f"{len(cut_off)} cell(s) cannot be reached from cell {level.cells[0].id} past the walls: {shown}",
                level.id, cut_off[0],
            ))
    return problems


class HexBoard:
    """Graph view of a structurally valid level (see ``pack.parse_pack``)."""

    def __init__(self, level: Level):
        self.level = level
        self.n = len(level.cells)
        self.ids = [c.id for c in level.cells]
        self.index = {cid: i for i, cid in enumerate(self.ids)}
        self.hexes = [(c.q, c.r) for c in level.cells]
        self.node_at = {h: i for i, h in enumerate(self.hexes)}
        self.number = [c.number or 0 for c in level.cells]
        self.walls = [frozenset(self.index[c] for c in pair) for pair in level.walls]
        self.adjacency = self._adjacency_with(False, None, ())

    def turning_edges(self, wall: TurningWall, adjacency=None) -> list[tuple[int, int] | None]:
        """Edge i of a turning wall as a node pair (u < v), None when it is not a passable edge
        of the board (a hex missing at the rim, or a static wall already there)."""
        adjacency = self.adjacency if adjacency is None else adjacency
        edges: list[tuple[int, int] | None] = []
        for a, b in pivot_edges(wall):
            u, v = self.node_at.get(a), self.node_at.get(b)
            if u is not None and v is not None and v in adjacency[u]:
                edges.append((min(u, v), max(u, v)))
            else:
                edges.append(None)
        return edges

    def problem(self, extra_numbers=None, drop_number=None, without_walls=False,
                drop_wall=None, turning_walls=None, extra_walls=()) -> PathProblem:
        """The solver's view. Numbers can be added or one left out; static walls can all go
        (``without_walls`` also drops turning walls), one can go, or some be added; the
        turning walls can be replaced by another list."""
        step_of = list(self.number)
        for node, step in (extra_numbers or {}).items():
            step_of[node] = step
        if drop_number is not None:
            step_of[drop_number] = 0
        adjacency = self.adjacency
        if without_walls or drop_wall is not None or extra_walls:
            adjacency = self._adjacency_with(without_walls, drop_wall, extra_walls)
        walls = [] if without_walls else self.level.turning_walls if turning_walls is None else turning_walls
        closed: dict[tuple[int, int], set[int]] = {}
        for wall in walls:
            for i, edge in enumerate(self.turning_edges(wall, adjacency)):
                if edge is not None:
                    closed.setdefault(edge, set()).add((i - wall.edge) % PERIOD)
        phases = {e: set(range(PERIOD)) - ph for e, ph in closed.items()}
        return PathProblem.build(adjacency, step_of, [NO_PARITY] * self.n, PERIOD if phases else 1, phases)

    def _adjacency_with(self, without_walls, drop_wall, extra_walls) -> tuple[tuple[int, ...], ...]:
        walled = set() if without_walls else {w for i, w in enumerate(self.walls) if i != drop_wall}
        walled |= {frozenset(e) for e in extra_walls}
        adjacency: list[list] = [[] for _ in range(self.n)]
        for v, h in enumerate(self.hexes):
            for d in range(6):
                w = self.node_at.get(hexgrid.neighbour(h, d))
                if w is not None and frozenset((v, w)) not in walled:
                    adjacency[v].append(w)
        return tuple(tuple(sorted(a)) for a in adjacency)

    def ids_of(self, nodes) -> list[str]:
        return [self.ids[v] for v in nodes]
