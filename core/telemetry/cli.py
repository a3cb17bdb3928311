"""The play-data commands of ``python -m core``: ``collect``, ``report`` and ``events …``.

``core/cli.py`` calls ``register(commands)`` once; nothing here is imported until a command
runs (aiohttp and duckdb load only for the command that needs them).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from .. import modes, options
from ..errors import LevelFileError, Problem, argument_problem
from ..jsonio import read_bytes
from ..output import check_output_dir
from .stats import CONFIDENCE

ENGINES = ("duckdb", "spark")  # report --engine (engines.py, which loads only when a report runs)

MAX_EVENT_FILE_BYTES = 256 * 1024 * 1024  # a JSON-lines file of play events checked whole

DEFAULT_PORT = 8765


def _needs(module: str, extra: str = "telemetry") -> None:
    try:
        __import__(module)
    except ImportError:
        raise LevelFileError([Problem(
            "setup", f"this command needs the '{module}' package: run `make setup` "
                     f"(pip install -e '.[{extra}]')", file="environment")]) from None


def cmd_collect(args) -> int:
    _needs("aiohttp")
    from .collector import run

    check_output_dir(args.out, force=True, owner=False, kinds={})  # never in levels/, never onto a file
    return run(args.host, args.port, args.out, args.allow_origin)


def cmd_report(args) -> int:
    _needs("duckdb")  # the row check is DuckDB's, whichever engine counts
    if args.engine == "spark":
        _needs("pyspark", "spark")
    from .report import build, human

    first, last = getattr(args, "from") or options.FIRST_DATE, args.to or options.LAST_DATE
    if first > last:
        raise LevelFileError([argument_problem(f"--from {first} is after --to {last}")])
    days = (first, last) if getattr(args, "from") or args.to else None
    if args.aggregates:
        check_output_dir(args.aggregates, force=True, owner=False, kinds={})  # never in levels/, never onto a file
    result = build(args.dirs, args.mode, args.confidence, days=days, engine=args.engine, store=args.aggregates)
    problems = result.pop("_problems")  # the report of the good rows stands; the rest is bad input
    if not args.json:
        for line in human(result):
            print(line)
        if problems:
            raise LevelFileError(problems)
        return 0
    result["problems"] = [p.as_json() for p in problems]
    print(json.dumps(result, ensure_ascii=False))  # one document, its problems in it
    if problems:
        print(f"error: {problems[0]}" + (f" (and {len(problems) - 1} more: the report's \"problems\")"
                                         if len(problems) > 1 else ""), file=sys.stderr)
        return 2
    return 0


def cmd_schema(args) -> int:
    from ..jsonio import write_atomic
    from .schema import SCHEMA_FILE, schema_text

    text = schema_text()
    if args.check:
        current = SCHEMA_FILE.read_text(encoding="utf-8") if SCHEMA_FILE.exists() else ""
        if current != text:
            print(f"{SCHEMA_FILE} is stale: run `python -m core events schema --write` and commit it",
                  file=sys.stderr)
            return 1
        print(f"{SCHEMA_FILE} is up to date")
        return 0
    if args.write:
        write_atomic(SCHEMA_FILE, text)
        print(f"wrote {SCHEMA_FILE}")
        return 0
    sys.stdout.write(text)
    return 0


def cmd_sql(args) -> int:
    import re

    from .report import warehouse_sql

    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]{0,127}", args.table):
        raise LevelFileError([argument_problem(f"--table takes a table name, not '{args.table}'")])
    sys.stdout.write(warehouse_sql(args.table))
    return 0


def cmd_check(args) -> int:
    """Every line of JSON-lines files against the schema: a device's play-data files, or the
    collector's stored ones (whose receipt time ``recvMs`` is the one field the device never sends)."""
    from .batch import check_lines

    bad = total = 0
    problems = []
    for name in args.files:
        data = read_bytes(name, limit=MAX_EVENT_FILE_BYTES)  # a regular file, its size checked first
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise LevelFileError([Problem("encoding", f"not UTF-8: {exc.reason} at byte {exc.start}", file=name)]) from None
        lines = text.split("\n")
        partial = bool(lines) and lines[-1] != ""
        if partial:
            lines = lines[:-1]  # a partial last line is a write cut short, never an event
        events, found = check_lines(lines, limit=None, stored=True)
        total += len(events) + len({p.line for p in found})
        bad += len({p.line for p in found})
        problems += [Problem("event", str(p), file=name) for p in found]
        if partial:
            print(f"note: {name}: its partial last line (a write cut short) is not an event", file=sys.stderr)
    if problems:
        raise LevelFileError(problems)
    print(f"{total} events, all valid")
    return 0


def cmd_compact(args) -> int:
    _needs("duckdb")
    from .rows import CompactionBusy, compact

    check_output_dir(args.dir, force=True, owner=False, kinds={})
    try:
        done, problems = compact(args.dir)
    except CompactionBusy:
        if args.if_free:
            return 0  # a collector's periodic run: another compaction is doing the work
        raise
    for c in done:
        aside = f"; {c.bad} bad rows set aside in {', '.join(map(str, c.set_aside))}" if c.set_aside else ""
        print(f"{c.folder}: {c.files} JSON-lines file(s) -> Parquet, {c.rows} rows{aside}")
    if not done:
        print("nothing to compact (no closed JSON-lines files)")
    if problems:
        raise LevelFileError(problems)
    return 0


