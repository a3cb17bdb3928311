"""The play-data report on 10 million events (issue 21 §3): ``run(args) -> dict``.

A base of synthetic play (every shipped level of every mode, ``core.telemetry.synth``: Cat's
simulated players, the Hex Tracks and path player models) is stored as the collector stores it,
then copied by DuckDB under new install and attempt ids and shifted dates into date/mode
partitioned Parquet until it holds at least ``EVENTS`` events, each file carrying the rows' mark
as compaction writes it (the copies of checked rows: the report reads the store as compaction
leaves it, not Parquet from elsewhere, which gets the full row check). ``python -m core report`` then
runs on it in a fresh process: wall time (goal: under 30 s on the 2-core machine) and peak
memory. Peers in the same run: the same report on 1 million events as Parquet and as JSON
lines (how time scales with events, and what compaction buys), and (not with --quick) the
same 10 million events on Apache Spark in local mode, with whether its report equals DuckDB's.
Nothing here asserts a time.
"""
from __future__ import annotations

import hashlib
import json
import math
import os
import random
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

EVENTS = 10_000_000
QUICK_EVENTS = 1_000_000
PEER_EVENTS = 1_000_000
GOAL_SECONDS = 30.0
ROOT = Path("build") / "bench-telemetry"


def _base(folder: Path, seed: int) -> int:
    """Synthetic play of every shipped level, stored as JSON lines; returns the event count."""
    from core.telemetry.schema import PLAY_DATA
    from core.telemetry.synth import attempts_for, events_of, write_events

    rng = random.Random(seed)
    attempts = []
    for mode_id, data in PLAY_DATA.items():  # each mode's players, as many as its play data says
        attempts += attempts_for(rng, mode_id, data.bench_per_level)
    events, _ = events_of(attempts, seed, installs=400, days=28)
    if folder.exists():
        shutil.rmtree(folder)
    return write_events(events, folder)


def _replicate(base: Path, out: Path, events: int, fmt: str) -> int:
    """Copies of the base under new ids until at least ``events`` events; Parquet partitioned
    by date and mode, or JSON lines (one file). Returns the event count written."""
    from core.telemetry.dataset import Sources, connect, raw_select
    from core.telemetry.storage import event_files

    con = connect()
    src = Sources(jsonl=event_files(base, ".jsonl"))
    n_base = con.execute(f"SELECT count(*) FROM ({raw_select(src)})").fetchone()[0]
    copies = math.ceil(events / n_base)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    day = 86_400_000
    select = f"""
        SELECT * REPLACE (
            substr(md5(installId || ':' || k::VARCHAR), 1, 32) AS installId,
            substr(md5(attemptId || ':' || k::VARCHAR), 1, 16) AS attemptId,
            utcMs + (k % 28) * {day} AS utcMs),
          strftime(to_timestamp((utcMs + (k % 28) * {day}) // 1000), '%Y-%m-%d') AS date
        FROM ({raw_select(src)}), range({copies}) AS copies(k)"""
    if fmt == "parquet":
        con.execute(f"COPY ({select}) TO '{out}' (FORMAT PARQUET, COMPRESSION ZSTD, "
                    "PARTITION_BY (date, mode), WRITE_PARTITION_COLUMNS true)")
        _mark_as_compacted(con, out)
    else:
        _write_lines(con.execute(f"SELECT * EXCLUDE (date, k) FROM ({select})"), out / "events.jsonl")
    return n_base * copies


def _mark_as_compacted(con, folder: Path) -> None:
    """Each Parquet file rewritten with its rows' mark (rows.py), as compaction writes it."""
    from core.telemetry.dataset import parquet_scan, quote
    from core.telemetry.rows import MARK_KEY, mark_of

    for path in sorted(folder.rglob("*.parquet")):
        tmp = path.with_name(f".{path.name}.tmp")
        con.execute(f"COPY (SELECT * FROM {parquet_scan([path])}) TO {quote(str(tmp))} (FORMAT PARQUET, "
                    f"COMPRESSION ZSTD, KV_METADATA {{{quote(MARK_KEY)}: {quote(mark_of(con, parquet_scan([path])))}}})")
        os.replace(tmp, path)


def _without_nulls(value):
    """A row as the device wrote it: DuckDB's union of every kind's fields holds the fields a
    kind does not have as nulls, which the schema (no extra fields) refuses."""
    if isinstance(value, dict):
        return {k: _without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_nulls(v) for v in value]
    return value


def _write_lines(cursor, path: Path) -> None:
    names = [d[0] for d in cursor.description]
    with path.open("w", encoding="utf-8") as fh:
        while rows := cursor.fetchmany(10_000):
            for row in rows:
                fh.write(json.dumps(_without_nulls(dict(zip(names, row))), separators=(",", ":")) + "\n")


