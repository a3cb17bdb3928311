"""The exact tool-free solver (issue 12 §4): the native one in ``solver_ext.cat_catch`` and the
plain Python depth-first search it is cross-checked against.

A *position* is what is left of a board: the pieces (kind indices), the cover edges among
them (``covers[a]``: the pieces a covers) and the tray's residue per kind. It can be cleared iff
some order picks every piece, each when nothing left covers it, with the tray at 6 pieces or
fewer after every pick that does not complete a triple. Both solvers always answer: a witness
(the picking order) or a proof there is none (the search is exhaustive).
"""
from __future__ import annotations

import time

try:
    from solver_ext import cat_catch as _native
except ImportError:  # not built: the reference does the work
    _native = None

TRAY_SLOTS = 7


class Timeout(Exception):
    """The reference ran past its time budget (the bench's cap); it has no answer."""


def native_available() -> bool:
    return _native is not None


def reference_solve(kinds, covers, tray, nkinds=None, picked=(), budget: float | None = None):
    """Plain DFS over picked sets, memoising the dead ones; no ordering or dominance rules.
    Returns the witness (piece indices) or None; raises Timeout past ``budget`` seconds."""
    n = len(kinds)
    nk = nkinds if nkinds is not None else (max(kinds) + 1 if kinds else 0)
    blockers = [0] * n
    for a in range(n):
        for b in covers[a]:
            blockers[b] += 1
    res = [(tray[k] if k < len(tray) else 0) % 3 for k in range(nk)]
    mask = 0
    for i in picked:
        mask |= 1 << i
        res[kinds[i]] = (res[kinds[i]] + 1) % 3
        for b in covers[i]:
            blockers[b] -= 1
    if sum(res) >= TRAY_SLOTS:
        return None
    full = (1 << n) - 1
    dead: set[int] = set()
    deadline = None if budget is None else time.perf_counter() + budget
    path: list[int] = []
    nodes = [0]

    def dfs(mask: int, size: int) -> bool:
        if mask == full:
            return True
        if mask in dead:
            return False
        nodes[0] += 1
        if deadline is not None and nodes[0] % 1024 == 0 and time.perf_counter() > deadline:
            raise Timeout()
        for i in range(n):
            if mask >> i & 1 or blockers[i]:
                continue
            k = kinds[i]
            r = res[k]
            if r < 2 and size >= TRAY_SLOTS - 1:
                continue
            res[k] = 0 if r == 2 else r + 1
            for b in covers[i]:
                blockers[b] -= 1
            path.append(i)
            if dfs(mask | 1 << i, size - 2 if r == 2 else size + 1):
                return True
            path.pop()
            for b in covers[i]:
                blockers[b] += 1
            res[k] = r
        dead.add(mask)
        return False

    import sys

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 4 * n + 100))
    try:
        return list(path) if dfs(mask, sum(res)) else None
    finally:
        sys.setrecursionlimit(old)


class Solver:
    """Exact solver over one position; reuse it for many queries (the native memo is shared)."""

    def __init__(self, kinds, covers, tray=(), nkinds=None, backend: str = "auto", prune=None):
        self.kinds = list(kinds)
        self.covers = [list(c) for c in covers]
        self.nkinds = nkinds if nkinds is not None else (max(self.kinds) + 1 if self.kinds else 1)
        self.tray = list(tray) + [0] * (self.nkinds - len(tray))
        if backend == "auto":
            backend = "native" if _native is not None else "reference"
        self.backend = backend
        self._native = None
        if backend == "native":
            if _native is None:
                raise RuntimeError("solver_ext.cat_catch is not built (make setup)")
            args = (self.kinds, self.covers, self.tray, self.nkinds)
            self._native = _native.ExactSolver(*args) if prune is None else _native.ExactSolver(*args, prune)

    @classmethod
    def for_board(cls, board, backend: str = "auto", prune=None) -> "Solver":
        _, kinds = board.kind_index()
        return cls(kinds, board.covers, (), None, backend, prune)

    @classmethod
    def for_state(cls, state, backend: str = "auto") -> tuple["Solver", list[int]]:
        """A solver of a RuntimeState's position, and the piece index of each solver node."""
        kinds, covers, tray, nk, left = state.solver_view()
        return cls(kinds, covers, tray, nk, backend), left

    def solve(self, picked=()) -> list[int] | None:
        if self._native is not None:
            return self._native.solve(list(picked))
        return reference_solve(self.kinds, self.covers, self.tray, self.nkinds, picked)

    def solve_within(self, budget: int, picked=()) -> tuple[int, int, list[int] | None]:
        """(verdict, nodes, witness) of a search of at most ``budget`` expanded positions: 1
        clearable (with the order), 0 proved not, -1 the budget ran out (native only: the
        node count is the native search's, which the daily gate and its ports share)."""
        if self._native is None:
            raise RuntimeError("a budgeted search needs solver_ext.cat_catch (make setup)")
        return tuple(self._native.solve_within(budget, list(picked)))

    def solvable(self, picked=()) -> bool:
        if self._native is not None:
            return self._native.solvable(list(picked))
        return self.solve(picked) is not None

    @property
    def nodes(self) -> int:
        return self._native.nodes if self._native is not None else 0

    def fatal_scan(self, sequence) -> tuple[int, int, int]:
        """(legal taps, fatal taps, positions) along a picking sequence from the start."""
        if self._native is not None:
            return tuple(self._native.fatal_scan(list(sequence)))
        legal = fatal = scanned = 0
        picked: list[int] = []
        for step in sequence:
            if len(picked) == len(self.kinds) or not self.solvable(picked):
                break
            scanned += 1
            for i in available(self.kinds, self.covers, self.tray, picked):
                legal += 1
                if not self.solvable(picked + [i]):
                    fatal += 1
            picked.append(step)
            if tray_size(self.kinds, self.tray, picked) >= TRAY_SLOTS:
                break
        return legal, fatal, scanned


def available(kinds, covers, tray, picked) -> list[int]:
    taken = set(picked)
    blocked = set()
    for a in range(len(kinds)):
        if a not in taken:
            blocked.update(covers[a])
    return [i for i in range(len(kinds)) if i not in taken and i not in blocked]


def tray_size(kinds, tray, picked) -> int:
    res = list(tray)
    for i in picked:
        res[kinds[i]] = (res[kinds[i]] + 1) % 3
    return sum(r % 3 for r in res)


def check_witness(kinds, covers, tray, witness, picked=()) -> bool:
    """Whether ``witness`` picks every remaining piece legally and clears the board."""
    done = list(picked)
    for i in witness:
        if i not in available(kinds, covers, tray, done):
            return False
        done.append(i)
        if tray_size(kinds, tray, done) >= TRAY_SLOTS:
            return False
    return sorted(done) == list(range(len(kinds))) and tray_size(kinds, tray, done) == 0
