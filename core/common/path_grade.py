"""The deduction grader of the path modes: solves a level with only the rules a person applies
without guessing (docs/rules/number-stroke.md, "What a shipped level must be"), each a named
technique with a cost (the approach of Tatham's puzzles), and grades the level by the effort
that solve asks of a person (``Effort``: rounds of deduction, assumptions, the search through
assumptions that led nowhere and the longest chain held at once), in bands that are the same
for every path mode (EFFORT_BANDS; docs/number-stroke-runtime.md §6, "The effort model").

It reads a level as the solver does, a ``core.hamilton.PathProblem``: the graph, the numbers,
the odd/even marks and the edges that open by phase (Hex Walls' turning walls, docs/rules/hex-walls.md).

State: for every cell the steps it may still take, as a bit set, and for every edge whether it
is known to be a link of the route, known not to be, or open. A technique removes candidates or
settles edges; a step is *fixed* when one cell is left for it. The grader applies the cheapest
technique that makes progress, then starts again from the cheapest, and records which
technique fixed which step. When nothing applies and some step is open, the level cannot be
finished without guessing.

Techniques, cheapest first:

| name | cost | what a person says |
| --- | --- | --- |
| number, mark | 0 | "step 6 is here"; "this cell takes an odd step" (given) |
| only-cell | 1 | "step 7 can only be here" / "this cell can only take step 7" |
| distance | 1 | "step 12 is 5 steps after step 7, so it is at most 5 cells away" |
| next-door | 1 | "step 8 touches step 7": a cell takes step s only next to a cell that may take s-1 and one that may take s+1 (repeated, this counts steps along every route); two cells whose steps can never be one apart are never linked, two linked cells take steps one apart; every edge a turning wall ever leaves open counts |
| corridor | 1 | "this cell has only two open sides, so the route comes in by one and leaves by the other"; "this cell has its two links, its other sides are closed" (an end has one) |
| wall-phase | 2 | "at step 7 the turning wall stands between these two, so step 8 cannot be there": next-door with each turning wall where it stands at that step (the move from step s to s+1 is judged after s placed cells) |
| dead-end | 3 | "this cell has one neighbour: it must be an end"; two different neighbours must take s-1 and s+1 (turning walls where they stand) |
| loop | 3 | "linking these two would close a loop" (they already lie on one stretch of links) |
| pocket | 4 | "taking this cell at step s would cut the board into parts that cannot be the s-1 cells before and the N-s after" |
| lookahead | 6 | "if this cell took step s, the steps beside it would run out of cells" (one assumption, then only the rules above) |
"""
from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass, field

from ..hamilton import EVEN, ODD, PathProblem

COSTS = {
    "number": 0, "mark": 0, "only-cell": 1, "distance": 1, "next-door": 1, "corridor": 1,
    "wall-phase": 2, "dead-end": 3, "loop": 3, "pocket": 4, "lookahead": 6,
}
GRADE_ORDER = ("easy", "medium", "hard", "expert", "fiendish")
# A grade is a band of effort (Effort.total, in deductions: about a second of thinking each),
# the same in every path mode: a level's grade is the first whose bound its effort is under,
# fiendish past the last. Calibrated on the two levels players timed (Hex Walls 2-3 and 4-10,
# about a minute each: efforts 75 and 63, hard) and the design's 15-90 s of thinking a level.
EFFORT_BANDS = ((15, "easy"), (40, "medium"), (90, "hard"), (180, "expert"))
# The assumptions a grade may try, in cells squared a trial (what one trial's propagation grows
# with): about 6x what the hardest shipped level needs (Hex Walls 2-9: 271 trials on 37 hexes),
# so that a board no person could finish without guessing (an open 300-cell grid tries 90,000
# assumptions of a second each) is called "over limit" in seconds, not in a day.
TRIAL_WORK_BUDGET = 2_000_000
# Rounds of an assumption that led nowhere that the effort counts: a person gives up on it
# after a few steps without a contradiction.
CHAIN_CAP = 8


