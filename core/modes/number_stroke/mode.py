"""Number Stroke behind the mode interface (docs/architecture.md): what ``python -m core``
and the shared tools call. Each entry is a thin layer over this package's library."""
from __future__ import annotations

import json

from ...common import content_plan
from ...errors import LevelFileError, Problem, argument_problem
from ..base import PackFile, ValidationRow, display_path
from . import catalog, gates
from .analysis import removable_clues, solution_count
from .bake import bake_level, bake_packs
from .board import Board
from .conformance import build_cases
from .grade import grade
from .pack import load_pack, parse_pack
from .schema import LIMITS, MODE_ID, pack_json_schema
from .session import Session, SessionLevel

TITLE = "Number Stroke"
DAILY_FROM, DAILY_DAYS = "2026-12-01", 400
GENERATE_MAX_CELLS = 150  # the generator's author-path search is tuned for playable sizes

shipped_pack_paths = catalog.shipped_pack_paths
load_packs = catalog.load_packs

__all__ = [
    "LIMITS", "MODE_ID", "TITLE", "load_pack", "load_packs", "pack_json_schema", "parse_pack",
    "shipped_pack_paths",
]


# --- validate ----------------------------------------------------------------------------
def _clue_summary(board: Board) -> str:
    parts = [str(c) for c in sorted(c for c in board.clue if c)]
    odd = sum(1 for c in board.level.cells if c.parity == "odd")
    even = sum(1 for c in board.level.cells if c.parity == "even")
    parts += ["odd"] * odd + ["even"] * even
    return ",".join(parts) or "-"


def validate_level(pf: PackFile, level, strict: bool = False) -> ValidationRow:
    """Every gate of gates.py (unique, marks needed, guess-free, minimal numbers, the plan's
    packs, the pack's curve on its last level); the grade is recorded."""
    board = Board(level)
    v, report, notes = gates.check(pf, level)
    fields = {"n": board.n, "clues": _clue_summary(board)}
    if report is not None:
        fields.update({"grade": report.grade, "hardest": report.hardest, "score": report.score})
    return ValidationRow(MODE_ID, display_path(pf.path), level.id, not notes, v.count, notes, fields)


def validation_table(rows: list[ValidationRow]) -> list[str]:
    lines = [f"{'level':<8} {'N':>3}  {'clues':<24} {'solutions':<9} {'grade':<9} result"]
    for row in rows:
        count = {0: "0", 1: "1"}.get(row.count, "2+")
        result = "ok" if row.ok else "FAIL: " + "; ".join(row.notes)
        graded = row.fields.get("grade", "-")
        lines.append(f"{row.level:<8} {row.fields['n']:>3}  {row.fields['clues']:<24} {count:<9} {graded:<9} {result}")
    return lines


# --- solve -------------------------------------------------------------------------------
def solve_level(level, limit: int) -> tuple[dict, list[str]]:
    """(the --json line, the human lines) for one level, solutions counted up to ``limit``."""
    board = Board(level)
    result = solution_count(board, limit)
    first = board.ids_of(result.solutions[0]) if result.solutions else []
    line = {
        "level": level.id, "n": board.n, "count": result.count, "solution": first,
        "solutions": [board.ids_of(path) for path in result.solutions],
    }
    more = "+" if result.count >= limit else ""
    human = [
        f"{level.id}: N={board.n} solutions={result.count}{more}",
        "  " + (" -> ".join(first) if first else "(no solution)"),
    ]
    return line, human


# --- design ------------------------------------------------------------------------------
def register_design(parser) -> None:
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--minimize", action="store_true", help="clues removable one at a time")
    mode.add_argument("--suggest", type=int, metavar="K", help="K clues that cut the solutions most")


def design(level, args) -> int:
    from .design import suggest_clues

    board = Board(level)
    if args.grade:
        report = grade(board)
        print(report.answer(args.json))
        return 0 if report.solved else 1
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
    if not 1 <= args.suggest <= 50:
        raise LevelFileError([argument_problem("--suggest K takes K from 1 to 50", level.id)])
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


# --- generate ----------------------------------------------------------------------------
def register_generate(parser) -> None:
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--cells", type=int, required=True, help=f"N, cells per level (3..{GENERATE_MAX_CELLS})")
    parser.add_argument("--count", type=int, default=5, help="levels to write (default 5, at most 200)")
    parser.add_argument("--pack", type=int, default=90, help="pack number of the candidates file")
    parser.add_argument("--no-start", action="store_true", help="levels without clue 1")


def generate(args) -> dict:
    """The candidates pack (JSON-ready); bad options raise LevelFileError."""
    from .generate import GenerateOptions, generate_pack

    problems = []
    if not 3 <= args.cells <= GENERATE_MAX_CELLS:
        problems.append(argument_problem(f"--cells takes 3 to {GENERATE_MAX_CELLS}, not {args.cells}"))
    if not 1 <= args.count <= 200:
        problems.append(argument_problem(f"--count takes 1 to 200, not {args.count}"))
    if not 1 <= args.pack <= 999:
        problems.append(argument_problem(f"--pack takes 1 to 999, not {args.pack}"))
    if problems:
        raise LevelFileError(problems)
    options = GenerateOptions(cells=args.cells, with_start=not args.no_start)
    return generate_pack(args.seed, args.count, args.pack, options)


# --- bake, play ----------------------------------------------------------------------------
def bake(pack_files: list[PackFile]) -> dict:
    return bake_packs(pack_files)


def bake_playtest(pf: PackFile, level) -> dict:
    """One level of a designer's file, unique or not, for the editor's play-test button."""
    index = pf.pack.levels.index(level) + 1
    result = solution_count(Board(level), 1)
    if not result.solutions:
        raise LevelFileError([Problem("no-solution", "the level has no solution to play", level.id, file=str(pf.path))])
    return bake_level(level, pf.pack.pack, index, solution=result.solutions[0])


def session_from_baked(level: dict) -> Session:
    return Session(SessionLevel.from_baked(level))


def conformance_vectors(seed: int, cases_per_level: int) -> dict:
    levels, cases = build_cases(load_packs(shipped_pack_paths()), seed, cases_per_level)
    return {"levels": levels, "cases": cases}


# --- mode-only commands: python -m core 01-number-stroke … ----------------------------------
def register_commands(commands) -> None:
    content_plan.register(commands, "core.modes.number_stroke.content", catalog.LEVELS_DIR, display_path)

    p = commands.add_parser("daily", help="write the daily-puzzle calendar the game ships")
    p.add_argument("--from", dest="first", default=DAILY_FROM, help=f"first date (default {DAILY_FROM})")
    p.add_argument("--days", type=int, default=DAILY_DAYS, help=f"days (default {DAILY_DAYS})")
    p.set_defaults(run=_cmd_daily)


def _cmd_daily(args) -> int:
    import datetime as dt

    from ...jsonio import write_atomic
    from .daily import build_calendar

    try:
        dt.date.fromisoformat(args.first)
    except ValueError:
        raise LevelFileError([argument_problem(f"--from takes a date YYYY-MM-DD, not {args.first!r}")]) from None
    if not 1 <= args.days <= 1000:
        raise LevelFileError([argument_problem("--days takes 1 to 1000")])
    calendar = build_calendar(args.first, args.days)
    out = catalog.DAILY_FILE
    write_atomic(out, json.dumps(calendar, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(calendar['days'])} daily levels from {args.first} to {display_path(out)}")
    return 0
