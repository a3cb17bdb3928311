"""The collector made unavailable cheaply (issue 34, item 7), and how it now holds: a batch over
a thousand dates kept a thousand files open (then every batch got 503), slow clients held their
connections (and /v1/health) without end, and the body was parsed on the event loop before its
caps were checked."""
import datetime as dt
import gzip
import json
import os
import resource
import signal
import socket
import threading
import time

import pytest

from core.telemetry import batch, collector, storage

from telemetry_helpers import (Collector, answer_of, check_workers, examples, exchange, health, raw_exchange,
                               serve_here, stored_lines)

NDJSON = {"Content-Type": "application/x-ndjson"}

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


def test_a_batch_over_a_thousand_device_dates_is_one_receipt_date_partition(tmp_path):
    """Partitions are the collector's receipt date: whatever the devices' clocks say, a batch
    opens one file (issue 34's thousand open files cannot happen)."""
    c = Collector(tmp_path / "collected")
    try:
        sent = _over_dates(0, 1000, "a" * 32)
        assert c.send(sent) == (200, {"accepted": 1000})
        assert _open_parts(c.proc.pid, c.out) == 1
    finally:
        c.stop()
    assert sorted(e["seq"] for e in stored_lines(c.out)) == sorted(e["seq"] for e in sent)
    (part,) = c.out.rglob("*.jsonl")
    received = max(e["recvMs"] for e in stored_lines(c.out))
    day = dt.datetime.fromtimestamp(received / 1000, dt.timezone.utc).date().isoformat()
    assert part.parent.parent.name == f"date={day}"


def test_a_json_array_is_counted_and_measured_before_it_is_parsed(monkeypatch):
    parsed = []

    def counting(text, name):
        parsed.append(name)
        return real(text, name)

    real = batch.parse_json_text
    monkeypatch.setattr(batch, "parse_json_text", counting)
    monkeypatch.setattr(collector, "parse_json_text", counting, raising=False)  # where it was called before
    numbers = gzip.compress(("[" + ",".join(["0"] * 500_000) + "]").encode())  # 1 KB on the wire
    one_huge_item = gzip.compress(("[[" + ",".join(["0"] * 400_000) + "]]").encode())
    # the check itself, here: the collector runs it in its worker process, out of monkeypatch's reach
    with pytest.raises(collector.Refusal) as many:
        collector.check_batch(numbers, "application/json", "gzip")
    assert (many.value.status, many.value.error) == (413, "more than 1000 events in one batch")
    with pytest.raises(collector.Refusal) as huge:
        collector.check_batch(one_huge_item, "application/json", "gzip")
    assert huge.value.status == 413 and huge.value.problems[0].as_json()["event"] == 0
    assert len(collector.check_batch(json.dumps(examples()[:2]).encode(), "application/json", "")) == 2
    assert parsed == ["line 1", "line 2"], "only the good batch's two events were parsed"


def _worker_batch() -> list[dict]:
    """A batch over the event loop's bounds (more than LOOP_LINES events): the worker checks it."""
    return [examples()[i % len(examples())] for i in range(collector.LOOP_LINES + 1)]


def test_which_batches_are_checked_on_the_event_loop():
    """A small batch of JSON lines, inflated or not, is checked on the event loop; one over its
    bytes or lines, a JSON array and a body that does not inflate go to the worker."""
    small = _body(3)
    assert collector.small_body(small, "application/x-ndjson", "") == small
    assert collector.small_body(gzip.compress(small), "application/x-ndjson", "gzip") == small
    lines = b"\n".join([b"{}"] * collector.LOOP_LINES)
    assert collector.small_body(lines, "application/x-ndjson", "") == lines
    assert collector.small_body(lines + b"\n{}", "application/x-ndjson", "") is None
    assert collector.small_body(b" " * (collector.LOOP_BYTES + 1), "application/x-ndjson", "") is None
    bomb = gzip.compress(b" " * (collector.LOOP_BYTES + 1))  # small on the wire, over the bytes inflated
    assert len(bomb) < collector.LOOP_BYTES and collector.small_body(bomb, "application/x-ndjson", "gzip") is None
    assert collector.small_body(json.dumps(examples()[:3]).encode(), "application/json", "") is None
    assert collector.small_body(gzip.compress(small)[:-4], "application/x-ndjson", "gzip") is None


def test_the_event_loop_answers_while_a_batch_is_checked(tmp_path):
    """A large batch is checked in a worker process, below the event loop's priority: with that
    worker stopped mid-batch, /v1/health and a small batch (checked on the loop) are still
    answered (on a thread, a heavy check held the interpreter lock the event loop needs)."""
    c = Collector(tmp_path / "collected")
    try:
        [worker] = check_workers(c.proc.pid)
        niceness = os.getpriority(os.PRIO_PROCESS, worker) - os.getpriority(os.PRIO_PROCESS, c.proc.pid)
        assert niceness == collector.WORKER_NICENESS
        os.kill(worker, signal.SIGSTOP)
        answers = []
        sender = threading.Thread(target=lambda: answers.append(c.send(_worker_batch())))
        sender.start()
        try:
            sender.join(1)
            assert sender.is_alive(), "the batch waits for the stopped worker"
            assert health(c.base, timeout=5) == 200
            assert c.send(examples()[:3]) == (200, {"accepted": 3})
        finally:
            os.kill(worker, signal.SIGCONT)
            sender.join()
        assert answers == [(200, {"accepted": collector.LOOP_LINES + 1})]
    finally:
        c.stop()


def test_a_dead_check_worker_is_answered_503_and_replaced(tmp_path):
    c = Collector(tmp_path / "collected")
    large = "\n".join(json.dumps(e) for e in _worker_batch()).encode()
    try:
        [worker] = check_workers(c.proc.pid)
        os.kill(worker, signal.SIGSTOP)
        answers = []
        sender = threading.Thread(target=lambda: answers.append(exchange(c.base, "POST", NDJSON, large)))
        sender.start()
        sender.join(1)  # the batch in the stopped worker's hands when it dies
        os.kill(worker, signal.SIGKILL)
        sender.join()
        [(status, headers, body)] = answers
        assert status == 503 and headers["Retry-After"] == str(collector.RETRY_AFTER_SECONDS)
        assert json.loads(body) == {"error": "the collector cannot check events now; retry later"}
        assert c.send(_worker_batch()) == (200, {"accepted": collector.LOOP_LINES + 1}), \
            "a new worker checks the next batch"
        assert check_workers(c.proc.pid) not in ([], [worker])
    finally:
        log = c.stop()
    assert "the batch check worker died" in log and "Traceback" not in log
    assert len(stored_lines(c.out)) == collector.LOOP_LINES + 1, "the batch answered 503 was not stored"


def test_a_killed_collector_leaves_no_check_worker(tmp_path):
    c = Collector(tmp_path / "collected")
    try:
        [worker] = check_workers(c.proc.pid)
    finally:
        c.kill()
    for _ in range(100):
        if not os.path.exists(f"/proc/{worker}"):
            break
        time.sleep(0.1)
    assert not os.path.exists(f"/proc/{worker}"), "the worker exits with the collector"


def _body(n: int) -> bytes:
    return "\n".join(json.dumps(e) for e in examples()[:n]).encode()


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
