"""The report over synthetic play built from the simulators: it reproduces the known pass rates
and counts, finds the planted disagreements and nothing else, and reads JSON lines and Parquet
alike (duplicates once, partial lines never)."""
import json
import random
import shutil
import statistics

import pytest

from core.cli import main
from core.modes.city_cat_catch.policies import PANEL
from core.modes.hex_tracks.play_data import TIME_FACTOR
from core.telemetry import report, synth
from core.telemetry.model import models_for
from core.telemetry.rows import compact

from telemetry_helpers import synthetic

CAT_SIMULATED = ["harbor-4", "ridge-6"]
CAT_PLANTED = "harbor-6"  # played by players far better than the simulation
TRACKS = ["1-1", "1-5", "2-1", "2-2", "2-3", "3-5"]
TRACKS_PLANT = {"3-5": {"pass": 0.2}, "2-2": {"time": 3.0}}  # an easy level few pass; a slow one
PATH = ["1-1", "2-3"]


def _cat_bernoulli(rng, level_id: str, p: float, n: int) -> list:
    from core.modes import get

    mode = get("city-cat-catch")
    level = next(lv for pf in mode.load_packs(mode.shipped_pack_paths()) for lv in pf.pack.levels if lv.id == level_id)
    ctx = {"cityId": level.cityId, "revision": level.revision, "seed": level.seed, "source": "catalog"}
    pieces = len(level.pieces)
    out = []
    for _ in range(n):
        won = rng.random() < p
        steps = pieces if won else rng.randint(10, pieces - 10)
        a = synth.Attempt("city-cat-catch", level_id, pieces, "win" if won else "fail", steps, steps * 1500, dict(ctx))
        a.fail_step, a.fail_reason = (None, None) if won else (steps, "tray-full")
        a.summary_group = {"peakSlotUsage": 5 if won else 7, "toolUsage": {"undo": 0, "remove": 0, "shuffle": 0},
                           "firstFailStep": a.fail_step}
        out.append(a)
    return out


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    rng = random.Random(21)
    attempts = synthetic("city-cat-catch", rng, CAT_SIMULATED, 1000)
    attempts += _cat_bernoulli(rng, CAT_PLANTED, 0.95, 600)
    attempts += synthetic("hex-tracks", rng, TRACKS, 200, plant=TRACKS_PLANT)
    attempts += synthetic("01-number-stroke", rng, PATH, 120)
    events, truth = synth.events_of(attempts, seed=22, installs=60, duplicate_rate=0.02)
    root = tmp_path_factory.mktemp("played")
    synth.write_events(events, root / "collected")
    return root / "collected", events, truth


@pytest.fixture(scope="module")
def built(played):
    return report.build([str(played[0])])


def _levels(result) -> dict:
    return {(lv["mode"], lv["level"], lv["revision"], lv["seed"]): lv
            for m in result["modes"].values() for lv in m["levels"]}


def test_the_events_hold_duplicates_resumes_revives_and_restarts(played):
    _, events, _ = played
    keys = [(e["installId"], e["seq"]) for e in events]
    assert len(keys) > len(set(keys))
    kinds = {e["kind"] for e in events}
    assert {"revive", "restart", "app_pause", "app_resume", "hint", "undo", "fail", "quit", "win"} <= kinds
    assert any(e["kind"] == "level_start" and e["resumed"] for e in events)


def test_cat_clean_pass_rate_is_the_simulated_tool_free_pass_rate(built):
    levels = _levels(built)
    for level_id in CAT_SIMULATED:
        lv = next(v for k, v in levels.items() if k[1] == level_id)
        model = models_for("city-cat-catch", [(level_id, lv["revision"], lv["seed"])])
        simulated = next(iter(model.values())).pass_rate
        assert lv["ended"] == 1000 * len(PANEL)
        assert lv["cleanPassRate"] == pytest.approx(simulated, abs=5e-5)
        assert lv["model"]["toolFreePassRate"] == simulated
        assert lv["passRate"] > lv["cleanPassRate"]  # some failed players revived and cleared


def test_every_count_is_the_truth(built, played):
    truth = played[2]
    levels = _levels(built)
    assert set(levels) == set(truth.starts)
    for key, lv in levels.items():
        assert lv["starts"] == truth.starts[key], key
        assert lv["ended"] == truth.ended[key], key
        assert lv["clears"] == truth.clears[key], key
        assert lv["cleanClears"] == truth.clean[key], key
        assert lv["hint"]["attempts"] == truth.hint_attempts[key], key
        wins = truth.win_seconds.get(key)
        assert lv["medianSeconds"] == (pytest.approx(statistics.median(wins), abs=0.006) if wins else None), key
        hist = {str(k): v for k, v in sorted(truth.first_fail.get(key, {}).items())}
        assert lv["firstFailStep"]["histogram"] == hist, key
        if hist:
            steps = [int(k) for k, v in hist.items() for _ in range(v)]
            assert lv["firstFailStep"]["median"] == statistics.median(steps)


