"""Group commit under concurrency (issue 35 §1): batches sent at once are written together and
fsync'ed at once, and still each one is stored exactly once and answered 200 only after an
fsync that covered its lines has returned."""
import json
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from core import modes
from core.telemetry import storage

from telemetry_helpers import examples, send, serve_here, stored_lines

CLIENTS = 24
BATCHES_PER_CLIENT = 8
FSYNC_DELAY_SECONDS = 0.005  # widens the window in which an early answer would be caught


class DurableBytes:
    """A fake fsync around the real one: records, per part file, how many bytes an fsync that
    has returned covered (the file's size when that fsync began)."""

    def __init__(self):
        self.real = os.fsync
        self.lock = threading.Lock()
        self.synced: dict[str, int] = {}
        self.calls = 0

    def fsync(self, fd: int) -> None:
        path = os.readlink(f"/proc/self/fd/{fd}")
        size = os.fstat(fd).st_size
        time.sleep(FSYNC_DELAY_SECONDS)
        self.real(fd)
        if path.endswith(".jsonl"):
            with self.lock:
                self.calls += 1
                self.synced[path] = max(self.synced.get(path, 0), size)

    def keys_on_disk(self) -> set:
        """(installId, seq) of every line within the bytes an fsync has covered."""
        with self.lock:
            synced = dict(self.synced)
        keys = set()
        for path, size in synced.items():
            with open(path, "rb") as fh:
                covered = fh.read(size)
            for line in covered.split(b"\n")[:-1]:
                event = json.loads(line)
                keys.add((event["installId"], event["seq"]))
        return keys


def _batch(client: int, n: int) -> list[dict]:
    """3 events of kinds that fall in different mode partitions, each with its own key."""
    base = examples()
    return [dict(base[(client + n + i) % len(base)], installId="%032x" % (client + 1),
                 seq=n * 3 + i + 1) for i in range(3)]


def test_concurrent_batches_are_stored_once_and_answered_after_their_fsync(tmp_path, monkeypatch):
    durable = DurableBytes()
    monkeypatch.setattr(storage.os, "fsync", durable.fsync)
    early = []

    def one_client(base: str, client: int) -> list:
        answers = []
        for n in range(BATCHES_PER_CLIENT):
            batch = _batch(client, n)
            answer = send(base, batch)
            answers.append(answer)
            if answer[0] == 200:
                missing = {(e["installId"], e["seq"]) for e in batch} - durable.keys_on_disk()
                if missing:
                    early.append(missing)
        return answers

    def clients(base: str) -> list:
        with ThreadPoolExecutor(CLIENTS) as pool:
            return [a for answers in pool.map(lambda c: one_client(base, c), range(CLIENTS)) for a in answers]

    answers = serve_here(tmp_path / "out", clients)
    assert answers == [(200, {"accepted": 3})] * (CLIENTS * BATCHES_PER_CLIENT)
    assert not early, f"answered 200 before an fsync covered these lines: {early[:3]}"
    stored = sorted((e["installId"], e["seq"]) for e in stored_lines(tmp_path / "out"))
    sent = sorted((e["installId"], e["seq"]) for c in range(CLIENTS) for n in range(BATCHES_PER_CLIENT)
                  for e in _batch(c, n))
    assert stored == sent, "every acknowledged event stored exactly once"
    assert durable.calls > 0


def test_one_failing_fsync_of_a_write_cuts_back_all_its_parts(tmp_path, monkeypatch):
    """The parts of one write are fsync'ed at once: when one of them fails, the write waits for
    the others, cuts every part back and raises (nothing of it stays, nothing is answered)."""
    log = storage.PartitionedLog(tmp_path)
    parts = [*modes.ids(), storage.APP_PARTITION]
    failing = parts[1]  # one of them, with others before and after it
    log.append([(("2026-12-07", m), b'{"first": "%s"}\n' % m.encode()) for m in parts])
    real_fsync = os.fsync
    finished = []

    def failing_one(fd):
        if f"mode={failing}" in os.readlink(f"/proc/self/fd/{fd}").split("/"):
            raise OSError(28, "No space left on device")
        time.sleep(FSYNC_DELAY_SECONDS)  # the others still run when the failure is seen
        real_fsync(fd)
        finished.append(fd)

    monkeypatch.setattr(storage.os, "fsync", failing_one)
    with pytest.raises(OSError, match="No space"):
        log.append([(("2026-12-07", m), b'{"second": "%s"}\n' % m.encode()) for m in parts])
    assert len(finished) == len(parts) - 1, "every other fsync of the write was waited for"
    monkeypatch.setattr(storage.os, "fsync", real_fsync)
    assert sorted(stored_lines(tmp_path), key=json.dumps) == sorted(({"first": m} for m in parts), key=json.dumps)
    log.close()
