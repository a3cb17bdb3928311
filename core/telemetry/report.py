"""``python -m core report DIR…``: what players did on each level, beside what the mode's model
said, and where the two disagree beyond the interval.

An *attempt* is one play of a level from a fresh board (``attemptId``): it starts with a
``level_start`` (a resumed one continues it), ends with ``win``, ``fail`` (unless a ``revive``
follows), ``quit`` or ``restart``; it is *open* when nothing ended it (still being played, or
events lost). It counts only once the player acted in it (``ACTED``: a move, a hint, an undo, a
tool): a board that opened by itself after a win and was left untouched is ``untouched``, no
start and no failure. Every attempt an install played is a start, whatever its ``level_start``
says or whether one arrived (begun while recording was off; resumed after a delete). Per level
(mode, level, revision, seed):

- ``starts`` attempts played, ``ended`` attempts ended, ``clears`` attempts won;
- ``passRate = clears / ended`` with its Wilson interval (a quit or a restart is not a pass);
- ``medianSeconds``: the median active time of the clears (away time excluded);
- hint, undo, restart and tool use; where they happen (median step and what was left);
- the first-fail step distribution (the step of each attempt's first ``fail``);
- each summary group's part, as the modes sending it declare (``fields.PlayReport``): its columns
  of the attempts (e.g. ``medianPeakSlots``) and its section (e.g. ``tracks``).

Model checks, by what the mode's model gives a level (``model.LevelModel``, from the mode's
``play_model``; a mode without one is counted, not checked). A level is listed in
``disagreements`` only when the model lies outside the interval at the family-wise confidence
(Bonferroni over the mode's levels checked) by more than a margin (``RATE_MARGIN``,
``TIME_MARGIN``):

- a predicted pass rate (``pass_rate``, e.g. a simulated tool-free pass rate) must lie between
  the lower bound of the *clean* pass rate (clears with no tool and no revive) and the upper
  bound of the pass rate (any clear) [``pass-rate``]; the level's ``band``, when the model gives
  one with the rate, likewise [``off-band``];
- an order of difficulty (``rank``, e.g. a band or grade index): a level ranked easier must not
  be passed significantly less often than one ranked harder [``order``];
- a predicted time (``seconds``, e.g. an uncalibrated estimate), scaled by the mode's calibration
  factor (the median over its timed levels of median clear time / prediction), must lie in the
  interval of the median clear time [``time``].

Only rows the event schema accepts count; the others are set aside (rows.py, DuckDB's). The
counting runs on DuckDB or Spark (engines.py) over the daily aggregates (aggregates.py: per
partition, kept as Parquet with ``store``), in SQL both engines accept: one definition of each
query (docs/telemetry.md: the same runs on a warehouse).
"""
from __future__ import annotations

import datetime as dt
import math
import statistics
import time
from pathlib import Path

from ..errors import LevelFileError, Problem
from . import aggregates
from .dataset import SET_ASIDE_DIR, Sources, connect, find_sources, parquet_scan, quote, row_check_sql
from .engines import DUCKDB_SHIMS, DuckDBEngine, SparkEngine, spark_session
from .erase import requested
from .fields import LEVEL_KEY, LEVEL_KEY_SQL, level_key, rounded
from .model import model_text, models_for
from .rows import RowCheck
from .stats import CONFIDENCE, median_ranks, wilson, z_of

REPORT_FORMAT = 1
# how far (as a rate) a model's number must lie outside the players' interval before it is a
# disagreement: the simulation and the rounding of its rate have errors of their own
RATE_MARGIN = 0.02
# the same for a time, relative: the calibration factor is itself an estimate
TIME_MARGIN = 0.10

# The per-level queries over the merged daily aggregates (aggregates.MERGE: att, marks and the
# groups' views), in the SQL DuckDB and Spark both accept (engines.py).
SQL_ATTEMPT_MARKS = """
SELECT installId, attemptId,
  count(*) FILTER (WHERE kind = 'hint') AS hints,
  count(*) FILTER (WHERE kind = 'undo') AS undos,
  count(*) FILTER (WHERE kind = 'tool') AS tools
FROM marks GROUP BY installId, attemptId
"""

