"""Seeded candidate levels, byte-reproducible for a seed (docs/rules/number-stroke.md, "Level
design").

1. tile a small grid with 1×1 cells, bars, 2×2/3×3 blocks, I/L/S/T/O pieces and holes, trim
   to N cells keeping the board connected, with at least one multi-unit cell;
2. walk a random author path (Warnsdorff order, random ties) whose ends are 1×1 cells and
   whose longest straight run is at most half the path;
3. clue 1 and a guide clue at step 4–7, then add clues from the author path until the
   solution is unique, preferring steps that keep the gaps growing or (``anchored``) steps
   whose number lets the plainest rules settle the most: where the deduction starts; or
   (``stepped``) the nearest step after the last number that keeps the gaps growing, so the
   route is pinned in more, shorter stretches (four numbers);
4. drop every clue (but 1 and the guide) that can go with the solution kept unique;
5. with ``marks``: the latest numbers (never 1 or the guide) give way to odd/even marks from
   the author path, big cells first (seed 002 §3.2: parity that changes the step count), until
   the level is unique again, each mark necessary;
6. keep the level when it carries 2–4 clues (with a start: 1, the guide and one or two more),
   exactly the numbers and marks asked (``numbers``, ``marks``) and the gaps never shrink
   from the guide's on;
7. the start 1 and the guide stay even when the level is unique without them:
   the level lists them under ``keep``, so validate holds every other clue to minimality.

Every solver question asked is a count up to a cap, which is the same for every back end, so
the output depends on the seed only.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ...common.clue_patterns import settled_steps
from ...hamilton import count_paths
from .board import GUIDE_STEPS, PARITY_CODE, Board
from .schema import MODE_ID, Cell, KeptNumber, KeptWhy, Level
from .shapes import ALLOWED_RECTANGLES, CATALOGUE, rectangle_units

MAX_STRAIGHT_RATIO = 0.5
CLUES = (2, 4)  # fewest and most clues (numbers and marks) of a generated level
SPLIT_LIMIT = 64  # solutions counted (at most) when choosing which clue to add
LAYOUT_TRIES = 400
PATH_BUDGET = 4000  # DFS expansions per author-path attempt


@dataclass(frozen=True)
class GenerateOptions:
    cells: int
    with_start: bool = True
    hole_rate: float = 0.07
    big_rate: float = 0.2
    shapes_only: bool = False  # big pieces are I/L/S/T/O shapes, never rectangles
    numbers: int = 0  # numbers the level shows, exactly (0: as many as uniqueness asks)
    marks: int = 0  # odd/even marks the level shows, exactly (each necessary)
    grades: tuple[str, ...] = ()  # accepted grades of the deduction grader (empty: any solvable)
    placement: str = "spread"  # where added numbers go: "spread", "anchored" or "stepped" (step 3)


@dataclass(frozen=True)
class Piece:
    offsets: tuple[tuple[int, int], ...]  # sorted by (y, x)
    w: int
    h: int
    is_shape: bool


def _pieces() -> list[Piece]:
    pieces = []
    for w, h in sorted(ALLOWED_RECTANGLES - {(1, 1)}):
        pieces.append(Piece(rectangle_units(w, h), w, h, False))
    rect_forms = {rectangle_units(w, h) for w, h in ALLOWED_RECTANGLES}
    for form in sorted(CATALOGUE):
        if form not in rect_forms:
            w = max(x for x, _ in form) + 1
            h = max(y for _, y in form) + 1
            pieces.append(Piece(form, w, h, True))
    return pieces


BIG_PIECES = _pieces()
SHAPE_PIECES = [p for p in BIG_PIECES if p.is_shape]


def _cell_name(i: int) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    return letters[i] if i < 26 else letters[i // 26 - 1] + letters[i % 26]


def _tile(rng: random.Random, width: int, height: int, opts: GenerateOptions) -> list:
    """Cover the grid in reading order; returns (x, y, piece) placements (piece None: 1×1)."""
    free = {(x, y) for y in range(height) for x in range(width)}
    placed: list[tuple[int, int, Piece | None]] = []
    for y in range(height):
        for x in range(width):
            if (x, y) not in free:
                continue
            roll = rng.random()
            if roll < opts.hole_rate:
                free.discard((x, y))
                continue
            if roll < opts.hole_rate + opts.big_rate:
                piece = rng.choice(SHAPE_PIECES if opts.shapes_only else BIG_PIECES)
                ax, _ = piece.offsets[0]  # the piece's first unit lands on (x, y)
                units = [(x - ax + dx, y + dy) for dx, dy in piece.offsets]
                too_big = (piece.w, piece.h) == (3, 3) and (opts.cells < 12 or rng.random() < 0.7)
                if not too_big and all(u in free for u in units):
                    free.difference_update(units)
                    placed.append((x - ax, y, piece))
                    continue
            free.discard((x, y))
            placed.append((x, y, None))
    return placed


def _to_cells(placed) -> list[Cell]:
    cells = []
    for i, (x, y, piece) in enumerate(placed):
        if piece is None:
            cells.append(Cell(id=_cell_name(i), x=x, y=y, w=1, h=1))
        elif piece.is_shape:
            cells.append(
                Cell(id=_cell_name(i), x=x, y=y, w=piece.w, h=piece.h, shape=[list(o) for o in piece.offsets])
            )
        else:
            cells.append(Cell(id=_cell_name(i), x=x, y=y, w=piece.w, h=piece.h))
    return cells


def _connected_without(adjacency, removed: set[int], n: int) -> bool:
    alive = [v for v in range(n) if v not in removed]
    if not alive:
        return False
    seen = {alive[0]}
    stack = [alive[0]]
    while stack:
        for w in adjacency[stack.pop()]:
            if w not in removed and w not in seen:
                seen.add(w)
                stack.append(w)
    return len(seen) == len(alive)


def random_layout(rng: random.Random, opts: GenerateOptions) -> Board | None:
    n = opts.cells
    area = n * (1.0 + 2.2 * opts.big_rate) + 2
    width = max(3, min(7, round(math.sqrt(area * 0.75))))
    height = max(3, math.ceil(area / width))
    placed = _tile(rng, width, height, opts)
    if len(placed) < n:
        return None
    board = Board(Level(id="gen", cells=_to_cells(placed)))
    if not _connected_without(board.adjacency, set(), board.n):
        return None
    removed: set[int] = set()
    # trim to N cells: drop single cells (big ones only when needed) keeping the rest connected
    order = sorted(range(board.n), key=lambda v: (board.is_big(v), rng.random()))
    for v in order:
        if board.n - len(removed) == n:
            break
        if _connected_without(board.adjacency, removed | {v}, board.n):
            removed.add(v)
    if board.n - len(removed) != n:
        return None
    kept = [placed[v] for v in range(board.n) if v not in removed]
    trimmed = Board(Level(id="gen", cells=_to_cells(kept)))
    if not any(trimmed.is_big(v) for v in range(trimmed.n)):
        return None
    return trimmed


def straight_ratio(board: Board, path) -> float:
    """Longest run of moves in one direction (between piece centres) over all moves."""
    longest = run = 0
    last = None
    for a, b in zip(path, path[1:]):
        (ax, ay), (bx, by) = board.centre(a), board.centre(b)
        dx, dy = bx - ax, by - ay
        direction = (int(math.copysign(1, dx)), 0) if abs(dx) >= abs(dy) else (0, int(math.copysign(1, dy)))
        run = run + 1 if direction == last else 1
        last = direction
        longest = max(longest, run)
    return longest / max(1, len(path) - 1)


def author_path(rng: random.Random, board: Board) -> list[int] | None:
    n = board.n
    singles = [v for v in range(n) if not board.is_big(v)]
    adjacency = board.adjacency
    for start in rng.sample(singles, len(singles)):
        visited = [False] * n
        path = [start]
        visited[start] = True
        budget = [PATH_BUDGET]

        def onward(w):
            return sum(1 for x in adjacency[w] if not visited[x])

        def extend() -> bool:
            if len(path) == n:
                return not board.is_big(path[-1]) and straight_ratio(board, path) <= MAX_STRAIGHT_RATIO
            budget[0] -= 1
            if budget[0] < 0:
                return False
            options = [w for w in adjacency[path[-1]] if not visited[w]]
            options.sort(key=lambda w: (onward(w), rng.random()))
            for w in options:
                visited[w] = True
                path.append(w)
                if extend():
                    return True
                path.pop()
                visited[w] = False
            return False

        if extend():
            return path
    return None


def _count(board: Board, clues: dict[int, int], limit: int) -> int:
    return count_paths(board.problem(extra_clues=clues), limit).count


def _gaps(steps, n: int) -> list[int]:
    ordered = sorted(steps)
    return [b - a for a, b in zip(ordered, ordered[1:])] + [n - ordered[-1]]


def _place_clues(rng: random.Random, board: Board, path, opts: GenerateOptions) -> dict[int, int] | None:
    n = board.n
    clues: dict[int, int] = {}
    fixed: set[int] = set()
    if opts.with_start:
        guide = rng.choice([g for g in GUIDE_STEPS if g < n])
        for step in (1, guide):
            clues[path[step - 1]] = step
            fixed.add(path[step - 1])
    while _count(board, clues, 2) > 1:
        taken = set(clues.values())
        # clue 1 only as the start, never as a later addition; the last step never ("Level design")
        candidates = [s for s in range(2, n) if s not in taken]
        if not candidates:
            return None

        def spread(s):
            """Distance to the nearest known step (0 and N+1 count), so gaps stay wide."""
            return min(abs(s - t) for t in taken | {0, n + 1})

        if opts.placement == "anchored":
            candidates.sort(key=lambda s: (-_settled_by(board, path, clues, s), rng.random()))
        elif opts.placement == "stepped":
            candidates = _stepped(taken, candidates)
        else:
            candidates.sort(key=lambda s: (-spread(s), rng.random()))
        best = min(
            candidates[:6],
            key=lambda s: _count(board, {**clues, path[s - 1]: s}, SPLIT_LIMIT),
        )
        clues[path[best - 1]] = best
    # remove what is not needed, smallest gaps first
    removable = sorted((v for v in clues if v not in fixed), key=lambda v: (clues[v], rng.random()))
    for v in removable:
        trial = {u: s for u, s in clues.items() if u != v}
        if _count(board, trial, 2) == 1:
            clues = trial
    return clues


def _stepped(taken: set[int], candidates: list[int]) -> list[int]:
    """The steps after the last number whose gap is at least the one before, nearest first
    (so the gaps grow as slowly as they may); the widest-gap order's fallback when none is."""
    ordered = sorted(taken)
    last = ordered[-1] if ordered else 0
    least_gap = ordered[-1] - ordered[-2] if len(ordered) > 1 else 1
    return sorted(s for s in candidates if s >= last + least_gap) or candidates


