"""Erasure on request (issue 35 §5): a player's "Delete my play data" reaches what was uploaded.

- The device keeps the install ids it retired until ``POST /v1/erase`` (``{"installIds": [..]}``)
  was answered 200; the collector appends each id to ``DIR/erasures/requests-<stamp>-<pid>.jsonl``
  (one JSON line an id with its receipt time, fsync'ed before the answer; a partial last line of
  a killed process is no request).
- ``python -m core report`` never counts an event of a requested id (``requested``), whether or
  not its events were erased yet, nor one uploaded later.
- ``python -m core events erase DIR --install-id ID… [--requested]`` removes the ids' events from
  every JSON-lines and Parquet file under ``DIR`` (the set-aside rows too): each file that holds
  one is rewritten without them to a temp file beside it, fsync'ed and renamed over it (a file
  left with no row is removed), under the compaction lock and each part's own lock, so neither a
  compaction nor a starting collector sees half of it. A part a live collector still writes is
  left (named, exit 2): run it again once the part is closed (10 idle minutes).
"""
from __future__ import annotations

import datetime as dt
import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import LevelFileError, Problem
from .storage import event_files, fsync_dir, make_dirs

ERASURES_DIR = "erasures"  # under a collector's output folder; never read as events
INSTALL_ID = re.compile(r"[0-9a-f]{32}")  # the schema's installId
MAX_REQUEST_IDS = 64  # a device retires one id a delete: a request never needs more
MAX_REQUEST_BYTES = 8 * 1024


def parse_request(body: bytes) -> list[str]:
    """The install ids of an erase request's body (``{"installIds": [...]}``, 1 to
    ``MAX_REQUEST_IDS`` of them), or ValueError saying what is wrong."""
    if len(body) > MAX_REQUEST_BYTES:
        raise ValueError(f"an erase request is at most {MAX_REQUEST_BYTES} bytes")
    try:
        value = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ValueError('an erase request is a JSON object {"installIds": [...]}') from None
    if not isinstance(value, dict) or set(value) != {"installIds"} or not isinstance(value["installIds"], list):
        raise ValueError('an erase request is a JSON object {"installIds": [...]} and nothing else')
    ids = value["installIds"]
    if not 1 <= len(ids) <= MAX_REQUEST_IDS:
        raise ValueError(f"an erase request names 1 to {MAX_REQUEST_IDS} install ids, not {len(ids)}")
    for i, install in enumerate(ids):
        if not isinstance(install, str) or not INSTALL_ID.fullmatch(install):
            raise ValueError(f"installIds[{i}] is not an install id (32 lowercase hex digits)")
    return list(dict.fromkeys(ids))


def record_requests(root: Path, ids: list[str]) -> None:
    """Appends the ids to this process's request file under ``root/ERASURES_DIR`` and fsyncs it
    (and the folder of a new file): once it returns, the request survives a crash."""
    folder = Path(root) / ERASURES_DIR
    make_dirs(folder)
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%d")
    path = folder / f"requests-{stamp}-{os.getpid()}.jsonl"
    now = int(time.time() * 1000)
    data = "".join(json.dumps({"installId": i, "recvMs": now}) + "\n" for i in ids).encode()
    new = not path.exists()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)
    if new:
        fsync_dir(folder)


def requested(dirs) -> set[str]:
    """Every install id whose erasure was requested in the folders (whole lines of the request
    files; anything else in them is no request)."""
    found: set[str] = set()
    for d in dirs:
        folder = Path(d) / ERASURES_DIR
        if folder.is_symlink() or not folder.is_dir():
            continue
        for path in event_files(folder, ".jsonl"):
            text = path.read_bytes().decode("utf-8", "replace")
            for line in text.split("\n")[:-1]:  # the last item is a partial line or ""
                try:
                    install = json.loads(line).get("installId")
                except (ValueError, AttributeError):
                    continue
                if isinstance(install, str) and INSTALL_ID.fullmatch(install):
                    found.add(install)
    return found


@dataclass
class Erased:
    files: list[Path] = field(default_factory=list)  # rewritten or removed
    rows: int = 0
    held: list[Path] = field(default_factory=list)  # parts a live collector still writes, left as they are


