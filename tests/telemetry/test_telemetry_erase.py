"""Erasure on request (issue 35 §5): the collector takes a player's erase request, the report never
counts a requested install, and ``events erase`` removes its events from every JSON-lines and
Parquet file (rewritten whole), leaving every other row as it was."""
import json

import duckdb

from core.cli import main
from core.telemetry import erase, report, synth
from core.telemetry.rows import compact
from core.telemetry.storage import PartitionedLog

from telemetry_helpers import Collector, small_store


def _rows(root) -> list[tuple]:
    """(installId, seq) of every stored row, JSON lines and Parquet, outside set-aside/ and erasures/."""
    from core.telemetry.dataset import data_files

    out = []
    for path in data_files(root, ".jsonl"):
        out += [(e["installId"], e["seq"]) for e in map(json.loads, path.read_text().splitlines())]
    parquet = [str(p) for p in data_files(root, ".parquet")]
    if parquet:
        out += duckdb.sql(f"SELECT installId, seq FROM read_parquet({parquet})").fetchall()
    return sorted(out)


def _players(root) -> int:
    return sum(lv["players"] for m in report.build([str(root)], cache=False)["modes"].values() for lv in m["levels"])


def test_the_collector_stores_an_erase_request_and_refuses_a_malformed_one(tmp_path):
    c = Collector(tmp_path / "out")
    try:
        install = "%032x" % 7
        assert c.post(json.dumps({"installIds": [install, install]}).encode(), "application/json",
                      path="/v1/erase") == (200, {"requested": 1})
        for body in [b"{}", b'{"installIds": []}', b'{"installIds": ["ABC"]}', b"[1]",
                     json.dumps({"installIds": [install], "why": "x"}).encode()]:
            status, answer = c.post(body, "application/json", path="/v1/erase")
            assert status == 400 and answer["error"], body
        assert c.post(b"x", "text/plain", path="/v1/erase")[0] == 415
    finally:
        assert "Traceback" not in c.stop()
    assert erase.requested([tmp_path / "out"]) == {install}
    assert [p.parent.name for p in (tmp_path / "out").rglob("*.jsonl")] == ["erasures"]


def test_events_erase_removes_one_player_everywhere_and_nothing_else(tmp_path, capsys):
    root = tmp_path / "c"
    events = small_store(root)
    gone = events[0]["installId"]
    assert compact(str(root))[1] == []  # now Parquet ...
    late = [dict(e, seq=e["seq"] + 10_000) for e in events if e["installId"] == gone][:5]
    synth.write_events(late + [dict(e, seq=e["seq"] + 10_000) for e in events[-3:]], root)  # ... and JSON lines
    before = _rows(root)
    players = _players(root)
    assert any(i == gone for i, _ in before) and {p.suffix for p in root.rglob("part-*")} == {".jsonl", ".parquet"}

    # requested only: the report leaves the player out at once, the files still hold them
    erase.record_requests(root, [gone])
    assert _players(root) < players and _rows(root) == before

    assert main(["events", "erase", str(root), "--requested"]) == 0
    assert "event rows removed" in capsys.readouterr().out
    assert _rows(root) == [r for r in before if r[0] != gone]
    assert not list(root.rglob(".*.tmp")), "no temp file left"
    result = report.build([str(root)], cache=False)
    assert result["inputs"]["badRows"] == 0, "the rewritten Parquet files still pass their check"
    assert _players(root) == sum(lv["players"] for m in result["modes"].values() for lv in m["levels"])


def test_a_part_a_live_collector_writes_is_named_and_left(tmp_path, capsys):
    root = tmp_path / "c"
    events = small_store(root)
    gone = events[0]["installId"]
    log = PartitionedLog(root)  # a live collector's part holding the player's next event
    try:
        line = json.dumps(dict(events[0], seq=99_999)) + "\n"
        log.append([(("2026-12-01", events[0]["mode"]), line.encode())])
        assert main(["events", "erase", str(root), "--install-id", gone]) == 2
        err = capsys.readouterr().err
        assert str(log.parts[("2026-12-01", events[0]["mode"])].path) in err and "[held]" in err
    finally:
        log.close()
    assert [i for i, _ in _rows(root) if i == gone] == [gone], "only the held line is left"
    assert main(["events", "erase", str(root), "--install-id", gone]) == 0
    assert gone not in {i for i, _ in _rows(root)}
    assert main(["events", "erase", str(root), "--install-id", "XYZ"]) == 2
    assert "--install-id takes 32 lowercase hex digits" in capsys.readouterr().err
