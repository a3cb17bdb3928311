"""What City Cat Catch adds to the play events (docs/telemetry.md; its registry entry names the
summary group, ``play_summary``): its summary group (seed 004 §17), the board's city, revision
and seed with every level event (seed 004 §12, §17), its example events, its synthetic players
and its part of the report (each level's median peak tray use)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field, StrictInt

from ...telemetry.fields import EXAMPLE_ENVELOPE, AttemptColumn, Count, PlayData, PlayReport, Slug, Step, strict
from .. import id_of

if TYPE_CHECKING:
    from ...telemetry.synth import Attempt

MODE_ID = id_of(__package__)  # the registry holds the id (core/modes/__init__.py)
FAIL_REASON = "tray-full"  # its fail events' reason


class ToolUsage(BaseModel):
    model_config = strict()
    undo: Count = 0
    remove: Count = 0
    shuffle: Count = 0


class CatSummary(BaseModel):
    """Seed 004 §17 (``timeSpentSec`` is the event's ``activeMs``; ``result`` is its kind)."""

    model_config = strict()
    peakSlotUsage: StrictInt = Field(ge=0, le=7, description="most tray slots filled at once")
    toolUsage: ToolUsage = Field(description="tools used in the attempt, by tool")
    firstFailStep: Step | None = Field(None, description=(
        "taps when the tray first filled: the step of the attempt's first fail, as the simulated "
        "players' firstFailStep counts it (null: none)"))


def simulated_players(rng: random.Random, mode_id: str, level_ids: list[str] | None = None, per_level: int = 1000,
                      revive_rate: float = 0.15) -> list[Attempt]:
    """The core's own simulated players (``policies.simulate``, the same batches the generator
    recorded as ``toolFreePassRate``), ``per_level`` runs of each: each run is one attempt; a
    lost run fails at the tap that filled the tray; some failed players revive and then clear
    or quit. The clean pass rate of the events is the simulated tool-free pass rate exactly."""
    from ... import modes
    from ...telemetry.synth import Attempt
    from .board import Board
    from .policies import PANEL, simulate

    mode = modes.get(mode_id)
    out = []
    for pf in mode.load_packs(mode.shipped_pack_paths()):
        for lv in pf.pack.levels:
            if level_ids is not None and lv.id not in level_ids:
                continue
            board = Board.from_level(lv)
            ctx = {"cityId": lv.cityId, "revision": lv.revision, "seed": lv.seed, "source": "catalog"}
            for policy in PANEL:  # the players toolFreePassRate is measured with
                sim = simulate(board, policy, per_level, False)
                for won, taps, peak in zip(sim["won"], sim["taps"], sim["peak"]):
                    per_tap = rng.randint(700, 2200)
                    a = Attempt(mode_id, lv.id, board.n, "win" if won else "fail", taps, taps * per_tap,
                                dict(ctx), anim_ms=taps * 250)
                    a.summary_group = {"peakSlotUsage": peak, "toolUsage": {"undo": 0, "remove": 0, "shuffle": 0},
                                       "firstFailStep": None if won else taps}
                    if not won:
                        a.fail_step, a.fail_reason = taps, FAIL_REASON
                        if rng.random() < revive_rate:
                            a.revived = True
                            a.outcome = "win" if rng.random() < 0.5 else "quit"
                            extra = board.n - taps
                            a.steps += extra
                            a.active_ms += extra * per_tap
                    if rng.random() < 0.1:
                        a.leave_at = rng.randint(0, max(0, a.steps - 1))
                    a.pauses = [rng.randint(2000, 9000) for _ in range(rng.randint(0, 3))]
                    out.append(a)
    return out


_LEVEL = {**EXAMPLE_ENVELOPE, "mode": MODE_ID, "level": "harbor-4", "source": "catalog", "cityId": "harbor",
          "revision": 1, "seed": "18022784623059643428", "attemptId": "9e8d7c6b5a493827", "attemptNo": 2}
EXAMPLES = (
    {**_LEVEL, "seq": 40, "kind": "level_start", "step": 0, "activeMs": 0, "left": 72, "resumed": False},
    {**_LEVEL, "seq": 52, "kind": "tool", "step": 31, "activeMs": 48200, "left": 41, "tool": "remove"},
    {**_LEVEL, "seq": 62, "kind": "revive", "step": 47, "activeMs": 71000, "left": 25},
    {**_LEVEL, "seq": 61, "kind": "fail", "step": 47, "activeMs": 71000, "left": 25, "reason": FAIL_REASON,
     "summary": {"animMs": 9000, "awayMs": 12000, "pausesMs": [2600],
                 "cat": {"peakSlotUsage": 7, "toolUsage": {"undo": 0, "remove": 1, "shuffle": 0}, "firstFailStep": 47}}},
)

# the most tray slots an attempt filled (its summaries are cumulative: the largest is the last),
# as each level's median over the attempts played
PEAK_SLOTS = AttemptColumn(column="peak", partial="max(summary.cat.peakSlotUsage)", merge="max(peak)",
                           level="median(peak) FILTER (WHERE acted)", level_column="median_peak_slots",
                           key="medianPeakSlots", digits=1)

PLAY_DATA = PlayData(summary=CatSummary, context={"cityId": Slug}, required=("cityId", "revision", "seed"),
                     examples=EXAMPLES, players=simulated_players, report=PlayReport(columns=(PEAK_SLOTS,)),
                     bench_per_level=150)