def erase(root: str, ids: set[str]) -> Erased:
    """Removes every event of ``ids`` from the files under ``root`` (module docstring)."""
    from .dataset import SET_ASIDE_DIR, connect
    from .rows import PATTERN_CHARS, _hold, _lock

    store = Path(root).absolute()
    if not store.is_dir():
        raise LevelFileError([Problem("folder", "no such folder", file=root)])
    done = Erased()
    lock = _lock(store)
    try:
        for path in event_files(store, ".jsonl"):
            if ERASURES_DIR in path.relative_to(store).parts:
                continue
            fd = _hold(path)
            if fd is None:  # a link (never followed), an empty file, or a live collector's
                if not path.is_symlink() and path.stat().st_size and _mentions(path, ids):
                    done.held.append(path)
                continue
            try:
                removed = _erase_lines(path, ids)
            finally:
                os.close(fd)
            if removed:
                done.files.append(path)
                done.rows += removed
        parquet = [p for p in event_files(store, ".parquet") if SET_ASIDE_DIR not in p.relative_to(store).parts]
        if parquet:
            odd = [p for p in parquet if not PATTERN_CHARS.isdisjoint(str(p))]
            if odd:  # DuckDB would read the name as a pattern
                raise LevelFileError([Problem("name", "has *, ?, [ or { in its path; rename it first",
                                              file=str(odd[0]))])
            con = connect()
            for path in parquet:
                removed = _erase_parquet(con, path, ids)
                if removed:
                    done.files.append(path)
                    done.rows += removed
    finally:
        os.close(lock)
    return done


def _mentions(path: Path, ids: set[str]) -> bool:
    data = path.read_bytes()
    return any(i.encode() in data for i in ids)


def _erase_lines(path: Path, ids: set[str]) -> int:
    """``path`` rewritten without the lines of ``ids``; how many lines went."""
    needles = [i.encode() for i in ids]
    data = path.read_bytes()
    if not any(n in data for n in needles):
        return 0
    kept, removed = [], 0
    for line in data.splitlines(keepends=True):
        if any(n in line for n in needles) and _install_of(line, ids) in ids:
            removed += 1
        else:
            kept.append(line)
    if removed:
        _replace(path, b"".join(kept))
    return removed


def _install_of(line: bytes, ids: set[str]) -> str | None:
    """The line's installId; a line that is no JSON object (a partial last line, a bad row set
    aside) but names one of ``ids`` is taken for that player's."""
    try:
        value = json.loads(line)
    except ValueError:
        value = None
    if isinstance(value, dict):
        return value.get("installId")
    return next(i for i in ids if i.encode() in line)


def _replace(path: Path, data: bytes) -> None:
    """``data`` in place of ``path`` (a temp file beside it, fsync'ed, renamed); no data: removed."""
    if not data:
        path.unlink()
    else:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
    fsync_dir(path.parent)


def _erase_parquet(con, path: Path, ids: set[str]) -> int:
    """The Parquet file rewritten without the rows of ``ids`` (its compaction mark renewed when
    it had a valid one: the rows left passed the same check); how many rows went."""
    from .dataset import parquet_scan, quote
    from .rows import _DIGEST, MARK_KEY, mark

    con.execute("CREATE OR REPLACE TEMP TABLE erase_ids (installId VARCHAR)")
    con.executemany("INSERT INTO erase_ids VALUES (?)", [[i] for i in sorted(ids)])
    scan = parquet_scan([str(path)])
    erased = "installId IN (SELECT installId FROM erase_ids)"
    removed = con.execute(f"SELECT count(*) FROM {scan} WHERE {erased}").fetchone()[0]
    if not removed:
        return 0
    old = dict(con.execute(f"SELECT key, value FROM parquet_kv_metadata({quote(str(path))})").fetchall())
    count, total = con.execute(f"SELECT {_DIGEST} FROM {scan}").fetchone()
    was_marked = old.get(MARK_KEY.encode(), b"").decode("utf-8", "replace") == mark(count, total)
    keep = f"SELECT * FROM {scan} WHERE NOT ({erased})"
    left, left_total = con.execute(f"SELECT {_DIGEST} FROM ({keep})").fetchone()
    if not left:
        _replace(path, b"")
        return removed
    metadata = f", KV_METADATA {{{quote(MARK_KEY)}: {quote(mark(left, left_total))}}}" if was_marked else ""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        con.execute(f"COPY ({keep}) TO {quote(tmp)} (FORMAT PARQUET, COMPRESSION ZSTD{metadata})")
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    fsync_dir(path.parent)
    return removed
