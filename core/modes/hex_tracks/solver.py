"""The exact solver of Hex Tracks (docs/hex-tracks-runtime.md §6).

Removing a tile that can leave only takes an obstacle away and never changes a track, so in
any state removing every tile that can leave at the current orientation never hurts (every
solution from the larger set still works from the smaller one, with the same rotations). The
solver therefore searches states ``(orientation, remaining)`` that are *closed* (nothing can
leave), by breadth-first search over rotations (+1 clockwise first, then -1), each costing 1:
the first cleared state found has the fewest rotations R. The closure removes tiles in waves
(every tile free at the start of a wave, in tile order); the waves are the solution's layers.

``reachable`` (the board can be cleared at all) is decided exactly and without the search:
with rotation, the closure under "free at some orientation"; without, the closure at the one
orientation. The search is capped at ``STATE_CAP`` expanded states (docs/hex-tracks-runtime.md §6); when
it stops there, ``exhausted`` says R is not proven, never that the level is unsolvable.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from itertools import islice

from .board import Board
from .trace import Tables

STATE_CAP = 20_000


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def close(tables: Tables, orientation: int, remaining: int) -> tuple[int, list[list[int]]]:
    """(what remains, the waves removed) after removing every free tile, wave by wave."""
    waves: list = []
    while True:
        free = tables.free(orientation, remaining)
        if not free:
            return remaining, waves
        waves.append(bits(free))
        remaining &= ~free


def clearable(tables: Tables, orientation: int, remaining: int) -> bool:
    """Whether the tiles of ``remaining`` can all be removed, rotations free (exact)."""
    orientations = tables.board.orientations if tables.board.rotatable else (orientation % 6,)
    changed = True
    while remaining and changed:
        changed = False
        for o in orientations:
            free = tables.free(o, remaining)
            if free:
                remaining &= ~free
                changed = True
    return remaining == 0


def iter_reachable(tables: Tables):
    """Every set of tiles a player can leave on the board, fewest removals first, as they are
    found: from the start, remove one tile free at an orientation the board can take (turns
    are free and reversible, so each set is then reachable at every such orientation). Lazy,
    so that a count that may stop early (``gates.grazing_states`` with a bound) does not
    walk them all first."""
    orientations = tables.board.orientations if tables.board.rotatable else (0,)
    # a tile is free at some orientation when it leaves there and nothing on its route is left
    ways_out = [[tables.at(o).block[i] for o in orientations if tables.at(o).exits >> i & 1]
                for i in range(tables.board.n)]
    found = [tables.full]
    seen = {tables.full}
    for mask in found:  # grows while read: breadth first
        yield mask
        left = mask
        while left:
            low = left & -left
            left ^= low
            rest = mask ^ low
            if rest in seen:
                continue
            for block in ways_out[low.bit_length() - 1]:
                if not block & mask:
                    seen.add(rest)
                    found.append(rest)
                    break


def reachable_sets(tables: Tables, cap: int | None = None) -> list[int]:
    """``iter_reachable``'s sets; with ``cap``, the first ``cap`` of them (tiles that never meet
    make 2**N sets)."""
    return list(islice(iter_reachable(tables), cap))


@dataclass
class Solution:
    n: int  # tiles on the board when the search started
    reachable: bool
    exhausted: bool
    rotations: int | None  # R, the fewest rotations (None when not found)
    actions: list[dict] = field(default_factory=list)  # taps and rotations, as session moves
    layers: list[list[int]] = field(default_factory=list)  # the waves of removals, tile indices
    states: list[tuple[int, int]] = field(default_factory=list)  # (orientation, remaining) reached
    expanded: int = 0

    @property
    def found(self) -> bool:
        return self.rotations is not None

    @property
    def minimum_actions(self) -> int | None:
        return None if self.rotations is None else self.n + self.rotations


def solve(tables: Tables, orientation: int = 0, remaining: int | None = None,
          cap: int = STATE_CAP) -> Solution:
    """The fewest-rotations solution from a state (default: the level's start)."""
    board = tables.board
    if remaining is None:
        remaining = tables.full
    n = bin(remaining).count("1")
    orientation %= 6
    reachable = clearable(tables, orientation, remaining)
    solution = Solution(n, reachable, False, None)
    first_rest, first_waves = close(tables, orientation, remaining)
    states = [(orientation, remaining)]
    start = (orientation, first_rest)
    parent: dict[tuple[int, int], tuple | None] = {start: None}
    goal = start if first_rest == 0 else None
    if goal is None and reachable and board.rotatable:
        queue = deque([start])
        while queue and goal is None:
            if solution.expanded >= cap:
                solution.exhausted = True
                break
            state = queue.popleft()
            solution.expanded += 1
            o, rest = state
            for turn in (1, -1):
                o2 = (o + turn) % 6
                states.append((o2, rest))
                rest2, _waves = close(tables, o2, rest)
                child = (o2, rest2)
                if child in parent:
                    continue
                parent[child] = (state, turn)
                if rest2 == 0:
                    goal = child
                    break
                queue.append(child)
    solution.states = states
    if goal is None:
        return solution
    chain = []
    node = goal
    while (step := parent[node]) is not None:
        prev, turn = step
        chain.append((turn, node[0], prev[1]))
        node = prev
    chain.reverse()
    board_tiles = board.tiles
    actions: list[dict] = []
    layers: list[list[int]] = []

    def taps(waves):
        for wave in waves:
            layers.append(wave)
            actions.extend({"op": "tap", "tile": board_tiles[i].id} for i in wave)

    taps(first_waves)
    for turn, o2, before in chain:
        actions.append({"op": "rotate", "dir": turn})
        taps(close(tables, o2, before)[1])
    solution.rotations = len(chain)
    solution.actions = actions
    solution.layers = layers
    return solution


def greedy_rotations(tables: Tables) -> int | None:
    """The rotations issue 30's greedy player needs: it taps every free tile, then turns the
    board the way that frees most tiles at once (what holding a rotate button shows), and
    repeats. Ties (both ways free as many, none included) are broken in the player's favour:
    the fewest rotations over every such play, by breadth-first search over the same closed
    states as ``solve`` with only the greedy turns as edges. None when no greedy play clears
    the board (it turns in circles). A result above R means greedy play loses the third star."""
    rest = close(tables, 0, tables.full)[0]
    if rest == 0:
        return 0
    if not tables.board.rotatable:
        return None
    turns_to = {(0, rest): 0}
    queue = deque([(0, rest)])
    while queue:
        state = queue.popleft()
        o, rest = state
        freed = {turn: bin(tables.free((o + turn) % 6, rest)).count("1") for turn in (1, -1)}
        most = max(freed.values())
        for turn in (1, -1):
            if freed[turn] != most:
                continue
            o2 = (o + turn) % 6
            child = (o2, close(tables, o2, rest)[0])
            if child in turns_to:
                continue
            turns_to[child] = turns_to[state] + 1
            if child[1] == 0:
                return turns_to[child]
            queue.append(child)
    return None


def next_action(tables: Tables, orientation: int, remaining: int) -> dict | None:
    """The first action of an optimal solution from a state (the hint), or None."""
    free = tables.free(orientation, remaining)
    if free:
        i = (free & -free).bit_length() - 1
        return {"op": "tap", "tile": tables.board.tiles[i].id}
    if remaining == 0:
        return None
    result = solve(tables, orientation, remaining)
    return result.actions[0] if result.actions else None


def solve_board(board: Board, cap: int = STATE_CAP) -> tuple[Tables, Solution]:
    tables = Tables(board)
    return tables, solve(tables, 0, None, cap)