_LEVEL_COLUMNS = ",\n  ".join(["count(*) FILTER (WHERE acted AND away_ms > 0) AS away_attempts",
                                *(f"{c.level} AS {c.level_column}" for c in aggregates.GROUP_COLUMNS)])
SQL_LEVELS = f"""
SELECT {LEVEL_KEY_SQL},
  count(*) FILTER (WHERE acted) AS starts,
  count(*) FILTER (WHERE NOT acted) AS untouched,
  sum(stored_rows) AS stored_rows,
  count(*) FILTER (WHERE acted AND (won OR last_end IN ('fail', 'quit', 'restart'))) AS ended,
  count(*) FILTER (WHERE won) AS clears,
  count(*) FILTER (WHERE won AND NOT tooled AND NOT revived) AS clean_clears,
  count(*) FILTER (WHERE NOT won AND last_end = 'fail') AS fails,
  count(*) FILTER (WHERE acted AND NOT won AND last_end = 'quit') AS quits,
  count(*) FILTER (WHERE acted AND NOT won AND last_end = 'restart') AS restarts,
  count(*) FILTER (WHERE revived) AS revived,
  count(DISTINCT installId) FILTER (WHERE acted) AS players,
  median(win_ms) / 1000.0 AS median_seconds,
  count(*) FILTER (WHERE hints > 0) AS hint_attempts, sum(hints) AS hints,
  count(*) FILTER (WHERE undos > 0) AS undo_attempts, sum(undos) AS undos,
  count(*) FILTER (WHERE tools > 0) AS tool_attempts, sum(tools) AS tools,
  median(pauses) FILTER (WHERE acted) AS median_pauses,
  sum(anim_ms) FILTER (WHERE won) / nullif(sum(win_ms) FILTER (WHERE won), 0) AS anim_share,
  {_LEVEL_COLUMNS}
FROM att LEFT JOIN att_marks USING (installId, attemptId)
GROUP BY {LEVEL_KEY_SQL}
ORDER BY {LEVEL_KEY_SQL}
"""

SQL_WIN_RANKS = f"""
SELECT {LEVEL_KEY_SQL}, win_ms,
  row_number() OVER (PARTITION BY {LEVEL_KEY_SQL} ORDER BY win_ms) AS r
FROM att WHERE won
"""

SQL_FIRST_FAIL = f"""
SELECT {LEVEL_KEY_SQL}, first_fail, count(*) AS n FROM att WHERE first_fail IS NOT NULL
GROUP BY {LEVEL_KEY_SQL}, first_fail ORDER BY {LEVEL_KEY_SQL}, first_fail
"""

# ordered: a level's ``where`` and ``toolUse`` list their kinds and tools in the same order every run
SQL_WHERE = f"""
SELECT {LEVEL_KEY_SQL}, kind, count(*) AS n, median(step) AS step, median("left") AS left_
FROM marks GROUP BY {LEVEL_KEY_SQL}, kind ORDER BY {LEVEL_KEY_SQL}, kind
"""

SQL_TOOLS = f"""
SELECT {LEVEL_KEY_SQL}, tool, count(*) AS n FROM marks WHERE kind = 'tool' GROUP BY {LEVEL_KEY_SQL}, tool
ORDER BY {LEVEL_KEY_SQL}, tool
"""


