"""Mode-only commands: ``python -m core city-cat-catch ship|daily|simulate|cities``."""
from __future__ import annotations

import json
import time

from ... import progress
from ...errors import LevelFileError, Problem, argument_problem, shown
from ...options import date, whole
from .board import Board, load_pack
from .content import DAILY_FIRST, DAILY_LAST, MODE_ID, cities_by_id, load_cities
from .daily import canonical_text, daily_board
from .metrics import board_metrics
from .policies import PANEL
from . import shipping
from ...common.rng import fnv1a64


def cmd_ship(args) -> int:
    """Generate every shipped board from the manifests (or --check they regenerate identically);
    the files are written together at the end (an error or Ctrl-C leaves the old set)."""
    from ...output import OutputSet, check_output, pack_kind

    bad = 0
    known = [c.cityId for _, c, _ in shipping.shipped_files()]
    if args.city is not None and args.city not in known:
        raise LevelFileError([argument_problem(f"--city: no city '{shown(args.city, 40)}' (known: {', '.join(known)})")])
    chosen = [(path, city, index) for path, city, index in shipping.shipped_files()
              if args.city is None or city.cityId == args.city]
    if not args.check:
        for path, _city, _index in chosen:
            check_output(path, pack_kind(MODE_ID), owner=True)
    with OutputSet() as outputs:
        for path, city, index in chosen:
            progress.now(f"generating the boards of {city.cityId}")
            t = time.perf_counter()
            data = shipping.city_pack(index, city)
            if args.check:
                same = shipping.same_as_file(path, data)
            else:
                outputs.add(path, shipping.dumps_stable(data))
                same = True
            verb = ("regenerates identically" if same else "DIFFERS from a fresh generation") if args.check else "made"
            print(f"{verb}: {path.name} ({len(data['levels'])} boards, {time.perf_counter() - t:.1f} s)", flush=True)
            for level in data["levels"]:
                print(f"  {level['id']}: {shipping.summary(level)}")
            bad += not same
    if not args.check:
        print(f"wrote {len(chosen)} file(s)")
    return 1 if bad else 0


def cmd_daily(args) -> int:
    """The daily board of a UTC date (every city, or one): its seed, attempt and board, or
    with --metrics what the simulated players make of it."""
    from .seeds import check_date

    try:
        check_date(args.date)
    except ValueError as exc:
        raise LevelFileError([argument_problem(f"--date: {exc}")]) from None
    cities = load_cities()
    if args.city is not None:
        if args.city not in cities_by_id():
            known = ", ".join(c.cityId for c in cities)
            raise LevelFileError([argument_problem(f"--city: no city '{args.city}' (known: {known})")])
        cities = tuple(c for c in cities if c.cityId == args.city)
    for city in cities:
        made = daily_board(city, args.date)
        level = made.level
        line = {"date": args.date, "cityId": city.cityId, "seedText": level["seedText"], "seed": level["seed"],
                "attempt": made.attempt, "proofNodes": made.nodes, "pieces": len(level["pieces"]),
                "hash": str(fnv1a64(canonical_text(level)))}
        if args.metrics:
            line.update(board_metrics(Board.from_baked(level)))
        if args.board:
            line["level"] = level
        if args.json:
            print(json.dumps(line, ensure_ascii=False))
        else:
            extra = "".join(f", {k} {line[k]}" for k in ("toolFreePassRate", "toolAssistPassRate", "durationSec")
                            if k in line)
            print(f"{args.date} {city.cityId}: {line['pieces']} pieces, attempt {made.attempt}, proof "
                  f"{made.nodes} nodes, seed {line['seed']} ({line['seedText']}), hash {line['hash']}{extra}")
            if args.board:
                print(json.dumps(level, ensure_ascii=False))
    return 0


def cmd_simulate(args) -> int:
    pack = load_pack(args.file)
    levels = [lv for lv in pack.levels if args.level is None or lv.id == args.level]
    if not levels:
        raise LevelFileError([Problem("unknown-level", f"no board '{shown(args.level, 64)}'", args.level, file=args.file)])
    for level in levels:
        board = Board.from_level(level)
        t = time.perf_counter()
        line = {"level": level.id, **board_metrics(board, args.runs), "seconds": round(time.perf_counter() - t, 3)}
        print(json.dumps(line, ensure_ascii=False))
    return 0


def cmd_cities(args) -> int:
    for city in load_cities():
        cats: dict = {}
        for e in city.elements:
            cats.setdefault(e.category, []).append(e.name.en)
        print(f"{city.cityId}: {city.name.zh} / {city.name.en} - {len(city.elements)} elements")
        for cat, names in cats.items():
            print(f"  {cat}: {', '.join(names)}")
    return 0


def register(sub) -> None:
    p = sub.add_parser("ship", help="generate the shipped boards from the city manifests")
    p.add_argument("--check", action="store_true", help="exit 1 unless the files regenerate byte for byte")
    p.add_argument("--city", help="only this city")
    p.set_defaults(run=cmd_ship)
    p = sub.add_parser("daily", help="the daily board of a UTC date (every city, or --city)")
    p.add_argument("--date", required=True, type=date(DAILY_FIRST, DAILY_LAST), help="the UTC date")
    p.add_argument("--city", help="only this city")
    p.add_argument("--metrics", action="store_true", help=f"also the simulated players' metrics ({', '.join(PANEL)})")
    p.add_argument("--board", action="store_true", help="also the whole baked board")
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p.set_defaults(run=cmd_daily)
    p = sub.add_parser("simulate", help=f"the policies ({', '.join(PANEL)}) on a board file")
    p.add_argument("file")
    p.add_argument("--level", help="only this board")
    p.add_argument("--runs", type=whole(1, 100_000), default=1000, help="simulated players per policy")
    p.set_defaults(run=cmd_simulate)
    p = sub.add_parser("cities", help="list the cities and their elements")
    p.set_defaults(run=cmd_cities)

    from .inspect import register as register_inspect  # the level editor's answers

    register_inspect(sub)
