"""City Cat Catch's play data (core/modes/city_cat_catch/play_data.py): its summary group's fields
are checked by both validators, its model column, and its part of the report (each level's
median peak tray use) against the synthetic players' own summaries; the report over its simulated
players: the clean pass rate is the simulated tool-free pass rate, and a level planted far easier
than its simulation is the one disagreement."""
import copy
import random
import statistics

import pytest

from core.cli import main
from core.modes import get
from core.modes.city_cat_catch.play_data import FAIL_REASON, PLAY_DATA
from core.modes.city_cat_catch.policies import PANEL
from core.telemetry import report, synth
from core.telemetry.fields import rounded
from core.telemetry.model import model_text, models_for

from tests.telemetry.telemetry_helpers import refusals, set_field, synthetic

MODE_ID = "city-cat-catch"
LEVELS = ["harbor-4", "ridge-6"]
PLANTED = "harbor-6"  # played by players far better than the simulation


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


def _bernoulli(rng, level_id: str, p: float, n: int) -> list:
    """``n`` attempts at a level, each cleared with chance ``p`` (no tool, no revive)."""
    mode = get(MODE_ID)
    level = next(lv for pf in mode.load_packs(mode.shipped_pack_paths()) for lv in pf.pack.levels if lv.id == level_id)
    ctx = {"cityId": level.cityId, "revision": level.revision, "seed": level.seed, "source": "catalog"}
    pieces = len(level.pieces)
    out = []
    for _ in range(n):
        won = rng.random() < p
        steps = pieces if won else rng.randint(10, pieces - 10)
        a = synth.Attempt(MODE_ID, level_id, pieces, "win" if won else "fail", steps, steps * 1500, dict(ctx))
        a.fail_step, a.fail_reason = (None, None) if won else (steps, FAIL_REASON)
        a.summary_group = {"peakSlotUsage": 5 if won else 7, "toolUsage": {"undo": 0, "remove": 0, "shuffle": 0},
                           "firstFailStep": a.fail_step}
        out.append(a)
    return out


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """(the collector folder, the events, its report) of the simulated players on ``LEVELS`` and
    far better ones on ``PLANTED``."""
    rng = random.Random(21)
    attempts = synthetic(MODE_ID, rng, LEVELS, 1000) + _bernoulli(rng, PLANTED, 0.95, 600)
    events, _ = synth.events_of(attempts, seed=22, installs=60, duplicate_rate=0.02)
    root = tmp_path_factory.mktemp("played") / "collected"
    synth.write_events(events, root)
    return root, events, report.build([str(root)])


def test_its_players_fail_revive_quit_win_and_leave(played):
    kinds = {e["kind"] for e in played[1]}
    assert {"fail", "revive", "quit", "win", "app_pause", "app_resume"} <= kinds


def test_the_clean_pass_rate_is_the_simulated_tool_free_pass_rate(played):
    levels = {lv["level"]: lv for lv in played[2]["modes"][MODE_ID]["levels"]}
    for level_id in LEVELS:
        lv = levels[level_id]
        model = models_for(MODE_ID, [(level_id, lv["revision"], lv["seed"])])
        simulated = next(iter(model.values())).pass_rate
        assert lv["ended"] == 1000 * len(PANEL)
        assert lv["cleanPassRate"] == pytest.approx(simulated, abs=5e-5)
        assert lv["model"]["toolFreePassRate"] == simulated
        assert lv["passRate"] > lv["cleanPassRate"]  # some failed players revived and cleared


def test_the_planted_level_is_the_one_disagreement_and_the_table_lists_it(played, capsys):
    found = {(d["mode"], d["level"], d["kind"]) for d in played[2]["disagreements"]}
    assert found == {(MODE_ID, PLANTED, "pass-rate"), (MODE_ID, PLANTED, "off-band")}
    assert main(["report", str(played[0]), "--mode", MODE_ID]) == 0
    out = capsys.readouterr().out
    assert f"== {MODE_ID}" in out and "[pass-rate]" in out
