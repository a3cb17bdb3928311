"""Hex Walls behind the mode interface (docs/architecture.md): what ``python -m core`` and the
shared tools call, each entry thin over this package's library."""
from __future__ import annotations

import json

from ...common import content_plan
from ...errors import LevelFileError, Problem, argument_problem
from .. import base
from ..base import PackFile, ValidationRow, display_path
from . import gates
from .analysis import count
from .bake import bake_level, bake_packs
from .board import HexBoard
from .conformance import build_cases
from .grade import grade
from .pack import load_pack, parse_pack
from .schema import LIMITS, MODE_ID, pack_json_schema
from .session import WallsLevel, WallsSession

TITLE = "Hex Walls"
GENERATE_MAX_RADIUS = 5

__all__ = ["LIMITS", "MODE_ID", "TITLE", "load_pack", "pack_json_schema", "parse_pack"]


def shipped_pack_paths():
    return base.shipped_pack_paths(MODE_ID)


def load_packs(paths) -> list[PackFile]:
    return base.load_packs(paths, load_pack)


# --- validate ----------------------------------------------------------------------------
def validate_level(pf: PackFile, level, strict: bool = False) -> ValidationRow:
    """Every gate of gates.py; redundant static walls reported (failing with ``strict``)."""
    board = HexBoard(level)
    c = gates.check(pf, level, strict)
    fields = {"n": board.n, "walls": len(board.walls), "turningWalls": len(level.turning_walls),
              "numbers": sorted(n for n in board.number if n), "redundantWalls": c.redundant}
    if c.report is not None:
        fields.update({"grade": c.report.grade, "hardest": c.report.hardest, "score": c.report.score})
    return ValidationRow(MODE_ID, display_path(pf.path), level.id, not c.problems, c.verdict.count,
                         c.problems + c.notes, fields)


def validation_table(rows: list[ValidationRow]) -> list[str]:
    lines = [f"{'level':<8} {'N':>3}  {'numbers':<14} {'walls':>5} {'turning':>7}  {'solutions':<9} {'grade':<9} result"]
    for row in rows:
        f = row.fields
        solutions = {0: "0", 1: "1"}.get(row.count, "2+")
        numbers = ",".join(map(str, f["numbers"])) or "-"
        result = "ok" if row.ok else "FAIL"
        if row.notes:
            result += (": " if not row.ok else " (") + "; ".join(row.notes) + ("" if not row.ok else ")")
        graded = f.get("grade", "-")
        lines.append(f"{row.level:<8} {f['n']:>3}  {numbers:<14} {f['walls']:>5} {f['turningWalls']:>7}  {solutions:<9} {graded:<9} {result}")
    return lines


# --- solve, design -----------------------------------------------------------------------------
def solve_level(level, limit: int) -> tuple[dict, list[str]]:
    board = HexBoard(level)
    result = count(board, limit)
    first = board.ids_of(result.solutions[0]) if result.solutions else []
    line = {"level": level.id, "n": board.n, "count": result.count, "solution": first,
            "solutions": [board.ids_of(s) for s in result.solutions]}
    more = "+" if result.count >= limit else ""
    return line, [f"{level.id}: N={board.n} solutions={result.count}{more}",
                  "  " + (" -> ".join(first) if first else "(no solution)")]


def design(level, args) -> int:
    from .design import removable, suggest

    board = HexBoard(level)
    if args.grade:
        report = grade(board)
        print(report.answer(args.json))
        return 0 if report.solved else 1
    if args.minimize:
        unique = count(board).count == 1
        found = removable(board) if unique else {"numbers": [], "walls": []}
        answer = {"level": level.id, "unique": unique,
                  "removable": [{"cell": board.ids[v], "number": board.number[v]} for v in found["numbers"]],
                  "removableWalls": [board.ids_of(sorted(board.walls[i])) for i in found["walls"]]}
        if args.json:
            print(json.dumps(answer, ensure_ascii=False))
        elif not unique:
            print(f"{level.id}: not unique; fix that first")
        elif not found["numbers"] and not found["walls"]:
            print(f"{level.id}: no number and no wall can be removed alone")
        else:
            print(f"{level.id}: each of these can be removed alone (remove one, then re-run):")
            for item in answer["removable"]:
                print(f"  cell {item['cell']}: number {item['number']}")
            for a, b in answer["removableWalls"]:
                print(f"  wall {a}-{b}")
        return 0 if unique else 1
    if not 1 <= args.suggest <= 50:
        raise LevelFileError([argument_problem("--suggest K takes K from 1 to 50", level.id)])
    suggestions = suggest(board, args.suggest)
    if args.json:
        print(json.dumps({"level": level.id, "suggestions": suggestions}, ensure_ascii=False))
        return 0
    if not suggestions:
        print(f"{level.id}: nothing to suggest (already unique, or no solution)")
    for s in suggestions:
        left = {1: "unique", 0: "no solution"}.get(s["solutions"], "still 2+")
        what = f"cell {s['cell']}: number {s['number']}" if s["kind"] == "number" else f"wall {'-'.join(s['wall'])}"
        print(f"  {what}  -> {left}")
    return 0


# --- generate ------------------------------------------------------------------------------
def register_generate(parser) -> None:
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--radius", type=int, default=2, help=f"board radius 1..{GENERATE_MAX_RADIUS} (default 2)")
    parser.add_argument("--trim", type=int, default=2, help="rim hexes removed at random (default 2)")
    parser.add_argument("--turning", type=int, default=0, help="turning walls per level (0..4)")
    parser.add_argument("--count", type=int, default=5, help="levels to write (1..200, default 5)")
    parser.add_argument("--pack", type=int, default=90, help="pack number of the candidates file")
    parser.add_argument("--no-start", action="store_true", help="levels without number 1")


def generate(args) -> dict:
    from .generate import HexOptions, generate_pack

    checks = [
        (1 <= args.radius <= GENERATE_MAX_RADIUS, f"--radius takes 1 to {GENERATE_MAX_RADIUS}"),
        (0 <= args.trim <= 6 * args.radius - 1, "--trim takes 0 to 6 x radius - 1"),
        (0 <= args.turning <= 4, "--turning takes 0 to 4"),
        (1 <= args.count <= 200, "--count takes 1 to 200"),
        (1 <= args.pack <= 999, "--pack takes 1 to 999"),
    ]
    problems = [argument_problem(text) for ok, text in checks if not ok]
    if problems:
        raise LevelFileError(problems)
    opts = HexOptions(args.radius, args.trim, args.turning, not args.no_start)
    return generate_pack(args.seed, args.count, args.pack, opts)


# --- bake, play ----------------------------------------------------------------------------
def bake(pack_files: list[PackFile]) -> dict:
    return bake_packs(pack_files)


def bake_playtest(pf: PackFile, level) -> dict:
    result = count(HexBoard(level), 1)
    if not result.solutions:
        raise LevelFileError([Problem("no-solution", "the level has no solution to play", level.id, file=str(pf.path))])
    return bake_level(level, pf.pack.pack, pf.pack.levels.index(level) + 1, solution=result.solutions[0])


def session_from_baked(level: dict) -> WallsSession:
    return WallsSession(WallsLevel.from_baked(level))


def conformance_vectors(seed: int, cases_per_level: int) -> dict:
    levels, cases = build_cases(load_packs(shipped_pack_paths()), seed, cases_per_level)
    return {"levels": levels, "cases": cases}


# --- mode-only commands: python -m core 03-hex-walls … ---------------------------------------
def register_commands(commands) -> None:
    content_plan.register(commands, "core.modes.hex_walls.content", base.levels_dir(MODE_ID), display_path)
