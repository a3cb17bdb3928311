"""The collector made unavailable cheaply (issue 34, item 7), and how it now holds: a batch over
a thousand dates kept a thousand files open (then every batch got 503), slow clients held their
connections (and /v1/health) without end, and the body was parsed on the event loop before its
caps were checked."""
import gzip
import json
import os
import resource
import socket
import threading

import pytest

from core.telemetry import batch, collector, storage

from telemetry_helpers import Collector, answer_of, examples, health, post, raw_exchange, send, serve_here, stored_lines

DAY_MS = 86_400_000


def _open_parts(pid, root) -> int:
    """The part files under ``root`` the process ``pid`` holds open."""
    held = 0
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue  # closed meanwhile
        held += target.startswith(str(root)) and target.endswith(".jsonl")
    return held


def test_a_write_over_many_partitions_holds_at_most_the_cap_open_and_is_all_or_nothing(tmp_path, monkeypatch):
    log = storage.PartitionedLog(tmp_path, max_open=4)
    real_fsync = os.fsync
    peak = []

    def counting(fd):
        peak.append(_open_parts(os.getpid(), tmp_path))
        real_fsync(fd)

    monkeypatch.setattr(storage.os, "fsync", counting)
    log.append([((f"2026-12-{d:02d}", "app"), b'{"d": %d}\n' % d) for d in range(1, 11)])
    assert max(peak) == 4 and len(log.parts) == 4
    assert sorted(e["d"] for e in stored_lines(tmp_path)) == list(range(1, 11))

    def failing_last(fd):  # the last partition's fsync fails, when the first ones are closed
        if "date=2026-12-20" in os.readlink(f"/proc/self/fd/{fd}"):
            raise OSError(28, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(storage.os, "fsync", failing_last)
    with pytest.raises(OSError):
        log.append([((f"2026-12-{d:02d}", "app"), b'{"d": %d}\n' % d) for d in range(11, 21)])
    assert sorted(e["d"] for e in stored_lines(tmp_path)) == list(range(1, 11)), "nothing of the failed write"
    monkeypatch.setattr(storage.os, "fsync", real_fsync)
    log.append([(("2026-12-11", "app"), b'{"d": 11}\n')])
    assert sorted(e["d"] for e in stored_lines(tmp_path)) == list(range(1, 12))
    log.close()


def _over_dates(first_day: int, days: int, install: str) -> list[dict]:
    """``days`` valid events of one partition kind, each on its own date."""
    base = examples()[0]
    return [dict(base, installId=install, seq=d + 1, utcMs=base["utcMs"] + d * DAY_MS)
            for d in range(first_day, first_day + days)]


def test_a_batch_over_too_many_dates_is_413_and_the_collector_holds_at_most_the_cap_open(tmp_path):
    c = Collector(tmp_path / "collected")
    try:
        status, body = c.send(_over_dates(0, 1000, "a" * 32))
        assert status == 413 and f"at most {collector.MAX_BATCH_PARTITIONS} (date, mode) partitions" in body["error"]
        status, body = c.send(_over_dates(0, collector.MAX_BATCH_PARTITIONS + 1, "a" * 32))
        assert status == 413
        sent = []
        for n in range(3):  # 90 dates in all, each batch within the limit
            events = _over_dates(30 * n, 30, "b" * 32)
            assert c.send(events) == (200, {"accepted": 30})
            sent += events
            assert _open_parts(c.proc.pid, c.out) <= storage.MAX_OPEN_PARTS
    finally:
        c.stop()
    assert sorted(e["seq"] for e in stored_lines(c.out)) == sorted(e["seq"] for e in sent)


def test_a_json_array_is_counted_and_measured_before_it_is_parsed(tmp_path, monkeypatch):
    parsed = []

    def counting(text, name):
        parsed.append(name)
        return real(text, name)

    real = batch.parse_json_text
    monkeypatch.setattr(batch, "parse_json_text", counting)
    monkeypatch.setattr(collector, "parse_json_text", counting, raising=False)  # where it was called before
    numbers = gzip.compress(("[" + ",".join(["0"] * 500_000) + "]").encode())  # 1 KB on the wire
    one_huge_item = gzip.compress(("[[" + ",".join(["0"] * 400_000) + "]]").encode())

    def client(base):
        return (post(base, numbers, "application/json", "gzip"),
                post(base, one_huge_item, "application/json", "gzip"),
                post(base, json.dumps(examples()[:2]).encode(), "application/json"))

    many, huge, good = serve_here(tmp_path / "collected", client)
    assert many == (413, {"error": "more than 1000 events in one batch"})
    assert huge[0] == 413 and huge[1]["problems"][0]["event"] == 0
    assert good == (200, {"accepted": 2})
    assert parsed == ["line 1", "line 2"], "only the good batch's two events were parsed"


def test_the_event_loop_answers_while_a_batch_is_checked(tmp_path, monkeypatch):
    entered, release = threading.Event(), threading.Event()
    real = collector.check_lines

    def slow_check(lines, *args, **kwargs):
        entered.set()
        release.wait(20)
        return real(lines, *args, **kwargs)

    monkeypatch.setattr(collector, "check_lines", slow_check)

    def client(base):
        answers = []
        sender = threading.Thread(target=lambda: answers.append(send(base, examples()[:3])))
        sender.start()
        assert entered.wait(20)
        try:
            answers.append(health(base, timeout=5))  # while the check is still running
        finally:
            release.set()
            sender.join()
        return answers

    assert serve_here(tmp_path / "collected", client) == [200, (200, {"accepted": 3})]


def test_slow_clients_are_cut_off(tmp_path, monkeypatch):
    monkeypatch.setattr(collector, "HEADER_SECONDS", 0.5, raising=False)
    monkeypatch.setattr(collector, "BODY_SECONDS", 0.5, raising=False)

    def client(base):
        half_headers = raw_exchange(base, b"POST /v1/events HTTP/1.1\r\nHost: x\r\nContent-Type: app", timeout=10)
        half_body = raw_exchange(base, b"POST /v1/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson"
                                       b"\r\nContent-Length: 1000\r\n\r\n{\"schemaVersion\"", timeout=10)
        return half_headers, half_body

    half_headers, half_body = serve_here(tmp_path / "collected", client)
    assert half_headers == b"", "closed without an answer"
    status, headers, body = answer_of(half_body)
    assert status == 408 and headers["content-type"].startswith("application/json")
    assert "did not arrive within 0.5 s" in json.loads(body)["error"]


def _low_descriptor_limit(n: int):
    return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (n, n))


