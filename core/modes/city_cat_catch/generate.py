"""The level generator (seed 004 §8, §15, §16): a preset + seed -> a board on its difficulty curve.

Each attempt (attempt.py, all draws from ``SeededRng(f"{seed}:{attempt}")``) is checked in
stages, cheapest first, and the first stage that misses ends it:

1. the structural gates (gates.py): §10.2 opening, §11.2 spreading, the exact proof;
2. the tool-free pass rate of stream 0 in the preset's aim window (tuning.py);
3. ``toolAssistPassRate`` at least the §15.1 minimum;
4. the curve gates over the 20 independent streams (mean near the target, 19 of 20 streams
   in the band, significantly harder than the city's previous level when it is given).

A miss in a direction counts towards the §16 chain (tuning.step); after MAX_ATTEMPTS misses
(§15.2: "50 retries and still out: the preset is wrong") ``GenerateError`` names the preset
and the last metric missed. Everything is deterministic: the same seed, preset and easier
level give a byte-identical board.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import gates, tuning
from .attempt import Candidate, Knobs, build_attempt
from .board import Board
from .content import CityManifest, LevelPreset
from .metrics import RUNS, STREAMS, Batch, StreamStats, board_metrics, pass_rates, tool_free_rate
from .solver import Solver

MAX_ATTEMPTS = 50


class GenerateError(Exception):
    def __init__(self, preset: str, metric: str, detail: str):
        self.preset, self.metric, self.detail = preset, metric, detail
        super().__init__(f"{preset}: no board in {MAX_ATTEMPTS} attempts; last miss: {metric} {detail}")


@dataclass
class Generated:
    level: dict  # the board-file level object
    board: Board
    metrics: dict
    stats: StreamStats
    attempts: int


def structural_misses(board: Board, level_id: int) -> tuple[dict, list[tuple[str, str, str]], list[int] | None]:
    """(sight metrics, misses, witness) of the structural gates."""
    sight = gates.sight_metrics(board)
    misses = gates.opening_misses(board, level_id, sight) + gates.spreading_misses(board)
    witness = Solver.for_board(board).solve() if not misses else None
    if not misses and witness is None:
        misses.append(("provedClearable", "the exact solver proved it cannot be cleared without tools", "hard"))
    return sight, misses, witness


def _check(cand: Candidate, city: CityManifest, preset: LevelPreset, runs: int, streams: int,
           easier: StreamStats | None):
    """(misses, sight, witness, stats) of one attempt, stopping at the first stage that misses."""
    board = cand.board
    sight, misses, witness = structural_misses(board, preset.levelId)
    if misses:
        return misses, sight, witness, None
    lo, hi = tuning.aim_window(city, preset)
    rate = tool_free_rate(board, runs)
    if not lo <= rate <= hi:
        side = "below" if rate < lo else "above"
        return [("toolFreePassRate", f"{rate:.3f} {side} the aim [{lo:.3f}, {hi:.3f}]",
                 "hard" if rate < lo else "easy")], sight, witness, None
    assist = Batch.run(board, runs, True).pass_rate
    need = gates.gate(preset.levelId)[2]
    if assist < need:
        return [("toolAssistPassRate", f"{assist:.3f} < {need:.2f}", "hard")], sight, witness, None
    stats = pass_rates(board, streams, runs)
    return gates.curve_misses(stats, preset.levelId, preset.targetPassRate, easier), sight, witness, stats


def generate_board(city: CityManifest, preset: LevelPreset, seed: int, board_id: str, seed_text: str | None = None,
                   runs: int = RUNS, streams: int = STREAMS, easier: StreamStats | None = None) -> Generated:
    chain = tuning.Chain(tuning.knobs_of(preset), preset, city)
    last = ("none", "")
    for attempt in range(MAX_ATTEMPTS):
        cand = build_attempt(city, preset, seed, attempt, chain.knobs, board_id)
        misses, sight, witness, stats = _check(cand, city, preset, runs, streams, easier)
        if not misses:
            return _generated(city, preset, seed, board_id, seed_text, cand, sight, witness, stats, runs)
        metric, detail, direction = misses[0]
        last = (metric, detail)
        chain.miss(direction)
    raise GenerateError(f"{city.cityId} preset {preset.levelId} (revision {preset.revision})", last[0], last[1])


def _generated(city, preset, seed, board_id, seed_text, cand: Candidate, sight, witness, stats: StreamStats,
               runs) -> Generated:
    board = cand.board
    level = {"id": board_id, "cityId": city.cityId, "levelId": preset.levelId, "revision": preset.revision,
             "seed": str(seed)}
    if seed_text is not None:
        level["seedText"] = seed_text
    level["tools"] = preset.tools.as_dict()
    level["returnLanes"] = [list(x) for x in board.lanes]
    level["pieces"] = cand.pieces
    info = {"attempt": cand.attempt + 1, **cand.knobs.describe(), "totalPieces": board.n,
            "initialClickableRatio": round(sight["initialClickableRatio"], 4),
            "pairsInSight": sight["pairsInSight"], "triplesInSight": sight["triplesInSight"],
            "provedClearable": True}
    info.update({k: v for k, v in board_metrics(board, runs).items() if v is not None})
    lo, hi = stats.interval()
    info.update({"passRateMean": round(stats.mean, 4), "passRateLow": round(lo, 4), "passRateHigh": round(hi, 4),
                 "streamsInBand": stats.inside(*gates.band(preset.levelId)), "witnessLength": len(witness)})
    level["metrics"] = info
    return Generated(level, board, info, stats, cand.attempt + 1)


def rebuild(city: CityManifest, preset: LevelPreset, seed: int, level_id: str, record: dict) -> Candidate | None:
    """The attempt a board's metrics record (attempt number and knobs), rebuilt from its seed."""
    knobs = Knobs.from_record(record)
    if knobs is None or not isinstance(record.get("attempt"), int) or record["attempt"] < 1:
        return None
    return build_attempt(city, preset, seed, record["attempt"] - 1, knobs, level_id)
