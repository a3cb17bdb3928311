"""The collected files as one DuckDB relation.

Columns come from the event schema itself (one column per field of any kind, the summary as a
STRUCT), so JSON lines and Parquet read alike and a warehouse table has the same shape
(``table_ddl()``); so does the SQL row check of typed rows (``row_check_sql()``, from the JSON
Schema the game reads). Rows are as stored: an event uploaded twice is there twice, and the report's
queries are built so that it counts once (report.py).
"""
from __future__ import annotations

import os
import signal
import threading
import types
import typing
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel

from ..errors import LevelFileError, Problem
from .erase import ERASURES_DIR
from .schema import KINDS, json_schema
from .storage import event_files

SERVER_COLUMNS = {"recvMs": "BIGINT"}  # added by the collector to each stored line
SET_ASIDE_DIR = "set-aside"  # bad rows, kept under each folder read (rows.py); never read as events
AGGREGATES_DIR = "aggregates"  # report --aggregates DIR/aggregates: daily aggregates (aggregates.py), not events


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
    """The events table with its partition columns: ``date`` (the day the collector received the
    event, a folder name only) and ``mode`` (also each row's own; NULL outside a mode)."""
    cols = ",\n  ".join(f'"{n}" {t}' for n, t in columns().items())
    return (f"-- partitioned by (date, mode) as the files are: events/date=YYYY-MM-DD/mode=<mode id>/*.parquet\n"
            f"-- (mode=__HIVE_DEFAULT_PARTITION__: NULL); an external table over them names both partition columns\n"
            f"CREATE TABLE {name} (\n  {cols},\n  \"date\" DATE\n)")


@dataclass
class Sources:
    """Event files for DuckDB: ``find_sources`` gives what is on disk, ``rows.RowCheck.sources``
    what passed the row check (names DuckDB reads literally)."""

    jsonl: list = field(default_factory=list)
    parquet: list = field(default_factory=list)
    parquet_checked: list = field(default_factory=list)  # Parquet holding bad rows: read through the row check
    roots: dict = field(default_factory=dict)  # each file found -> the folder it was found under

    def __bool__(self) -> bool:
        return bool(self.jsonl or self.parquet or self.parquet_checked)


def in_mode(path: Path, mode: str | None) -> bool:
    """A file under a ``mode=X`` folder belongs to X; with no such folder it may hold any mode."""
    if mode is None:
        return True
    tags = [p.split("=", 1)[1] for p in path.parts if p.startswith("mode=")]
    return not tags or tags[-1] == mode


def data_files(root: Path, suffix: str) -> list[Path]:
    """Event files under ``root`` (absolute), leaving out the bad rows set aside there, the
    erase requests (erase.py) and the report's daily aggregates kept there."""
    root = Path(root).absolute()
    return [p for p in event_files(root, suffix)
            if not {SET_ASIDE_DIR, ERASURES_DIR, AGGREGATES_DIR} & set(p.relative_to(root).parts)]


def in_days(path: Path, days: tuple | None) -> bool:
    """A file under a ``date=YYYY-MM-DD`` folder (the day the collector received its events)
    belongs to that day; with no such folder it may hold any (its rows are filtered)."""
    if days is None:
        return True
    tags = [p.split("=", 1)[1] for p in path.parts if p.startswith("date=")]
    return not tags or days[0] <= tags[-1] <= days[1]


def find_sources(dirs: list[str], mode: str | None = None, days: tuple | None = None) -> Sources:
    """Every event file under the folders (a collector's output or any tree of ``.jsonl`` and
    ``.parquet`` files), each once; LevelFileError names a folder that is missing or holds none.
    ``mode``, ``days``: only the partitions that may hold them (the rows are filtered too)."""
    found = Sources()
    problems, seen = [], set()
    for d in dirs:
        root = Path(d).absolute()  # a name DuckDB never expands (a folder named ~ is no $HOME)
        if not root.exists():
            problems.append(Problem("folder", "no such folder", file=d))
            continue
        if not root.is_dir():
            problems.append(Problem("folder", "is a file; give the collector's output folder", file=d))
            continue
        jsonl, parquet = data_files(root, ".jsonl"), data_files(root, ".parquet")
        if not jsonl and not parquet:
            problems.append(Problem("folder", "holds no event files (.jsonl or .parquet)", file=d))
        for path in jsonl + parquet:
            if in_mode(path, mode) and in_days(path, days) and path.resolve() not in seen:  # a folder given twice, or inside another
                seen.add(path.resolve())
                found.roots[path] = root
                (found.jsonl if path.suffix == ".jsonl" else found.parquet).append(path)
    if problems:
        raise LevelFileError(problems)
    return found


def quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def paths_sql(paths: list) -> str:
    return "[" + ", ".join(quote(str(p)) for p in paths) + "]"


def struct_sql(cols: dict[str, str]) -> str:
    return "{" + ", ".join(f"{quote(n)}: {quote(t)}" for n, t in cols.items()) + "}"


def parquet_scan(paths: list, extra: str = "") -> str:
    return f"read_parquet({paths_sql(paths)}, union_by_name=true, hive_partitioning=false{extra})"


def raw_select(src: Sources, wanted: list[str] | None = None) -> str:
    """SQL of every stored row (duplicates included) with the schema's columns. File names go
    to DuckDB as they are: ``rows.RowCheck`` hands over names it cannot take for patterns."""
    cols = columns()
    names = ", ".join(ident(n) for n in (wanted or cols))
    parts = []
    if src.jsonl:
        # never hive partitioning: a row's mode is its own, not its folder's (mode=…)
        parts.append(f"SELECT {names} FROM read_json({paths_sql(src.jsonl)}, format='newline_delimited', "
                     f"columns={struct_sql(cols)}, maximum_object_size=1048576, hive_partitioning=false)")
    if src.parquet:
        parts.append(f"SELECT {names} FROM {parquet_scan(src.parquet)}")
    if src.parquet_checked:
        parts.append(f"SELECT {names} FROM {parquet_scan(src.parquet_checked)} WHERE {row_check_sql()}")
    return "\nUNION ALL\n".join(parts)


# --- the row check on typed columns -------------------------------------------------------------
_NOTES = {"title", "description", "default", "examples"}  # JSON Schema words that check nothing


def _literal(value) -> str:
    return quote(value) if isinstance(value, str) else str(int(value))


class _RowRules:
    """SQL conditions from the events' JSON Schema, for rows whose columns have the table's
    types (so what is left to check is presence, ranges, patterns, lengths and the rules across
    fields). NULL is an absent field, as in a Parquet row."""

    def __init__(self, schema: dict):
        self.defs = schema["$defs"]
        self.depth = 0

    def field(self, expr: str, schema: dict, required: bool) -> str:
        check = self.value(expr, schema)
        return f"({expr} IS NOT NULL AND {check})" if required else f"({expr} IS NULL OR {check})"

    def value(self, expr: str, schema: dict) -> str:
        """The condition on a present (non-NULL) value."""
        while "$ref" in schema:
            schema = {**self.defs[schema["$ref"].rsplit("/", 1)[1]], **{k: v for k, v in schema.items() if k != "$ref"}}
        conds = []
        for key, rule in schema.items():
            if key in _NOTES or key == "additionalProperties":  # structs and the table hold no other fields
                continue
            if key == "type":
                conds += ["false"] if rule == "null" else []
            elif key == "const":
                conds.append(f"{expr} = {_literal(rule)}")
            elif key == "enum":
                conds.append(f"{expr} IN ({', '.join(_literal(v) for v in rule)})")
            elif key == "pattern":  # a search, as JSON Schema and pydantic's patterns are
                conds.append(f"regexp_matches({expr}, {quote(rule)})")
            elif key == "minimum":
                conds.append(f"{expr} >= {rule}")
            elif key == "maximum":
                conds.append(f"{expr} <= {rule}")
            elif key == "maxItems":
                conds.append(f"len({expr}) <= {rule}")
            elif key == "items" and set(rule) <= {"type", "minimum", "maximum"} | _NOTES:
                # whole numbers: no lambda per item (a tenth of its time on a big table)
                conds.append(f"list_count({expr}) = len({expr})")
                conds += [f"coalesce(list_{edge}({expr}) {op} {rule[word]}, true)"
                          for word, edge, op in (("minimum", "min", ">="), ("maximum", "max", "<=")) if word in rule]
            elif key == "items":
                self.depth += 1
                item = f"v{self.depth}"
                conds.append(f"len(list_filter({expr}, lambda {item}: NOT coalesce("
                             f"{self.field(item, rule, True)}, false))) = 0")
                self.depth -= 1
            elif key == "anyOf":
                conds.append("(" + " OR ".join(self.value(expr, alt) for alt in rule) + ")")
            elif key == "properties":
                required = set(schema.get("required", ()))
                conds += [self.field(self.member(expr, name), sub, name in required) for name, sub in rule.items()]
            elif key == "required":
                conds += [f"{self.member(expr, name)} IS NOT NULL" for name in rule if name not in schema.get("properties", {})]
            elif key == "allOf":
                conds += [f"(NOT coalesce({self.value(expr, r['if'])}, false) OR {self.value(expr, r['then'])})"
                          for r in rule]
            else:
                raise TypeError(f"no SQL for the JSON Schema word {key!r}")
        return "(" + " AND ".join(conds or ["true"]) + ")"

    @staticmethod
    def member(expr: str, name: str) -> str:
        return ident(name) if expr == "" else f"struct_extract({expr}, {quote(name)})"


