"""City Cat Catch behind the mode interface (docs/architecture.md): what ``python -m core`` and
the shared tools call. Each entry is a thin layer over this package's library."""
from __future__ import annotations

import time

from ...errors import LevelFileError, Problem, argument_problem
from .. import base
from ..base import PackFile, ValidationRow, display_path
from . import shipping
from .bake import bake_level, bake_packs
from .board import LIMITS, Board, BoardLevel, load_pack, pack_json_schema, parse_pack
from .content import MODE_ID
from .daily import daily_board
from .gates import gate
from .metrics import RUNS
from .session import Session
from .solver import Solver
from .validation import table_lines, validate

TITLE = "City Cat Catch"

__all__ = ["LIMITS", "MODE_ID", "TITLE", "load_pack", "load_packs", "pack_json_schema", "parse_pack",
           "shipped_pack_paths"]


def shipped_pack_paths():
    return base.shipped_pack_paths(MODE_ID)


def load_packs(paths) -> list[PackFile]:
    return base.load_packs(paths, load_pack)


# --- validate ----------------------------------------------------------------------------------
def validate_level(pf: PackFile, level: BoardLevel, strict: bool = False) -> ValidationRow:
    """validation.validate: gates, the curve over 20 streams, regeneration, duration."""
    report = validate(level, list(pf.pack.levels), strict)
    return ValidationRow(MODE_ID, display_path(pf.path), level.id, report.ok, 1 if report.clearable else 0,
                         report.notes, report.fields)


def validation_table(rows: list[ValidationRow]) -> list[str]:
    return table_lines(rows)


# --- solve -------------------------------------------------------------------------------------
def solve_level(level: BoardLevel, limit: int) -> tuple[dict, list[str]]:
    """(the --json line, the human lines): clearable without tools, with a witness, or proved not.
    ``limit`` is ignored (one witness is enough)."""
    board = Board.from_level(level)
    solver = Solver.for_board(board)
    t = time.perf_counter()
    witness = solver.solve()
    ms = (time.perf_counter() - t) * 1000
    ids = [board.ids[i] for i in witness] if witness is not None else []
    line = {"level": level.id, "solvable": witness is not None, "witness": ids}
    verdict = "clearable" if witness is not None else "proved NOT clearable without tools"
    human = [f"{level.id}: {board.n} pieces, {verdict} ({ms:.2f} ms, {solver.nodes} nodes)"]
    if ids:
        human.append("  " + " ".join(ids))
    return line, human


# --- generate ----------------------------------------------------------------------------------
def register_generate(parser) -> None:
    parser.add_argument("--city", required=True, help="city id (a manifest in levels/city-cat-catch/cities)")
    parser.add_argument("--level", type=int, required=True, help="the preset's level, 1-6")
    seeds = parser.add_mutually_exclusive_group()
    seeds.add_argument("--revision", type=int, help="seed from 'cityId:levelId:revision' (default: the preset's)")
    seeds.add_argument("--seed", help="a typed seed (decimal, below 2**64)")
    seeds.add_argument("--daily", metavar="YYYY-MM-DD", help="the daily board of this UTC date")
    parser.add_argument("--runs", type=int, default=RUNS, help=f"policy runs per batch (default {RUNS})")


def generate(args) -> dict:
    """A candidates file with one board; a preset that misses its band raises LevelFileError."""
    board_id, seed, seed_text, city, preset = shipping.resolve_request(
        args.city, args.level, revision=args.revision, typed=args.seed, daily=args.daily)
    if not 10 <= args.runs <= 100_000:
        raise LevelFileError([argument_problem(f"--runs takes 10 to 100000, not {args.runs}")])
    if args.daily is not None:
        level = shipping.daily_as_level(daily_board(city, args.daily))
    else:
        level = shipping.generate_level(city, preset, seed, board_id, seed_text, args.runs).level
    return {"mode": MODE_ID, "pack": 90, "levels": [level]}


# --- bake, play ----------------------------------------------------------------------------------
def bake(pack_files: list[PackFile]) -> dict:
    return bake_packs(pack_files)


def bake_playtest(pf: PackFile, level: BoardLevel) -> dict:
    witness = Solver.for_board(Board.from_level(level)).solve()
    if witness is None:
        raise LevelFileError([Problem("not-clearable", "the board cannot be cleared without tools", level.id,
                                      file=str(pf.path))])
    return bake_level(level, witness)


def session_from_baked(level: dict) -> Session:
    return Session(level)


def conformance_vectors(seed: int, cases_per_level: int) -> dict:
    from .conformance import build_vectors

    return build_vectors(load_packs(shipped_pack_paths()), seed, cases_per_level)


def register_commands(subparsers) -> None:
    from .cli import register

    register(subparsers)


def limits_problem(detail: str) -> LevelFileError:
    return LevelFileError([argument_problem(detail)])


def gate_row(level_id: int) -> dict:
    lo, hi, assist, click = gate(level_id)
    return {"toolFreePassRate": [lo, hi], "toolAssistPassRate": assist, "initialClickableRatio": click}
