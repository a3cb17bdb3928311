"""The generated Number Stroke packs beyond the hand-made 26 (issue: 200+ graded levels).

Each pack has a theme (big cells, shapes, unknown starts, odd/even, long boards) given as
generator options; ``build_pack`` makes its levels from a fixed seed (byte-reproducible),
keeps only levels the deduction grader finishes within the pack's grade band, and orders
them by grade with a rhythm: after each rise in grade comes a rest, the easiest level left.
``python -m core 01-number-stroke content --pack K`` writes a pack file; designers review
(and may hand-edit) what it writes (README, "Designer commands").
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .board import Board
from .generate import GenerateOptions, generate_level
from .grade import grade
from .schema import MODE_ID


@dataclass(frozen=True)
class PackPlan:
    pack: int
    slug: str
    title: dict
    notes: str
    sizes: tuple[int, ...]  # N of the levels, cycled
    options: dict
    count: int = 20
    seed: int = 0


def _t(zh: str, en: str) -> dict:
    return {"zh": zh, "en": en}


PLAN = (
    PackPlan(4, "big-cells", _t("大格", "Big Cells"), "2x2, 3x3 and bars at the route's crossings",
             (12, 13, 14, 15, 16), {"big_rate": 0.35, "grades": ("easy", "medium", "hard")}),
    PackPlan(5, "shapes", _t("异形", "Shapes"), "I/L/S/T/O pieces change who touches whom",
             (13, 14, 15, 16, 17), {"big_rate": 0.3, "shapes_only": True, "grades": ("easy", "medium", "hard")}),
    PackPlan(6, "no-start", _t("起点未知", "Unknown Start"), "no number 1: find where the route begins",
             (13, 14, 15, 16, 17), {"with_start": False, "grades": ("easy", "medium", "hard")}),
    PackPlan(7, "odd-even", _t("奇偶进阶", "Odd and Even"), "one odd/even mark, necessary, beside the numbers",
             (12, 13, 14, 15, 16), {"marks": 1, "grades": ("easy", "medium", "hard")}),
    PackPlan(8, "long", _t("长路", "Long Routes"), "longer boards, gaps that keep growing",
             (20, 21, 22, 23, 24), {"grades": ("medium", "hard", "expert")}),
    PackPlan(9, "crossroads", _t("岔路", "Crossroads"), "mixed pieces, harder deductions",
             (16, 17, 18, 19, 20), {"big_rate": 0.25, "grades": ("medium", "hard", "expert")}),
    PackPlan(10, "no-start-2", _t("无头之路", "Headless Routes"), "unknown starts on bigger boards",
             (18, 19, 20, 21, 22), {"with_start": False, "big_rate": 0.25, "grades": ("medium", "hard", "expert")}),
    PackPlan(11, "odd-even-2", _t("奇偶高阶", "Odd and Even II"), "a necessary odd/even mark on bigger boards",
             (16, 17, 18, 19, 20), {"marks": 1, "grades": ("medium", "hard", "expert")}),
    PackPlan(12, "grand", _t("长卷", "Grand Boards"), "the longest boards, graded up to fiendish",
             (24, 25, 26, 27, 28), {"big_rate": 0.25, "grades": ("hard", "expert", "fiendish")}),
)
GRADE_ORDER = ("easy", "medium", "hard", "expert", "fiendish")
CANDIDATES_PER_LEVEL = 2  # levels generated per place, so the ordering has a choice


def plan_of(pack: int) -> PackPlan:
    for entry in PLAN:
        if entry.pack == pack:
            return entry
    raise KeyError(pack)


def _with_rhythm(graded: list) -> list:
    """Ascending by score, with a rest (the easiest left) after every rise in grade."""
    ordered = sorted(graded, key=lambda item: item[1].score)
    rests = ordered[: len(ordered) // 5]
    main = ordered[len(rests):]
    out = []
    for item in main:
        if out and GRADE_ORDER.index(item[1].grade) > GRADE_ORDER.index(out[-1][1].grade) and rests:
            out.append(item)
            out.append(rests.pop(0))
        else:
            out.append(item)
    return out + rests


def build_pack(entry: PackPlan) -> dict:
    graded = []
    attempt = 0
    while len(graded) < entry.count * CANDIDATES_PER_LEVEL and attempt < entry.count * 20:
        cells = entry.sizes[attempt % len(entry.sizes)]
        rng = random.Random(f"{MODE_ID}:content:{entry.pack}:{entry.seed}:{attempt}")
        attempt += 1
        level = generate_level(rng, "draft", GenerateOptions(cells=cells, **entry.options))
        if level is not None:
            graded.append((level, grade(Board(level))))
    # the best spread of grades: every other candidate in score order
    chosen = sorted(graded, key=lambda item: item[1].score)[:: max(1, len(graded) // entry.count)][: entry.count]
    levels = []
    for index, (level, _report) in enumerate(_with_rhythm(chosen), start=1):
        data = level.model_dump(exclude_none=True)
        data["id"] = f"{entry.pack}-{index}"
        levels.append(data)
    return {
        "mode": MODE_ID, "pack": entry.pack, "title": entry.title,
        "notes": f"{entry.notes}; python -m core {MODE_ID} content --pack {entry.pack}",
        "levels": levels,
    }
