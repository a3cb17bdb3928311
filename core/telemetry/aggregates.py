"""Daily aggregates: the report's per-attempt numbers for each partition of the stored events,
kept as Parquet tables so that a day already aggregated is never read again.

A *unit* is one leaf partition of the store, ``date=D/mode=M`` (``any`` for a folder level a
tree of files lacks). Each unit's rows give three partial tables, each row carrying its receipt
``day`` (days since 1970-01-01, from ``recvMs``, else ``utcMs``):

- ``attempts``: per (day, install, attempt) what the report's attempt needs, in aggregates that
  merge across days (``bool_or``, ``min``, ``max``, a row count): an attempt played over midnight
  or uploaded late is whole once its days are merged;
- ``marks``: the hints, undos, tools, revives, fails and restarts, once per (install, seq);
- ``tracks``: each Hex Tracks attempt's last ending summary (its ``seq`` and kind beside it).

The report merges the units in its date range (``MERGE_*``) and counts from there (report.py).

Kept under ``DIR/<table>/date=D/mode=M/part-0.parquet`` (written to a temp name, then renamed),
with ``DIR/_units/date=D/mode=M.json`` written last: the unit's input files (path, size, time)
and the row check's findings. A unit whose files changed (a late partition, a compaction, an
erasure) or whose manifest is missing or from another schema is computed again; the others are
read as they are. The tables are plain Parquet with the partition columns in the folder names:
a warehouse or Spark reads them as external tables (docs/telemetry.md).
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from pathlib import Path

from ..errors import Problem
from ..jsonio import write_atomic
from .dataset import quote, row_check_sql

AGGREGATE_FORMAT = 1
TABLES = ("attempts", "marks", "tracks")
ANY = "any"  # a unit's tag when its files sit under no date= (or mode=) folder
DAY_MS = 86_400_000
KEY_SQL = "mode, level, revision, seed"
ENDING = "('win', 'fail', 'quit', 'restart')"
MARKS = "('hint', 'undo', 'tool', 'revive', 'fail', 'restart')"
# the player acted in the attempt: a move (step > 0; a win or a fail needs one) or a help used
ACTED = "step > 0 OR kind IN ('hint', 'undo', 'tool', 'revive', 'win', 'fail')"
# the events' columns the partials read
COLUMNS = ["installId", "seq", "kind", "mode", "level", "revision", "seed", "attemptId", "step", "activeMs",
           "left", "tool", "summary", "recvMs", "utcMs"]

# Duplicates (an event uploaded twice) are harmless by construction: the per-attempt aggregates
# are idempotent (bool_or, min, max, max_by seq), and the events that are counted (the marks)
# are deduplicated on (installId, seq).
_DAY = f"CAST(floor(coalesce(recvMs, utcMs) / {DAY_MS}) AS BIGINT)"
PARTIAL = {
    "attempts": f"""
SELECT unit, {_DAY} AS day, installId, attemptId,
  any_value(mode) AS mode, any_value(level) AS level, any_value(revision) AS revision, any_value(seed) AS seed,
  count(*) AS stored_rows,
  bool_or({ACTED}) AS acted,
  bool_or(kind = 'tool') AS tooled,
  max(seq) FILTER (WHERE kind = 'win') AS win_seq,
  max(seq) FILTER (WHERE kind = 'fail') AS fail_seq,
  max(seq) FILTER (WHERE kind = 'quit') AS quit_seq,
  max(seq) FILTER (WHERE kind = 'restart') AS restart_seq,
  max(seq) FILTER (WHERE kind = 'revive') AS revive_seq,
  min(activeMs) FILTER (WHERE kind = 'win') AS win_ms,
  min(step) FILTER (WHERE kind = 'fail') AS first_fail,
  -- summaries are cumulative over the attempt, so the largest is the last
  max(cardinality(summary.pausesMs)) AS pauses,
  max(summary.animMs) AS anim_ms,
  max(summary.awayMs) AS away_ms,
  max(summary.cat.peakSlotUsage) AS peak
