"""The board of a level as a graph: every cell one node whatever its area (docs/rules/number-stroke.md, "Board").

Two cells are adjacent when they share at least one unit edge; corner contact and cells
across a hole are not adjacent.
"""
from __future__ import annotations

from ...common.graph import reachable
from ...errors import Problem
from ...hamilton import EVEN, NO_PARITY, ODD, PathProblem
from .schema import Level

PARITY_CODE = {None: NO_PARITY, "odd": ODD, "even": EVEN}
_NEIGHBOUR_STEPS = ((1, 0), (0, 1))  # right and down cover every shared edge once


def _unit_owners(level: Level, units: list[list[tuple[int, int]]] | None = None,
                 ) -> tuple[dict[tuple[int, int], int], list[Problem]]:
    """Which cell owns each unit square (``units``: each cell's, when already worked out), and a
    problem for each unit two cells cover."""
    owner: dict[tuple[int, int], int] = {}
    problems = []
    for node, cell in enumerate(level.cells):
        for unit in (units[node] if units is not None else cell.units()):
            if unit in owner:
                other = level.cells[owner[unit]].id
                problems.append(
                    Problem("overlap", f"unit {unit} is also covered by cell {other}", level.id, cell.id)
                )
            else:
                owner[unit] = node
    return owner, problems


def _adjacency(owner: dict[tuple[int, int], int], n: int) -> list[set[int]]:
    adjacency: list[set[int]] = [set() for _ in range(n)]
    for (x, y), a in owner.items():
        for dx, dy in _NEIGHBOUR_STEPS:
            b = owner.get((x + dx, y + dy))
            if b is not None and b != a:
                adjacency[a].add(b)
                adjacency[b].add(a)
    return adjacency


def structure_problems(level: Level) -> list[Problem]:
    """The whole-board hard rules: unique cell ids, no overlap, clues 1..N unique, connected."""
    problems = []
    n = len(level.cells)
    ids: set[str] = set()
    for cell in level.cells:
        if cell.id in ids:
            problems.append(Problem("duplicate-cell-id", "another cell has this id", level.id, cell.id))
        ids.add(cell.id)
    owner, overlaps = _unit_owners(level)
    problems.extend(overlaps)
    clue_owner: dict[int, str] = {}
    for cell in level.cells:
        if cell.clue is None:
            continue
        if not 1 <= cell.clue <= n:
            problems.append(
                Problem("clue-range", f"clue {cell.clue} is outside 1..{n} (N = {n})", level.id, cell.id)
            )
        elif cell.clue in clue_owner:
            problems.append(
                Problem(
                    "clue-duplicate",
                    f"clue {cell.clue} is also on cell {clue_owner[cell.clue]}",
                    level.id,
                    cell.id,
                )
            )
        else:
            clue_owner[cell.clue] = cell.id
    problems.extend(_keep_problems(level, clue_owner))
    if not overlaps:
        adjacency = _adjacency(owner, n)
        reached = reachable(adjacency, 0)
        if len(reached) < n:
            cut_off = [level.cells[v].id for v in range(n) if v not in reached]
            shown = ", ".join(cut_off[:5]) + (" …" if len(cut_off) > 5 else "")
            problems.append(
                Problem(
                    "disconnected",
                    f"{len(cut_off)} cell(s) share no edge path with cell {level.cells[0].id}: {shown}",
                    level.id,
                    cut_off[0],
                )
            )
    return problems


GUIDE_STEPS = (4, 5, 6, 7)  # where the guide number after the start 1 goes (docs/rules/number-stroke.md)


def _keep_problems(level: Level, clue_owner: dict[int, str]) -> list[Problem]:
    """``keep`` names numbers the level carries: the start is 1, the guide the first number
    after 1 and at step 4-7; each number once."""
    problems = []
    seen: set[int] = set()
    after_start = sorted(c for c in clue_owner if c > 1)
    for kept in level.keep or ():
        where = f"keep: number {kept.clue} ({kept.why})"
        if kept.clue in seen:
            problems.append(Problem("keep", f"{where} is listed twice", level.id))
        seen.add(kept.clue)
        if kept.clue not in clue_owner:
            problems.append(Problem("keep", f"{where}: no cell carries that number", level.id))
        elif kept.why == "start" and kept.clue != 1:
            problems.append(Problem("keep", f"{where}: the start is number 1", level.id, clue_owner[kept.clue]))
        elif kept.why == "guide" and (
            1 not in clue_owner or kept.clue not in GUIDE_STEPS or after_start[0] != kept.clue
        ):
            problems.append(Problem(
                "keep", f"{where}: the guide is the first number after 1, at step 4-7", level.id,
                clue_owner[kept.clue],
            ))
    return problems


class Board:
    """Graph view of a structurally valid level (see ``pack.parse_pack``)."""

    def __init__(self, level: Level):
        self.level = level
        self.n = len(level.cells)
        self.ids = [c.id for c in level.cells]
        self.index = {cid: i for i, cid in enumerate(self.ids)}
        self.units = [c.units() for c in level.cells]
        self.owner, problems = _unit_owners(level, self.units)
        if problems:
            raise ValueError(str(problems[0]))
        self.adjacency: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(a)) for a in _adjacency(self.owner, self.n)
        )
        self.clue = [c.clue or 0 for c in level.cells]
        self.parity = [PARITY_CODE[c.parity] for c in level.cells]

    def problem(
        self,
        extra_clues: dict[int, int] | None = None,
        drop_clue: int | None = None,
        drop_parity: int | None = None,
    ) -> PathProblem:
        """The solver's view; numbers can be added, one number or one mark left out."""
        step_of = list(self.clue)
        for node, step in (extra_clues or {}).items():
            step_of[node] = step
        if drop_clue is not None:
            step_of[drop_clue] = 0
        parity = list(self.parity)
        if drop_parity is not None:
            parity[drop_parity] = NO_PARITY
        return PathProblem(self.adjacency, tuple(step_of), tuple(parity))

    def is_big(self, node: int) -> bool:
        return len(self.units[node]) > 1

    def centre(self, node: int) -> tuple[float, float]:
        units = self.units[node]
        return (
            sum(x for x, _ in units) / len(units) + 0.5,
            sum(y for _, y in units) / len(units) + 0.5,
        )

    def bounds(self) -> tuple[int, int, int, int]:
        """min_x, min_y, width, height of the board's units."""
        xs = [x for x, _ in self.owner]
        ys = [y for _, y in self.owner]
        return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1

    def ids_of(self, nodes) -> list[str]:
        return [self.ids[v] for v in nodes]
