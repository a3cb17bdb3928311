"""Hex Tracks' play data (core/modes/hex_tracks/play_data.py, play_report.py): its summary
group's fields are checked by both validators, its model column, and its part of the report
(each level's ``tracks`` section: seed 003's playtest observations) against the synthetic
players' own summaries; the report over its players with two levels planted (one easy level few
pass, one slow level) finds those two and nothing else, and calibrates the time estimate to the
players' factor."""
import copy
import random
import statistics

import pytest

from core.modes.hex_tracks.play_data import PLAY_DATA, TIME_FACTOR
from core.telemetry import fields, report, synth
from core.telemetry.model import model_text, shipped_with_models

from tests.telemetry.telemetry_helpers import refusals, set_field, synthetic

MODE_ID = "hex-tracks"
LEVELS = ["1-1", "2-3", "3-5"]
PLANTED_AMONG = ["1-1", "1-5", "2-1", "2-2", "2-3", "3-5"]
PLANT = {"2-1": {"pass": 0.2}, "2-2": {"time": 3.0}}  # an easy level few pass; a slow one


@pytest.mark.parametrize("path, value, field", [
    ("summary.tracks.failedTries", [{"step": 1, "reason": "bored", "tile": "t1"}],
     "summary.tracks.failedTries.0.reason"),
    ("summary.tracks.removalGapsMs", [1] * (fields.MAX_LIST + 1), "summary.tracks.removalGapsMs"),
])
def test_a_broken_summary_field_is_refused_by_both_naming_it(path, value, field):
    event = set_field(copy.deepcopy(next(e for e in PLAY_DATA.examples if e["kind"] == "win")), path, value)
    problems, errors = refusals(event)
    assert field in [p.field for p in problems] and errors


def test_the_model_column_shows_score_band_and_estimate():
    assert model_text(MODE_ID, {"model": {"score": 41, "band": "tough", "estimatedSeconds": 95}}) == \
        "score 41 tough est 95 s"


def test_seed_003_observations_are_the_players_own(tmp_path):
    attempts = synthetic(MODE_ID, random.Random(8), LEVELS, 60)
    events, _ = synth.events_of(attempts, seed=9, installs=20, duplicate_rate=0.05)
    synth.write_events(events, tmp_path / "collected")
    built = report.build([str(tmp_path / "collected")], mode=MODE_ID)
    levels = {lv["level"]: lv for lv in built["modes"][MODE_ID]["levels"]}
    assert set(levels) == set(LEVELS)
    for level_id, lv in levels.items():
        played = [a.summary_group for a in attempts if a.level == level_id]
        won = [a.summary_group for a in attempts if a.level == level_id and a.outcome == "win"]
        tries = [t["reason"] for s in played for t in s["failedTries"]]
        gaps = {name: [g for s in won for g in s[name]] for name in ("removalGapsMs", "rotationToSuccessMs")}
        assert lv["tracks"] == {
            "removalGapMs": fields.rounded(statistics.median(gaps["removalGapsMs"]), 0),
            "rotationToSuccessMs": fields.rounded(statistics.median(gaps["rotationToSuccessMs"]), 0),
            "lastTileMs": fields.rounded(statistics.median(s["lastTileMs"] for s in won), 0),
            "lastTileFailedTries": pytest.approx(statistics.mean(s["lastTileFailedTries"] for s in won), abs=0.006),
            "failedTriesPerAttempt": pytest.approx(statistics.mean(len(s["failedTries"]) for s in played), abs=0.006),
            "failedTryReasons": {"blocked": tries.count("blocked"), "loop": tries.count("loop")},
        }, level_id
        assert lv["tracks"]["failedTryReasons"]["blocked"] > lv["tracks"]["failedTryReasons"]["loop"] > 0


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    """(the events, the report) of its players on ``PLANTED_AMONG``, ``PLANT`` planted."""
    attempts = synthetic(MODE_ID, random.Random(21), PLANTED_AMONG, 200, plant=PLANT)
    events, _ = synth.events_of(attempts, seed=22, installs=60, duplicate_rate=0.02)
    root = tmp_path_factory.mktemp("planted") / "collected"
    synth.write_events(events, root)
    return events, report.build([str(root)])


def test_its_players_restart_use_hints_and_undos_and_leave(planted):
    kinds = {e["kind"] for e in planted[0]}
    assert {"restart", "hint", "undo", "quit", "win", "app_pause", "app_resume"} <= kinds


def test_the_planted_levels_are_the_disagreements_and_the_time_is_calibrated(planted):
    built = planted[1]
    found = {(d["mode"], d["level"], d["kind"]) for d in built["disagreements"]}
    assert found == {
        (MODE_ID, "2-1", "order"),  # easy, yet passed less than the levels rated harder
        (MODE_ID, "2-2", "time"),  # three times slower than its estimate says
    }
    order = next(d for d in built["disagreements"] if d["level"] == "2-1")
    rank = {level.id: model.rank for level, model in shipped_with_models(MODE_ID, PLANTED_AMONG)}
    harder = {level for level in PLANTED_AMONG if rank[level] > rank["2-1"]}
    assert harder and set(order["harderThanModel"]) == harder
    assert built["modes"][MODE_ID]["timeCalibration"] == pytest.approx(TIME_FACTOR, rel=0.1)