FROM {{events}}
WHERE attemptId IS NOT NULL AND kind NOT IN ('app_pause', 'app_resume')
GROUP BY unit, {_DAY}, installId, attemptId""",
    "marks": f"""
SELECT unit, any_value({_DAY}) AS day, installId, seq, any_value(attemptId) AS attemptId,
  any_value(mode) AS mode, any_value(level) AS level, any_value(revision) AS revision, any_value(seed) AS seed,
  any_value(kind) AS kind, any_value(step) AS step, any_value("left") AS "left", any_value(tool) AS tool
FROM {{events}} WHERE kind IN {MARKS}
GROUP BY unit, installId, seq""",
    # seed 003's playtest observations, over each attempt's last ending summary of the tracks
    # group (the modes whose registry entry says play_summary="tracks")
    "tracks": f"""
SELECT unit, {_DAY} AS day, installId, attemptId, any_value(mode) AS mode, any_value(level) AS level,
  any_value(revision) AS revision, any_value(seed) AS seed, max(seq) AS last_seq, max_by(kind, seq) AS last_kind,
  max_by(summary.tracks, seq) AS t
FROM {{events}} WHERE kind IN {ENDING} AND summary.tracks IS NOT NULL
GROUP BY unit, {_DAY}, installId, attemptId""",
}

# The partials of the units in the report's range merged ({where}: the days, the mode, the
# installs whose erasure was requested); the report's queries read these three tables.
MERGE = {
    "att": """
SELECT *,
  win_seq IS NOT NULL AS won,
  revive_seq IS NOT NULL AS revived,
  CASE WHEN win_seq IS NOT NULL THEN 'win'
       WHEN greatest(fail_seq, quit_seq, restart_seq, revive_seq) IS NULL THEN NULL
       WHEN fail_seq = greatest(fail_seq, quit_seq, restart_seq, revive_seq) THEN 'fail'
       WHEN quit_seq = greatest(fail_seq, quit_seq, restart_seq, revive_seq) THEN 'quit'
       WHEN restart_seq = greatest(fail_seq, quit_seq, restart_seq, revive_seq) THEN 'restart'
       ELSE 'revive' END AS last_end
FROM (
  SELECT installId, attemptId,
    any_value(mode) AS mode, any_value(level) AS level, any_value(revision) AS revision, any_value(seed) AS seed,
    sum(stored_rows) AS stored_rows, bool_or(acted) AS acted, bool_or(tooled) AS tooled,
    max(win_seq) AS win_seq, max(fail_seq) AS fail_seq, max(quit_seq) AS quit_seq,
    max(restart_seq) AS restart_seq, max(revive_seq) AS revive_seq,
    min(win_ms) AS win_ms, min(first_fail) AS first_fail,
    max(pauses) AS pauses, max(anim_ms) AS anim_ms, max(away_ms) AS away_ms, max(peak) AS peak
  FROM {attempts} WHERE {where}
  GROUP BY installId, attemptId) merged""",
    "marks": f"""
SELECT installId, seq, any_value(attemptId) AS attemptId, any_value(mode) AS mode, any_value(level) AS level,
  any_value(revision) AS revision, any_value(seed) AS seed, any_value(kind) AS kind, any_value(step) AS step,
  any_value("left") AS "left", any_value(tool) AS tool
FROM {{marks}} WHERE {{where}} GROUP BY installId, seq""",
    "tr": """
SELECT installId, attemptId, any_value(level) AS level, any_value(revision) AS revision, any_value(seed) AS seed,
  any_value(mode) AS mode, max_by(last_kind, last_seq) = 'win' AS won, max_by(t, last_seq) AS t
