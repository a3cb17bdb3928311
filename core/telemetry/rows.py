"""Every stored row checked against the event schema before ``report`` counts it or ``events
compact`` keeps it, bad rows set aside (never dropped), and the JSON lines -> Parquet compaction.

- A JSON line is checked by the collector's own check (``batch.check_line``); a partial last
  line (a write cut short, never acknowledged) is not an event.
- A Parquet file must have the events table's columns and types (``dataset.columns()``; other
  columns, such as a warehouse's ``date``, are not read); its rows are checked by
  ``dataset.row_check_sql()``, made from the same schema, and each bad one is named by the
  collector's check.
- The bad rows of a file found under a folder ``DIR`` are written to
  ``DIR/set-aside/<the file's path under DIR>``: a JSON line as it was, a Parquet row as the
  JSON of its fields; written whole (a temp file, then renamed), replaced by the next run's.
  Readers never take ``set-aside/`` for events (``dataset.data_files``).

DuckDB then reads what passed: a file whose rows all passed under its own name, any other as a
copy of its good lines in a temp folder. Names go to DuckDB as literals: every one absolute (a
leading ``~`` is a folder, not $HOME) and one holding ``*``, ``?``, ``[`` or ``{`` (a pattern
to DuckDB, which has no escape) through a link of a plain name.
"""
from __future__ import annotations

import datetime as dt
import fcntl
import hashlib
import json
import os
import shutil
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Literal

from ..errors import LevelFileError, Problem
from .batch import EventProblem, check_line, check_raw
from .dataset import (SET_ASIDE_DIR, Sources, columns, connect, data_files, ident, interruptible,
                      located, parquet_scan, paths_sql, quote, raw_select, row_check_sql)
from .schema import MAX_EVENT_BYTES
from .storage import EVENTS_DIR, fsync_dir, make_dirs

PATTERN_CHARS = frozenset("*?[{")  # what makes DuckDB read a file name as a pattern
LOCK_FILE = ".compact.lock"  # in the store: one compaction at a time
COPY_CHUNK = 1 << 20
MARK_KEY = "core-events-rows"  # a compacted Parquet file's key-value metadata: its rows' digest
# the rows' digest: any changed, added or removed row changes it (reading every column costs an
# eighth of checking them)
_DIGEST = "count(*), sum(hash(" + ", ".join(ident(n) for n in columns()) + ")::HUGEINT)"


def mark(count: int, total) -> str:
    """What compaction writes under MARK_KEY: the rows' count and digest, and the row check
    they passed (a new schema checks every file again)."""
    return f"{count}:{total}:{hashlib.sha256(row_check_sql().encode()).hexdigest()[:16]}"


def mark_of(con, rows_sql: str) -> str:
    """The mark of the rows of ``rows_sql`` (a FROM item: a scan, or a query in parentheses)."""
    return mark(*con.execute(f"SELECT {_DIGEST} FROM {rows_sql}").fetchone())


@dataclass
class Checked:
    """One file after the check: where DuckDB reads its good rows (None: it has none), and its
    bad rows, staged in the temp folder until ``set_aside`` writes them in place."""

    source: Path
    root: Path
    rows: int = 0
    bad: int = 0
    partial: bool = False
    read_as: str | None = None
    through_check: bool = False  # Parquet holding bad rows: read through the row check
    staged: Path | None = None