@lru_cache(maxsize=None)
def row_check_sql() -> str:
    """One SQL condition, true exactly for the rows the event schema accepts (the JSON Schema
    the game reads, which carries the collector's rules across fields too), on columns of the
    table's types; ``rows`` checks the types file by file. ``recvMs`` is the collector's
    receipt time (``batch.check_raw``)."""
    schema = json_schema()
    rules = _RowRules(schema)
    cases = []
    for kind, ref in schema["discriminator"]["mapping"].items():
        own = rules.defs[ref.rsplit("/", 1)[1]]["properties"]
        foreign = [f"{ident(c)} IS NULL" for c in columns() if c not in own and c not in SERVER_COLUMNS]
        cases.append(f"WHEN {quote(kind)} THEN {rules.value('', {'$ref': ref})} AND {' AND '.join(foreign)}")
    return f"coalesce(CASE \"kind\" {' '.join(cases)} ELSE false END AND (\"recvMs\" IS NULL OR \"recvMs\" >= 0), false)"


def connect(threads: int | None = None, memory_limit: str | None = None):
    import duckdb

    con = duckdb.connect(config={"threads": threads or os.cpu_count() or 1})
    con.execute("SET enable_progress_bar = false")
    if memory_limit:
        con.execute(f"SET memory_limit = {quote(memory_limit)}")
    return con


@contextmanager
def interruptible(con):
    """Ctrl-C stops the running query at once. DuckDB looks for it only between the tasks it
    runs on the calling thread, so a query whose work was on its other threads ran to its end
    first; the signal's byte on a wakeup pipe wakes a thread that interrupts the connection.
    Yields an Event set once Ctrl-C came: one that came between two queries interrupted neither,
    and DuckDB may have taken Python's KeyboardInterrupt for itself, so callers ask it after
    their queries (``RowCheck.stop_if_interrupted``)."""
    seen = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield seen
        return
    read, write = os.pipe()
    os.set_blocking(write, False)
    previous = signal.set_wakeup_fd(write, warn_on_full_buffer=False)

    def watch():
        while data := os.read(read, 512):
            if signal.SIGINT in data:
                seen.set()
                con.interrupt()

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield seen
    finally:
        signal.set_wakeup_fd(previous)
        os.close(write)  # the watcher reads the end and stops
        watcher.join()
        os.close(read)


def located(exc: Exception, what: str, names: dict[str, str] | None = None) -> BaseException:
    """A DuckDB error (it names the file and line) as a located problem, its temp names
    (``names``) told as the files they stand for; an interrupted query (Ctrl-C, which DuckDB
    turns into its own error) as KeyboardInterrupt."""
    import duckdb

    if isinstance(exc, duckdb.InterruptException) or str(exc) == "Query interrupted":
        return KeyboardInterrupt()
    detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    for name, original in (names or {}).items():
        detail = detail.replace(name, original)
    return LevelFileError([Problem("events", detail, file=what)])