def warehouse_sql(table: str = "play_events") -> str:
    """The table and the report's queries over it, for a warehouse or a Spark session holding
    the same events (the per-level rows they give feed the intervals and the model checks)."""
    from .dataset import table_ddl

    where = "true"
    steps = [table_ddl(table), f"CREATE TEMPORARY VIEW events AS SELECT *, 'all' AS unit FROM {table}"]
    steps += [f"CREATE TEMPORARY VIEW partial_{name} AS {sql.format(events='events')}"
              for name, sql in aggregates.PARTIAL.items()]
    steps += [f"CREATE TEMPORARY VIEW {name} AS {sql.format(where=where, **_partial_views('partial'))}"
              for name, sql in aggregates.MERGE.items()]
    steps += [f"CREATE TEMPORARY VIEW att_marks AS {SQL_ATTEMPT_MARKS}", SQL_LEVELS,
              f"CREATE TEMPORARY VIEW wins AS {SQL_WIN_RANKS}", SQL_FIRST_FAIL, SQL_WHERE, SQL_TOOLS]
    steps += [sql for part in aggregates.REPORT_PARTS.values() for sql in part.queries.values()]
    head = ("-- the views run as they are in DuckDB (after `" + DUCKDB_SHIMS + "`) and in Spark SQL\n"
            "-- (spark.sql.ansi.doubleQuotedIdentifiers=true) over a play_events view of the Parquet\n")
    return head + "\n".join(step.strip() + ";\n" for step in steps)


def _partial_views(prefix: str) -> dict[str, str]:
    return {table: f"{prefix}_{table}" for table in aggregates.TABLES}


def _fetch(engine, sql: str) -> list[dict]:
    return engine.fetch(sql)


def _day_number(date: str) -> int:
    return (dt.date.fromisoformat(date) - dt.date(1970, 1, 1)).days


def query(dirs: list[str], mode: str | None = None, threads: int | None = None, days: tuple | None = None,
          engine: str = "duckdb", store: str | None = None, spark=None) -> dict:
    """Every per-level number the rows that pass the schema give (no model yet); the bad rows
    set aside (rows.py). ``days``: (first, last) receipt dates, inclusive (None: all).
    ``engine``: duckdb or spark (``spark``: a session to use; None: a local one, stopped at the
    end). ``store``: the daily aggregates folder (aggregates.py; None: computed, not kept)."""
    found = find_sources(dirs, mode, days)
    units: dict[str, list] = {}
    for path in [*found.jsonl, *found.parquet]:
        units.setdefault(aggregates.unit_of(path.relative_to(found.roots[path])), []).append(path)
    kept = aggregates.Store(store) if store else None
    prints = {unit: aggregates.fingerprint(files) for unit, files in units.items()} if kept else {}
    findings: dict[str, aggregates.UnitFindings] = {}
    for unit in units:
        current = kept.current(unit, prints[unit]) if kept else None
        if current is not None:
            findings[unit] = current
    stale = set(units) - set(findings)
    con = connect(threads)  # the row check is DuckDB's, whichever engine counts
    eng: DuckDBEngine | SparkEngine
    if engine == "spark":
        eng = SparkEngine(spark or spark_session(), owned=spark is None)
    else:
        eng = DuckDBEngine(con)
    t0 = time.perf_counter()
    out: dict = {"files": {"jsonl": 0, "partial": [], "parquet": 0, "badRows": 0, "setAside": []}}
    problems: list[Problem] = []
    try:
        with RowCheck(con) as rows:
            rows.check(Sources(jsonl=[p for p in found.jsonl if any(p in units[u] for u in stale)],
                               parquet=[p for p in found.parquet if any(p in units[u] for u in stale)],
                               roots=found.roots))
            try:
                written = rows.set_aside()
            except LevelFileError as exc:  # the rows stay where they are; the report goes on
                written = []
                rows.problems += exc.problems
            erased = requested(dirs)
            eng.table("erased", "installId STRING", [(i,) for i in sorted(erased)])
            try:
                computed = _compute(eng, con, rows, {u: units[u] for u in sorted(stale)})
                for unit in sorted(stale):
                    findings[unit] = _findings(rows, units[unit], written, unit in computed)
                if kept:
                    kept.save(eng, {u: (prints[u], findings[u]) for u in sorted(stale)})
                in_range = [u for u in sorted(units) if findings[u].has_rows and (
                    days is None or aggregates.unit_date(u) is None or days[0] <= aggregates.unit_date(u) <= days[1])]
                if kept and in_range:
                    for table in aggregates.TABLES:
                        eng.parquet(f"partial_{table}", [kept.table_file(table, u) for u in in_range])
                levels = _levels(eng, "partial" if kept else "computed", mode, days, erased) if in_range else []
            except LevelFileError:
                raise
            except Exception as exc:  # duckdb's errors name the file and line
                raise rows.located(exc, ", ".join(dirs)) from None
            problems = rows.told(written)
        for unit, f in findings.items():
            out["files"]["jsonl"] += f.jsonl
            out["files"]["parquet"] += f.parquet
            out["files"]["badRows"] += f.bad_rows
            out["files"]["partial"] += f.partial
            out["files"]["setAside"] += f.set_aside
            problems += f.problems if unit not in stale else []
        out["files"]["erasedInstalls"] = len(erased)
        out["files"]["engine"] = eng.name
        out["files"]["aggregates"] = {"computed": len(stale), "kept": len(units) - len(stale)}
        out["_problems"] = problems
    except BaseException:
        eng.close()
        raise
    out["rows"] = int(sum(r["stored_rows"] for r in levels))
    out["levels"] = levels
    out["_engine"] = eng
    out["seconds"] = time.perf_counter() - t0
    return out