def cmd_erase(args) -> int:
    _needs("duckdb")
    from .erase import INSTALL_ID, erase, record_requests, requested

    check_output_dir(args.dir, force=True, owner=False, kinds={})
    bad = [i for i in args.install_id if not INSTALL_ID.fullmatch(i)]
    if bad:
        raise LevelFileError([argument_problem(f"--install-id takes 32 lowercase hex digits, not '{bad[0]}'")])
    if not args.install_id and not args.requested:
        raise LevelFileError([argument_problem("name the players: --install-id ID (repeatable) and/or --requested")])
    ids = set(args.install_id) | (requested([args.dir]) if args.requested else set())
    if args.install_id:  # kept as a request too: the report leaves out whatever arrives later
        record_requests(Path(args.dir), sorted(set(args.install_id)))
    done = erase(args.dir, ids)
    print(f"{len(ids)} install(s): {done.rows} event rows removed from {len(done.files)} file(s)")
    if done.held:
        raise LevelFileError([Problem("held", "a live collector still writes this part, which holds events to erase; "
                                      "run `events erase` again once it is closed (10 idle minutes); the report "
                                      "leaves them out meanwhile", file=str(p)) for p in done.held])
    return 0


def cmd_synth(args) -> int:
    import random

    from .synth import attempts_for, events_of, write_set

    out = check_output_dir(args.out, force=True, owner=False, kinds={})
    if out.exists() and any(out.iterdir()):
        raise LevelFileError([Problem("out", "is not empty; synthetic events go to a new folder", file=args.out)])
    rng = random.Random(args.seed)
    wanted = [args.mode] if args.mode else modes.ids()
    attempts = []
    for mode_id in wanted:
        attempts += attempts_for(rng, mode_id, args.per_level)
    events, _ = events_of(attempts, args.seed, installs=args.players)
    write_set(events, out)
    print(f"wrote {len(events)} synthetic events ({len(attempts)} attempts) to {out}")
    return 0


def register(commands) -> None:
    """Add the commands to ``python -m core``'s subparsers."""
    p = commands.add_parser("collect", help="the playtest collector: an HTTP server storing play events")
    p.add_argument("--port", type=options.whole(0, 65535), default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any free one)")
    p.add_argument("--out", required=True, help="folder for the collected events (created if missing)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--allow-origin", type=options.origin(), action="append", default=[], metavar="ORIGIN",
                   help="answer CORS for the game's web build served from this origin, e.g. "
                        "http://127.0.0.1:8060 (repeatable; default none: no CORS headers)")
    p.set_defaults(run=cmd_collect)

    p = commands.add_parser("report", help="play numbers per level beside each mode's model")
    p.add_argument("dirs", nargs="+", metavar="DIR", help="collector output folder(s) (JSON lines and/or Parquet)")
    p.add_argument("--mode", choices=modes.ids(), help="only this mode")
    p.add_argument("--json", action="store_true", help="one JSON document for machines")
    p.add_argument("--confidence", type=options.decimal(*CONFIDENCE), default=0.95, help="interval confidence (default 0.95)")
    p.add_argument("--from", type=options.date(), metavar="DATE",
                   help="only events received on or after this UTC date (the partitions' date; default: all)")
    p.add_argument("--to", type=options.date(), metavar="DATE", help="only events received on or before this UTC date")
    p.add_argument("--engine", choices=ENGINES, default="duckdb",
                   help="the SQL engine: duckdb (embedded, default) or spark (pyspark in local mode; needs Java)")
    p.add_argument("--aggregates", metavar="DIR",
                   help="keep the daily aggregates here as Parquet and read back the days already aggregated "
                        "(default: computed each run, not kept)")
    p.set_defaults(run=cmd_report)

    p = commands.add_parser("events", help="the play-event schema and files (schema, sql, check, compact, erase, synth)")
    sub = p.add_subparsers(dest="events_command", required=True, metavar="COMMAND", parser_class=type(p))
    s = sub.add_parser("schema", help="print (or --write, --check) the JSON Schema the game reads")
    what = s.add_mutually_exclusive_group()
    what.add_argument("--write", action="store_true", help="write core/telemetry/events.schema.json")
    what.add_argument("--check", action="store_true", help="exit 1 if the committed schema file is stale")
    s.set_defaults(run=cmd_schema)
    s = sub.add_parser("sql", help="the events table and the report's queries, for a warehouse")
    s.add_argument("--table", default="play_events", help="the table name (default play_events)")
    s.set_defaults(run=cmd_sql)
    s = sub.add_parser("check", help="check JSON-lines event files against the schema")
    s.add_argument("files", nargs="+", metavar="FILE")
    s.set_defaults(run=cmd_check)
    s = sub.add_parser("compact", help="convert a collector folder's closed JSON-lines files to Parquet")
    s.add_argument("dir", metavar="DIR")
    s.add_argument("--if-free", action="store_true",
                   help="exit 0 quietly when another compaction holds the folder (the collector's periodic run)")
    s.set_defaults(run=cmd_compact)
    s = sub.add_parser("erase", help="remove players' events from every file of a collector folder")
    s.add_argument("dir", metavar="DIR")
    s.add_argument("--install-id", action="append", default=[], metavar="ID", help="an install id (repeatable)")
    s.add_argument("--requested", action="store_true", help="also every id the collector received an erase request for")
    s.set_defaults(run=cmd_erase)
    s = sub.add_parser("synth", help="seeded synthetic play events from each mode's synthetic players (into a new folder)")
    s.add_argument("--out", required=True, help="new folder")
    s.add_argument("--mode", choices=modes.ids(), help="only this mode (default: all)")
    s.add_argument("--per-level", type=options.whole(1, 100_000), default=200,
                   help="attempts per level (a mode with simulated players: runs of each)")
    s.add_argument("--players", type=options.whole(1, 1_000_000), default=100, help="synthetic installs")
    s.add_argument("--seed", type=options.seed(), default=1)
    s.set_defaults(run=cmd_synth)
