"""The deduction grader: solves a level with only the rules a person applies without guessing
(docs/rules/number-stroke.md, "What a shipped level must be"), each a named technique with a cost, and grades the level by the hardest
technique it needs and how often (the approach of Tatham's puzzles).

State: for every cell the steps it may still take, as a bit set. A technique removes
candidates; a step is *fixed* when one cell is left for it. The grader applies the cheapest
technique that makes progress, then starts again from the cheapest, and records which
technique fixed which step. When nothing applies and some step is open, the level cannot be
finished without guessing.

Techniques, cheapest first:

| name | cost | what a person says |
| --- | --- | --- |
| number, mark | 0 | "step 6 is here"; "this cell takes an odd step" (given) |
| only-cell | 1 | "step 7 can only be here" / "this cell can only take step 7" |
| distance | 1 | "step 12 is 5 steps after step 7, so it is at most 5 cells away" |
| next-door | 1 | "step 8 touches step 7": a cell takes step s only next to a cell that may take s-1 and one that may take s+1 (repeated, this counts steps along every route) |
| dead-end | 3 | "this cell has one neighbour: it must be an end"; two different neighbours must take s-1 and s+1 |
| pocket | 4 | "taking this cell at step s would cut the board into parts that cannot be the s-1 cells before and the N-s after" |
| lookahead | 6 | "if this cell took step s, the steps beside it would run out of cells" (one assumption, then only the rules above) |
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from ...hamilton import EVEN, ODD
from .board import Board

COSTS = {
    "number": 0, "mark": 0, "only-cell": 1, "distance": 1, "next-door": 1, "dead-end": 3,
    "pocket": 4, "lookahead": 6,
}
# grade name by the hardest cost needed; lookahead used more than LOOKAHEAD_EXPERT times is harder
GRADES = ((1, "easy"), (3, "medium"), (4, "hard"), (6, "expert"))
LOOKAHEAD_EXPERT = 3


class Contradiction(Exception):
    """A cell or a step has no candidate left."""


@dataclass
class Deduction:
    technique: str
    step: int  # the step this fixed (0: it narrowed candidates without fixing a step)
    cell: str  # the cell of that step ("" when none)
    removed: int  # candidates removed


@dataclass
class GradeReport:
    level: str
    solved: bool
    grade: str  # "guess" when the rules alone cannot finish it
    hardest: str
    score: int  # orders levels: hardest cost, then how often it was needed, then N
    uses: dict[str, int] = field(default_factory=dict)
    trace: list[Deduction] = field(default_factory=list)
    open_steps: list[int] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "level": self.level, "solved": self.solved, "grade": self.grade, "hardest": self.hardest,
            "score": self.score, "uses": self.uses, "openSteps": self.open_steps,
            "trace": [d.__dict__ for d in self.trace if d.step],
        }


class _State:
    """Candidate steps per node as bit sets (bit s set: the node may take step s)."""

    def __init__(self, board: Board):
        self.board = board
        self.n = board.n
        self.adj = board.adjacency
        self.cand = [((1 << (self.n + 1)) - 2) for _ in range(self.n)]

    def copy(self) -> "_State":
        other = _State.__new__(_State)
        other.board, other.n, other.adj = self.board, self.n, self.adj
        other.cand = list(self.cand)
        return other

    def nodes_for(self, step: int) -> list[int]:
        bit = 1 << step
        return [v for v in range(self.n) if self.cand[v] & bit]

    def fixed(self) -> dict[int, int]:
        """step -> node for every step with one candidate node that has only that step."""
        out = {}
        for v, c in enumerate(self.cand):
            if c and c & (c - 1) == 0:
                out[c.bit_length() - 1] = v
        return out

    def restrict(self, v: int, mask: int) -> int:
        """Keep only ``mask`` of node v's candidates; the number removed."""
        new = self.cand[v] & mask
        if new == self.cand[v]:
            return 0
        if not new:
            raise Contradiction
        removed = bin(self.cand[v] ^ new).count("1")
        self.cand[v] = new
        return removed

    def check(self) -> None:
        union = 0
        for c in self.cand:
            union |= c
        if union != (1 << (self.n + 1)) - 2:
            raise Contradiction