FROM {tracks} WHERE {where}
GROUP BY installId, attemptId""",
}


def merge_where(mode: str | None, days: tuple[int, int] | None, erased: bool) -> str:
    """The rows of a partial table that count: in the days (as day numbers), of the mode, not
    of an install whose erasure was requested (the ``erased`` table)."""
    where = ["true"]
    if days:
        where.append(f"day BETWEEN {int(days[0])} AND {int(days[1])}")
    if mode:
        where.append(f"mode = {quote(mode)}")
    if erased:
        where.append("installId NOT IN (SELECT installId FROM erased)")
    return " AND ".join(where)


def unit_of(path: Path) -> str:
    """The leaf partition a stored file belongs to, ``date=D/mode=M``."""
    tags = {}
    for part in path.parts:
        key, _, value = part.partition("=")
        if key in ("date", "mode") and value:
            tags[key] = value
    return f"date={tags.get('date', ANY)}/mode={tags.get('mode', ANY)}"


def unit_date(unit: str) -> str | None:
    date = unit.split("/")[0].split("=", 1)[1]
    return None if date == ANY else date


def fingerprint(files: list[Path]) -> str:
    """What a unit was computed from: its files (each once, by real path), their sizes and
    times, and the row check and aggregates of this version."""
    h = hashlib.sha256(f"{AGGREGATE_FORMAT}\n{row_check_sql()}\n{sorted(PARTIAL.items())}".encode())
    for path in sorted({p.resolve() for p in files}):
        info = path.stat()
        h.update(f"{path}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    return h.hexdigest()


@dataclasses.dataclass
class UnitFindings:
    """What the row check found in a unit's files, kept beside its aggregates so that a report
    reading them tells it again."""

    jsonl: int = 0
    parquet: int = 0
    bad_rows: int = 0
    partial: list = dataclasses.field(default_factory=list)
    set_aside: list = dataclasses.field(default_factory=list)
    problems: list = dataclasses.field(default_factory=list)  # Problem
    has_rows: bool = False  # any row passed the check: the unit has tables


class Store:
    """The aggregates folder: which units are up to date, where their tables are."""

    def __init__(self, root: str):
        self.root = Path(root).absolute()

    def table_file(self, table: str, unit: str) -> Path:
        return self.root / table / unit / "part-0.parquet"

    def manifest(self, unit: str) -> Path:
        return self.root / "_units" / f"{unit}.json"

    def current(self, unit: str, print_: str) -> UnitFindings | None:
        """The unit's findings when its kept tables were computed from these files; else None."""
        try:
            data = json.loads(self.manifest(unit).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        found = data.get("findings") or {}
        if data.get("fingerprint") != print_ or (found.get("has_rows") and not all(
                self.table_file(t, unit).is_file() for t in TABLES)):
            return None
        found["problems"] = [Problem(**p) for p in found["problems"]]
        return UnitFindings(**found)

    def save(self, engine, units: dict[str, tuple[str, UnitFindings]]) -> None:
        """The units' tables (``computed_<table>``; written to temp names, then renamed; none
        for a unit where no row passed the check), then each unit's manifest."""
        with_rows = [u for u, (_, found) in units.items() if found.has_rows]
        for table in TABLES if with_rows else ():
            targets = {u: self.table_file(table, u) for u in with_rows}
            for target in targets.values():
                target.parent.mkdir(parents=True, exist_ok=True)
            engine.write_units(f"SELECT * FROM computed_{table}", {u: _tmp(t) for u, t in targets.items()})
            for target in targets.values():
                os.replace(_tmp(target), target)
        for unit, (print_, findings) in units.items():
            found = dataclasses.asdict(findings)
            found["problems"] = [dataclasses.asdict(p) for p in findings.problems]
            self.manifest(unit).parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.manifest(unit), json.dumps({"format": AGGREGATE_FORMAT, "fingerprint": print_,
                                                          "findings": found}, ensure_ascii=False) + "\n")


def _tmp(target: Path) -> Path:
    return target.with_name(f".{target.name}.tmp")
