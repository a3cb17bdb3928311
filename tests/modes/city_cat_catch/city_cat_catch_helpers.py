"""Small boards and the cities fixture for the City Cat Catch tests (not collected: no test_ prefix)."""
from __future__ import annotations

import random

import pytest

from core.modes.city_cat_catch.board import Board
from core.modes.city_cat_catch import geometry as geo
from tests.modes.city_cat_catch.stress import copy_cities


def random_position(rng: random.Random, n_max: int = 18):
    """Random pieces (kind indices, multiples of 3 per kind), a random cover DAG (edges from
    higher to lower index) and a random tray residue: solvable and unsolvable both occur."""
    kinds_n = rng.randint(1, max(1, n_max // 3))
    kinds = [k for k in range(kinds_n) for _ in range(3 * rng.randint(1, 2))][:n_max - n_max % 3]
    rng.shuffle(kinds)
    n = len(kinds)
    covers = [[] for _ in range(n)]
    density = rng.random() * 0.3
    for a in range(n):
        for b in range(a):
            if rng.random() < density:
                covers[a].append(b)
    tray = [0] * kinds_n
    return kinds, covers, tray, kinds_n


def random_board(rng: random.Random, n_kinds: int = 4, tools=None) -> Board:
    """A random stack on the stage (layers 1-3 on a coarse grid), kinds in threes."""
    kinds = [f"harbor_{k + 1:02d}" for k in range(n_kinds) for _ in range(3)]
    rng.shuffle(kinds)
    boxes = []
    used = set()
    for _ in kinds:
        while True:
            layer = rng.randint(1, 3)
            c, r = rng.randint(0, 5), rng.randint(0, 5)
            if (layer, c, r) not in used:
                used.add((layer, c, r))
                break
        shift = {1: 0, 2: 40, 3: 20}[layer]
        boxes.append((layer, 100 + c * 80 + shift, 300 + r * 80 + shift, 72, 72))
    tools = tools or {"undo": 2, "remove": 1, "shuffle": 2}
    ids = [f"p{i + 1:03d}" for i in range(len(kinds))]
    return Board.build("t", str(rng.getrandbits(64)), ids, kinds, boxes, tools, geo.return_lanes(3))


def graph_board(kinds, covers, tools=None, seed="7", lanes=3) -> Board:
    """A board given by its graph (``covers[a]``: the pieces a covers) instead of boxes, for
    boards whose play is known by hand; kinds are element ids or small ints."""
    n = len(kinds)
    names = [k if isinstance(k, str) else f"harbor_{k + 1:02d}" for k in kinds]
    by = [[] for _ in range(n)]
    for a in range(n):
        for b in covers[a]:
            by[b].append(a)
    boxes = tuple((1, 0, 0, 72, 72) for _ in range(n))
    tools = tools if tools is not None else {"undo": 0, "remove": 0, "shuffle": 0}
    return Board("graph", seed, tuple(f"p{i + 1:03d}" for i in range(n)), tuple(names), boxes, dict(tools),
                 tuple(tuple(x) for x in geo.return_lanes(lanes)), tuple(tuple(c) for c in covers),
                 tuple(tuple(c) for c in by))


def seven_walls(tools=None) -> Board:
    """Seven pieces of seven kinds on top, covering all fourteen others (two of each kind):
    every play takes the seven tops first and loses on its seventh tap."""
    kinds = list(range(7)) + [k for k in range(7) for _ in range(2)]
    covers = [list(range(7, 21)) for _ in range(7)] + [[] for _ in range(14)]
    return graph_board(kinds, covers, tools)


def two_open_triples() -> Board:
    """Six pieces of two kinds, all clickable: every play clears it in six taps."""
    return graph_board([0, 1, 0, 1, 0, 1], [[] for _ in range(6)])


def buried_key() -> Board:
    """On top, one piece of each of seven kinds; under the A on top, alone, the other two A,
    and under the second A every other kind's pair. Taking the A first (it uncovers two pieces)
    always clears; a player blind to what a piece hides picks among seven equal singles and
    loses when five singles come before the A (the A pair then fills the tray): 2 in 7."""
    kinds = [0, 0, 0] + list(range(1, 7)) + [k for k in range(1, 7) for _ in range(2)]
    covers = [[1, 2], list(range(9, 21))] + [[] for _ in range(19)]
    return graph_board(kinds, covers)


@pytest.fixture
def cat_cities(tmp_path, monkeypatch):
    """A copy of the cities folder that every command reads instead of the shipped one (a test
    module that wants it imports it)."""
    return copy_cities(tmp_path, monkeypatch)
