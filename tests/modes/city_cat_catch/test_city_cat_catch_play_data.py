"""City Cat Catch's play data (core/modes/city_cat_catch/play_data.py): its summary group's fields
are checked by both validators, its model column, and its part of the report (each level's
median peak tray use) against the synthetic players' own summaries."""
import copy
import random
import statistics

import pytest

from core.modes.city_cat_catch.play_data import PLAY_DATA
from core.telemetry import report, synth
from core.telemetry.fields import rounded
from core.telemetry.model import model_text

from tests.telemetry.telemetry_helpers import refusals, set_field, synthetic

MODE_ID = "city-cat-catch"
LEVELS = ["harbor-4", "ridge-6"]


@pytest.mark.parametrize("path, value", [("summary.cat.peakSlotUsage", 8), ("summary.cat.toolUsage.remove", -1)])
def test_a_broken_summary_field_is_refused_by_both_naming_it(path, value):
    event = set_field(copy.deepcopy(next(e for e in PLAY_DATA.examples if e["kind"] == "fail")), path, value)
    problems, errors = refusals(event)
    assert path in [p.field for p in problems] and errors


def test_the_model_column_shows_the_clean_rate_beside_the_simulated_one():
    cat = {"model": {"band": [0.5, 0.6], "toolFreePassRate": 0.55}, "cleanPassRate": 0.512}
    assert model_text(MODE_ID, cat) == "clean 0.512 vs sim 0.550, band 0.50-0.60"
    assert model_text(MODE_ID, {**cat, "cleanPassRate": None}).startswith("clean - vs sim 0.550")


def test_each_level_s_median_peak_slots_is_the_players_own(tmp_path):
    attempts = synthetic(MODE_ID, random.Random(4), LEVELS, 30)
    events, _ = synth.events_of(attempts, seed=5, installs=20, duplicate_rate=0.05)
    synth.write_events(events, tmp_path / "collected")
    built = report.build([str(tmp_path / "collected")], mode=MODE_ID)
    peaks: dict[tuple, list[int]] = {}
    for a in attempts:
        key = (a.level, a.context["revision"], a.context["seed"])
        peaks.setdefault(key, []).append(a.summary_group["peakSlotUsage"])
    levels = {(lv["level"], lv["revision"], lv["seed"]): lv for lv in built["modes"][MODE_ID]["levels"]}
    assert set(levels) == set(peaks)
    assert any(len(set(p)) > 1 for p in peaks.values())  # the median is a choice among several
    for key, lv in levels.items():
        assert lv["medianPeakSlots"] == rounded(statistics.median(peaks[key]), 1), key
