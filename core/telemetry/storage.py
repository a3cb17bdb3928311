"""The collector's files: append-only JSON lines, partitioned by the UTC date the collector
received the event (its ``recvMs``: a device's clock may be wrong and its upload late, so a
closed day stays closed) and its mode, never a lost acknowledged event and never a partial line
read as an event.

Layout under the output folder (Hive-style, so a warehouse reads the same tree)::

    events/date=YYYY-MM-DD/mode=<mode id>/part-<start>-<pid>-<n>.jsonl     (collector)
    events/date=YYYY-MM-DD/mode=<mode id>/part-<stamp>-<pid>-<n>.parquet   (compaction)

An event outside a mode (``app_pause`` outside a level) is under ``mode=__HIVE_DEFAULT_PARTITION__``,
Hive's name for NULL: a reader that takes the partition columns from the folders (DuckDB by
default, Spark, a warehouse's external table) reads its mode as NULL, as stored, not as a word.

Durability: a batch is written with whole lines, then every file it touched is fsync'ed (the
files at once, on threads; and the folders of new files), and only then is the batch
acknowledged. A write that fails is cut back to the file's previous size, so a refused batch
leaves nothing behind. A process killed in the middle of a write can leave a partial last line
(never acknowledged): each collector writes files of its own, holds an exclusive lock on them
while they are open, and at start cuts the partial tail off files nobody holds (``repair``);
readers skip a partial tail too.

At most ``MAX_OPEN_PARTS`` files are open at once (least recently written closed first): a
batch over a thousand dates once kept a thousand files open until the process ran out of
descriptors. A closed part is never opened again for appending (compaction may have taken it);
the next write to its partition starts a new part.
"""
from __future__ import annotations

import datetime as dt
import fcntl
import os
import stat
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

EVENTS_DIR = "events"
APP_PARTITION = "__HIVE_DEFAULT_PARTITION__"  # events outside a mode: Hive's NULL partition
MAX_PART_BYTES = 64 * 1024 * 1024
IDLE_CLOSE_SECONDS = 600  # a part not written for this long is closed (compaction may take it)
ROLL_SECONDS = 3600  # a part open this long is closed even while written: the hour is compacted
MAX_OPEN_PARTS = 64  # part files held open at once
SYNC_THREADS = 8  # threads fsync'ing a write's parts beside the writing one (a write touches ~one a mode)


def partition_of(recv_ms: int, mode: str | None) -> tuple[str, str]:
    """The (date, mode) partition of an event received at ``recv_ms`` (the collector's clock)."""
    day = dt.datetime.fromtimestamp(recv_ms / 1000, dt.timezone.utc).date().isoformat()
    return day, mode or APP_PARTITION


def partition_dir(root: Path, day: str, mode: str) -> Path:
    return root / EVENTS_DIR / f"date={day}" / f"mode={mode}"


def fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def make_dirs(path: Path) -> None:
    """mkdir -p, fsync'ing the parent of every folder it creates (so the new entries survive a
    crash once the caller's data does)."""
    missing = []
    p = path
    while not p.exists():
        missing.append(p)
        p = p.parent
    for d in reversed(missing):
        try:
            d.mkdir()
        except FileExistsError:
            pass
        fsync_dir(d.parent)


@dataclass
class _Part:
    path: Path
    fd: int
    size: int = 0
    last_write: float = field(default_factory=time.monotonic)
    opened: float = field(default_factory=time.monotonic)