def _settled_by(board: Board, path, clues: dict[int, int], step: int) -> int:
    """Steps the plainest rules fix once step ``step`` gets its number beside ``clues``."""
    return settled_steps(board.problem(extra_clues={**clues, path[step - 1]: step}), board.ids)


def _acceptable(clues: dict[int, int], marks: int, n: int, with_start: bool) -> bool:
    """docs/rules/number-stroke.md, "Level design": 2–4 clues (numbers and ``marks``), and
    with a start at least one beyond the start pair (a board that needs none is a corridor);
    with a start, 1 then a guide clue at step 4–7 and nothing between; never a clue on the last
    step; the gaps between numbers never shrink (from the guide's on)."""
    steps = sorted(clues.values())
    fewest = CLUES[0] + 1 if with_start else CLUES[0]
    if not fewest <= len(steps) + marks <= CLUES[1] or n in steps:
        return False
    if with_start and (steps[0] != 1 or len(steps) < 2 or steps[1] not in GUIDE_STEPS):
        return False
    gaps = [b - a for a, b in zip(steps, steps[1:])]  # with a start, the guide's gap comes first
    return all(b >= a for a, b in zip(gaps, gaps[1:]))


def _with_marks(rng: random.Random, board: Board, path, clues: dict[int, int],
                opts: GenerateOptions) -> tuple[dict[int, int], dict[int, str]] | None:
    """Step 5: the latest numbers (never 1 or the guide) beyond ``opts.numbers`` (or the last
    one) go, and odd/even marks from the author path take their place one by one, each the
    one that leaves the fewest routes among a few tried, big cells first, until the level is
    unique; None unless that takes exactly ``opts.marks`` marks, each necessary
    (docs/rules/number-stroke.md, "Clues")."""
    from ...hamilton import PathProblem
    from .analysis import verdict

    protected = {1, *GUIDE_STEPS} if opts.with_start else set()
    droppable = sorted((v for v, s in clues.items() if s not in protected), key=lambda v: -clues[v])
    drop = len(clues) - opts.numbers if opts.numbers else 1
    if not 0 < drop <= len(droppable):
        return None
    numbers = {v: s for v, s in clues.items() if v not in droppable[:drop]}
    step_at = {v: i + 1 for i, v in enumerate(path)}
    marks: dict[int, str] = {}

    def routes(trial_marks) -> int:
        step_of = [numbers.get(v, 0) for v in range(board.n)]
        parity = [PARITY_CODE[trial_marks.get(v)] for v in range(board.n)]
        return count_paths(PathProblem(board.adjacency, tuple(step_of), tuple(parity)), SPLIT_LIMIT).count

    while routes(marks) > 1:
        if len(marks) == opts.marks:
            return None
        free = [v for v in range(board.n) if v not in numbers and v not in marks]
        free.sort(key=lambda v: (not board.is_big(v), rng.random()))
        best = min(free[:8], key=lambda v: routes({**marks, v: "odd" if step_at[v] % 2 else "even"}))
        marks[best] = "odd" if step_at[best] % 2 else "even"
    if len(marks) != opts.marks:
        return None
    check = verdict(Board(_level_with(board, "trial", numbers, marks)))
    return (numbers, marks) if check.count == 1 and not check.redundant_parity else None


