"""What City Cat Catch contributes to play data (docs/telemetry.md; declared by its registry
entry): the report's model numbers for a board — the simulated tool-free (and tool-assisted)
pass rate the generator recorded for the shipped board (``policies.batch``), its band
(``gates.band``) and the simulated ``firstFailStep``, for the shipped revision and seed only."""
from __future__ import annotations

from ...telemetry.model import LevelModel, shipped_levels
from .. import id_of

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)


def models(keys, cache) -> dict:
    from .board import Board
    from .gates import band
    from .metrics import board_metrics

    boards = shipped_levels(MODE_ID)
    out = {}
    for key in keys:
        level_id, revision, seed = key
        board = boards.get(level_id)
        if board is None:
            out[key] = LevelModel(note="not a shipped board")
            continue
        if (board.revision, board.seed) != (revision, seed):
            out[key] = LevelModel(note=f"the shipped board is revision {board.revision}, seed {board.seed}")
            continue
        metrics = board.metrics_record()
        if "toolFreePassRate" not in metrics:
            metrics.update(cache.get(MODE_ID, board, lambda lv: board_metrics(Board.from_level(lv))))
        lo, hi = band(board.levelId)
        free = metrics["toolFreePassRate"]
        out[key] = LevelModel(
            numbers={"toolFreePassRate": free, "toolAssistPassRate": metrics.get("toolAssistPassRate"),
                     "firstFailStep": metrics.get("firstFailStep"), "band": [lo, hi]},
            pass_rate=free, band=(lo, hi))
    return out


def model_text(level: dict) -> str:
    """The report table's model column: the players' clean rate beside the simulated one."""
    model = level["model"]
    lo, hi = model["band"]
    clean = "-" if level["cleanPassRate"] is None else f"{level['cleanPassRate']:.3f}"
    return f"clean {clean} vs sim {model['toolFreePassRate']:.3f}, band {lo:.2f}-{hi:.2f}"