def _levels(eng, prefix: str, mode: str | None, days: tuple | None, erased: set[str]) -> list[dict]:
    """The per-level rows over the merged partial tables (``prefix``_attempts, …), with their
    histograms."""
    day_range = (_day_number(days[0]), _day_number(days[1])) if days else None
    for name, sql in aggregates.MERGE.items():
        where = aggregates.merge_where(mode, day_range, bool(erased))
        eng.keep(name, sql.format(where=where, **_partial_views(prefix)))
    eng.keep("att_marks", SQL_ATTEMPT_MARKS)
    levels = _fetch(eng, SQL_LEVELS)
    eng.keep("wins", SQL_WIN_RANKS)
    by_key = {level_key(r): r for r in levels}
    for r in levels:
        r.update(firstFail={}, where={}, toolUse={})
    for r in _fetch(eng, SQL_FIRST_FAIL):
        by_key[level_key(r)]["firstFail"][int(r["first_fail"])] = r["n"]
    for r in _fetch(eng, SQL_WHERE):
        if level_key(r) in by_key:
            by_key[level_key(r)]["where"][r["kind"]] = {"count": r["n"], "medianStep": rounded(r["step"], 1),
                                                    "medianLeft": rounded(r["left_"], 1)}
    for r in _fetch(eng, SQL_TOOLS):
        if level_key(r) in by_key:
            by_key[level_key(r)]["toolUse"][r["tool"]] = r["n"]
    for part in aggregates.REPORT_PARTS.values():
        if part.sections is None:
            continue
        found = part.sections({name: _fetch(eng, sql) for name, sql in part.queries.items()})
        for key, section in found.items():
            if key in by_key:
                by_key[key][part.section] = section
    return levels


def _compute(eng, con, rows: RowCheck, units: dict[str, list]) -> set[str]:
    """The partial tables (aggregates.PARTIAL) of the units' files that passed the row check,
    less the installs whose erasure was requested; the units that had rows."""
    parts = {}
    for unit, files in units.items():
        src = rows.sources(lambda path, files=set(files): path in files)
        if src and eng.name != "duckdb" and src.parquet_checked:
            src.parquet += _good_copies(con, rows, src.parquet_checked)
            src.parquet_checked = []
        if src:
            parts[unit] = src
    if parts:
        eng.events("events_stored", parts, aggregates.COLUMNS)
        events = "(SELECT * FROM events_stored WHERE installId NOT IN (SELECT installId FROM erased)) kept"
        for table, sql in aggregates.PARTIAL.items():
            eng.keep(f"computed_{table}", sql.format(events=events), now=True)
    return set(parts)


def _findings(rows: RowCheck, files: list, written: list, has_rows: bool) -> aggregates.UnitFindings:
    """What the row check found in one unit's files (``written``: the set-aside files written)."""
    names = {str(p) for p in files}
    checked = [f for f in rows.files if str(f.source) in names]
    roots = {f.root for f in checked}
    return aggregates.UnitFindings(
        jsonl=sum(p.suffix == ".jsonl" for p in files), parquet=sum(p.suffix == ".parquet" for p in files),
        bad_rows=sum(f.bad for f in checked), partial=[str(f.source) for f in checked if f.partial],
        set_aside=[str(w) for w in written if any(_aside_of(w, root) in names for root in roots)],
        problems=[p for p in rows.problems if p.file in names], has_rows=has_rows)