class Contradiction(Exception):
    """A cell or a step has no candidate left."""


@dataclass
class Deduction:
    technique: str
    step: int  # the step this fixed (0: it narrowed candidates without fixing a step)
    cell: str  # the cell of that step ("" when none)
    removed: int  # candidates removed


@dataclass
class Effort:
    """What solving a level asks of a person, counted as the grader solves it (the effort
    model, docs/number-stroke-runtime.md §6): every deduction seen, the search through
    assumptions that led nowhere, and the longest chain held at once."""

    rounds: int = 0  # deductions without an assumption: rule applications that progressed
    assumptions: int = 0  # assumptions that led to a contradiction (each one more deduction)
    search: int = 0  # assumptions that led nowhere: one each, plus their rounds (at most CHAIN_CAP)
    chain: int = 0  # the longest chain held at once: rounds from an assumption to its contradiction
    branching: int = 0  # the most assumptions tried in a row before one led to a contradiction

    def trial(self, rounds: int, tried: int, worked: bool) -> None:
        if worked:
            self.assumptions += 1
            self.chain = max(self.chain, rounds)
            self.branching = max(self.branching, tried)
        else:
            self.search += 1 + min(rounds, CHAIN_CAP)

    @property
    def total(self) -> int:
        return self.rounds + self.assumptions + self.search + self.chain


@dataclass
class GradeReport:
    level: str
    solved: bool
    grade: str  # "guess" when the rules alone cannot finish it
    hardest: str
    score: int  # orders levels: the effort (10**6 more when unsolved)
    uses: dict[str, int] = field(default_factory=dict)
    trace: list[Deduction] = field(default_factory=list)
    open_steps: list[int] = field(default_factory=list)
    effort: Effort = field(default_factory=Effort)

    def as_json(self) -> dict:
        return {
            "level": self.level, "solved": self.solved, "grade": self.grade, "hardest": self.hardest,
            "score": self.score, "effort": {**self.effort.__dict__, "total": self.effort.total},
            "uses": self.uses, "openSteps": self.open_steps,
            "trace": [d.__dict__ for d in self.trace if d.step],
        }

    def answer(self, as_json: bool) -> str:
        """``design --grade``'s answer: one JSON object, or the trace and then the verdict."""
        if as_json:
            return json.dumps(self.as_json(), ensure_ascii=False)
        return "\n".join(self.lines())

    def lines(self) -> list[str]:
        out = [f"  step {d.step:>3}: cell {d.cell:<6} by {d.technique}" for d in self.trace if d.step]
        uses = ", ".join(f"{name} x{count}" for name, count in self.uses.items())
        if self.solved:
            e = self.effort
            out.append(
                f"{self.level}: grade {self.grade}, effort {e.total} ({e.rounds} rounds, {e.assumptions} assumptions, "
                f"search {e.search}, longest chain {e.chain}, most tries {e.branching}; hardest: {self.hardest}; {uses})"
            )
        else:
            opened = ",".join(map(str, self.open_steps[:40])) + (" ..." if len(self.open_steps) > 40 else "")
            why = ("the grader stopped at its limit of assumptions" if self.grade == "over limit"
                   else "cannot be finished without guessing")
            out.append(f"{self.level}: {why}: steps {opened} stay open ({uses})")
        return out


