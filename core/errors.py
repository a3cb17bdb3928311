"""Bad-input errors that name the file, the level, the cell (or piece, tile) and the rule broken.

A problem is printed on one line whatever the input holds: a name with a line break, a
control character or half of a surrogate pair (from a file or from the command line) is shown
escaped, and an id longer than ``SHOWN_ID`` characters is cut short, so every ``error:`` line
stays one line that names where the problem is."""
from __future__ import annotations

import re
from dataclasses import dataclass

SHOWN_ID = 64  # characters of a level or cell id shown in a message
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_SURROGATES = re.compile("[\ud800-\udfff]")


def _escape(match) -> str:
    char = match.group()
    return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(char, f"\\u{ord(char):04x}")


def shown(text, limit: int | None = None) -> str:
    """``text`` as one printable line: control characters and lone surrogates escaped, cut
    to ``limit`` characters (with …) when given."""
    text = str(text)
    if limit is not None and len(text) > limit:
        text = text[:limit] + "…"
    return _UNPRINTABLE.sub(_escape, text)


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
        where = [shown(self.file) if self.file else "<input>"]
        if self.level is not None:
            where.append(f"level {shown(self.level, SHOWN_ID)}")
        if self.cell is not None:
            where.append(f"{self.noun} {shown(self.cell, SHOWN_ID)}")
        return f"{': '.join(where)}: [{self.rule}] {shown(self.detail)}"

    def as_json(self) -> dict:
        def text(value, limit=None):  # JSON escapes line breaks itself; a lone surrogate cannot be written
            if value is None:
                return None
            value = str(value)
            value = value if limit is None or len(value) <= limit else value[:limit] + "…"
            return _SURROGATES.sub(_escape, value)

        return {
            "file": text(self.file), "level": text(self.level, SHOWN_ID), self.noun: text(self.cell, SHOWN_ID),
            "rule": self.rule, "detail": text(self.detail),
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