def _level_with(board: Board, level_id: str, clues: dict[int, int], marks: dict[int, str], teach=None) -> Level:
    cells = []
    for v, cell in enumerate(board.level.cells):
        data = cell.model_dump(exclude_none=True)
        if v in clues:
            data["clue"] = clues[v]
        if v in marks:
            data["parity"] = marks[v]
        cells.append(Cell(**data))
    return Level(id=level_id, teach=teach, cells=cells)


def _with_kept(level: Level, with_start: bool) -> Level | None:
    """The level listing the start 1 and the guide under ``keep`` where they are not needed
    for uniqueness; None when any other clue could go (then the level is not minimal)."""
    from .analysis import removable_clues

    board = Board(level)
    steps = sorted(c for c in board.clue if c)
    kept: dict[int, KeptWhy] = {1: "start", steps[1]: "guide"} if with_start else {}
    removable = [board.clue[v] for v in removable_clues(board)]
    if any(step not in kept for step in removable):
        return None
    if not removable:
        return level
    return level.model_copy(update={"keep": [KeptNumber(clue=s, why=kept[s]) for s in sorted(removable)]})


def generate_level(rng: random.Random, level_id: str, opts: GenerateOptions) -> Level | None:
    from .grade import grade

    for _ in range(LAYOUT_TRIES):
        board = random_layout(rng, opts)
        if board is None:
            continue
        path = author_path(rng, board)
        if path is None:
            continue
        clues = _place_clues(rng, board, path, opts)
        if clues is None:
            continue
        marks: dict[int, str] = {}
        if opts.marks:
            marked = _with_marks(rng, board, path, clues, opts)
            if marked is None:
                continue
            clues, marks = marked
        if opts.numbers and len(clues) != opts.numbers:
            continue
        if not _acceptable(clues, len(marks), board.n, opts.with_start):
            continue
        level = _with_kept(_level_with(board, level_id, clues, marks), opts.with_start)
        if level is None:
            continue
        report = grade(Board(level))
        if not report.solved or (opts.grades and report.grade not in opts.grades):
            continue
        teach = (
            f"generated: N={board.n}, clues {sorted(clues.values())}, gaps "
            f"{_gaps(clues.values(), board.n)}, {opts.placement}, grade {report.grade} "
            f"(effort {report.score}, hardest {report.hardest}); "
            f"author path: {' '.join(board.ids_of(path))}"
        )
        return level.model_copy(update={"teach": teach})
    return None


def generate_pack(seed: int, count: int, pack: int, opts: GenerateOptions) -> dict:
    """A candidates pack file (as JSON-ready data) of ``count`` unique levels."""
    levels: list = []
    for i in range(1, count + 1):
        rng = random.Random(f"{seed}:{opts.cells}:{opts.with_start}:{i}")
        level = generate_level(rng, f"{pack}-{len(levels) + 1}", opts)
        if level is not None:
            levels.append(level.model_dump(exclude_none=True))
    return {
        "mode": MODE_ID,
        "pack": pack,
        "title": {"zh": f"候选 seed {seed}", "en": f"Candidates, seed {seed}"},
        "notes": f"python -m core generate --mode {MODE_ID} --seed {seed} --cells {opts.cells} --count {count}"
        + ("" if opts.with_start else " --no-start"),
        "levels": levels,
    }
