"""Number Stroke's designer commands (seed 002 §8.3), each a thin layer over the library."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from ..errors import LevelFileError, Problem
from ..jsonio import dumps_stable, write_atomic
from .analysis import removable_clues, solution_count, verdict
from .board import Board
from .catalog import BAKED_FILE, all_levels, is_shipped_pack_path, load_packs, shipped_pack_paths
from .schema import load_pack, pack_json_schema


def register(commands) -> None:
    p = commands.add_parser("schema", help="print the JSON Schema of a pack file")
    p.set_defaults(run=cmd_schema)

    p = commands.add_parser("validate", help="structure, connectivity, uniqueness, parity necessity")
    p.add_argument("level", nargs="?", help="only this level id")
    p.add_argument("--pack", action="append", help="pack file(s) instead of the shipped packs")
    p.set_defaults(run=cmd_validate)

    p = commands.add_parser("solve", help="count solutions of any structurally valid level")
    p.add_argument("file")
    p.add_argument("--level", help="only this level id")
    p.add_argument("--limit", type=int, default=2, help="stop after this many solutions (default 2)")
    p.add_argument("--json", action="store_true", help="one JSON object per level and line (with every solution found)")
    p.set_defaults(run=cmd_solve)

    p = commands.add_parser("design", help="clue minimisation and suggestions for one level")
    p.add_argument("level", help="level id")
    p.add_argument("--pack", help="pack file holding the level (default: the shipped packs)")
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--minimize", action="store_true", help="clues removable one at a time")
    mode.add_argument("--suggest", type=int, metavar="K", help="K clues that cut the solutions most")
    p.add_argument("--json", action="store_true", help="machine-readable answer")
    p.set_defaults(run=cmd_design)

    p = commands.add_parser("generate", help="seeded candidate levels into a new file")
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--cells", type=int, required=True, help="N, cells per level")
    p.add_argument("--count", type=int, default=5, help="levels to write (default 5)")
    p.add_argument("--pack", type=int, default=90, help="pack number of the candidates file")
    p.add_argument("--no-start", action="store_true", help="levels without clue 1")
    p.add_argument("--out", required=True, help="new file to write (never a shipped pack)")
    p.add_argument("--force", action="store_true", help="overwrite an existing candidates file")
    p.set_defaults(run=cmd_generate)

    p = commands.add_parser("bake", help="write the engine's runtime level data")
    p.add_argument("--out", default=str(BAKED_FILE))
    p.add_argument("--check", action="store_true", help="exit 1 if the file on disk is stale")
    p.add_argument("--pack", help="play-test: bake one level of this file (see --level)")
    p.add_argument("--level", help="play-test: the level to bake; its first solution is the hint path")
    p.set_defaults(run=cmd_bake)

    p = commands.add_parser("conformance", help="write the session vectors the engine replays")
    p.add_argument("--out", required=True)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--cases", type=int, default=60, help="random sequences per level")
    p.set_defaults(run=cmd_conformance)


def cmd_schema(args) -> int:
    print(json.dumps(pack_json_schema(), indent=2, ensure_ascii=False))
    return 0


def _pack_files(paths):
    return load_packs(paths if paths else shipped_pack_paths())


def _find_level(args):
    pack_files = _pack_files([args.pack] if getattr(args, "pack", None) else None)
    for pf, level in all_levels(pack_files):
        if level.id == args.level:
            return pf, level
    where = args.pack or "the shipped packs"
    raise LevelFileError([Problem("unknown-level", f"no level '{args.level}' in {where}", args.level, file=where)])


def _clue_summary(board: Board) -> str:
    parts = [str(c) for c in sorted(c for c in board.clue if c)]
    odd = sum(1 for c in board.level.cells if c.parity == "odd")
    even = sum(1 for c in board.level.cells if c.parity == "even")
    parts += ["odd"] * odd + ["even"] * even
    return ",".join(parts) or "-"


def cmd_validate(args) -> int:
    pack_files = _pack_files(args.pack)
    rows = [(pf, level) for pf, level in all_levels(pack_files) if not args.level or level.id == args.level]
    if args.level and not rows:
        print(f"error: no level '{args.level}'", file=sys.stderr)
        return 2
    failures = 0
    print(f"{'level':<8} {'N':>3}  {'clues':<24} {'solutions':<9} result")
    for pf, level in rows:
        board = Board(level)
        v = verdict(board)
        count = {0: "0", 1: "1"}.get(v.count, "2+")
        notes = []
        if v.count == 0:
            notes.append("no solution")
        elif v.count > 1:
            notes.append("not unique")
        if v.redundant_parity:
            notes.append("redundant parity on " + ",".join(board.ids_of(v.redundant_parity)))
        failures += not v.ok
        result = "ok" if v.ok else "FAIL: " + "; ".join(notes)
        print(f"{level.id:<8} {board.n:>3}  {_clue_summary(board):<24} {count:<9} {result}")
    print(f"{len(rows) - failures}/{len(rows)} levels pass")
    return 0 if failures == 0 else 1


def cmd_solve(args) -> int:
    if args.limit < 1:
        print("error: --limit must be at least 1", file=sys.stderr)
        return 2
    pack = load_pack(args.file)
    levels = [lv for lv in pack.levels if not args.level or lv.id == args.level]
    if not levels:
        raise LevelFileError([Problem("unknown-level", f"no level '{args.level}'", args.level, file=args.file)])
    for level in levels:
        board = Board(level)
        result = solution_count(board, args.limit)
        first = board.ids_of(result.solutions[0]) if result.solutions else []
        if args.json:
            line = {
                "level": level.id, "n": board.n, "count": result.count, "solution": first,
                "solutions": [board.ids_of(path) for path in result.solutions],
            }
            print(json.dumps(line, ensure_ascii=False))
        else:
            more = "+" if result.count >= args.limit else ""
            print(f"{level.id}: N={board.n} solutions={result.count}{more}")
            print("  " + (" -> ".join(first) if first else "(no solution)"))
    return 0


def cmd_design(args) -> int:
    from .design import suggest_clues

    _pf, level = _find_level(args)
    board = Board(level)
    if args.minimize:
        base = solution_count(board).count
        removable = removable_clues(board) if base == 1 else []
        answer = {"level": level.id, "unique": base == 1, "removable": [
            {"cell": board.ids[v], "clue": board.clue[v]} for v in removable
        ]}
        if args.json:
            print(json.dumps(answer, ensure_ascii=False))
        elif base != 1:
            print(f"{level.id}: not unique ({'no' if base == 0 else '2+'} solutions); fix that first")
        elif not removable:
            print(f"{level.id}: no clue can be removed alone")
        else:
            print(f"{level.id}: each of these can be removed alone (remove one, then re-run):")
            for item in answer["removable"]:
                print(f"  cell {item['cell']}: clue {item['clue']}")
        return 0 if base == 1 else 1
    suggestions = suggest_clues(board, args.suggest)
    if args.json:
        print(json.dumps({"level": level.id, "suggestions": suggestions}, ensure_ascii=False))
        return 0
    if not suggestions:
        print(f"{level.id}: nothing to suggest (already unique, or no solution)")
        return 0
    for s in suggestions:
        left = {1: "unique", 0: "no solution"}.get(s["solutions"], "still 2+")
        print(f"  cell {s['cell']}: clue {s['clue']}  -> {left}")
    return 0


def cmd_generate(args) -> int:
    from .generate import GenerateOptions, generate_pack

    out = Path(args.out).resolve()
    if is_shipped_pack_path(out):
        print(f"error: {args.out} is a shipped pack; generate writes candidates to a new file", file=sys.stderr)
        return 2
    if out.exists() and not args.force:
        print(f"error: {args.out} exists; choose a new file (or --force for a candidates file)", file=sys.stderr)
        return 2
    options = GenerateOptions(cells=args.cells, with_start=not args.no_start)
    pack = generate_pack(args.seed, args.count, args.pack, options)
    write_atomic(out, dumps_stable(pack))
    print(f"wrote {len(pack['levels'])} candidate level(s) to {args.out}")
    return 0


def cmd_bake(args) -> int:
    from .bake import bake_level, bake_packs

    if args.pack or args.level:
        return _bake_playtest(args, bake_level)
    text = json.dumps(bake_packs(_pack_files(None)), ensure_ascii=False, indent=1) + "\n"
    out = Path(args.out)
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"{out} is stale: run `make bake` (python -m core bake) and commit it", file=sys.stderr)
            return 1
        print(f"{out} is up to date")
        return 0
    write_atomic(out, text)
    print(f"baked {text.count(chr(34) + 'hintPath' + chr(34))} levels into {out}")
    return 0


def _bake_playtest(args, bake_level) -> int:
    """One level of a designer's file, unique or not, for the editor's play-test button."""
    if not (args.pack and args.level) or Path(args.out).resolve() == BAKED_FILE.resolve():
        print("error: a play-test bake needs --pack, --level and an --out of its own", file=sys.stderr)
        return 2
    pf, level = _find_level(args)
    index = pf.pack.levels.index(level) + 1
    result = solution_count(Board(level), 1)
    if not result.solutions:
        raise LevelFileError([Problem("no-solution", "the level has no solution to play", level.id, file=args.pack)])
    baked = bake_level(level, pf.pack.pack, index, solution=result.solutions[0])
    write_atomic(args.out, json.dumps({"format": 1, "level": baked}, ensure_ascii=False, indent=1) + "\n")
    print(f"baked level {level.id} into {args.out}")
    return 0


def cmd_conformance(args) -> int:
    from .conformance import build_vectors

    vectors = build_vectors(_pack_files(None), args.seed, args.cases)
    write_atomic(args.out, json.dumps(vectors, separators=(",", ":")) + "\n")
    steps = sum(len(c["steps"]) for c in vectors["cases"])
    print(f"wrote {len(vectors['cases'])} cases, {steps} steps to {args.out}")
    return 0
