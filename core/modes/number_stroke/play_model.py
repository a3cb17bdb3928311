"""What Number Stroke contributes to play data (docs/telemetry.md; declared by its registry
entry): the report's model numbers for a level — the deduction grade (``grade.grade``; a daily
level's baked grade from the calendar), an order of difficulty."""
from __future__ import annotations

import json

from ...telemetry.model import PATH_GRADES, LevelModel, shipped_levels
from .. import id_of

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)


def _numbers(level) -> dict:
    from .board import Board
    from .grade import grade

    report = grade(Board(level))
    return {"grade": report.grade, "gradeScore": report.score}


def models(keys, cache) -> dict:
    from ..base import LEVELS_ROOT

    levels = shipped_levels(MODE_ID)
    daily = {}
    calendar = LEVELS_ROOT / f"{MODE_ID}.daily.json"
    if calendar.exists():
        daily = {d["id"]: d.get("grade") for d in json.loads(calendar.read_text(encoding="utf-8")).get("days", [])}
    out = {}
    for key in keys:
        level = levels.get(key[0])
        if level is not None:
            n = cache.get(MODE_ID, level, _numbers)
        elif daily.get(key[0]):
            n = {"grade": daily[key[0]]}
        else:
            out[key] = LevelModel(note="not a shipped level")
            continue
        rank = PATH_GRADES.index(n["grade"]) if n["grade"] in PATH_GRADES else None
        out[key] = LevelModel(numbers=n, rank=rank)
    return out
