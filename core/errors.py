"""Bad-input errors that name the file, the level, the cell and the rule broken."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Problem:
    """One broken rule. ``level``/``cell`` are ids (None when the problem is above them)."""

    rule: str
    detail: str
    level: str | None = None
    cell: str | None = None
    file: str | None = None

    def __str__(self) -> str:
        where = [self.file or "<input>"]
        if self.level is not None:
            where.append(f"level {self.level}")
        if self.cell is not None:
            where.append(f"cell {self.cell}")
        return f"{': '.join(where)}: [{self.rule}] {self.detail}"


class LevelFileError(Exception):
    """Every problem found in one input file; the CLI prints them all and exits 2."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))