# The child's own peak: VmHWM belongs to the memory of the program exec'd (ru_maxrss would carry
# the parent's peak, the synthetic events, over the exec on Linux).
_CHILD = """
import resource, sys
from core.cli import main
status = main(["report", sys.argv[1], "--json", "--engine", sys.argv[2]])
try:
    peak = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
except (OSError, StopIteration):
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
sys.stderr.write("peak-kb %d\\n" % peak)
sys.exit(status)
"""


def _report(folder: Path, engine: str = "duckdb") -> dict:
    """``python -m core report --json`` in a fresh process: wall and CPU seconds (on a busy
    machine the CPU time says more), its own peak memory (Spark's JVM is a child: not counted),
    the digest of its per-level numbers."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(folder), engine], capture_output=True, text=True,
                          timeout=1800)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        return {"error": proc.stderr[-400:]}
    data = json.loads(proc.stdout)
    peak = int(proc.stderr.rsplit("peak-kb", 1)[1].split()[0])
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"seconds": wall, "cpuSeconds": cpu, "peakMB": peak / 1024, "inside": data["seconds"],
            "events": data["inputs"]["levelEventRows"], "levels": sum(len(m["levels"]) for m in data["modes"].values()),
            "digest": hashlib.sha256(json.dumps([data["modes"], data["disagreements"]], sort_keys=True).encode()).hexdigest()}


def _disk_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def run(args=None) -> dict:
    quick = bool(getattr(args, "quick", False))
    target = QUICK_EVENTS if quick else EVENTS
    seed = getattr(args, "seed", None) or 1
    base = ROOT / "base"
    t = time.perf_counter()
    n_base = _base(base, seed)
    made = time.perf_counter() - t
    print(f"play-data report: a base of {n_base} synthetic events from the simulators ({made:.1f} s)", flush=True)
    result = {"baseEvents": n_base, "goalSeconds": GOAL_SECONDS}
    runs = [("main", target, "parquet")]
    if not quick:
        runs += [("peer 1M parquet", PEER_EVENTS, "parquet")]
    runs += [("peer 1M json lines", PEER_EVENTS, "jsonl")]
    for name, events, fmt in runs:
        folder = ROOT / name.replace(" ", "-")
        written = _replicate(base, folder, events, fmt)
        r = _report(folder)
        r.update(written=written, format=fmt, diskMB=round(_disk_mb(folder), 1))
        result[name] = r
        if "error" in r:
            print(f"  {name}: the report failed: {r['error']}")
            continue
        print(f"  {name}: {r['events']:,} events ({fmt}, {r['diskMB']:.0f} MB on disk), {r['levels']} levels: "
              f"{r['seconds']:.1f} s wall, {r['cpuSeconds']:.1f} s CPU (query {r['inside']['query']:.1f} s), "
              f"peak {r['peakMB']:.0f} MB", flush=True)
        if name == "main" and not quick:  # Spark's run takes minutes on this machine
            result["spark"] = _on_spark(folder, r)
        shutil.rmtree(folder)
    main = result["main"]
    if "error" not in main:
        met = main["seconds"] < GOAL_SECONDS
        print(f"  goal: {target:,} events under {GOAL_SECONDS:.0f} s: {'met' if met else 'NOT MET'}"
              + ("" if not quick else " (--quick: 1M events only)")
              + ("" if met or main["cpuSeconds"] > GOAL_SECONDS * 2 else
                 f" (its {main['cpuSeconds']:.0f} s of CPU on 2 cores: a busy machine)"))
        peers = {k: v for k, v in result.items() if k.startswith("peer") and "seconds" in v}
        if len(peers) == 2:
            pq, js = result["peer 1M parquet"]["seconds"], result["peer 1M json lines"]["seconds"]
            print(f"  per million events: Parquet {main['seconds'] / (main['events'] / 1e6):.2f} s at "
                  f"{main['events'] / 1e6:.0f}M vs {pq:.2f} s at 1M; JSON lines / Parquet at 1M: {js / pq:.1f}x")
    return result


def _on_spark(folder: Path, duck: dict) -> dict:
    """The same report on Spark (local mode, every core, as DuckDB) over the same files."""
    spark = _report(folder, "spark")
    if "error" in spark:
        print(f"  Spark: the report failed: {spark['error']}")
        return spark
    spark["equal"] = spark["digest"] == duck["digest"]
    print(f"  main on Spark (local): {spark['events']:,} events: {spark['seconds']:.1f} s wall "
          f"({spark['seconds'] / duck['seconds']:.1f}x DuckDB's); reports {'equal' if spark['equal'] else 'DIFFERENT'}",
          flush=True)
    return spark


if __name__ == "__main__":
    run()
