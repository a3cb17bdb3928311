"""Loading a Number Stroke pack file: the models, then the whole-board rules, every problem
located (file, level, cell, rule)."""
from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from ...errors import LevelFileError, Problem
from ...jsonio import read_json
from ..pack_errors import problems_from_validation
from .board import structure_problems
from .schema import Pack


def parse_pack(raw, file: str) -> Pack:
    """Validate already-parsed JSON as a pack; raise LevelFileError with every problem."""
    try:
        pack = Pack.model_validate(raw)
    except ValidationError as exc:
        raise LevelFileError(problems_from_validation(raw, exc, file)) from None
    problems = []
    seen_ids: set[str] = set()
    for position, level in enumerate(pack.levels, start=1):
        expected = f"{pack.pack}-{position}"
        if level.id in seen_ids:
            problems.append(Problem("duplicate-level-id", "another level has this id", level.id))
        elif level.id != expected:
            problems.append(
                Problem(
                    "level-id-order",
                    f"level {position} of pack {pack.pack} must be named '{expected}'",
                    level.id,
                )
            )
        seen_ids.add(level.id)
        problems.extend(structure_problems(level))
    if problems:
        for p in problems:
            p.file = file
        raise LevelFileError(problems)
    return pack


def load_pack(path: str | Path) -> Pack:
    return parse_pack(read_json(path), str(path))
