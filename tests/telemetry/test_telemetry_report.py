"""The report over synthetic play of every mode that declares players (its play_data): the
counts are the truth, unplanted play disagrees with no model, and it reads JSON lines and Parquet
alike (duplicates once, partial lines never). Each mode's planted disagreements and its own numbers
are its tests' (tests/modes/<folder>/test_<mode>_play_data.py)."""
import json
import random
import shutil
import statistics

import pytest

from core.cli import main
from core.telemetry import report, synth
from core.telemetry.rows import compact

from telemetry_helpers import every_mode_play, modes_with_players

LEVELS = 3  # of each mode, its first ones
PER_LEVEL = 100


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    attempts = every_mode_play(random.Random(21), LEVELS, PER_LEVEL)
    events, truth = synth.events_of(attempts, seed=22, installs=60, duplicate_rate=0.02)
    root = tmp_path_factory.mktemp("played")
    synth.write_events(events, root / "collected")
    return root / "collected", events, truth, attempts


@pytest.fixture(scope="module")
def built(played):
    return report.build([str(played[0])])


def _levels(result) -> dict:
    return {(lv["mode"], lv["level"], lv["revision"], lv["seed"]): lv
            for m in result["modes"].values() for lv in m["levels"]}


def _kinds_sent(a: synth.Attempt) -> set[str]:
    """The kinds of the events an attempt is sent as: its start, its marks, a leave (a resumable
    quit, the app paused and resumed), its fail and revive, its end (an open one has none)."""
    marks = {"hint": a.hints, "undo": a.undos, "tool": a.tools, "fail": a.fail_step is not None, "revive": a.revived}
    kinds = {"level_start"} | {kind for kind, sent in marks.items() if sent}
    kinds |= {a.outcome} & {"win", "quit", "restart"}
    return kinds | ({"quit", "app_pause", "app_resume"} if a.leave_at is not None else set())


def test_the_events_hold_duplicates_resumes_and_the_kinds_of_every_attempt(played):
    _, events, _, attempts = played
    keys = [(e["installId"], e["seq"]) for e in events]
    assert len(keys) > len(set(keys))
    assert {e["kind"] for e in events} == set().union(*map(_kinds_sent, attempts))
    assert any(e["kind"] == "level_start" and e["resumed"] for e in events)
    assert {e["mode"] for e in events} == set(modes_with_players())


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


def test_players_as_the_models_say_disagree_with_no_model(built):
    assert sum(m["checkedLevels"] for m in built["modes"].values()) > 0  # some models were checked
    assert built["disagreements"] == []


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
    partial = {"schemaVersion": 1, "kind": "win", "mode": modes_with_players()[0], "level": "1-1", "attemptId": "00"}
    with open(victim, "ab") as fh:
        fh.write(json.dumps(partial).encode()[:-2])  # cut inside the attemptId
    again = report.build([str(copy)])
    assert again["inputs"]["partial"] == [str(victim)]
    assert _levels(again) == _levels(built)


def test_cli_json_human_mode_and_bad_input(played, capsys, tmp_path):
    root = str(played[0])
    first, second = modes_with_players()[:2]
    assert main(["report", root, "--mode", first, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data["modes"]) == [first] and len(data["modes"][first]["levels"]) == LEVELS
    assert main(["report", root, "--mode", second]) == 0
    out = capsys.readouterr().out
    assert f"== {second}" in out and first not in out
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