def _aside_of(written: Path, root: Path) -> str:
    """The stored file a set-aside file (rows.RowCheck.set_aside) holds the bad rows of."""
    try:
        inner = written.relative_to(root / SET_ASIDE_DIR)
    except ValueError:
        return ""
    source = str(root / inner)
    return source[:-len(".jsonl")] if source.endswith(".parquet.jsonl") else source


def _good_copies(con, rows: RowCheck, paths: list) -> list[str]:
    """Parquet files holding bad rows, as copies of their good rows (the row check is DuckDB SQL)."""
    copies: list[str] = []
    for path in paths:
        copy = rows.tmp / f"good-{len(copies)}.parquet"
        con.execute(f"COPY (SELECT * FROM {parquet_scan([path])} WHERE {row_check_sql()}) TO {quote(str(copy))} "
                    "(FORMAT PARQUET)")
        copies.append(str(copy))
    return copies


def _median_interval(eng, rows: list[dict], z_for) -> None:
    """Each level's median-time interval (order statistics), at z_for(row)."""
    wanted = []
    for r in rows:
        r["_timeInterval"] = (None, None)
        lo, hi = median_ranks(r["clears"], z_for(r))
        r["_ranks"] = (lo, hi)
        wanted += [(*level_key(r), rank) for rank in (lo, hi) if rank is not None]
    if not wanted:
        return
    eng.table("want", "mode STRING, level STRING, revision BIGINT, seed STRING, r BIGINT", wanted)
    same = " AND ".join(f"w.{k} IS NOT DISTINCT FROM want.{k}" for k in (*LEVEL_KEY, "r"))
    found = {}
    for row in eng.fetch(f"SELECT w.mode, w.level, w.revision, w.seed, w.r, w.win_ms FROM wins w JOIN want ON {same}"):
        found[(row["mode"], row["level"], row["revision"], row["seed"], row["r"])] = row["win_ms"] / 1000.0
    for r in rows:
        lo, hi = r.pop("_ranks")
        key = level_key(r)
        r["_timeInterval"] = (found.get((*key, lo)) if lo else None, found.get((*key, hi)) if hi else None)


def _level_json(r: dict, z: float) -> dict:
    lo, hi = wilson(r["clears"], r["ended"], z)
    ended = r["ended"] or 0
    first = r["firstFail"]
    fails = sum(first.values())
    out: dict = {
        "mode": r["mode"], "level": r["level"], "revision": r["revision"], "seed": r["seed"],
        "players": r["players"], "starts": r["starts"], "untouched": r["untouched"], "ended": ended,
        "clears": r["clears"], "cleanClears": r["clean_clears"], "fails": r["fails"], "quits": r["quits"],
        "restarts": r["restarts"], "revived": r["revived"],
        "passRate": rounded(r["clears"] / ended) if ended else None, "passInterval": [rounded(lo), rounded(hi)],
        "cleanPassRate": rounded(r["clean_clears"] / ended) if ended else None,
        "medianSeconds": rounded(r["median_seconds"], 2),
        "hint": {"attempts": r["hint_attempts"], "share": rounded(r["hint_attempts"] / r["starts"]) if r["starts"] else None, "count": int(r["hints"] or 0)},
        "undo": {"attempts": r["undo_attempts"], "share": rounded(r["undo_attempts"] / r["starts"]) if r["starts"] else None, "count": int(r["undos"] or 0)},
        "restart": {"share": rounded(r["restarts"] / ended) if ended else None},
        "tools": {"attempts": r["tool_attempts"], "count": int(r["tools"] or 0), "byTool": r["toolUse"]},
        "where": r["where"],
        "firstFailStep": {"attempts": fails, "median": _hist_median(first), "histogram": {str(k): v for k, v in first.items()}},
        "pausesPerAttempt": rounded(r["median_pauses"], 1), "animationShare": rounded(r["anim_share"], 3),
        "awayAttempts": r["away_attempts"],
        **{c.key: rounded(r[c.level_column], c.digits) for c in aggregates.GROUP_COLUMNS},
        **{p.section: r[p.section] for p in aggregates.REPORT_PARTS.values() if p.section in r},
    }
    return out