class RowCheck:
    """The row check of one command's files, in a temp folder that lives as long as the ``with``
    block (DuckDB reads the copies in it; Ctrl-C interrupts its queries at once). ``keep_partial``:
    a partial last line is set aside too (compaction, which removes the file)."""

    def __init__(self, con, keep_partial: bool = False):
        self.con = con
        self.keep_partial = keep_partial
        self.files: list[Checked] = []
        self.problems: list[Problem] = []  # each bad row's, each refused file's
        self.names: dict[str, str] = {}  # a temp name DuckDB reads -> the file it stands for

    def __enter__(self) -> RowCheck:
        self.tmp = Path(tempfile.mkdtemp(prefix="core-events-"))
        self._ctrl_c = interruptible(self.con)
        self._ctrl_c_seen = self._ctrl_c.__enter__()
        return self

    def stop_if_interrupted(self) -> None:
        """KeyboardInterrupt if Ctrl-C came since the check began, whatever the queries did with it."""
        if self._ctrl_c_seen.is_set():
            raise KeyboardInterrupt

    def __exit__(self, *exc) -> Literal[False]:
        self._ctrl_c.__exit__(*exc)
        shutil.rmtree(self.tmp, ignore_errors=True)
        return False

    @property
    def good(self) -> int:
        return sum(f.rows for f in self.files)

    @property
    def bad(self) -> int:
        return sum(f.bad for f in self.files)

    def check(self, found: Sources) -> None:
        for path in found.jsonl:
            self.files.append(self._lines(path, found.roots[path]))
        self._parquet(found.parquet, found.roots)

    def sources(self, keep=lambda path: True) -> Sources:
        """What passed, as DuckDB reads it (``keep``: only the files it keeps)."""
        out = Sources()
        for f in self.files:
            if f.read_as is not None and keep(f.source):
                if f.source.suffix == ".jsonl":
                    out.jsonl.append(f.read_as)
                else:
                    (out.parquet_checked if f.through_check else out.parquet).append(f.read_as)
        return out

    def located(self, exc: Exception, what: str) -> BaseException:
        return located(exc, what, self.names)

    # --- JSON lines -------------------------------------------------------------------------
    def _lines(self, path: Path, root: Path) -> Checked:
        """Each line through the collector's check; from the first line that is not an event
        on, the good ones are copied out (so DuckDB reads exactly what passed, never a partial
        line)."""
        out = Checked(path, root)
        good = aside = None
        pos = number = 0
        try:
            with open(path, "rb") as fh:
                while head := fh.readline(MAX_EVENT_BYTES + 2):  # an event and its newline fit
                    start, end, whole = pos, pos + len(head), head.endswith(b"\n")
                    while not whole:  # too long for an event, or a partial last line: read on
                        more = fh.readline(COPY_CHUNK)
                        if not more:
                            break
                        end, whole = end + len(more), more.endswith(b"\n")
                    pos = end
                    problems = None
                    if whole:
                        number += 1
                        problems = self._line_problems(head, end - start, number)
                        if problems == []:
                            out.rows += 1
                            if good is not None:
                                good.write(head)
                            continue
                    else:
                        out.partial = True
                    if good is None:  # the lines so far were all events
                        good = open(self._temp(".jsonl"), "wb")
                        _copy(fh, good, 0, start)
                    if problems:
                        out.bad += 1
                        self.problems += [_problem(path, f"line {number}", p) for p in problems]
                    if problems or (not whole and self.keep_partial):
                        aside = aside or open(self._temp(".aside"), "wb")
                        _copy(fh, aside, start, end)
                        aside.write(b"" if whole else b"\n")
                    fh.seek(end)
        except OSError as exc:
            raise LevelFileError([Problem("read", f"cannot read: {exc.strerror or exc}", file=str(path))]) from None
        finally:
            for staged in (good, aside):
                if staged is not None:
                    staged.close()
        if out.rows:
            out.read_as = good.name if good is not None else self._literal(path)
        out.staged = Path(aside.name) if aside is not None else None
        return out

    @staticmethod
    def _line_problems(head: bytes, size: int, number: int) -> list[EventProblem] | None:
        """The line's problems ([] for an event); None for a blank line (no event, no data)."""
        if size > len(head):
            return check_raw(None, number, size - 1)[1]  # too long: the collector's words
        try:
            text = head[:-1].decode("utf-8")
        except UnicodeDecodeError as exc:
            return [EventProblem(number, "", f"not UTF-8: {exc.reason} at byte {exc.start}")]
        if not text.strip():
            return None
        return check_line(text, number, stored=True)[1]

    # --- Parquet ----------------------------------------------------------------------------
    def _parquet(self, paths: list[Path], roots: dict) -> None:
        """Files of other columns refused whole; files whose rows still give the digest
        compaction wrote in them (``mark``) taken as checked; one scan of the others for their
        bad rows, each named by the collector's check and staged as a JSON line."""
        want = {r[0]: r[1] for r in self.con.execute(
            "DESCRIBE SELECT " + ", ".join(f"NULL::{t} AS {ident(n)}" for n, t in columns().items())).fetchall()}
        by_name: dict[str, Checked] = {}
        try:
            for path in paths:
                name = self._literal(path)
                have = {r[0]: r[1] for r in self.con.execute(f"DESCRIBE SELECT * FROM {parquet_scan([name])}").fetchall()}
                wrong = [f"column {n} is {have[n]}, the events table's is {t}" if n in have else f"no column {n}"
                         for n, t in want.items() if have.get(n) != t]
                if wrong:
                    self.problems.append(Problem("columns", "; ".join(wrong[:3]) + " (not read; `python -m core events "
                                                 "sql` prints the table)", file=str(path)))
                else:
                    by_name[name] = Checked(path, roots[path], read_as=name)
            if not by_name:
                return
            names = list(by_name)
            marks = dict(self.con.execute(f"SELECT file_name, value FROM parquet_kv_metadata({paths_sql(names)}) "
                                          f"WHERE key = encode({quote(MARK_KEY)})").fetchall())
            unchecked = []
            for name, count, total in self.con.execute(
                    f"SELECT filename, {_DIGEST} FROM {parquet_scan(names, ', filename=true')} GROUP BY filename").fetchall():
                by_name[name].rows = count
                if marks.get(name, b"").decode("utf-8", "replace") != mark(count, total):
                    unchecked.append(name)
            if unchecked:
                self._bad_rows(by_name, unchecked)
        except Exception as exc:  # duckdb's own error classes: not a Parquet file, unreadable
            raise self.located(exc, ", ".join(str(p) for p in paths)) from None
        for f in by_name.values():
            f.read_as = f.read_as if f.rows else None
            self.files.append(f)

    def _bad_rows(self, by_name: dict, names: list[str]) -> None:
        columns_ = list(columns())
        cur = self.con.execute(
            f"SELECT filename, file_row_number, {', '.join(ident(n) for n in columns_)} "
            f"FROM {parquet_scan(names, ', filename=true, file_row_number=true')} "
            f"WHERE NOT {row_check_sql()} ORDER BY filename, file_row_number")
        asides: dict[str, IO[bytes]] = {}
        try:
            while batch := cur.fetchmany(10_000):
                for name, number, *values in batch:
                    f = by_name[name]
                    f.rows -= 1
                    f.bad += 1
                    f.through_check = True
                    row = row_event(dict(zip(columns_, values)))
                    problems = check_raw(dict(row), number + 1, 0, stored=True)[1]
                    self.problems += [_problem(f.source, f"row {number + 1}", p) for p in problems or
                                      [EventProblem(number + 1, "", "refused by the row check")]]
                    if name not in asides:
                        f.staged = self._temp(".aside")
                        asides[name] = open(f.staged, "wb")
                    asides[name].write(json.dumps(row, ensure_ascii=False).encode() + b"\n")
        finally:
            for fh in asides.values():
                fh.close()

    # --- names and files --------------------------------------------------------------------
    def _temp(self, suffix: str) -> Path:
        fd, name = tempfile.mkstemp(suffix=suffix, dir=self.tmp)
        os.close(fd)
        return Path(name)

    def _literal(self, path: Path) -> str:
        """A name DuckDB reads as the file itself, never as a pattern."""
        name = str(path.absolute())
        if PATTERN_CHARS.isdisjoint(name):
            return name
        link = self._temp(path.suffix)
        link.unlink()
        link.symlink_to(path.absolute())
        self.names[str(link)] = name
        return str(link)

    def told(self, written: list[Path]) -> list[Problem]:
        """The problems to show: first how many rows were bad and where they were kept (the
        shown list may be cut short), then each."""
        if not self.bad:
            return self.problems
        first = next(f for f in self.files if f.bad)
        more = f" and in {len(written) - 1} more set-aside file(s)" if len(written) > 1 else ""
        where = f"they are kept here{more}" if written else "they could not be set aside (below): they are only in their files"
        head = Problem("set-aside", f"{self.bad} bad rows (listed below) were left out; {where}",
                       file=str(written[0] if written else first.source))
        return [head, *self.problems]

    def set_aside(self) -> list[Path]:
        """Write each file's staged bad rows to its place under ``set-aside/`` (whole: a temp
        file, fsync'ed, renamed); the paths written."""
        written = []
        for f in self.files:
            if f.staged is not None:
                target = f.root / SET_ASIDE_DIR / f.source.relative_to(f.root)
                target = target if target.suffix == ".jsonl" else target.with_name(target.name + ".jsonl")
                _write_whole(f.staged, target, f.root)
                written.append(target)
        return written


