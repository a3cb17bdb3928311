"""The report's intervals and checks on hand-made numbers, and the small play-data commands."""
import json
import math

import pytest

from core.cli import main
from core.telemetry import report
from core.telemetry.fields import level_key
from core.telemetry.model import LevelModel, shipped_with_models
from core.telemetry.stats import median_ranks, wilson, z_of

from telemetry_helpers import examples, first_levels, modes_with_players, synthetic


def test_wilson_interval_known_values():
    lo, hi = wilson(81, 263, z_of(0.95))  # a textbook case: 0.2553 to 0.3662
    assert (round(lo, 4), round(hi, 4)) == (0.2553, 0.3662)
    assert wilson(0, 10, 1.96)[0] == 0.0 and wilson(10, 10, 1.96)[1] == 1.0
    assert wilson(0, 0, 1.96) == (0.0, 1.0)


def test_bonferroni_widens_with_the_number_of_checks():
    assert z_of(0.95) == pytest.approx(1.959964, abs=1e-6)
    assert z_of(0.95, 10) == pytest.approx(2.807034, abs=1e-6)


def test_median_interval_ranks():
    assert median_ranks(5, 1.96) == (None, None)  # too few values for a 95 % interval
    lo, hi = median_ranks(100, 1.96)
    assert (lo, hi) == (40, 61)  # the usual order statistics for n = 100
    assert 1 <= lo < 50 < hi <= 100


@pytest.mark.parametrize("hist, median", [({3: 1}, 3), ({1: 1, 5: 1}, 3), ({2: 3, 9: 1}, 2), ({}, None),
                                           ({4: 2, 6: 2, 10: 1}, 6)])
def test_histogram_median(hist, median):
    assert report._hist_median(hist) == median


def _row(level: str, rank: int, clears: int, ended: int = 400):
    row = {"mode": "m", "level": level, "revision": None, "seed": None, "_model": LevelModel(rank=rank)}
    raw = {"clears": clears, "ended": ended}
    return row, raw


def test_order_check_charges_the_level_out_of_line():
    # ranks rise with difficulty; "c" is rated hardest but passed far more often than all
    rows = [_row("a", 0, 340), _row("b", 1, 300), _row("c", 2, 396), _row("d", 2, 200)]
    raw = {level_key(r): x for r, x in rows}
    flags = report._check_order([r for r, _ in rows], raw, z_of(0.95, 4))
    assert [(f["level"], sorted(f.get("easierThanModel", f.get("harderThanModel")))) for f in flags] == \
        [("c", ["a", "b"])]
    assert "easierThanModel" in flags[0]


def test_rate_check_uses_the_clean_and_the_any_clear_bounds():
    model = LevelModel(pass_rate=0.6, band=(0.5, 0.6))
    row = {"mode": "m", "level": "x", "revision": 1, "seed": "1", "_model": model}
    key = level_key(row)
    # 400 ended, 200 clean clears (0.5) and 260 clears (0.65): 0.6 lies between the bounds
    assert report._check_rate([row], {key: {"ended": 400, "clean_clears": 200, "clears": 260}}, 1.96) == []
    flags = report._check_rate([row], {key: {"ended": 400, "clean_clears": 360, "clears": 380}}, 1.96)
    assert [f["kind"] for f in flags] == ["pass-rate", "off-band"]
    assert "more often" in flags[0]["detail"] and "easier than its band" in flags[1]["detail"]
    assert not math.isnan(flags[0]["interval"][0])


def test_events_check_and_schema_commands(tmp_path, capsys):
    good = tmp_path / "play.jsonl"
    good.write_text("\n".join(json.dumps(e) for e in examples()) + "\n" + '{"kind": "win", "sch')
    assert main(["events", "check", str(good)]) == 0
    out, err = capsys.readouterr()
    assert f"{len(examples())} events, all valid" in out and "partial last line" in err
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(examples()[0]) + "\n" + json.dumps({**examples()[0], "seq": -1}) + "\n")
    assert main(["events", "check", str(bad)]) == 2
    assert capsys.readouterr().err.startswith(f"error: {bad}: [event] line 2: field seq:")
    stored = tmp_path / "stored.jsonl"  # as the collector keeps them: its receipt time added
    stored.write_text("".join(json.dumps({**e, "recvMs": e["utcMs"] + 40}) + "\n" for e in examples()))
    assert main(["events", "check", str(stored)]) == 0
    capsys.readouterr()
    stored.write_text(json.dumps({**examples()[0], "recvMs": "soon"}) + "\n")
    assert main(["events", "check", str(stored)]) == 2
    assert "field recvMs:" in capsys.readouterr().err
    assert main(["events", "schema", "--check"]) == 0
    assert main(["events", "schema"]) == 0
    assert json.loads(capsys.readouterr().out.split("\n", 1)[1])["title"] == "Play event"


def test_a_report_of_few_clears_has_open_time_intervals(tmp_path):
    """Three attempts at each of two levels whose model gives a time (the first mode with
    players whose does): no interval of the median, so no time check, and no crash."""
    import random as _random

    from core.telemetry import synth

    mode_id, levels = next((m, first_levels(m, 2)) for m in modes_with_players()
                           if all(model.seconds for _, model in shipped_with_models(m, first_levels(m, 2))))
    rng = _random.Random(4)
    attempts = synthetic(mode_id, rng, levels, 3)
    events, _ = synth.events_of(attempts, seed=4, installs=2)
    synth.write_events(events, tmp_path / "c")
    result = report.build([str(tmp_path / "c")])
    assert [d for d in result["disagreements"] if d["kind"] == "time"] == []
    assert {lv["level"] for lv in result["modes"][mode_id]["levels"]} == set(levels)
