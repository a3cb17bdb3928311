"""Ctrl-C and a second compaction (issue 34 item 11): Ctrl-C inside DuckDB exits 130 like
everywhere else (DuckDB turned it into its own error: exit 2) and leaves no temp file; an
interrupted `events synth` leaves nothing (it left part of the set behind while saying no file
was left half-written); a compaction started while another runs is refused, never a second
Parquet file of the same rows."""
import fcntl
import os
import signal
import threading

from core import modes
from core.cli import main
from core.telemetry import report, rows, storage

from telemetry_helpers import small_store

SLOW = "SELECT count(*) AS n FROM range(3000000000) t(x) WHERE x % 7 = 3"  # seconds, unless interrupted


def _ctrl_c_soon() -> None:
    threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT)).start()


def _files(root) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_ctrl_c_in_the_reports_query_exits_130(tmp_path, capsys, monkeypatch):
    small_store(tmp_path)
    real = report._fetch

    def slow(engine, sql):  # the per-level query runs long, and Ctrl-C comes
        if sql is report.SQL_LEVELS:
            _ctrl_c_soon()
            sql = SLOW
        return real(engine, sql)

    monkeypatch.setattr(report, "_fetch", slow)
    assert main(["report", str(tmp_path)]) == 130
    assert capsys.readouterr().err == "error: interrupted (Ctrl-C); no file was left half-written\n"


def test_ctrl_c_in_compaction_exits_130_and_leaves_the_json_lines(tmp_path, capsys, monkeypatch):
    small_store(tmp_path)
    before = _files(tmp_path)
    real = rows.raw_select

    def slow(src, wanted=None):  # the rows to convert are many, and Ctrl-C comes
        _ctrl_c_soon()
        return f"SELECT * FROM ({real(src, wanted)}), range(200000)"  # seconds, unless interrupted

    monkeypatch.setattr(rows, "raw_select", slow)
    assert main(["events", "compact", str(tmp_path)]) == 130
    assert "interrupted (Ctrl-C)" in capsys.readouterr().err
    assert _files(tmp_path) == sorted(before + [rows.LOCK_FILE])  # no Parquet, temp or set-aside file


def test_ctrl_c_between_compactions_queries_is_not_lost(tmp_path, capsys, monkeypatch):
    # Ctrl-C between two queries interrupts neither, and the database client may keep Python's
    # KeyboardInterrupt for itself (as here): the compaction still stops with 130 and writes nothing
    small_store(tmp_path)
    before = _files(tmp_path)
    real = rows.mark_of

    def ctrl_c_taken(con, relation):
        digest = real(con, relation)
        try:
            signal.raise_signal(signal.SIGINT)
        except KeyboardInterrupt:
            pass
        threading.Event().wait(0.5)  # the signal's watcher thread sees it meanwhile
        return digest

    monkeypatch.setattr(rows, "mark_of", ctrl_c_taken)
    assert main(["events", "compact", str(tmp_path)]) == 130
    assert "interrupted (Ctrl-C)" in capsys.readouterr().err
    assert _files(tmp_path) == sorted(before + [rows.LOCK_FILE])


def test_ctrl_c_in_synth_leaves_nothing(tmp_path, capsys, monkeypatch):
    real = storage.PartitionedLog.append

    def interrupted(self, records):  # the first batch is written, then Ctrl-C
        real(self, records)
        raise KeyboardInterrupt

    monkeypatch.setattr(storage.PartitionedLog, "append", interrupted)
    out = tmp_path / "new" / "set"
    assert main(["events", "synth", "--out", str(out), "--mode", modes.ids()[0], "--per-level", "1"]) == 130
    assert "no file was left half-written" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []  # neither the set, nor its temp folder, nor the folder made for it
    out.mkdir(parents=True)  # an empty folder given: left as it was
    assert main(["events", "synth", "--out", str(out), "--mode", modes.ids()[0], "--per-level", "1"]) == 130
    assert list(tmp_path.rglob("*")) == [tmp_path / "new", out]


def test_a_second_compaction_is_refused_while_one_runs(tmp_path, capsys):
    small_store(tmp_path)
    before = _files(tmp_path)
    fd = os.open(tmp_path / rows.LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # what a running `events compact` holds
        assert main(["events", "compact", str(tmp_path)]) == 2
        err = capsys.readouterr().err
        assert err == (f"error: {tmp_path / rows.LOCK_FILE}: [lock] another `events compact` or `events erase` is "
                       "running on this folder (it holds this lock); run it again once that one ends\n")
        assert main(["events", "compact", "--if-free", str(tmp_path)]) == 0  # the collector's run: quiet
        assert capsys.readouterr().err == ""
        assert _files(tmp_path) == sorted(before + [rows.LOCK_FILE])
    finally:
        os.close(fd)
    assert main(["events", "compact", str(tmp_path)]) == 0
    assert not list(tmp_path.rglob("*.jsonl"))
