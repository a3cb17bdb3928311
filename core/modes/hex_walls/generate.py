"""Seeded candidate levels of Hex Walls, byte-reproducible for a seed (core.common.rng).

1. a board: a hexagon of the given radius with random rim hexes trimmed away, connected;
2. a random author path (Warnsdorff order, random ties) over the hex neighbours;
3. optional turning walls on vertices whose three edges the author path crosses only at
   phases where the wall stands elsewhere;
4. with ``numbers`` above 1: numbers from the author path first, spread along it or
   (``anchored``) one by one where the plainest rules of the grader settle the most with it
   (where the deduction starts);
5. until the author path is the only solution: a static wall on an edge another solution
   uses and the author path does not, or (when no such edge is left) a number from the path;
6. drop every number of step 5 (but 1), then every static wall, then every number of step 4
   that can go alone with the solution kept unique; keep the level when it shows exactly
   ``numbers`` numbers, every turning wall is necessary and walls carry the level.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...common import hexgrid
from ...common.clue_patterns import settled_steps
from ...common.rng import SeededRng
from ...hamilton import count_paths
from .analysis import verdict
from .board import PERIOD, HexBoard
from .schema import MODE_ID, Level

PATH_BUDGET = 20000  # DFS expansions per author-path attempt
TRIES = 200


@dataclass(frozen=True)
class HexOptions:
    radius: int = 2
    trim: int = 2  # rim hexes removed at random
    turning: int = 0  # turning walls to place
    with_start: bool = True
    numbers: int = 0  # numbers the level shows, the 1 among them, exactly (0: as uniqueness asks)
    placement: str = "spread"  # where step 4 puts numbers: "spread" or "anchored"


def _board_hexes(rng: SeededRng, opts: HexOptions) -> list[tuple[int, int]]:
    hexes = hexgrid.spiral(opts.radius)
    rim = [h for h in hexes if hexgrid.radius(h) == opts.radius]
    for _ in range(opts.trim):
        if not rim:
            break
        h = rim.pop(rng.below(len(rim)))
        rest = [x for x in hexes if x != h]
        if _connected(rest):
            hexes = rest
    return hexes


def _connected(hexes) -> bool:
    todo, seen = [hexes[0]], {hexes[0]}
    present = set(hexes)
    while todo:
        for w in hexgrid.neighbours(todo.pop()):
            if w in present and w not in seen:
                seen.add(w)
                todo.append(w)
    return len(seen) == len(present)


def _level(level_id: str, hexes, numbers=None, walls=(), turning=()) -> Level:
    names = [_name(i) for i in range(len(hexes))]
    cells = []
    for i, (q, r) in enumerate(hexes):
        cell = {"id": names[i], "q": q, "r": r}
        if numbers and i in numbers:
            cell["number"] = numbers[i]
        cells.append(cell)
    return Level.model_validate({
        "id": level_id, "cells": cells,
        "walls": [[names[a], names[b]] for a, b in sorted(walls)],
        "turningWalls": [{"pivot": [list(h) for h in pivot], "edge": e} for pivot, e in turning],
    })


def _name(i: int) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    return letters[i] if i < 26 else letters[i // 26 - 1] + letters[i % 26]


def author_path(rng: SeededRng, adjacency) -> list[int] | None:
    """A random Hamiltonian path, fewest-exits first with random ties, within a budget."""
    n = len(adjacency)
    for start in sorted(range(n), key=lambda v: (len(adjacency[v]), rng.next_u32())):
        path, seen, budget = [start], {start}, [PATH_BUDGET]
        if _extend(rng, adjacency, path, seen, budget):
            return path
    return None


def _extend(rng, adjacency, path, seen, budget) -> bool:
    if len(path) == len(adjacency):
        return True
    budget[0] -= 1
    if budget[0] < 0:
        return False
    options = [w for w in adjacency[path[-1]] if w not in seen]
    options.sort(key=lambda w: (sum(1 for x in adjacency[w] if x not in seen), rng.next_u32()))
    for w in options:
        path.append(w)
        seen.add(w)
        if _extend(rng, adjacency, path, seen, budget):
            return True
        path.pop()
        seen.discard(w)
    return False


def _turning_walls(rng: SeededRng, hexes, path, count: int):
    """Turning walls the author path never crosses while they stand on its edge."""
    node_at = {h: i for i, h in enumerate(hexes)}
    crossed = {}  # edge (u < v) -> the phase at which the author path crosses it
    for k in range(1, len(path)):
        u, v = path[k - 1], path[k]
        crossed[(min(u, v), max(u, v))] = k % PERIOD
    vertices = sorted({hexgrid.corner_vertex(h, c) for h in hexes for c in range(6)})
    rng.shuffle(vertices)
    chosen: list = []
    for vertex in vertices:
        if len(chosen) == count:
            break
        pivot = hexgrid.vertex_hexes(vertex)
        if sum(1 for h in pivot if h in node_at) < 3:
            continue
        start = rng.below(PERIOD)
        ok = True
        for i in range(PERIOD):
            a, b = pivot[i], pivot[(i + 1) % PERIOD]
            edge = (min(node_at[a], node_at[b]), max(node_at[a], node_at[b]))
            if edge in crossed and (i - start) % PERIOD == crossed[edge]:
                ok = False
        if ok and all(set(pivot) != set(p) for p, _ in chosen):
            chosen.append((pivot, start))
    return chosen


def generate_level(rng: SeededRng, level_id: str, opts: HexOptions, pack: int, index: int) -> Level | None:
    for _ in range(TRIES):
        hexes = _board_hexes(rng, opts)
        bare = HexBoard(_level(level_id, hexes))
        path = author_path(rng, bare.adjacency)
        if path is None:
            continue
        turning = _turning_walls(rng, hexes, path, opts.turning)
        if len(turning) < opts.turning:
            continue
        level = _make_unique(rng, level_id, hexes, path, turning, opts)
        if level is None:
            continue
        v = verdict(HexBoard(level), index, pack)
        if v.count == 1 and not v.weak_turning and v.walls_needed is not False:
            return level
    return None


def _first_numbers(rng: SeededRng, level_id, hexes, path, turning, opts) -> dict[int, int]:
    """Step 4: the start 1 (with a start) and numbers up to ``opts.numbers``, never on the
    last step: evenly spread along the author path (a hex either way), or each where the
    plainest rules settle the most beside those before it."""
    numbers = {path[0]: 1} if opts.with_start else {}
    extra = opts.numbers - len(numbers)
    n = len(path)
    if opts.placement == "anchored":
        for _ in range(extra):
            open_steps = [s for s in range(2, n) if path[s - 1] not in numbers]

            def settled(s, numbers=numbers):
                board = HexBoard(_level(level_id, hexes, {**numbers, path[s - 1]: s}, (), turning))
                return settled_steps(board.problem(), board.ids)

            best = max(open_steps, key=lambda s: (settled(s), rng.next_u32()))
            numbers[path[best - 1]] = best
    else:
        for i in range(1, extra + 1):
            s = min(n - 1, max(2, round(i * n / (extra + 1)) + rng.below(3) - 1))
            numbers.setdefault(path[s - 1], s)
    return numbers


def _make_unique(rng, level_id, hexes, path, turning, opts) -> Level | None:
    step = {v: i + 1 for i, v in enumerate(path)}
    used = {(min(a, b), max(a, b)) for a, b in zip(path, path[1:])}
    numbers = _first_numbers(rng, level_id, hexes, path, turning, opts)
    placed_first = set(numbers)
    walls: set[tuple[int, int]] = set()
    for _ in range(4 * len(hexes)):
        board = HexBoard(_level(level_id, hexes, numbers, walls, turning))
        result = count_paths(board.problem(), 2)
        if result.count == 1:
            break
        other = next(s for s in result.solutions if list(s) != path)
        candidates = sorted({(min(a, b), max(a, b)) for a, b in zip(other, other[1:])} - used - walls)
        if candidates:
            walls.add(candidates[rng.below(len(candidates))])
        else:
            # numbered steps agree in every solution, so some unnumbered one differs
            differ = [v for i, v in enumerate(path) if other[i] != v and v not in numbers]
            v = differ[rng.below(len(differ))]
            numbers[v] = step[v]
    else:
        return None
    # minimise: numbers of the search (but 1), then static walls, then the first numbers, each
    # only when uniqueness stays (the walls go before the numbers placed on purpose)
    def unique(numbers, walls) -> bool:
        return count_paths(HexBoard(_level(level_id, hexes, numbers, walls, turning)).problem(), 2).count == 1

    def fewer_numbers(numbers, which):
        for v in sorted(which, key=lambda v: -numbers[v]):
            trial = {x: s for x, s in numbers.items() if x != v}
            if not (numbers[v] == 1 and opts.with_start) and unique(trial, walls):
                numbers = trial
        return numbers

    numbers = fewer_numbers(numbers, set(numbers) - placed_first)
    for wall in sorted(walls):
        if unique(numbers, walls - {wall}):
            walls = walls - {wall}
    numbers = fewer_numbers(numbers, placed_first)
    if opts.numbers and len(numbers) != opts.numbers:
        return None
    teach = f"generated; author path: {' '.join(_name(v) for v in path)}"
    level = _level(level_id, hexes, numbers, walls, turning)
    return level.model_copy(update={"teach": teach})


def generate_pack(seed, count: int, pack: int, opts: HexOptions) -> dict:
    """A candidates pack (JSON-ready) of up to ``count`` unique levels."""
    from .schema import level_json

    levels: list = []
    for i in range(1, count + 1):
        rng = SeededRng(f"{MODE_ID}:{seed}:{opts.radius}:{opts.trim}:{opts.turning}:{opts.with_start}:{i}")
        level = generate_level(rng, f"{pack}-{len(levels) + 1}", opts, pack, len(levels) + 1)
        if level is not None:
            levels.append(level_json(level))
    return {
        "mode": MODE_ID,
        "pack": pack,
        "title": {"zh": f"候选 seed {seed}", "en": f"Candidates, seed {seed}"},
        "notes": (f"python -m core generate --mode {MODE_ID} --seed {seed} --radius {opts.radius} "
                  f"--trim {opts.trim} --turning {opts.turning} --count {count}"
                  + ("" if opts.with_start else " --no-start")),
        "levels": levels,
    }
