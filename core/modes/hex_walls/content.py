"""The generated Hex Walls packs after the 19 hand-made levels (packs 1-2): the
content plan.

Each pack has a theme (static walls, turning walls, many turning walls) given as generator
options, board sizes that fit a 360 x 640 dp phone with hexes of at least 48 dp (radius 3 at
most, gates.py), and how many levels of each grade of the deduction grader it holds.
``build_pack`` generates levels from fixed seeds (byte-reproducible) until every grade has its
count (grades are bands of effort, core/common/path_grade.py, the same as Number Stroke's),
then orders them to rise with rests to the boss, the hardest (core/common/pack_curve.py, the
rule validate checks). The generator runs take the clue patterns of PATTERNS in turn (how
many numbers and where they go, the walls doing the rest), and no pattern fills more than
PATTERN_CAP of a pack (core/common/clue_patterns.py), so a pack mixes 1 to 4 numbers.
``python -m core 03-hex-walls content --pack K`` writes pack K;
designers review what it writes (docs/hex-walls-runtime.md §4).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...common.content_plan import PlanEntry, fill_graded, named_run, pack_file, plan_entry
from ...common.rng import SeededRng
from .board import HexBoard
from .generate import HexOptions, generate_level
from .grade import grade
from .schema import MODE_ID, level_json

ATTEMPTS_PER_LEVEL = 25  # generator runs a pack may take, per level it holds
MAX_LOOKAHEAD = 40  # assumptions a level may need at most (beyond: too much trial)


@dataclass(frozen=True)
class Shape:
    """A board of the plan: a hexagon of ``radius`` with ``trim`` rim hexes cut away."""

    radius: int
    trim: int
    turning: int = 0


@dataclass(frozen=True)
class PackPlan(PlanEntry):
    shapes: tuple[Shape, ...]  # cycled through, one per generator run
    quotas: dict  # grade -> levels of that grade
    seed: int = 0

    @property
    def count(self) -> int:
        return sum(self.quotas.values())


def _t(zh: str, en: str) -> dict:
    return {"zh": zh, "en": en}


PLAN = (
    PackPlan(3, "walls", _t("墙阵", "Wall Maze"), "static walls only, on bigger boards",
             (Shape(2, 3), Shape(2, 0), Shape(3, 14), Shape(3, 12), Shape(3, 10), Shape(3, 8)),
             {"medium": 6, "hard": 7, "expert": 5, "fiendish": 2}),
    PackPlan(4, "turning-2", _t("转墙进阶", "Turning Walls II"), "one or two turning walls with static walls",
             (Shape(2, 4, 1), Shape(2, 2, 1), Shape(2, 0, 1), Shape(2, 2, 2), Shape(3, 12, 1), Shape(3, 10, 2)),
             {"medium": 4, "hard": 8, "expert": 5, "fiendish": 3}),
    PackPlan(5, "clockwork", _t("齿轮", "Clockwork"), "two turning walls on the biggest boards",
             (Shape(2, 0, 2), Shape(2, 2, 2), Shape(3, 12, 2), Shape(3, 10, 2), Shape(3, 8, 2), Shape(3, 6, 2)),
             {"hard": 5, "expert": 9, "fiendish": 6}, seed=1),  # seed 1: runs that reach four numbers
)


# (numbers shown, the 1 among them; where the first numbers go): run k takes PATTERNS[k mod 5]
# and shapes[k mod 6], so every board meets every pattern
PATTERNS = ((1, "spread"), (2, "anchored"), (3, "spread"), (2, "spread"), (4, "anchored"))


def plan_of(pack: int) -> PackPlan:
    return plan_entry(PLAN, pack)


def run_level(entry: PackPlan, run: int):
    """The level generator run ``run`` of a pack makes (None: no level), from that run alone;
    its teach names the run."""
    shape = entry.shapes[run % len(entry.shapes)]
    numbers, placement = PATTERNS[run % len(PATTERNS)]
    rng = SeededRng(f"{MODE_ID}:content:{entry.pack}:{entry.seed}:{run}")
    options = HexOptions(shape.radius, shape.trim, shape.turning, True, numbers, placement)
    return named_run(generate_level(rng, "draft", options, entry.pack, 1), run)


def build_pack(entry: PackPlan) -> dict:
    """The pack file (JSON-ready) of a plan entry; a level whose clue pattern already fills
    its share of the pack (core/common/clue_patterns.py) is passed over."""
    found = fill_graded(entry, ATTEMPTS_PER_LEVEL, run_level,  # a level past MAX_LOOKAHEAD is not wanted
                        lambda level: grade(HexBoard(level), max_lookahead=MAX_LOOKAHEAD))
    levels = [level_json(level) for level, _graded in found]
    for data, (_level, graded) in zip(levels, found):
        data["teach"] = f"{data['teach']}, grade {graded.grade}"
    return pack_file(MODE_ID, entry, levels)
