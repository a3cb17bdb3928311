"""Mode-only commands: ``python -m core city-cat-catch ship|daily|simulate|cities``."""
from __future__ import annotations

import json
import time

from ...errors import LevelFileError, Problem, argument_problem
from .board import Board, load_pack
from .content import load_cities
from .policies import POLICIES, batch
from . import shipping


def cmd_ship(args) -> int:
    """Generate every shipped board from the manifests (or --check they regenerate identically)."""
    bad = 0
    for path, make in shipping.shipped_files():
        if args.city and not path.stem.endswith("-" + args.city):
            continue
        t = time.perf_counter()
        data = make()
        same = shipping.write_or_check(path, data, args.check)
        verb = ("regenerates identically" if same else "DIFFERS from a fresh generation") if args.check else "wrote"
        print(f"{verb}: {path.name} ({len(data['levels'])} boards, {time.perf_counter() - t:.1f} s)")
        for level in data["levels"]:
            print(f"  {level['id']}: {shipping.summary(level)}")
        bad += not same
    return 1 if bad else 0


def cmd_daily(args) -> int:
    shipping.parse_days(args.start, args.days)
    t = time.perf_counter()
    data = shipping.daily_pack(args.start, args.days)
    same = shipping.write_or_check(shipping.DAILY_FILE, data, args.check)
    n = len(data["levels"])
    took = time.perf_counter() - t
    if args.check:
        print(f"{shipping.DAILY_FILE.name} {'regenerates identically' if same else 'DIFFERS'} ({n} boards, {took:.1f} s)")
    else:
        print(f"wrote {n} daily boards to {shipping.DAILY_FILE} ({took:.1f} s, {took / n:.2f} s a board)")
    return 0 if same else 1


def cmd_simulate(args) -> int:
    pack = load_pack(args.file)
    levels = [lv for lv in pack.levels if not args.level or lv.id == args.level]
    if not levels:
        raise LevelFileError([Problem("unknown-level", f"no board '{args.level}'", args.level, file=args.file)])
    if not 1 <= args.runs <= 100_000:
        raise LevelFileError([argument_problem(f"--runs takes 1 to 100000, not {args.runs}")])
    for level in levels:
        board = Board.from_level(level)
        t = time.perf_counter()
        b = batch(board, args.runs)
        line = {"level": level.id, **b.as_dict(), "policies": b.per_policy,
                "seconds": round(time.perf_counter() - t, 3)}
        print(json.dumps(line, ensure_ascii=False))
    return 0


def cmd_cities(args) -> int:
    for city in load_cities():
        cats = {}
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
    p = sub.add_parser("daily", help="generate the daily calendar (levels/city-cat-catch/daily.json)")
    p.add_argument("--from", dest="start", default=shipping.DAILY_START, help="first UTC date, YYYY-MM-DD")
    p.add_argument("--days", type=int, default=shipping.DAILY_DAYS)
    p.add_argument("--check", action="store_true", help="exit 1 unless the file regenerates byte for byte")
    p.set_defaults(run=cmd_daily)
    p = sub.add_parser("simulate", help=f"the policies ({', '.join(POLICIES)}) on a board file")
    p.add_argument("file")
    p.add_argument("--level", help="only this board")
    p.add_argument("--runs", type=int, default=1000)
    p.set_defaults(run=cmd_simulate)
    p = sub.add_parser("cities", help="list the cities and their elements")
    p.set_defaults(run=cmd_cities)

    from .inspect import register as register_inspect  # the level editor's answers

    register_inspect(sub)
