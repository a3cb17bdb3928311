"""Daily aggregates: the report's per-attempt numbers for each partition of the stored events,
kept as Parquet tables so that a day already aggregated is never read again.

A *unit* is one leaf partition of the store, ``date=D/mode=M`` (``any`` for a folder level a
tree of files lacks). Each unit's rows give partial tables, each row carrying its receipt
``day`` (days since 1970-01-01, from ``recvMs``, else ``utcMs``):

- ``attempts``: per (day, install, attempt) what the report's attempt needs, in aggregates that
  merge across days (``bool_or``, ``min``, ``max``, a row count): an attempt played over midnight
  or uploaded late is whole once its days are merged;
- ``marks``: the hints, undos, tools, revives, fails and restarts, once per (install, seq);
- a summary group's own tables, as its part of the report declares (``fields.PlayReport``, in
  the play data of the modes that send the group; Hex Tracks': ``tracks``, each attempt's last
  ending summary); a group's columns of the attempts (City Cat Catch's ``peak``) go in
  ``attempts``.

The report merges the units in its date range (``MERGE``) and counts from there (report.py).

Kept under ``DIR/<table>/date=D/mode=M/part-0.parquet`` (written to a temp name, then renamed),
with ``DIR/_units/date=D/mode=M.json`` written last: the unit's input files (path, size, time)
and the row check's findings. A unit whose files changed (a late partition, a compaction, an
erasure), whose manifest is missing or from another schema, or whose tables other SQL computed
(the fingerprint holds ``PARTIAL``, the groups' parts included) is computed again; the others
are read as they are. The tables are plain Parquet with the partition columns in the folder names:
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
from .fields import DAY_SQL, PlayReport
from .schema import PLAY_DATA, SUMMARY_GROUP

AGGREGATE_FORMAT = 1
ANY = "any"  # a unit's tag when its files sit under no date= (or mode=) folder
MARKS = "('hint', 'undo', 'tool', 'revive', 'fail', 'restart')"
# the player acted in the attempt: a move (step > 0; a win or a fail needs one) or a help used
ACTED = "step > 0 OR kind IN ('hint', 'undo', 'tool', 'revive', 'win', 'fail')"
# the events' columns the partials read
COLUMNS = ["installId", "seq", "kind", "mode", "level", "revision", "seed", "attemptId", "step", "activeMs",
           "left", "tool", "summary", "recvMs", "utcMs"]


def _report_parts() -> dict[str, PlayReport]:
    """Each summary group's part of the report, from the play data of the modes sending it (one
    part a group), in the order of the stored summary's groups (schema.GROUPS)."""
    parts: dict[str, PlayReport | None] = {}
    for mode_id, group in reversed(SUMMARY_GROUP.items()):
        first = parts.setdefault(group, PLAY_DATA[mode_id].report)
        if first is not PLAY_DATA[mode_id].report:
            raise TypeError(f"{mode_id}'s play_data gives another report part of the summary group '{group}'")
    return {group: part for group, part in parts.items() if part is not None}


def _unique(names: list[str], what: str) -> None:
    """The parts' names share one namespace with the common tables and columns: one name, one thing."""
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise TypeError(f"the summary groups' report parts name the {what} {', '.join(twice)} twice "
                        "(or as a common one)")


REPORT_PARTS = _report_parts()
GROUP_COLUMNS = [column for part in REPORT_PARTS.values() for column in part.columns]
GROUP_TABLES = [table for part in REPORT_PARTS.values() for table in part.tables]
TABLES = ("attempts", "marks", *(table.name for table in GROUP_TABLES))
_unique([*TABLES, "att", *(table.merged for table in GROUP_TABLES)], "table or view")
_unique([c.column for c in GROUP_COLUMNS] + [c.key for c in GROUP_COLUMNS]
        + [p.section for p in REPORT_PARTS.values() if p.section], "column, key or section")

# Duplicates (an event uploaded twice) are harmless by construction: the per-attempt aggregates
# are idempotent (bool_or, min, max, max_by seq), and the events that are counted (the marks)
# are deduplicated on (installId, seq).
_ATTEMPT_SUMMARY = ",\n  ".join(["max(cardinality(summary.pausesMs)) AS pauses", "max(summary.animMs) AS anim_ms",
                                  "max(summary.awayMs) AS away_ms",
                                  *(f"{c.partial} AS {c.column}" for c in GROUP_COLUMNS)])
PARTIAL = {
    "attempts": f"""
SELECT unit, {DAY_SQL} AS day, installId, attemptId,
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
  {_ATTEMPT_SUMMARY}
FROM {{events}}
WHERE attemptId IS NOT NULL AND kind NOT IN ('app_pause', 'app_resume')
GROUP BY unit, {DAY_SQL}, installId, attemptId""",
    "marks": f"""
SELECT unit, any_value({DAY_SQL}) AS day, installId, seq, any_value(attemptId) AS attemptId,
  any_value(mode) AS mode, any_value(level) AS level, any_value(revision) AS revision, any_value(seed) AS seed,
  any_value(kind) AS kind, any_value(step) AS step, any_value("left") AS "left", any_value(tool) AS tool
FROM {{events}} WHERE kind IN {MARKS}
GROUP BY unit, installId, seq""",
    **{table.name: table.partial for table in GROUP_TABLES},
}

# The partials of the units in the report's range merged ({where}: the days, the mode, the
# installs whose erasure was requested); the report's queries read these views.
_ATTEMPT_MERGE = ", ".join(["max(pauses) AS pauses", "max(anim_ms) AS anim_ms", "max(away_ms) AS away_ms",
                            *(f"{c.merge} AS {c.column}" for c in GROUP_COLUMNS)])
MERGE = {
    "att": f"""
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
    {_ATTEMPT_MERGE}
  FROM {{attempts}} WHERE {{where}}
  GROUP BY installId, attemptId) merged""",
    "marks": f"""
SELECT installId, seq, any_value(attemptId) AS attemptId, any_value(mode) AS mode, any_value(level) AS level,
  any_value(revision) AS revision, any_value(seed) AS seed, any_value(kind) AS kind, any_value(step) AS step,
  any_value("left") AS "left", any_value(tool) AS tool
FROM {{marks}} WHERE {{where}} GROUP BY installId, seq""",
    **{table.merged: table.merge for table in GROUP_TABLES},
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