class _Board:
    """What the techniques read of a level, computed once per grading."""

    def __init__(self, problem: PathProblem, ids):
        self.n = n = problem.n
        self.ids = list(ids)
        self.adj = problem.adjacency
        self.clue = problem.step_of
        self.parity = problem.parity
        self.full = (1 << (n + 1)) - 2  # steps 1..n
        self.ends = (1 << 1) | (1 << n)  # the steps a route's ends take
        # back[v][i]: where v sits in the list of its i-th neighbour
        self.back = [[self.adj[u].index(v) for u in self.adj[v]] for v in range(n)]
        # open_mask[v][i]: the steps t (bits) at which the move between v and its i-th
        # neighbour may go from step t to t+1; every step but where a turning wall stands
        self.phased = problem.phased
        self.open_mask = [
            [self._open_steps(problem, v, u) for u in self.adj[v]] for v in range(n)
        ]
        self.dist = [self._bfs(source) for source in range(n)]

    def _open_steps(self, problem: PathProblem, v: int, u: int) -> int:
        phases = problem.open_phases(v, u)
        if len(phases) == problem.period:
            return self.full
        return sum(1 << t for t in range(1, self.n + 1) if t % problem.period in phases)

    def _bfs(self, source: int) -> list[int]:
        dist = [-1] * self.n
        dist[source] = 0
        queue = deque([source])
        while queue:
            x = queue.popleft()
            for w in self.adj[x]:
                if dist[w] < 0:
                    dist[w] = dist[x] + 1
                    queue.append(w)
        return dist


UNKNOWN, USED, BANNED = 0, 1, 2  # what is known of an edge: on the route, or not


class _State:
    """Candidate steps per node as bit sets (bit s set: the node may take step s), and what is
    known of each edge (``edge[v][i]``, the edge to v's i-th neighbour)."""

    def __init__(self, board: _Board):
        self.board = board
        self.n = board.n
        self.adj = board.adj
        self.cand = [board.full for _ in range(self.n)]
        self.edge = [[UNKNOWN] * len(a) for a in board.adj]

    def copy(self) -> "_State":
        other = _State.__new__(_State)
        other.board, other.n, other.adj = self.board, self.n, self.adj
        other.cand = list(self.cand)
        other.edge = [list(row) for row in self.edge]
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

    def mark(self, v: int, i: int, known: int) -> int:
        """Record that v's i-th edge is USED or BANNED; 1 when that is news."""
        now = self.edge[v][i]
        if now == known:
            return 0
        if now != UNKNOWN:
            raise Contradiction
        self.edge[v][i] = known
        self.edge[self.adj[v][i]][self.board.back[v][i]] = known
        return 1

    def mask(self, v: int, i: int, phased: bool) -> int:
        """Steps t at which v's i-th edge may carry the move t -> t+1 (0 once banned)."""
        if self.edge[v][i] == BANNED:
            return 0
        return self.board.open_mask[v][i] if phased else self.board.full

    def check(self) -> None:
        union = 0
        for c in self.cand:
            union |= c
        if union != self.board.full:
            raise Contradiction


