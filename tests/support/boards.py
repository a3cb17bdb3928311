"""Random boards for the solver tests and the bench (never shipped as levels).

A board is a set of cells on a unit-square grid: rectangles (1x1, 1x2, 2x1, 2x2, 3x3) and
2-4-unit polyominoes, with holes; two cells are adjacent when they share a unit edge. Each cell
is one node, numbered in the order of ``RandomBoard.cells``.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from core.hamilton.problem import EVEN, NO_PARITY, ODD, PathProblem

Unit = tuple[int, int]
RECTANGLES = ((1, 1), (1, 2), (2, 1), (2, 2), (3, 3))


def _normalise(units) -> tuple[Unit, ...]:
    x0 = min(x for x, _ in units)
    y0 = min(y for _, y in units)
    return tuple(sorted((x - x0, y - y0) for x, y in units))


def _polyominoes(max_units: int) -> set[tuple[Unit, ...]]:
    """Every fixed polyomino (rotations and mirrors counted apart) of 2..max_units units."""
    found: set[tuple[Unit, ...]] = set()
    level = {((0, 0),)}
    for _ in range(max_units - 1):
        grown = set()
        for shape in level:
            for x, y in shape:
                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if (nx, ny) not in shape:
                        grown.add(_normalise(shape + ((nx, ny),)))
        found |= grown
        level = grown
    return found


SHAPES: tuple[tuple[Unit, ...], ...] = tuple(sorted(
    {tuple((x, y) for y in range(h) for x in range(w)) for w, h in RECTANGLES if w * h > 1}
    | _polyominoes(4)
))


def adjacency_of(cells) -> tuple[tuple[int, ...], ...]:
    """Cells (each a collection of units) are adjacent when they share a unit edge."""
    owner = {unit: i for i, units in enumerate(cells) for unit in units}
    adjacency = [set() for _ in cells]
    for i, units in enumerate(cells):
        for x, y in units:
            for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                j = owner.get(other)
                if j is not None and j != i:
                    adjacency[i].add(j)
    return tuple(tuple(sorted(a)) for a in adjacency)


@dataclass(frozen=True)
class RandomBoard:
    cells: tuple[tuple[Unit, ...], ...]
    adjacency: tuple[tuple[int, ...], ...]

    @property
    def n(self) -> int:
        return len(self.cells)

    def problem(self, step_of=None, parity=None) -> PathProblem:
        return PathProblem.build(self.adjacency, step_of, parity)


def grid_board(width: int, height: int) -> RandomBoard:
    """Full grid of 1x1 cells, row by row (Numbrix)."""
    cells = tuple(((x, y),) for y in range(height) for x in range(width))
    return RandomBoard(cells, adjacency_of(cells))


def random_board(rng: random.Random, n: int, big: float = 0.3, holes: float = 0.08) -> RandomBoard:
    """``n`` connected cells; ``big`` is the share of multi-unit cells tried, ``holes`` the share
    of units left empty before the board's outline is carved."""
    while True:
        side = math.ceil(math.sqrt(n * (1 + 2.5 * big) / (1 - holes) * 1.5)) + 1
        width = max(2, side + rng.randint(-side // 3, side // 3))
        height = max(2, math.ceil(side * side / width))
        empty = {(x, y) for x in range(width) for y in range(height) if rng.random() < holes}
        taken: set[Unit] = set(empty)
        cells: list[tuple[Unit, ...]] = []
        units = [(x, y) for x in range(width) for y in range(height)]
        rng.shuffle(units)
        for x, y in units:
            if (x, y) in taken:
                continue
            cell: tuple[Unit, ...] = ((x, y),)
            if rng.random() < big:
                shape = rng.choice(SHAPES)
                ox, oy = rng.choice(shape)
                placed = tuple((x + dx - ox, y + dy - oy) for dx, dy in shape)
                if all(0 <= px < width and 0 <= py < height and (px, py) not in taken
                       for px, py in placed):
                    cell = placed
            taken.update(cell)
            cells.append(cell)
        chosen = carve(rng, adjacency_of(cells), n)
        if chosen is not None:
            kept = tuple(tuple(sorted(cells[i], key=lambda u: (u[1], u[0]))) for i in chosen)
            return RandomBoard(kept, adjacency_of(kept))


def snake_board(rng: random.Random, n: int, big: float = 0.3, slack: float = 1.4):
    """``(board, path)``: cells laid one after another, each touching the previous one, so
    the laying order is a Hamiltonian path. Each new cell goes where it touches the most
    laid units (of a few random placements), which keeps the board compact; the gaps it
    leaves are holes."""
    while True:
        side = math.ceil(math.sqrt(n * (1 + 2.5 * big) * slack))
        width = max(2, side + rng.randint(-side // 4, side // 4))
        height = max(2, math.ceil(side * side / width))
        taken: set[Unit] = set()
        cells: list[tuple[Unit, ...]] = [((rng.randrange(width), rng.randrange(height)),)]
        taken.update(cells[0])
        while len(cells) < n:
            cell = _next_cell(rng, cells[-1], taken, width, height, big)
            if cell is None:
                break
            taken.update(cell)
            cells.append(cell)
        if len(cells) == n:
            kept = tuple(tuple(sorted(c, key=lambda u: (u[1], u[0]))) for c in cells)
            return RandomBoard(kept, adjacency_of(kept)), list(range(n))


def long_snake_board(rng: random.Random, n: int, big: float = 0.3, slack: float = 1.6):
    """``snake_board`` for big ``n`` (hundreds of cells): when the snake's head is walled in,
    the last few cells are taken back and laid again instead of starting over, so the time
    stays about linear in ``n``."""
    while True:
        side = math.ceil(math.sqrt(n * (1 + 2.5 * big) * slack))
        width = max(2, side + rng.randint(-side // 4, side // 4))
        height = max(2, math.ceil(side * side / width))
        taken: set[Unit] = set()
        cells: list[tuple[Unit, ...]] = [((rng.randrange(width), rng.randrange(height)),)]
        taken.update(cells[0])
        budget = 50 * n
        while len(cells) < n and budget > 0:
            budget -= 1
            cell = _next_cell(rng, cells[-1], taken, width, height, big)
            if cell is None:
                for _ in range(min(len(cells) - 1, rng.randint(1, 8))):
                    taken.difference_update(cells.pop())
                continue
            taken.update(cell)
            cells.append(cell)
        if len(cells) == n:
            kept = tuple(tuple(sorted(c, key=lambda u: (u[1], u[0]))) for c in cells)
            return RandomBoard(kept, adjacency_of(kept)), list(range(n))


def _next_cell(rng: random.Random, last, taken, width: int, height: int, big: float):
    """A free placement touching ``last``: a random shape (a 1x1 with probability 1 - big),
    the best-connected of up to eight tries; None when nothing fits."""
    border = sorted({(x + dx, y + dy) for x, y in last
                     for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - taken)
    best, best_touch = None, -1
    for _ in range(8):
        if not border:
            return None
        x, y = rng.choice(border)
        shape = rng.choice(SHAPES) if rng.random() < big else ((0, 0),)
        ox, oy = rng.choice(shape)
        placed = tuple((x + dx - ox, y + dy - oy) for dx, dy in shape)
        if not all(0 <= px < width and 0 <= py < height and (px, py) not in taken
                   for px, py in placed):
            placed = ((x, y),) if 0 <= x < width and 0 <= y < height else None
        if placed is None:
            continue
        touch = sum((px + dx, py + dy) in taken for px, py in placed
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
        if touch > best_touch:
            best, best_touch = placed, touch
    return best


def carve(rng: random.Random, adjacency, n: int) -> list[int] | None:
    """A connected set of ``n`` cells grown at random from a random cell, or None."""
    start = rng.randrange(len(adjacency))
    chosen = [start]
    inside = {start}
    frontier = set(adjacency[start])
    while len(chosen) < n and frontier:
        cell = rng.choice(sorted(frontier))
        frontier.discard(cell)
        inside.add(cell)
        chosen.append(cell)
        frontier.update(w for w in adjacency[cell] if w not in inside)
    return chosen if len(chosen) == n else None


def find_path(board: RandomBoard, rng: random.Random, time_limit: float = 1.0):
    """Some Hamiltonian path of the board (needs the compiled solver), or None when there is
    none or none turned up within ``time_limit`` seconds. Nodes are relabelled at random so
    that the solver's deterministic order does not always pick the same kind of path."""
    from solver_ext.hamilton import search

    label = list(range(board.n))
    rng.shuffle(label)
    back = {new: old for old, new in enumerate(label)}
    adjacency = [()] * board.n
    for old, row in enumerate(board.adjacency):
        adjacency[label[old]] = tuple(label[w] for w in row)
    result, _, _ = search(PathProblem.build(adjacency), 1, True, time_limit=time_limit)
    if not result.solutions:
        return None
    return [back[v] for v in result.solutions[0]]


def backbite(adjacency, path, rng: random.Random, moves: int) -> list[int]:
    """Random walk over Hamiltonian paths: join an end to one of its neighbours and reverse
    the stretch after it. Keeps a valid path on any graph."""
    path = list(path)
    where = {v: i for i, v in enumerate(path)}
    for _ in range(moves if len(path) > 1 else 0):
        if rng.random() < 0.5:
            path.reverse()
            where = {v: i for i, v in enumerate(path)}
        end = path[-1]
        i = where[rng.choice(adjacency[end])]
        if i == len(path) - 2:
            continue
        path[i + 1:] = path[:i:-1]
        for j in range(i + 1, len(path)):
            where[path[j]] = j
    return path


def clues_from_path(path, rng: random.Random, numbers: int, parities: int = 0,
                    with_start: bool | None = None):
    """``(step_of, parity)`` taken from a solution: ``numbers`` numbered nodes and ``parities``
    parity marks at random steps; ``with_start`` forces step 1 in (True) or out (False)."""
    n = len(path)
    order = list(range(1, n + 1))
    rng.shuffle(order)
    if with_start is not None:
        order.remove(1)
        order.insert(0 if with_start else n - 1, 1)
    numbers = min(numbers, n - (with_start is False))
    step_of = [0] * n
    for s in order[:numbers]:
        step_of[path[s - 1]] = s
    parity = [NO_PARITY] * n
    for s in order[numbers:numbers + parities]:
        parity[path[s - 1]] = ODD if s % 2 else EVEN
    return step_of, parity


def corrupt(step_of, rng: random.Random) -> list[int]:
    """Moves one number to another node: usually makes the puzzle unsolvable."""
    step_of = list(step_of)
    numbered = [v for v, s in enumerate(step_of) if s]
    free = [v for v, s in enumerate(step_of) if not s]
    if numbered and free:
        v, w = rng.choice(numbered), rng.choice(free)
        step_of[w], step_of[v] = step_of[v], 0
    return step_of


def make_unique(board: RandomBoard, path, step_of, parity, solve) -> list[int]:
    """Adds numbers from ``path`` until ``solve(problem)`` (a uniqueness verdict, limit 2)
    finds one solution: the generator's loop. Returns the new ``step_of``."""
    step_of = list(step_of)
    while True:
        result = solve(board.problem(step_of, parity))
        if result.count <= 1:
            return step_of
        other = next(s for s in result.solutions if list(s) != list(path))
        # number the first step where a rival solution leaves the intended one
        k = next(i for i, (v, w) in enumerate(zip(path, other)) if v != w)
        step_of[path[k]] = k + 1


# ---- hex boards with turning walls (Hex Walls, seed 002 §9) ---------------------------------

HEX_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_disc(radius: int) -> list[tuple[int, int]]:
    """Axial coordinates ``(q, r)`` of a hexagon of hexes, ``3 r (r + 1) + 1`` of them."""
    return [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1)
            if abs(q + r) <= radius]


def hex_adjacency(hexes) -> tuple[tuple[int, ...], ...]:
    index = {h: i for i, h in enumerate(hexes)}
    return tuple(tuple(sorted(index[(q + dq, r + dr)] for dq, dr in HEX_DIRECTIONS
                              if (q + dq, r + dr) in index)) for q, r in hexes)


def hex_patch(rng: random.Random, cells: int, radius: int) -> list[tuple[int, int]]:
    """A connected random set of ``cells`` hexes of the disc of ``radius``."""
    disc = hex_disc(radius)
    adjacency = hex_adjacency(disc)
    chosen = carve(rng, adjacency, min(cells, len(disc)))
    return [disc[i] for i in sorted(chosen)]


def turning_walls(rng: random.Random, hexes, count: int) -> dict[tuple[int, int], frozenset]:
    """``count`` turning walls at random corners: the three edges meeting at a corner are
    covered in turn, one more step of the turn per placed cell, so each covered edge is closed
    at one phase modulo 3 (edges off the board are covered too, which closes nothing). Returns
    ``edge_phases`` for ``PathProblem.build(..., period=3)``: where two walls cover one edge its
    open phases are intersected."""
    index = {h: i for i, h in enumerate(hexes)}
    phases: dict[tuple[int, int], set[int]] = {}
    for _ in range(count):
        q, r = rng.choice(hexes)
        k = rng.randrange(6)
        dq1, dr1 = HEX_DIRECTIONS[k]
        dq2, dr2 = HEX_DIRECTIONS[(k + 1) % 6]
        corner = [(q, r), (q + dq1, r + dr1), (q + dq2, r + dr2)]
        first = rng.randrange(3)
        for j in range(3):
            a, b = corner[j], corner[(j + 1) % 3]
            if a in index and b in index:
                edge = (min(index[a], index[b]), max(index[a], index[b]))
                closed = (j - first) % 3  # the wall is on edge j after (j - first) turns
                phases.setdefault(edge, {0, 1, 2}).discard(closed)
    return {edge: frozenset(p) for edge, p in phases.items()}


def random_phases(rng: random.Random, adjacency, period: int, share: float):
    """Random phase sets (possibly empty) on about ``share`` of the edges."""
    out = {}
    for v, row in enumerate(adjacency):
        for w in row:
            if v < w and rng.random() < share:
                out[(v, w)] = frozenset(p for p in range(period) if rng.random() < 0.6)
    return out


def find_phased_path(problem: PathProblem, rng: random.Random, time_limit: float = 1.0):
    """Some solution of ``problem`` without its clues (phases kept), from a random relabelling
    (needs the compiled solver); None when there is none or none turned up in time."""
    from solver_ext.hamilton import search

    n = problem.n
    label = list(range(n))
    rng.shuffle(label)
    back = {new: old for old, new in enumerate(label)}
    adjacency = [()] * n
    for old, row in enumerate(problem.adjacency):
        adjacency[label[old]] = tuple(label[w] for w in row)
    phases = {(label[u], label[v]): p for u, v, p in problem.edge_phases}
    relabelled = PathProblem.build(adjacency, period=problem.period, edge_phases=phases)
    result, _, _ = search(relabelled, 1, True, time_limit=time_limit)
    if not result.solutions:
        return None
    return [back[v] for v in result.solutions[0]]
