"""``python -m core collect`` in a child process on 127.0.0.1: batches good and bad, concurrency,
a kill -9 that loses no acknowledged event, and what it prints (issue 34, item 8: an IPv6
address announced without brackets, the CLI's heartbeat every 10 s forever)."""
import datetime as dt
import gzip
import json
import os
import random
import signal
import socket
import threading
import time
import zlib

import pytest

from core import modes, progress
from core.cli import main
from core.telemetry import collector as collector_module
from core.telemetry import schema
from core.telemetry.storage import APP_PARTITION, repair

from telemetry_helpers import Collector, examples, fresh_events, health, send, serve_here, stored_lines


def _key(e):
    return (e["installId"], e["seq"])


@pytest.fixture
def collector(tmp_path):
    c = Collector(tmp_path / "collected")
    yield c
    if c.proc.poll() is None:
        c.stop()


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One collector for the tests that tell their events apart by install id."""
    c = Collector(tmp_path_factory.mktemp("shared") / "collected")
    yield c
    c.stop()


def _stored(c, installs) -> list[dict]:
    return [e for e in stored_lines(c.out) if e["installId"] in installs]


def test_listens_on_this_machine_only_by_default(shared):
    assert shared.url.startswith("http://127.0.0.1:")
    assert shared.post(b"", path="/v1/health", method="GET") == (200, {"ok": True, "schemaVersion": 1})


def test_a_good_batch_is_stored_whole_by_date_and_mode(collector):
    events = examples()
    assert collector.send(events) == (200, {"accepted": len(events)})
    lines = stored_lines(collector.out)
    assert sorted(_key(e) for e in lines) == sorted(_key(e) for e in events)
    for line in lines:
        sent = next(e for e in events if e["seq"] == line["seq"])
        assert {k: v for k, v in line.items() if k != "recvMs"} == _defaults(sent)
        assert _holds(line, sent)
        assert isinstance(line["recvMs"], int)
    for path in collector.out.rglob("*.jsonl"):  # by the date received, not the device's
        rows = [json.loads(x) for x in path.read_text().splitlines()]
        assert {f"date={_day(r['recvMs'])}/mode={r.get('mode') or APP_PARTITION}" for r in rows} == \
            {f"{path.parent.parent.name}/{path.parent.name}"}


def _day(ms: int) -> str:
    return dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc).date().isoformat()


def _holds(stored, sent) -> bool:
    """Everything sent is stored as sent (the schema's defaults may be added)."""
    if isinstance(sent, dict):
        return isinstance(stored, dict) and all(k in stored and _holds(stored[k], v) for k, v in sent.items())
    return stored == sent and type(stored) is type(sent)


def _defaults(event: dict) -> dict:
    """Fields the schema fills in when the game leaves them out (stored explicitly)."""
    return schema.EVENT.validate_python(event).model_dump(mode="json", exclude_none=True)


def test_json_array_gzip_and_deflate_batches(shared):
    rng = random.Random(1)
    a, b, c = fresh_events(5, rng), fresh_events(5, rng), fresh_events(5, rng)
    assert shared.post(json.dumps(a).encode(), "application/json") == (200, {"accepted": 5})
    assert shared.post(gzip.compress("\n".join(map(json.dumps, b)).encode()), encoding="gzip")[0] == 200
    assert shared.post(zlib.compress("\n".join(map(json.dumps, c)).encode()), encoding="deflate")[0] == 200
    installs = {e["installId"] for e in a + b + c}
    assert {_key(e) for e in _stored(shared, installs)} == {_key(e) for e in a + b + c}


def test_bad_batches_are_refused_whole_naming_the_event_and_field(shared):
    collector = shared
    rng = random.Random(2)
    good = fresh_events(4, rng)
    broken = dict(good[2], attemptNo=0) if "attemptNo" in good[2] else dict(good[2], seq=-1)
    status, body = collector.send(good[:2] + [broken] + good[3:])
    assert status == 400
    assert body["problems"][0]["event"] == 2 and body["problems"][0]["field"] in ("attemptNo", "seq")
    status, body = collector.post(b'{"kind": "hint"}\n{oops')
    assert status == 400 and {p["line"] for p in body["problems"]} == {1, 2}
    assert collector.post(b"")[0] == 400
    assert collector.post(b"\xff\xfe\x00")[0] == 400
    assert collector.post(b'{"a": 1}', "application/json")[0] == 400  # not an array
    assert collector.post(b"\x1f\x8b not gzip", encoding="gzip")[0] == 400
    assert _stored(collector, {e["installId"] for e in good}) == []


def test_oversize_and_unsupported_batches(shared):
    collector = shared
    rng = random.Random(3)
    too_many = fresh_events(schema.MAX_BATCH_EVENTS + 1, rng)
    assert collector.send(too_many)[0] == 413
    assert collector.post(b" " * (schema.MAX_BATCH_BYTES + 1))[0] == 413
    bomb = gzip.compress(b" " * (20 * schema.MAX_BATCH_BYTES))  # small on the wire, big inflated
    assert len(bomb) < schema.MAX_BATCH_BYTES
    assert collector.post(bomb, encoding="gzip")[0] == 413
    huge = dict(examples()[0], level="x" * 90)
    huge["appVersion"] = "1"
    line = json.dumps(huge)
    line = line[:-1] + ', "pad": "' + "z" * schema.MAX_EVENT_BYTES + '"}'
    assert collector.post(line.encode())[0] == 413
    assert collector.post(b"{}", "text/plain")[0] == 415
    assert collector.post(b"{}", encoding="br")[0] == 415
    assert collector.post(b"{}", "application/x-ndjson; charset=latin-1")[0] == 415
    assert collector.post(b"{}", path="/v1/elsewhere")[0] == 404
    assert collector.post(None, method="GET")[0] == 405
    assert _stored(collector, {e["installId"] for e in too_many + [huge]}) == []


def test_concurrent_batches_are_all_stored_once(shared):
    collector = shared
    acked, errors = [], []

    def client(i):
        rng = random.Random(100 + i)
        install = "%032x" % rng.getrandbits(128)
        events = fresh_events(200, rng, install)
        for j in range(0, 200, 20):
            status, body = collector.send(events[j:j + 20])
            if status == 200:
                acked.extend(_key(e) for e in events[j:j + 20])
            else:
                errors.append((status, body))

    threads = [threading.Thread(target=client, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    stored = [_key(e) for e in _stored(collector, {i for i, _ in acked})]
    assert len(acked) == 1600 and sorted(stored) == sorted(acked)


def test_kill_9_loses_no_acknowledged_event(tmp_path):
    out = tmp_path / "collected"
    first = Collector(out)
    acked, lock = [], threading.Lock()
    stop = threading.Event()

    def client(i):
        rng = random.Random(500 + i)
        install = "%032x" % rng.getrandbits(128)
        seq = 0
        while not stop.is_set():
            events = fresh_events(25, rng, install)
            for e in events:
                seq += 1
                e["seq"] = seq
            try:
                status, _ = first.send(events)
            except OSError:
                return  # the collector is gone: this batch was never acknowledged
            if status == 200:
                with lock:
                    acked.extend(_key(e) for e in events)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    while True:
        with lock:
            if len(acked) >= 800:
                break
        threads[0].join(0.01)
    first.kill()  # SIGKILL while the clients keep sending
    stop.set()
    for t in threads:
        t.join()
    stored = {_key(e) for e in stored_lines(out)}
    assert set(acked) <= stored

    # a partial line as a kill in mid-write leaves it: never read as an event, cut at restart
    part = sorted(out.rglob("*.jsonl"))[0]
    before = part.read_bytes()
    with open(part, "ab") as fh:
        fh.write(b'{"schemaVersion": 1, "appVersion": "1.0", "installId": "ab')
    assert {_key(e) for e in stored_lines(out)} == stored
    second = Collector(out)
    assert part.read_bytes() == before
    assert second.send(fresh_events(3, random.Random(9)))[0] == 200
    # the running collector's own files are left alone by another repair (it holds them)
    live = [p for p in out.rglob("*.jsonl") if f"-{second.proc.pid}-" in p.name]
    with open(live[0], "ab") as fh:
        fh.write(b'{"partial')
    assert repair(out) == []
    assert live[0].read_bytes().endswith(b'{"partial')
    log = second.stop()
    assert "3 events stored" in log
    assert set(acked) <= {_key(e) for e in stored_lines(out)}


def test_a_port_another_program_holds_is_a_located_error(tmp_path, capsys):
    with socket.socket() as other:  # no SO_REUSEPORT: not a collector's
        other.bind(("127.0.0.1", 0))
        other.listen()
        assert main(["collect", "--port", str(other.getsockname()[1]), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: command line: [argument] cannot listen on 127.0.0.1:") and "Traceback" not in err


def test_collectors_share_one_port_and_one_folder(tmp_path):
    """Stateless processes: a second collector on the same port and folder serves what the first
    stops serving; each writes its own parts, and every event is kept once."""
    first = Collector(tmp_path / "out")
    port = first.url.split(":")[2].split("/")[0]
    second = Collector(tmp_path / "out", "--port", port)
    assert second.url == first.url
    rng = random.Random(3)
    sent = fresh_events(6, rng)
    try:
        assert first.send(sent[:3]) == (200, {"accepted": 3})
        assert "Traceback" not in first.stop()
        assert second.send(sent[3:]) == (200, {"accepted": 3})
    finally:
        assert "Traceback" not in second.stop()
    assert sorted(_key(e) for e in stored_lines(tmp_path / "out")) == sorted(_key(e) for e in sent)


def test_out_must_be_a_folder(tmp_path, capsys):
    file = tmp_path / "f"
    file.write_text("x")
    assert main(["collect", "--port", "0", "--out", str(file)]) == 2
    assert "is a file" in capsys.readouterr().err and file.read_text() == "x"


def test_a_failed_write_is_cut_back_and_idle_parts_close(tmp_path, monkeypatch):
    """In-process: the storage layer leaves nothing of a batch whose fsync fails."""
    import os

    from core.telemetry import storage

    log = storage.PartitionedLog(tmp_path)
    key = ("2026-12-02", modes.ids()[0])
    log.append([(key, b'{"a": 1}\n')])
    part = log.parts[key].path
    real_fsync = os.fsync

    def failing(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", failing)
    with pytest.raises(OSError):
        log.append([(key, b'{"b": 2}\n' * 1000)])
    monkeypatch.setattr(storage.os, "fsync", real_fsync)
    assert part.read_bytes() == b'{"a": 1}\n'
    log.append([(key, b'{"c": 3}\n')])
    assert part.read_bytes() == b'{"a": 1}\n{"c": 3}\n'
    assert storage.is_locked(part)
    monkeypatch.setattr(storage, "IDLE_CLOSE_SECONDS", -1)
    log.append([])
    assert log.parts == {} and not storage.is_locked(part)


def _has_ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


@pytest.mark.skipif(not _has_ipv6_loopback(), reason="no IPv6 loopback here")
def test_an_ipv6_address_is_announced_as_a_url_writes_it(tmp_path):
    c = Collector(tmp_path / "collected", "--host", "::1")
    try:
        assert c.url.startswith("http://[::1]:") and c.url.endswith("/v1/events")
        assert c.send(examples()[:2]) == (200, {"accepted": 2})
    finally:
        c.stop()


def test_a_line_while_events_arrive_and_no_heartbeat(tmp_path, monkeypatch, capsys):
    """The CLI's heartbeat (a line every 10 s, here every 0.2 s) is off while the collector runs;
    its own line (here every 0.2 s) comes only after events arrived."""
    monkeypatch.setattr(collector_module, "TICK_SECONDS", 0.2, raising=False)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    base = f"http://127.0.0.1:{port}"

    def client():
        try:
            for _ in range(600):
                try:
                    health(base, timeout=5)
                    break
                except OSError:
                    time.sleep(0.05)  # not listening yet
            time.sleep(0.5)  # idle: nothing to say
            send(base, examples()[:3])
            time.sleep(1.5)  # idle again
        finally:
            os.kill(os.getpid(), signal.SIGTERM)  # the collector's own handler stops it

    thread = threading.Thread(target=client)
    thread.start()
    with progress.heartbeat("python -m core collect", every=0.2):
        assert collector_module.run("127.0.0.1", port, str(tmp_path / "collected")) == 0
    thread.join()
    out, err = capsys.readouterr()
    assert "Ctrl-C stops it" not in err
    assert err.count("events stored so far") == 1 and "... 3 events stored so far" in err
    assert "stopped; 3 events stored" in out


def test_the_collector_compacts_its_closed_parts_by_itself(tmp_path, monkeypatch):
    """Parts roll (here after 0.3 s) and the collector runs `events compact` (here every 0.5 s):
    the store turns to Parquet while events keep arriving, every event kept once."""
    from core.telemetry import storage

    monkeypatch.setattr(collector_module, "TICK_SECONDS", 0.2)
    monkeypatch.setattr(collector_module, "COMPACT_SECONDS", 0.5)
    monkeypatch.setattr(storage, "ROLL_SECONDS", 0.3)
    out = tmp_path / "collected"
    sent = fresh_events(9, random.Random(5))

    def client(base):
        assert send(base, sent[:3]) == (200, {"accepted": 3})
        deadline = time.monotonic() + 60
        while not list(out.rglob("*.parquet")) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert send(base, sent[3:]) == (200, {"accepted": 6})

    serve_here(out, client)
    assert list(out.rglob("*.parquet")), "compacted while it ran"
    import duckdb

    parquet = [str(p) for p in out.rglob("*.parquet")]
    kept = [tuple(r) for r in duckdb.sql(f"SELECT installId, seq FROM read_parquet({parquet})").fetchall()]
    kept += [_key(e) for e in stored_lines(out)]
    assert sorted(kept) == sorted(_key(e) for e in sent)