def _steps(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# --- techniques: each returns candidates removed and edges settled (0: no progress), raises
# Contradiction ---------------------------------------------------------------------------------
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


def _next_door_with(state: _State, phased: bool) -> int:
    """Step s needs s-1 and s+1 among the neighbours' candidates (steps 1 and N need one
    side), over edges not ruled out; an edge on the route ties its two cells' steps together;
    an edge whose cells can never take steps one apart is ruled out. With ``phased``, a move
    counts only over an edge open at that step (turning walls where they stand)."""
    removed = 0
    full, n = state.board.full, state.n
    for v in range(n):
        before = after = 0
        for i, u in enumerate(state.adj[v]):
            mask = state.mask(v, i, phased)
            c = state.cand[u]
            near = ((c & mask) << 1) | ((c >> 1) & mask)  # v one step after or before u
            if state.edge[v][i] == USED:
                removed += state.restrict(v, near)
            elif not near & state.cand[v]:
                removed += state.mark(v, i, BANNED)
            before |= (c & mask) << 1  # u at t, v at t+1: the move at step t
            after |= (c >> 1) & mask  # v at s, u at s+1: the move at step s
        keep = (before | 2) & (after | (1 << n)) & full
        removed += state.restrict(v, keep)
    return removed


def _next_door(state: _State) -> int:
    return _next_door_with(state, False)


def _wall_phase(state: _State) -> int:
    return _next_door_with(state, True) if state.board.phased else 0


def _corridor(state: _State) -> int:
    """A route enters and leaves every cell but its two ends: a cell that is no end and has
    two open sides uses both; one that has its two (an end: its one) closes the others."""
    removed = 0
    ends = state.board.ends
    for v in range(state.n):
        if state.n == 1:
            break
        row = state.edge[v]
        used = row.count(USED)
        unknown = row.count(UNKNOWN)
        may_end = bool(state.cand[v] & ends)
        is_end = not state.cand[v] & ~ends
        most = 1 if is_end else 2
        least = 2 if not may_end else 1
        if used > most or used + unknown < least:
            raise Contradiction
        if used == most and unknown:
            removed += sum(state.mark(v, i, BANNED) for i, e in enumerate(row) if e == UNKNOWN)
        elif used + unknown == least and unknown:
            removed += sum(state.mark(v, i, USED) for i, e in enumerate(row) if e == UNKNOWN)
    return removed


def _loop(state: _State) -> int:
    """Edges on the route form stretches; an edge joining two cells of one stretch would close
    a loop, and a route has none."""
    part = list(range(state.n))

    def find(x: int) -> int:
        while part[x] != x:
            part[x] = part[part[x]]
            x = part[x]
        return x

    for v in range(state.n):
        for i, u in enumerate(state.adj[v]):
            if u > v and state.edge[v][i] == USED:
                a, b = find(v), find(u)
                if a == b:
                    raise Contradiction
                part[a] = b
    removed = 0
    for v in range(state.n):
        for i, u in enumerate(state.adj[v]):
            if u > v and state.edge[v][i] == UNKNOWN and find(u) == find(v):
                removed += state.mark(v, i, BANNED)
    return removed


def _distance(state: _State) -> int:
    dist = state.board.dist
    removed = 0
    for step, u in state.fixed().items():
        for v in range(state.n):
            if v == u:
                continue
            d = dist[u][v]
            # |s - step| >= d: drop the steps step-d+1 .. step+d-1
            low, high = max(1, step - d + 1), min(state.n, step + d - 1)
            if low <= high and state.cand[v] >> low:
                removed += state.restrict(v, ~((1 << (high + 1)) - (1 << low)))
    return removed


def _dead_end(state: _State) -> int:
    """Step s (not an end's) needs two different neighbours, one able to take s-1 and one
    s+1 over edges open for those moves; bit-parallel over every s at once."""
    removed = 0
    ends = state.board.ends
    for v in range(state.n):
        before_once = before_twice = after_once = after_twice = same = 0
        for i, u in enumerate(state.adj[v]):
            mask = state.mask(v, i, True)
            c = state.cand[u]
            before = (c & mask) << 1  # u may be the step before v's
            after = (c >> 1) & mask  # u may be the step after v's
            before_twice |= before_once & before
            before_once |= before
            after_twice |= after_once & after
            after_once |= after
            same |= before & after
        alone = (before_once & ~before_twice) & (after_once & ~after_twice)
        keep = (before_twice & after_once) | (after_twice & before_once) | (alone & ~same)
        removed += state.restrict(v, keep | ends)
    return removed


def _components_without(state: _State, v: int) -> list[set[int]]:
    """The parts the board falls into without cell v, over edges not ruled out."""
    seen = {v}
    parts = []
    for start in range(state.n):
        if start in seen:
            continue
        part = {start}
        seen.add(start)
        queue = deque([start])
        while queue:
            x = queue.popleft()
            for i, w in enumerate(state.adj[x]):
                if w not in seen and state.edge[x][i] != BANNED:
                    seen.add(w)
                    part.add(w)
                    queue.append(w)
        parts.append(part)
    return parts


def _cut_cells(state: _State) -> set[int]:
    """Cells whose removal splits the board (over edges not ruled out): Tarjan's low links.
    A board already in parts has no route: Contradiction."""
    n = state.n
    order = [-1] * n
    low = [0] * n
    cuts: set[int] = set()
    counter = 0
    for root in range(n):
        if order[root] >= 0:
            continue
        if root:
            raise Contradiction
        order[root] = low[root] = counter
        counter += 1
        children = 0
        stack: list[tuple[int, int, int]] = [(root, -1, 0)]
        while stack:
            x, parent, i = stack.pop()
            if i < len(state.adj[x]):
                stack.append((x, parent, i + 1))
                w = state.adj[x][i]
                if state.edge[x][i] == BANNED or w == parent:
                    continue
                if order[w] < 0:
                    order[w] = low[w] = counter
                    counter += 1
                    if x == root:
                        children += 1
                    stack.append((w, x, 0))
                else:
                    low[x] = min(low[x], order[w])
            elif parent >= 0:
                low[parent] = min(low[parent], low[x])
                if parent != root and low[x] >= order[parent]:
                    cuts.add(parent)
        if children > 1:
            cuts.add(root)
    return cuts


def _pocket(state: _State) -> int:
    """Taking v at step s leaves the s-1 cells before it and the n-s after it, each a
    connected part of the board without v: the parts of the board without v must match."""
    removed = 0
    n = state.n
    for v in sorted(_cut_cells(state)):
        parts = _components_without(state, v)
        keep = 0
        for s in _steps(state.cand[v]):
            if len(parts) == 1:
                ok = True
            elif len(parts) == 2 and s not in (1, n):
                low = (1 << s) - 2  # steps 1..s-1
                high = state.board.full & ~low & ~(1 << s)
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


RULES = (
    ("only-cell", _only_cell), ("distance", _distance), ("next-door", _next_door),
    ("corridor", _corridor), ("wall-phase", _wall_phase), ("dead-end", _dead_end),
    ("loop", _loop), ("pocket", _pocket),
)


def propagate(state: _State, max_cost: int, report: GradeReport | None, rounds: list[int] | None = None) -> None:
    """Apply the cheapest technique that progresses, again and again, up to ``max_cost``;
    ``rounds[0]`` counts the applications that progressed (kept when a Contradiction ends it)."""
    while True:
        before = state.fixed()
        for name, rule in RULES:
            if COSTS[name] > max_cost:
                continue
            removed = rule(state)
            if removed:
                state.check()
                if rounds is not None:
                    rounds[0] += 1
                if report is not None:
                    _record(report, state, before, name, removed)
                break
        else:
            return


def _record(report: GradeReport, state: _State, before: dict, name: str, removed: int) -> None:
    report.uses[name] = report.uses.get(name, 0) + 1
    if COSTS[name] and name != "lookahead":
        report.effort.rounds += 1
    new = {s: v for s, v in state.fixed().items() if s not in before}
    if not new:
        report.trace.append(Deduction(name, 0, "", removed))
    for s, v in sorted(new.items()):
        report.trace.append(Deduction(name, s, state.board.ids[v], removed))


class _OverBudget(Exception):
    """The grade has tried all the assumptions it may (TRIAL_WORK_BUDGET)."""


def _lookahead(state: _State, cursor: list[int], work: list[int], effort: Effort) -> int:
    """One assumption: a candidate whose assumption leads to a contradiction goes. The
    assumptions are tried in turn (cell by cell, step by step) from where the last one that
    worked left off, as a person goes on down the board, so a trial that led nowhere is tried
    again only after every other one. Each trial is charged to ``effort``."""
    n = state.n
    total = n * n
    tried = 0
    for k in range(total):
        position = (cursor[0] + k) % total
        v, s = divmod(position, n)
        s += 1
        c = state.cand[v]
        if not c >> s & 1 or c & (c - 1) == 0:
            continue
        work[0] -= n * n
        if work[0] < 0:
            raise _OverBudget
        tried += 1
        trial = state.copy()
        rounds = [0]
        try:
            trial.restrict(v, 1 << s)
            propagate(trial, COSTS["pocket"], None, rounds)
        except Contradiction:
            cursor[0] = position + 1
            effort.trial(rounds[0] + 1, tried, True)
            return state.restrict(v, ~(1 << s))  # one at a time: cheaper rules get the next word
        effort.trial(rounds[0], tried, False)
    return 0


def start_state(problem: PathProblem, ids) -> _State:
    """The candidates before any technique (for tests and tools that step the grader)."""
    return _State(_Board(problem, ids))


def givens(state: _State) -> None:
    _givens(state)
    _marks(state)


def grade(problem: PathProblem, ids, level_id: str, max_lookahead: int | None = None) -> GradeReport:
    """Grade a level (``ids``: its cell ids by node) by the deductions it needs. With
    ``max_lookahead`` (for generators that only want easier levels) the grader stops once it
    has needed more assumptions than that: the level is not solved, its grade "over limit".
    So it is, whatever ``max_lookahead``, once its trials pass TRIAL_WORK_BUDGET."""
    report = GradeReport(level_id, False, "guess", "", 0)
    state = start_state(problem, ids)
    n = state.n
    over = False
    try:
        for name, rule in (("number", _givens), ("mark", _marks)):
            removed = rule(state)
            if removed:
                _record(report, state, {}, name, removed)
        cursor = [0]
        work = [TRIAL_WORK_BUDGET]
        while True:
            propagate(state, COSTS["pocket"], report)
            if len(state.fixed()) == n:
                break
            if max_lookahead is not None and report.uses.get("lookahead", 0) >= max_lookahead:
                over = True
                break
            before = state.fixed()
            try:
                removed = _lookahead(state, cursor, work, report.effort)
            except _OverBudget:
                over = True
                break
            if not removed:
                break
            state.check()
            _record(report, state, before, "lookahead", removed)
    except Contradiction:
        report.grade = "no solution"
        return report
    fixed = state.fixed()
    report.open_steps = [s for s in range(1, n + 1) if s not in fixed]
    report.solved = not report.open_steps
    used = [name for name in report.uses if COSTS[name] > 0] or ["number"]
    report.hardest = max(used, key=lambda name: COSTS[name])
    report.score = report.effort.total
    if report.solved:
        report.grade = grade_of(report.score)
    elif over:
        report.grade = "over limit"
    if not report.solved:
        report.score += 10**6
    return report


def grade_of(effort: int) -> str:
    """The grade of an effort (EFFORT_BANDS)."""
    return next((name for bound, name in EFFORT_BANDS if effort < bound), GRADE_ORDER[-1])


# What "add a number" measures a number by: the steps it leaves open to the plainest rules
# (cost 2 at most: no dead-end, loop, pocket or assumption).
EASY_COST = 2


def hint_order(problem: PathProblem, solution) -> list[int]:
    """Every cell without a number, in the order "add a number" offers them
    (docs/number-stroke-runtime.md §3): each next one is the cell whose number, with the numbers
    before it, leaves the fewest steps open to the plainest rules (EASY_COST); ties go to the step
    farthest from every number (the middle of the longest stretch without one), then to the
    earlier step. So a cell those rules already settle, such as one with one way in, comes only
    after every cell whose number settles something."""
    n = problem.n
    state = start_state(problem, range(n))
    givens(state)
    propagate(state, EASY_COST, None)
    known = {0, n + 1} | {s for s in problem.step_of if s}
    left = [s for s in range(1, n + 1) if not problem.step_of[solution[s - 1]]]

    def open_after(step: int) -> int:
        node, bit = solution[step - 1], 1 << step
        if state.cand[node] == bit:  # settled already: its number settles nothing more
            return n - len(state.fixed())
        trial = state.copy()
        trial.restrict(node, bit)
        propagate(trial, EASY_COST, None)
        return n - len(trial.fixed())

    order = []
    while left:
        step = min(left, key=lambda s: (open_after(s), -min(abs(s - k) for k in known), s))
        left.remove(step)
        known.add(step)
        order.append(solution[step - 1])
        if state.restrict(solution[step - 1], 1 << step):
            propagate(state, EASY_COST, None)
    return order
