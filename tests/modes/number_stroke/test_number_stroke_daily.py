"""The daily calendar: one unique, graded level per date, regenerated from the date alone."""
import datetime as dt
import json

from core.common.rng import fnv1a64
from core.hamilton import count_paths
from core.modes.number_stroke.bake import bake_level
from core.modes.number_stroke.catalog import DAILY_FILE
from core.modes.number_stroke.daily import WEEK, build_calendar, calendar_index, daily_level
from core.modes.number_stroke.session import SessionLevel

CALENDAR = json.loads(DAILY_FILE.read_text(encoding="utf-8"))


def test_the_calendar_has_a_level_for_every_day_in_order():
    first = dt.date.fromisoformat(CALENDAR["from"])
    days = CALENDAR["days"]
    assert len(days) >= 365 and CALENDAR["mode"] == "01-number-stroke"
    assert [d["date"] for d in days] == [(first + dt.timedelta(i)).isoformat() for i in range(len(days))]
    assert len({d["id"] for d in days}) == len(days)


def test_every_day_is_unique_graded_in_its_weekday_band_and_its_hint_path_solves_it():
    from core.hamilton import PathProblem

    for day in CALENDAR["days"]:
        level = SessionLevel.from_baked(day)
        problem = PathProblem.build(level.adjacency, level.clue, level.parity)
        assert count_paths(problem, 2).count == 1, day["date"]
        assert problem.is_solution(day["hintPath"])
        cells, grades, _ = WEEK[dt.date.fromisoformat(day["date"]).weekday()]
        assert len(day["cells"]) == cells and day["grade"] in grades, day["date"]


def test_every_day_carries_two_to_four_clues_and_only_the_start_and_guide_can_go():
    """2-4 clues; a number that can go alone is the start 1 or the guide (the first number
    after 1, at step 4-7), which the level design keeps (docs/rules/number-stroke.md)."""
    from core.hamilton import PathProblem

    for day in CALENDAR["days"]:
        level = SessionLevel.from_baked(day)
        numbers = sorted(c for c in level.clue if c)
        assert 2 <= len(numbers) + sum(1 for p in level.parity if p) <= 4, day["date"]
        allowed = {1, numbers[1]} if numbers[0] == 1 and numbers[1] in range(4, 8) else set()
        for node, number in enumerate(level.clue):
            if number and number not in allowed:
                dropped = tuple(0 if v == node else c for v, c in enumerate(level.clue))
                problem = PathProblem.build(level.adjacency, dropped, level.parity)
                assert count_paths(problem, 2).count > 1, (day["date"], number)


def test_days_regenerate_from_the_date_alone():
    for offset in (0, 37, len(CALENDAR["days"]) - 1):
        date = CALENDAR["days"][offset]["date"]
        baked = bake_level(daily_level(date), 0, offset + 1)
        committed = {k: v for k, v in CALENDAR["days"][offset].items() if k != "date"}
        assert baked == committed, date
    small = build_calendar(CALENDAR["from"], 2)
    assert small["days"] == CALENDAR["days"][:2]


def test_dates_outside_the_calendar_map_into_it_the_same_way_everywhere():
    inside = CALENDAR["days"][5]["date"]
    assert calendar_index(CALENDAR, inside) == 5
    later = [calendar_index(CALENDAR, f"2031-0{m}-1{d}") for m in range(1, 10) for d in range(10)]
    assert all(0 <= i < len(CALENDAR["days"]) for i in later) and len(set(later)) > 40
    # the documented rule, which the GDScript port follows: FNV-1a of "<date>:daily:<mode>"
    assert calendar_index(CALENDAR, "1999-01-01") == fnv1a64("1999-01-01:daily:01-number-stroke") % len(CALENDAR["days"])