class PartitionedLog:
    """Appends JSON lines to this process's part files; ``append`` returns once they are on disk.
    ``parts`` holds the open ones, least recently written first."""

    def __init__(self, root: Path, max_part_bytes: int = MAX_PART_BYTES, max_open: int = MAX_OPEN_PARTS):
        self.root = Path(root)
        self.max_part_bytes = max_part_bytes
        self.max_open = max_open
        self.stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%S")
        self.parts: OrderedDict[tuple[str, str], _Part] = OrderedDict()
        self.counter = 0
        self.written = 0
        self.syncers: ThreadPoolExecutor | None = None  # _sync's threads, from the first write of 2+ parts

    def _open(self, key: tuple[str, str]) -> _Part:
        folder = partition_dir(self.root, *key)
        make_dirs(folder)
        while True:
            self.counter += 1
            path = folder / f"part-{self.stamp}-{os.getpid()}-{self.counter:04d}.jsonl"
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
                break
            except FileExistsError:
                continue
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fsync_dir(folder)
        part = _Part(path, fd)
        self.parts[key] = part
        return part

    def _part(self, key: tuple[str, str], keep) -> _Part:
        """The open part of ``key``; making room closes the least recently written part not in
        ``keep`` (the parts of this write not yet fsync'ed)."""
        part = self.parts.get(key)
        if part is not None and part.size >= self.max_part_bytes:
            self._close(key)
            part = None
        if part is None:
            while len(self.parts) >= self.max_open:
                self._close(next(k for k in self.parts if k not in keep))
            part = self._open(key)
        self.parts.move_to_end(key)
        return part

    def _close(self, key) -> None:
        part = self.parts.pop(key)
        os.close(part.fd)  # also releases the lock
        part.fd = -1

    def append(self, records: list[tuple[tuple[str, str], bytes]]) -> None:
        """Write ``(partition, line)`` records (each line ends with a newline) and fsync: all of
        them or, on an error, none (every touched file is cut back to its size before, then it
        re-raises). A write over more than ``max_open`` partitions goes in rounds of that many,
        each fsync'ed before its files may be closed for the next; such a file, closed and
        unlocked before the write ends, could be compacted before the write is cut back (the
        collector keeps each write within the cap)."""
        by_key: dict[tuple[str, str], list[bytes]] = {}
        for key, line in records:
            by_key.setdefault(key, []).append(line)
        touched: list[tuple[_Part, int]] = []
        rounds: dict[tuple[str, str], _Part] = {}
        try:
            for key, lines in by_key.items():
                if len(rounds) == self.max_open:
                    self._sync(rounds.values())
                    rounds = {}
                part = self._part(key, rounds)
                rounds[key] = part
                touched.append((part, part.size))
                data = memoryview(b"".join(lines))
                while data:
                    n = os.write(part.fd, data)
                    part.size += n
                    data = data[n:]
            self._sync(rounds.values())
        except OSError:
            for part, size in touched:
                _cut_back(part, size)
            raise
        now = time.monotonic()
        for part, _ in touched:
            part.last_write = now
        self.written += len(records)
        self._close_idle(now)

    def _sync(self, parts) -> None:
        """fsyncs the parts at once, the first on this thread and the others on ``SYNC_THREADS``
        more: ext4 commits the fsyncs that wait together in one journal write (on this machine's
        disk four at once took 0.5-0.7 ms, four in a row 1-12 ms). Every one is waited for before
        an error, if any, is raised (the caller then cuts the parts back)."""
        parts = list(parts)
        if not parts:
            return  # a write of no lines
        syncs = [self._syncers().submit(os.fsync, part.fd) for part in parts[1:]]
        try:
            os.fsync(parts[0].fd)
        finally:
            wait(syncs)
        for sync in syncs:
            sync.result()

    def _syncers(self) -> ThreadPoolExecutor:
        if self.syncers is None:
            self.syncers = ThreadPoolExecutor(SYNC_THREADS, thread_name_prefix="fsync")
        return self.syncers

    def _close_idle(self, now: float) -> None:
        """Closes the parts idle for long or open for an hour (a later write to the partition
        starts a new part): closed parts are what compaction takes."""
        for key in [k for k, p in self.parts.items()
                    if now - p.last_write > IDLE_CLOSE_SECONDS or now - p.opened > ROLL_SECONDS]:
            self._close(key)

    def close(self) -> None:
        for key in list(self.parts):
            self._close(key)
        if self.syncers is not None:
            self.syncers.shutdown()
            self.syncers = None


def _cut_back(part: _Part, size: int) -> None:
    """A part back to ``size`` bytes after a failed write; one closed by a later round of the
    write is opened again for it (never through a link)."""
    try:
        if part.fd >= 0:
            os.ftruncate(part.fd, size)
            part.size = size
            return
        fd = os.open(part.path, os.O_WRONLY | os.O_NOFOLLOW)
        try:
            os.ftruncate(fd, size)
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        pass  # the disk refuses even this: the lines stay, never acknowledged (a resent event counts once)


def event_files(root: Path, suffix: str) -> list[Path]:
    return sorted(p for p in Path(root).rglob(f"*{suffix}") if p.is_file() and not p.name.startswith("."))


def is_locked(path: Path) -> bool:
    """Whether a live writer holds the file (its exclusive lock)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)


def complete_size(fh, size: int) -> int:
    """Bytes up to and including the last newline (the whole lines) of an open binary file of
    ``size`` bytes."""
    pos = size
    while pos > 0:
        step = min(65536, pos)
        fh.seek(pos - step)
        chunk = fh.read(step)
        cut = chunk.rfind(b"\n")
        if cut >= 0:
            return pos - step + cut + 1
        pos -= step
    return 0


def _files_not_linked(top: Path, suffix: str) -> list[Path]:
    """The paths named ``*suffix`` under ``top`` without going through a linked folder (``top``
    itself included); a name may still be a link itself, which only an ``O_NOFOLLOW`` open
    tells for sure."""
    if top.is_symlink() or not top.is_dir():
        return []
    found = []
    for folder, _folders, names in os.walk(top):  # never descends into a linked folder
        found += [Path(folder) / n for n in names if n.endswith(suffix) and not n.startswith(".")]
    return sorted(found)


def repair(root: Path) -> list[tuple[Path, int]]:
    """Cut the partial last line off every JSON-lines file under ``root`` that no live writer
    holds: (file, bytes dropped) for each one cut. Never through a link (to a file or a folder:
    files outside the output folder are never cut) and only regular files."""
    cut = []
    for path in _files_not_linked(Path(root) / EVENTS_DIR, ".jsonl"):
        try:
            fd = os.open(path, os.O_RDWR | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            continue  # a link (ELOOP), gone, or not ours to write
        with os.fdopen(fd, "r+b") as fh:
            info = os.fstat(fd)
            size = info.st_size
            if not stat.S_ISREG(info.st_mode) or size == 0:
                continue  # a FIFO, a device ... or empty
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue  # a live collector holds it
            keep = complete_size(fh, size)
            if keep == size:
                continue
            fh.truncate(keep)
            os.fsync(fd)
        cut.append((path, size - keep))
    return cut
