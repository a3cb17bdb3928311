"""What the path modes add to the play events (docs/telemetry.md), shared by their
``play_data`` modules: the ``path`` summary group and the synthetic players."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from ..telemetry.fields import Count, PlayData, strict

if TYPE_CHECKING:
    from ..telemetry.synth import Attempt

# the synthetic players' chance to clear, by the level's grade
PASS_BY_GRADE = {"easy": 0.95, "medium": 0.88, "hard": 0.78, "expert": 0.68, "fiendish": 0.6, "guess": 0.5}
UNGRADED_PASS = 0.85  # a level without a grade (its mode has no model)


class PathSummary(BaseModel):
    model_config = strict()
    refused: Count = Field(description="steps the board refused")
    longest: Count = Field(description="most cells the line ever covered")


def simulated_players(rng: random.Random, mode_id: str, level_ids: list[str] | None = None, per_level: int = 100,
                      plant: dict | None = None) -> list[Attempt]:
    """A player who clears with a chance by the level's grade (its mode's play model's) and takes
    time by board size. ``plant``: level -> {"pass": p} overriding the chance."""
    from ..telemetry.model import PATH_GRADES, shipped_with_models
    from ..telemetry.synth import Attempt

    out = []
    for lv, model in shipped_with_models(mode_id, level_ids):
        grade = model.numbers.get("grade")
        if grade is None:
            p = UNGRADED_PASS
        elif grade in PATH_GRADES:
            p = PASS_BY_GRADE.get(grade, UNGRADED_PASS)
        else:
            p = 0.5  # a grade the grader does not give
        p = (plant or {}).get(lv.id, {}).get("pass", p)
        n = len(lv.cells)
        for _ in range(per_level):
            won = rng.random() < p
            active = int(n * 2500 * rng.lognormvariate(0.0, 0.4))
            longest = n if won else rng.randint(1, max(1, n - 1))
            steps = longest + rng.randint(0, n)
            outcome = "win" if won else ("quit" if rng.random() < 0.6 else "restart")
            a = Attempt(mode_id, lv.id, n, outcome, steps, active, {"source": "catalog"}, anim_ms=int(active * 0.05))
            a.summary_group = {"refused": rng.randint(0, 5), "longest": longest}
            if rng.random() < 0.25:
                a.hints.append(rng.randint(0, steps))
            for _ in range(rng.randint(0, 2)):
                a.undos.append(rng.randint(0, steps))
            out.append(a)
    return out


PATH_PLAY_DATA = PlayData(summary=PathSummary, players=simulated_players)
