"""What Hex Tracks adds to the play events (docs/telemetry.md; its registry entry names the
summary group, ``play_summary``): its summary group (seed 003, 工作量与内部时长估计: what
playtests must observe), its example events, its synthetic players and its part of the report
(play_report.py)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, Field, StrictStr

from ...telemetry.fields import EXAMPLE_ENVELOPE, MAX_LIST, Count, Millis, MillisList, PlayData, Step, strict
from .. import id_of
from .play_report import PLAY_REPORT

if TYPE_CHECKING:
    from ...telemetry.synth import Attempt

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
TIME_FACTOR = 1.6  # the synthetic players take the estimated time times this


class FailedTry(BaseModel):
    model_config = strict()
    step: Step
    reason: Literal["blocked", "loop"]
    tile: Annotated[StrictStr, Field(pattern=r"^[A-Za-z0-9_-]{1,16}$")]


class TracksSummary(BaseModel):
    """Seed 003, 工作量与内部时长估计: what playtests must observe."""

    model_config = strict()
    removals: Count
    rotations: Count
    failedTries: Annotated[list[FailedTry], Field(max_length=MAX_LIST)] = Field(
        default_factory=list, description="taps whose tile went back, in order (first 200)")
    removalGapsMs: MillisList = Field(
        default_factory=list, description="active ms between successive successful removals")
    rotationToSuccessMs: MillisList = Field(
        default_factory=list, description="per rotation, active ms until the next successful removal")
    lastTileMs: Millis | None = Field(None, description="active ms with one tile left (null: never reached)")
    lastTileFailedTries: Count | None = None


def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    weights = [rng.expovariate(1.0) for _ in range(parts)]
    s = sum(weights) or 1.0
    return [int(total * w / s) for w in weights]


def simulated_players(rng: random.Random, mode_id: str, level_ids: list[str] | None = None, per_level: int = 200,
                      plant: dict | None = None) -> list[Attempt]:
    """A player who clears with a chance falling with the ``analyze()`` score and takes
    ``estimatedSeconds`` times a factor, with seed 003's observations filled in. ``plant``:
    level -> {"pass": p, "time": factor} overriding the player model."""
    from ...telemetry.model import shipped_with_models
    from ...telemetry.synth import Attempt

    out = []
    for lv, model in shipped_with_models(mode_id, level_ids):
        m = model.numbers
        p = min(0.98, max(0.3, 0.98 - 0.0075 * m["score"]))
        factor = TIME_FACTOR
        planted = (plant or {}).get(lv.id, {})
        p, factor = planted.get("pass", p), factor * planted.get("time", 1.0)
        n = len(lv.tiles)
        tiles = [t.id for t in lv.tiles]
        for _ in range(per_level):
            won = rng.random() < p
            seconds = m["estimatedSeconds"] * factor * rng.lognormvariate(0.0, 0.3)
            if not won:
                seconds *= rng.uniform(0.2, 0.9)
            active = int(seconds * 1000)
            removals = n if won else rng.randint(0, max(0, n - 1))
            rotations = rng.randint(0, 3)
            tries = [{"step": rng.randint(0, n + rotations), "reason": "blocked" if rng.random() < 0.8 else "loop",
                      "tile": rng.choice(tiles)} for _ in range(min(200, int(rng.expovariate(1 / (1 + m["score"] / 20)))))]
            tries.sort(key=lambda t: t["step"])
            steps = removals + rotations + len(tries)
            outcome = "win" if won else ("quit" if rng.random() < 0.7 else "restart")
            a = Attempt(mode_id, lv.id, n, outcome, steps, active, {"source": "catalog"},
                        anim_ms=int(active * 0.12))
            gaps = _split(rng, int(active * 0.8), max(0, removals - 1))
            a.summary_group = {
                "removals": removals, "rotations": rotations, "failedTries": tries, "removalGapsMs": gaps,
                "rotationToSuccessMs": [rng.randint(800, 6000) for _ in range(rotations)],
                "lastTileMs": (gaps[-1] if gaps else active) if won else None,
                "lastTileFailedTries": sum(1 for t in tries if t["step"] >= steps - 2) if won else None,
            }
            if rng.random() < 0.2:
                a.hints.append(rng.randint(0, steps))
            if rng.random() < 0.15:
                a.undos.append(rng.randint(0, steps))
            if rng.random() < 0.08:
                a.leave_at = rng.randint(0, max(0, steps - 1))
            a.pauses = [rng.randint(2000, 15000) for _ in range(rng.randint(0, 4))]
            out.append(a)
    return out


_LEVEL = {**EXAMPLE_ENVELOPE, "mode": MODE_ID, "level": "2-3", "attemptId": "1122334455667788", "attemptNo": 1}
EXAMPLES = (
    {**_LEVEL, "seq": 7, "kind": "hint", "step": 9, "activeMs": 41250, "left": 3},
    {**_LEVEL, "seq": 8, "kind": "undo", "step": 10, "activeMs": 43000, "left": 3},
    {**_LEVEL, "seq": 12, "kind": "win", "step": 14, "activeMs": 52800, "left": 0,
     "summary": {"animMs": 6400, "awayMs": 0, "pausesMs": [3100, 2400],
                 "tracks": {"removals": 9, "rotations": 2,
                            "failedTries": [{"step": 4, "reason": "blocked", "tile": "t5"}],
                            "removalGapsMs": [2100, 3900, 2500, 6100, 1800, 2200, 4000, 3000],
                            "rotationToSuccessMs": [2700, 1900], "lastTileMs": 3000, "lastTileFailedTries": 0}}},
    {**_LEVEL, "seq": 30, "kind": "restart", "step": 6, "activeMs": 20000, "left": 7, "nextAttemptId": "8877665544332211",
     "summary": {"animMs": 1500, "awayMs": 0, "tracks": {"removals": 2, "rotations": 1}}},
    {**EXAMPLE_ENVELOPE, "seq": 14, "kind": "app_resume", "mode": MODE_ID, "level": "2-3",
     "attemptId": "1122334455667788", "awayMs": 45000},
)

PLAY_DATA = PlayData(summary=TracksSummary, examples=EXAMPLES, players=simulated_players, report=PLAY_REPORT,
                     bench_per_level=150)
