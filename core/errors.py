"""Bad-input errors that name the file, the level, the cell (or piece, tile) and the rule broken."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Problem:
    """One broken rule. ``level``/``cell`` are ids (None when the problem is above them);
    ``noun`` names what ``cell`` is in the mode's words (cell, tile, piece)."""

    rule: str
    detail: str
    level: str | None = None
    cell: str | None = None
    file: str | None = None
    noun: str = "cell"

    def __str__(self) -> str:
        where = [self.file or "<input>"]
        if self.level is not None:
            where.append(f"level {self.level}")
        if self.cell is not None:
            where.append(f"{self.noun} {self.cell}")
        return f"{': '.join(where)}: [{self.rule}] {self.detail}"

    def as_json(self) -> dict:
        return {
            "file": self.file, "level": self.level, self.noun: self.cell,
            "rule": self.rule, "detail": self.detail,
        }


class LevelFileError(Exception):
    """Every problem found in one input file; the CLI prints them all and exits 2."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def file_problem(file, rule: str, detail: str) -> LevelFileError:
    """A problem with a whole file (unreadable, unwritable, too big)."""
    return LevelFileError([Problem(rule, detail, file=str(file))])


def argument_problem(detail: str, level: str | None = None) -> Problem:
    """A command-line option out of its range."""
    return Problem("argument", detail, level, file="command line")