def _problem(path: Path, where: str, p: EventProblem) -> Problem:
    return Problem("event", f"{where}: " + (f"field {p.field}: " if p.field else "") + p.detail, file=str(path))


def row_event(value):
    """A Parquet row's fields as an event's: NULL is a field not given."""
    if isinstance(value, dict):
        return {k: row_event(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [row_event(v) for v in value]
    return value


def _copy(fh, out, start: int, end: int) -> None:
    fh.seek(start)
    while start < end:
        chunk = fh.read(min(COPY_CHUNK, end - start))
        if not chunk:
            break  # the file was cut meanwhile (a collector's repair): what is gone is gone
        out.write(chunk)
        start += len(chunk)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_whole(staged: Path, target: Path, root: Path) -> None:
    """``staged`` copied to ``target`` through a temp file beside it, fsync'ed and renamed;
    never through a link below ``root``."""
    try:
        here = root
        for part in target.parent.relative_to(root).parts:
            here = here / part
            if here.is_symlink() or (here.exists() and not here.is_dir()):
                raise LevelFileError([Problem("set-aside", "is a link or a file; bad rows are never written through "
                                              "one", file=str(here))])
        make_dirs(target.parent)
        fd, tmp = tempfile.mkstemp(prefix=".set-aside-", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as out, open(staged, "rb") as src:
                shutil.copyfileobj(src, out, COPY_CHUNK)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, target)
        except BaseException:
            os.unlink(tmp)
            raise
        fsync_dir(target.parent)
    except OSError as exc:
        raise LevelFileError([Problem("set-aside", f"cannot write the bad rows here: {exc.strerror or exc}",
                                      file=str(target))]) from None


# --- compaction ---------------------------------------------------------------------------------
@dataclass
class Compacted:
    folder: Path
    files: int
    rows: int
    bad: int
    set_aside: list[Path] = field(default_factory=list)


class CompactionBusy(LevelFileError):
    """Another compaction (or erasure) holds the store's lock."""


def _lock(root: Path) -> int:
    """The store's compaction lock (held until the descriptor closes); a second compaction is
    refused while one runs."""
    path = root / LOCK_FILE
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        raise LevelFileError([Problem("lock", f"cannot open the compaction lock: {exc.strerror or exc}",
                                      file=str(path))]) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise LevelFileError([Problem("lock", "is not a regular file", file=str(path))])
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise CompactionBusy([Problem("lock", "another `events compact` or `events erase` is running on this "
                                      "folder (it holds this lock); run it again once that one ends",
                                      file=str(path))]) from None
    except BaseException:
        os.close(fd)
        raise
    return fd


def _hold(path: Path) -> int | None:
    """The part's lock, held so that no collector starting meanwhile cuts it; None for a part
    a live collector holds (it may still write), an empty one, or a link (never followed)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if stat.S_ISREG(info.st_mode) and info.st_size:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
    except BlockingIOError:
        pass
    os.close(fd)
    return None


def compact(root: str) -> tuple[list[Compacted], list[Problem]]:
    """Each partition's closed JSON-lines parts (no live collector holds them) into one Parquet
    file beside them, their bad lines (and a partial last line) set aside: the Parquet file is
    written to a temp name and fsync'ed, the set-aside file written, the Parquet file renamed,
    and only then are the JSON lines removed (a crash in between leaves both, which the report
    counts once). One compaction at a time per store (``LOCK_FILE``)."""
    store = Path(root).absolute()
    base = store / EVENTS_DIR
    if not base.is_dir():
        raise LevelFileError([Problem("folder", f"has no {EVENTS_DIR}/ folder of a collector", file=root)])
    lock = _lock(store)
    held: list[int] = []
    try:
        by_dir: dict[Path, list[Path]] = {}
        for path in data_files(base, ".jsonl"):
            fd = _hold(path)
            if fd is not None:
                held.append(fd)
                by_dir.setdefault(path.parent, []).append(path)
        con = connect()
        stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%S")
        done, problems = [], []
        for folder, files in sorted(by_dir.items()):
            with RowCheck(con, keep_partial=True) as rows:
                rows.check(Sources(jsonl=files, roots={p: store for p in files}))
                target = folder / f"part-{stamp}-{os.getpid()}-c.parquet"
                aside = _convert(con, rows, target)
                for p in files:
                    p.unlink()
                fsync_dir(folder)
            problems += rows.told(aside)
            done.append(Compacted(folder, len(files), rows.good, rows.bad, aside))
        return done, problems
    finally:
        for fd in held:
            os.close(fd)
        os.close(lock)


def _convert(con, rows: RowCheck, target: Path) -> list[Path]:
    """The good rows to ``target`` (none: no file), under a temp name until every row is in it
    and the bad ones are set aside (the set-aside files written)."""
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        if rows.good:
            good = raw_select(rows.sources())
            digest = mark_of(con, f"({good})")
            written = con.execute(f"COPY ({good}) TO {quote(str(tmp))} (FORMAT PARQUET, COMPRESSION ZSTD, "
                                  f"KV_METADATA {{{quote(MARK_KEY)}: {quote(digest)}}})").fetchone()[0]
            rows.stop_if_interrupted()  # a Ctrl-C the queries did not stop on is not lost
            if written != rows.good:
                raise LevelFileError([Problem("compact", f"{written} rows written of {rows.good} checked; "
                                              "nothing removed", file=str(target.parent))])
            _fsync(tmp)
        aside = rows.set_aside()  # before the rename: a JSON line goes only once it is kept
        if rows.good:
            os.replace(tmp, target)
            fsync_dir(target.parent)
        return aside
    except LevelFileError:
        raise
    except OSError as exc:
        raise LevelFileError([Problem("write", f"cannot write: {exc.strerror or exc}", file=str(target))]) from None
    except Exception as exc:  # duckdb raises its own error classes
        raise rows.located(exc, str(target.parent)) from None
    finally:
        if tmp.exists():
            tmp.unlink()

