"""The collected files as one DuckDB relation, and the JSON lines -> Parquet compaction.

Columns come from the event schema itself (one column per field of any kind, the summary as a
STRUCT), so JSON lines and Parquet read alike and a warehouse table has the same shape
(``table_ddl()``). Rows are as stored: an event uploaded twice is there twice, and the report's
queries are built so that it counts once (report.py).
"""
from __future__ import annotations

import datetime as dt
import os
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel

from ..errors import LevelFileError, Problem
from .schema import KINDS
from .storage import EVENTS_DIR, event_files, fsync_dir, has_partial_tail, is_locked

SERVER_COLUMNS = {"recvMs": "BIGINT"}  # added by the collector to each stored line


def _duck_type(annotation) -> str:
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Annotated:
        return _duck_type(args[0])
    if origin in (typing.Union, types.UnionType):
        kinds = [a for a in args if a is not type(None)]
        return _duck_type(kinds[0])
    if origin is typing.Literal:
        return _duck_type(type(args[0]))
    if origin is list:
        return _duck_type(args[0]) + "[]"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        inner = ", ".join(f'"{n}" {_duck_type(f.annotation)}' for n, f in annotation.model_fields.items())
        return f"STRUCT({inner})"
    if annotation is bool:
        return "BOOLEAN"
    if annotation is int:
        return "BIGINT"
    if annotation is str:
        return "VARCHAR"
    raise TypeError(f"no DuckDB type for {annotation!r}")


def columns() -> dict[str, str]:
    """Every field of every event kind -> its DuckDB type, in first-seen order."""
    out: dict[str, str] = {}
    for kind in KINDS:
        for name, info in kind.model_fields.items():
            typ = _duck_type(info.annotation)
            if out.setdefault(name, typ) != typ:
                raise TypeError(f"field {name} has two types: {out[name]} and {typ}")
    out.update(SERVER_COLUMNS)
    return out


def table_ddl(name: str = "play_events") -> str:
    cols = ",\n  ".join(f'"{n}" {t}' for n, t in columns().items())
    return f"CREATE TABLE {name} (\n  {cols}\n)"


@dataclass
class Sources:
    jsonl: list[Path] = field(default_factory=list)
    partial: list[Path] = field(default_factory=list)  # JSON lines with a partial last line
    parquet: list[Path] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.jsonl or self.partial or self.parquet)


def _in_mode(path: Path, mode: str | None) -> bool:
    """A file under a ``mode=X`` folder belongs to X; with no such folder it may hold any mode."""
    if mode is None:
        return True
    tags = [p.split("=", 1)[1] for p in path.parts if p.startswith("mode=")]
    return not tags or tags[-1] == mode


def find_sources(dirs: list[str], mode: str | None = None) -> Sources:
    """Every event file under the folders (a collector's output or any tree of ``.jsonl`` and
    ``.parquet`` files); LevelFileError names a folder that is missing or holds none."""
    found = Sources()
    problems = []
    for d in dirs:
        root = Path(d)
        if not root.exists():
            problems.append(Problem("folder", "no such folder", file=d))
            continue
        if not root.is_dir():
            problems.append(Problem("folder", "is a file; give the collector's output folder", file=d))
            continue
        jsonl, parquet = event_files(root, ".jsonl"), event_files(root, ".parquet")
        if not jsonl and not parquet:
            problems.append(Problem("folder", "holds no event files (.jsonl or .parquet)", file=d))
        jsonl = [p for p in jsonl if p.stat().st_size and _in_mode(p, mode)]
        parquet = [p for p in parquet if _in_mode(p, mode)]
        for p in jsonl:
            (found.partial if has_partial_tail(p) else found.jsonl).append(p)
        found.parquet += parquet
    if problems:
        raise LevelFileError(problems)
    return found


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _list(paths: list[Path]) -> str:
    return "[" + ", ".join(_quote(str(p)) for p in paths) + "]"


def _struct(cols: dict[str, str]) -> str:
    return "{" + ", ".join(f"{_quote(n)}: {_quote(t)}" for n, t in cols.items()) + "}"


def raw_select(src: Sources, wanted: list[str] | None = None) -> str:
    """SQL of every stored row (duplicates included) with the schema's columns."""
    cols = columns()
    names = ", ".join(f'"{n}"' for n in (wanted or cols))
    parts = []
    if src.jsonl:
        parts.append(f"SELECT {names} FROM read_json({_list(src.jsonl)}, format='newline_delimited', "
                     f"columns={_struct(cols)}, maximum_object_size=1048576)")
    if src.partial:
        # a writer killed mid-line: the partial last line reads as a row of NULLs, dropped here
        parts.append(f"SELECT {names} FROM read_json({_list(src.partial)}, format='newline_delimited', "
                     f"columns={_struct(cols)}, ignore_errors=true) WHERE installId IS NOT NULL")
    if src.parquet:
        parts.append(f"SELECT {names} FROM read_parquet({_list(src.parquet)}, union_by_name=true, "
                     "hive_partitioning=false)")
    return "\nUNION ALL\n".join(parts)


def connect(threads: int | None = None, memory_limit: str | None = None):
    import duckdb

    con = duckdb.connect(config={"threads": threads or os.cpu_count() or 1})
    con.execute("SET enable_progress_bar = false")
    if memory_limit:
        con.execute(f"SET memory_limit = {_quote(memory_limit)}")
    return con


def located(exc: Exception, what: str) -> LevelFileError:
    """A DuckDB error (it names the file and line) as a located problem."""
    detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return LevelFileError([Problem("events", detail, file=what)])


# --- compaction -------------------------------------------------------------------------------
def compact(root: str) -> list[tuple[Path, int, int]]:
    """Each partition's closed JSON-lines parts (no live collector holds them) into one Parquet
    file beside them: written to a temp name, fsync'ed, renamed, then the JSON lines removed.
    A crash in between leaves both, which the report counts once. (partition, files, rows)
    for each partition converted."""
    base = Path(root) / EVENTS_DIR
    if not base.is_dir():
        raise LevelFileError([Problem("folder", f"has no {EVENTS_DIR}/ folder of a collector", file=root)])
    by_dir: dict[Path, list[Path]] = {}
    for path in event_files(base, ".jsonl"):
        if not is_locked(path) and path.stat().st_size:
            by_dir.setdefault(path.parent, []).append(path)
    done = []
    con = connect()
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%S")
    for folder, files in sorted(by_dir.items()):
        src = Sources(jsonl=[p for p in files if not has_partial_tail(p)],
                      partial=[p for p in files if has_partial_tail(p)])
        target = folder / f"part-{stamp}-{os.getpid()}-c.parquet"
        tmp = folder / f".{target.name}.tmp"
        try:
            con.execute(f"COPY ({raw_select(src)}) TO {_quote(str(tmp))} (FORMAT PARQUET, COMPRESSION ZSTD)")
            rows = con.execute(f"SELECT count(*) FROM read_parquet({_quote(str(tmp))})").fetchone()[0]
            fd = os.open(tmp, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, target)
            fsync_dir(folder)
        except Exception as exc:  # duckdb raises its own error classes
            if tmp.exists():
                tmp.unlink()
            if isinstance(exc, OSError):
                raise LevelFileError([Problem("write", f"cannot write: {exc.strerror or exc}", file=str(target))]) from None
            raise located(exc, str(folder)) from None
        for p in files:
            p.unlink()
        fsync_dir(folder)
        done.append((folder, len(files), rows))
    return done
