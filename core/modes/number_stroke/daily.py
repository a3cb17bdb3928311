"""The daily puzzle of Number Stroke: one level a day, the same for everyone on a date.

Generating on the device would need the generator and the solver in GDScript, so the game
ships a baked calendar instead (``levels/01-number-stroke.daily.json``): every level of it
generated here from the date alone, graded and checked unique, with the clue rules of the packs
(2-4 clues; only the start 1 and the guide may be unneeded, generate.py). The weekday sets the
size and the grade band (easy early in the week, harder at the weekend); the date's parity the
clue pattern. A date past the calendar's
end maps to the calendar day ``fnv1a64(date) mod days`` (core.common.rng), so every device
still agrees (docs/number-stroke-runtime.md §5).
"""
from __future__ import annotations

import datetime as dt
import random

from ...common.rng import fnv1a64
from .bake import bake_level
from .generate import GenerateOptions, generate_level
from .schema import MODE_ID

CALENDAR_FORMAT = 1
# Monday .. Sunday: (cells, grade band, with a start); the grades are bands of effort
# (core/common/path_grade.py), so the week climbs from a quick easy level to the weekend's
# bigger boards (a Sunday band without medium took a minute a day to generate: hard is rare
# at 20 cells)
WEEK = (
    (12, ("easy",), True), (13, ("easy", "medium"), True), (14, ("medium",), True),
    (15, ("medium",), True), (16, ("medium", "hard"), False), (18, ("medium", "hard"), True),
    (20, ("medium", "hard", "expert"), True),
)
TRIES = 40


def day_seed(date: str) -> str:
    return f"{date}:daily:{MODE_ID}"


def daily_level(date: str):
    """The level of one date (ISO ``YYYY-MM-DD``); deterministic for the date."""
    day = dt.date.fromisoformat(date)
    cells, grades, with_start = WEEK[day.weekday()]
    # every other day the numbers go where the deduction starts (the packs' clue patterns)
    options = GenerateOptions(cells=cells, with_start=with_start, grades=grades,
                              placement="anchored" if day.toordinal() % 2 == 1 else "spread")
    for attempt in range(TRIES):
        rng = random.Random(f"{day_seed(date)}:{attempt}")
        level = generate_level(rng, f"daily-{date}", options)
        if level is not None:
            return level
    raise RuntimeError(f"no daily level for {date} in {TRIES} tries")  # never seen: a bug to report


def build_calendar(first: str, days: int) -> dict:
    start = dt.date.fromisoformat(first)
    entries = []
    for offset in range(days):
        date = (start + dt.timedelta(days=offset)).isoformat()
        level = daily_level(date)
        entries.append({**bake_level(level, 0, offset + 1), "date": date})
    return {"format": CALENDAR_FORMAT, "mode": MODE_ID, "from": first, "days": entries}


def calendar_index(calendar: dict, date: str) -> int:
    """Where a date's level sits in the calendar (the GDScript port does the same)."""
    offset = (dt.date.fromisoformat(date) - dt.date.fromisoformat(calendar["from"])).days
    if 0 <= offset < len(calendar["days"]):
        return offset
    return fnv1a64(day_seed(date)) % len(calendar["days"])
