"""The generated Number Stroke packs beyond the hand-made 26 (issue: 200+ graded levels).

Each pack has a theme (big cells, shapes, unknown starts, odd/even, long boards) given as
generator options, how many odd/even marks its levels carry (a range), and a band of grades
with how many levels of each it holds (fewer of a grade the generator rarely makes; grades are
bands of effort, core/common/path_grade.py); ``build_pack`` makes its levels from fixed seeds
(byte-reproducible) until each grade of the band has its count, and orders
them to rise with rests to the boss, the hardest level (core/common/pack_curve.py, the rule
validate checks). The generator runs take the clue patterns of START_PATTERNS (or
NO_START_PATTERNS) in turn that the pack's range of marks allows, and no pattern fills more than
PATTERN_CAP of a pack (core/common/clue_patterns.py), so a pack mixes 2, 3 and 4 numbers,
levels with no, one and two odd/even marks, and numbers kept far apart with numbers where the
deduction starts.
``python -m core 01-number-stroke content --pack K`` writes a pack file; designers review
(and may hand-edit) what it writes (README, "Designer commands").
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ...common.content_plan import PlanEntry, fill_graded, named_run, pack_file, plan_entry
from .board import Board
from .generate import CLUES, GenerateOptions, generate_level
from .grade import grade
from .schema import MODE_ID


@dataclass(frozen=True)
class PackPlan(PlanEntry):
    sizes: tuple[int, ...]  # N of the levels, cycled
    options: dict  # GenerateOptions beyond the size, the grades, the marks and the pattern
    quotas: dict  # grade -> levels of that grade: the pack's band, the rarer grades fewer
    seed: int = 0
    clues: tuple[int, int] = CLUES  # fewest and most clues a level carries
    marks: tuple[int, int] = (0, 2)  # fewest and most odd/even marks a level carries

    @property
    def count(self) -> int:
        return sum(self.quotas.values())

    @property
    def grades(self) -> tuple[str, ...]:
        return tuple(self.quotas)


def _t(zh: str, en: str) -> dict:
    return {"zh": zh, "en": en}


EASY_START = {"easy": 8, "medium": 12}  # the packs of the mid-size boards
LONG = {"medium": 15, "hard": 5}  # the bigger boards: an easy one is rare past 20 cells
PLAN = (
    PackPlan(4, "big-cells", _t("大格", "Big Cells"), "2x2, 3x3 and bars at the route's crossings",
             (12, 13, 14, 15, 16), {"big_rate": 0.35}, EASY_START),
    PackPlan(5, "shapes", _t("异形", "Shapes"), "I/L/S/T/O pieces change who touches whom",
             (13, 14, 15, 16, 17), {"big_rate": 0.3, "shapes_only": True}, EASY_START),
    PackPlan(6, "no-start", _t("起点未知", "Unknown Start"), "no number 1: find where the route begins",
             (13, 14, 15, 16, 17), {"with_start": False}, EASY_START, seed=4),  # seed 4: 2-4 numbers
    PackPlan(7, "odd-even", _t("奇偶进阶", "Odd and Even"), "one or two odd/even marks, necessary, beside the numbers",
             (12, 13, 14, 15, 16), {}, EASY_START, marks=(1, 2)),
    PackPlan(8, "long", _t("长路", "Long Routes"), "longer boards, gaps that keep growing",
             (20, 21, 22, 23, 24), {}, LONG),
    PackPlan(9, "crossroads", _t("岔路", "Crossroads"), "mixed pieces, harder deductions",
             (16, 17, 18, 19, 20), {"big_rate": 0.25}, LONG),
    PackPlan(10, "no-start-2", _t("无头之路", "Headless Routes"), "unknown starts on bigger boards",
             (18, 19, 20, 21, 22), {"with_start": False, "big_rate": 0.25}, LONG),
    PackPlan(11, "odd-even-2", _t("奇偶高阶", "Odd and Even II"), "necessary odd/even marks on bigger boards",
             (16, 17, 18, 19, 20), {}, LONG, marks=(1, 2)),
    PackPlan(12, "grand", _t("长卷", "Grand Boards"), "the longest boards, graded up to fiendish",
             (24, 25, 26, 27, 28), {"big_rate": 0.25}, {"medium": 6, "hard": 8, "expert": 4, "fiendish": 2}),
)


@dataclass(frozen=True)
class Pattern:
    placement: str  # where added numbers go (GenerateOptions.placement)
    numbers: int
    marks: int


# With a start: 1, the guide and one or two more numbers, or marks in their place (at most four
# clues). Without one: two to four numbers, or one or two of them marks. Run k of a pack takes
# the k-th of those its marks allow (cycled) and the size sizes[k mod 5]: the lists' lengths
# are prime to 5, so every size meets every pattern.
START_PATTERNS = (
    Pattern("spread", 3, 0), Pattern("anchored", 2, 1), Pattern("stepped", 4, 0),
    Pattern("anchored", 3, 0), Pattern("spread", 2, 2), Pattern("anchored", 3, 1),
)
NO_START_PATTERNS = (
    Pattern("spread", 2, 0), Pattern("anchored", 2, 1), Pattern("stepped", 3, 0), Pattern("anchored", 1, 1),
    Pattern("spread", 1, 2), Pattern("anchored", 3, 0), Pattern("stepped", 4, 0),
)
ATTEMPTS_PER_LEVEL = 30  # generator runs a pack may take, per level it holds


def plan_of(pack: int) -> PackPlan:
    return plan_entry(PLAN, pack)


def patterns_of(entry: PackPlan) -> tuple[Pattern, ...]:
    """The clue patterns a pack's runs take in turn: those its range of marks allows."""
    listed = START_PATTERNS if entry.options.get("with_start", True) else NO_START_PATTERNS
    return tuple(p for p in listed if entry.marks[0] <= p.marks <= entry.marks[1])


def run_level(entry: PackPlan, run: int):
    """The level generator run ``run`` of a pack makes (None: no level), from that run alone;
    its teach names the run, so a designer (or a test) can make it again."""
    cells = entry.sizes[run % len(entry.sizes)]
    patterns = patterns_of(entry)
    pattern = patterns[run % len(patterns)]
    rng = random.Random(f"{MODE_ID}:content:{entry.pack}:{entry.seed}:{run}")
    options = GenerateOptions(cells=cells, grades=entry.grades, numbers=pattern.numbers, marks=pattern.marks,
                              placement=pattern.placement, **entry.options)
    return named_run(generate_level(rng, "draft", options), run)


def build_pack(entry: PackPlan) -> dict:
    """The pack of a plan entry: generator runs 0, 1, 2 ... until each grade of the band has
    its quota (byte-reproducible), then ordered to rise with rests to the boss
    (core/common/pack_curve.py); a level whose clue pattern already fills its share of the
    pack (core/common/clue_patterns.py) is passed over."""
    found = fill_graded(entry, ATTEMPTS_PER_LEVEL, run_level, lambda level: grade(Board(level)))
    return pack_file(MODE_ID, entry, [level.model_dump(exclude_none=True) for level, _graded in found])
