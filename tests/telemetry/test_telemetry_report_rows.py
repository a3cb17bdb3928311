"""Every row the report and the compaction read is checked against the event schema (issue 34
items 9 and 10): 100 seeded mutations of stored rows, as JSON lines and as Parquet, are each
either set aside (kept, named on stderr, exit 2) or counted as the clean rows they are, never a
traceback or an absurd number; the compaction removes a JSON-lines file only once each of its
lines is in Parquet or set aside; a mode naming a path is never opened."""
import json
import os
import random
import shutil
import subprocess
import sys

import duckdb
import pytest

from core import modes
from core.cli import main
from core.errors import LevelFileError
from core.modes.base import LEVELS_ROOT
from core.telemetry.batch import check_line, check_raw
from core.telemetry.dataset import columns, paths_sql, row_check_sql, struct_sql
from core.telemetry.model import models_for
from core.telemetry.rows import compact, row_event

from telemetry_helpers import REPO, small_store

MUTATIONS = 100
DROP = object()


def _mutate(event: dict, rng: random.Random) -> str:
    """One JSON line: the event with one field (at any depth) changed, dropped or added, or the
    line itself broken."""
    line_level = rng.random() < 0.15
    if line_level:
        text = json.dumps(event)
        return rng.choice([text[: len(text) // 2], text.replace('"', "'", 2), text + "x", "[]", "null",
                           json.dumps({**event, "extra": 1}), json.dumps({**event, "kind": "jump"})])
    event = json.loads(json.dumps(event))
    holders = [event]
    if isinstance(event.get("summary"), dict):
        holders.append(event["summary"])
        holders += [v for v in event["summary"].values() if isinstance(v, dict)]
    holder = rng.choice(holders)
    key = rng.choice(sorted(holder))
    value = holder[key]
    new = rng.choice([DROP, None, -1, -(2**62), 2**63, 10**30, 1.5, "5", "", True, [1], {"x": 1}, "../../x/pipe",
                      "a" * 300, "\u0663", (value + 1) if type(value) is int else value])
    if new is DROP:
        del holder[key]
    else:
        holder[key] = new
    return json.dumps(event, ensure_ascii=False)


@pytest.fixture(scope="module")
def mutated(tmp_path_factory):
    """(store of mutated rows, store of only its good rows, the bad lines, every line)."""
    root = tmp_path_factory.mktemp("rows")
    events = small_store(root / "source")
    rng = random.Random(34)
    lines = [json.dumps(e) for e in events]
    for i in rng.sample(range(len(lines)), MUTATIONS):
        lines[i] = _mutate(events[i], rng)
    verdicts = [not check_line(t, n, stored=True)[1] for n, t in enumerate(lines, 1)]
    good = [t for t, ok in zip(lines, verdicts) if ok]
    bad = [t for t, ok in zip(lines, verdicts) if not ok]
    for name, kept in (("mutated", lines), ("clean", good)):
        folder = root / name / "events" / "all"
        folder.mkdir(parents=True)
        (folder / "part.jsonl").write_text("".join(t + "\n" for t in kept), encoding="utf-8")
    return root / "mutated", root / "clean", bad, lines


def _levels(result) -> dict:
    return {(lv["mode"], lv["level"]): lv for m in result["modes"].values() for lv in m["levels"]}


def _report(capsys, folder) -> tuple[int, dict, str]:
    status = main(["report", str(folder), "--json"])
    out, err = capsys.readouterr()
    return status, json.loads(out), err


def test_each_mutated_row_is_set_aside_or_counted_never_a_traceback(mutated, capsys):
    store, clean, bad, _ = mutated
    assert len(bad) > MUTATIONS // 2  # most mutations break the schema; the others are still events
    status, result, err = _report(capsys, store)
    assert status == 2 and "Traceback" not in err
    assert err.startswith(f"error: {store / 'set-aside' / 'events' / 'all' / 'part.jsonl'}: [set-aside] "
                          f"{len(bad)} bad rows (listed below) were left out")
    assert result["inputs"]["badRows"] == len(bad)
    assert all(p["rule"] == "event" and p["detail"].startswith("line ") for p in result["problems"][1:])
    assert len({p["detail"].split(":")[0] for p in result["problems"][1:]}) == len(bad)  # each named
    kept = (store / "set-aside" / "events" / "all" / "part.jsonl").read_text(encoding="utf-8")
    assert kept == "".join(t + "\n" for t in bad)  # each bad row as it was, none dropped
    status, reference, _ = _report(capsys, clean)
    assert status == 0 and reference["problems"] == []
    assert _levels(result) == _levels(reference)  # the good rows give the clean report
    for lv in _levels(result).values():
        assert lv["medianSeconds"] is None or 0 < lv["medianSeconds"] < 3600
        assert lv["passRate"] is None or 0 <= lv["passRate"] <= 1


def test_compaction_keeps_every_line_in_parquet_or_set_aside(mutated, capsys, tmp_path):
    store, clean, bad, lines = mutated
    copy = tmp_path / "store"
    shutil.copytree(store, copy, ignore=shutil.ignore_patterns("set-aside"))
    part = copy / "events" / "all" / "part.jsonl"
    with open(part, "ab") as fh:
        fh.write(b'{"kind": "win", "cut sh')  # a writer killed mid-line: kept too
    assert main(["events", "compact", str(copy)]) == 2
    out, err = capsys.readouterr()
    assert f"{len(bad)} bad rows set aside" in out and "Traceback" not in err
    assert not part.exists()
    parquet = list((copy / "events" / "all").glob("*.parquet"))
    rows = duckdb.connect().execute(f"SELECT count(*) FROM read_parquet({paths_sql(parquet)})").fetchone()[0]
    kept = (copy / "set-aside" / "events" / "all" / "part.jsonl").read_text(encoding="utf-8")
    assert kept == "".join(t + "\n" for t in bad) + '{"kind": "win", "cut sh\n'
    assert rows + len(bad) == len(lines)
    status, result, _ = _report(capsys, copy)
    assert status == 0 and result["inputs"]["parquet"] == 1
    status, reference, _ = _report(capsys, clean)
    assert _levels(result) == _levels(reference)


def test_parquet_rows_are_checked_as_the_collector_checks_them(mutated, capsys, tmp_path):
    """Rows DuckDB can type, written to Parquet by another tool: the SQL check agrees with the
    collector's on every one, and the report sets the bad ones aside."""
    store, _, _, _ = mutated
    folder = tmp_path / "pq" / "events"
    folder.mkdir(parents=True)
    target = folder / "other-tool.parquet"
    con = duckdb.connect()
    con.execute(f"COPY (SELECT * FROM read_json('{store / 'events' / 'all' / 'part.jsonl'}', format='newline_delimited', "
                f"columns={struct_sql(columns())}, ignore_errors=true)) TO '{target}' (FORMAT PARQUET)")
    names = list(columns())
    verdicts = con.execute(f"SELECT {row_check_sql()}, * FROM read_parquet('{target}')").fetchall()
    refused = 0
    for ok, *values in verdicts:
        problems = check_raw(row_event(dict(zip(names, values))), 1, 0, stored=True)[1]
        assert ok == (not problems), (values, problems)
        refused += bool(problems)
    assert 20 < refused < len(verdicts) - 100  # both kinds, many of each
    status, result, err = _report(capsys, tmp_path / "pq")
    assert status == 2 and result["inputs"]["badRows"] == refused and "Traceback" not in err
    kept = (tmp_path / "pq" / "set-aside" / "events" / "other-tool.parquet.jsonl").read_text(encoding="utf-8")
    assert len(kept.splitlines()) == refused
    assert all(p["detail"].startswith("row ") for p in result["problems"][1:])


def test_a_compacted_file_changed_afterwards_is_checked_again(mutated, capsys, tmp_path):
    """Compaction marks its Parquet with its rows' digest; a file rewritten with a changed row
    and the mark copied over is checked row by row."""
    _, clean, _, _ = mutated
    copy = tmp_path / "store"
    shutil.copytree(clean, copy)
    assert compact(str(copy))[1] == []
    source = next((copy / "events" / "all").glob("*.parquet"))
    con = duckdb.connect()
    mark = con.execute(f"SELECT decode(value) FROM parquet_kv_metadata('{source}')").fetchone()[0]
    changed = source.with_name("changed.parquet")
    con.execute(f"COPY (SELECT * REPLACE (CASE WHEN kind = 'win' AND seq % 3 = 0 THEN -1 ELSE activeMs END AS activeMs) "
                f"FROM read_parquet('{source}')) TO '{changed}' (FORMAT PARQUET, KV_METADATA {{'core-events-rows': '{mark}'}})")
    os.replace(changed, source)
    status, result, _ = _report(capsys, copy)
    assert status == 2 and result["inputs"]["badRows"] > 0
    assert {p["detail"].split(": ", 1)[1] for p in result["problems"][1:]} == {
        "field activeMs: Input should be greater than or equal to 0"}


def test_a_mode_naming_a_path_is_never_opened(tmp_path):
    """Item 9: `levels/<mode>` was walked and its files read, so one row naming a FIFO blocked
    the report for ever."""
    os.mkfifo(tmp_path / "pipe.json")
    mode = os.path.relpath(tmp_path / "pipe", LEVELS_ROOT)
    events = small_store(tmp_path / "store")
    win = next(e for e in events if e["kind"] == "win")
    folder = tmp_path / "store" / "events"
    for attempt, name in (("e" * 16, "extra.jsonl"), ("f" * 16, "one.jsonl")):  # attempts of their own
        (folder / name).write_text(json.dumps({**win, "mode": mode, "attemptId": attempt}) + "\n", encoding="utf-8")
    con = duckdb.connect()
    con.execute(f"COPY (SELECT * FROM read_json('{folder / 'one.jsonl'}', format='newline_delimited', "
                f"columns={struct_sql(columns())})) TO '{folder / 'other-tool.parquet'}' (FORMAT PARQUET)")
    (folder / "one.jsonl").unlink()
    done = subprocess.run([sys.executable, "-m", "core", "report", str(tmp_path / "store")], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "2 bad rows (listed below) were left out" in done.stderr
    assert f"field mode: Input should be '{modes.ids()[0]}'" in done.stderr
    assert "[event] row " in done.stderr and "[event] line " in done.stderr
    with pytest.raises(LevelFileError, match="unknown mode"):
        models_for(mode, [("1-1", None, None)])


def test_bad_rows_are_never_written_through_a_link(mutated, capsys, tmp_path):
    store, _, bad, _ = mutated
    copy = tmp_path / "store"
    shutil.copytree(store, copy, ignore=shutil.ignore_patterns("set-aside"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (copy / "set-aside").symlink_to(elsewhere)
    status, result, _ = _report(capsys, copy)
    assert status == 2 and result["inputs"]["setAside"] == [] and not list(elsewhere.iterdir())
    assert result["problems"][0]["detail"].startswith(f"{len(bad)} bad rows (listed below) were left out; they could "
                                                      "not be set aside")
    assert {"file": str(copy / "set-aside"), "level": None, "cell": None, "rule": "set-aside",
            "detail": "is a link or a file; bad rows are never written through one"} in result["problems"]
    assert main(["events", "compact", str(copy)]) == 2  # nothing removed that is not kept
    assert (copy / "events" / "all" / "part.jsonl").exists() and not list(copy.rglob("*.parquet"))