def _slow_clients(base, n) -> list[socket.socket]:
    """``n`` connections that send half their headers and wait."""
    host, port = base.removeprefix("http://").rsplit(":", 1)
    conns = []
    for _ in range(n):
        conn = socket.create_connection((host, int(port)), timeout=10)
        conn.sendall(b"POST /v1/events HTTP/1.1\r\nHost: x\r\n")
        conns.append(conn)
    return conns


@pytest.mark.parametrize("spare_fds", [0, 100])
def test_past_the_descriptor_limit_health_and_batches_are_still_answered(tmp_path, spare_fds):
    """200 slow connections against a limit of 192 descriptors: the idlest are closed. With 100
    of the descriptors taken before the collector starts, accept() itself fails: one note."""
    taken = [os.open(os.devnull, os.O_RDONLY) for _ in range(spare_fds)]
    try:
        c = Collector(tmp_path / "collected", preexec_fn=_low_descriptor_limit(192), pass_fds=taken)
    finally:
        for fd in taken:
            os.close(fd)
    conns = []
    try:
        conns = _slow_clients(c.base, 200)
        assert health(c.base, timeout=20) == 200
        assert c.send(examples()[:3]) == (200, {"accepted": 3})
    finally:
        for conn in conns:
            conn.close()
        log = c.stop()
    assert "Traceback" not in log and "stopped; 3 events stored" in log
    assert log.count("cannot accept a connection") == (1 if spare_fds else 0), log