def test_the_planted_disagreements_are_found_and_nothing_else(built):
    found = {(d["mode"], d["level"], d["kind"]) for d in built["disagreements"]}
    assert found == {
        ("city-cat-catch", CAT_PLANTED, "pass-rate"),
        ("city-cat-catch", CAT_PLANTED, "off-band"),
        ("hex-tracks", "3-5", "order"),  # easy, yet passed less than the levels rated harder
        ("hex-tracks", "2-2", "time"),  # three times slower than its estimate says
    }
    order = next(d for d in built["disagreements"] if d["level"] == "3-5")
    assert set(order["harderThanModel"]) == {"2-1", "2-2", "2-3"}
    calibration = built["modes"]["hex-tracks"]["timeCalibration"]
    assert calibration == pytest.approx(TIME_FACTOR, rel=0.1)


def test_the_same_events_twice_count_once(played, built):
    twice = report.build([str(played[0]), str(played[0])])
    assert _levels(twice) == _levels(built)


def test_parquet_after_compaction_reads_the_same(played, built, tmp_path):
    copy = tmp_path / "copy"
    shutil.copytree(played[0], copy)
    done, problems = compact(str(copy))
    assert done and not problems and not list(copy.rglob("*.jsonl")) and list(copy.rglob("*.parquet"))
    again = report.build([str(copy)])
    assert again["inputs"]["parquet"] == len(done) and again["inputs"]["jsonl"] == 0
    assert _levels(again) == _levels(built)
    assert again["disagreements"] == built["disagreements"]


def test_a_partial_last_line_is_never_an_event(played, built, tmp_path):
    copy = tmp_path / "copy"
    shutil.copytree(played[0], copy)
    victim = sorted(copy.rglob("*.jsonl"))[0]
    with open(victim, "ab") as fh:
        fh.write(b'{"schemaVersion": 1, "kind": "win", "mode": "hex-tracks", "level": "1-1", "attemptId": "00')
    again = report.build([str(copy)])
    assert again["inputs"]["partial"] == [str(victim)]
    assert _levels(again) == _levels(built)


def test_cli_json_human_mode_and_bad_input(played, capsys, tmp_path):
    root = str(played[0])
    assert main(["report", root, "--mode", "hex-tracks", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data["modes"]) == ["hex-tracks"] and len(data["modes"]["hex-tracks"]["levels"]) == len(TRACKS)
    assert main(["report", root, "--mode", "city-cat-catch"]) == 0
    out = capsys.readouterr().out
    assert "== city-cat-catch" in out and "[pass-rate]" in out and "hex-tracks" not in out
    assert main(["report", str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err.startswith(f"error: {tmp_path / 'nowhere'}: [folder] no such folder")
    (tmp_path / "empty").mkdir()
    assert main(["report", str(tmp_path / "empty")]) == 2
    assert "holds no event files" in capsys.readouterr().err
    broken = tmp_path / "broken"
    shutil.copytree(played[0], broken)
    victim = sorted(broken.rglob("*.jsonl"))[0]
    lines = victim.read_text().split("\n")
    lines.insert(1, '{"seq": "not a number"')
    victim.write_text("\n".join(lines))
    assert main(["report", str(broken)]) == 2  # the report of the other rows, and the bad one named
    out, err = capsys.readouterr()
    assert "1 bad rows (listed on stderr) were left out" in out
    assert f"{victim}: [event] line 2: not valid JSON" in err and "Traceback" not in err


def test_the_warehouse_sql_gives_the_same_levels(played, built):
    """`events sql` is plain SQL over one table: loaded with the events, it gives the report's
    per-level counts."""
    import duckdb

    from core.telemetry.dataset import find_sources, raw_select
    from core.telemetry.engines import DUCKDB_SHIMS
    from core.telemetry.report import warehouse_sql

    con = duckdb.connect()
    con.execute(DUCKDB_SHIMS)  # Spark's explode, the one function DuckDB names otherwise
    statements = [s for s in warehouse_sql("play_events").split(";\n") if s.strip()]
    con.execute(statements[0])
    con.execute(f"INSERT INTO play_events SELECT *, to_timestamp(recvMs // 1000)::DATE "
                f"FROM ({raw_select(find_sources([str(played[0])]))})")  # date: the partition column
    levels = None
    for statement in statements[1:]:
        cur = con.execute(statement)
        if statement.lstrip().startswith("SELECT") and "starts" in statement and levels is None:
            names = [d[0] for d in cur.description]
            levels = [dict(zip(names, r)) for r in cur.fetchall()]
    got = {(r["mode"], r["level"], r["revision"], r["seed"]): (r["starts"], r["ended"], r["clears"]) for r in levels}
    want = {k: (v["starts"], v["ended"], v["clears"]) for k, v in _levels(built).items()}
    assert got == want
