"""What Hex Tracks contributes to play data (docs/telemetry.md; declared by its registry entry):
the report's model numbers for a level — ``analysis.analyze()``'s score, band (an order of
difficulty) and ``workload.estimatedSeconds`` (a time)."""
from __future__ import annotations

from ...telemetry.model import LevelModel, shipped_levels
from .. import id_of

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
BANDS = ("easy", "advanced", "tough", "challenge")  # analyze()'s bands, easiest first


def _numbers(level) -> dict:
    from .analysis import analyze
    from .board import Board

    a = analyze(Board.from_level(level))
    return {"score": a["score"], "band": a["band"], "estimatedSeconds": a["workload"]["estimatedSeconds"]}


def models(keys, cache) -> dict:
    levels = shipped_levels(MODE_ID)
    out = {}
    for key in keys:
        level = levels.get(key[0])
        if level is None:
            out[key] = LevelModel(note="not a shipped level")
            continue
        n = cache.get(MODE_ID, level, _numbers)
        out[key] = LevelModel(numbers=n, rank=BANDS.index(n["band"]) if n["band"] in BANDS else None,
                              seconds=n["estimatedSeconds"])
    return out


def model_text(level: dict) -> str:
    """The report table's model column: the level's score, band and time estimate."""
    model = level["model"]
    return f"score {model['score']} {model['band']} est {model['estimatedSeconds']} s"