def _steps(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# --- techniques: each returns candidates removed (0: no progress), raises Contradiction ------
def _givens(state: _State) -> int:
    board, removed = state.board, 0
    for v in range(state.n):
        if board.clue[v]:
            removed += state.restrict(v, 1 << board.clue[v])
            for u in range(state.n):
                if u != v:
                    removed += state.restrict(u, ~(1 << board.clue[v]))
    return removed


def _marks(state: _State) -> int:
    odd = sum(1 << s for s in range(1, state.n + 1, 2))
    removed = 0
    for v, parity in enumerate(state.board.parity):
        if parity == ODD:
            removed += state.restrict(v, odd)
        elif parity == EVEN:
            removed += state.restrict(v, ~odd)
    return removed


def _only_cell(state: _State) -> int:
    removed = 0
    for v, c in enumerate(state.cand):  # a fixed cell's step is no other cell's
        if c & (c - 1) == 0:
            for u in range(state.n):
                if u != v:
                    removed += state.restrict(u, ~c)
    for s in range(1, state.n + 1):  # a step with one cell left fixes that cell
        nodes = state.nodes_for(s)
        if not nodes:
            raise Contradiction
        if len(nodes) == 1:
            removed += state.restrict(nodes[0], 1 << s)
    return removed


def _next_door(state: _State) -> int:
    removed = 0
    full = (1 << (state.n + 1)) - 2
    for v in range(state.n):
        near = 0
        for u in state.adj[v]:
            near |= state.cand[u]
        # step s needs s-1 and s+1 among the neighbours' candidates (steps 1 and N need one side)
        keep = ((near << 1) | 2) & ((near >> 1) | (1 << state.n)) & full
        removed += state.restrict(v, keep)
    return removed


def _distances(state: _State) -> list[list[int]]:
    if not hasattr(state.board, "_grade_distances"):
        table = []
        for source in range(state.n):
            dist = [-1] * state.n
            dist[source] = 0
            queue = deque([source])
            while queue:
                x = queue.popleft()
                for w in state.adj[x]:
                    if dist[w] < 0:
                        dist[w] = dist[x] + 1
                        queue.append(w)
            table.append(dist)
        state.board._grade_distances = table
    return state.board._grade_distances


def _distance(state: _State) -> int:
    dist = _distances(state)
    removed = 0
    for step, u in state.fixed().items():
        for v in range(state.n):
            if v == u:
                continue
            d = dist[u][v]
            # |s - step| >= d: keep steps at least d away from the fixed one
            near = sum(1 << s for s in range(max(1, step - d + 1), min(state.n, step + d - 1) + 1))
            removed += state.restrict(v, ~near)
    return removed


def _dead_end(state: _State) -> int:
    removed = 0
    for v in range(state.n):
        neighbours = state.adj[v]
        keep = 0
        for s in _steps(state.cand[v]):
            if s in (1, state.n):
                keep |= 1 << s
                continue
            before = [u for u in neighbours if state.cand[u] >> (s - 1) & 1]
            after = [u for u in neighbours if state.cand[u] >> (s + 1) & 1]
            if any(a != b for a in before for b in after):
                keep |= 1 << s
        removed += state.restrict(v, keep)
    return removed


def _components_without(adj, v: int, n: int) -> list[set[int]]:
    seen = {v}
    parts = []
    for start in range(n):
        if start in seen:
            continue
        part = {start}
        seen.add(start)
        queue = deque([start])
        while queue:
            x = queue.popleft()
            for w in adj[x]:
                if w not in seen:
                    seen.add(w)
                    part.add(w)
                    queue.append(w)
        parts.append(part)
    return parts


def _pocket(state: _State) -> int:
    """Taking v at step s leaves the s-1 cells before it and the n-s after it, each a
    connected part of the board without v: the parts of the board without v must match."""
    removed = 0
    n = state.n
    for v in range(n):
        parts = _components_without(state.adj, v, n)
        keep = 0
        for s in _steps(state.cand[v]):
            if len(parts) == 1:
                ok = True
            elif len(parts) == 2 and s not in (1, n):
                low = (1 << s) - 2  # steps 1..s-1
                high = ((1 << (n + 1)) - 2) & ~low & ~(1 << s)
                ok = any(
                    len(before) == s - 1
                    and all(state.cand[u] & low for u in before)
                    and all(state.cand[u] & high for u in after)
                    for before, after in (parts, parts[::-1])
                )
            else:
                ok = False
            if ok:
                keep |= 1 << s
        removed += state.restrict(v, keep)
    return removed


_RULES = (
    ("only-cell", _only_cell), ("distance", _distance), ("next-door", _next_door),
    ("dead-end", _dead_end), ("pocket", _pocket),
)


def _propagate(state: _State, max_cost: int, report: GradeReport | None) -> None:
    """Apply the cheapest technique that progresses, again and again, up to ``max_cost``."""
    while True:
        before = state.fixed()
        for name, rule in _RULES:
            if COSTS[name] > max_cost:
                continue
            removed = rule(state)
            if removed:
                state.check()
                if report is not None:
                    _record(report, state, before, name, removed)
                break
        else:
            return


def _record(report: GradeReport, state: _State, before: dict, name: str, removed: int) -> None:
    report.uses[name] = report.uses.get(name, 0) + 1
    new = {s: v for s, v in state.fixed().items() if s not in before}
    if not new:
        report.trace.append(Deduction(name, 0, "", removed))
    for s, v in sorted(new.items()):
        report.trace.append(Deduction(name, s, state.board.ids[v], removed))


def _lookahead(state: _State) -> int:
    """One assumption: a candidate whose assumption leads to a contradiction goes."""
    removed = 0
    for v in range(state.n):
        if state.cand[v] & (state.cand[v] - 1) == 0:
            continue
        for s in _steps(state.cand[v]):
            trial = state.copy()
            try:
                trial.restrict(v, 1 << s)
                _propagate(trial, COSTS["pocket"], None)
            except Contradiction:
                removed += state.restrict(v, ~(1 << s))
                return removed  # one at a time: cheaper rules get the next word
    return removed


def grade(board: Board) -> GradeReport:
    report = GradeReport(board.level.id, False, "guess", "", 0)
    state = _State(board)
    try:
        for name, rule in (("number", _givens), ("mark", _marks)):
            removed = rule(state)
            if removed:
                _record(report, state, {}, name, removed)
        while True:
            _propagate(state, COSTS["pocket"], report)
            if len(state.fixed()) == state.n:
                break
            before = state.fixed()
            removed = _lookahead(state)
            if not removed:
                break
            state.check()
            _record(report, state, before, "lookahead", removed)
    except Contradiction:
        report.grade = "no solution"
        return report
    fixed = state.fixed()
    report.open_steps = [s for s in range(1, board.n + 1) if s not in fixed]
    report.solved = not report.open_steps
    used = [name for name in report.uses if COSTS[name] > 0] or ["number"]
    report.hardest = max(used, key=lambda name: COSTS[name])
    hardest_cost = COSTS[report.hardest]
    if report.solved:
        report.grade = next(name for cost, name in GRADES if hardest_cost <= cost)
        if report.hardest == "lookahead" and report.uses["lookahead"] > LOOKAHEAD_EXPERT:
            report.grade = "fiendish"
    report.score = (hardest_cost * 100 + min(99, report.uses.get(report.hardest, 0))) * 1000 + board.n
    if not report.solved:
        report.score += 10**6
    return report
