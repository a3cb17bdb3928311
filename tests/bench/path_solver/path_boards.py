"""The boards of the path-solver suites of ``make bench``: (a) the shipped levels of every path
mode, a group per mode; (b) random boards with big cells, shapes and holes, (c) Numbrix-style
full grids, (d) sparse irregular big-cell boards, (phased) hex boards with turning walls, each
a group per size."""
from __future__ import annotations

import random

from core import modes
from core.common.path_mode import PathMode
from core.hamilton.problem import PathProblem

from ...support.boards import (
    backbite, clues_from_path, corrupt, find_path, find_phased_path, grid_board, hex_adjacency, hex_disc, hex_patch,
    long_snake_board, make_unique, snake_board, turning_walls,
)
from .peers import _native_verdict

RANDOM_SIZES = (20, 40, 64, 100)


def shipped_levels() -> dict:
    """(a): every shipped level of each path mode, a group per mode named by its title. A path
    mode is a registered mode whose ``MODE`` is a ``PathMode`` (core/common/path_mode.py): its
    ``board(level).problem()`` is the shared solver's problem (turning walls as phased edges),
    so a new path mode is benched here without an edit."""
    groups = {}
    for entry in modes.entries():
        mode = modes.get(entry.id)
        if isinstance(mode, PathMode):
            levels = [level for pf in mode.load_packs(mode.shipped_pack_paths()) for level in pf.pack.levels]
            groups[entry.title.lower()] = [(level.id, mode.board(level).problem()) for level in levels]
    return groups


def _sparse(rng: random.Random, n: int) -> int:
    return max(2, round(n * rng.uniform(0.08, 0.15)))


def random_boards(rng: random.Random, per_size: int, sizes=RANDOM_SIZES):
    """(b): per size, a third each of sparse numbers read off a random path (any verdict),
    the same made unique by adding numbers from that path, and one number moved
    (mostly unsolvable). Step 1 is given on half of them."""
    groups = {}
    for n in sizes:
        cases = []
        for i in range(per_size):
            board, path = snake_board(rng, n)
            path = backbite(board.adjacency, path, rng, 20 * n)
            step_of, parity = clues_from_path(path, rng, _sparse(rng, n), n // 20,
                                              with_start=rng.random() < 0.5)
            if i % 3 == 1:
                step_of = make_unique(board, path, step_of, parity, _native_verdict)
            elif i % 3 == 2:
                step_of = corrupt(step_of, rng)
            cases.append((f"N{n}-{i}", board.problem(step_of, parity)))
        groups[f"N={n}"] = cases
    return groups


def numbrix_grids(rng: random.Random, per_size: int, density: float):
    """(c): full grids of 1x1 cells, ``density`` of the steps numbered from a random path
    (step 1 given on half); every other board is then made unique by adding numbers."""
    groups = {}
    for side in (9, 12):
        grid = grid_board(side, side)
        seed_path = find_path(grid, rng)
        cases = []
        for i in range(per_size):
            path = backbite(grid.adjacency, seed_path, rng, 30 * grid.n)
            step_of, parity = clues_from_path(path, rng, round(density * grid.n), 0,
                                              with_start=rng.random() < 0.5)
            if i % 2:
                step_of = make_unique(grid, path, step_of, parity, _native_verdict)
            cases.append((f"{side}x{side}-{i}", grid.problem(step_of, parity)))
        groups[f"{side}x{side}"] = cases
    return groups


SPARSE_SIZES = ((80, 130), (130, 200), (200, 300))


def sparse_boards(rng: random.Random, per_size: int, sizes=SPARSE_SIZES):
    """(d): irregular big-cell boards (rectangles and polyomino pieces, holes) of 80-300 cells,
    2-10 % of the steps numbered from a random path, step 1 given on half; a third with one
    number moved (mostly unsolvable), the rest as they come (usually several solutions)."""
    groups = {}
    for lo, hi in sizes:
        cases = []
        for i in range(per_size):
            n = rng.randint(lo, hi)
            board, path = long_snake_board(rng, n, big=rng.choice((0.3, 0.5)))
            path = backbite(board.adjacency, path, rng, 10 * n)
            density = rng.uniform(0.02, 0.10)
            step_of, parity = clues_from_path(path, rng, max(1, round(density * n)), 0,
                                              with_start=i % 2 == 0)
            if i % 3 == 2:
                step_of = corrupt(step_of, rng)
            cases.append((f"d{n}-{i}", board.problem(step_of, parity)))
        groups[f"N={lo}-{hi}"] = cases
    return groups


HEX_RADII = (3, 4, 5, 6)  # 37, 61, 91, 127 hexes


def phased_boards(rng: random.Random, per_size: int, radii=HEX_RADII):
    """(phased): hex discs of 37-127 hexes with up to a radius of holes, 0-4 turning walls
    (period 3), 5-15 % of the steps numbered from a real path, step 1 given on half; a third
    with one number moved."""
    groups = {}
    for radius in radii:
        cases = []
        i = 0
        while len(cases) < per_size:
            disc = hex_disc(radius)
            hexes = hex_patch(rng, len(disc) - rng.randint(0, radius), radius)
            walls = turning_walls(rng, hexes, rng.randint(0, 4))
            bare = PathProblem.build(hex_adjacency(hexes), period=3, edge_phases=walls)
            path = find_phased_path(bare, rng, 2.0)
            if path is None:
                continue  # no path with these walls (or none found quickly): draw again
            step_of, parity = clues_from_path(path, rng, max(1, round(rng.uniform(0.05, 0.15) * bare.n)),
                                              0, with_start=i % 2 == 0)
            if i % 3 == 2:
                step_of = corrupt(step_of, rng)
            cases.append((f"hex{bare.n}-{i}", PathProblem(
                bare.adjacency, tuple(step_of), tuple(parity), 3, bare.edge_phases)))
            i += 1
        groups[f"{len(hex_disc(radius))} hexes"] = cases
    return groups
