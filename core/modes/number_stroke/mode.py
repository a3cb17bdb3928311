"""Number Stroke behind the mode interface (``Mode``, docs/architecture.md): what ``python -m
core`` and the shared tools call. The members both path modes share are ``PathMode``'s
(core/common/path_mode.py); this class gives what is Number Stroke's own, each a thin layer over
this package's library, imported when called, so a command that only needs the schema loads no
solver."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pydantic import Field

from ...common.path_mode import PathMode, path_design_options, with_grade
from ...options import date, days_after, whole
from ..base import Designs, Generates, OwnCommands, PackFile, PlainMode, ValidationRow, display_path
from ..params import CandidatePackParams, seed_field
from .schema import LIMITS, MODE_ID

DAILY_FROM, DAILY_DAYS = "2026-12-01", 400
# the generator's author-path search is tuned for playable sizes: a level of 40 cells takes up to
# ~10 s, one of 50 minutes; below 8 cells there is no room for 1, a guide number and one more
GENERATE_MIN_CELLS, GENERATE_MAX_CELLS = 8, 40


class GenerateParams(CandidatePackParams):
    seed: int = seed_field()
    cells: int = Field(ge=GENERATE_MIN_CELLS, le=GENERATE_MAX_CELLS, description="N, cells per level")
    no_start: bool = Field(False, description="levels without clue 1")


def _clue_summary(board) -> str:
    parts = [str(c) for c in sorted(c for c in board.clue if c)]
    odd = sum(1 for c in board.level.cells if c.parity == "odd")
    even = sum(1 for c in board.level.cells if c.parity == "even")
    parts += ["odd"] * odd + ["even"] * even
    return ",".join(parts) or "-"


class NumberStroke(PathMode):
    limits = LIMITS
    generate_params = GenerateParams
    design_options = path_design_options("clues", "clues")

    def board(self, level):
        from .board import Board

        return Board(level)

    def count(self, board, limit: int = 2):
        from .analysis import solution_count

        return solution_count(board, limit)

    # --- validate ----------------------------------------------------------------------------
    def validate_level(self, pf: PackFile, level, strict: bool = False) -> ValidationRow:
        """Every gate of gates.py (unique, marks needed, guess-free, minimal numbers, the plan's
        packs); the grade is recorded (the pack curve is checked in the summary)."""
        from . import gates

        board = self.board(level)
        v, report, notes = gates.check(pf, level)
        fields = with_grade({"n": board.n, "clues": _clue_summary(board)}, report)
        return ValidationRow(MODE_ID, display_path(pf.path), level.id, not notes, v.count, notes, fields)

    def validation_table(self, rows: list[ValidationRow]) -> list[str]:
        lines = [f"{'level':<8} {'N':>3}  {'clues':<24} {'solutions':<9} {'effort':>6} {'grade':<9} result"]
        for row in rows:
            count = {0: "0", 1: "1"}.get(row.count, "2+")
            result = "ok" if row.ok else "FAIL: " + "; ".join(row.notes)
            graded = row.fields.get("grade", "-")
            lines.append(f"{row.level:<8} {row.fields['n']:>3}  {row.fields['clues']:<24} {count:<9} {row.fields.get('effort', '-'):>6} {graded:<9} {result}")
        return lines

    # --- design ------------------------------------------------------------------------------
    def minimize(self, board, level, as_json: bool) -> int:
        from .analysis import removable_clues

        base = self.count(board).count
        removable = removable_clues(board) if base == 1 else []
        answer = {"level": level.id, "unique": base == 1, "removable": [
            {"cell": board.ids[v], "clue": board.clue[v]} for v in removable
        ]}
        if as_json:
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

    def suggest(self, board, k: int) -> list[dict]:
        from .design import suggest_clues

        return suggest_clues(board, k)

    def suggestion_name(self, suggestion: dict) -> str:
        return f"cell {suggestion['cell']}: clue {suggestion['clue']}"

    # --- generate ----------------------------------------------------------------------------
    def generate(self, params: GenerateParams) -> dict:
        """The candidates pack (JSON-ready)."""
        from .generate import GenerateOptions, generate_pack

        options = GenerateOptions(cells=params.cells, with_start=not params.no_start)
        return generate_pack(params.seed, params.count, params.pack, options)

    # --- play --------------------------------------------------------------------------------
    def session_from_baked(self, level: dict):
        from .session import Session, SessionLevel

        return Session(SessionLevel.from_baked(level))

    # --- mode-only commands: python -m core 01-number-stroke … ----------------------------------
    def register_commands(self, subparsers) -> None:
        super().register_commands(subparsers)
        p = subparsers.add_parser("daily", help="write the daily-puzzle calendar the game ships")
        p.add_argument("--from", dest="first", type=date(), default=DAILY_FROM, help=f"first date (default {DAILY_FROM})")
        p.add_argument("--days", type=whole(1, 1000), default=DAILY_DAYS, help=f"days (default {DAILY_DAYS})")
        p.set_defaults(run=_cmd_daily)


def _cmd_daily(args) -> int:
    from ...jsonio import write_atomic
    from ...output import check_output, fields_kind
    from . import catalog
    from .daily import build_calendar

    days_after(args.first, args.days)
    out = check_output(catalog.DAILY_FILE, fields_kind("the daily calendar", mode=MODE_ID, format=1), owner=True)
    calendar = build_calendar(args.first, args.days)
    write_atomic(out, json.dumps(calendar, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(calendar['days'])} daily levels from {args.first} to {display_path(out)}")
    return 0


MODE = NumberStroke(__package__)

if TYPE_CHECKING:  # mypy checks MODE against the protocols of the capabilities its entry declares
    _plain: PlainMode = MODE
    _generates: Generates = MODE
    _designs: Designs = MODE
    _own_commands: OwnCommands = MODE