def _hist_median(hist: dict) -> float | None:
    """The median of a {value: count} histogram (the mean of the two middle values when even)."""
    n = sum(hist.values())
    if not n:
        return None
    middle = [(n - 1) // 2, n // 2]
    found, seen = [], 0
    for value, count in sorted(hist.items()):
        found += [value for rank in middle if seen <= rank < seen + count]
        seen += count
    return (found[0] + found[1]) / 2


# --- the model side -----------------------------------------------------------------------------
def _flag(row: dict, kind: str, detail: str, **extra) -> dict:
    return {"mode": row["mode"], "level": row["level"], "revision": row["revision"], "seed": row["seed"],
            "kind": kind, "detail": detail, **extra}


def _check_rate(rows: list[dict], raw: dict, z_flag: float) -> list[dict]:
    flags = []
    for row in rows:
        m = row["_model"]
        r = raw[level_key(row)]
        if m.pass_rate is None or not r["ended"]:
            continue
        lo = wilson(r["clean_clears"], r["ended"], z_flag)[0]
        hi = wilson(r["clears"], r["ended"], z_flag)[1]
        span = f"[{lo:.3f}, {hi:.3f}]"
        if m.pass_rate < lo - RATE_MARGIN:
            flags.append(_flag(row, "pass-rate", f"players pass more often than the simulation: {span} "
                               f"vs simulated {m.pass_rate:.3f}", model=m.pass_rate, interval=[rounded(lo), rounded(hi)]))
        elif m.pass_rate > hi + RATE_MARGIN:
            flags.append(_flag(row, "pass-rate", f"players pass less often than the simulation: {span} "
                               f"vs simulated {m.pass_rate:.3f}", model=m.pass_rate, interval=[rounded(lo), rounded(hi)]))
        if m.band is not None:
            if hi + RATE_MARGIN < m.band[0]:
                flags.append(_flag(row, "off-band", f"harder than its band [{m.band[0]:.2f}, {m.band[1]:.2f}]: {span}",
                                   band=list(m.band), interval=[rounded(lo), rounded(hi)]))
            elif lo - RATE_MARGIN > m.band[1]:
                flags.append(_flag(row, "off-band", f"easier than its band [{m.band[0]:.2f}, {m.band[1]:.2f}]: {span}",
                                   band=list(m.band), interval=[rounded(lo), rounded(hi)]))
    return flags


def _check_order(rows: list[dict], raw: dict, z_flag: float) -> list[dict]:
    """Pairs where a level the model rates easier is passed significantly less often than one
    it rates harder; each pair is charged to the level out of line with the most others
    (a greedy cover), so one bad level is listed once, with the levels it contradicts."""
    ranked = []
    for row in rows:
        r = raw[level_key(row)]
        if row["_model"].rank is not None and r["ended"]:
            ranked.append((row, row["_model"].rank, *wilson(r["clears"], r["ended"], z_flag)))
    pairs = [(a, b) for a, rank_a, _, hi_a in ranked for b, rank_b, lo_b, _ in ranked
             if rank_a < rank_b and hi_a + RATE_MARGIN < lo_b]
    # a tie goes to the level farther (in standard errors) from its own rank's pooled rate
    pooled: dict[int, list[int]] = {}
    for row, rank, _, _ in ranked:
        r = raw[level_key(row)]
        pooled.setdefault(rank, [0, 0])
        pooled[rank][0] += r["clears"]
        pooled[rank][1] += r["ended"]

    def deviation(row) -> float:
        r = raw[level_key(row)]
        clears, ended = pooled[row["_model"].rank]
        p = clears / ended
        return abs(r["clears"] / r["ended"] - p) / math.sqrt(max(p * (1 - p), 1e-9) / r["ended"])

    flags = []
    while pairs:
        degree: dict[int, int] = {}
        for a, b in pairs:
            degree[id(a)] = degree.get(id(a), 0) + 1
            degree[id(b)] = degree.get(id(b), 0) + 1
        rows_by_id = {id(x): x for pair in pairs for x in pair}
        worst = rows_by_id[max(degree, key=lambda i: (degree[i], deviation(rows_by_id[i])))]
        harder = [b["level"] for a, b in pairs if a is worst]
        easier = [a["level"] for a, b in pairs if b is worst]
        if harder:
            flags.append(_flag(worst, "order", f"passed less often than {len(harder)} level(s) the model rates harder: "
                               f"{', '.join(harder[:5])}{' …' if len(harder) > 5 else ''}", harderThanModel=harder))
        if easier:
            flags.append(_flag(worst, "order", f"passed more often than {len(easier)} level(s) the model rates easier: "
                               f"{', '.join(easier[:5])}{' …' if len(easier) > 5 else ''}", easierThanModel=easier))
        pairs = [(a, b) for a, b in pairs if a is not worst and b is not worst]
    return flags


def _check_time(rows: list[dict], raw: dict) -> tuple[float | None, list[dict]]:
    timed = [(row, raw[level_key(row)]) for row in rows if row["_model"].seconds and raw[level_key(row)]["clears"]]
    if not timed:
        return None, []
    factor = statistics.median(r["median_seconds"] / row["_model"].seconds for row, r in timed)
    flags = []
    for row, r in timed:
        expect = factor * row["_model"].seconds
        lo, hi = r["_timeInterval"]
        if (lo is not None and expect < lo * (1 - TIME_MARGIN)) or (hi is not None and expect > hi * (1 + TIME_MARGIN)):
            span = f"[{'-' if lo is None else f'{lo:.1f}'}, {'-' if hi is None else f'{hi:.1f}'}] s"
            flags.append(_flag(row, "time", f"median clear time {span} vs estimatedSeconds {row['_model'].seconds} "
                               f"x calibration {factor:.2f} = {expect:.1f} s", expected=rounded(expect, 1),
                               interval=[rounded(lo, 2), rounded(hi, 2)]))
    return factor, flags


def build(dirs: list[str], mode: str | None = None, confidence: float = 0.95, threads: int | None = None,
          cache=True, days: tuple | None = None, engine: str = "duckdb", store: str | None = None,
          spark=None) -> dict:
    """The whole report as JSON-able data (``days``: receipt dates (first, last), inclusive;
    ``engine``, ``store``, ``spark``: as ``query``'s)."""
    low, high = CONFIDENCE
    if not low <= confidence <= high:
        raise LevelFileError([Problem("argument", f"--confidence takes {low} to {high}, not {confidence}", file="command line")])
    t0 = time.perf_counter()
    data = query(dirs, mode, threads, days, engine, store, spark)
    eng = data.pop("_engine")
    try:
        return _judged(data, eng, confidence, cache, t0)
    finally:
        eng.close()


def _judged(data: dict, eng, confidence: float, cache: bool, t0: float) -> dict:
    """The per-level rows beside each mode's model."""
    z = z_of(confidence)
    raw = {level_key(r): r for r in data["levels"]}
    by_mode: dict[str, list[dict]] = {}
    for r in data["levels"]:
        by_mode.setdefault(r["mode"], []).append(r)
    modes_out, flags = {}, []
    for mode_id, rows in sorted(by_mode.items()):
        kwargs = {} if cache else {"cache_path": None}
        models = models_for(mode_id, [level_key(r)[1:] for r in rows], **kwargs)
        checked = [r for r in rows if r["ended"] and models[level_key(r)[1:]].note is None]
        z_flag = z_of(confidence, len(checked))
        _median_interval(eng, rows, lambda r: z_flag)
        levels = []
        for r in rows:
            item = _level_json(r, z)
            model = models[level_key(r)[1:]]
            item["model"] = model.numbers if model.note is None else {"note": model.note}
            item["_model"] = model
            levels.append(item)
        mode_flags = _check_rate(levels, raw, z_flag) + _check_order(levels, raw, z_flag)
        factor, time_flags = _check_time(levels, raw)
        mode_flags += time_flags
        for item in levels:
            item.pop("_model")
        modes_out[mode_id] = {"levels": levels, "checkedLevels": len(checked), "familyZ": rounded(z_flag, 3)}
        if factor is not None:
            modes_out[mode_id]["timeCalibration"] = rounded(factor, 3)
        flags += mode_flags
    return {
        "format": REPORT_FORMAT, "confidence": confidence, "inputs": {**data["files"], "levelEventRows": data.get("rows", 0)},
        "modes": modes_out, "disagreements": flags,
        "seconds": {"query": rounded(data.get("seconds", 0.0), 3), "total": rounded(time.perf_counter() - t0, 3)},
        "_problems": data["_problems"],  # each bad row (set aside, not counted), for the caller to show
    }


# --- the human table ----------------------------------------------------------------------------
def _pct(x) -> str:
    return "-" if x is None else f"{x * 100:.0f}%"


def _model_text(mode_id: str, level: dict) -> str:
    model = level["model"]
    if "note" in model:
        return f"({model['note']})"
    return model_text(mode_id, level)


def human(report: dict) -> list[str]:
    lines = []
    inputs = report["inputs"]
    lines.append(f"{inputs['levelEventRows']} level events stored in {inputs['jsonl']} JSON-lines and "
                 f"{inputs['parquet']} Parquet files; intervals at {report['confidence'] * 100:.0f} %")
    for path in inputs["partial"]:
        lines.append(f"note: {path}: its partial last line (a writer stopped mid-line) was left out")
    if inputs["badRows"]:
        lines.append(f"note: {inputs['badRows']} bad rows (listed on stderr) were left out and set aside in "
                     f"{', '.join(inputs['setAside']) or '(nowhere: see stderr)'}")
    if inputs.get("erasedInstalls"):
        lines.append(f"note: the events of {inputs['erasedInstalls']} install(s) whose erasure was requested are left out")
    if not report["modes"]:
        lines.append("no level events")
    for mode_id, m in report["modes"].items():
        lines.append("")
        lines.append(f"== {mode_id}: {len(m['levels'])} levels"
                     + (f"; time calibration {m['timeCalibration']:.2f} x estimatedSeconds" if "timeCalibration" in m else ""))
        lines.append(f"{'level':<24} {'rev':>3} {'players':>7} {'starts':>6} {'ended':>6} {'clears':>6} {'pass':>6} "
                     f"{'interval':<13} {'med s':>7} {'hint':>5} {'undo':>5} {'rst':>5} {'1st fail':>8}  model")
        for lv in m["levels"]:
            lo, hi = lv["passInterval"]
            interval = f"{lo:.2f}-{hi:.2f}" if lv["ended"] else "-"
            med = "-" if lv["medianSeconds"] is None else f"{lv['medianSeconds']:.1f}"
            fail = lv["firstFailStep"]["median"]
            rate = "-" if lv["passRate"] is None else f"{lv['passRate']:.3f}"
            lines.append(
                f"{lv['level']:<24} {lv['revision'] if lv['revision'] is not None else '':>3} {lv['players']:>7} "
                f"{lv['starts']:>6} {lv['ended']:>6} {lv['clears']:>6} "
                f"{rate:>6} {interval:<13} {med:>7} "
                f"{_pct(lv['hint']['share']):>5} {_pct(lv['undo']['share']):>5} {_pct(lv['restart']['share']):>5} "
                f"{'-' if fail is None else f'{fail:.0f}':>8}  {_model_text(mode_id, lv)}")
    flags = report["disagreements"]
    lines.append("")
    lines.append(f"disagreements with the model: {len(flags)}")
    for f in flags:
        seed = f" seed {f['seed']}" if f["seed"] else ""
        rev = f" rev {f['revision']}" if f["revision"] is not None else ""
        lines.append(f"  {f['mode']} {f['level']}{rev}{seed}: [{f['kind']}] {f['detail']}")
    return lines
